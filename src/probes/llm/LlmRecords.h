// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/JsonValue.h"
#include "probes/engine/Measurement.h"
#include "probes/llm/LlmStepPlan.h"

#include <string>
#include <vector>

namespace roofline::probes::llmrecords {

// What cpu.llm and cuda.llm write alike, so the Qt side (MeasuredStep) reads both the same way.

// The record of a case not measured (ProbeContext::notMeasured's `record`): which configuration
// of which model could not be measured, and why.
JsonValue caseRecord(const LlmStepPlan &plan, const LlmCaseSpec &c, const std::string &reason);

// A case's record as both probes start it: `probe`, the case's format, `threads` (0: a GPU's),
// seconds (lower is better), and the params case, phase, batch, prompt and context.
Measurement caseMeasurement(const std::string &probe, const LlmCaseSpec &c, int threads);

// `m` (caseMeasurement's) as the `metric` (llm_kernel, llm_step) of `kernel`, its `samples`
// summarised.
void setSamples(Measurement &m, const char *metric, const std::string &kernel,
                std::vector<double> samples);

// An llm_kernel's shape in its params: group, op, m/n/k (GEMM) or the attention layout,
// per_layer, layers, calls_per_step, instances.
void setKernelShape(JsonValue &params, const LlmKernelSpec &k);

// One kernel's figures at median call time `t` on the run's own roofs (`memoryRead` B/s, `peak`
// FLOP/s of its format; 0: none): bytes and FLOPs per call (the engine's and the plan's), bytes/s,
// FLOP/s, bound (the roof its counts hit first), bandwidth_efficiency, mfu, efficiency (on its
// bound side) and seconds_per_step. Returns whether it is memory-bound.
bool setKernelRates(JsonValue &params, const LlmKernelSpec &k, double t, double bytesPerCall,
                    double opsPerCall, double memoryRead, double peak);

struct StepTotals;

// The end of an llm_kernel record `m` at its median call time: its rates (setKernelRates), its
// working set (`copies` × the bytes of a call) and its share of the step in `totals`.
void finishKernel(Measurement &m, const LlmKernelSpec &k, double bytesPerCall, double opsPerCall,
                  double copies, double memoryRead, double peak, StepTotals &totals);

// The sums over a case's kernels (each × its calls per step) the step's params are made of.
struct StepTotals {
    double kernelMedians = 0; // Σ median: the step's median
    double memorySeconds = 0; // of it, in memory-bound kernels
    double flops = 0, bytes = 0, planFlops = 0, planBytes = 0;
    void add(const LlmKernelSpec &k, double t, bool memoryBound, double bytesPerCall,
             double opsPerCall);
};

// The step's params at its median time `t`: tokens per step and per second, the totals,
// FLOP/s, bytes/s, memory-bound share and bound, bandwidth_efficiency and mfu against the same
// roofs, and the memory read it was judged by (`dram_bandwidth`).
void setStepParams(JsonValue &params, const LlmCaseSpec &c, double t, const StepTotals &totals,
                   double memoryRead, double peak);

// The step's samples from its kernels' samples: sample q (of n = the fewest samples any kernel
// has, at most `most`) = Σ over kernels of the kernel's q-quantile × its calls per step, so the
// step's median is the sum of the kernel medians (a pass-by-pass sum lets one disturbed call
// among hundreds spoil every pass).
std::vector<double> stepSamples(const std::vector<std::vector<double>> &kernelSamples,
                                const std::vector<double> &callsPerStep, std::size_t most);

} // namespace roofline::probes::llmrecords
