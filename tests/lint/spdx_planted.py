#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""scripts/spdx.py on a scratch tree: it names exactly the files without the licence line, exits 1,
--fix adds the line (after a shebang, in the file's own comment style), and then the check passes."""
import os
import subprocess
import sys

checker, work = sys.argv[1], sys.argv[2]
os.makedirs(os.path.join(work, "src"), exist_ok=True)
os.makedirs(os.path.join(work, "tests", "data"), exist_ok=True)
files = {
    "src/Good.cpp": "// SPDX-License-Identifier: MIT\nint good;\n",
    "src/Bad.h": "#pragma once\nint bad;\n",
    "src/CMakeLists.txt": "add_library(x Good.cpp)\n",
    "tool.sh": "#!/bin/sh\necho hi\n",
    "tests/data/fixture.cpp": "not checked: test data\n",
    "notes.md": "not a source file\n",
}
for name, text in files.items():
    with open(os.path.join(work, name), "w") as f:
        f.write(text)


def run(*extra):
    return subprocess.run([sys.executable, checker, "--root", work, *extra],
                          capture_output=True, text=True)


failures = []
first = run()
if first.returncode != 1:
    failures.append(f"check exit {first.returncode}, expected 1")
for name in ("src/Bad.h", "src/CMakeLists.txt", "tool.sh"):
    if name not in first.stderr:
        failures.append(f"check did not name {name}")
for name in ("src/Good.cpp", "tests/data/fixture.cpp", "notes.md"):
    if name in first.stderr:
        failures.append(f"check named {name}, which needs no line")
fixed = run("--fix")
if fixed.returncode != 0 or "3 file(s)" not in fixed.stdout:
    failures.append(f"--fix: exit {fixed.returncode}, said {fixed.stdout!r}")
with open(os.path.join(work, "tool.sh")) as f:
    lines = f.read().splitlines()
if lines[:2] != ["#!/bin/sh", "# SPDX-License-Identifier: MIT"]:
    failures.append(f"tool.sh after --fix starts {lines[:2]}")
with open(os.path.join(work, "src/Bad.h")) as f:
    if not f.read().startswith("// SPDX-License-Identifier: MIT\n#pragma once\n"):
        failures.append("src/Bad.h did not get a // line first")
again = run()
if again.returncode != 0:
    failures.append(f"check after --fix: exit {again.returncode}: {again.stderr}")
for f in failures:
    print("FAIL:", f)
print("spdx self-test:", "failed" if failures else "passed")
sys.exit(1 if failures else 0)
