// SPDX-License-Identifier: MIT
#pragma once

#include "probes/JsonValue.h"
#include "probes/llm/LlmStepPlan.h"

#include <string>
#include <vector>

namespace roofline::probes::llmrecords {

// What cpu.llm and cuda.llm write alike, so the Qt side (MeasuredStep) reads both the same way.

// The record of a case not measured (ProbeContext::notMeasured's `record`): which configuration
// of which model could not be measured, and why.
JsonValue caseRecord(const LlmStepPlan &plan, const LlmCaseSpec &c, const std::string &reason);

// An llm_kernel's shape in its params: group, op, m/n/k (GEMM) or the attention layout,
// per_layer, layers, calls_per_step, instances.
void setKernelShape(JsonValue &params, const LlmKernelSpec &k);

// The step's samples from its kernels' samples: sample q (of n = the fewest samples any kernel
// has, at most `most`) = Σ over kernels of the kernel's q-quantile × its calls per step, so the
// step's median is the sum of the kernel medians (a pass-by-pass sum lets one disturbed call
// among hundreds spoil every pass).
std::vector<double> stepSamples(const std::vector<std::vector<double>> &kernelSamples,
                                const std::vector<double> &callsPerStep, std::size_t most);

} // namespace roofline::probes::llmrecords
