#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cpu.llm's measured LLM step beside llama.cpp running a model of the same shapes (issue 19).

Both run Llama-3-8B shapes (d_model 4096, 32 heads / 8 KV heads, ffn 14336, vocab 128256) with
random weights -- timing depends on shapes, not values -- at decode batch 1 and 8, context
1024, in fp32 and bf16. fp32 Llama-3-8B needs 32 GB, so both use the same reduced model:
--layers layers of the real per-layer shapes plus the real lm_head; the step is compared per
step of that model, and per layer + lm_head from cpu.llm's kernel figures.

llama.cpp: llama-bench tg at depth 1024 (batch 1), llama-batched-bench with 8 parallel
sequences after a shared 1024-token prompt (batch 8). Build it beside the project, never inside
it (README.md in this folder). Run on an idle machine, at normal priority.
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


def run(cmd, **kw):
    print("+", " ".join(cmd), file=sys.stderr, flush=True)
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


def llama_tg(bench, model, ctype, threads, depth, reps):
    out = run([bench, "-m", model, "-t", str(threads), "-p", "0", "-n", "32", "-d", str(depth),
               "-r", str(reps), "-ctk", ctype, "-ctv", ctype, "-o", "json"])
    rows = json.loads(out)
    return 1.0 / rows[0]["avg_ts"], rows[0]["stddev_ts"] / rows[0]["avg_ts"]


