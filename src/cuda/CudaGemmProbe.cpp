// SPDX-License-Identifier: MIT
#include "cuda/CudaGemmProbe.h"

#include "cuda/Accounting.h"
#include "cuda/CublasLt.h"
#include "cuda/CudaRuntime.h"
#include "cuda/GpuCeilings.h"
#include "cuda/Kernels.h"
#include "cuda/SweepPlan.h"

#include <algorithm>
#include <optional>

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

struct CudaGemmProbe::Run {
    Run(CublasLt &l, ProbeContext &c, cublasLtHandle_t h, std::uint64_t flushBytes)
        : api(l)
        , ctx(c)
        , cfg(c.config())
        , handle(h)
        , workspace(workspaceBytes)
        , flush(flushBytes) {}

    CublasLt &api;
    ProbeContext &ctx;
    const RunConfig &cfg;
    cublasLtHandle_t handle;
    const std::size_t workspaceBytes = 32ull << 20;
    DeviceBuffer workspace;
    DeviceBuffer flush;
    Stream s;
    double clock = 0;
};

struct CudaGemmProbe::Point {
    Point(const char *f, std::uint64_t m_, std::uint64_t n_, std::uint64_t k_)
        : fmt(f)
        , format(f)
        , fc(caseOf(format))
        , m(m_)
        , n(n_)
        , k(k_) {}

    const char *fmt;
    const std::string format;
    const FormatCase fc;
    const std::uint64_t m, n, k;
    std::uint64_t need = 0;
    std::optional<DeviceBuffer> a, b, c;
    const void *alpha = nullptr, *beta = nullptr;
    double flops = 0;
    Measurement best;
    double bestValue = 0.0;
    bool bestFastAccum = false;
    cublasStatus_t hs = CUBLAS_STATUS_SUCCESS;
    probes::JsonValue tried = probes::JsonValue::array();
};

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
    Run r(api, ctx, handle, std::max<std::uint64_t>(2 * spec().l2Bytes, 1 << 20));
    r.clock = std::max(measuredClockHz(), spec().smClockHz);
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
        for (const auto &shape : shapes) {
            if (ctx.stopRequested())
                return;
            ctx.progress(done++ / total, format + " GEMM " + std::to_string(shape.m));
            measureShape(r, fmt, shape.m, shape.n, shape.k);
        }
    }
    ctx.progress(1.0, "GEMM done");
}

// One format at one shape: random operands, every accumulation mode's algorithms, the best.
void CudaGemmProbe::measureShape(Run &r, const char *fmt, std::uint64_t m, std::uint64_t n,
                                 std::uint64_t k) {
    Point p(fmt, m, n, k);
    const std::string &format = p.format;
    const FormatCase &fc = p.fc;
    Stream &s = r.s;
    const std::uint64_t need = (m * k + k * n) * fc.inputs.abBytes + m * n * fc.inputs.cBytes;
    if (need > spec().freeMemBytes / 10 * 6) {
        r.ctx.warn("gemm-shape-skipped", format + " " + std::to_string(m) + "x" + std::to_string(n)
                                             + "x" + std::to_string(k)
                                             + " does not fit in free memory");
        return;
    }
    p.need = need;
    DeviceBuffer &a = p.a.emplace(m * k * fc.inputs.abBytes);
    DeviceBuffer &b = p.b.emplace(k * n * fc.inputs.abBytes);
    p.c.emplace(m * n * fc.inputs.cBytes);
    kernels::fillRandom(a.data(), a.bytes() / 8, fc.inputs.andMask, fc.inputs.orMask, 11, s.get());
    kernels::fillRandom(b.data(), b.bytes() / 8, fc.inputs.andMask, fc.inputs.orMask, 13, s.get());

    const double dAlpha = 1.0, dBeta = 0.0;
    const float fAlpha = 1.0f, fBeta = 0.0f;
    const int iAlpha = 1, iBeta = 0;
    p.alpha = fc.types.scale == CUDA_R_64F   ? static_cast<const void *>(&dAlpha)
              : fc.types.scale == CUDA_R_32I ? static_cast<const void *>(&iAlpha)
                                             : static_cast<const void *>(&fAlpha);
    p.beta = fc.types.scale == CUDA_R_64F   ? static_cast<const void *>(&dBeta)
             : fc.types.scale == CUDA_R_32I ? static_cast<const void *>(&iBeta)
                                            : static_cast<const void *>(&fBeta);
    p.flops = accounting::gemmFlops(static_cast<double>(m), static_cast<double>(n),
                                    static_cast<double>(k));
    // fp8: both accumulation modes. CUBLASLT_MATMUL_DESC_FAST_ACCUM lets the tensor
    // cores keep fewer accumulator bits (what fp8 training and inference use and what
    // the published fp8 peaks are measured with); without it fp8 runs 10-20 % slower.
    const std::vector<bool> modes =
        format == "fp8" ? std::vector<bool>{true, false} : std::vector<bool>{false};
    for (const bool fastAccum : modes)
        tryAlgorithms(r, p, fastAccum);
    if (p.bestValue <= 0) {
        r.ctx.warn("gemm-no-algorithm", format + " " + std::to_string(m)
                                            + "^3: cuBLASLt "
                                              "offered no working algorithm (status "
                                            + std::to_string(p.hs) + ")");
        return;
    }
    emitBest(r, p);
}

