#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cpu.llm's measured LLM step beside PyTorch + Hugging Face transformers (issue 19).

The second peer of compare-llamacpp.py, chosen because its kernels are the same *kind* as
cpu.llm's: PyTorch's CPU linear goes through oneDNN for bf16 (and MKL for fp32), as cpu.llm's
GEMMs go through oneDNN. Both run Llama-3-8B shapes with random weights (timing depends on
shapes, not values), reduced to --layers layers of the real per-layer shapes plus the real
lm_head (fp32 Llama-3-8B needs 32 GB), decode at batch 1 and 8, context 1024, fp32 and bf16,
on the same threads; the two engines alternate --rounds times and the medians are compared.

The peer: transformers' own LlamaForCausalLM (its eager decode path, scaled-dot-product
attention, the default DynamicCache or --cache static) in torch.inference_mode, one token per
sequence per step after a KV cache filled to --context tokens. Its step is timed whole
(embedding, norms, RoPE, the cache append and the argmax included); a torch.profiler pass
splits it into linear layers, attention, the cache append and the rest, and --kernels times
torch's F.linear alone at each of cpu.llm's GEMM shapes, so the gap can be read kernel by kernel.

Run it with a Python that has torch and transformers (README.md in this folder) on an idle
machine at normal priority.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

# cpu.llm's GEMM kernel ids and their shapes (out features, in features) for Llama-3-8B.
SHAPES = [("q_proj+o_proj", 4096, 4096), ("k_proj+v_proj", 1024, 4096),
          ("gate_proj+up_proj", 14336, 4096), ("down_proj", 4096, 14336),
          ("lm_head", 128256, 4096)]


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def med(v):
    return statistics.median(v) if v else float("nan")


def stats(v):
    m = statistics.mean(v)
    return {"median": med(v), "min": min(v), "max": max(v),
            "cov": statistics.pstdev(v) / m if m > 0 else 0.0, "n": len(v)}


def add_common_args(ap):
    """The arguments every peer script takes (compare-openvino.py imports this one)."""
    ap.add_argument("--roofline", default=os.path.join(REPO, "build", "bin", "roofline"))
    ap.add_argument("--work", default="/tmp", help="folder for the reduced model's config.json")
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--context", type=int, default=1024)
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--formats", default="fp32,bf16")
    ap.add_argument("--batches", default="1,8")
    ap.add_argument("--suite", default="standard")
    ap.add_argument("--rounds", type=int, default=3,
                    help="alternate the two engines this many times (this VM's DRAM bandwidth "
                         "switches between modes within minutes); the medians are compared")
    ap.add_argument("--steps", type=int, default=12, help="timed decode steps per case")
    ap.add_argument("--warmup", type=int, default=3)


def parse(ap):
    a = ap.parse_args()
    a.formats = a.formats.split(",")
    a.batches = [int(b) for b in a.batches.split(",")]
    return a


def reduced_config(a):
    """Llama-3-8B's config with --layers layers, written to --work for cpu.llm: (dict, path)."""
    config = json.load(open(os.path.join(REPO, "tests", "data", "hf-configs", "llama-3.1-8b.json")))
    config["num_hidden_layers"] = a.layers
    path = os.path.join(a.work, f"llama-3-8b-{a.layers}l.config.json")
    json.dump(config, open(path, "w"))
    return config, path


_BIG = []


def dram_read(torch):
    """The DRAM read bandwidth now (best of 5 sums over 1 GiB of fp32 on torch's threads), to
    show which of the VM's bandwidth modes a peer's case ran in."""
    if not _BIG:
        _BIG.append(torch.ones(1 << 28, dtype=torch.float32))
    best = float("inf")
    with torch.inference_mode():
        for _ in range(5):
            t0 = time.perf_counter()
            _BIG[0].sum()
            best = min(best, time.perf_counter() - t0)
    return _BIG[0].numel() * 4 / best


