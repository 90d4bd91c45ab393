#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cpu.llm's measured LLM step beside OpenVINO's CPU runtime (issue 19), the third peer.

OpenVINO (PyPI `openvino`) compiles a graph for the CPU with oneDNN kernels (weights packed at
compile time) and its own scaled-dot-product attention. No exporter is involved: this script
builds a Llama-3-8B-shaped model (--layers layers of the real per-layer shapes plus the real
lm_head) from OpenVINO's opset with random weights — per layer RMSNorm, q/k/v projections, the
new K/V rows appended to the past cache, grouped-query attention, the output projection,
residual, RMSNorm, SwiGLU MLP, residual; then the final norm and the lm_head. RoPE is left out
(a few element-wise ops per token, which cpu.llm's step leaves out too).

The past cache (--cache): by default in the form OpenVINO's exporter gives an LLM — model state
(ReadValue/Assign) behind the beam Gather, [B, kv heads, L, head dim], repeat_kv as
Unsqueeze/Broadcast/Reshape before one SDPA — which the CPU plugin fuses into its stateful SDPA
(ScaledDotProductAttentionWithKVCache: the cache lives inside the node, each step appends its
row in place and reads the cache once, in KV_CACHE_PRECISION = the step's format). The script
checks the fusion happened and stops if a Concat is left. One untimed prefill of random tokens
fills the cache so that the timed steps sit around --context (context − warmup − steps/2 …).
"state" (a hand-built ReadValue → Concat → SDPA → Assign, unfused: the cache copied every step)
and "input" (the past as an input) are the earlier variants. Precision:
`INFERENCE_PRECISION_HINT` f32 or bf16, one stream, --threads threads, LATENCY hint.

Each case is paired with a cpu.llm run of that case alone in the same minute, alternating
--rounds times (compare-torch.py's method; its cpu.llm runner is reused).
"""
import argparse
import importlib.util
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def load_torch_peer():
    spec = importlib.util.spec_from_file_location("compare_torch",
                                                  os.path.join(HERE, "compare-torch.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def build(ov, ops, cfg, layers, batch, context, kv_type, cache, seed=1):
    """The decode graph. cache: "fused" (the past as model state in OpenVINO's exported-LLM
    form, which the CPU plugin fuses into its stateful SDPA with the cache kept inside the
    node), "state" (model state in a hand-built form the plugin does not fuse), "input" (the
    past as an input, appended every step)."""
    import numpy as np
    rng = np.random.default_rng(seed)
    d, heads, kvh = cfg["hidden_size"], cfg["num_attention_heads"], cfg["num_key_value_heads"]
    hd, ffn, vocab = d // heads, cfg["intermediate_size"], cfg["vocab_size"]
    g = heads // kvh
    f32 = ov.Type.f32

    def weight(n, k):  # [n, k] as nn.Linear holds it; MatMul with transpose_b
        return ops.constant((rng.standard_normal((n, k), dtype=np.float32) * 0.02), f32)

    def i64(*v):
        return ops.constant(np.array(v, np.int64))

    def rms(x, w_dim):
        sq = ops.multiply(x, x)
        mean = ops.reduce_mean(sq, i64(-1), True)
        inv = ops.power(ops.add(mean, ops.constant(np.float32(1e-5))),
                        ops.constant(np.float32(-0.5)))
        w = ops.constant(np.ones((w_dim,), np.float32))
        return ops.multiply(ops.multiply(x, inv), w)

    def lin(x, n, k):
        return ops.matmul(x, weight(n, k), False, True)

    import openvino.opset3 as ops3
    import openvino.opset6 as ops6
    fused = cache == "fused"
    # fused: any number of tokens per call (one prefill of the past, then one token a step)
    x_in = ops.parameter([batch, -1 if fused else 1, d], f32, name="hidden")
    params, outs, sinks = [x_in], [], []
    if fused:  # the exporter's beam reorder of the cache, which the fusion expects
        beam = ops.parameter([batch], ov.Type.i32, name="beam_idx")
        params.append(beam)
    x = x_in
    for i in range(layers):
        h = rms(x, d)
        q = lin(h, heads * hd, d)            # [B, T, H*hd]
        k = lin(h, kvh * hd, d)
        v = lin(h, kvh * hd, d)
        if fused:
            # As an exported Llama: [B, H, T, hd] heads, the cache [B, kvh, L, hd] in f32 (the
            # plugin keeps it in KV_CACHE_PRECISION), repeat_kv as Unsqueeze/Broadcast/Reshape.
            def heads_first(t, n):
                return ops.transpose(ops.reshape(t, i64(0, 0, n, hd), True), i64(0, 2, 1, 3))
            q, k, v = heads_first(q, heads), heads_first(k, kvh), heads_first(v, kvh)
            present = []
            for name, cur in ((f"past_k{i}", k), (f"past_v{i}", v)):
                empty = ops.constant(np.zeros((batch, kvh, 0, hd), np.float32))  # initial state
                past = ops.gather(ops6.read_value(empty, name, f32, [batch, kvh, -1, hd]),
                                  beam, 0)
                cat = ops.concat([past, cur], 2)
                sinks.append(ops6.assign(cat, name))
                rep = ops3.broadcast(ops.unsqueeze(cat, i64(2)), i64(1, 1, g, 1, 1),
                                     broadcast_spec="BIDIRECTIONAL")
                present.append(ops.reshape(rep, i64(0, heads, -1, hd), True))
            a = ops.scaled_dot_product_attention(q, present[0], present[1], causal=False)
            a = ops.reshape(ops.transpose(a, i64(0, 2, 1, 3)), i64(0, 0, heads * hd), True)
        else:
            # The past cache in the cache's format (bf16 for bf16: half the bytes, no
            # conversion of the whole cache per step), the new row converted to it.
            if cache == "state":
                pk = ops6.read_value(f"past_k{i}", kv_type, [batch, kvh, -1, hd])
                pv = ops6.read_value(f"past_v{i}", kv_type, [batch, kvh, -1, hd])
            else:
                pk = ops.parameter([batch, kvh, context, hd], kv_type, name=f"past_k{i}")
                pv = ops.parameter([batch, kvh, context, hd], kv_type, name=f"past_v{i}")
                params += [pk, pv]
            # [B, 1, kvh*G*hd] -> [B, kvh, G, hd]: a group's G query heads are its G "queries"
            q = ops.reshape(q, i64(batch, kvh, g, hd), False)
            k = ops.transpose(ops.reshape(k, i64(batch, 1, kvh, hd), False), i64(0, 2, 1, 3))
            v = ops.transpose(ops.reshape(v, i64(batch, 1, kvh, hd), False), i64(0, 2, 1, 3))
            if kv_type != f32:  # SDPA takes one type: the query too, the result back
                q, k, v = (ops.convert(t, kv_type) for t in (q, k, v))
            kc = ops.concat([pk, k], 2)           # [B, kvh, context + 1, hd]
            vc = ops.concat([pv, v], 2)
            if cache == "state":
                sinks += [ops6.assign(kc, f"past_k{i}"), ops6.assign(vc, f"past_v{i}")]
            else:
                outs += [kc, vc]
            a = ops.scaled_dot_product_attention(q, kc, vc, causal=False)  # [B, kvh, G, hd]
            if kv_type != f32:
                a = ops.convert(a, f32)
            a = ops.reshape(a, i64(batch, 1, heads * hd), False)
        x = ops.add(x, lin(a, d, heads * hd))
        h = rms(x, d)
        gate = lin(h, ffn, d)
        up = lin(h, ffn, d)
        x = ops.add(x, lin(ops.multiply(ops.swish(gate), up), d, ffn))
    if fused:  # the last token's logits only (the prefill's other tokens need none)
        x = ops.gather(x, i64(-1), 1)
    logits = lin(rms(x, d), vocab, d)
    if sinks:
        return ov.Model([logits.output(0)], sinks, params, "llama-decode")
    return ov.Model([logits] + outs, params, "llama-decode")


def main():
    peer = load_torch_peer()  # its cpu.llm runner, arguments, config and DRAM read
    ap = argparse.ArgumentParser()
    peer.add_common_args(ap)
    ap.add_argument("--cache", choices=("fused", "state", "input"), default="fused",
                    help="fused (default): the past as model state in the exported-LLM form the "
                         "CPU plugin fuses into its stateful SDPA, filled by one prefill, the "
                         "context growing by one token a step around --context; state: "
                         "hand-built model state the plugin leaves unfused, set back to "
                         "--context before each step; input: the past as an input")
    ap.add_argument("--profile", action="store_true",
                    help="OpenVINO's time per node type over the timed steps (PERF_COUNT), beside "
                         "cpu.llm's kernels")
    a = peer.parse(ap)

    import numpy as np
    import openvino as ov
    import openvino.opset13 as ops
    import torch  # for the DRAM read (compare-torch.py's)
    torch.set_num_threads(a.threads)
    config, cfg_path = peer.reduced_config(a)
    core = ov.Core()
    print(f"OpenVINO {ov.__version__}, {a.threads} threads", file=sys.stderr, flush=True)

    compiled = {}

    kvh = config["num_key_value_heads"]
    hd = config["hidden_size"] // config["num_attention_heads"]
    span = a.warmup + a.steps  # fused: the prefill leaves the timed steps centred on --context
    prefill = a.context - a.warmup - a.steps // 2

    def prepare(fmt, batch):
        key = (fmt, batch)
        if key not in compiled:
            compiled.clear()  # one compiled model at a time (fp32: 7.7 GB of weights)
            t0 = time.perf_counter()
            kv_type = ov.Type.bf16 if fmt == "bf16" else ov.Type.f32
            m = build(ov, ops, config, a.layers, batch, a.context, kv_type, a.cache)
            props = {"INFERENCE_PRECISION_HINT": "bf16" if fmt == "bf16" else "f32",
                     "PERFORMANCE_HINT": "LATENCY", "INFERENCE_NUM_THREADS": a.threads,
                     "NUM_STREAMS": 1}
            if a.cache == "fused":  # the cache in the step's format, not quantised to u8
                props["KV_CACHE_PRECISION"] = "bf16" if fmt == "bf16" else "f32"
            if a.profile:
                props["PERF_COUNT"] = True
            c = core.compile_model(m, "CPU", props)
            del m
            layer_types = {}
            for op in c.get_runtime_model().get_ops():
                t = op.get_rt_info()["layerType"].astype(str)
                layer_types[t] = layer_types.get(t, 0) + 1
            print(f"  {fmt} b{batch}: compiled in {time.perf_counter() - t0:.0f} s; nodes: "
                  + ", ".join(f"{t} {n}" for t, n in sorted(layer_types.items())),
                  file=sys.stderr, flush=True)
            if a.cache == "fused" and layer_types.get("Concat", 0):
                sys.exit(f"compare-openvino: the CPU plugin did not fuse the cache into its "
                         f"stateful SDPA ({layer_types['Concat']} Concat nodes left): the "
                         f"comparison would time cache copies no engine makes")
            req = c.create_infer_request()
            feed = {"hidden": np.random.standard_normal((batch, 1, config["hidden_size"])).astype(np.float32)}
            states = {}
            if a.cache == "fused":
                feed["beam_idx"] = np.arange(batch, dtype=np.int32)
            else:
                for i in range(a.layers):
                    for n in ("k", "v"):
                        x = np.random.standard_normal((batch, kvh, a.context, hd)).astype(np.float32)
                        if fmt == "bf16":  # bf16 = the upper half of each fp32
                            t = ov.Tensor(ov.Type.bf16, list(x.shape))
                            t.data.view(np.uint16)[...] = (x.view(np.uint32) >> 16).astype(np.uint16)
                            feed[f"past_{n}{i}"] = t
                        else:
                            feed[f"past_{n}{i}"] = ov.Tensor(x)
                if a.cache == "state":  # the past cache is state, set before each step
                    states = {k: feed.pop(k) for k in list(feed) if k.startswith("past_")}
            compiled[key] = (c, req, feed, states, [0])  # [0]: the request's infer count

    def step(fmt, batch):
        c, req, feed, states, runs = compiled[(fmt, batch)]
        if a.cache == "fused":  # the past: one prefill of random tokens (not timed)
            req.reset_state()
            t0 = time.perf_counter()
            req.infer({"hidden": np.random.standard_normal(
                (batch, prefill, config["hidden_size"])).astype(np.float32),
                "beam_idx": feed["beam_idx"]})
            runs[0] += 1
            print(f"    prefill of {prefill} tokens {time.perf_counter() - t0:.1f} s; timed steps"
                  f" at context {prefill + a.warmup}..{prefill + span - 1}",
                  file=sys.stderr, flush=True)
        def node_totals():  # PERF_COUNT's per-node time is its mean over every infer so far
            tot = {}
            for pi in req.profiling_info:
                tot[pi.node_name] = (pi.node_type, pi.real_time.total_seconds() * runs[0])
            return tot

        times, before = [], {}
        for s in range(a.warmup + a.steps):
            if s == a.warmup and a.profile:
                before = node_totals()
            for st in req.query_state():  # state: every step at exactly --context tokens
                if st.name in states:
                    st.state = states[st.name]
            t0 = time.perf_counter()
            req.infer(feed)
            runs[0] += 1
            if s >= a.warmup:
                times.append(time.perf_counter() - t0)
        per = {}
        if a.profile:  # the timed steps' share: totals after them less totals before, per step
            for name, (t, total) in node_totals().items():
                per[t] = per.get(t, 0.0) + (total - before.get(name, (t, 0.0))[1]) / a.steps
            print("    per timed step by node type: " + ", ".join(
                f"{t} {v * 1e3:.1f} ms" for t, v in sorted(per.items(), key=lambda kv: -kv[1])
                if v > 1e-4), file=sys.stderr, flush=True)
        return statistics.median(times), statistics.pstdev(times) / statistics.mean(times), per

    cases = [(f, b) for f in a.formats for b in a.batches]
    ours, theirs, split = {}, {}, {}
    for rnd in range(a.rounds):
        for f, b in cases:
            case = f"decode/{f}/b{b}"
            # Compiled first (half a minute), so the two engines' steps are seconds apart.
            prepare(f, b)
            steps, kernels = peer.cpu_llm(a, cfg_path, f, b)
            t, cov, per = step(f, b)
            after = peer.dram_read(torch)
            ours.setdefault(case, []).append(steps[case])
            split[case] = (kernels.get(case, {}), per)  # the last round's
            theirs.setdefault(case, []).append((t, cov))
            print(f"  round {rnd + 1} {case}: cpu.llm {steps[case]['value'] * 1e3:.1f} ms (DRAM "
                  f"read {steps[case]['params'].get('dram_read_now', 0) / 1e9:.0f} GB/s), "
                  f"OpenVINO {t * 1e3:.1f} ms (CoV {100 * cov:.1f} %, DRAM read after it "
                  f"{after / 1e9:.0f} GB/s)", file=sys.stderr, flush=True)
            theirs[case][-1] = (t, cov, after)
    worst = 0.0
    print(f"\nOpenVINO {ov.__version__}, {a.threads} threads, {a.layers} layers + lm_head, "
          f"context {a.context}, {a.rounds} rounds, each case paired with cpu.llm")
    print("\n| case | cpu.llm step (rounds) | OpenVINO step (rounds) | difference |")
    print("|---|---:|---:|---:|")
    for f, b in cases:
        case = f"decode/{f}/b{b}"
        mine = [s["value"] for s in ours[case]]
        ref = [t[0] for t in theirs[case]]
        d = statistics.median(mine) / statistics.median(ref) - 1
        worst = max(worst, abs(d))
        print(f"| {case} | {statistics.median(mine) * 1e3:.1f} ms "
              f"({', '.join(f'{x * 1e3:.0f}' for x in mine)}) | {statistics.median(ref) * 1e3:.1f}"
              f" ms ({', '.join(f'{x * 1e3:.0f}' for x in ref)}) | {100 * d:+.0f} % |")
    print("\nDRAM read before cpu.llm's case / after OpenVINO's (GB/s, rounds): " + "; ".join(
        f"{c} " + ", ".join(f"{s['params'].get('dram_read_now', 0) / 1e9:.0f}/{t[2] / 1e9:.0f}"
                            for s, t in zip(v, theirs[c]))
        for c, v in ours.items()))
    if a.profile:
        print("\nKernel by kernel (last round: cpu.llm's kernels x calls per step; OpenVINO: "
              "PERF_COUNT over its timed steps, by node type)")
        print("\n| case | part | cpu.llm ms/step | OpenVINO ms/step |")
        print("|---|---|---:|---:|")
        for f, b in cases:
            case = f"decode/{f}/b{b}"
            ks, per = split[case]
            gemm, att = peer.cpu_llm_parts(ks)
            fc = per.get("FullyConnected", 0.0)
            sdpa = sum(v for t, v in per.items() if t.startswith("ScaledDotProductAttention"))
            rest = sum(per.values()) - fc - sdpa
            print(f"| {case} | linear layers | {gemm * 1e3:.1f} | {fc * 1e3:.1f} |")
            print(f"| {case} | attention (with its cache append) | {att * 1e3:.1f} | "
                  f"{sdpa * 1e3:.1f} |")
            print(f"| {case} | rest (norms, residuals, SwiGLU, reshapes) | — | {rest * 1e3:.1f} |")
    print(f"\nlargest difference {100 * worst:.0f} % (goal: within 20 %)")
    return 0 if worst <= 0.20 else 1


if __name__ == "__main__":
    sys.exit(main())
