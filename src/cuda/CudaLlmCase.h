// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/cuda: one case of the LLM step plan on one GPU (cuda.llm). Every kernel of
// the case gets real-sized random buffers (weights: one copy per call of the layer, times the
// kernel's copies so one round over them streams ≥ 4 × L2; attention: the KV cache likewise), is
// timed call by call behind the launch latch (CUDA events around ≤ 128 back-to-back calls that
// cycle through the copies, so the device runs them as a graph replay would and no call finds
// its data in L2) with ProbeContext::sample's warm-up and statistics, and its buffers are
// freed before the next kernel is built. An attention's output (decode and prefill) is checked
// against a host fp64 reference on a few of its rows.
#include "cuda/GpuSpec.h"
#include "cuda/LlmDevicePlan.h"
#include "probes/engine/Measurement.h"
#include "probes/engine/ProbeContext.h"
#include "probes/llm/LlmStepPlan.h"

#include <map>
#include <string>
#include <vector>

namespace roofline::probes::llmrecords {
struct StepTotals;
}

namespace roofline::cuda {

class DeviceBuffer;

// The run's own ceilings, measured first (metric llm_ceiling).
struct LlmGpuCeilings {
    double hbmRead = 0;                     // B/s
    std::map<std::string, double> gemmPeak; // FLOP/s (OP/s for int8), per format
    // FLOP/s of the FMA units in fp32 from the spec (GpuCeilings::fmaPeak at the run's SM
    // clock; not measured by cuda.llm): what the prefill attention, fp32 on the FMA units, is
    // judged by.
    double fmaPeak = 0;
};

class CudaLlmCase {
public:
    CudaLlmCase(const probes::LlmCaseSpec &c, const GpuSpec &spec, const llm::CasePlan &plan,
                double smClockHz);
    // Measures every kernel; false and why when one cannot be run (cuBLASLt refuses a shape)
    // or the run was stopped. CUDA failures throw CudaError.
    bool measure(probes::ProbeContext &ctx, const probes::SamplingPolicy &policy, std::string *why);
    std::vector<probes::Measurement> measurements(const std::string &probe,
                                                  const LlmGpuCeilings &ceilings) const;

private:
    struct Kernel {
        const probes::LlmKernelSpec *spec = nullptr;
        std::vector<double> samples; // seconds per call
        double bytesPerCall = 0, opsPerCall = 0;
        int buffers = 1;  // distinct copies the calls cycle through
        int launches = 1; // kernel launches per call
        std::string implementation;
        std::uint64_t iterationsPerSample = 0;
        double referenceError = 0; // attention: the largest |GPU - host reference| checked
    };
    bool measureGemm(probes::ProbeContext &ctx, const probes::SamplingPolicy &policy, Kernel &k,
                     int copies, std::string *why);
    void measureAttention(probes::ProbeContext &ctx, const probes::SamplingPolicy &policy,
                          Kernel &k, int copies);
    void measurePrefill(probes::ProbeContext &ctx, const probes::SamplingPolicy &policy, Kernel &k,
                        int copies);
    // The output of the last call (`next` calls made) against a host fp64 reference: the
    // largest error, or CudaError naming where it differs.
    double checkAttention(const Kernel &k, const DeviceBuffer &kv, const DeviceBuffer &q,
                          const DeviceBuffer &out, std::size_t kvBytes, std::size_t next) const;
    double checkPrefill(const Kernel &k, const DeviceBuffer &kv, const DeviceBuffer &q,
                        const DeviceBuffer &out, std::size_t kvBytes, std::size_t next) const;

    // The records (measurements()): what every record of the case carries, one kernel's
    // (added to `totals`), its attention check and peak, and the step's.
    probes::Measurement commonRecord(const std::string &probe) const;
    probes::Measurement kernelRecord(const Kernel &k, const std::string &probe,
                                     const LlmGpuCeilings &ceilings,
                                     probes::llmrecords::StepTotals &totals) const;
    void setAttentionParams(probes::Measurement &m, const Kernel &k,
                            const LlmGpuCeilings &ceilings) const;
    probes::Measurement stepRecord(const std::string &probe, const LlmGpuCeilings &ceilings,
                                   const probes::llmrecords::StepTotals &totals,
                                   double launches) const;

    const probes::LlmCaseSpec &m_case;
    const GpuSpec &m_spec;
    llm::CasePlan m_plan;
    double m_clockHz;
    std::vector<Kernel> m_kernels;
    std::vector<double> m_stepSamples;
};

} // namespace roofline::cuda