def llama_batched(bench, model, ctype, threads, depth, batch):
    # The KV cache holds B x (prompt + generated) cells, the shared prompt copied per sequence.
    out = run([bench, "-m", model, "-t", str(threads), "-c", str(batch * (depth + 32) + 64),
               "-npp", str(depth), "-ntg", "32", "-npl", str(batch), "-pps", "-ctk", ctype,
               "-ctv", ctype])
    # | PP | TG | B | N_KV | T_PP s | S_PP t/s | T_TG s | S_TG t/s | T s | S t/s |
    for line in out.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 8 and cells[2] == str(batch) and re.match(r"^[0-9.]+$", cells[7]):
            return batch / float(cells[7])
    raise RuntimeError("no batched-bench row in:\n" + out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--roofline", default=os.path.join(REPO, "build", "bin", "roofline"))
    ap.add_argument("--llama-bin", required=True, help="llama.cpp's build/bin folder")
    ap.add_argument("--work", required=True, help="folder for the GGUF files (several GB)")
    ap.add_argument("--python", default=sys.executable, help="a Python with gguf and numpy")
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--context", type=int, default=1024)
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--suite", default="standard")
    ap.add_argument("--rounds", type=int, default=3,
                    help="alternate the two engines this many times (this VM's DRAM bandwidth "
                         "switches between modes within minutes); the medians are compared")
    ap.add_argument("--ggml-bench", default="",
                    help="ggml-matmul-bench (built with -DROOFLINE_LLAMA_CPP_DIR=…): llama.cpp's "
                         "own GEMM kernels at the same shapes and threads, each round, for the "
                         "per-kernel table")
    ap.add_argument("--ggml-seconds", type=float, default=3.0)
    ap.add_argument("--kernels-only", action="store_true",
                    help="with --ggml-bench: only the per-kernel comparison, no llama.cpp step")
    a = ap.parse_args()

    config = json.load(open(os.path.join(REPO, "tests", "data", "hf-configs", "llama-3.1-8b.json")))
    config["num_hidden_layers"] = a.layers
    cfg_path = os.path.join(a.work, f"llama-3-8b-{a.layers}l.config.json")
    json.dump(config, open(cfg_path, "w"))

    cases = [(fmt, gtype, ctype, batch)
             # llama-bench takes no f32 KV cache: the fp32 model runs with an f16 cache (cpu.llm:
             # fp32), 4 MB instead of 8 MB per layer and sequence at context 1024 beside 0.87 GB
             # of weights.
             for fmt, gtype, ctype in (("fp32", "f32", "f16"), ("bf16", "bf16", "bf16"))
             for batch in (1, 8)]
    for fmt, gtype, _, _ in cases:
        model = os.path.join(a.work, f"llama3-8b-{a.layers}l-{gtype}.gguf")
        if not os.path.exists(model):
            run([a.python, os.path.join(HERE, "make_gguf.py"), model, "--type", gtype,
                 "--layers", str(a.layers)])
    mine_t, mine_all, ref_t, ggml = {}, {}, {}, {}
    steps, kernels, ceilings = {}, {}, {}
    for rnd in range(a.rounds):
        ours = json.loads(run([a.roofline, "--json", "probe", "--no-save", "--only", "cpu.llm",
                               "--suite", a.suite, "--llm-config", cfg_path, "--llm-formats",
                               "fp32,bf16", "--llm-batches", "1,8", "--llm-context",
                               str(a.context)]))
        runs = ours if isinstance(ours, list) else ours.get("runs", [ours])
        for r in runs:
            for m in r["measurements"]:
                p = m["params"]
                if m["metric"] == "llm_step":
                    steps.setdefault(p["case"], []).append(m)
                    mine_t.setdefault(p["case"], []).append(m["value"])
                    mine_all.setdefault(p["case"], []).append(
                        p.get("all_calls_step_seconds", m["value"]))
                elif m["metric"] == "llm_kernel":
                    kernels.setdefault((rnd, p["case"]), []).append(m)
                elif m["metric"] == "llm_ceiling":
                    ceilings[(m["kernel"], m["format"])] = m["value"]
        for fmt, gtype, ctype, batch in cases:
            if a.ggml_bench:
                out = run([a.ggml_bench, "--type", gtype, "--batch", str(batch), "--threads",
                           str(a.threads), "--min-seconds", str(a.ggml_seconds)])
                for line in out.splitlines():
                    k = json.loads(line)
                    ggml.setdefault((f"decode/{fmt}/b{batch}", k["kernel"]), []).append(k)
            if a.kernels_only:
                continue
            model = os.path.join(a.work, f"llama3-8b-{a.layers}l-{gtype}.gguf")
            if batch == 1:
                ref, _ = llama_tg(os.path.join(a.llama_bin, "llama-bench"), model, ctype,
                                  a.threads, a.context, 1)
            else:
                ref = llama_batched(os.path.join(a.llama_bin, "llama-batched-bench"), model,
                                    ctype, a.threads, a.context, batch)
            ref_t.setdefault(f"decode/{fmt}/b{batch}", []).append(ref)

    def med(v):
        v = sorted(v)
        return v[len(v) // 2] if len(v) % 2 else 0.5 * (v[len(v) // 2 - 1] + v[len(v) // 2])

    rows = []
    for fmt, _, _, batch in cases:
        case = f"decode/{fmt}/b{batch}"
        if case not in ref_t:
            print(f"\n{case}: cpu.llm {med(mine_t[case]) * 1e3:.1f} ms/step (rounds: "
                  + ", ".join(f"{x * 1e3:.0f}" for x in mine_t[case]) + ")")
            continue
        mine, ref = med(mine_t[case]), med(ref_t[case])
        rows.append((case, mine, ref, mine / ref - 1, 0))
        print(f"\n{case}: cpu.llm {mine * 1e3:.1f} ms/step (rounds: "
              + ", ".join(f"{x * 1e3:.0f}" for x in mine_t[case]) + f"), llama.cpp {ref * 1e3:.1f}"
              " ms/step (rounds: " + ", ".join(f"{x * 1e3:.0f}" for x in ref_t[case])
              + f") ({100 * (mine / ref - 1):+.0f} %)")
        print(f"  cpu.llm keeping the preempted calls too (as llama-bench's mean does): "
              f"{med(mine_all[case]) * 1e3:.1f} ms/step (rounds: "
              + ", ".join(f"{x * 1e3:.0f}" for x in mine_all[case]) + ")")
        last = steps[case][-1]["params"]
        print(f"  last round: DRAM read before the case {last.get('dram_read_now', 0) / 1e9:.1f} GB/s,"
              f" ceiling {last.get('dram_bandwidth', 0) / 1e9:.1f} GB/s")
        for k in kernels.get((a.rounds - 1, case), []):
            p = k["params"]
            print(f"  {k['kernel']:<22} {k['value'] * 1e3:8.3f} ms x {p['calls_per_step']:5.1f}"
                  f" = {p['seconds_per_step'] * 1e3:7.2f} ms  {p['bound']:<7}"
                  f" {p['bytes_per_second'] / 1e9:6.1f} GB/s {p['flops_per_second'] / 1e9:7.1f} GFLOP/s"
                  f" eff {100 * p.get('efficiency', 0):4.0f} %")
    if ggml:
        # Per kernel, each engine's median over the rounds (the per-round medians' median):
        # cpu.llm's oneDNN call time and GB/s beside ggml's at the same shape and threads, and
        # the DRAM read cpu.llm measured just before each case.
        print("\n| case | kernel | cpu.llm ms | cpu.llm GB/s | ggml ms | ggml GB/s (CoV) "
              "| ggml / cpu.llm time | DRAM read before the case, GB/s (rounds) |")
        print("|---|---|---:|---:|---:|---:|---:|---:|")
        gemm_o, gemm_g = {}, {}
        for fmt, _, _, batch in cases:
            case = f"decode/{fmt}/b{batch}"
            reads = [st["params"].get("dram_read_now", 0) / 1e9 for st in steps[case]]
            for rnd_k in sorted({k["kernel"] for r in range(a.rounds)
                                 for k in kernels.get((r, case), [])}):
                ours = [k for r in range(a.rounds) for k in kernels.get((r, case), [])
                        if k["kernel"] == rnd_k]
                theirs = ggml.get((case, rnd_k), [])
                if not ours or not theirs:
                    continue
                t_o = med([k["value"] for k in ours])
                b_o = med([k["params"]["bytes_per_second"] for k in ours])
                t_g = med([k["median_seconds"] for k in theirs])
                b_g = med([k["bytes_per_second"] for k in theirs])
                cov = med([k["cov"] for k in theirs])
                cps = ours[-1]["params"]["calls_per_step"]
                gemm_o[case] = gemm_o.get(case, 0) + t_o * cps
                gemm_g[case] = gemm_g.get(case, 0) + t_g * cps
                print(f"| {case} | {rnd_k} | {t_o * 1e3:.3f} | {b_o / 1e9:.1f} | {t_g * 1e3:.3f} "
                      f"| {b_g / 1e9:.1f} ({100 * cov:.0f} %) | {t_g / t_o:.2f} | "
                      + ", ".join(f"{x:.1f}" for x in reads) + " |")
        print("\n| case | GEMMs per step: cpu.llm | ggml | llama.cpp step | llama.cpp step − "
              "ggml GEMMs (attention, norms, rope, graph) |")
        print("|---|---:|---:|---:|---:|")
        for fmt, _, _, batch in cases:
            case = f"decode/{fmt}/b{batch}"
            if case in gemm_g and case in ref_t:
                ref = med(ref_t[case])
                print(f"| {case} | {gemm_o[case] * 1e3:.1f} ms | {gemm_g[case] * 1e3:.1f} ms | "
                      f"{ref * 1e3:.1f} ms | {(ref - gemm_g[case]) * 1e3:.1f} ms |")
    print("\nceilings of the cpu.llm run:", {f"{k}/{f}": f"{v:.3g}" for (k, f), v in ceilings.items()})
    print("\n| case | cpu.llm step | llama.cpp step | difference |")
    print("|---|---:|---:|---:|")
    worst = 0.0
    for case, mine, ref, diff, _ in rows:
        print(f"| {case} | {mine * 1e3:.1f} ms | {ref * 1e3:.1f} ms | {100 * diff:+.0f} % |")
        worst = max(worst, abs(diff))
    print(f"\nlargest difference {100 * worst:.0f} % (goal: within 20 %)")
    return 0 if a.kernels_only or worst <= 0.20 else 1


if __name__ == "__main__":
    sys.exit(main())
