#!/usr/bin/env bash
# One-command GPU check for the CUDA probes (issue 5). On a machine with an NVIDIA GPU, CMake
# and the CUDA toolkit (no Qt needed): builds the probe-only engine for this GPU's architecture,
# lists the devices, runs the CUDA quick suite, writes the run bundle to $OUT/gpu.json (when OUT
# is set), prints the headline figures next to the spec and published figures, and exits
# non-zero when a figure is outside physical sanity bounds.
#
#   OUT=/some/dir scripts/gpu-check.sh           # defaults: SUITE=quick DEVICE=cuda:0
#   SUITE=standard DEVICE=all CUDA_ARCH=90 TIME_CAP=420 BUILD_DIR=build-gpu scripts/gpu-check.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build-gpu}"
SUITE="${SUITE:-quick}"
DEVICE="${DEVICE:-cuda:0}"   # cuda:0 alone: CPU probes running beside it would disturb it
TIME_CAP="${TIME_CAP:-360}"
OUTDIR="${OUT:-$BUILD_DIR/gpu-check}"
mkdir -p "$OUTDIR"
LINES="$OUTDIR/gpu.jsonl"
BUNDLE="$OUTDIR/gpu.json"
start=$(date +%s)

if [ -z "${CUDA_ARCH:-}" ]; then
  # Build only this GPU's architecture (one cubin: the build takes about a minute).
  cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .' || true)
  CUDA_ARCH="${cap:-90}"
fi
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
nvcc="${CUDACXX:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"

echo "== configure (probe-only, sm_${CUDA_ARCH}) in $BUILD_DIR"
cmake -S "$ROOT" -B "$BUILD_DIR" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
  -DROOFLINE_PROBE_ONLY=ON -DROOFLINE_CUDA=ON -DCMAKE_CUDA_COMPILER="$nvcc" \
  -DCMAKE_CUDA_ARCHITECTURES="$CUDA_ARCH" >"$OUTDIR/configure.log" 2>&1 \
  || { tail -30 "$OUTDIR/configure.log"; exit 1; }
echo "== build roofline-probe"
cmake --build "$BUILD_DIR" --target roofline-probe -j "$(nproc)" >"$OUTDIR/build.log" 2>&1 \
  || { tail -40 "$OUTDIR/build.log"; exit 1; }
PROBE="$BUILD_DIR/bin/roofline-probe"
echo "   built in $(( $(date +%s) - start )) s"

echo "== devices"
"$PROBE" --devices | tee "$OUTDIR/devices.jsonl" | cut -c1-400
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,clocks.mem,power.draw,power.limit,temperature.gpu \
  --format=csv 2>/dev/null || true

echo "== roofline-probe --device $DEVICE --suite $SUITE (time cap ${TIME_CAP} s)"
set +e
"$PROBE" --device "$DEVICE" --suite "$SUITE" --time-cap "$TIME_CAP" --bundle "$BUNDLE" \
  >"$LINES" 2>"$OUTDIR/stderr.log"
rc=$?
set -e
echo "   exit $rc after $(( $(date +%s) - start )) s in all; lines: $LINES, bundle: $BUNDLE"
grep -E '"type":"(warning|done)"' "$LINES" | cut -c1-300 || true

if ! command -v python3 >/dev/null 2>&1; then
  echo "python3 not found: raw headline lines follow"
  grep '"type":"measurement"' "$LINES" | grep -E '"kernel":"(copy|triad|chase_c[ag]|gemm_cublaslt|fma_loop|copy_ce_pinned|launch_[a-z_]+)"' | cut -c1-240
  exit "$rc"
fi

python3 - "$LINES" "$ROOT/resources/catalog/gpus.json" "$rc" <<'PY'
import json, sys
lines_path, catalog_path, rc = sys.argv[1], sys.argv[2], int(sys.argv[3])
ms, devices, done, warnings = [], {}, {}, []
for line in open(lines_path):
    try:
        o = json.loads(line)
    except ValueError:
        continue
    t = o.get("type")
    if t == "measurement": ms.append(o)
    elif t == "device": devices[o["id"]] = o
    elif t == "done": done = o
    elif t == "warning": warnings.append(o)
try:
    catalog = {g["id"]: g for g in json.load(open(catalog_path))["gpus"]}
except Exception:
    catalog = {}
