#!/bin/sh
# SPDX-License-Identifier: MIT
# CTest wrapper of compare-torch.py (label benchmark): skipped (77) unless ROOFLINE_TORCH_PYTHON
# names a Python with torch and transformers (README.md). About 10 minutes and 14 GB of memory.
[ -n "$ROOFLINE_TORCH_PYTHON" ] && "$ROOFLINE_TORCH_PYTHON" -c "import torch, transformers" 2>/dev/null || {
    echo "ROOFLINE_TORCH_PYTHON is not set to a Python with torch and transformers: skipped"; exit 77; }
exec "$ROOFLINE_TORCH_PYTHON" "$(dirname "$0")/compare-torch.py" --roofline "$1" --kernels \
    --cache static --work "${ROOFLINE_LLM_WORK:-/tmp}"
