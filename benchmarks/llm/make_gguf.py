#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A random-weights GGUF with the shapes of a Llama model (default Llama-3-8B), for timing only.

Timing of a GEMV/GEMM or of attention depends on the shapes, not the values, so random weights
run exactly as long as trained ones. fp32 Llama-3-8B needs 32 GB; --layers keeps the per-layer
shapes and the lm_head but fewer layers, and the comparison is made per layer + lm_head.

Needs the `gguf` package (PyPI, or llama.cpp's gguf-py) and numpy.
"""
import argparse

import numpy as np
import gguf


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--type", choices=["f32", "bf16"], default="bf16")
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--d-model", type=int, default=4096)
    ap.add_argument("--heads", type=int, default=32)
    ap.add_argument("--kv-heads", type=int, default=8)
    ap.add_argument("--ffn", type=int, default=14336)
    ap.add_argument("--vocab", type=int, default=128256)
    ap.add_argument("--context", type=int, default=8192)
    a = ap.parse_args()

    w = gguf.GGUFWriter(a.out, "llama")
    w.add_name("random-llama")
    w.add_context_length(a.context)
    w.add_embedding_length(a.d_model)
    w.add_block_count(a.layers)
    w.add_feed_forward_length(a.ffn)
    w.add_head_count(a.heads)
    w.add_head_count_kv(a.kv_heads)
    w.add_rope_freq_base(500000.0)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_rope_dimension_count(a.d_model // a.heads)
    w.add_vocab_size(a.vocab)
    w.add_file_type(gguf.LlamaFileType.MOSTLY_BF16 if a.type == "bf16" else gguf.LlamaFileType.ALL_F32)
    # A SentencePiece-style vocabulary of placeholder tokens (llama-bench draws random ids).
    w.add_tokenizer_model("llama")
    w.add_token_list([f"<t{i}>".encode() for i in range(a.vocab)])
    w.add_token_scores([0.0] * a.vocab)
    types = [gguf.TokenType.NORMAL] * a.vocab
    types[0] = gguf.TokenType.UNKNOWN
    types[1] = gguf.TokenType.CONTROL
    types[2] = gguf.TokenType.CONTROL
    w.add_token_types(types)
    w.add_bos_token_id(1)
    w.add_eos_token_id(2)
    w.add_unk_token_id(0)

    rng = np.random.default_rng(1)

    def tensor(name, shape):
        data = (rng.standard_normal(shape, dtype=np.float32) * 0.02).astype(np.float32)
        if a.type == "bf16" and len(shape) == 2:
            q = gguf.quants.quantize(data, gguf.GGMLQuantizationType.BF16)
            w.add_tensor(name, q, raw_dtype=gguf.GGMLQuantizationType.BF16)
        else:
            w.add_tensor(name, data)

    d, kv = a.d_model, a.d_model // a.heads * a.kv_heads
    tensor("token_embd.weight", (a.vocab, d))
    tensor("output_norm.weight", (d,))
    tensor("output.weight", (a.vocab, d))
    for i in range(a.layers):
        p = f"blk.{i}."
        tensor(p + "attn_norm.weight", (d,))
        tensor(p + "attn_q.weight", (d, d))
        tensor(p + "attn_k.weight", (kv, d))
        tensor(p + "attn_v.weight", (kv, d))
        tensor(p + "attn_output.weight", (d, d))
        tensor(p + "ffn_norm.weight", (d,))
        tensor(p + "ffn_gate.weight", (a.ffn, d))
        tensor(p + "ffn_up.weight", (a.ffn, d))
        tensor(p + "ffn_down.weight", (d, a.ffn))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


if __name__ == "__main__":
    main()