def cpu_llm(a, cfg_path, fmt, batch):
    # One case per engine run, right before torch runs the same case: this VM's DRAM read
    # switches between about 40 and 78 GB/s within minutes, so a pair must share its minute.
    cmd = [a.roofline, "--json", "probe", "--no-save", "--only", "cpu.llm", "--suite", a.suite,
           "--llm-config", cfg_path, "--llm-formats", fmt, "--llm-batches", str(batch),
           "--llm-context", str(a.context)]
    log("+", " ".join(cmd))
    out = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
    runs = out if isinstance(out, list) else out.get("runs", [out])
    steps, kernels = {}, {}
    for r in runs:
        for m in r["measurements"]:
            p = m["params"]
            if m["metric"] == "llm_step":
                steps[p["case"]] = m
            elif m["metric"] == "llm_kernel":
                kernels.setdefault(p["case"], {})[m["kernel"]] = m
    return steps, kernels


def cpu_llm_parts(kernels):
    """cpu.llm's linear layers and attention of one case, seconds per step (each kernel's time
    x its calls per step), from cpu_llm()'s kernel records of that case."""
    gemm = sum(k["params"]["seconds_per_step"] for kid, k in kernels.items() if kid != "attention")
    att = kernels.get("attention", {}).get("params", {}).get("seconds_per_step", 0.0)
    return gemm, att


def packed_linear_class(torch):
    class PackedLinear(torch.nn.Module):
        """nn.Linear with its weight reordered once into oneDNN's blocked layout for a batch
        size -- what torch.compile's CPU freezing pass does to a frozen linear -- called through
        the same oneDNN op that pass emits. Plain torch keeps the weight row-major and oneDNN
        reads it as it lies (its M=8 decode GEMM then reaches half the DRAM read)."""

        def __init__(self, linear, batch):
            super().__init__()
            self.out_features = linear.out_features
            self.batch = batch
            self.w = torch.ops.mkldnn._reorder_linear_weight(linear.weight.detach(), batch)

        def repack(self, batch):  # only the packed copy is kept (an fp32 model twice: 15 GB)
            self.batch = batch
            self.w = torch.ops.mkldnn._reorder_linear_weight(self.w.to_dense(), batch)

        def forward(self, x):
            with torch.profiler.record_function("roofline::linear"):
                y = torch.ops.mkldnn._linear_pointwise(x.reshape(-1, x.shape[-1]), self.w, None,
                                                       "none", [], "")
                return y.reshape(*x.shape[:-1], self.out_features)

    class PlainLinear(torch.nn.Linear):
        """nn.Linear as torch runs it, marked for the profiler split."""

        def forward(self, x):
            with torch.profiler.record_function("roofline::linear"):
                return torch.nn.functional.linear(x, self.weight, self.bias)

    return PackedLinear, PlainLinear


def timed_attention(torch, transformers, impl):
    """Registers transformers' own attention function of `impl` under a new name, marked for
    the profiler split (transformers' AttentionInterface), and returns that name."""
    if impl == "sdpa":
        from transformers.integrations.sdpa_attention import sdpa_attention_forward as base
    else:
        from transformers.models.llama.modeling_llama import eager_attention_forward as base

    def attention(*args, **kw):
        with torch.profiler.record_function("roofline::attention"):
            return base(*args, **kw)

    name = f"roofline_{impl}"
    transformers.AttentionInterface.register(name, attention)
    return name


