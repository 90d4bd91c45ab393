#!/usr/bin/env bash
# Side-by-side benchmark of roofline-probe against likwid-bench (Debian package `likwid`),
# measured in one run on the same machine at the same working sets (issue 4's acceptance
# figures). Usage: compare-likwid.sh [path/to/roofline-probe] [suite]
# Exit 0 when every acceptance figure holds, 1 otherwise (noisy machines can fail it: rerun idle).
set -euo pipefail

probe=${1:-$(dirname "$0")/../../build/bin/roofline-probe}
suite=${2:-quick}
threads=$(nproc)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! command -v likwid-bench >/dev/null; then
    echo "likwid-bench not found; installing Debian's likwid package" >&2
    if [ "$(id -u)" = 0 ]; then apt-get install -y likwid >&2; else sudo apt-get install -y likwid >&2; fi
fi

echo "roofline-probe --suite $suite ..." >&2
"$probe" --device cpu --suite "$suite" --bundle "$work/run.json" >"$work/run.jsonl"

# likwid-bench: MByte/s (10^6 B/s) or MFlops/s of a test at a working set (all threads).
lw() { # test size field
    likwid-bench -t "$1" -w "N:$2:$threads" 2>/dev/null | awk -v f="$3" -F'\t+' '$1 ~ "^"f":" {print $2}'
}
L1=32kB L2=$((256 * threads))kB L3=$((4 * threads))MB DRAM=1GB
echo "likwid-bench at $L1 / $L2 / $L3 / $DRAM with $threads threads ..." >&2
{
    echo "load_L1 $(lw load_avx $L1 MByte/s)"
    echo "load_L2 $(lw load_avx $L2 MByte/s)"
    echo "load_L3 $(lw load_avx $L3 MByte/s)"
    echo "triad_DRAM $(lw triad_avx_fma $DRAM MByte/s)"
    echo "stream_mem_DRAM $(lw stream_mem_avx_fma $DRAM MByte/s)"
    echo "peak_fp64 $(lw peakflops_avx_fma 32kB MFlops/s)"
    echo "peak_fp32 $(lw peakflops_sp_avx_fma 32kB MFlops/s)"
} >"$work/likwid.txt"

python3 - "$work/run.jsonl" "$work/likwid.txt" "$threads" <<'PY'
import json, sys
ms = [json.loads(l) for l in open(sys.argv[1])]
ms = [m for m in ms if m["type"] == "measurement"]
lk = {}
for line in open(sys.argv[2]):
    k, *v = line.split()
    lk[k] = float(v[0]) * 1e6 if v else float("nan")
T = int(sys.argv[3])

def ours(probe, kernels, level, threads=T, ws=None):
    c = [m for m in ms if m["probe"] == probe and m["kernel"] in kernels and m["level"] == level
         and m["threads"] == threads and (ws is None or abs(m["working_set_bytes"] - ws) <= ws * 0.05)]
    best = max(c, key=lambda m: m["value"], default=None)
    return (best["value"], best["cov"], best["kernel"]) if best else (float("nan"), float("nan"), "-")

def fmt(v, unit):
    return f"{v / 1e9:8.1f} G{unit}"

rows, ok = [], True
def row(name, mine, ref, ratio_min, unit="B/s", note=""):
    global ok
    v, cov, k = mine
    r = v / ref if ref == ref and ref > 0 else float("nan")
    good = r == r and r >= ratio_min
    ok &= good
    rows.append(f"{name:34} {fmt(v, unit)} (cov {cov:5.3f}, {k:9}) likwid {fmt(ref, unit)}  "
                f"ratio {r:5.2f} need >= {ratio_min:4.2f} {'OK' if good else 'MISS'} {note}")

for lvl, key, ws in (("L1", "load_L1", 32 << 10), ("L2", "load_L2", 256 * T << 10),
                     ("L3", "load_L3", 4 * T << 20)):
    row(f"{lvl} read, {T} threads, {ws >> 10} KiB", ours("cpu.bandwidth", {"read"}, lvl, ws=ws),
        lk[key], 0.9)
dram = ours("cpu.bandwidth", {"read", "copy", "triad", "copy_nt", "triad_nt", "write_nt"}, "DRAM")
row("DRAM best kernel vs triad_avx_fma", dram, lk["triad_DRAM"], 1.0)
row("DRAM best kernel vs stream_mem", dram, lk["stream_mem_DRAM"], 0.9, note="(and <= 1.1)")
if dram[0] > 1.1 * lk["stream_mem_DRAM"]:
    ok = False
c64 = [m for m in ms if m["probe"] == "cpu.compute" and m["format"] == "fp64" and m["threads"] == T]
c32 = [m for m in ms if m["probe"] == "cpu.compute" and m["format"] == "fp32" and m["threads"] == T]
row("fp64 peak", (c64[0]["value"], c64[0]["cov"], "fma") if c64 else (float("nan"),) * 3,
    lk["peak_fp64"], 0.95, "FLOP/s")
row("fp32 peak", (c32[0]["value"], c32[0]["cov"], "fma") if c32 else (float("nan"),) * 3,
    lk["peak_fp32"], 0.95, "FLOP/s")
print("\n".join(rows))
for m in ms:
    if m["probe"] == "cpu.latency" and m["kernel"] != "chase" or (m["probe"] == "cpu.latency" and m["working_set_bytes"] in (4096, 1 << 20)):
        p = m["params"]
        print(f"latency {m['kernel']:16} {m['working_set_bytes'] >> 10:8} KiB {p['ns']:7.1f} ns "
              f"{p['cycles']:6.1f} cycles (cov {m['cov']:.3f})")
sys.exit(0 if ok else 1)
PY
