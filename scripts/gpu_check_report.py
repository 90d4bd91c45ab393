#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The table and the sanity verdict of scripts/gpu-check.sh, from roofline-probe's JSON lines.

For every figure: measured, spec (catalog, or the probe's own theoretical ceiling), % of spec,
the published reference for this GPU model (scripts/gpu-reference.json) and % of it.
Exit status: 0 all figures within physical bounds; 1 a figure outside them (above its
ceiling, failed verification, impossible ordering, the run not complete); 2 no GPU to check.
A figure far below its published reference (the "bands" of REFERENCE.json: HBM copy/triad
< 90 %, bf16 GEMM < 95 %, launch + sync round trip outside 5-15 us) also fails by default;
STRICT=0 only prints it (issue 29).

  gpu_check_report.py LINES.jsonl CATALOG.json REFERENCE.json PROBE_EXIT_CODE
"""
import json
import os
import sys

from probe_lines import load_lines

# Reference judgements of issues 15 and 29 (row key, minimum fraction of the published figure);
# REFERENCE.json's "bands" replace them.
JUDGEMENTS = {"hbm_copy": 0.90, "hbm_triad": 0.90, "gemm_bf16": 0.95}
LAUNCH_RANGE = (5e-6, 15e-6)


def fmt(v, scale, unit):
    return f"{v / scale:,.2f} {unit}" if abs(v / scale) < 100 else f"{v / scale:,.0f} {unit}"


class Table:
    def __init__(self):
        self.rows = []

    def add(self, figure, measured="-", spec="", pct_spec="", ref="", pct_ref="", note=""):
        self.rows.append((figure, measured, spec, pct_spec, ref, pct_ref, note))

    def print(self):
        hdr = ("figure", "measured", "spec / ceiling", "% spec", "published [source]", "% pub",
               "flags / verdict")
        w = [max(len(str(r[i])) for r in self.rows + [hdr]) for i in range(len(hdr))]
        print("  ".join(h.ljust(w[i]) for i, h in enumerate(hdr)))
        for r in self.rows:
            print("  ".join(str(c).ljust(w[i]) for i, c in enumerate(r)))


def check_device(dev_id, dev, mine, warnings, catalog, reference, problems, below):
    sku = dev.get("sku_hint", "")
    spec = catalog.get(sku, {})
    ref = dict(reference.get("any", {}))
    ref.update(reference.get("gpus", {}).get(sku, {}))
    bands = {k: v for k, v in reference.get("bands", JUDGEMENTS).items()
             if isinstance(v, (int, float))}
    table = Table()

    def pick(kernel, level=None, fmt_=None, agg=max):
        c = [m for m in mine if m.get("kernel") == kernel
             and (level is None or m.get("level") == level)
             and (fmt_ is None or m.get("format") == fmt_)]
        return agg(c, key=lambda m: m["value"]) if c else None

    def row(name, m, scale, unit, spec_v=None, ref_key=None, lower_is_better=False):
        if m is None:
            table.add(name, note="not measured")
            return
        v = m["value"]
        params = m.get("params", {})
        s, s_label = (spec_v, "") if spec_v else (params.get("ceiling"), " (ceiling)")
        r = ref.get(ref_key) if ref_key else None
        if r is None and ref_key == "hbm_copy" and ref.get("hbm_triad"):
            r = dict(ref["hbm_triad"], source=ref["hbm_triad"]["source"] + "; triad, no copy "
                     "figure published")
        note = ",".join(m.get("flags", []))
        pct_s = f"{100 * v / s:.0f}%" if s else ""
        pct_r = ""
        if r:
            pct_r = f"{100 * v / r['value']:.0f}%"
            need = bands.get(ref_key)
            if need and not lower_is_better and v < need * r["value"]:
                note = (note + f" BELOW {need:.0%} of published").strip()
                below.append(f"{dev_id} {name}: {v / scale:,.1f} {unit} is below {need:.0%} "
                             f"of the published {r['value'] / scale:,.1f} ({r['source']})")
        table.add(name, fmt(v, scale, unit), fmt(s, scale, unit) + s_label if s else "", pct_s,
                  f"{fmt(r['value'], scale, unit)} [{r['source']}]" if r else "", pct_r, note)

    mem_spec = spec.get("memory", {}).get("bandwidth_bytes_per_s")
    lvl = "HBM" if any(m.get("level") == "HBM" for m in mine) else "DRAM"
    for k in ("read", "write", "copy", "triad"):
        row(f"{lvl} {k}", pick(k, lvl), 1e9, "GB/s", mem_spec, f"hbm_{k}")
    row(f"{lvl} read sweep (>= 4x L2)", pick("read_cg", lvl), 1e9, "GB/s", mem_spec, "hbm_read")
    row("L2 read (cg, best)", pick("read_cg", "L2"), 1e12, "TB/s", None, "l2")
    row("L1 read per SM (ca, best)", pick("read_ca_per_sm", "L1"), 1e12, "TB/s", None, "l1")
    row("shared memory", pick("read_shared"), 1e12, "TB/s")
    hl = spec.get("host_link", {}).get("bandwidth_bytes_per_s")
    for lv in ("H2D", "D2H"):
        row(f"{lv} pinned copy engine", pick("copy_ce_pinned", lv), 1e9, "GB/s", hl,
            f"{lv.lower()}_ce")
        row(f"{lv} pageable", pick("copy_ce_pageable", lv), 1e9, "GB/s", hl)
        row(f"{lv} SM kernel (mapped)", pick("copy_sm_mapped", lv), 1e9, "GB/s", hl,
            f"{lv.lower()}_sm")
    row("H2D+D2H pinned", pick("copy_ce_bidirectional"), 1e9, "GB/s", 2 * hl if hl else None)
    for k, name in (("launch_enqueue", "launch enqueue"),
                    ("launch_sync_round_trip", "launch + sync round trip"),
                    ("launch_back_to_back", "launch back-to-back (latched)"),
                    ("graph_per_node", "graph per node (latched)"),
                    ("event_record_sync", "event record + sync"),
                    ("stream_sync_idle", "stream sync idle")):
        row(name, pick(k, agg=min), 1e-6, "us", None, k, lower_is_better=True)
    for lv in ("H2D", "D2H"):
        row(f"{lv} 4 B copy round trip (pinned)", pick("copy_4B_pinned", lv, agg=min), 1e-6, "us",
            lower_is_better=True)
        row(f"{lv} 4 B copies back-to-back (latched)",
            pick("copy_4B_pinned_back_to_back", lv, agg=min), 1e-6, "us", lower_is_better=True)

    rt = pick("launch_sync_round_trip", agg=min)
    if rt is not None:
        if rt["value"] < 1e-6:
            problems.append(f"{dev_id}: launch + sync round trip {rt['value'] * 1e6:.2f} us is "
                            "below 1 us: not a round trip through the driver")
        elif not LAUNCH_RANGE[0] <= rt["value"] <= LAUNCH_RANGE[1]:
            below.append(f"{dev_id}: launch + sync round trip {rt['value'] * 1e6:.1f} us is "
                         f"outside {LAUNCH_RANGE[0] * 1e6:.0f}-{LAUNCH_RANGE[1] * 1e6:.0f} us")
    b2b = pick("launch_back_to_back", agg=min)
    if b2b is not None and b2b["value"] < 0.3e-6:
        problems.append(f"{dev_id}: back-to-back launch {b2b['value'] * 1e9:.0f} ns per kernel "
                        "is faster than any GPU front end")

    # Latency: the smallest set of L1, the middle set of L2, the largest of device memory.
    medians = {}
    for kern in ("chase_ca", "chase_cg"):
        by_level = {}
        for m in mine:
            if m.get("kernel") == kern:
                by_level.setdefault(m["level"], []).append(m)
        for lv in ("L1", "L2", "HBM", "DRAM"):
            lst = sorted(by_level.get(lv, []), key=lambda x: x["working_set_bytes"])
            if not lst:
                continue
            # Only points the probe labels without a caveat (not the L2/HBM transition).
            clean = [x for x in lst if not x.get("params", {}).get("level_note")] or lst
            m = clean[0] if lv == "L1" else clean[-1] if lv in ("HBM", "DRAM") else \
                clean[len(clean) // 2]
            cyc = m.get("params", {}).get("cycles_median", 0)
            medians.setdefault(kern, {})[lv] = cyc
            r = ref.get("lat_" + ("HBM" if lv in ("HBM", "DRAM") else lv))
            table.add(f"latency {lv} ({kern}, {m['working_set_bytes'] >> 10} KiB)",
                      f"{m['value'] * 1e9:,.1f} ns = {cyc:,.0f} cyc", "", "",
                      f"{r['value']} cyc [{r['source']}]" if r else "",
                      f"{100 * cyc / r['value']:.0f}%" if r and cyc else "",
                      m.get("params", {}).get("level_note", "")[:60])
            if 0 < cyc < 5:
                problems.append(f"{dev_id} {kern} {lv}: {cyc:.1f} cycles per dependent load is "
                                "impossible (the chase is not dependent)")
    for kern, lv in medians.items():
        order = [lv[k] for k in ("L1", "L2", "HBM", "DRAM") if lv.get(k)]
        if any(a >= b for a, b in zip(order, order[1:])):
            problems.append(f"{dev_id} {kern}: latencies do not grow from L1 to L2 to memory "
                            f"({order})")

    peaks = spec.get("peak_flops", {})
    for f in ("fp64", "fp32", "tf32", "fp16", "bf16", "fp8", "int8"):
        m = pick("gemm_cublaslt", fmt_=f)
        name = f"GEMM {f} (cuBLASLt)"
        if m is not None and f == "fp8":
            name += " fast-accum" if m.get("params", {}).get("fast_accum") else " exact-accum"
        row(name, m, 1e12, "TFLOP/s" if f != "int8" else "TOP/s", peaks.get(f), f"gemm_{f}")
        if m is not None and peaks.get(f) and m["value"] > 1.02 * peaks[f]:
            problems.append(f"{dev_id} GEMM {f}: {m['value'] / 1e12:.0f} TFLOP/s above the "
                            f"{peaks[f] / 1e12:.0f} TFLOP/s spec")
    for f in ("fp32", "fp64", "fp16"):
        row(f"FMA loop {f}", pick("fma_loop", fmt_=f), 1e12, "TFLOP/s",
            peaks.get(f) if f != "fp16" else None)
    row("MMA loop fp16 (mma.sync)", pick("mma_sync_loop"), 1e12, "TFLOP/s")
    for f in ("fp32", "fp64", "fp16"):
        row(f"roofline {f} top", pick("roofline", fmt_=f), 1e12, "TFLOP/s")
    row(f"roofline {lvl} (k = 0, fp32)", pick("roofline", lvl, "fp32"), 1e9, "GB/s", mem_spec,
        "roofline_bw")
    na = [w for w in warnings if w.get("code") == "not-applicable" and w.get("device") == dev_id]
    if na:
        table.add("P2P / NCCL", note=na[0].get("message", "not applicable")[:90])
    else:
        row("P2P copy (best pair)", pick("copy_peer"), 1e9, "GB/s", None, "peer_copy")
        row("NCCL all-reduce busbw", pick("allreduce_busbw"), 1e9, "GB/s")

    print(f"\n== {dev_id}: {dev.get('name')}  (catalog: {sku or 'unknown'}, cc "
          f"{dev.get('compute_capability')}, SMs {dev.get('sm_count')}, driver {dev.get('driver')})")
    table.print()

    for m in mine:
        for f in m.get("flags", []):
            if f in ("above-theoretical-peak", "verification-failed"):
                problems.append(f"{dev_id} {m['probe']} {m['kernel']} {m['level']} "
                                f"{m.get('format', '')}: {f}")
        if mem_spec and m.get("level") in ("HBM", "DRAM") and m.get("unit") == "B/s" \
                and m["value"] > 1.02 * mem_spec:
            problems.append(f"{dev_id} {m['kernel']}: {m['value'] / 1e9:.0f} GB/s above the "
                            f"{mem_spec / 1e9:.0f} GB/s spec")
    copy = pick("copy", lvl)
    if mem_spec and copy and copy["value"] < 0.5 * mem_spec:
        problems.append(f"{dev_id}: {lvl} copy {copy['value'] / 1e9:.0f} GB/s is below 50% of the "
                        f"{mem_spec / 1e9:.0f} GB/s spec")


def main(argv):
    if len(argv) != 5:
        print(__doc__)
        return 2
    lines = load_lines(argv[1])
    rc = int(argv[4])
    try:
        catalog = {g["id"]: g for g in json.load(open(argv[2]))["gpus"]}
    except (OSError, ValueError, KeyError):
        catalog = {}
    try:
        reference = json.load(open(argv[3]))
    except (OSError, ValueError):
        reference = {}
    cuda = {k: d for k, d in lines["devices"].items() if str(k).startswith("cuda")}
    available = {k: d for k, d in cuda.items() if d.get("available")}
    if not available:
        why = "; ".join(f"{k}: {d.get('reason', '')}" for k, d in cuda.items()) or \
            "roofline-probe lists no CUDA device (built without CUDA?)"
        print(f"gpu-check: NO GPU to check ({why})")
        return 2
    problems, below = [], []
    for dev_id, dev in sorted(available.items()):
        mine = [m for m in lines["measurements"] if m.get("device") == dev_id]
        check_device(dev_id, dev, mine, lines["warnings"], catalog, reference, problems, below)
    for w in lines["warnings"]:
        if w.get("code") in ("probe-failed", "verification-failed"):
            problems.append(f"{w.get('device')}: {w.get('message')}")
    done = lines["done"]
    if done.get("status") != "complete":
        problems.append(f"run ended {done.get('status')}: {done.get('reason')}")
    if rc != 0:
        problems.append(f"roofline-probe exited {rc}")
    strict = os.environ.get("STRICT", "1") != "0"
    print()
    for b in below:
        print("BELOW-REFERENCE:" if strict else "BELOW-REFERENCE (STRICT=0: not judged):", b)
    for p in problems:
        print("SANITY:", p)
    failed = bool(problems) or (strict and bool(below))
    print("gpu-check:", "FAILED" if failed else "OK")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
