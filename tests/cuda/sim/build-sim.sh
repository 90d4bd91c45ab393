#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds one simulated-GPU test program (label cudasim): build-sim.sh NVCC SRC OUT PROGRAM LIB...
#   NVCC     the CUDA compiler
#   SRC      the folder holding cuda/*.cu (the project's src/, or a mutated copy: mutants.sh)
#   OUT      the program to write
#   PROGRAM  sim_memory | sim_compute | sim_attention (tests/cuda/sim/PROGRAM.cu)
#   LIB...   the host archives (roofline_cuda_host, roofline_probes: the probes' own accounting)
# compute_86 PTX only (GPGPU-Sim's SM86 config) and the shared cudart the simulator replaces.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
nvcc=$1 src=$2 out=$3 program=$4
shift 4
root=$(cd "$here/../../.." && pwd)
mkdir -p "$(dirname "$out")"
# $src first: a mutated copy's kernels replace the project's; headers the copy lacks come from
# the project.
"$nvcc" -arch=compute_86 -cudart shared -std=c++17 -O1 -I"$src" -I"$root/src" -I"$here" \
  "$here/$program.cu" "$@" -o "$out"
