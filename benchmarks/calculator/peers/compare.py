#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Roofline Lab's `roofline model` side by side with two public analytic LLM-inference models,
GenZ (github.com/abhibambhaniya/GenZ-LLM-Analyzer) and llm-analysis (github.com/cli99/llm-analysis),
on the cases of docs/model/peers.md.

Nothing of the peers is part of this repository. Fetch them and give their checkouts:

    python3 -m venv /tmp/peers-venv && . /tmp/peers-venv/bin/activate
    pip install numpy pandas fire tqdm seaborn matplotlib plotly paretoset ipython
    python3 compare.py --roofline build/bin/roofline --genz PATH/TO/GenZ-LLM-Analyzer \
        --llm-analysis PATH/TO/llm-analysis --out results.json

Every tool gets the same hardware numbers (an H100 SXM5: 3.35 TB/s, 989.4 dense BF16 TFLOP/s,
fp8/int8 at twice that; an H200: 4.8 TB/s; NVLink 4 at 450 GB/s per direction) and the same
architecture (read from resources/catalog/models.json), efficiencies 1, and no kernel-launch
cost (neither peer models one). GenZ counts bandwidth in binary GB/s, so it is given
bytes/s ÷ 2^30; llm-analysis in decimal GB/s. Capacity is set far above need so that every
peer times every case (the fit is compared separately in peers.md). Peer step times are sums
over their operators of max(compute, memory): they are compared with our grouped step time
(`grouped.step_time_s`), and our overlapped bound is listed beside it.
"""
import argparse
import contextlib
import io
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))

GPUS = {
    # id: bandwidth B/s, bf16 FLOP/s, fp8/int8 FLOP/s, capacity B, link B/s per direction
    "h100-sxm": (3.35e12, 989.4e12, 1978.9e12, 80e9, 450e9),
    "h200-sxm": (4.8e12, 989.4e12, 1978.9e12, 141e9, 450e9),
    "a100-sxm4-80gb": (2.039e12, 312e12, 624e12, 80e9, 300e9),
}

# (name, model, gpu, phase, batch, context, weights, kv, tp[, extra `roofline model` flags])
CASES = [
    ("llama-3-8b decode b1 c0 (seed)", "llama-3-8b", "h100-sxm", "decode", 1, 0, None, None, 1),
    ("llama-3-8b decode b1 c8000", "llama-3-8b", "h100-sxm", "decode", 1, 8000, None, None, 1),
    ("llama-3-8b decode b16 c4096", "llama-3-8b", "h100-sxm", "decode", 16, 4096, None, None, 1),
    ("llama-3-8b decode b64 c2048", "llama-3-8b", "h100-sxm", "decode", 64, 2048, None, None, 1),
    ("llama-3-8b decode b512 c1024 (grouped)", "llama-3-8b", "h100-sxm", "decode", 512, 1024, None, None, 1),
    ("llama-3-70b decode b1 c1024 H200", "llama-3-70b", "h200-sxm", "decode", 1, 1024, None, None, 1),
    ("llama-3-70b decode b256 c1024 H200 (grouped)", "llama-3-70b", "h200-sxm", "decode", 256, 1024, None, None, 1),
    ("llama-3-70b decode b32 c4096 TP8", "llama-3-70b", "h100-sxm", "decode", 32, 4096, None, None, 8),
    ("llama-3-70b decode b1 c1024 TP8", "llama-3-70b", "h100-sxm", "decode", 1, 1024, None, None, 8),
    ("llama-3-70b decode b1 c1024 TP8, 5 us per all-reduce", "llama-3-70b", "h100-sxm", "decode", 1, 1024, None, None, 8, ["--link-latency", "5e-6"]),
    ("llama-3.1-70b fp8 decode b32 c8192 (bf16 KV)", "llama-3.1-70b", "h100-sxm", "decode", 32, 8192, "fp8", None, 1),
    ("llama-3.1-70b fp8 decode b32 c8192 fp8 KV", "llama-3.1-70b", "h100-sxm", "decode", 32, 8192, "fp8", "fp8", 1),
    ("qwen2.5-7b int4 decode b1 c1024 (bf16 lm_head)", "qwen2.5-7b", "h100-sxm", "decode", 1, 1024, "int4", None, 1),
    ("qwen2.5-7b decode b8 c4096", "qwen2.5-7b", "h100-sxm", "decode", 8, 4096, None, None, 1),
    ("mistral-7b decode b16 c32000 (window 4096)", "mistral-7b", "h100-sxm", "decode", 16, 32000, None, None, 1),
    ("mistral-7b decode b1 c16000 (window 4096)", "mistral-7b", "h100-sxm", "decode", 1, 16000, None, None, 1),
    ("gemma-2-9b decode b8 c8000 (local/global)", "gemma-2-9b", "h100-sxm", "decode", 8, 8000, None, None, 1),
    ("gemma-3-27b decode b4 c32768 H200 (5:1)", "gemma-3-27b", "h200-sxm", "decode", 4, 32768, None, None, 1),
    ("mixtral-8x7b decode b1 c1024", "mixtral-8x7b", "h100-sxm", "decode", 1, 1024, None, None, 1),
    ("mixtral-8x7b decode b32 c2048 H200", "mixtral-8x7b", "h200-sxm", "decode", 32, 2048, None, None, 1),
    ("mixtral-8x22b decode b8 c4096 TP8", "mixtral-8x22b", "h100-sxm", "decode", 8, 4096, None, None, 8),
    ("qwen3-30b-a3b decode b16 c4096", "qwen3-30b-a3b", "h100-sxm", "decode", 16, 4096, None, None, 1),
    ("qwen3-235b-a22b decode b32 c4096 TP8 H200", "qwen3-235b-a22b", "h200-sxm", "decode", 32, 4096, None, None, 8),
    ("deepseek-v3 fp8 decode b32 c4096 TP8 H200 (MLA)", "deepseek-v3", "h200-sxm", "decode", 32, 4096, None, None, 8),
    ("deepseek-v3 fp8 decode b1 c32768 TP8 H200 (MLA)", "deepseek-v3", "h200-sxm", "decode", 1, 32768, None, None, 8),
    ("gpt-oss-120b decode b8 c8192 (MXFP4, window 128)", "gpt-oss-120b", "h100-sxm", "decode", 8, 8192, None, None, 1),
    ("gpt-oss-20b decode b1 c4096", "gpt-oss-20b", "h100-sxm", "decode", 1, 4096, None, None, 1),
    ("llama-3.1-405b fp8 decode b16 c8192 TP8", "llama-3.1-405b", "h100-sxm", "decode", 16, 8192, "fp8", None, 8),
    ("phi-3-mini decode b32 c2000 A100 (window 2047)", "phi-3-mini", "a100-sxm4-80gb", "decode", 32, 2000, None, None, 1),
    ("llama-3.2-1b decode b1 c1024 (tied)", "llama-3.2-1b", "h100-sxm", "decode", 1, 1024, None, None, 1),
    ("llama-3.2-3b decode b64 c4096", "llama-3.2-3b", "h100-sxm", "decode", 64, 4096, None, None, 1),
    ("llama-3-8b prefill 8000 (seed)", "llama-3-8b", "h100-sxm", "prefill", 1, 8000, None, None, 1),
    ("llama-3-8b prefill b4 x 2048", "llama-3-8b", "h100-sxm", "prefill", 4, 2048, None, None, 1),
    ("llama-3-70b prefill 4096 TP8", "llama-3-70b", "h100-sxm", "prefill", 1, 4096, None, None, 8),
    ("mistral-7b prefill 16000 (window 4096)", "mistral-7b", "h100-sxm", "prefill", 1, 16000, None, None, 1),
    ("mixtral-8x7b prefill 4096", "mixtral-8x7b", "h100-sxm", "prefill", 1, 4096, None, None, 1),
    ("qwen2.5-72b prefill 2048 TP4", "qwen2.5-72b", "h100-sxm", "prefill", 1, 2048, None, None, 4),
    ("gemma-2-9b prefill 8000", "gemma-2-9b", "h100-sxm", "prefill", 1, 8000, None, None, 1),
    ("deepseek-v3 fp8 prefill 4096 TP8 H200", "deepseek-v3", "h200-sxm", "prefill", 1, 4096, None, None, 8),
]


def catalog_models():
    with open(os.path.join(ROOT, "resources", "catalog", "models.json")) as f:
        return {m["id"]: m for m in json.load(f)["models"]}


def weights_of(model, weights):
    """The linear layers' format the case runs (the checkpoint's own when none is given)."""
    return weights or model.get("mlp_format") or "bf16"


def ours(roofline, case):
    name, model, gpu, phase, batch, context, weights, kv, tp = case[:9]
    args = [roofline, "--json", "model", "--model", model, "--gpu", gpu, "--phase", phase,
            "--batch", str(batch), "--context", str(context), "--launch-overhead", "0",
            "--memory", "1e15"]
    if weights:
        args += ["--weights", weights]
    if kv:
        args += ["--kv", kv]
    if tp > 1:
        args += ["--tp", str(tp)]
    args += case[9] if len(case) > 9 else []
    out = subprocess.run(args, capture_output=True, text=True, env=dict(os.environ, ROOFLINE_DB="/tmp/roofline-peers.sqlite"))
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    o = json.loads(out.stdout)
    return {"overlapped_s": o["step_time_s"], "grouped_s": o["grouped"]["step_time_s"],
            "bytes": o["bytes"], "flops": o["flops"], "kv_bytes": o["kv_cache_bytes"],
            "weight_bytes": o["weight_bytes"], "link_s": o["link_time_s"]}


def genz_model(m, genz):
    sys.path.insert(0, genz)
    from GenZ.Models import ModelConfig
    experts = m["experts"] or 1
    kw = dict(model=m["id"], vocab_size=m["vocab"], hidden_size=m["d_model"],
              intermediate_size=m.get("dense_ffn") if m.get("dense_layers") else m["ffn"],
              num_decoder_layers=m["layers"], num_attention_heads=m["heads"],
              num_key_value_heads=m["kv_heads"], head_dim=m["head_dim"], num_ffi=2,
              max_model_len=10**7)
    if m["experts"]:
        kw.update(num_experts=experts, expert_top_k=m["active_experts"],
                  moe_intermediate_size=m["ffn"])
        if m.get("shared_expert_ffn"):
            kw.update(n_shared_experts=max(1, m["shared_expert_ffn"] // m["ffn"]),
                      shared_expert_intermediate_size=m["shared_expert_ffn"])
        if m.get("dense_layers"):
            kw.update(first_k_dense_replace=m["dense_layers"], ffn_implementation="deepseek",
                      moe_layer_freq=1)
        else:
            kw.update(intermediate_size=m["ffn"])
    return ModelConfig(**kw)


GENZ_BITS = {"bf16": "bf16", "fp16": "bf16", "fp8": "fp8", "int8": "int8", "int4": "int4",
             "mxfp4": "fp4", "fp4": "fp4"}


def genz(genz_dir, m, case):
    name, model, gpu, phase, batch, context, weights, kv, tp = case[:9]
    sys.path.insert(0, genz_dir)
    from GenZ import decode_moddeling, prefill_moddeling
    bw, bf16, fp8, cap, link = GPUS[gpu]
    bits = GENZ_BITS[weights_of(m, weights)]
    system = {"Flops": bf16 / 1e12, "Memory_size": 1e6, "Memory_BW": bw / 2**30,
              "ICN": link / 2**30, "ICN_LL": 0, "real_values": True}
    with contextlib.redirect_stdout(io.StringIO()):
        if phase == "decode":
            r = decode_moddeling(model=genz_model(m, genz_dir), batch_size=batch,
                                 input_tokens=max(context, 1), output_tokens=1, Bb=1,
                                 system_name=system, bits=bits, tensor_parallel=tp)
        else:
            r = prefill_moddeling(model=genz_model(m, genz_dir), batch_size=batch,
                                  input_tokens=context, system_name=system, bits=bits,
                                  tensor_parallel=tp)
    return r["Latency"] / 1e3


LLMA_BITS = {"bf16": 16, "fp16": 16, "fp8": 8, "int8": 8, "int4": 4, "mxfp4": 4, "fp4": 4}


def llm_analysis(llma_dir, m, case):
    name, model, gpu, phase, batch, context, weights, kv, tp = case[:9]
    sys.path.insert(0, llma_dir)
    import logging
    logging.disable(logging.CRITICAL)
    from llm_analysis.analysis import LLMAnalysis
    from llm_analysis.config import DtypeConfig, GPUConfig, ModelConfig, ParallelismConfig
    bw, bf16, fp8, cap, link = GPUS[gpu]
    mc = ModelConfig(name=m["id"], num_layers=m["layers"], n_head=m["heads"],
                     hidden_dim=m["d_model"], vocab_size=m["vocab"],
                     num_key_value_heads=m["kv_heads"], ffn_embed_dim=m["ffn"],
                     moe_num_experts=m["experts"] or 1, moe_top_k=m["active_experts"] or 1,
                     mlp_gated_linear_units=True)
    gc = GPUConfig(name=gpu, mem_per_GPU_in_GB=1e6, hbm_bandwidth_in_GB_per_sec=bw / 1e9,
                   intra_node_bandwidth_in_GB_per_sec=link / 1e9, intra_node_min_message_latency=0,
                   peak_fp16_TFLOPS=bf16 / 1e12, peak_i8_TFLOPS=fp8 / 1e12,
                   peak_i4_TFLOPS=2 * fp8 / 1e12)
    wbits = LLMA_BITS[weights_of(m, weights)]
    dc = DtypeConfig(name="case", weight_bits=wbits, activation_bits=16, embedding_bits=16)
    a = LLMAnalysis(mc, gc, dc, ParallelismConfig(tp_size=tp), flops_efficiency=1,
                    hbm_memory_efficiency=1)
    kv_bytes = 1 if kv == "fp8" else 2
    with contextlib.redirect_stdout(io.StringIO()):
        r = a.inference(batch_size_per_gpu=batch, seq_len=max(context, 1),
                        num_tokens_to_generate=1, kv_cache_dtype_bytes=kv_bytes,
                        layernorm_dtype_bytes=2)
    return r["decode_latency"] if phase == "decode" else r["prefill_latency"]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--roofline", default=os.path.join(ROOT, "build", "bin", "roofline"))
    p.add_argument("--genz", required=True)
    p.add_argument("--llm-analysis", required=True)
    p.add_argument("--out", default="peers-results.json")
    p.add_argument("--markdown", help="also write the table of docs/model/peers.md here")
    a = p.parse_args()
    models = catalog_models()
    rows = []
    for case in CASES:
        m = models[case[1]]
        row = {"case": case[0], "ours": ours(a.roofline, case)}
        for tool, fn, where in (("genz", genz, a.genz), ("llm_analysis", llm_analysis, a.llm_analysis)):
            try:
                row[tool] = fn(where, m, case)
            except Exception as e:  # a peer that cannot run a case says why
                row[tool] = None
                row[tool + "_error"] = f"{type(e).__name__}: {e}"[:200]
        rows.append(row)
        g = row["ours"]["grouped_s"]
        def rel(x):
            return "   n/a " if x is None else f"{100 * (x / g - 1):+7.1f}%"
        print(f"{case[0]:52s} ours {1e3*row['ours']['overlapped_s']:9.3f} / {1e3*g:9.3f} ms  "
              f"GenZ {rel(row['genz'])}  llm-analysis {rel(row['llm_analysis'])}")
    with open(a.out, "w") as f:
        json.dump(rows, f, indent=1)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write("| # | Case | Ours, overlapped | Ours, grouped | GenZ | vs grouped | llm-analysis | vs grouped |\n")
            f.write("|---|---|---:|---:|---:|---:|---:|---:|\n")
            for i, r in enumerate(rows, 1):
                g = r["ours"]["grouped_s"]
                def cell(x):
                    return ("n/a", "n/a") if x is None else (f"{1e3 * x:.3f} ms", f"{100 * (x / g - 1):+.1f} %")
                gz, gzr = cell(r["genz"])
                la, lar = cell(r["llm_analysis"])
                f.write(f"| {i} | {r['case']} | {1e3 * r['ours']['overlapped_s']:.3f} ms | {1e3 * g:.3f} ms | "
                        f"{gz} | {gzr} | {la} | {lar} |\n")


if __name__ == "__main__":
    main()
