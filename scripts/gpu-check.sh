#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One-command GPU check for the CUDA probes. On a machine with an NVIDIA GPU and nothing more
# than CMake >= 3.22, a C++20 compiler (GCC >= 11), the CUDA toolkit 12.x or 13.x and python3
# (no Qt): builds the probe-only engine for this GPU's architecture, lists the devices, runs the
# CUDA suite, writes the run bundle, and prints for every figure the measured value, the spec,
# % of spec and the published reference (scripts/gpu-reference.json) side by side.
#
# Exit status: 0 every figure within physical bounds and the published bands; 1 a figure
# outside them (above its ceiling, failed verification, impossible latency ordering, probe
# failure; below the bands of scripts/gpu-reference.json: HBM copy/triad < 90 %, bf16 GEMM
# < 95 % of the published figure, launch + sync outside 5-15 us, decode attention at batch 8
# < 70 % of the HBM read; every planned cuda.llm case measured) or a failed build; 2 no GPU to
# check (no driver or no device: the reason is printed). STRICT=0 prints the bands without
# failing on them.
#
#   OUT=/some/dir scripts/gpu-check.sh          # defaults: SUITE=quick DEVICE=cuda:0
#   SUITE=standard DEVICE=all CUDA_ARCH=90 TIME_CAP=420 BUILD_DIR=build-gpu scripts/gpu-check.sh
#   PROBE=build/bin/roofline-probe scripts/gpu-check.sh   # use an existing binary, no build
#
# --simulator (issue 29): the same path on GPGPU-Sim instead of a GPU, on any machine with the
# CUDA toolkit: builds the simulator once (GPGPUSIM_DIR, default ../shared/tools/gpgpu-sim;
# cached outside the tree) and roofline-probe-sim (the engine with the simulator's CUDA
# variant), lists the devices, runs every CUDA probe of the quick suite on tiny sizes with an
# LLM plan, writes the bundle, imports it where the `roofline` CLI is given (ROOFLINE=path),
# and judges with scripts/gpu_check_simulator.py: exit 0 when every probe the simulator runs
# measured, every other one said why not (listed), no check failed and every figure is
# flagged simulated. No figure is compared with a GPU's. PROBE= names a built
# roofline-probe-sim.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "${1:-}" = --simulator ]; then
  shift
  exec bash "$ROOT/scripts/gpu-check-simulator.sh" "$@"
fi
BUILD_DIR="${BUILD_DIR:-$ROOT/build-gpu}"
SUITE="${SUITE:-quick}"
DEVICE="${DEVICE:-cuda:0}"   # cuda:0 alone: CPU probes running beside it would disturb it
TIME_CAP="${TIME_CAP:-360}"
OUTDIR="${OUT:-$BUILD_DIR/gpu-check}"
mkdir -p "$OUTDIR"
LINES="$OUTDIR/gpu.jsonl"
BUNDLE="$OUTDIR/gpu.json"
start=$(date +%s)

if [ -z "${PROBE:-}" ]; then
  if [ -z "${CUDA_ARCH:-}" ]; then
    # Only this GPU's architecture (one cubin: the build takes about a minute); without a GPU
    # (or nvidia-smi) sm_90, so the no-GPU outcome below is still reached.
    cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .' || true)
    CUDA_ARCH="${cap:-90}"
  fi
  generator=()
  command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
  nvcc="${CUDACXX:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
  echo "== configure (probe-only, sm_${CUDA_ARCH}, $(cmake --version | head -1)) in $BUILD_DIR"
  # ROOFLINE_WERROR=OFF: the project's warnings-as-errors are for its own CI compiler; another
  # GCC's new warnings must not stop a measurement.
  cmake -S "$ROOT" -B "$BUILD_DIR" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
    -DROOFLINE_PROBE_ONLY=ON -DROOFLINE_CUDA=ON -DROOFLINE_WERROR=OFF \
    -DCMAKE_CUDA_COMPILER="$nvcc" -DCMAKE_CUDA_ARCHITECTURES="$CUDA_ARCH" \
    >"$OUTDIR/configure.log" 2>&1 || { tail -30 "$OUTDIR/configure.log"; exit 1; }
  echo "== build roofline-probe"
  cmake --build "$BUILD_DIR" --target roofline-probe -j "$(nproc)" >"$OUTDIR/build.log" 2>&1 \
    || { tail -40 "$OUTDIR/build.log"; exit 1; }
  PROBE="$BUILD_DIR/bin/roofline-probe"
  echo "   built in $(( $(date +%s) - start )) s"
fi

echo "== devices"
"$PROBE" --devices | tee "$OUTDIR/devices.jsonl" | cut -c1-400
# No GPU (no driver, no device, or a build without CUDA): say why and stop with status 2.
status=$(python3 - "$OUTDIR/devices.jsonl" <<'PY' 2>/dev/null || echo "cannot read the device list"
import json, sys
reasons = []
for line in open(sys.argv[1]):
    try:
        o = json.loads(line)
    except ValueError:
        continue
    if o.get("type") == "device" and str(o.get("id", "")).startswith("cuda"):
        if o.get("available"):
            print("ok")
            sys.exit(0)
        reasons.append(f"{o.get('id')}: {o.get('reason', '')}")
print("; ".join(reasons) or "roofline-probe lists no CUDA device (built without CUDA?)")
PY
)
if [ "$status" != ok ]; then
  echo "gpu-check: NO GPU to check ($status)"
  exit 2
fi
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
  echo "python3 not found: raw headline lines follow (no verdict)"
  grep '"type":"measurement"' "$LINES" | cut -c1-240
  exit 1
fi
set +e
python3 "$ROOT/scripts/gpu_check_report.py" "$LINES" "$ROOT/resources/catalog/gpus.json" \
  "$ROOT/scripts/gpu-reference.json" "$rc"
verdict=$?
set -e
[ "${LLM:-1}" = 0 ] && exit "$verdict"

# issue 19: cuda.llm on Llama-3-8B shapes (bf16, decode at batches 1 and 8, context 1024), the
# measured decode step beside the analytic roofline step on the same run's measured ceilings;
# > 15 % apart fails (scripts/gpu_check_llm.py). And one prefill's causal attention (bf16, 512
# tokens): compute-bound, the plan's FLOPs, MFU against the fp32 FMA peak, its output checked
# against a host fp64 reference by the probe itself.
LLM_PLAN="$OUTDIR/llm-plan.json"
LLM_LINES="$OUTDIR/llm.jsonl"
python3 "$ROOT/scripts/gpu_check_llm.py" plan "$LLM_PLAN"
echo "== cuda.llm: Llama-3-8B bf16 decode, batches 1 and 8, context 1024; prefill attention, 512 tokens"
set +e
"$PROBE" --device "$DEVICE" --suite quick --only cuda.llm --llm-plan "$LLM_PLAN" \
  --time-cap 180 >"$LLM_LINES" 2>"$OUTDIR/llm-stderr.log"
llm_rc=$?
set -e
grep -E '"type":"warning"' "$LLM_LINES" | cut -c1-300 || true
set +e
python3 "$ROOT/scripts/gpu_check_llm.py" report "$LLM_LINES" "$llm_rc" "$LLM_PLAN"
llm_verdict=$?
set -e
[ "$verdict" -ne 0 ] && exit "$verdict"
exit "$llm_verdict"