# Published figures (docs/REFERENCE-FIGURES.md): (value, unit, source).
REF = {
  "h200-sxm": {"hbm_triad": (3534e9, "gpu-benches gpu-stream h200.txt"),
               "hbm_read": (3888e9, "gpu-benches gpu-l2-cache h200.txt (DRAM plateau)"),
               "l2": (10.6e12, "gpu-benches gpu-l2-cache h200.txt (<28 MB)"),
               "b2b": (2.5e-6, "gpu-benches gpu-small-kernels h200 (derived)"),
               "fp8": (1453.4e12, "ml-engineering MAMF"), "bf16": (794.5e12, "ml-engineering (as H100)")},
  "h100-sxm": {"hbm_read": (2750e9, "mt4g H100 80GB"), "bf16": (794.5e12, "ml-engineering MAMF"),
               "fp8": (1402.6e12, "ml-engineering MAMF"), "fp32": (51.9e12, "torch mm #79"),
               "tf32": (402e12, "torch mm #79"), "fp16": (760e12, "torch mm #79"),
               "lat_L1": (38, "mt4g cycles"), "lat_L2": (219, "mt4g cycles"), "lat_HBM": (834, "mt4g cycles")},
  "h100-pcie": {"hbm_read": (1942e9, "gpu-stream h100_pcie"), "l2": (7.2e12, "gpu-l2-cache h100_pcie"),
                "lat_L1": (34, "gpu-latency cycles"), "lat_L2": (266, "gpu-latency cycles"),
                "lat_HBM": (652, "gpu-latency cycles")},
  "a100-sxm4-80gb": {"hbm_triad": (1774e9, "BabelStream #137"), "hbm_copy": (1748e9, "BabelStream #137"),
                     "l2": (5.5e12, "gpu-l2-cache a100_80"), "bf16": (271.2e12, "ml-engineering MAMF"),
                     "lat_L1": (36, "gpu-latency cycles"), "lat_L2": (211, "gpu-latency cycles"),
                     "lat_HBM": (568, "gpu-latency cycles")},
}
status = 0 if rc == 0 else 1
problems = []
for dev_id, dev in devices.items():
    if not dev_id.startswith("cuda") or not dev.get("available"):
        continue
    sku = dev.get("sku_hint", "")
    spec = catalog.get(sku, {})
    ref = REF.get(sku, {})
    mine = [m for m in ms if m.get("device") == dev_id]
    def pick(kernel, level=None, fmt=None, agg=max, key="value"):
        c = [m for m in mine if m["kernel"] == kernel and (level is None or m["level"] == level)
             and (fmt is None or m.get("format") == fmt)]
        return agg(c, key=lambda m: m[key]) if c else None
    rows = []
    def row(name, m, scale, unit, spec_v=None, ref_key=None, extra=""):
        if m is None:
            rows.append((name, "-", "", "", "not measured")); return
        v = m["value"]
        ceil = m.get("params", {}).get("ceiling")
        s = spec_v if spec_v else ceil
        r = ref.get(ref_key) if ref_key else None
        flags = ",".join(m.get("flags", []))
        rows.append((name, f"{v/scale:,.1f} {unit}",
                     f"{s/scale:,.0f} ({100*v/s:.0f}%)" if s else "",
                     f"{r[0]/scale:,.1f} [{r[1]}]" if r and r[0] > 1e3 else (f"{r[0]} [{r[1]}]" if r else ""),
                     (extra + " " + flags).strip()))
    hbm_spec = spec.get("memory", {}).get("bandwidth_bytes_per_s")
    lvl = "HBM" if any(m["level"] == "HBM" for m in mine) else "DRAM"
    for k in ("read", "write", "copy", "triad"):
        row(f"HBM {k}", pick(k, lvl), 1e9, "GB/s", hbm_spec, f"hbm_{k}")
    row("L2 read (cg, best)", pick("read_cg", "L2"), 1e12, "TB/s", None, "l2")
    row("L1 read per SM (ca, best)", pick("read_ca_per_sm", "L1"), 1e12, "TB/s")
    row("shared memory", pick("read_shared"), 1e12, "TB/s")
    hl = spec.get("host_link", {}).get("bandwidth_bytes_per_s")
    for lv in ("H2D", "D2H"):
        row(f"{lv} pinned CE", pick("copy_ce_pinned", lv), 1e9, "GB/s", hl)
        row(f"{lv} pageable", pick("copy_ce_pageable", lv), 1e9, "GB/s", hl)
        row(f"{lv} SM kernel", pick("copy_sm_mapped", lv), 1e9, "GB/s", hl)
    row("H2D+D2H pinned", pick("copy_ce_bidirectional"), 1e9, "GB/s", 2 * hl if hl else None)
    for k, name in (("launch_enqueue", "launch enqueue"), ("launch_sync_round_trip", "launch+sync round trip"),
                    ("launch_back_to_back", "launch back-to-back"), ("graph_per_node", "graph per node"),
                    ("event_record_sync", "event record+sync"), ("stream_sync_idle", "stream sync idle")):
        row(name, pick(k, agg=min), 1e-6, "us", None, "b2b" if k == "launch_back_to_back" else None)
    row("H2D 4 B copy (pinned)", pick("copy_4B_pinned", "H2D", agg=min), 1e-6, "us")
    row("D2H 4 B copy (pinned)", pick("copy_4B_pinned", "D2H", agg=min), 1e-6, "us")
    for kern in ("chase_ca", "chase_cg"):
        by_level = {}
        for m in mine:
            if m["kernel"] == kern:
                by_level.setdefault(m["level"], []).append(m)
        for lv, lst in by_level.items():
            # the smallest set of L1/L2, the largest of device memory: the level's own latency
            m = max(lst, key=lambda x: x["working_set_bytes"]) if lv in ("HBM", "DRAM") else \
                min(lst, key=lambda x: x["working_set_bytes"]) if lv == "L1" else \
                sorted(lst, key=lambda x: x["working_set_bytes"])[len(lst) // 2]
            cyc = m.get("params", {}).get("cycles_median", 0)
            r = ref.get("lat_" + ("HBM" if lv in ("HBM", "DRAM") else lv))
            rows.append((f"latency {lv} ({kern}, {m['working_set_bytes']>>10} KiB)",
                         f"{m['value']*1e9:,.1f} ns = {cyc:,.0f} cyc", "",
                         f"{r[0]} cyc [{r[1]}]" if r else "", ""))
    peaks = spec.get("peak_flops", {})
    for f in ("fp64", "fp32", "tf32", "fp16", "bf16", "fp8", "int8"):
        row(f"GEMM {f} (cuBLASLt)", pick("gemm_cublaslt", fmt=f), 1e12, "TFLOP/s", peaks.get(f), f)
    for f in ("fp32", "fp64", "fp16"):
        row(f"FMA loop {f}", pick("fma_loop", fmt=f), 1e12, "TFLOP/s", None)
    row("MMA loop fp16 (mma.sync)", pick("mma_sync_loop"), 1e12, "TFLOP/s", None)
    for f in ("fp32", "fp64", "fp16"):
        row(f"roofline {f} top", pick("roofline", fmt=f), 1e12, "TFLOP/s", None)
    row("P2P copy (best pair)", pick("copy_peer"), 1e9, "GB/s")
    row("NCCL all-reduce busbw", pick("allreduce_busbw"), 1e9, "GB/s")
    print(f"\n== {dev_id}: {dev.get('name')}  (catalog: {sku or 'unknown'}, cc {dev.get('compute_capability')}, "
          f"SMs {dev.get('sm_count')}, driver {dev.get('driver')})")
    w = [max(len(r[i]) for r in rows) for i in range(5)]
    hdr = ("figure", "measured", "spec/ceiling (%)", "published", "flags")
    print("  ".join(h.ljust(w[i]) for i, h in enumerate(hdr)))
    for r in rows:
        print("  ".join(str(c).ljust(w[i]) for i, c in enumerate(r)))
    # Sanity bounds.
    for m in mine:
        for f in m.get("flags", []):
            if f in ("above-theoretical-peak", "verification-failed"):
                problems.append(f"{dev_id} {m['probe']} {m['kernel']} {m['level']} {m.get('format','')}: {f}")
    copy = pick("copy", lvl)
    if hbm_spec and copy and copy["value"] < 0.5 * hbm_spec:
        problems.append(f"{dev_id}: HBM copy {copy['value']/1e9:.0f} GB/s is below 50% of spec {hbm_spec/1e9:.0f}")
    for m in mine:
        if hbm_spec and m["level"] in ("HBM", "DRAM") and m["unit"] == "B/s" and m["value"] > 1.02 * hbm_spec:
            problems.append(f"{dev_id} {m['kernel']}: {m['value']/1e9:.0f} GB/s above spec")
for w_ in warnings:
    if w_.get("code") in ("probe-failed", "verification-failed"):
        problems.append(f"{w_.get('device')}: {w_.get('message')}")
if done.get("status") != "complete":
    problems.append(f"run ended {done.get('status')}: {done.get('reason')}")
print()
for p in problems:
    print("SANITY:", p)
print("gpu-check:", "FAILED" if problems or status else "OK")
sys.exit(1 if problems or status else 0)
PY
