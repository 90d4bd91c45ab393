// SPDX-License-Identifier: MIT
#pragma once

#include "probes/CpuInfo.h"
#include "probes/Measurement.h"
#include "probes/ProbeContext.h"
#include "probes/llm/LlmStepPlan.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace roofline::probes {

class AlignedBuffer;
class OneDnn;
class ThreadTeam;

namespace llmcpu {

// The threads the engine's own kernels run on: the library's OpenMP workers where oneDNN is
// loaded (its spinning workers and a second pool would fight over the cores), else a pinned
// ThreadTeam. Created before anything pins the calling thread.
class Workers {
public:
    Workers(OneDnn &lib, const std::vector<int> &cpus);
    ~Workers();
    int size() const { return m_threads; }
    // Runs work(member, members) on every worker; the seconds from start to the last finish.
    double run(const std::function<void(int, int)> &work);
    const char *kind() const; // "oneDNN's OpenMP workers" | "the engine's pinned threads"

private:
    OneDnn &m_lib;
    std::unique_ptr<ThreadTeam> m_team;
    int m_threads = 1;
};

// The ceilings cpu.llm judges its kernels by, measured in the same run (DRAM read bandwidth
// of every core; the library's GEMM peak per format on a large square shape) and the CPU's
// ISA ceiling per format (CoreModel × clock × cores).
struct Ceilings {
    double dramBandwidth = 0; // the best DRAM read the run has shown so far
    // The DRAM read kept for re-measuring right before each case: this VM's bandwidth changes
    // between modes over a run (35 vs 80 GB/s, the host placing the vCPUs), and a case must
    // not be judged by a ceiling lower than what it reached.
    std::shared_ptr<AlignedBuffer> dramBuffer;
    std::size_t dramPerThread = 0;
    std::map<std::string, double> libraryPeak; // FLOP/s (OP/s for int8)
    std::map<std::string, double> isaPeak;
};
// Measures and emits them (metric llm_ceiling).
Ceilings measureCeilings(ProbeContext &ctx, const CpuInfo &cpu, OneDnn &lib, Workers &team,
                         const std::vector<std::string> &formats, const SamplingPolicy &policy);
// The DRAM read again over the kept buffer (a few samples, best): the bandwidth at this moment.
double dramReadNow(ProbeContext &ctx, Workers &team, const Ceilings &ceilings);

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
    // Passes of the whole layer (+ lm_head) until minPasses and minSeconds, at most maxSeconds
    // (a warm-up pass first, untimed in the figures).
    bool replay(int minPasses, double minSeconds, double maxSeconds, ProbeContext &ctx,
                std::string *why);
    std::vector<Measurement> measurements(const std::string &probe, const Ceilings &ceilings) const;

private:
    struct Kernel;
    const LlmCaseSpec &m_case;
    OneDnn &m_lib;
    Workers &m_team;
    const CpuInfo &m_cpu;
    std::vector<std::unique_ptr<Kernel>> m_kernels;
    std::vector<double> m_stepSamples;
    std::vector<double> m_cpuShares;
    int m_passes = 0;
    int m_copies = 1;
};

} // namespace llmcpu
} // namespace roofline::probes
