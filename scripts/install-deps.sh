#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs every Debian 12 package Roofline Lab needs to build, test and run, and — where a
# CUDA toolkit without its binary utilities is installed — NVIDIA's nvdisasm and cuobjdump from
# PyPI (nvidia-cuda-nvdisasm / nvidia-cuda-cuobjdump, the toolkit's major version) into a venv
# in the build folder (${BUILD_DIR:-build}/cuda-tools-venv), for the machine-code tests
# (tests/cuda/tst_cudasass). Idempotent; skips what is already installed.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

cuda_tools() {
  local nvcc bindir major build venv
  nvcc=$(command -v nvcc || true)
  [ -n "$nvcc" ] || { [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc; } || true
  [ -n "$nvcc" ] || return 0 # no toolkit: the CUDA probes and their SASS tests are not built
  bindir=$(dirname "$(readlink -f "$nvcc")")
  if [ -x "$bindir/nvdisasm" ] && [ -x "$bindir/cuobjdump" ]; then
    echo "install-deps: the CUDA toolkit has nvdisasm and cuobjdump ($bindir)"
    return 0
  fi
  build=${BUILD_DIR:-build}
  case "$build" in /*) ;; *) build="$repo/$build" ;; esac
  venv="$build/cuda-tools-venv"
  if compgen -G "$venv/lib/python*/site-packages/nvidia/*/bin/nvdisasm" >/dev/null \
     && compgen -G "$venv/lib/python*/site-packages/nvidia/*/bin/cuobjdump" >/dev/null; then
    echo "install-deps: nvdisasm and cuobjdump present in $venv"
    return 0
  fi
  major=$("$nvcc" --version | sed -n 's/.*release \([0-9][0-9]*\)\..*/\1/p')
  echo "install-deps: nvdisasm/cuobjdump for CUDA ${major} from PyPI into $venv"
  mkdir -p "$build"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check \
    "nvidia-cuda-nvdisasm==${major}.*" "nvidia-cuda-cuobjdump==${major}.*"
}

# build-essential brings dpkg-dev, whose dpkg-shlibdeps computes the packages' Depends (cpack).
packages=(
  build-essential cmake ninja-build pkg-config git clang-format clang-tidy clazy
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-pdf-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqt6sql6-sqlite libsqlite3-dev libqt6sql6-psql libpq-dev libqt6opengl6-dev libgl-dev libvulkan-dev
  sqlite3 xvfb xauth poppler-utils fonts-dejavu-core fonts-wqy-microhei
)
if [ "${ROOFLINE_WITH_POSTGRES:-1}" = 1 ]; then
  packages+=(postgresql)
fi
# The fleet test (tests/slurm) runs a throwaway Slurm cluster (scripts/test-slurm.sh); the
# daemons run only there, under a temporary folder, never as the system's services.
if [ "${ROOFLINE_WITH_SLURM:-1}" = 1 ]; then
  packages+=(slurmctld slurmd slurm-client munge)
fi
# CPU probes: oneDNN for the library GEMM rung (loaded at run time; libdnnl-dev only for the
# ABI check in tst_onednn) and likwid-bench, the peer of benchmarks/probes/compare-likwid.sh.
# Where the architecture has no package (Debian ships both for amd64 only) the engine reports
# "unavailable" and the tests skip.
case "$(dpkg --print-architecture 2>/dev/null || echo unknown)" in
  amd64) packages+=(libdnnl2 libdnnl-dev likwid) ;;
esac
# The aarch64 cross-compiler and qemu-user: the NEON/SVE kernels built and executed under
# emulation (tests/qemu, label qemu; src/probes/README.md, "aarch64"). On by default where the
# packages exist (amd64); ROOFLINE_WITH_AARCH64_CHECK=0 leaves them out (the test then skips).
case "$(dpkg --print-architecture 2>/dev/null || echo unknown)" in
  amd64) aarch64_default=1 ;;
  *) aarch64_default=0 ;;
esac
if [ "${ROOFLINE_WITH_AARCH64_CHECK:-$aarch64_default}" = 1 ]; then
  packages+=(g++-aarch64-linux-gnu qemu-user)
fi

if ! python3 -m venv --help >/dev/null 2>&1; then
  packages+=(python3-venv)
fi

missing_packages() {
  missing=()
  for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
      missing+=("$p")
    fi
  done
}
missing_packages
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  cuda_tools
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
cuda_tools
