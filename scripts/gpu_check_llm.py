#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cuda.llm's part of scripts/gpu-check.sh (issue 19).

  gpu_check_llm.py plan OUT.json       writes the Llama-3-8B plan: bf16 decode at batches 1 and
                                       8, context 1024, and the causal attention of one bf16
                                       prefill of 512 tokens (the probe-only build has no Qt side
                                       to write it)
  gpu_check_llm.py report LINES RC     prints each kernel and the measured decode step beside
                                       the analytic roofline step on the same run's measured
                                       ceilings (every kernel at max(bytes / HBM read, FLOP /
                                       cuBLASLt peak), the model's counts); exit 1 when they are
                                       more than 15 % apart, no step was measured or the run
                                       failed. The prefill attention (fp32 on the FMA units, no
                                       analytic step to meet): measured, compute-bound, its FLOPs
                                       the plan's, MFU against the FMA units' fp32 peak in (0, 1],
                                       and its output checked against the host reference (the
                                       probe fails the case otherwise)
"""
import json
import sys

TOLERANCE = 0.15


def plan(path):
    h, inter, layers, heads, kvh, hd, vocab, ctx = 4096, 14336, 32, 32, 8, 128, 128256, 1024

    def gemm(i, g, b, n, k, per, lay):
        return {"id": i, "group": g, "op": "gemm", "m": b, "n": n, "k": k, "tokens": b,
                "weights_format": "bf16", "activations_format": "bf16", "per_layer": per,
                "layers": lay, "flops": 2.0 * b * n * k, "bytes": 2.0 * (n * k + b * k + b * n)}

    cases = []
    for b in (1, 8):
        kv = 2.0 * b * kvh * (ctx + 1) * 2 * hd
        cases.append({"id": f"decode/bf16/b{b}", "phase": "decode", "format": "bf16", "batch": b,
                      "prompt": 0, "context": ctx, "kernels": [
            gemm("q_proj+o_proj", "attention_projections", b, h, h, 2, layers),
            gemm("k_proj+v_proj", "attention_projections", b, kvh * hd, h, 2, layers),
            gemm("gate+up", "feed_forward", b, inter, h, 2, layers),
            gemm("down", "feed_forward", b, h, inter, 1, layers),
            {"id": "attention", "group": "attention", "op": "attention", "batch": b, "queries": 1,
             "keys": ctx + 1, "causal": False, "heads": heads, "kv_heads": kvh, "head_dim": hd,
             "v_dim": hd, "shared_kv": False, "window": 0, "kv_format": "bf16", "per_layer": 1,
             "layers": layers, "flops": 2.0 * b * heads * 2 * hd * (ctx + 1), "bytes": kv},
            gemm("lm_head", "lm_head", b, vocab, h, 1, 1)]})
    # Prefill: the causal attention alone (the GEMMs at m = 512 are the decode GEMMs' kind).
    p = 512
    cases.append({"id": f"prefill/bf16/b1/p{p}", "phase": "prefill", "format": "bf16", "batch": 1,
                  "prompt": p, "context": 0, "kernels": [
        {"id": "attention", "group": "attention", "op": "attention", "batch": 1, "queries": p,
         "keys": p, "causal": True, "heads": heads, "kv_heads": kvh, "head_dim": hd, "v_dim": hd,
         "shared_kv": False, "window": 0, "kv_format": "bf16", "per_layer": 1, "layers": layers,
         "flops": 2.0 * heads * 2 * hd * p * (p + 1) / 2, "bytes": 2.0 * kvh * p * 2 * hd}]})
    json.dump({"schema": "roofline-llm-plan/1", "model": {"id": "llama-3-8b", "name": "Llama 3 8B",
               "layers": layers, "max_context": 8192}, "cases": cases}, open(path, "w", encoding="utf-8"))


def check_prefill(case, ms):
    """The prefill attention's record: measured and judged as the plan counts it."""
    ks = [k for k in ms if k.get("metric") == "llm_kernel" and k["params"].get("case") == case
          and k["params"].get("causal")]
    if not ks:
        print(f"   {case}: NO prefill attention record")
        return False
    ok = True
    for k in ks:
        q = k["params"]
        mfu, peak = q.get("mfu", 0), q.get("mfu_peak_flops_per_second", 0)
        good = (q.get("bound") == "compute" and 0 < mfu <= 1 and peak > 0
                and abs(q["ops_per_call"] / q["plan_flops_per_call"] - 1) < 1e-9
                and "reference_max_abs_error" in q)
        ok &= good
        print(f"   {case}: prefill attention {k.get('median') or k.get('value') or 0:.6f} s/call, "
              f"{q.get('flops_per_second', 0) / 1e12:.1f} TFLOP/s, MFU {mfu * 100:.1f} % of the "
              f"fp32 FMA peak {peak / 1e12:.1f} TFLOP/s, bound {q.get('bound')}, reference error "
              f"{q.get('reference_max_abs_error', float('nan')):.2e}: "
              + ("OK" if good else "NOT AS COUNTED (bound, MFU, FLOPs or reference)"))
    return ok


def report(path, rc):
    ms, ceil = [], {}
    for line in open(path, encoding="utf-8", errors="replace"):
        try:
            o = json.loads(line)
        except ValueError:
            continue
        if o.get("type") == "measurement" and o.get("probe") == "cuda.llm":
            ms.append(o)
    def val(m, key):
        return m.get(key) or m.get("value") or 0

    for m in ms:
        if m.get("metric") == "llm_ceiling":
            ceil[m.get("kernel") + "/" + (m.get("format") or "")] = val(m, "best")
    hbm, peak = ceil.get("read/", 0), ceil.get("gemm_cublaslt/bf16", 0)
    print(f"   ceilings: HBM read {hbm / 1e9:.0f} GB/s, bf16 cuBLASLt {peak / 1e12:.0f} TFLOP/s")
    steps = [m for m in ms if m.get("metric") == "llm_step"]
    if not hbm or not steps:
        print("cuda.llm: NO " + ("llm_step" if hbm else "HBM read ceiling") + " measured")
        return 1
    bad = rc != 0
    prefill = [s for s in steps if s["params"].get("phase") == "prefill"]
    for s in prefill:
        bad |= not check_prefill(s["params"]["case"], ms)
    for s in steps:
        p = s["params"]
        if s in prefill:
            continue
        analytic = 0.0
        for k in ms:
            q = k["params"]
            if k.get("metric") != "llm_kernel" or q.get("case") != p.get("case"):
                continue
            t = max(q["plan_bytes_per_call"] / hbm, q["plan_flops_per_call"] / peak if peak else 0)
            analytic += t * q["calls_per_step"]
            print(f"     {q['case']:<16} {k['kernel']:<14} {val(k, 'median') * 1e6:9.1f} us/call "
                  f"{q['bytes_per_second'] / 1e9:7.0f} GB/s {q.get('efficiency', 0) * 100:5.1f} % "
                  f"({q['bound']})")
        measured = val(s, "median")
        diff = measured / analytic - 1 if analytic else float("inf")
        flag = "OK" if abs(diff) <= TOLERANCE else "OFF BY MORE THAN 15 %"
        bad |= abs(diff) > TOLERANCE
        print(f"   {p['case']}: measured step {measured * 1e3:.3f} ms ({p['tokens_per_second']:.0f} "
              f"tok/s), analytic {analytic * 1e3:.3f} ms on this run's ceilings: {diff * 100:+.1f} % "
              f"{flag}")
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "plan":
        plan(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "report":
        sys.exit(report(sys.argv[2], int(sys.argv[3])))
    else:
        sys.exit(__doc__)
