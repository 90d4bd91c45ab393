#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Side-by-side benchmark of roofline-probe against likwid-bench (Debian package `likwid`) and
# oneDNN, measured in one run on the same machine at the same working sets and thread count
# (issues 4 and 14). likwid's kernels are picked for the ISA the engine dispatched (avx512
# variants on an AVX-512 CPU, avx/avx_fma on AVX2, sse otherwise); an independent minimal
# load loop (compiled here with -march=native) is a second peer for L1/L2, and the only one
# where likwid-bench cannot run on this CPU. The format ladder (cpu.compute) is set against
# oneDNN's matmul (cpu.gemm) per format, each with its share of the ISA ceiling.
# Usage: [ROUNDS=3] compare-likwid.sh [path/to/roofline-probe] [suite]
# Exit 0 when every acceptance figure holds, 1 otherwise (noisy machines can fail it: rerun idle).
set -euo pipefail

probe=${1:-$(dirname "$0")/../../build/bin/roofline-probe}
suite=${2:-quick}
threads=$(nproc)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! command -v likwid-bench >/dev/null; then
    echo "likwid-bench not found; installing Debian's likwid package" >&2
    if [ "$(id -u)" = 0 ]; then apt-get install -y likwid >&2 || true; else sudo apt-get install -y likwid >&2 || true; fi
fi

# The independent peer: the plainest loop that keeps the load ports busy (8 vector loads per
# trip into 8 integer accumulators), timed best of 50, bytes = loads only.
cat > "$work/loadpeer.c" <<'C'
#include <immintrin.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
#if defined(__AVX512F__)
typedef __m512i V;
#define LOAD(p) _mm512_load_si512(p)
#define ADD(a, b) _mm512_add_epi64(a, b)
#define ZERO _mm512_setzero_si512()
#elif defined(__AVX2__)
typedef __m256i V;
#define LOAD(p) _mm256_load_si256((const __m256i *)(p))
#define ADD(a, b) _mm256_add_epi64(a, b)
#define ZERO _mm256_setzero_si256()
#else
typedef __m128i V;
#define LOAD(p) _mm_load_si128((const __m128i *)(p))
#define ADD(a, b) _mm_add_epi64(a, b)
#define ZERO _mm_setzero_si128()
#endif
static long first(V v) {
    long out[sizeof(V) / 8];
    __builtin_memcpy(out, &v, sizeof v);
    return out[0];
}
int main(int argc, char **argv) {
    const size_t total = strtoull(argv[1], 0, 10), per = total / omp_get_max_threads();
    const size_t n = per / sizeof(V) / 8 * 8;
    const long passes = (long)(2e8 / (n * sizeof(V))) + 1; /* ~0.5 ms at 400 GB/s */
    double best = 1e30;
    long sink = 0;
#pragma omp parallel reduction(+ : sink)
    {
        V *a = aligned_alloc(4096, n * sizeof(V) + 4096);
        for (size_t i = 0; i < n * sizeof(V) / 8; ++i) ((long *)a)[i] = i;
        V a0 = ZERO, a1 = ZERO, a2 = ZERO, a3 = ZERO, a4 = ZERO, a5 = ZERO, a6 = ZERO, a7 = ZERO;
        for (int r = 0; r < 40; ++r) {
#pragma omp barrier
            double t0 = now();
            for (long k = 0; k < passes; ++k)
                for (V *p = a; p < a + n; p += 8) {
                    a0 = ADD(a0, LOAD(p)); a1 = ADD(a1, LOAD(p + 1));
                    a2 = ADD(a2, LOAD(p + 2)); a3 = ADD(a3, LOAD(p + 3));
                    a4 = ADD(a4, LOAD(p + 4)); a5 = ADD(a5, LOAD(p + 5));
                    a6 = ADD(a6, LOAD(p + 6)); a7 = ADD(a7, LOAD(p + 7));
                }
#pragma omp barrier
            double t = now() - t0;
#pragma omp master
            if (t < best) best = t;
        }
        sink += first(ADD(ADD(ADD(a0, a1), ADD(a2, a3)), ADD(ADD(a4, a5), ADD(a6, a7))));
        free(a);
    }
    printf("%.6e %ld\n", (double)passes * n * sizeof(V) * omp_get_max_threads() / best, sink & 1);
    return 0;
}
C
if ! gcc -O2 -march=native -fopenmp -fno-tree-loop-distribute-patterns -o "$work/loadpeer" "$work/loadpeer.c" 2>"$work/cc.log"; then
    echo "independent load loop did not compile: $(cat "$work/cc.log")" >&2
