#!/usr/bin/env python3
"""Writes the synthetic run bundles the report tests use (TEST FIXTURES, not measurements).

Figures are plausible, anchored on docs/REFERENCE-FIGURES.md: the CPU run on the 2 vCPU Zen 3
anchors of this project's machine kind, the GPU run on published H100 SXM figures. Re-run after
editing; the output is deterministic."""
import json, math, random

rng = random.Random(6)
KIB, MIB, GIB = 1024, 1024**2, 1024**3


def meas(probe, metric, level, kernel, value, unit, ws=0, threads=1, fmt="", cov=0.004, params=None):
    better_high = unit != "s"
    n = 12
    samples = [value * (1 + rng.gauss(0, cov)) for _ in range(n)]
    if better_high:
        scale = value / max(samples)
    else:
        samples.sort()
        scale = value / samples[n // 2]
    samples = [s * scale for s in samples]
    s = sorted(samples)
    mean = sum(s) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in s) / (n - 1))
    return {"probe": probe, "metric": metric, "level": level, "format": fmt, "kernel": kernel,
            "working_set_bytes": ws, "threads": threads, "value": value, "unit": unit,
            "best": s[-1] if better_high else s[0], "min": s[0], "median": (s[5] + s[6]) / 2,
            "max": s[-1], "mean": mean, "stddev": sd, "n": n, "cov": sd / mean,
            "params": params or {}, "samples": [x if unit == "s" else round(x) for x in samples]}


def cpu_run():
    m = []
    bw = {"L1": (16 * KIB, 253e9), "L2": (256 * KIB, 162e9), "L3": (4 * MIB, 134e9), "DRAM": (1 * GIB, 40.9e9)}
    for level, (ws, v) in bw.items():
        m.append(meas("cpu.bandwidth", "bandwidth", level, "read", v, "B/s", ws, 2))
    m.append(meas("cpu.bandwidth", "bandwidth", "DRAM", "copy", 30.2e9, "B/s", GIB, 2))
    m.append(meas("cpu.bandwidth", "bandwidth", "DRAM", "triad", 31.5e9, "B/s", GIB, 2))
    # working-set sweep (read, 2 threads)
    def bw_at(ws):
        if ws <= 32 * KIB: return 250e9
        if ws <= 512 * KIB: return 160e9
        if ws <= 8 * MIB: return 130e9
        if ws <= 16 * MIB: return 70e9
        return 41e9
    def lvl(ws):
        return "L1" if ws <= 32 * KIB else "L2" if ws <= 512 * KIB else "L3" if ws <= 32 * MIB else "DRAM"
    ws = 4 * KIB
    while ws <= GIB:
        m.append(meas("cpu.bandwidth.sweep", "bandwidth", lvl(ws), "read", bw_at(ws) * rng.uniform(0.97, 1.0), "B/s", ws, 2))
        ws *= 2
    def lat_at(w):
        if w <= 32 * KIB: return 1.3e-9
        if w <= 512 * KIB: return 3.7e-9 + 3e-9 * math.log2(w / (32 * KIB)) / 4
        if w <= 8 * MIB: return 12e-9 + 8e-9 * math.log2(w / (512 * KIB)) / 4
        if w <= 16 * MIB: return 60e-9
        return 110e-9 + 25e-9 * min(1, math.log2(w / (16 * MIB)) / 6)
    w = 1 * KIB
    while w <= GIB:
        m.append(meas("cpu.latency", "latency", lvl(w), "chase", lat_at(w), "s", w, 1, cov=0.01,
                      params={"stride_bytes": 64, "pages": "thp"}))
        w *= 2
    m.append(meas("cpu.overhead", "latency", "SYSCALL", "syscall", 95e-9, "s", 0, 1, cov=0.02))
    m.append(meas("cpu.overhead", "latency", "THREAD", "handoff", 6.7e-6, "s", 0, 2, cov=0.05))
    m.append(meas("cpu.overhead", "latency", "THREAD", "create-join", 34e-6, "s", 0, 1, cov=0.05))
    m.append(meas("cpu.overhead", "latency", "FSYNC", "fsync", 1.8e-3, "s", 4096, 1, cov=0.2))
    m.append(meas("cpu.compute", "throughput", "", "fma", 98e9, "FLOP/s", 0, 2, "fp64"))
    m.append(meas("cpu.compute", "throughput", "", "fma", 187e9, "FLOP/s", 0, 2, "fp32"))
    m.append(meas("cpu.compute", "throughput", "", "dot", 352e9, "OP/s", 0, 2, "int8"))
    return {"uuid": "6f1c2a9e-0000-4000-8000-00000000c0de", "started_at": "2026-11-29T10:00:00Z",
            "finished_at": "2026-11-29T10:06:40Z", "status": "complete", "suite": "standard",
            "notes": "TEST FIXTURE: synthetic figures for the report tests, anchored on REFERENCE-FIGURES.md (2 vCPU Zen 3). Not a measurement.",
            "tags": ["fixture"], "app_version": "0.1.0",
            "host": {"hostname": "fixture-cpu-node", "os": "Debian GNU/Linux 12", "cpu": "AMD EPYC (Zen 3), 2 vCPU", "cores": 2, "memory_bytes": 8 * GIB},
            "device": {"id": "cpu", "name": "AMD EPYC (Zen 3), 2 vCPU", "uuid": "", "driver": "",
                       "l1d_bytes": 32 * KIB, "l2_bytes": 512 * KIB, "l3_bytes": 32 * MIB, "tsc_hz": 2.445e9, "core_clock_hz": 3.1e9},
            "measurements": m}