class Peer:
    def __init__(self, a, torch, transformers):
        self.a, self.torch, self.tf = a, torch, transformers
        self.models = {}
        self.packed, self.plain = packed_linear_class(torch)

    def pack(self, model, batch):
        """--linear packed: every nn.Linear (the lm_head too) becomes a PackedLinear for this
        batch, its packed weight replacing the dense one; plain: a PlainLinear (the same
        F.linear, marked for the profiler)."""
        for name, mod in list(model.named_modules()):
            for cname, child in list(mod.named_children()):
                if isinstance(child, self.packed):
                    if child.batch != batch:
                        child.repack(batch)
                elif isinstance(child, self.torch.nn.Linear) and self.a.linear == "packed":
                    setattr(mod, cname, self.packed(child, batch))
                elif type(child) is self.torch.nn.Linear:
                    child.__class__ = self.plain

    def model(self, fmt, cfg):
        if fmt not in self.models:
            dt = {"fp32": self.torch.float32, "bf16": self.torch.bfloat16}[fmt]
            t0 = time.perf_counter()
            m = self.tf.LlamaForCausalLM._from_config(cfg, dtype=dt).eval()
            log(f"  {fmt} model built in {time.perf_counter() - t0:.0f} s "
                f"({sum(p.numel() for p in m.parameters()) / 1e9:.2f} G parameters)")
            self.models[fmt] = m
        return self.models[fmt]

    def cache(self, model, batch):
        torch, cfg, a = self.torch, model.config, self.a
        dt = next(model.parameters()).dtype
        hd = cfg.hidden_size // cfg.num_attention_heads
        if a.cache == "static":
            c = self.tf.StaticCache(config=cfg, max_cache_len=a.context + a.warmup + a.steps
                                    + a.profile_steps + 1)
        else:
            c = self.tf.DynamicCache(config=cfg)
        # What a prefill of --context tokens leaves behind (values do not change the timing).
        pos = torch.arange(a.context)
        for layer in range(cfg.num_hidden_layers):
            k = torch.randn(batch, cfg.num_key_value_heads, a.context, hd, dtype=dt)
            v = torch.randn_like(k)
            c.update(k, v, layer, {"cache_position": pos})
        update = c.update

        def timed_update(*args, **kw):
            with torch.profiler.record_function("roofline::cache"):
                return update(*args, **kw)

        c.update = timed_update
        return c

    def step(self, fmt, cfg, batch, profile=False):
        torch, a = self.torch, self.a
        model = self.model(fmt, cfg)
        self.pack(model, batch)
        cache = self.cache(model, batch)
        tok = torch.randint(0, cfg.vocab_size, (batch, 1))
        times, split = [], None
        timed = a.warmup + a.steps
        total = timed + (a.profile_steps if profile else 0)
        with torch.inference_mode():
            for s in range(total):
                pos = a.context + s
                kw = {"cache_position": torch.tensor([pos])} if a.cache == "static" else {}
                if s == timed:  # after the timed steps: the profiler's cost is in none of them
                    prof = torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU])
                    prof.__enter__()
                    t_prof = time.perf_counter()
                t0 = time.perf_counter()
                out = model(input_ids=tok, cache=cache, use_cache=True, logits_to_keep=1, **kw)
                tok = out.logits[:, -1].argmax(-1, keepdim=True)
                t1 = time.perf_counter()
                if a.warmup <= s < timed:
                    times.append(t1 - t0)
            if total > timed:
                elapsed = time.perf_counter() - t_prof
                prof.__exit__(None, None, None)
                split = self.split(prof, elapsed, total - timed)
        del cache
        return stats(times), split

    @staticmethod
    def split(prof, total, steps):
        # Per step: inclusive CPU time of the top-level ops that matter, the rest by difference.
        groups = {"linear": ("roofline::linear",), "attention": ("roofline::attention",),
                  "cache append": ("roofline::cache",)}
        out = {}
        ev = prof.key_averages()
        for g, names in groups.items():
            out[g] = sum(e.cpu_time_total for e in ev if e.key in names) * 1e-6 / steps
        out["step"] = total / steps
        out["rest"] = out["step"] - sum(out[g] for g in groups)
        return out

    def linear(self, fmt, batch, n, k):
        """torch's linear alone at one GEMM shape, as --linear runs it in the step: enough weight
        copies that each call reads its weights from DRAM (>= 512 MB in rotation), per-call
        times, median over the calls."""
        torch, a = self.torch, self.a
        dt = {"fp32": torch.float32, "bf16": torch.bfloat16}[fmt]
        size = n * k * (4 if fmt == "fp32" else 2)
        copies = max(2, math.ceil(512e6 / size))
        ws = [torch.randn(n, k, dtype=dt) for _ in range(copies)]
        if a.linear == "packed":
            ws = [torch.ops.mkldnn._reorder_linear_weight(w, batch) for w in ws]

            def lin(x, w):
                return torch.ops.mkldnn._linear_pointwise(x, w, None, "none", [], "")
        else:
            lin = torch.nn.functional.linear
        x = torch.randn(batch, k, dtype=dt)
        times = []
        with torch.inference_mode():
            for w in ws:  # warm-up: one pass over the copies
                lin(x, w)
            t_end = time.perf_counter() + a.kernel_seconds
            i = 0
            while len(times) < 20 or time.perf_counter() < t_end:
                w = ws[i % copies]
                t0 = time.perf_counter()
                lin(x, w)
                times.append(time.perf_counter() - t0)
                i += 1
        st = stats(times)
        esize = 4 if fmt == "fp32" else 2
        st["bytes_per_second"] = (size + batch * (n + k) * esize) / st["median"]
        return st


