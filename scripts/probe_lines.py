# SPDX-License-Identifier: MIT
"""roofline-probe's JSON lines (docs/cli.md, the protocol), read once for the scripts that judge
a run: gpu_check_report.py (a GPU's figures) and gpu_check_simulator.py (a simulated run)."""
import json


def load_lines(path):
    """The lines of `path` by type: devices by id, the plan's probes, measurements, warnings and
    the done line; a line that is not JSON is kept (its first 120 characters) under
    "malformed", which exists only when there is one."""
    out = {"devices": {}, "plan": [], "measurements": [], "warnings": [], "done": {}}
    for line in open(path, encoding="utf-8", errors="replace"):
        try:
            o = json.loads(line)
        except ValueError:
            out.setdefault("malformed", []).append(line[:120])
            continue
        t = o.get("type")
        if t == "device":
            out["devices"][o.get("id")] = o
        elif t == "plan":
            out["plan"] = o.get("probes", [])
        elif t == "measurement":
            out["measurements"].append(o)
        elif t == "warning":
            out["warnings"].append(o)
        elif t == "done":
            out["done"] = o
    return out
