#!/bin/sh
# SPDX-License-Identifier: MIT
# CTest wrapper of compare-openvino.py (label benchmark): skipped (77) unless
# ROOFLINE_OPENVINO_PYTHON names a Python with openvino and torch (torch for the DRAM read the
# pairs are checked against; README.md). About 10 minutes and 9 GB of memory.
[ -n "$ROOFLINE_OPENVINO_PYTHON" ] && "$ROOFLINE_OPENVINO_PYTHON" -c "import openvino, torch" 2>/dev/null || {
    echo "ROOFLINE_OPENVINO_PYTHON is not set to a Python with openvino and torch: skipped"; exit 77; }
exec "$ROOFLINE_OPENVINO_PYTHON" "$(dirname "$0")/compare-openvino.py" --roofline "$1" \
    --work "${ROOFLINE_LLM_WORK:-/tmp}"