fi

ROUNDS=${ROUNDS:-3} python3 - "$probe" "$suite" "$threads" "$work" <<'PY'
import json, os, statistics, subprocess, sys, time
probe, suite, T, work = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
R = int(os.environ["ROUNDS"])

def lines(args):
    out = subprocess.run([probe, "--device", "cpu", "--suite", suite] + args,
                         capture_output=True, text=True, check=False).stdout
    return [json.loads(l) for l in out.splitlines() if l.startswith("{")]

def ours(args):
    return [m for m in lines(args) if m.get("type") == "measurement"]

have_likwid = subprocess.run(["sh", "-c", "command -v likwid-bench"], capture_output=True).returncode == 0
likwid_tests = set()
if have_likwid:
    listing = subprocess.run(["likwid-bench", "-a"], capture_output=True, text=True).stdout
    likwid_tests = {l.split(" - ")[0].strip() for l in listing.splitlines() if " - " in l}

def likwid(test, size, field):
    if test not in likwid_tests:
        return float("nan")
    out = subprocess.run(["likwid-bench", "-t", test, "-w", f"N:{size}:{T}"],
                         capture_output=True, text=True, check=False).stdout
    for line in out.splitlines():
        parts = [p for p in line.split("\t") if p]
        if len(parts) >= 2 and parts[0] == field + ":":
            return float(parts[1]) * 1e6
    return float("nan")

def peer(total_bytes):
    exe = os.path.join(work, "loadpeer")
    if not os.path.exists(exe):
        return float("nan")
    out = subprocess.run([exe, str(total_bytes)], capture_output=True, text=True,
                         env=dict(os.environ, OMP_NUM_THREADS=str(T), OMP_PROC_BIND="true")).stdout
    try:
        return float(out.split()[0])
    except (IndexError, ValueError):
        return float("nan")

def pick(ms, probe_id, kernels=None, level=None, ws=None, fmt=None, threads=T):
    c = [m for m in ms if m["probe"] == probe_id and m["threads"] == threads
         and (kernels is None or m["kernel"] in kernels) and (level is None or m["level"] == level)
         and (fmt is None or m["format"] == fmt)
         and (ws is None or abs(m["working_set_bytes"] - ws) <= ws * 0.05)]
    return max(c, key=lambda m: m["value"], default=None)

# The ISA the engine dispatched, from its device line: it decides likwid's variants.
device = next((l for l in lines(["--only", "cpu.overhead", "--point-seconds", "0.01"])
               if l.get("type") == "device"), {})
isa = device.get("kernel_isa", "avx2")
sfx = {"avx512": ("_avx512", "_avx512_fma"), "avx2": ("_avx", "_avx_fma")}.get(isa, ("_sse", "_sse_fma"))
load, fma = "load" + sfx[0], sfx[1]
clock = device.get("clock", {})
print(f"CPU {device.get('model', '?')}, cpuid {device.get('cpuid')}, core model "
      f"{device.get('core_model', {}).get('name')}; engine ISA {isa}; {T} threads; likwid "
      f"{'present' if have_likwid else 'absent'} (kernels {load}, *{fma})")
print(f"clock {clock.get('hz', 0) / 1e9:.3f} GHz, {clock.get('status')}"
      + ("".join(f"; {m['method']} {m['hz'] / 1e9:.3f}" for m in clock.get("methods", []) if m.get("hz")))
      + "".join(f"; {m['method']}: {m['state']}" for m in clock.get("methods", []) if not m.get("hz")))
ok = True
# Clock: within 5 % of the FMA-implied clock and of the cycle counter where there is one.
by = {m["method"]: m.get("hz") for m in clock.get("methods", [])}
for other in ("fma-implied", "perf-cycles"):
    if by.get(other) and clock.get("hz"):
        r = by[other] / clock["hz"]
        good = abs(r - 1) <= 0.05
        ok &= good
        print(f"{'clock vs ' + other:40} ratio {r:5.3f} need within 5 %          {'OK' if good else 'MISS'}")

