#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cuda.llm's part of scripts/gpu-check.sh (issue 19).

  gpu_check_llm.py plan OUT.json       writes the Llama-3-8B plan: bf16 decode at batches 1 and
                                       8, context 1024, and the causal attention of one bf16
                                       prefill of 512 tokens (the probe-only build has no Qt side
                                       to write it)
  gpu_check_llm.py report LINES RC PLAN
                                       judges every case of PLAN (the file `plan` wrote): a
                                       case with no record, or one the probe did not measure
                                       or failed, fails with the probe's reason. Decode: each
                                       kernel and the measured step beside the analytic
                                       roofline step on the same run's measured ceilings
                                       (every kernel at max(bytes / HBM read, FLOP / cuBLASLt
                                       peak), the model's counts); fails when they are more
                                       than 15 % apart, a planned kernel has no record, or
                                       (STRICT, default 1; issue 29) the decode attention of a
                                       batch >= 8 reads below 70 % of the run's HBM read. The
                                       prefill attention (fp32 on the FMA units, no analytic
                                       step to meet): measured, compute-bound, its FLOPs the
                                       plan's, MFU against the FMA units' fp32 peak in (0, 1],
                                       and its output checked against the host reference (the
                                       probe fails the case otherwise). Exit 1 on any failure
                                       or when the run failed (RC != 0).
"""
import json
import os
import sys

from probe_lines import load_lines

TOLERANCE = 0.15
# Published band of issue 29: the decode attention at batch >= 8 reads its KV cache at >= 70 %
# of the run's HBM read bandwidth.
ATTENTION_BAND = 0.70


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


def case_reasons(warnings):
    """The probe's reason per case id: not-measured records and failures ('cuda.llm ID: ...')."""
    out = {}
    for w in warnings:
        case = w.get("case") or {}
        msg = w.get("message", "")
        cid = case.get("id")
        if not cid and msg.startswith("cuda.llm "):
            cid = msg[len("cuda.llm "):].split(":", 1)[0].strip()
        if cid:
            out.setdefault(cid, []).append(f"{w.get('code')}: {case.get('reason') or msg}")
    return out


def report(path, rc, plan_path):
    lines = load_lines(path)
    ms = [o for o in lines["measurements"] if o.get("probe") == "cuda.llm"]
    warnings = [o for o in lines["warnings"]
                if o.get("probe") == "cuda.llm" or o.get("message", "").startswith("cuda.llm")]
    ceil = {}
    try:
        planned = json.load(open(plan_path, encoding="utf-8"))["cases"]
    except (OSError, ValueError, KeyError) as e:
        print(f"cuda.llm: cannot read the plan {plan_path}: {e}")
        return 1
    strict = os.environ.get("STRICT", "1") != "0"

    def val(m, key):
        return m.get(key) or m.get("value") or 0

    for m in ms:
        if m.get("metric") == "llm_ceiling":
            ceil[m.get("kernel") + "/" + (m.get("format") or "")] = val(m, "best")
    hbm, peak = ceil.get("read/", 0), ceil.get("gemm_cublaslt/bf16", 0)
    print(f"   ceilings: HBM read {hbm / 1e9:.0f} GB/s, bf16 cuBLASLt {peak / 1e12:.0f} TFLOP/s")
    reasons = case_reasons(warnings)
    steps = {s["params"].get("case"): s for s in ms if s.get("metric") == "llm_step"}
    bad = rc != 0
    if rc != 0:
        print(f"cuda.llm: roofline-probe exited {rc}")
    if not hbm:
        print("cuda.llm: NO HBM read ceiling measured")
        bad = True
    for c in planned:
        cid = c["id"]
        s = steps.get(cid)
        if s is None:
            why = "; ".join(reasons.get(cid, [])) or "no llm_step record and no reason given"
            print(f"   {cid}: NOT MEASURED ({why})")
            bad = True
            continue
        if reasons.get(cid):
            print(f"   {cid}: " + "; ".join(reasons[cid]))
            bad = True
        if c.get("phase") == "prefill":
            bad |= not check_prefill(cid, ms)
            continue
        kernels = {k["kernel"]: k for k in ms
                   if k.get("metric") == "llm_kernel" and k["params"].get("case") == cid}
        analytic = 0.0
        for pk in c["kernels"]:
            k = kernels.get(pk["id"])
            if k is None:
                print(f"     {cid:<16} {pk['id']:<14} NO RECORD")
                bad = True
                continue
            q = k["params"]
            t = max(q["plan_bytes_per_call"] / hbm if hbm else 0,
                     q["plan_flops_per_call"] / peak if peak else 0)
            analytic += t * q["calls_per_step"]
            note = ""
            if pk.get("op") == "attention" and "reference_max_abs_error" not in q:
                note = " NO HOST REFERENCE CHECK"
                bad = True
            if pk.get("op") == "attention" and c.get("batch", 0) >= 8 and hbm:
                frac = q["bytes_per_second"] / hbm
                ok = frac >= ATTENTION_BAND
                note += (f" {frac * 100:.0f} % of the HBM read: "
                        + ("OK" if ok else f"BELOW THE {ATTENTION_BAND:.0%} BAND"))
                bad |= strict and not ok
            print(f"     {cid:<16} {k['kernel']:<14} {val(k, 'median') * 1e6:9.1f} us/call "
                  f"{q['bytes_per_second'] / 1e9:7.0f} GB/s {q.get('efficiency', 0) * 100:5.1f} % "
                  f"({q['bound']}){note}")
        measured = val(s, "median")
        diff = measured / analytic - 1 if analytic else float("inf")
        flag = "OK" if abs(diff) <= TOLERANCE else "OFF BY MORE THAN 15 %"
        bad |= abs(diff) > TOLERANCE
        print(f"   {cid}: measured step {measured * 1e3:.3f} ms "
              f"({s['params'].get('tokens_per_second', 0):.0f} tok/s), analytic "
              f"{analytic * 1e3:.3f} ms on this run's ceilings: {diff * 100:+.1f} % {flag}")
    extra = sorted(set(steps) - {c["id"] for c in planned})
    if extra:
        print("   steps of cases not in the plan (ignored): " + ", ".join(extra))
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "plan":
        plan(sys.argv[2])
    elif len(sys.argv) == 5 and sys.argv[1] == "report":
        sys.exit(report(sys.argv[2], int(sys.argv[3]), sys.argv[4]))
    else:
        sys.exit(__doc__)
