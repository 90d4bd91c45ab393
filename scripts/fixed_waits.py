#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fixed waits in the tests: a test awaits the condition it is about (QSignalSpy::wait,
QTRY_VERIFY/QTRY_COMPARE, roofline::support::waitFor), never a number of milliseconds. The one
place a fixed wait may stand is tests/support/include/support/Waits.h (holdFor, sleepFor), whose
callers say why elapsed time itself is the claim. Names every other one (file:line) and exits 1.
  scripts/fixed_waits.py [--root DIR]"""
import argparse
import os
import re
import sys

# QTest::qWait(…) but not qWaitFor/qWaitForWindow…; the sleeps of Qt, the standard library, POSIX.
PATTERN = re.compile(
    r"\bqWait\s*\("
    r"|\bqSleep\s*\("
    r"|\bQThread::(?:m|u)?sleep\s*\("
    r"|\bsleep_for\s*\("
    r"|\bsleep_until\s*\("
    r"|(?<![\w:.>])(?:::)?(?:usleep|nanosleep|sleep)\s*\(")
ALLOWED = {os.path.join("tests", "support", "include", "support", "Waits.h")}
SKIPPED = (os.path.join("tests", "data") + os.sep,)  # fixtures, not test code
SUFFIXES = (".cpp", ".h", ".hpp", ".cc")


def code_only(line, in_block):
    """The line without comments and string literals (a message may name a wait)."""
    out = []
    i = 0
    while i < len(line):
        if in_block:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out), True
            i, in_block = end + 2, False
        elif line.startswith("//", i):
            break
        elif line.startswith("/*", i):
            in_block, i = True, i + 2
        elif line[i] == '"':
            j = i + 1
            while j < len(line) and line[j] != '"':
                j += 2 if line[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(line[i])
            i += 1
    return "".join(out), in_block


def scan(root):
    found = []
    tests = os.path.join(root, "tests")
    for folder, dirs, files in os.walk(tests):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(SUFFIXES):
                continue
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if rel in ALLOWED or rel.startswith(SKIPPED):
                continue
            in_block = False
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    code, in_block = code_only(line, in_block)
                    if PATTERN.search(code):
                        found.append(f"{rel}:{number}: {line.strip()}")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = parser.parse_args()
    found = scan(args.root)
    for line in found:
        print(f"fixed wait: {line}", file=sys.stderr)
    if found:
        print(f"{len(found)} fixed wait(s) in tests: await the condition (QSignalSpy::wait, "
              "QTRY_*, support::waitFor), or, where elapsed time is the claim, "
              "support::holdFor/sleepFor with the reason", file=sys.stderr)
        return 1
    print("no fixed waits in tests")
    return 0


if __name__ == "__main__":
    sys.exit(main())
