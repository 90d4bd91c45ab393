// SPDX-License-Identifier: MIT
#pragma once

// Test hooks in the measurement kernels (MemoryKernels.cu, ComputeKernels.cu, LlmAttention.cu):
// every global load and store, every counted FMA/MMA and the final values of the register
// loops. They compile to nothing in the engine (and so leave the machine code tst_cudasass
// reads untouched); the simulated-GPU tests (tests/cuda/sim, label cudasim) define
// ROOFLINE_KERNEL_TRACE and the functions below before they include a kernel file, and so
// count from execution the bytes, trips and operations the probes report (issue 29).
#if defined(ROOFLINE_KERNEL_TRACE)
#define ROOFLINE_TRACE_LOAD(p, bytes) ::roofline_trace::load((p), (bytes))
#define ROOFLINE_TRACE_STORE(p, bytes) ::roofline_trace::store((p), (bytes))
#define ROOFLINE_TRACE_SHARED_LOAD(offset, bytes) ::roofline_trace::sharedLoad((offset), (bytes))
#define ROOFLINE_TRACE_OPS(n) ::roofline_trace::ops(n)
#define ROOFLINE_TRACE_VALUES(x, n) ::roofline_trace::values((x), (n))
#else
#define ROOFLINE_TRACE_LOAD(p, bytes) ((void)0)
#define ROOFLINE_TRACE_STORE(p, bytes) ((void)0)
#define ROOFLINE_TRACE_SHARED_LOAD(offset, bytes) ((void)0)
#define ROOFLINE_TRACE_OPS(n) ((void)0)
#define ROOFLINE_TRACE_VALUES(x, n) ((void)0)
#endif
