#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# clazy (Qt-aware checks, level 1 by default) on the C++ files a change touches, as
# scripts/clang-tidy.sh does for clang-tidy:
#   scripts/clazy.sh                      files of src/ and tests/ changed against
#                                         ROOFLINE_TIDY_BASE (the merge base with origin/main,
#                                         else the last commit)
#   scripts/clazy.sh FILE...              these files
#   scripts/clazy.sh --all                all Qt code: the Qt layers and tests/ (slow: about
#                                         290 files, about an hour per core; the engine has no Qt)
# Needs a configured build with compile_commands.json (BUILD_DIR, default build). Any finding
# fails. CLAZY_CHECKS overrides the checks (default level1), JOBS the parallel runs (nproc).
# A finding that is right where it stands is silenced on its line with
# `// clazy:exclude=CHECK` and a comment that says why.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
jobs=${JOBS:-$(nproc)}
checks=${CLAZY_CHECKS:-level1}
clazy=$(command -v clazy-standalone || true)
[ -n "$clazy" ] || { echo "clazy.sh: clazy-standalone is missing (scripts/install-deps.sh)" >&2; exit 1; }
[ -f "$build/compile_commands.json" ] || { echo "clazy.sh: configure $build first" >&2; exit 1; }

# shellcheck source=scripts/lint-files.sh
source scripts/lint-files.sh
lint_files qt "$@"
if [ -z "$files" ]; then
  echo "clazy.sh: no C++ files of the Qt code changed"
  exit 0
fi
echo "clazy.sh: $(printf '%s\n' "$files" | wc -l) file(s), checks $checks, $jobs at a time"
lint_database "$build"
out=$(mktemp)
trap 'rm -rf "$out" "$lint_db"' EXIT
status=0
# Headers of the Qt layers and of tests/ report too (as .clang-tidy's HeaderFilterRegex); moc's
# and uic's output under the build folder never does.
printf '%s\n' $files | xargs -P "$jobs" -n 1 \
  "$clazy" -p "$lint_db" --checks="$checks" \
  --header-filter='/(src/(usecases|cli|i18n|model|report|runner|storage|ui)|tests)/' \
  --ignore-dirs="$(cd "$build" && pwd)/" \
  --extra-arg=-Wno-unknown-warning-option >"$out" 2>&1 || status=$?
grep -v -E '^[0-9]+ warnings? (and [0-9]+ errors? )?generated|^$' "$out" || true
if [ "$status" -ne 0 ] || grep -q -E '(error|warning):' "$out"; then
  echo "clazy.sh: findings above" >&2
  exit 1
fi
echo "clazy.sh: clean"
