# SPDX-License-Identifier: MIT
# shellcheck shell=bash disable=SC2034,SC2154 # sets $files and $lint_db, reads the caller's $build
# Sourced by scripts/clang-tidy.sh and scripts/clazy.sh: which C++ files to check, and a
# compilation database clang can read.
#   lint_files TREE [--all | FILE... | (nothing)]  into $files (one per line; empty: none)
#     TREE cxx   all C++ of src/: the Qt layers and the Qt-free engine (src/probes, the host
#                code of src/cuda) (clang-tidy)
#     TREE qt    the Qt layers only (clazy; the engine has no Qt)
#     --all      every such file that the build compiles (in compile_commands.json), and
#                tests/'s: the whole-tree baseline
#     FILE...    these files
#     (nothing)  such files of src/, and tests/'s, changed against ROOFLINE_TIDY_BASE
#                (default: the merge base with origin/main, else the last commit; a first
#                commit: the use-case layer). CI's set: tests/ are held to the same checks
#                (tests/.clang-tidy: the statement limit counted in Qt Test checks).
#   lint_database BUILD  writes a copy of BUILD/compile_commands.json without GCC-only flags
#     (the kernel files' -fno-tree-loop-distribute-patterns, which clang rejects: those files
#     were not checked at all) to a temporary folder, into $lint_db (the caller removes it).
qt_layers='^src/(usecases|cli|i18n|model|report|runner|storage|ui)/.*\.cpp$'
cxx_tree='^src/(usecases|cli|i18n|model|report|runner|storage|ui|probes|cuda)/.*\.cpp$'
tests_tree='^tests/.*\.cpp$'
# Planted sources that must not compile (tests/model/ResultMustBeUsed.cmake): never linted.
planted='^tests/model/compile/'

# The files (stdin) that the compilation database $1 holds: a file built only for another
# machine (src/probes/cpu/KernelsArm.cpp on x86) has no flags there and cannot be checked.
lint_compiled() {
  python3 -c '
import json, os, sys
root = os.getcwd()
known = {os.path.relpath(os.path.join(e["directory"], e["file"]), root)
         for e in json.load(open(sys.argv[1]))}
print("\n".join(f for f in sys.stdin.read().split() if f in known))
' "$1"
}

lint_files() {
  local tree=$1
  shift
  local pattern=$cxx_tree
  [ "$tree" = qt ] && pattern=$qt_layers
  if [ "${1:-}" = --all ]; then
    files=$(git ls-files | grep -E "$pattern|$tests_tree" | grep -v -E "$planted" \
      | lint_compiled "$build/compile_commands.json" || true)
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
      files=$(git diff --name-only --diff-filter=d "$base" -- | grep -E "$pattern|$tests_tree" \
        | grep -v -E "$planted" \
        | lint_compiled "$build/compile_commands.json" || true)
    fi
  fi
}

lint_database() {
  lint_db=$(mktemp -d)
  python3 - "$1/compile_commands.json" "$lint_db/compile_commands.json" <<'PY'
import json, sys
gcc_only = {"-fno-tree-loop-distribute-patterns"}
entries = json.load(open(sys.argv[1]))
for e in entries:
    if "arguments" in e:
        e["arguments"] = [a for a in e["arguments"] if a not in gcc_only]
    else:
        e["command"] = " ".join(a for a in e["command"].split(" ") if a not in gcc_only)
json.dump(entries, open(sys.argv[2], "w"), indent=1)
PY
}
