#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cpu.llm's measured LLM step beside OpenVINO's CPU runtime (issue 19), the third peer.

OpenVINO (PyPI `openvino`) compiles a graph for the CPU with oneDNN kernels (weights packed at
compile time) and its own scaled-dot-product attention. No exporter is involved: this script
builds one decode step of a Llama-3-8B-shaped model (--layers layers of the real per-layer shapes
plus the real lm_head) from OpenVINO's opset with random weights — per layer RMSNorm, q/k/v
projections, the new K/V row appended to a past cache of --context tokens (Concat), grouped-query
attention as one SDPA per kv head group (the G query heads of a group as G queries: one token
per sequence, no mask needed), the output projection, residual, RMSNorm, SwiGLU MLP, residual;
then the final norm and the lm_head. RoPE is left out (a few element-wise ops per token, which
cpu.llm's step leaves out too). The past cache is an input, so every timed step runs at exactly
--context tokens. Precision: `INFERENCE_PRECISION_HINT` f32 or bf16 (OpenVINO converts the
weights and activations itself), 2 streams off, --threads threads, LATENCY hint.

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


def build(ov, ops, cfg, layers, batch, context, kv_type, stateful, seed=1):
    import numpy as np
    rng = np.random.default_rng(seed)
    d, heads, kvh = cfg["hidden_size"], cfg["num_attention_heads"], cfg["num_key_value_heads"]
    hd, ffn, vocab = d // heads, cfg["intermediate_size"], cfg["vocab_size"]
    g = heads // kvh
    f32 = ov.Type.f32

    def weight(n, k):  # [n, k] as nn.Linear holds it; MatMul with transpose_b
        return ops.constant((rng.standard_normal((n, k), dtype=np.float32) * 0.02), f32)

    def rms(x, w_dim):
        sq = ops.multiply(x, x)
        mean = ops.reduce_mean(sq, ops.constant(np.array([-1], np.int64)), True)
        inv = ops.power(ops.add(mean, ops.constant(np.float32(1e-5))),
                        ops.constant(np.float32(-0.5)))
        w = ops.constant(np.ones((w_dim,), np.float32))
        return ops.multiply(ops.multiply(x, inv), w)

    def lin(x, n, k):
        return ops.matmul(x, weight(n, k), False, True)

    import openvino.opset6 as ops6
    x_in = ops.parameter([batch, 1, d], f32, name="hidden")
    params, outs, sinks = [x_in], [], []
    x = x_in
    for i in range(layers):
        # The past cache in the cache's format (bf16 for bf16: half the bytes, no conversion
        # of the whole cache per step), the new row converted to it.
        if stateful:  # the cache as model state (ReadValue/Assign), as OpenVINO's LLMs keep it
            pk = ops6.read_value(f"past_k{i}", kv_type, [batch, kvh, -1, hd])
            pv = ops6.read_value(f"past_v{i}", kv_type, [batch, kvh, -1, hd])
        else:
            pk = ops.parameter([batch, kvh, context, hd], kv_type, name=f"past_k{i}")
            pv = ops.parameter([batch, kvh, context, hd], kv_type, name=f"past_v{i}")
            params += [pk, pv]
        h = rms(x, d)
        q = lin(h, heads * hd, d)            # [B, 1, H*hd]
        k = lin(h, kvh * hd, d)
        v = lin(h, kvh * hd, d)
        # [B, 1, kvh*G*hd] -> [B, kvh, G, hd]: a group's G query heads are its G "queries"
        q = ops.reshape(q, ops.constant(np.array([batch, kvh, g, hd], np.int64)), False)
        k = ops.transpose(ops.reshape(k, ops.constant(np.array([batch, 1, kvh, hd], np.int64)),
                                      False), ops.constant(np.array([0, 2, 1, 3], np.int64)))
        v = ops.transpose(ops.reshape(v, ops.constant(np.array([batch, 1, kvh, hd], np.int64)),
                                      False), ops.constant(np.array([0, 2, 1, 3], np.int64)))
        if kv_type != f32:  # SDPA takes one type: the query too, the result back
            q, k, v = (ops.convert(t, kv_type) for t in (q, k, v))
        kc = ops.concat([pk, k], 2)           # [B, kvh, context + 1, hd]
        vc = ops.concat([pv, v], 2)
        if stateful:
            sinks += [ops6.assign(kc, f"past_k{i}"), ops6.assign(vc, f"past_v{i}")]
        else:
            outs += [kc, vc]
        a = ops.scaled_dot_product_attention(q, kc, vc, causal=False)  # [B, kvh, G, hd]
        if kv_type != f32:
            a = ops.convert(a, f32)
        a = ops.reshape(a, ops.constant(np.array([batch, 1, heads * hd], np.int64)), False)
        x = ops.add(x, lin(a, d, heads * hd))
        h = rms(x, d)
        gate = lin(h, ffn, d)
        up = lin(h, ffn, d)
        x = ops.add(x, lin(ops.multiply(ops.swish(gate), up), d, ffn))
    logits = lin(rms(x, d), vocab, d)
    if stateful:
        return ov.Model([logits.output(0)], sinks, params, "llama-decode")
    model = ov.Model([logits] + outs, params, "llama-decode")
    return model


def main():
    peer = load_torch_peer()  # its cpu.llm runner, arguments, config and DRAM read
    ap = argparse.ArgumentParser()
    peer.add_common_args(ap)
    ap.add_argument("--stateless", dest="stateful", action="store_false",
                    help="the past cache as an input, appended every step (default: model state)")
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

    def prepare(fmt, batch):
        key = (fmt, batch)
        if key not in compiled:
            compiled.clear()  # one compiled model at a time (fp32: 7.7 GB of weights)
            t0 = time.perf_counter()
            kv_type = ov.Type.bf16 if fmt == "bf16" else ov.Type.f32
            m = build(ov, ops, config, a.layers, batch, a.context, kv_type, a.stateful)
            c = core.compile_model(m, "CPU", {
                "INFERENCE_PRECISION_HINT": "bf16" if fmt == "bf16" else "f32",
                "PERFORMANCE_HINT": "LATENCY", "INFERENCE_NUM_THREADS": a.threads,
                "NUM_STREAMS": 1})
            del m
            req = c.create_infer_request()
            kvh, hd = config["num_key_value_heads"], config["hidden_size"] // config["num_attention_heads"]
            feed = {"hidden": np.random.standard_normal((batch, 1, config["hidden_size"])).astype(np.float32)}
            for i in range(a.layers):
                for n in ("k", "v"):
                    x = np.random.standard_normal((batch, kvh, a.context, hd)).astype(np.float32)
                    if fmt == "bf16":  # bf16 = the upper half of each fp32
                        t = ov.Tensor(ov.Type.bf16, list(x.shape))
                        t.data.view(np.uint16)[...] = (x.view(np.uint32) >> 16).astype(np.uint16)
                        feed[f"past_{n}{i}"] = t
                    else:
                        feed[f"past_{n}{i}"] = ov.Tensor(x)
            states = {}
            if a.stateful:  # the past cache is state, set before each step (not timed)
                states = {k: feed.pop(k) for k in list(feed) if k.startswith("past_")}
            compiled[key] = (c, req, feed, states)
            print(f"  {fmt} b{batch}: built and compiled in {time.perf_counter() - t0:.0f} s",
                  file=sys.stderr, flush=True)

    def step(fmt, batch):
        c, req, feed, states = compiled[(fmt, batch)]
        times = []
        for s in range(a.warmup + a.steps):
            for st in req.query_state():  # every step at exactly --context tokens
                if st.name in states:
                    st.state = states[st.name]
            t0 = time.perf_counter()
            req.infer(feed)
            if s >= a.warmup:
                times.append(time.perf_counter() - t0)
        return statistics.median(times), statistics.pstdev(times) / statistics.mean(times)

    cases = [(f, b) for f in a.formats for b in a.batches]
    ours, theirs = {}, {}
    for rnd in range(a.rounds):
        for f, b in cases:
            case = f"decode/{f}/b{b}"
            # Compiled first (half a minute), so the two engines' steps are seconds apart.
            prepare(f, b)
            steps, _ = peer.cpu_llm(a, cfg_path, f, b)
            t, cov = step(f, b)
            after = peer.dram_read(torch)
            ours.setdefault(case, []).append(steps[case])
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
    print(f"\nlargest difference {100 * worst:.0f} % (goal: within 20 %)")
    return 0 if worst <= 0.20 else 1


if __name__ == "__main__":
    sys.exit(main())