def main():
    ap = argparse.ArgumentParser()
    add_common_args(ap)
    ap.add_argument("--profile-steps", type=int, default=3,
                    help="steps under torch.profiler (last round; not in the timed steps)")
    ap.add_argument("--cache", choices=("dynamic", "static"), default="dynamic")
    ap.add_argument("--linear", choices=("plain", "packed"), default="packed",
                    help="torch's linear layers as plain torch runs them (row-major weights; "
                         "fp32 through MKL) or with oneDNN-packed weights (default, torch's "
                         "best CPU path: what torch.compile's freezing emits)")
    ap.add_argument("--attention", choices=("sdpa", "eager"), default="sdpa")
    ap.add_argument("--kernels", action="store_true",
                    help="also time torch's F.linear alone at each GEMM shape, each round")
    ap.add_argument("--kernel-seconds", type=float, default=1.0)
    ap.add_argument("--json-out", default="", help="write every figure here as JSON")
    a = parse(ap)

    # Large tensors on transparent huge pages, as cpu.llm's buffers are (madvise); read by
    # torch's allocator when it starts, so set before the import.
    os.environ.setdefault("THP_MEM_ALLOC_ENABLE", "1")
    import torch
    import transformers
    torch.set_num_threads(a.threads)
    log(f"torch {torch.__version__} ({torch.backends.mkldnn.is_available() and 'oneDNN' or 'no oneDNN'}"
        f", {torch.get_num_threads()} threads), transformers {transformers.__version__}")

    config, cfg_path = reduced_config(a)
    cfg = transformers.LlamaConfig(**config)
    cfg._attn_implementation = timed_attention(torch, transformers, a.attention)

    peer = Peer(a, torch, transformers)
    cases = [(f, b) for f in a.formats for b in a.batches]
    ours, theirs, lin, splits = {}, {}, {}, {}
    for rnd in range(a.rounds):
        log(f"round {rnd + 1}/{a.rounds}")
        for f, b in cases:
            case = f"decode/{f}/b{b}"
            steps, kernels = cpu_llm(a, cfg_path, f, b)
            ours.setdefault(case, []).append((steps[case], kernels.get(case, {})))
            st, sp = peer.step(f, cfg, b, profile=(rnd == a.rounds - 1))
            st["dram_read"] = dram_read(torch)
            theirs.setdefault(case, []).append(st)
            if sp:
                splits[case] = sp
            log(f"  {case}: cpu.llm {steps[case]['value'] * 1e3:.1f} ms (DRAM read "
                f"{steps[case]['params'].get('dram_read_now', 0) / 1e9:.0f} GB/s), torch "
                f"{st['median'] * 1e3:.1f} ms (CoV {100 * st['cov']:.1f} %, DRAM read "
                f"{st['dram_read'] / 1e9:.0f} GB/s)")
            if a.kernels:
                for kid, n, k in SHAPES:
                    lin.setdefault((case, kid), []).append(peer.linear(f, b, n, k))

    rows, worst = [], 0.0
    print(f"\ntorch {torch.__version__}, transformers {transformers.__version__}, "
          f"{a.threads} threads, {a.linear} linear, {a.attention} attention, {a.cache} KV cache, "
          f"{a.layers} layers + lm_head, "
          f"context {a.context}, {a.rounds} rounds")
    print("\n| case | cpu.llm step (rounds) | torch step (rounds) | torch CoV | difference |")
    print("|---|---:|---:|---:|---:|")
    for f, b in cases:
        case = f"decode/{f}/b{b}"
        mine = [s["value"] for s, _ in ours[case]]
        ref = [t["median"] for t in theirs[case]]
        d = med(mine) / med(ref) - 1
        worst = max(worst, abs(d))
        rows.append({"case": case, "cpu_llm": mine, "torch": ref, "difference": d})
        print(f"| {case} | {med(mine) * 1e3:.1f} ms ({', '.join(f'{x * 1e3:.0f}' for x in mine)})"
              f" | {med(ref) * 1e3:.1f} ms ({', '.join(f'{x * 1e3:.0f}' for x in ref)})"
              f" | {100 * med([t['cov'] for t in theirs[case]]):.1f} % | {100 * d:+.0f} % |")

    print("\nKernel by kernel (last round's cpu.llm kernels x calls per step; torch: profiler split "
          "of its step, and F.linear alone at the same shape when --kernels)")
    print("\n| case | part | cpu.llm ms/step | torch ms/step | note |")
    print("|---|---|---:|---:|---|")
    for f, b in cases:
        case = f"decode/{f}/b{b}"
        _, ks = ours[case][-1]
        sp = splits.get(case, {})
        gemm, att = cpu_llm_parts(ks)
        print(f"| {case} | linear layers | {gemm * 1e3:.1f} | {sp.get('linear', 0) * 1e3:.1f} | "
              "oneDNN (cpu.llm) vs torch's linear (oneDNN bf16 / MKL fp32) |")
        print(f"| {case} | attention | {att * 1e3:.1f} | {sp.get('attention', 0) * 1e3:.1f} | "
              "cpu.llm's engine kernel vs torch SDPA |")
        print(f"| {case} | KV cache append | — | {sp.get('cache append', 0) * 1e3:.1f} | "
              "not in cpu.llm's step |")
        print(f"| {case} | rest (embedding, norms, RoPE, argmax, Python) | — | "
              f"{sp.get('rest', 0) * 1e3:.1f} | not in cpu.llm's step |")
        print(f"| {case} | step | {ours[case][-1][0]['value'] * 1e3:.1f} | "
              f"{sp.get('step', 0) * 1e3:.1f} | (profiled steps) |")
    if lin:
        print("\n| case | kernel | cpu.llm ms (GB/s) | torch F.linear ms (GB/s, CoV) | torch ÷ cpu.llm |")
        print("|---|---|---:|---:|---:|")
        for f, b in cases:
            case = f"decode/{f}/b{b}"
            for kid, _, _ in SHAPES:
                mine = [ks[kid] for _, ks in ours[case] if kid in ks]
                tl = lin.get((case, kid), [])
                if not mine or not tl:
                    continue
                t_o = med([k["value"] for k in mine])
                b_o = med([k["params"]["bytes_per_second"] for k in mine])
                t_t = med([t["median"] for t in tl])
                b_t = med([t["bytes_per_second"] for t in tl])
                print(f"| {case} | {kid} | {t_o * 1e3:.3f} ({b_o / 1e9:.1f}) | {t_t * 1e3:.3f} "
                      f"({b_t / 1e9:.1f}, {100 * med([t['cov'] for t in tl]):.0f} %) | "
                      f"{t_t / t_o:.2f} |")
    reads = {c: [s["params"].get("dram_read_now", 0) / 1e9 for s, _ in v] for c, v in ours.items()}
    treads = {c: [t["dram_read"] / 1e9 for t in v] for c, v in theirs.items()}
    print("\n| case | DRAM read before cpu.llm's case, GB/s (rounds) | after torch's case |")
    print("|---|---|---|")
    for c in reads:
        print(f"| {c} | {', '.join(f'{x:.0f}' for x in reads[c])} | "
              f"{', '.join(f'{x:.0f}' for x in treads[c])} |")
    print(f"\nlargest difference {100 * worst:.0f} % (goal: within 20 %)")
    if a.json_out:
        json.dump({"rows": rows, "splits": splits, "reads": reads, "torch_reads": treads,
                   "linear": {f"{c}|{k}": v for (c, k), v in lin.items()},
                   "torch": torch.__version__, "transformers": transformers.__version__},
                  open(a.json_out, "w"), indent=1)
    return 0 if worst <= 0.20 else 1


if __name__ == "__main__":
    sys.exit(main())
