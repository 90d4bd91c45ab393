#!/usr/bin/env bash
# Run-to-run spread of the CPU headline figures (issue 4: "under 5 % on an idle machine").
# Runs the suite N times in a row as separate processes and reports, per headline figure, the
# mean, min, max and coefficient of variation across the runs (sample stddev / mean) next to
# the median within-run CoV the probe reported itself. Each run's figure is the probe's own
# headline (its best sample, as the app shows it).
# Usage: run-to-run.sh [path/to/roofline-probe] [suite] [runs]
# Exit 0 when every headline's across-run CoV is under 5 %, 1 otherwise. Check `uptime` first:
# a loaded machine measures its neighbours, not itself.
set -euo pipefail

probe=${1:-$(dirname "$0")/../../build/bin/roofline-probe}
suite=${2:-quick}
runs=${3:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for i in $(seq 1 "$runs"); do
    echo "run $i/$runs: roofline-probe --device cpu --suite $suite" >&2
    "$probe" --device cpu --suite "$suite" >"$work/run$i.jsonl"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

python3 - "$(nproc)" "$work"/run*.jsonl <<'PY'
import json, statistics, sys
T = int(sys.argv[1])
runs = []
for path in sys.argv[2:]:
    ms = [json.loads(l) for l in open(path)]
    runs.append([m for m in ms if m.get("type") == "measurement"])

def headlines(ms):
    h = {}
    def put(name, m):
        if m is not None:
            h[name] = (m["value"], m.get("cov", float("nan")))
    bw = [m for m in ms if m["probe"] == "cpu.bandwidth" and m["threads"] == T]
    for level in ("L1", "L2", "L3", "DRAM"):
        c = [m for m in bw if m["level"] == level]
        put(f"bandwidth {level} best kernel, {T} threads (B/s)", max(c, key=lambda m: m["value"], default=None))
    for fmt in ("fp64", "fp32", "int32", "int8"):
        c = [m for m in ms if m["probe"] == "cpu.compute" and m["format"] == fmt and m["threads"] == T]
        put(f"peak {fmt}, {T} threads (op/s)", max(c, key=lambda m: m["value"], default=None))
    chase = [m for m in ms if m["probe"] == "cpu.latency" and m["kernel"] == "chase"]
    if chase:
        put("latency smallest working set (s)", min(chase, key=lambda m: m["working_set_bytes"]))
        put("latency largest working set (s)", max(chase, key=lambda m: m["working_set_bytes"]))
    return h

per_run = [headlines(ms) for ms in runs]
names = sorted(set().union(*per_run))
ok = True
print(f"{len(runs)} runs; CoV across runs = sample stddev / mean of each run's headline")
print(f"{'figure':52} {'mean':>11} {'min':>11} {'max':>11} {'CoV run-to-run':>15} {'median CoV in-run':>18}")
for name in names:
    vals = [h[name][0] for h in per_run if name in h]
    covs = [h[name][1] for h in per_run if name in h]
    if len(vals) < 2:
        print(f"{name:52} measured in {len(vals)} run(s) only")
        ok = False
        continue
    mean = statistics.fmean(vals)
    cov = statistics.stdev(vals) / mean if mean else float("nan")
    good = cov == cov and cov < 0.05
    ok &= good
    print(f"{name:52} {mean:11.4g} {min(vals):11.4g} {max(vals):11.4g} {100 * cov:14.2f}% "
          f"{100 * statistics.median(covs):17.2f}% {'OK' if good else 'OVER 5 %'}")
    if not good:
        print(f"{'':52} per run: " + ", ".join(f"{v:.4g}" for v in vals))
sys.exit(0 if ok else 1)
PY