void CudaGemmProbe::tryAlgorithms(Run &r, Point &p, bool fastAccum) {
    ProbeContext &ctx = r.ctx;
    CublasLt &api = r.api;
    cublasLtHandle_t handle = r.handle;
    const std::size_t workspaceBytes = r.workspaceBytes;
    DeviceBuffer &workspace = r.workspace, &flush = r.flush, &a = *p.a, &b = *p.b, &c = *p.c;
    Stream &s = r.s;
    const FormatCase &fc = p.fc;
    const void *alpha = p.alpha, *beta = p.beta;
    const std::uint64_t m = p.m, n = p.n, k = p.k;
    cublasLtMatmulDesc_t desc = nullptr;
    cublasLtMatrixLayout_t la = nullptr, lb = nullptr, lc = nullptr;
    cublasLtMatmulPreference_t pref = nullptr;
    lt(api.descCreate(&desc, fc.types.compute, fc.types.scale), "cublasLtMatmulDescCreate");
    const cublasOperation_t opT = CUBLAS_OP_T, opN = CUBLAS_OP_N;
    lt(api.descSet(desc, CUBLASLT_MATMUL_DESC_TRANSA, &opT, sizeof opT), "TRANSA");
    lt(api.descSet(desc, CUBLASLT_MATMUL_DESC_TRANSB, &opN, sizeof opN), "TRANSB");
    if (p.format == "fp8") {
        const std::int8_t fast = fastAccum ? 1 : 0;
        lt(api.descSet(desc, CUBLASLT_MATMUL_DESC_FAST_ACCUM, &fast, sizeof fast), "FAST_ACCUM");
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
        static_cast<std::size_t>(algorithmsFor(r.cfg)));
    int found = 0;
    p.hs = api.heuristic(handle, desc, la, lb, lc, lc, pref, static_cast<int>(algos.size()),
                         algos.data(), &found);
    for (int ai = 0; p.hs == CUBLAS_STATUS_SUCCESS && ai < found; ++ai) {
        if (ctx.stopRequested())
            break;
        const cublasLtMatmulAlgo_t *algo = &algos[static_cast<std::size_t>(ai)].algo;
        bool failed = false;
        auto body = [&](std::uint64_t iters) {
            double t = 0;
            for (std::uint64_t i = 0; i < iters && !failed; ++i) {
                // Flush L2 (not timed) so each GEMM starts from HBM.
                check(cudaMemsetAsync(flush.data(), static_cast<int>(i & 0xff), flush.bytes(),
                                      s.get()),
                      "L2 flush");
                Event e0, e1;
                e0.record(s.get());
                failed =
                    api.matmul(handle, desc, alpha, a.data(), la, b.data(), lb, beta, c.data(), lc,
                               c.data(), lc, algo, workspace.data(), workspaceBytes, s.get())
                    != CUBLAS_STATUS_SUCCESS;
                e1.record(s.get());
                t += elapsedSeconds(e0, e1);
            }
            return failed ? 1.0 : t; // a failing algorithm ends its sampling at once
        };
        const auto run = ctx.sample(body);
        if (failed || run.secondsPerIteration.empty())
            continue;
        recordAlgorithm(p, fastAccum, ai, run);
    }
    api.prefDestroy(pref);
    api.layoutDestroy(la);
    api.layoutDestroy(lb);
    api.layoutDestroy(lc);
    api.descDestroy(desc);
}

// One algorithm's figures into "algorithms"; the measurement when it is the best so far.
void CudaGemmProbe::recordAlgorithm(Point &p, bool fastAccum, int ai,
                                    const probes::SampleRun &run) {
    const std::string &format = p.format;
    const auto rates = ratesOf(run, p.flops);
    const double top = *std::max_element(rates.begin(), rates.end());
    probes::JsonValue t = probes::JsonValue::object();
    t.set("heuristic_rank", ai);
    if (format == "fp8")
        t.set("fast_accum", fastAccum);
    t.set("best", top);
    t.set("median", probes::Statistics::median(rates));
    p.tried.append(std::move(t));
    if (top > p.bestValue) {
        p.bestValue = top;
        p.bestFastAccum = fastAccum;
        p.best = measurement("throughput", "", p.fmt, "gemm_cublaslt",
                             format == "int8" ? "OP/s" : "FLOP/s");
        p.best.samples = rates;
        p.best.params.set("heuristic_rank", ai);
        p.best.params.set("iterations_per_sample", run.iterationsPerSample);
    }
}

void CudaGemmProbe::emitBest(Run &r, Point &p) {
    Measurement &best = p.best;
    const bool bestFastAccum = p.bestFastAccum;
    best.workingSetBytes = p.need;
    best.params.set("m", p.m);
    best.params.set("n", p.n);
    best.params.set("k", p.k);
    best.params.set("layout", "TN, column-major, beta = 0");
    best.params.set("accumulate", p.fc.inputs.accumulate);
    if (p.format == "fp8") {
        best.params.set("types", "A/B e4m3, C/D bf16");
        // Which accumulation mode the headline was measured in; both are in
        // "algorithms" (fast_accum per entry).
        best.params.set("fast_accum", bestFastAccum);
        best.params.set("accumulate_mode", bestFastAccum ? "CUBLASLT_MATMUL_DESC_FAST_ACCUM = 1"
                                                         : "CUBLASLT_MATMUL_DESC_FAST_ACCUM = 0");
    }
    best.params.set("algorithms", std::move(p.tried));
    best.params.set("workspace_bytes", r.workspaceBytes);
    best.params.set("l2_flushed", true);
    best.params.set("library", r.api.libraryName());
    best.params.set("timing", "CUDA events around each cublasLtMatmul");
    emit(r.ctx, std::move(best), GpuCeilings::gemmPeak(spec(), p.format, r.clock),
         "dense tensor (or FMA) ops per SM per clock (arch table) x SMs x clock");
}
#endif

} // namespace roofline::cuda
