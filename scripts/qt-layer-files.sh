# SPDX-License-Identifier: MIT
# Sourced by scripts/clang-tidy.sh and scripts/clazy.sh: which C++ files of the Qt layers to
# check, into $files (one per line; empty: none).
#   --all      every file of the Qt layers
#   FILE...    these files
#   (nothing)  the files changed against ROOFLINE_TIDY_BASE (default: the merge base with
#              origin/main, else the last commit; a first commit: the use-case layer)
qt_layers='^src/(usecases|cli|i18n|model|report|runner|storage|ui)/.*\.cpp$'
qt_layer_files() {
  if [ "${1:-}" = --all ]; then
    files=$(git ls-files | grep -E "$qt_layers" || true)
  elif [ $# -gt 0 ]; then
    files=$(printf '%s\n' "$@")
  else
    local base=${ROOFLINE_TIDY_BASE:-}
    if [ -z "$base" ]; then
      base=$(git merge-base HEAD origin/main 2>/dev/null || git rev-parse --verify -q HEAD~1 || true)
    fi
    if [ -z "$base" ]; then
      files=$(git ls-files | grep -E '^src/usecases/.*\.cpp$' || true)
    else
      files=$(git diff --name-only --diff-filter=d "$base" -- | grep -E "$qt_layers" || true)
    fi
  fi
}
