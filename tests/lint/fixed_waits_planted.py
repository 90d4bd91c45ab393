#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""scripts/fixed_waits.py on a scratch tree: it names every planted fixed wait of a test (Qt's,
the standard library's, POSIX's) and exits 1; waits on a condition, the allowed helper file,
comments, strings and test data pass; with the planted waits gone, the check passes."""
import os
import subprocess
import sys

checker, work = sys.argv[1], sys.argv[2]
planted = {
    "tests/ui/tst_a.cpp": "    QTest::qWait(200);\n",
    "tests/usecases/tst_b.cpp": "        QThread::msleep(20);\n",
    "tests/probes/tst_c.cpp": "    std::this_thread::sleep_for(std::chrono::milliseconds(5));\n",
    "tests/storage/helper.h": "    ::usleep(1000);\n",
    "tests/cli/tst_d.cpp": "    sleep(1);\n",
    "tests/runner/tst_e.cpp": "    QTest::qSleep(10);\n",
}
clean = {
    "tests/ui/tst_ok.cpp": (
        "    QVERIFY(spy.wait(5000));\n"
        "    QTRY_VERIFY_WITH_TIMEOUT(done, 10000);\n"
        "    QVERIFY(QTest::qWaitForWindowExposed(&w));\n"
        "    QVERIFY(QTest::qWaitFor([&] { return done; }));\n"
        "    support::holdFor(300, \"nothing may happen meanwhile\");\n"
        "    // QTest::qWait(100) was here\n"
        "    /* QThread::msleep(5); */\n"
        "    qInfo(\"no sleep(1) here\");\n"
        "    m.sleepSeconds = 2; // a field, not a call\n"),
    "tests/support/include/support/Waits.h": "inline void holdFor(int ms) { QTest::qWait(ms); }\n",
    "tests/data/fake.cpp": "int main() { sleep(1); }\n",
}
for name, text in {**planted, **clean}.items():
    path = os.path.join(work, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def run():
    return subprocess.run([sys.executable, checker, "--root", work], capture_output=True,
                          text=True)


failures = []
first = run()
if first.returncode != 1:
    failures.append(f"check exit {first.returncode}, expected 1")
for name in planted:
    if f"{name}:1:" not in first.stderr:
        failures.append(f"check did not name {name}")
for name in clean:
    if name in first.stderr:
        failures.append(f"check named {name}, which holds no fixed wait of a test")
for name in planted:
    os.remove(os.path.join(work, name))
again = run()
if again.returncode != 0:
    failures.append(f"after removing the planted waits: exit {again.returncode}: {again.stderr}")
for failure in failures:
    print(failure, file=sys.stderr)
sys.exit(1 if failures else 0)
