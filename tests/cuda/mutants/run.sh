#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The mutants of issue 29: each is applied to a scratch copy of src/cuda, the cudasim program
# that covers it is rebuilt from that copy and run on GPGPU-Sim, and it must FAIL (a mutant
# that passes means the tests cannot see that defect). Prints each mutant's verdict and time.
#   run.sh NVCC GPGPUSIM_DIR LIB...      (LIB: roofline_cuda_host and roofline_probes archives)
#   MUTANTS="read-stride-doubled ..." run.sh ...   only those
# ctest -L mutation runs it from the build (about 5 min on 2 cores).
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
nvcc=$1 simdir=$2
shift 2
libs=("$@")
env_file=$(bash "$simdir/build.sh") || { echo "mutants: cannot build GPGPU-Sim"; exit 1; }

# name | file | program | text | replacement (python string literals)
mutants=(
  "read-stride-doubled|MemoryKernels.cu|sim_memory|'    const u64 stride = u64(gridDim.x) * blockDim.x;\n    uint4 acc = make_uint4(0, 0, 0, 0);\n#pragma unroll 1\n    for (u64 i'|'    const u64 stride = 2 * u64(gridDim.x) * blockDim.x;\n    uint4 acc = make_uint4(0, 0, 0, 0);\n#pragma unroll 1\n    for (u64 i'"
  "decode-skips-every-other-key-group|LlmAttention.cu|sim_attention|'        load(i0 + R + group, kb, vb);\n        step(ka, va, i0 + group < rows);\n        if (i0 + R >= rows)\n            break;\n        load(i0 + S + group, ka, va);\n        step(kb, vb, i0 + R + group < rows);\n'|'        step(ka, va, i0 + group < rows);\n        if (i0 + R >= rows)\n            break;\n        load(i0 + S + group, ka, va);\n'"
  "decode-grid-one-block-short|LlmAttention.cu|sim_attention|'const dim3 grid(static_cast<unsigned>(a.batch * a.kvHeads), static_cast<unsigned>(a.splits));'|'const dim3 grid(static_cast<unsigned>(a.batch * a.kvHeads - 1), static_cast<unsigned>(a.splits));'"
  "copy-writes-one-past-the-end|MemoryKernels.cu|sim_memory|'            storeCs(dst + i + u * stride, v[u]);\n    }\n}'|'            storeCs(dst + i + u * stride, v[u]);\n    }\n    if (blockIdx.x == 0 && threadIdx.x == 0)\n        dst[n] = src[0];\n}'"
  "fma-chain-half-its-fmas|ComputeKernels.cu|sim_compute|'        for (int s = 0; s < kFmaSteps; ++s) {\n#pragma unroll\n            for (int j = 0; j < kFmaChains; ++j)\n                x[j] = fmaOf(x[j], b, c);'|'        for (int s = 0; s < kFmaSteps / 2; ++s) {\n#pragma unroll\n            for (int j = 0; j < kFmaChains; ++j)\n                x[j] = fmaOf(x[j], b, c);'"
)

scratch=$(mktemp -d "${TMPDIR:-/tmp}/roofline-mutants.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
start=$(date +%s)
survived=0 broken=0 caught=0
for m in "${mutants[@]}"; do
  IFS='|' read -r name file program text replacement <<<"$m"
  if [ -n "${MUTANTS:-}" ] && [[ " $MUTANTS " != *" $name "* ]]; then continue; fi
  t0=$(date +%s)
  dir="$scratch/$name"
  mkdir -p "$dir"
  cp -r "$root/src/cuda" "$dir/cuda"
  if ! python3 - "$dir/cuda/$file" <<PY
import sys
p = sys.argv[1]
s = open(p).read()
old, new = $text, $replacement
if s.count(old) != 1:
    sys.exit(f"mutant text found {s.count(old)} times in {p}")
open(p, "w").write(s.replace(old, new))
PY
  then
    echo "MUTANT $name: NOT APPLIED (the kernel source changed: update tests/cuda/mutants/run.sh)"
    broken=$((broken + 1)); continue
  fi
  if ! bash "$root/tests/cuda/sim/build-sim.sh" "$nvcc" "$dir" "$dir/$program" "$program" \
      "${libs[@]}" >"$dir/build.log" 2>&1; then
    echo "MUTANT $name: does not compile ($(tail -1 "$dir/build.log")): not a test of the tests"
    broken=$((broken + 1)); continue
  fi
  GPGPUSIM_ENV="$env_file" bash "$simdir/run.sh" "$dir/$program" >"$dir/run.log" 2>&1
  rc=$?
  fails=$(grep -c '^FAIL ' "$dir/run.log")
  secs=$(( $(date +%s) - t0 ))
  if [ "$rc" -ne 0 ] || [ "$fails" -gt 0 ]; then
    caught=$((caught + 1))
    echo "MUTANT $name: CAUGHT by $program in ${secs} s ($fails failed checks, exit $rc); first:"
    grep -m 3 '^FAIL ' "$dir/run.log" | cut -c1-220 | sed 's/^/    /'
  else
    survived=$((survived + 1))
    echo "MUTANT $name: SURVIVED $program (${secs} s): the cudasim tests cannot see it"
  fi
done
echo "mutants: $caught caught, $survived survived, $broken not applied, $(( $(date +%s) - start )) s"
[ "$survived" -eq 0 ] && [ "$broken" -eq 0 ]
