#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One entry point for people and CI; every build goes through a CMake preset (CMakePresets.json):
#   scripts/build.sh run         install what is missing, build (default), start Roofline Lab
#   scripts/build.sh test        install what is missing, build, run the test suite (default)
#   scripts/build.sh asan-test   the same under AddressSanitizer + UndefinedBehaviorSanitizer (asan)
#   scripts/build.sh tsan-test   the same under ThreadSanitizer (tsan; tests/tsan.supp)
#   scripts/build.sh tidy        clang-tidy on the files changed (scripts/clang-tidy.sh)
#   scripts/build.sh clazy       clazy (level 1) on the files changed (scripts/clazy.sh)
#   scripts/build.sh bench       build and run the benchmarks (default, label benchmark)
#   scripts/build.sh probe-only  build only the Qt-free roofline-probe (bare GPU nodes)
# JOBS (parallel jobs, default nproc) and CMAKE_ARGS (extra -D options) are honoured.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
what=${1:-run}
jobs=${JOBS:-$(nproc)}

configure_build() { # preset
  cmake --preset "$1" ${CMAKE_ARGS:-}
  cmake --build --preset "$1" --parallel "$jobs"
}
binary_dir() { # preset: where it builds (the presets' binaryDir)
  case "$1" in default) echo build ;; probe-only) echo build-probe ;; *) echo "build-$1" ;; esac
}

case "$what" in
  run)
    bash scripts/install-deps.sh
    configure_build default
    dir=$(binary_dir default)
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
      exec "$dir/bin/roofline-lab" "${@:2}"
    fi
    # No display: measure this machine with the quick suite and write its hardware report.
    echo "No display: running the quick probe suite and writing the hardware report instead."
    out=$("$dir/bin/roofline" probe --suite quick --tag quickstart)
    echo "$out"
    id=$(printf '%s\n' "$out" | sed -n 's/^run \([0-9][0-9]*\) .*/\1/p' | head -n 1)
    [ -n "$id" ] || { echo "build.sh: the probe run did not complete" >&2; exit 1; }
    report=${REPORT:-$here/roofline-report.pdf}
    "$dir/bin/roofline" report --run "$id" -o "$report"
    echo "Hardware report of run $id written to $report"
    ;;
  test|asan-test|tsan-test)
    preset=${what%-test}
    [ "$preset" = test ] && preset=default
    bash scripts/install-deps.sh
    configure_build "$preset"
    ctest --preset "$preset" -j "$jobs"
    ;;
  tidy)
    [ -f "$(binary_dir default)/compile_commands.json" ] || cmake --preset default ${CMAKE_ARGS:-}
    JOBS=$jobs BUILD_DIR=$(binary_dir default) bash scripts/clang-tidy.sh "${@:2}"
    ;;
  clazy)
    [ -f "$(binary_dir default)/compile_commands.json" ] || cmake --preset default ${CMAKE_ARGS:-}
    JOBS=$jobs BUILD_DIR=$(binary_dir default) bash scripts/clazy.sh "${@:2}"
    ;;
  bench)
    bash scripts/install-deps.sh
    configure_build default
    ctest --preset benchmark --output-on-failure -V
    ;;
  probe-only)
    configure_build probe-only
    echo "Built $(binary_dir probe-only)/bin/roofline-probe"
    ;;
  *)
    sed -n '2,11p' "$0"; exit 2 ;;
esac
