#!/usr/bin/env bash
# One entry point for people and CI:
#   scripts/build.sh run         install what is missing, build, start Roofline Lab
#   scripts/build.sh test        install what is missing, build, run the test suite
#   scripts/build.sh asan-test   the same under AddressSanitizer + UndefinedBehaviorSanitizer
#   scripts/build.sh bench       build and run the benchmarks (ctest -L benchmark)
#   scripts/build.sh probe-only  build only the Qt-free roofline-probe (bare GPU nodes)
# BUILD_DIR, JOBS and CMAKE_ARGS are honoured.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
what=${1:-run}
jobs=${JOBS:-$(nproc)}

configure_build() { # dir, extra cmake args...
  local dir=$1; shift
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo ${CMAKE_ARGS:-} "$@"
  cmake --build "$dir" --parallel "$jobs"
}

case "$what" in
  run)
    bash scripts/install-deps.sh
    dir=${BUILD_DIR:-build}
    configure_build "$dir"
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
  test)
    bash scripts/install-deps.sh
    dir=${BUILD_DIR:-build}
    configure_build "$dir"
    cd "$dir" && QT_QPA_PLATFORM=offscreen ctest -LE benchmark --output-on-failure -j "$jobs"
    ;;
  asan-test)
    bash scripts/install-deps.sh
    dir=${BUILD_DIR:-build-asan}
    configure_build "$dir" -DROOFLINE_SANITIZE=ON -DROOFLINE_CUDA=OFF -DCMAKE_BUILD_TYPE=Debug
    cd "$dir" && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
      QT_QPA_PLATFORM=offscreen ctest -LE benchmark --output-on-failure -j "$jobs"
    ;;
  bench)
    bash scripts/install-deps.sh
    dir=${BUILD_DIR:-build}
    configure_build "$dir"
    cd "$dir" && QT_QPA_PLATFORM=offscreen ctest -L benchmark --output-on-failure -V
    ;;
  probe-only)
    dir=${BUILD_DIR:-build-probe}
    configure_build "$dir" -DROOFLINE_PROBE_ONLY=ON
    echo "Built $dir/bin/roofline-probe"
    ;;
  *)
    sed -n '2,8p' "$0"; exit 2 ;;
esac
