// SPDX-License-Identifier: MIT
#include "cuda/CudaRooflineProbe.h"

#include "cuda/Accounting.h"
#include "cuda/CudaRuntime.h"
#include "cuda/GpuCeilings.h"
#include "cuda/Kernels.h"
#include "cuda/SweepPlan.h"
#include "model/MeasurementParams.h"

#include <algorithm>

namespace roofline::cuda {

using probes::Measurement;
using probes::ProbeContext;
using probes::RunConfig;

std::string CudaRooflineProbe::description() const {
    return "Empirical roofline (mixbench/ERT style): each 16-byte vector of an array >= 8x L2 "
           "is read, put through k dependent FMAs per lane and written back, for fp32, fp64 "
           "and fp16x2, with k swept so the intensity crosses the ridge point. Bytes: 1 read + "
           "1 write per element; FLOP: 2 per FMA per lane.";
}

double CudaRooflineProbe::estimatedSeconds(const RunConfig &config) const {
    const auto p = probes::SamplingPolicy::forConfig(config);
    return 3.0 * static_cast<double>(SweepPlan::rooflineIntensities(config).size())
               * (0.5 * (p.minSeconds + p.maxSeconds) + 0.05)
           + 0.5;
}

void CudaRooflineProbe::runOnDevice(ProbeContext &ctx) {
    const RunConfig &cfg = ctx.config();
    const std::uint64_t bytes = SweepPlan::hbmArrayBytes(spec(), cfg, 1);
    const std::uint64_t vectors = bytes / 16;
    DeviceBuffer data(bytes);
    Stream s;
    // Every 16-bit half is a normal fp16 in +-[0.5, 1); the fp32 and fp64 views of the same
    // bits are finite normals too, so no format meets NaN or infinity.
    kernels::fillRandom(data.data(), bytes / 8, 0x83FF83FF83FF83FFull, 0x3800380038003800ull, 7,
                        s.get());
    const GridPlan grid = SweepPlan::streamingGrid(spec());
    if (!kernels::wholePasses(vectors, {grid.blocks, grid.threads, nullptr}))
        throw CudaError("cuda.roofline: the array is not a whole number of grid passes");
    const double clock = std::max(measuredClockHz(), spec().smClockHz);
    const double bandwidth = GpuCeilings::memoryBandwidth(spec());
    const auto ks = SweepPlan::rooflineIntensities(cfg);
    struct Case {
        kernels::Format format;
        const char *name;
    };
    const Case cases[] = {{kernels::Format::Fp32, "fp32"},
                          {kernels::Format::Fp64, "fp64"},
                          {kernels::Format::Fp16, "fp16"}};
    const double total = 3.0 * static_cast<double>(ks.size());
    int done = 0;
    for (const Case &c : cases) {
        const int lanes = kernels::lanesPerVector(c.format);
        const double peak = GpuCeilings::fmaPeak(spec(), c.name, clock);
        for (int k : ks) {
            if (ctx.stopRequested())
                return;
            ctx.progress(done++ / total, std::string(c.name) + " k=" + std::to_string(k));
            const std::uint64_t elements = vectors * static_cast<std::uint64_t>(lanes);
            const double flops = accounting::rooflineFlops(elements, k);
            const double moved =
                static_cast<double>(accounting::rooflineBytes(vectors, 16)); // per vector 16 B
            const auto run = ctx.sample([&](std::uint64_t n) {
                return timeOnStream(s.get(), n, [&](cudaStream_t st) {
                    kernels::roofline(c.format, data.data(), vectors, k,
                                      {grid.blocks, grid.threads, st});
                });
            });
            if (run.stopped || run.secondsPerIteration.empty())
                return;
            const double intensity = flops / moved;
            const SweepPlan::Level level = SweepPlan::bandwidthLevel(spec(), bytes, false);
            Measurement m =
                k == 0 ? measurement("bandwidth", level.level.c_str(), c.name, "roofline", "B/s")
                       : measurement("throughput", "", c.name, "roofline", "FLOP/s");
            m.workingSetBytes = bytes;
            if (k == 0 && !level.note.empty())
                m.params.set("level_note", level.note);
            m.samples = ratesOf(run, k == 0 ? moved : flops);
            m.params.set("fmas_per_element", k);
            m.params.set("vectors_in_flight_per_thread", kernels::kRooflineVectors);
            m.params.set(param::kArithmeticIntensity, intensity);
            m.params.set("bytes_per_launch", moved);
            m.params.set("flops_per_launch", flops);
            std::vector<double> bw = ratesOf(run, moved);
            m.params.set("bandwidth_best",
                         bw.empty() ? 0.0 : *std::max_element(bw.begin(), bw.end()));
            const double ceiling = k == 0 ? bandwidth : std::min(peak, intensity * bandwidth);
            emit(ctx, std::move(m), ceiling,
                 "min(FMA peak, intensity x memory bandwidth) from queried properties");
        }
    }
    ctx.progress(1.0, "roofline done");
}

} // namespace roofline::cuda
