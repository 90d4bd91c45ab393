#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every source file names its licence in an SPDX line (LICENSE: MIT).

  scripts/spdx.py            check the repository's files; lists those without the line, exit 1
  scripts/spdx.py --fix      add the line where it is missing (after a shebang; // or #)
  scripts/spdx.py --root D   check the files under D instead of the git checkout (self-test)
"""
import argparse
import os
import subprocess
import sys

LINE = "SPDX-License-Identifier: MIT"
SLASH = (".cpp", ".h", ".cu", ".cuh", ".inc")
HASH = (".sh", ".py", ".cmake", ".sbatch")
HASH_NAMES = ("CMakeLists.txt", "run")  # .ci/run


def comment_for(path):
    name = os.path.basename(path)
    if name.endswith(SLASH):
        return "// "
    if name.endswith(HASH) or name in HASH_NAMES:
        return "# "
    return None


def files(root, use_git):
    if use_git:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z"], check=True,
                             capture_output=True).stdout.decode()
        names = [n for n in out.split("\0") if n]
    else:
        names = []
        for d, dirs, fs in os.walk(root):
            # no checkout: leave build trees and hidden folders (except .ci) alone
            dirs[:] = [x for x in dirs if not x.startswith("build") and
                       (not x.startswith(".") or x == ".ci")]
            names += [os.path.relpath(os.path.join(d, f), root) for f in fs]
    for n in sorted(names):
        if n.startswith("tests/data/") or n.startswith("third_party/"):
            continue
        if n == "run" or (os.path.basename(n) == "run" and not n.startswith(".ci/")):
            continue
        c = comment_for(n)
        if c:
            yield n, c


def has_line(text):
    return any(LINE in l for l in text.splitlines()[:5])


def fix(path, comment):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    header = comment + LINE + "\n"
    if text.startswith("#!"):
        first, _, rest = text.partition("\n")
        text = first + "\n" + header + rest
    else:
        text = header + text
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fix", action="store_true")
    ap.add_argument("--root", help="a folder to check instead of the git checkout")
    a = ap.parse_args()
    root = a.root or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    use_git = a.root is None and os.path.exists(os.path.join(root, ".git"))
    missing = []
    for n, c in files(root, use_git):
        p = os.path.join(root, n)
        try:
            with open(p, encoding="utf-8") as f:
                ok = has_line(f.read())
        except (OSError, UnicodeDecodeError) as e:
            print(f"spdx: cannot read {n}: {e}", file=sys.stderr)
            return 2
        if not ok:
            if a.fix:
                fix(p, c)
            missing.append(n)
    if missing and not a.fix:
        for n in missing:
            print(f"spdx: {n}: no '{LINE}' line in its first five lines", file=sys.stderr)
        print(f"spdx: {len(missing)} file(s) without the licence line "
              "(scripts/spdx.py --fix adds it)", file=sys.stderr)
        return 1
    if a.fix:
        print(f"spdx: added the licence line to {len(missing)} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
