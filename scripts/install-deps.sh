#!/usr/bin/env bash
# Installs every Debian 12 package Roofline Lab needs to build, test and run.
# Only Debian packages; idempotent; skips what is already installed.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config git clang-format
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-pdf-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6sql6-sqlite libqt6sql6-psql libqt6opengl6-dev libgl-dev libvulkan-dev
  sqlite3 xvfb xauth poppler-utils fonts-dejavu-core
)
if [ "${ROOFLINE_WITH_POSTGRES:-1}" = 1 ]; then
  packages+=(postgresql)
fi
# CPU probes: oneDNN for the library GEMM rung (loaded at run time; libdnnl-dev only for the
# ABI check in tst_onednn) and likwid-bench, the peer of benchmarks/probes/compare-likwid.sh.
# Where the architecture has no package (Debian ships both for amd64 only) the engine reports
# "unavailable" and the tests skip.
case "$(dpkg --print-architecture 2>/dev/null || echo unknown)" in
  amd64) packages+=(libdnnl2 libdnnl-dev likwid) ;;
esac
# Optional: the aarch64 cross-compiler that checks the NEON/SVE kernels compile
# (src/probes/README.md, "aarch64").
if [ "${ROOFLINE_WITH_AARCH64_CHECK:-0}" = 1 ]; then
  packages+=(g++-aarch64-linux-gnu)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
