// SPDX-License-Identifier: MIT
#include "cuda/CudaGemmProbe.h"

#include "cuda/Accounting.h"
#include "cuda/CublasLt.h"
#include "cuda/CudaRuntime.h"
#include "cuda/GpuCeilings.h"
#include "cuda/Kernels.h"
#include "cuda/SweepPlan.h"

#include <algorithm>

namespace roofline::cuda {

using probes::Measurement;
using probes::ProbeContext;
using probes::RunConfig;

namespace {

const char *const kFormats[] = {"fp64", "fp32", "tf32", "fp16", "bf16", "fp8", "int8"};

int algorithmsFor(const RunConfig &config) {
    return config.suite == probes::Suite::Quick ? 2 : (config.suite == probes::Suite::Full ? 8 : 4);
}

} // namespace

std::string CudaGemmProbe::description() const {
    return "cuBLASLt dense GEMM (TN layout, beta = 0) per format the device supports: fp64, "
           "fp32, tf32, fp16, bf16 (fp32 accumulate), fp8 e4m3 (sm_89+, bf16 out), int8 (int32 "
           "accumulate); large shapes; several algorithms from the heuristic, best reported; L2 "
           "flushed before each timed GEMM; random data. FLOP = 2*M*N*K. cuBLASLt is loaded at "
           "run time.";
}

double CudaGemmProbe::estimatedSeconds(const RunConfig &config) const {
    const auto p = probes::SamplingPolicy::forConfig(config);
    const double shapes = static_cast<double>(SweepPlan::gemmShapes(config).size());
    // fp64/fp32 GEMMs of 8192^3 take 30-100 ms each on most parts: cap-dominated.
    return 8 * shapes * algorithmsFor(config) * (p.maxSeconds * 0.8 + 0.15) + 1.0;
}

#ifndef ROOFLINE_HAVE_CUBLASLT_HEADER
void CudaGemmProbe::runOnDevice(ProbeContext &ctx) {
    ctx.warn("cublaslt-unavailable", CublasLt::instance().status());
}
#else

namespace {

// cuda.gemm runs every format of kFormats: the shared table has each of them.
struct FormatCase {
    GemmTypes types;
    GemmInputs inputs;
};

FormatCase caseOf(const std::string &f) {
    return {*gemmTypes(f), *gemmInputs(f)};
}

void lt(cublasStatus_t st, const char *what) {
    if (st != CUBLAS_STATUS_SUCCESS)
        throw CudaError(std::string(what) + " failed: cuBLAS status " + std::to_string(st));
}

} // namespace

void CudaGemmProbe::runOnDevice(ProbeContext &ctx) {
    CublasLt &api = CublasLt::instance();
    if (!api.available()) {
        ctx.warn("cublaslt-unavailable", api.status());
        return;
    }
    const RunConfig &cfg = ctx.config();
    cublasLtHandle_t handle = nullptr;
    lt(api.create(&handle), "cublasLtCreate");
    struct HandleGuard {
        CublasLt &api;
        cublasLtHandle_t h;
        ~HandleGuard() { api.destroy(h); }
    } guard{api, handle};
    const std::size_t workspaceBytes = 32ull << 20;
    DeviceBuffer workspace(workspaceBytes);
    DeviceBuffer flush(std::max<std::uint64_t>(2 * spec().l2Bytes, 1 << 20));
    Stream s;
    const double clock = std::max(measuredClockHz(), spec().smClockHz);
    const auto shapes = SweepPlan::gemmShapes(cfg);
    const double total = static_cast<double>(std::size(kFormats) * shapes.size());
    int done = 0;

    for (const char *fmt : kFormats) {
        const std::string format = fmt;
        if (const auto why = GpuCeilings::gemmUnsupported(spec(), format)) {
            ctx.warn("format-unsupported",
                     format + ": not supported on this device (" + *why + ")");
            done += static_cast<int>(shapes.size());
            continue;
        }
        const FormatCase fc = caseOf(format);
        for (const auto &shape : shapes) {
            if (ctx.stopRequested())
                return;
            ctx.progress(done++ / total, format + " GEMM " + std::to_string(shape.m));
            const std::uint64_t m = shape.m, n = shape.n, k = shape.k;
            const std::uint64_t need =
                (m * k + k * n) * fc.inputs.abBytes + m * n * fc.inputs.cBytes;
            if (need > spec().freeMemBytes / 10 * 6) {
                ctx.warn("gemm-shape-skipped", format + " " + std::to_string(m) + "x"
                                                   + std::to_string(n) + "x" + std::to_string(k)
                                                   + " does not fit in free memory");
                continue;
            }
            DeviceBuffer a(m * k * fc.inputs.abBytes), b(k * n * fc.inputs.abBytes),
                c(m * n * fc.inputs.cBytes);
            kernels::fillRandom(a.data(), a.bytes() / 8, fc.inputs.andMask, fc.inputs.orMask, 11,
                                s.get());
            kernels::fillRandom(b.data(), b.bytes() / 8, fc.inputs.andMask, fc.inputs.orMask, 13,
                                s.get());

            const double dAlpha = 1.0, dBeta = 0.0;
            const float fAlpha = 1.0f, fBeta = 0.0f;
            const int iAlpha = 1, iBeta = 0;
            const void *alpha = fc.types.scale == CUDA_R_64F   ? static_cast<const void *>(&dAlpha)
                                : fc.types.scale == CUDA_R_32I ? static_cast<const void *>(&iAlpha)
                                                               : static_cast<const void *>(&fAlpha);
            const void *beta = fc.types.scale == CUDA_R_64F   ? static_cast<const void *>(&dBeta)
                               : fc.types.scale == CUDA_R_32I ? static_cast<const void *>(&iBeta)
                                                              : static_cast<const void *>(&fBeta);
            const double flops = accounting::gemmFlops(
                static_cast<double>(m), static_cast<double>(n), static_cast<double>(k));
            Measurement best;
            double bestValue = 0.0;
            bool bestFastAccum = false;
            cublasStatus_t hs = CUBLAS_STATUS_SUCCESS;
            probes::JsonValue tried = probes::JsonValue::array();
            // fp8: both accumulation modes. CUBLASLT_MATMUL_DESC_FAST_ACCUM lets the tensor
            // cores keep fewer accumulator bits (what fp8 training and inference use and what
            // the published fp8 peaks are measured with); without it fp8 runs 10-20 % slower.
            const std::vector<bool> modes =
                format == "fp8" ? std::vector<bool>{true, false} : std::vector<bool>{false};
            for (const bool fastAccum : modes) {
                cublasLtMatmulDesc_t desc = nullptr;
                cublasLtMatrixLayout_t la = nullptr, lb = nullptr, lc = nullptr;
                cublasLtMatmulPreference_t pref = nullptr;
                lt(api.descCreate(&desc, fc.types.compute, fc.types.scale),
                   "cublasLtMatmulDescCreate");
                const cublasOperation_t opT = CUBLAS_OP_T, opN = CUBLAS_OP_N;
                lt(api.descSet(desc, CUBLASLT_MATMUL_DESC_TRANSA, &opT, sizeof opT), "TRANSA");
                lt(api.descSet(desc, CUBLASLT_MATMUL_DESC_TRANSB, &opN, sizeof opN), "TRANSB");
                if (format == "fp8") {
                    const std::int8_t fast = fastAccum ? 1 : 0;
                    lt(api.descSet(desc, CUBLASLT_MATMUL_DESC_FAST_ACCUM, &fast, sizeof fast),
                       "FAST_ACCUM");
                }
                // TN (A stored K x M, B K x N, column-major): the layout fp8 and int8 require.
                lt(api.layoutCreate(&la, fc.types.ab, k, m, k), "layout A");
                lt(api.layoutCreate(&lb, fc.types.ab, k, n, k), "layout B");
                lt(api.layoutCreate(&lc, fc.types.c, m, n, m), "layout C");
                lt(api.prefCreate(&pref), "cublasLtMatmulPreferenceCreate");
                lt(api.prefSet(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspaceBytes,
                               sizeof workspaceBytes),
                   "workspace preference");
                std::vector<cublasLtMatmulHeuristicResult_t> algos(
                    static_cast<std::size_t>(algorithmsFor(cfg)));
                int found = 0;
                hs = api.heuristic(handle, desc, la, lb, lc, lc, pref,
                                   static_cast<int>(algos.size()), algos.data(), &found);
                for (int ai = 0; hs == CUBLAS_STATUS_SUCCESS && ai < found; ++ai) {
                    if (ctx.stopRequested())
                        break;
                    const cublasLtMatmulAlgo_t *algo = &algos[static_cast<std::size_t>(ai)].algo;
                    bool failed = false;
                    auto body = [&](std::uint64_t iters) {
                        double t = 0;
                        for (std::uint64_t i = 0; i < iters && !failed; ++i) {
                            // Flush L2 (not timed) so each GEMM starts from HBM.
                            check(cudaMemsetAsync(flush.data(), static_cast<int>(i & 0xff),
                                                  flush.bytes(), s.get()),
                                  "L2 flush");
                            Event e0, e1;
                            e0.record(s.get());
                            failed = api.matmul(handle, desc, alpha, a.data(), la, b.data(), lb,
                                                beta, c.data(), lc, c.data(), lc, algo,
                                                workspace.data(), workspaceBytes, s.get())
                                     != CUBLAS_STATUS_SUCCESS;
                            e1.record(s.get());
                            t += elapsedSeconds(e0, e1);
                        }
                        return failed ? 1.0 : t; // a failing algorithm ends its sampling at once
                    };
                    const auto run = ctx.sample(body);
                    if (failed || run.secondsPerIteration.empty())
                        continue;
                    const auto rates = ratesOf(run, flops);
                    const double top = *std::max_element(rates.begin(), rates.end());
                    probes::JsonValue t = probes::JsonValue::object();
                    t.set("heuristic_rank", ai);
                    if (format == "fp8")
                        t.set("fast_accum", fastAccum);
                    t.set("best", top);
                    t.set("median", probes::Statistics::median(rates));
                    tried.append(std::move(t));
                    if (top > bestValue) {
                        bestValue = top;
                        bestFastAccum = fastAccum;
                        best = measurement("throughput", "", fmt, "gemm_cublaslt",
                                           format == "int8" ? "OP/s" : "FLOP/s");
                        best.samples = rates;
                        best.params.set("heuristic_rank", ai);
                        best.params.set("iterations_per_sample", run.iterationsPerSample);
                    }
                }
                api.prefDestroy(pref);
                api.layoutDestroy(la);
                api.layoutDestroy(lb);
                api.layoutDestroy(lc);
                api.descDestroy(desc);
            }
            if (bestValue <= 0) {
                ctx.warn("gemm-no-algorithm", format + " " + std::to_string(m)
                                                  + "^3: cuBLASLt "
                                                    "offered no working algorithm (status "
                                                  + std::to_string(hs) + ")");
                continue;
            }
            best.workingSetBytes = need;
            best.params.set("m", m);
            best.params.set("n", n);
            best.params.set("k", k);
            best.params.set("layout", "TN, column-major, beta = 0");
            best.params.set("accumulate", fc.inputs.accumulate);
            if (format == "fp8") {
                best.params.set("types", "A/B e4m3, C/D bf16");
                // Which accumulation mode the headline was measured in; both are in
                // "algorithms" (fast_accum per entry).
                best.params.set("fast_accum", bestFastAccum);
                best.params.set("accumulate_mode", bestFastAccum
                                                       ? "CUBLASLT_MATMUL_DESC_FAST_ACCUM = 1"
                                                       : "CUBLASLT_MATMUL_DESC_FAST_ACCUM = 0");
            }
            best.params.set("algorithms", std::move(tried));
            best.params.set("workspace_bytes", workspaceBytes);
            best.params.set("l2_flushed", true);
            best.params.set("library", api.libraryName());
            best.params.set("timing", "CUDA events around each cublasLtMatmul");
            emit(ctx, std::move(best), GpuCeilings::gemmPeak(spec(), format, clock),
                 "dense tensor (or FMA) ops per SM per clock (arch table) x SMs x clock");
        }
    }
    ctx.progress(1.0, "GEMM done");
}
#endif

} // namespace roofline::cuda
