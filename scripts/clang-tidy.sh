#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# clang-tidy with the project's curated checks (.clang-tidy) on the C++ files a change touches:
#   scripts/clang-tidy.sh                 files of src/ and tests/ changed against
#                                         ROOFLINE_TIDY_BASE (the merge base with origin/main,
#                                         else the last commit)
#   scripts/clang-tidy.sh FILE...         these files
#   scripts/clang-tidy.sh --all           the whole tree: the Qt layers, the Qt-free engine
#                                         (src/probes, src/cuda's host code) and tests/ (slow:
#                                         about 380 files, 1-2 hours per core)
# Needs a configured build with compile_commands.json (BUILD_DIR, default build). Any finding
# fails (WarningsAsErrors). JOBS parallel runs (default: nproc). The .cu kernels are not
# checked (clang-tidy cannot parse nvcc's flags); their size is reviewed by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
jobs=${JOBS:-$(nproc)}
tidy=$(command -v clang-tidy || command -v clang-tidy-14 || true)
[ -n "$tidy" ] || { echo "clang-tidy.sh: clang-tidy is missing (scripts/install-deps.sh)" >&2; exit 1; }
[ -f "$build/compile_commands.json" ] || { echo "clang-tidy.sh: configure $build first" >&2; exit 1; }

# shellcheck source=scripts/lint-files.sh
source scripts/lint-files.sh
lint_files cxx "$@"
if [ -z "$files" ]; then
  echo "clang-tidy.sh: no C++ files changed"
  exit 0
fi
echo "clang-tidy.sh: $(printf '%s\n' "$files" | wc -l) file(s), $jobs at a time"
# -Wshadow=local is GCC's; clang only needs to stay quiet about it.
lint_database "$build"
out=$(mktemp)
trap 'rm -rf "$out" "$lint_db"' EXIT
status=0
printf '%s\n' $files | xargs -P "$jobs" -n 1 \
  "$tidy" -p "$lint_db" --quiet --extra-arg=-Wno-unknown-warning-option >"$out" 2>&1 || status=$?
grep -v -E '^[0-9]+ warnings? (and [0-9]+ errors? )?generated|^Suppressed [0-9]+ warnings|^Use -header-filter|^$' "$out" || true
if [ "$status" -ne 0 ] || grep -q -E '(error|warning):' "$out"; then
  echo "clang-tidy.sh: findings above" >&2
  exit 1
fi
echo "clang-tidy.sh: clean"
