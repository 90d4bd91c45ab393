#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `scripts/gpu-check.sh --simulator`: the GPU check's path on GPGPU-Sim (issue 29). Discovery,
# every CUDA probe of the quick suite on tiny sizes (with an LLM plan, so cuda.llm runs too),
# the bundle, its import (where ROOFLINE names the `roofline` CLI) and the verdict of
# scripts/gpu_check_simulator.py. Exit status: 0 ok; 1 a probe failed, a check failed, a
# supported probe measured nothing, a figure is not flagged simulated, the bundle did not
# import, or a build failed; 2 no simulator (its tool folder or CUDA compiler is missing).
#
#   scripts/gpu-check.sh --simulator                      # builds what it needs into BUILD_DIR
#   PROBE=build/bin/roofline-probe-sim ROOFLINE=build/bin/roofline OUT=/tmp/x \
#     scripts/gpu-check.sh --simulator                    # the test suite's way (cudasim_engine)
# GPGPUSIM_DIR (default ../shared/tools/gpgpu-sim), BUILD_DIR (default build-gpusim),
# TIME_CAP (default 1500 s: the simulator runs kernels ~10^4-10^5 times slower than a GPU).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GPGPUSIM_DIR="${GPGPUSIM_DIR:-$ROOT/../shared/tools/gpgpu-sim}"
BUILD_DIR="${BUILD_DIR:-$ROOT/build-gpusim}"
TIME_CAP="${TIME_CAP:-1500}"
OUTDIR="${OUT:-$BUILD_DIR/gpu-check-simulator}"
mkdir -p "$OUTDIR"
LINES="$OUTDIR/sim.jsonl"
BUNDLE="$OUTDIR/sim.json"
start=$(date +%s)
elapsed() { echo "$(( $(date +%s) - start )) s"; }

if [ ! -f "$GPGPUSIM_DIR/build.sh" ] || [ ! -f "$GPGPUSIM_DIR/run.sh" ]; then
  echo "gpu-check --simulator: NO SIMULATOR (no GPGPU-Sim tool at $GPGPUSIM_DIR: build.sh, run.sh; set GPGPUSIM_DIR)"
  exit 2
fi
echo "== GPGPU-Sim (built once per machine, cached outside the tree)"
bash "$GPGPUSIM_DIR/build.sh" >"$OUTDIR/simulator-build.log" 2>&1 \
  || { tail -20 "$OUTDIR/simulator-build.log"; exit 1; }
tail -n 1 "$OUTDIR/simulator-build.log"

if [ -z "${PROBE:-}" ]; then
  nvcc="${CUDACXX:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
  if [ ! -x "$nvcc" ]; then
    echo "gpu-check --simulator: NO SIMULATOR (no CUDA compiler at $nvcc to build the simulated engine)"
    exit 2
  fi
  generator=()
  command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
  echo "== configure (probe-only, roofline-probe-sim: compute_86 PTX, shared cudart) in $BUILD_DIR"
  cmake -S "$ROOT" -B "$BUILD_DIR" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
    -DROOFLINE_PROBE_ONLY=ON -DROOFLINE_CUDA=ON -DROOFLINE_CUDA_SIM_ENGINE=ON \
    -DROOFLINE_WERROR=OFF -DCMAKE_CUDA_COMPILER="$nvcc" -DCMAKE_CUDA_ARCHITECTURES=86 \
    >"$OUTDIR/configure.log" 2>&1 || { tail -30 "$OUTDIR/configure.log"; exit 1; }
  echo "== build roofline-probe-sim"
  cmake --build "$BUILD_DIR" --target roofline-probe-sim -j "$(nproc)" >"$OUTDIR/build.log" 2>&1 \
    || { tail -40 "$OUTDIR/build.log"; exit 1; }
  PROBE="$BUILD_DIR/bin/roofline-probe-sim"
  echo "   built after $(elapsed)"
fi
PROBE="$(cd "$(dirname "$PROBE")" && pwd)/$(basename "$PROBE")"
sim() { bash "$GPGPUSIM_DIR/run.sh" "$PROBE" "$@"; }

echo "== devices (on the simulator)"
sim --devices >"$OUTDIR/devices.jsonl" 2>"$OUTDIR/devices-simulator.log" || true
grep '"id":"cuda' "$OUTDIR/devices.jsonl" | cut -c1-300 || true
if ! grep -q '"simulator":"GPGPU-Sim' "$OUTDIR/devices.jsonl"; then
  echo "gpu-check --simulator: the engine sees no simulated device (log: $OUTDIR/devices-simulator.log)"
  tail -5 "$OUTDIR/devices-simulator.log"
  exit 1
fi

# Llama-3-8B decode and one prefill: cuda.llm's cases; on the simulator each says why it is
# not measured (no cuBLASLt), which is what is checked here.
python3 "$ROOT/scripts/gpu_check_llm.py" plan "$OUTDIR/llm-plan.json" >/dev/null
echo "== roofline-probe-sim --device cuda:0 --suite quick, tiny sizes (time cap ${TIME_CAP} s)"
set +e
sim --device cuda:0 --suite quick --max-bytes 256K --point-seconds 0.01 --time-cap "$TIME_CAP" \
  --llm-plan "$OUTDIR/llm-plan.json" --bundle "$BUNDLE" >"$LINES" 2>"$OUTDIR/simulator.log"
rc=$?
set -e
echo "   exit $rc after $(elapsed); lines: $LINES, bundle: $BUNDLE, simulator log: $OUTDIR/simulator.log"

import_problem=""
if [ -n "${ROOFLINE:-}" ]; then
  echo "== roofline runs import (the bundle into a new SQLite history)"
  db="$OUTDIR/history.sqlite"
  rm -f "$db"
  if "$ROOFLINE" --db "$db" runs import "$BUNDLE" >"$OUTDIR/import.log" 2>&1; then
    "$ROOFLINE" --db "$db" runs list | head -5
  else
    import_problem="the bundle did not import: $(tail -n 3 "$OUTDIR/import.log" | tr '\n' ' ')"
  fi
else
  echo "== bundle import skipped (ROOFLINE names no roofline CLI: a probe-only build has none)"
fi

set +e
python3 "$ROOT/scripts/gpu_check_simulator.py" "$LINES" "$rc"
verdict=$?
set -e
if [ -n "$import_problem" ]; then
  echo "SIMULATOR: $import_problem"
  exit 1
fi
echo "   $(elapsed) in all"
exit "$verdict"
