#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The aarch64 format kernels executed: roofline-kernel-check cross-built with Debian's
# g++-aarch64-linux-gnu and run under qemu-user (Debian 12: QEMU 7.2) on CPUs with and without
# SVE (at 128, 256 and 512 bits), FP16, BF16 and DotProd. For every configuration it checks
#  - the vector length the kernels report (prctl PR_SVE_GET_VL) is the one asked for;
#  - the format ladder's kernel per rung, chosen from HWCAP/HWCAP2: never a kernel whose feature
#    the CPU lacks, the widest one it has;
#  - every kernel that ran returned exactly what the host reference (arm-kernel-reference, the
#    chains simulated on this machine) says, and nothing else ran.
# Timing under emulation means nothing: only results are checked here.
# Usage: run-aarch64-kernels.sh SOURCE_DIR WORK_DIR HOST_REFERENCE
# Exit 0: all checked; 1: a check failed; 77: skipped (no cross-compiler, sysroot or qemu).
set -euo pipefail
src=$1
work=$2
reference=$3
cxx=${ROOFLINE_AARCH64_CXX:-aarch64-linux-gnu-g++}
qemu=${ROOFLINE_QEMU_AARCH64:-qemu-aarch64}
sysroot=${ROOFLINE_AARCH64_SYSROOT:-/usr/aarch64-linux-gnu}

skip() {
  echo "SKIP: $1 (install with ROOFLINE_WITH_AARCH64_CHECK=1 scripts/install-deps.sh)"
  exit 77
}
command -v "$cxx" >/dev/null || skip "no aarch64 cross-compiler ($cxx)"
command -v "$qemu" >/dev/null || skip "no qemu-user ($qemu, Debian package qemu-user)"
[ -d "$sysroot/lib" ] || skip "no aarch64 sysroot at $sysroot"

# The kernel check and what it links, with the engine's flags (src/probes/CMakeLists.txt).
mkdir -p "$work"
bin=$work/roofline-kernel-check
sources=(probes/cpu/KernelCheck.cpp probes/cpu/FormatKernels.cpp probes/cpu/FormatLadder.cpp
         probes/cpu/IsaFeatures.cpp probes/cpu/AmxSupport.cpp probes/cpu/KernelsArm.cpp
         probes/cpu/KernelsGeneric.cpp probes/cpu/CoreModel.cpp probes/engine/JsonValue.cpp probes/engine/Utf8.cpp)
launcher=()
command -v ccache >/dev/null && launcher=(ccache)
objects=()
for s in "${sources[@]}"; do
  o=$work/$(echo "$s" | tr / _).o
  "${launcher[@]}" "$cxx" -std=c++20 -O2 -Wall -Wextra -Wpedantic -Wshadow=local -Werror \
    -fno-tree-loop-distribute-patterns -I"$src/src" -c "$src/src/$s" -o "$o"
  objects+=("$o")
done
"$cxx" "${objects[@]}" -o "$bin"

failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# cpu option | SVE vector bytes (0: no SVE) | ladder fp16 bf16 int8 | arm kernels that must run
configs=(
  "max,sve128=on|16|arm.sve.fp16 arm.sve.bf16 arm.sve.int8|arm.neon.fp64 arm.neon.fp32 arm.neon.fp16 arm.neon.bf16 arm.neon.int8 arm.sve.fp16 arm.sve.bf16 arm.sve.int8"
  "max,sve256=on|32|arm.sve.fp16 arm.sve.bf16 arm.sve.int8|arm.neon.fp64 arm.neon.fp32 arm.neon.fp16 arm.neon.bf16 arm.neon.int8 arm.sve.fp16 arm.sve.bf16 arm.sve.int8"
  "max,sve512=on|64|arm.sve.fp16 arm.sve.bf16 arm.sve.int8|arm.neon.fp64 arm.neon.fp32 arm.neon.fp16 arm.neon.bf16 arm.neon.int8 arm.sve.fp16 arm.sve.bf16 arm.sve.int8"
  "max,sve=off|0|arm.neon.fp16 arm.neon.bf16 arm.neon.int8|arm.neon.fp64 arm.neon.fp32 arm.neon.fp16 arm.neon.bf16 arm.neon.int8"
  # Armv8.2 + DotProd, no BF16, no SVE (Neoverse N1 class).
  "cortex-a76|0|arm.neon.fp16 - arm.neon.int8|arm.neon.fp64 arm.neon.fp32 arm.neon.fp16 arm.neon.int8"
  # Armv8.0: no FP16, no BF16, no DotProd.
  "cortex-a72|0|- - -|arm.neon.fp64 arm.neon.fp32"
  # SVE (512-bit) with FP16 but neither BF16 nor DotProd: SVE sdot is base SVE.
  "a64fx|64|arm.sve.fp16 - arm.sve.int8|arm.neon.fp64 arm.neon.fp32 arm.neon.fp16 arm.sve.fp16 arm.sve.int8"
)
for c in "${configs[@]}"; do
  IFS='|' read -r cpu vl ladder kernels <<<"$c"
  out=$work/out-${cpu//[,=]/_}.txt
  echo "== qemu-aarch64 -cpu $cpu"
  if ! timeout 300 "$qemu" -L "$sysroot" -cpu "$cpu" "$bin" >"$out" 2>&1; then
    cat "$out"
    fail "$cpu: roofline-kernel-check failed (a kernel's own expected value differs, or it crashed)"
    continue
  fi
  # Emulation is detected (its timings are then marked "emulated", never the hardware's).
  grep -q '^emulation user-mode emulation' "$out" || fail "$cpu: emulation not detected ($(grep '^emulation' "$out"))"
  # The vector length.
  got_vl=$(sed -n 's/.*(SVE vector \([0-9]*\) bytes).*/\1/p' "$out")
  [ "${got_vl:-0}" = "$vl" ] || fail "$cpu: SVE vector ${got_vl:-none} bytes, expected $vl"
  # The ladder's choice for fp16, bf16, int8 (vector rungs).
  read -r want16 wantbf want8 <<<"$ladder"
  for pair in "fp16:$want16" "bf16:$wantbf" "int8:$want8"; do
    fmt=${pair%%:*}
    want=${pair#*:}
    got=$(awk -v f="$fmt" '$1 == "ladder" && $2 == f && $3 == "vector" {print $4}' "$out")
    [ "$got" = "$want" ] || fail "$cpu: ladder chose '${got}' for $fmt, expected '$want' ($(grep '^features' "$out"))"
  done
  # The kernels that ran, each against the host reference at this vector length.
  ran=$(awk '$1 == "ok" && $2 ~ /^arm\./ {print $2}' "$out" | sort | tr '\n' ' ')
  want_ran=$(tr ' ' '\n' <<<"$kernels" | sort | tr '\n' ' ')
  [ "$ran" = "$want_ran" ] || fail "$cpu: ran [${ran}], expected [${want_ran}]"
  "$reference" 1000 "$vl" >"$work/reference-$vl.txt"
  while read -r _ id _; do
    got=$(awk -v k="$id" '$1 == "ok" && $2 == k {sub(/.*\): /, ""); print $1}' "$out")
    want=$(awk -v k="$id" '$1 == k {print $2}' "$work/reference-$vl.txt")
    if [ -z "$want" ]; then
      fail "$cpu: $id has no host reference"
    elif [ "$got" != "$want" ]; then
      fail "$cpu: $id returned $got, the host reference says $want"
    else
      echo "ok   $cpu $id = $got (host reference)"
    fi
  done < <(awk '$1 == "ok" && $2 ~ /^arm\./' "$out")
done
if [ "$failures" -gt 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "every aarch64 kernel matched the host reference under ${#configs[@]} CPU configurations (emulated: results only, no timing)"
