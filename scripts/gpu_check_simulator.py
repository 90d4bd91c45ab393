#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The verdict of `scripts/gpu-check.sh --simulator`: roofline-probe-sim's run on GPGPU-Sim.

A simulator proves the engine's GPU path end to end (discovery, every probe started, kernels
run and checked, measurements and bundle written), never a GPU's speed: no figure is judged
against a spec or a published reference here. What is judged:
  - the CUDA device is a simulated one (its `simulator` field), and the run ended complete
    with exit 0;
  - every CUDA measurement carries the `simulated` flag and the simulator's name;
  - no probe failed and no result failed its check (`probe-failed`, `verification-failed`);
  - each probe the simulator can run (SUPPORTED) measured something;
  - each other planned CUDA probe measured something or said why not (a warning with a
    reason): these are listed as unsupported, with the reason;
  - a probe that measured nothing and said nothing is a failure.
Exit status: 0 all of that holds; 1 something did not; 2 no simulated device in the lines.

  gpu_check_simulator.py LINES.jsonl PROBE_EXIT_CODE
"""
import sys

from probe_lines import load_lines

# The probes whose kernels GPGPU-Sim runs (its limits: ../shared/tools/gpgpu-sim/README.md).
SUPPORTED = ("cuda.launch", "cuda.bandwidth", "cuda.latency", "cuda.compute", "cuda.roofline")
# Warning codes that say a case or probe was not measured, and why.
NOT_MEASURED = ("not-supported", "cublaslt-unavailable", "nccl-unavailable", "not-applicable",
                "not-measured", "not-implemented", "unavailable", "format-unsupported")


def figure(m):
    value, unit = m.get("value", 0.0), m.get("unit", "")
    scale = {"B/s": (1e9, "GB/s"), "FLOP/s": (1e9, "GFLOP/s"), "OP/s": (1e9, "GOP/s"),
             "s": (1e-6, "us")}.get(unit, (1.0, unit))
    return f"{value / scale[0]:.4g} {scale[1]}"


def main(argv):
    if len(argv) != 3:
        print(__doc__)
        return 2
    lines = load_lines(argv[1])
    rc = int(argv[2])
    simulated = {k: d for k, d in lines["devices"].items()
                 if str(k).startswith("cuda") and d.get("simulator")}
    if not simulated:
        print("gpu-check --simulator: no simulated CUDA device in the engine's lines "
              "(not run under GPGPU-Sim's run.sh, or built without ROOFLINE_CUDA_SIM_ENGINE?)")
        return 2
    problems = [f"not a protocol line: {m}" for m in lines.get("malformed", [])]
    for dev_id, dev in sorted(simulated.items()):
        print(f"{dev_id}: {dev.get('name', '').strip()} = {dev['simulator']} "
              f"(sm_count {dev.get('sm_count')}, compute capability "
              f"{dev.get('compute_capability')}); figures are the simulator's, never a GPU's")
    planned = [p["id"] for p in lines["plan"] if str(p.get("device", "")).startswith("cuda")]
    rows, by_probe = [], {}
    for m in lines["measurements"]:
        if not str(m.get("device", "")).startswith("cuda"):
            continue
        by_probe.setdefault(m.get("probe"), []).append(m)
        if "simulated" not in m.get("flags", []) or not m.get("params", {}).get("simulator"):
            problems.append(f"{m.get('probe')} {m.get('kernel')} {m.get('level')}: "
                            "not flagged `simulated`")
        rows.append((m.get("probe", ""), m.get("kernel", ""), m.get("level", ""),
                     m.get("format", ""), figure(m), str(m.get("n", ""))))
    said = {}
    for w in lines["warnings"]:
        code, probe = w.get("code"), w.get("probe", "")
        if code in ("probe-failed", "verification-failed"):
            problems.append(f"{probe}: {code}: {w.get('message')}")
        elif code in NOT_MEASURED:
            said.setdefault(probe, []).append(f"{code}: {w.get('message', '')}")
    hdr = ("probe", "kernel", "level", "format", "simulated figure", "n")
    width = [max(len(r[i]) for r in rows + [hdr]) for i in range(len(hdr))]
    print()
    for r in [hdr] + rows:
        print("  ".join(c.ljust(width[i]) for i, c in enumerate(r)))
    print()
    print("Not available on the simulator (listed, not failed):")
    for probe in planned:
        for reason in said.get(probe, []):
            print(f"  {probe}: {reason}")
    for probe in planned:
        measured, reasons = by_probe.get(probe), said.get(probe)
        if probe in SUPPORTED and not measured:
            problems.append(f"{probe} runs on the simulator but measured nothing"
                            + (f" ({'; '.join(reasons)})" if reasons else ""))
        elif not measured and not reasons:
            problems.append(f"{probe} measured nothing and said nothing")
    done = lines["done"]
    if done.get("status") != "complete":
        problems.append(f"run ended {done.get('status')}: {done.get('reason')}")
    if rc != 0:
        problems.append(f"roofline-probe-sim exited {rc}")
    print()
    for p in problems:
        print("SIMULATOR:", p)
    print("gpu-check --simulator:", "FAILED" if problems else "OK",
          f"({len(rows)} simulated figures from {len(by_probe)} probes)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