DRAMK = {"read", "copy", "triad", "copy_nt", "triad_nt", "write_nt"}
bw = lambda cap: ["--only", "cpu.bandwidth", "--max-bytes", cap]
# DRAM: at least 1 GiB and 8x the last-level cache (the engine's rule: a smaller working set
# is classified as L3 and never reaches DRAM; a VM reporting the host's 260 MiB L3 needs 2 GiB+).
llc = device.get("l3_bytes") or device.get("l2_bytes") or 0
dram_mb = max(1024, -(-8 * llc // (1 << 20)))
dram = f"{dram_mb}M"
l2 = 256 * T
checks = [  # name, our run, selector, likwid (test, size, field), peer bytes, lower, upper
    (f"L1 read 32 KiB vs {load}", bw("32K"),
     lambda ms: pick(ms, "cpu.bandwidth", {"read"}, "L1", 32 << 10), (load, "32kB", "MByte/s"), 32 << 10, 0.95, None),
    (f"L2 read {l2} KiB vs {load}", bw(f"{l2}K"),
     lambda ms: pick(ms, "cpu.bandwidth", {"read"}, "L2", l2 << 10), (load, f"{l2}kB", "MByte/s"), l2 << 10, 0.95, None),
    (f"L3 read {4 * T} MiB vs {load}", bw(f"{4 * T}M"),
     lambda ms: pick(ms, "cpu.bandwidth", {"read"}, "L3", 4 * T << 20), (load, f"{4 * T}MB", "MByte/s"), None, 0.95, None),
    (f"DRAM best kernel vs stream_mem{sfx[0]}", bw(dram),
     lambda ms: pick(ms, "cpu.bandwidth", DRAMK, "DRAM"), ("stream_mem" + sfx[0], f"{dram_mb}MB", "MByte/s"), None, 1.0, None),
    (f"DRAM best kernel vs triad{fma}", bw(dram),
     lambda ms: pick(ms, "cpu.bandwidth", DRAMK, "DRAM"), ("triad" + fma, f"{dram_mb}MB", "MByte/s"), None, 1.0, None),
    (f"fp64 peak vs peakflops{fma}", ["--only", "cpu.compute"],
     lambda ms: pick(ms, "cpu.compute", fmt="fp64"), ("peakflops" + fma, "32kB", "MFlops/s"), None, 0.95, None),
    (f"fp32 peak vs peakflops_sp{fma}", ["--only", "cpu.compute"],
     lambda ms: pick(ms, "cpu.compute", fmt="fp32"), ("peakflops_sp" + fma, "32kB", "MFlops/s"), None, 0.95, None),
]
print(f"{R} rounds, each figure: our rung, then likwid-bench, then the independent load loop. "
      "Ours = best sample / median sample; likwid = its run average; loop = its best pass. "
      "Verdict: median over rounds of (our median sample / likwid); % of ISA ceiling from our "
      "best sample, the median sample's beside it (params ceiling = per-cycle limit x highest "
      "clock measured in the run x cores).")
for name, args, sel, (test, size, field), peer_bytes, lo, hi in checks:
    rows = []
    for r in range(R):
        print(f"{name}: round {r + 1}/{R}", file=sys.stderr)
        m = sel(ours(args))
        ref = likwid(test, size, field)
        pr = peer(peer_bytes) if peer_bytes else float("nan")
        if m is not None:
            rows.append((m["value"], m["median"], ref, pr, m))
    if not rows:
        print(f"{name:40} not measured")
        ok = False
        continue
    refs = [x for x in rows if x[2] == x[2] and x[2] > 0]
    med_ratio = statistics.median(md / ref for _, md, ref, _, _ in refs) if refs else float("nan")
    best_ratio = statistics.median(v / ref for v, _, ref, _, _ in refs) if refs else float("nan")
    m = rows[-1][4]
    ceil = m["params"].get("ceiling")
    fracs = [md / mm["params"]["ceiling"] for _, md, _, _, mm in rows if mm["params"].get("ceiling")]
    frac = statistics.median(fracs) if fracs else float("nan")
    # The ceiling is a best case (the highest clock the run measured: turbo clocks drift by a
    # few per cent between seconds), so the like-for-like share is our best sample's.
    bests = [v / mm["params"]["ceiling"] for v, _, _, _, mm in rows if mm["params"].get("ceiling")]
    best_frac = statistics.median(bests) if bests else float("nan")
    is_compute = m["probe"] == "cpu.compute"
    # Compute rungs are judged against the ISA peak at the measured clock (likwid's peakflops
    # carries a load per iteration: below the register-resident peak, shown for context).
    if is_compute:
        good = best_frac == best_frac and best_frac >= 0.97
        need = ">= 0.97 of ISA peak (best)"
    else:
        good = med_ratio == med_ratio and med_ratio >= lo and (hi is None or med_ratio <= hi)
        need = f">= {lo:.2f} x likwid" + (f" <= {hi:.2f}" if hi else "")
    if name.startswith("L1"):
        l1 = best_frac == best_frac and best_frac >= 0.80
        good &= l1
        need += " and >= 0.80 of ports"
    ok &= good
    detail = "; ".join(f"{v / 1e9:.1f}/{md / 1e9:.1f} vs {ref / 1e9:.1f}" + (f" (loop {pr / 1e9:.1f})" if pr == pr else "")
                       for v, md, ref, pr, _ in rows)
    print(f"{name:40} ratio {med_ratio:5.2f} (headline {best_ratio:5.2f}) {best_frac:6.1%} of ceiling "
          f"(median sample {frac:.1%}) "
          f"need {need:34} {'OK' if good else 'MISS'}  [{m['kernel']}]\n{'':42}G/s per round, ours "
          f"best/median vs likwid: {detail}\n{'':42}ceiling {ceil / 1e9 if ceil else 0:.1f} G/s: "
          f"{m['params'].get('ceiling_rule', '-')}")

# The format ladder against oneDNN, per format: register-resident peak (the silicon) and
# library matmul (what a real library gets), all threads, with each one's share of the ceiling.
print("\nFormat ladder vs oneDNN matmul (all threads; ours = best sample; rounds interleaved):")
ladder = {}
for r in range(R):
    print(f"format ladder: round {r + 1}/{R}", file=sys.stderr)
    # One engine process, so that cpu.gemm holds each library figure against the ladder's loop
    # of the same run (params instruction_peak_ratio / _verdict, printed below).
    for m in ours(["--only", "cpu.compute,cpu.gemm"]):
        if m["threads"] == T and m["format"]:
            key = (m["format"], m["probe"], m["kernel"])
            ladder.setdefault(key, []).append(m)
fmts = sorted({k[0] for k in ladder}, key=lambda f: ["fp64", "fp32", "fp16", "bf16", "int32", "int8"].index(f)
              if f in ["fp64", "fp32", "fp16", "bf16", "int32", "int8"] else 9)
for f in fmts:
    regs = [(k, v) for k, v in ladder.items() if k[0] == f and k[1] == "cpu.compute"]
    libs = [(k, v) for k, v in ladder.items() if k[0] == f and k[1] == "cpu.gemm"]
    def summary(ms):
        vals = [m["value"] for m in ms]
        c = ms[-1]["params"].get("ceiling")
        return statistics.median(vals), (statistics.median(vals) / c if c else float("nan"))
    lib_best = max((summary(v)[0] for _, v in libs), default=float("nan"))
    lib_impl = libs[0][1][-1]["params"].get("implementation", "") if libs else ""
    for k, v in regs:
        val, frac = summary(v)
        ratio = val / lib_best if lib_best == lib_best else float("nan")
        unit = v[-1]["unit"]
        share = f"{frac:6.1%} of ceiling" if frac == frac else "(no ceiling rule)"
        lib = (f"oneDNN {lib_best / 1e9:8.1f} [{lib_impl}] | register/oneDNN {ratio:5.2f}"
               if lib_best == lib_best else "oneDNN: no matmul in this format")
        print(f"  {f:5} {k[2][:44]:44} {val / 1e9:9.1f} G{unit:7} {share:17} | {lib}")
        # On an AMX machine the tile peaks must reach at least oneDNN's best rate.
        if "tdp" in k[2] and lib_best == lib_best:
            good = ratio >= 1.0
            ok &= good
            print(f"  {'':5} AMX register-resident >= oneDNN: {'OK' if good else 'MISS'}")
    for k, v in libs:
        p = v[-1]["params"]
        if p.get("instruction_peak_verdict"):
            print(f"  {'':5} engine's second method (last round): library/loop "
                  f"{p['instruction_peak_ratio']:.2f}, {p['instruction_peak_verdict']}")
    if not regs and libs:
        print(f"  {f:5} no register-resident rung      | oneDNN {lib_best / 1e9:8.1f} [{lib_impl}]")

lat = ours(["--only", "cpu.latency"])
for m in lat:
    if m["kernel"] != "chase" or m["working_set_bytes"] in (4096, 1 << 20) or m is lat[-1]:
        p = m["params"]
        print(f"latency {m['kernel']:20} {m['working_set_bytes'] >> 10:8} KiB {p['ns']:7.1f} ns "
              f"{p['cycles']:6.1f} cycles (median of {m['n']}, cov {m['cov']:.3f})")

t0 = time.time()
subprocess.run([probe, "--device", "cpu", "--suite", "quick"], capture_output=True, check=False)
wall = time.time() - t0
good = wall <= 30.0
ok &= good
print(f"quick suite wall time {wall:.1f} s, need <= 30 s: {'OK' if good else 'MISS'}")
sys.exit(0 if ok else 1)
PY
