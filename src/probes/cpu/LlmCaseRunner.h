// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuInfo.h"
#include "probes/cpu/LlmCeilings.h"
#include "probes/cpu/LlmWorkers.h"
#include "probes/engine/Measurement.h"
#include "probes/engine/ProbeContext.h"
#include "probes/llm/LlmBudget.h"
#include "probes/llm/LlmStepPlan.h"

#include <memory>
#include <string>
#include <vector>

namespace roofline::probes {

class OneDnn;

namespace llmcpu {

struct CaseKernel;

} // namespace llmcpu

namespace llmrecords {
struct StepTotals;
} // namespace llmrecords

namespace llmcpu {

// One case of the plan on this CPU: builds every kernel with its own weights (one copy per
// call of a layer), replays the layer pass by pass and turns the times into measurements.
class CaseRunner {
public:
    CaseRunner(const LlmCaseSpec &c, OneDnn &lib, Workers &team, const CpuInfo &cpu);
    ~CaseRunner();
    CaseRunner(const CaseRunner &) = delete;
    CaseRunner &operator=(const CaseRunner &) = delete;

    // Memory one replay holds: weights of every instance, activations, the KV cache.
    static double bytesNeeded(const LlmCaseSpec &c, std::uint64_t lastLevelCache);
    // Copies of each weight matrix the replay cycles through, so a pass streams at least 4 x
    // the last-level cache (a small model's layer would otherwise run from the cache, which a
    // real step, reading every layer in turn, never does).
    static int copiesFor(const LlmCaseSpec &c, std::uint64_t lastLevelCache);
    // Builds the kernels; false and why (a format neither the library nor the engine runs).
    bool prepare(std::string *why);
    std::string summary() const; // "7 kernels, 9 calls, 0.44 GB of weights"
    // Passes of the whole layer (+ lm_head) after an untimed warm-up pass, until the rule's
    // statistics are reached or its max seconds or the case's share of `budget` are spent
    // (LlmBudget::decide; at least one timed pass).
    bool replay(const LlmBudget::Rule &rule, const LlmBudget &budget, ProbeContext &ctx,
                std::string *why);
    std::vector<Measurement> measurements(const std::string &probe, const Ceilings &ceilings) const;

private:
    // What every record of the case carries: the case, the replay and how it ended.
    Measurement commonRecord(const std::string &probe) const;
    // One kernel's record against this run's ceilings; adds it to `totals` and its all-calls
    // median x calls per step to `allCallsStep`.
    Measurement kernelRecord(const std::string &probe, const CaseKernel &k,
                             const Ceilings &ceilings, llmrecords::StepTotals &totals,
                             double &allCallsStep) const;
    // The step's record: the sum of the kernel quantiles, against the ceilings.
    Measurement stepRecord(const std::string &probe, const Ceilings &ceilings,
                           const llmrecords::StepTotals &totals, double allCallsStep) const;

    const LlmCaseSpec &m_case;
    OneDnn &m_lib;
    Workers &m_team;
    const CpuInfo &m_cpu;
    std::vector<std::unique_ptr<CaseKernel>> m_kernels;
    std::vector<double> m_stepSamples;
    std::vector<double> m_cpuShares;
    int m_passes = 0;
    int m_copies = 1;
    LlmBudget::Rule m_rule;
    LlmBudget::Stop m_stoppedBy = LlmBudget::Stop::No;
    double m_caseShare = 0;
};

} // namespace llmcpu
} // namespace roofline::probes
