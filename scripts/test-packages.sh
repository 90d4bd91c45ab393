#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the Debian packages of a build folder (cpack -G DEB, cmake/RooflinePackaging.cmake) and
# proves they work where they are meant to:
#   - roofline-probe depends on nothing but libc, libgcc and libstdc++ (a bare GPU node) and its
#     binary links no Qt;
#   - installed (dpkg -i, as root: roofline-probe alone first, then roofline-lab), the programs
#     run from /usr/bin: roofline --version, roofline-probe --devices, roofline devices, and a
#     tiny `roofline probe` that must find the installed roofline-probe beside itself; then
#     both packages are removed again.
# Not root (or ROOFLINE_TEST_PACKAGES_UNPACK=1): the packages are unpacked into a temporary
# folder and run from there instead.
#   scripts/test-packages.sh [BUILD_DIR]     (default build)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-${BUILD_DIR:-build}}
case "$build" in /*) ;; *) build=$here/$build ;; esac
say() { echo "test-packages: $*"; }
die() { echo "test-packages: FAILED: $*" >&2; exit 1; }

[ -f "$build/CPackConfig.cmake" ] || die "no CPackConfig.cmake in $build (configure and build it first)"
rm -rf "$build/packages"
(cd "$build" && cpack -G DEB --config CPackConfig.cmake >/dev/null) || die "cpack failed"
probe_deb=$(ls "$build"/packages/roofline-probe_*.deb 2>/dev/null | head -n 1 || true)
lab_deb=$(ls "$build"/packages/roofline-lab_*.deb 2>/dev/null | head -n 1 || true)
[ -n "$probe_deb" ] || die "no roofline-probe package in $build/packages"
say "built $(basename "$probe_deb")${lab_deb:+ and $(basename "$lab_deb")}"

# Only the C and C++ runtimes: nothing from Qt, no CUDA package (the runtime is static, the
# driver dlopen'd).
depends=$(dpkg-deb -f "$probe_deb" Depends)
say "roofline-probe Depends: $depends"
for dep in $(tr ',' '\n' <<<"$depends" | sed 's/(.*//; s/|.*//; s/ //g'); do
  case "$dep" in libc6 | libgcc-s1 | libstdc++6) ;; *) die "roofline-probe depends on $dep" ;; esac
done
[ -z "$lab_deb" ] || dpkg-deb -f "$lab_deb" Depends | grep -q 'roofline-probe (= ' ||
  die "roofline-lab does not depend on the same version of roofline-probe"

tmp=$(mktemp -d)
installed=()
cleanup() {
  if [ ${#installed[@]} -gt 0 ]; then dpkg -r "${installed[@]}" >/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

install=0
[ "$(id -u)" -eq 0 ] && [ "${ROOFLINE_TEST_PACKAGES_UNPACK:-0}" != 1 ] && install=1
if [ $install = 1 ]; then
  for p in roofline-lab roofline-probe; do
    if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
      die "$p is already installed on this machine; remove it first (this test installs and removes it)"
    fi
  done
  installed=(roofline-probe)
  dpkg -i "$probe_deb" >/dev/null || die "dpkg -i $(basename "$probe_deb")"
  prefix=/usr
else
  say "unpacking instead of installing (not root, or ROOFLINE_TEST_PACKAGES_UNPACK=1)"
  dpkg-deb -x "$probe_deb" "$tmp/root"
  prefix=$tmp/root/usr
fi
probe=$prefix/bin/roofline-probe
if ldd "$probe" | grep -qi 'libQt'; then die "$probe links Qt: $(ldd "$probe" | grep -i qt)"; fi
"$probe" --version
"$probe" --devices | grep -q '"type":"device","id":"cpu"' || die "$probe --devices lists no cpu"
say "roofline-probe runs alone from $prefix/bin"

if [ -n "$lab_deb" ]; then
  if [ $install = 1 ]; then
    installed=(roofline-lab roofline-probe)
    dpkg -i "$lab_deb" >/dev/null || die "dpkg -i $(basename "$lab_deb")"
  else
    dpkg-deb -x "$lab_deb" "$tmp/root"
  fi
  roofline=$prefix/bin/roofline
  "$roofline" --version
  "$roofline" devices | grep -q '^cpu ' || die "roofline devices (the installed engine) lists no cpu"
  # `roofline probe` runs the roofline-probe installed beside it (ROOFLINE_PROBE unset).
  out=$(env -u ROOFLINE_PROBE "$roofline" --db "$tmp/packages.sqlite" probe --only cpu.overhead 2>&1) ||
    die "roofline probe from $prefix/bin: $out"
  grep -q 'complete' <<<"$out" || die "roofline probe did not complete: $out"
  echo "$out" | tail -n 1
  [ -x "$prefix/share/roofline-lab/slurm/submit-fleet.sh" ] || die "the Slurm scripts are not installed"
  say "roofline runs from $prefix/bin and probes through the installed roofline-probe"
fi
say "OK"