def gpu_run():
    m = []
    for level, kernel, ws, v in [("SHARED", "read", 48 * KIB, 29.5e12), ("L1", "read", 96 * KIB, 26.0e12),
                                 ("L2", "read", 16 * MIB, 7.95e12), ("HBM", "read", 4 * GIB, 3.05e12),
                                 ("HBM", "copy", 4 * GIB, 2.90e12), ("HBM", "triad", 4 * GIB, 2.93e12),
                                 ("HBM", "write", 4 * GIB, 2.98e12),
                                 ("H2D", "copy", 256 * MIB, 55.1e9), ("D2H", "copy", 256 * MIB, 52.8e9),
                                 ("D2D", "copy", 4 * GIB, 2.88e12)]:
        m.append(meas("cuda.bandwidth", "bandwidth", level, kernel, v, "B/s", ws, 0))
    def bw_at(ws):
        if ws <= 192 * KIB: return 26e12
        if ws <= 24 * MIB: return 7.9e12
        if ws <= 48 * MIB: return 4.4e12
        return 3.05e12
    def lvl(ws):
        return "L1" if ws <= 192 * KIB else "L2" if ws <= 48 * MIB else "HBM"
    ws = 16 * KIB
    while ws <= 4 * GIB:
        m.append(meas("cuda.bandwidth.sweep", "bandwidth", lvl(ws), "read", bw_at(ws) * rng.uniform(0.97, 1.0), "B/s", ws, 0))
        ws *= 2
    def lat_at(w):
        if w <= 192 * KIB: return 19.2e-9
        if w <= 24 * MIB: return 120e-9
        if w <= 48 * MIB: return 205e-9
        return 420e-9 + 60e-9 * min(1, math.log2(w / (64 * MIB)) / 6)
    w = 4 * KIB
    while w <= 2 * GIB:
        m.append(meas("cuda.latency", "latency", lvl(w), "chase", lat_at(w), "s", w, 1, cov=0.01,
                      params={"stride_bytes": 128, "clock_hz": 1.98e9}))
        w *= 2
    m.append(meas("cuda.launch", "latency", "LAUNCH", "launch-sync", 6.4e-6, "s", 0, 1, cov=0.03))
    m.append(meas("cuda.launch", "latency", "LAUNCH", "launch-b2b", 2.4e-6, "s", 0, 1, cov=0.03))
    m.append(meas("cuda.launch", "latency", "LAUNCH", "enqueue", 2.7e-6, "s", 0, 1, cov=0.03))
    m.append(meas("cuda.launch", "latency", "LAUNCH", "graph-node", 1.3e-6, "s", 0, 1, cov=0.03))
    for fmt, v, unit in [("fp64", 31.0e12, "FLOP/s"), ("fp32", 51.9e12, "FLOP/s"), ("tf32", 402e12, "FLOP/s"),
                         ("fp16", 760e12, "FLOP/s"), ("bf16", 794.5e12, "FLOP/s"), ("fp8", 1402.6e12, "FLOP/s"),
                         ("int8", 1305e12, "OP/s")]:
        m.append(meas("cuda.gemm", "throughput", "", "gemm", v, unit, 0, 0, fmt, cov=0.006,
                      params={"m": 8192, "n": 8192, "k": 8192}))
    return {"uuid": "6f1c2a9e-0000-4000-8000-00000000a100", "started_at": "2026-11-28T14:30:00Z",
            "finished_at": "2026-11-28T14:52:10Z", "status": "complete", "suite": "standard",
            "notes": "TEST FIXTURE: synthetic figures for the report tests, anchored on published H100 SXM results (REFERENCE-FIGURES.md). Not a measurement.",
            "tags": ["fixture", "gpu"], "app_version": "0.1.0",
            "host": {"hostname": "fixture-gpu-node", "os": "Ubuntu 24.04", "cpu": "Intel Xeon Platinum 8480+", "cores": 112, "memory_bytes": 2048 * GIB},
            "device": {"id": "cuda:0", "name": "NVIDIA H100 80GB HBM3", "uuid": "GPU-00000000-fixture", "driver": "580.65",
                       "runtime": "13.0", "sm_count": 132, "clock_hz": 1.98e9, "memory_bytes": 80e9, "ecc": True, "pcie": "Gen5 x16"},
            "measurements": m}


def bundle(run):
    return {"format": "roofline-lab-runs", "version": 1, "app_version": "0.1.0", "runs": [run]}


for name, run in [("cpu-run.json", cpu_run()), ("h100-run.json", gpu_run())]:
    with open(name, "w") as f:
        json.dump(bundle(run), f, indent=1)
        f.write("\n")
