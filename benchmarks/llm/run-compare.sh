#!/bin/sh
# SPDX-License-Identifier: MIT
# CTest wrapper of compare-llamacpp.py (label benchmark): skipped (77) unless llama.cpp is built
# beside the project and named by ROOFLINE_LLAMA_BIN (its build/bin folder), with
# ROOFLINE_LLM_WORK a folder for the GGUF files (~12 GB) and ROOFLINE_LLM_PYTHON a Python with
# the `gguf` package (README.md).
[ -n "$ROOFLINE_LLAMA_BIN" ] && [ -x "$ROOFLINE_LLAMA_BIN/llama-bench" ] || {
    echo "ROOFLINE_LLAMA_BIN is not set to llama.cpp's build/bin: skipped"; exit 77; }
exec python3 "$(dirname "$0")/compare-llamacpp.py" --roofline "$1" \
    --llama-bin "$ROOFLINE_LLAMA_BIN" --work "${ROOFLINE_LLM_WORK:-/tmp/roofline-llm}" \
    --python "${ROOFLINE_LLM_PYTHON:-python3}"
