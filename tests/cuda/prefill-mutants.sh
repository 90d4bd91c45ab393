#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Proves tst_cudasass's prefill attention check can fail: plants one mutant at a time in a copy
# of src/cuda/LlmAttention.cu (V never read, the softmax weights not exponentiated, K loaded 8
# bytes at a time, half of the q·k dot product dropped, the output written to shared instead of
# global memory), compiles it for
# sm_80 and sm_90 as tests/cuda/CMakeLists.txt does, and runs the prefill tests on those cubins
# (ROOFLINE_SASS_CUBIN_DIR); every mutant must fail them, the unchanged source must pass. Not a
# ctest (two nvcc runs a mutant): run by hand after changing the kernel.
# What machine code cannot show, and only the probe's host-reference check on a GPU catches:
# a P·V that reads K's tile in place of V's (the same instructions on other shared addresses),
# and the causal tile skip removed (the loop bound; the masked tiles compute zeros).
#   tests/cuda/prefill-mutants.sh [BUILD_DIR]        # default: build
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-$root/build}
case "$build" in /*) ;; *) build="$root/$build" ;; esac
nvcc=${CUDACXX:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
test=$(find "$build" -name tst_cudasass -type f -perm -u+x | head -1)
[ -n "$test" ] || { echo "no tst_cudasass under $build"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fns=(prefillAttentionLoadsWholeVectors prefillAttentionComputesOnSharedTiles
     prefillAttentionStoresItsOutput)

mutate() { # name, then python replacement pairs (old, new) as arguments
  local name=$1; shift
  mkdir -p "$work/$name/cuda"
  python3 - "$root/src/cuda/LlmAttention.cu" "$work/$name/cuda/LlmAttention.cu" "$@" <<'PY'
import sys
src, dst, pairs = sys.argv[1], sys.argv[2], sys.argv[3:]
s = open(src).read()
for old, new in zip(pairs[::2], pairs[1::2]):
    if old not in s:
        sys.exit(f"mutant pattern not in the source (update the script): {old}")
    s = s.replace(old, new)
open(dst, "w").write(s)
PY
  for arch in 80 90; do
    "$nvcc" -cubin -arch=sm_$arch -std=c++17 -lineinfo -I"$root/src" \
      "$work/$name/cuda/LlmAttention.cu" -o "$work/$name/LlmAttention.sm_$arch.cubin"
  done
}

failed=0
echo "== unchanged source"
mutate original
if ! ROOFLINE_SASS_CUBIN_DIR="$work/original" "$test" "${fns[@]}" >"$work/original.log" 2>&1; then
  tail -20 "$work/original.log"; echo "the unchanged kernel FAILS the check"; exit 1
fi
echo "   passes"
run() {
  local name=$1; shift
  echo "== mutant: $name"
  mutate "$name" "$@"
  if ROOFLINE_SASS_CUBIN_DIR="$work/$name" "$test" "${fns[@]}" >"$work/$name.log" 2>&1; then
    echo "   NOT CAUGHT"; failed=1
  else
    echo "   caught: $(grep -m1 -E 'FAIL!' -A1 "$work/$name.log" | tail -1 | sed 's/^ *//' | cut -c1-160)"
  fi
}
run v-never-read 'const float4 x = *reinterpret_cast<const float4 *>(sV + key * D + 32 * c + 4 * cg);' \
  'const float4 x = make_float4(1.0f, 1.0f, 1.0f, 1.0f);'
run weights-not-exponentiated 'p[j][jk] = exp2f(s[j][jk] - mu);' 'p[j][jk] = s[j][jk] - mu;'
run k-8-byte-loads 'kr[u] = k[base + static_cast<size_t>(key) * L + i % L];' \
  'const uint2 *k2 = reinterpret_cast<const uint2 *>(k + base + static_cast<size_t>(key) * L + i % L); const uint2 lo = __ldg(k2), hi = __ldg(k2 + 1); kr[u] = make_uint4(lo.x, lo.y, hi.x, hi.y);'
run half-dot-product 'for (int d = 0; d < D; d += 4) {' 'for (int d = 0; d < D / 2; d += 4) {'
run output-not-stored 'float *row = out + ((static_cast<size_t>(b)' 'float *row = sm + ((static_cast<size_t>(b)'
exit "$failed"
