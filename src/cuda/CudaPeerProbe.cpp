// SPDX-License-Identifier: MIT
#include "cuda/CudaPeerProbe.h"

#include "cuda/Accounting.h"
#include "cuda/CudaRuntime.h"
#include "cuda/Nccl.h"
#include "cuda/PeerCopy.h"
#include "cuda/SweepPlan.h"

#include <chrono>
#include <cstring>
#include <cuda_runtime.h>

namespace roofline::cuda {

using probes::Measurement;
using probes::ProbeContext;
using probes::RunConfig;
using Clock = std::chrono::steady_clock;

namespace {

std::uint64_t copyBytes(const RunConfig &config) {
    std::uint64_t b = config.suite == probes::Suite::Quick ? 256ull << 20 : 1ull << 30;
    if (config.maxBytes > 0)
        b = std::min<std::uint64_t>(b, config.maxBytes);
    return b / 16 * 16;
}

int deviceCountNow() {
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess ? n : 0;
}

} // namespace

std::string CudaPeerProbe::description() const {
    return "Device-to-device copies for every GPU pair with cudaMemcpyPeerAsync (direct where "
           "peer access exists, else staged through host memory by the driver), one- and "
           "two-way, verified; NCCL all-reduce bus bandwidth (nccl-tests definition, "
           "algbw x 2(n-1)/n) over a message-size sweep, NCCL loaded at run time. Runs while "
           "no other GPU probe runs.";
}

double CudaPeerProbe::estimatedSeconds(const RunConfig &config) const {
    const auto p = probes::SamplingPolicy::forConfig(config);
    const double n = deviceCountNow();
    if (n < 2)
        return 0.0; // records "not applicable" at once
    const double pairs = n * (n - 1);
    const double point = 0.5 * (p.minSeconds + p.maxSeconds) + 0.05;
    return pairs * 1.5 * point + static_cast<double>(SweepPlan::ncclSweep(config).size()) * point
           + 2.0; // + NCCL communicator set-up
}

struct CudaPeerProbe::Run {
    Run(ProbeContext &c, int n)
        : ctx(c)
        , count(n)
        , bytes(copyBytes(c.config()))
        , src(n)
        , dst(n)
        , streams(n) {}

    ProbeContext &ctx;
    const int count;
    CudaRuntimeApi api;
    const std::uint64_t bytes;
    std::vector<DeviceBuffer> src, dst;
    std::vector<std::unique_ptr<Stream>> streams;
    double pairs = 0;
};

void CudaPeerProbe::runOnDevice(ProbeContext &ctx) {
    const int count = deviceCountNow();
    if (const PeerApplicability a = peerApplicability(count); !a.applicable) {
        ctx.warn("not-applicable", "cuda.peer: " + a.reason);
        ctx.progress(1.0, "peer: not applicable");
        return;
    }
    Run r(ctx, count);
    const std::uint64_t bytes = r.bytes;
    for (int d = 0; d < count; ++d) {
        setDevice(d);
        r.src[d] = DeviceBuffer(bytes);
        r.dst[d] = DeviceBuffer(bytes);
        r.streams[d] = std::make_unique<Stream>();
        check(cudaMemset(r.src[d].data(), 0x5A + d, bytes), "cudaMemset");
    }
    r.pairs = count * (count - 1);
    double done = 0;
    for (int i = 0; i < count; ++i) {
        for (int j = 0; j < count; ++j) {
            if (i == j || ctx.stopRequested())
                continue;
            ctx.progress(done++ / (r.pairs + 1),
                         "peer " + std::to_string(i) + "->" + std::to_string(j));
            measurePair(r, i, j);
        }
    }
    measureAllReduce(r);
}

void CudaPeerProbe::measurePair(Run &r, int i, int j) {
    ProbeContext &ctx = r.ctx;
    std::vector<DeviceBuffer> &src = r.src, &dst = r.dst;
    const std::uint64_t bytes = r.bytes;
    int access = 0, rank = 0;
    cudaDeviceCanAccessPeer(&access, i, j);
    cudaDeviceGetP2PAttribute(&rank, cudaDevP2PAttrPerformanceRank, i, j);
    setDevice(i);
    if (access) {
        const cudaError_t e = cudaDeviceEnablePeerAccess(j, 0);
        if (e == cudaErrorPeerAccessAlreadyEnabled)
            cudaGetLastError();
        else
            check(e, "cudaDeviceEnablePeerAccess");
    }
    cudaStream_t st = r.streams[i]->get();
    const auto run = ctx.sample([&](std::uint64_t n) {
        return timeOnStream(st, n, [&](cudaStream_t s) {
            check(cudaMemcpyPeerAsync(dst[j].data(), j, src[i].data(), i, bytes, s),
                  "cudaMemcpyPeerAsync");
        });
    });
    if (run.stopped || run.secondsPerIteration.empty())
        return;
    // Verify the first MiB arrived intact.
    const std::size_t probe = std::min<std::uint64_t>(bytes, 1 << 20);
    std::vector<unsigned char> got(probe), want(probe, static_cast<unsigned char>(0x5A + i));
    check(cudaMemcpy(got.data(), dst[j].data(), probe, cudaMemcpyDeviceToHost), "verify");
    const bool ok = std::memcmp(got.data(), want.data(), probe) == 0;
    Measurement m = measurement("bandwidth", "P2P", "", "copy_peer", "B/s");
    m.workingSetBytes = bytes;
    m.samples = ratesOf(run, static_cast<double>(bytes));
    m.params.set("src", i);
    m.params.set("dst", j);
    m.params.set("path", access ? "direct (peer access)" : "staged-through-host");
    m.params.set("p2p_performance_rank", rank);
    m.params.set("verified", ok);
    if (!ok)
        m.flags.emplace_back("verification-failed");
    if (!access)
        m.flags.emplace_back("staged-through-host");
    emit(ctx, std::move(m), 0.0, "");

    if (i < j) // both directions at once, timed on device i
        measureBidirectional(r, i, j, access != 0, st);
}

void CudaPeerProbe::measureBidirectional(Run &r, int i, int j, bool access, cudaStream_t streamI) {
    ProbeContext &ctx = r.ctx;
    CudaRuntimeApi &api = r.api;
    const std::uint64_t bytes = r.bytes;
    PeerPair pair;
    pair.i = i;
    pair.j = j;
    pair.srcI = r.src[i].data();
    pair.dstI = r.dst[i].data();
    pair.srcJ = r.src[j].data();
    pair.dstJ = r.dst[j].data();
    pair.bytes = bytes;
    pair.streamI = streamI;
    pair.streamJ = r.streams[j]->get();
    const auto bi =
        ctx.sample([&](std::uint64_t n) { return timeBidirectionalPeer(api, pair, n); });
    if (!bi.stopped && !bi.secondsPerIteration.empty()) {
        Measurement b = measurement("bandwidth", "P2P", "", "copy_peer_bidirectional", "B/s");
        b.workingSetBytes = 2 * bytes;
        b.samples = ratesOf(bi, 2.0 * static_cast<double>(bytes));
        b.params.set("src", i);
        b.params.set("dst", j);
        b.params.set("path", access ? "direct (peer access)" : "staged-through-host");
        b.params.set("byte_rule", "both directions counted");
        emit(ctx, std::move(b), 0.0, "");
    }
}

void CudaPeerProbe::measureAllReduce(Run &gpus) {
    ProbeContext &ctx = gpus.ctx;
    const int count = gpus.count;
    Nccl &nccl = Nccl::instance();
    if (!nccl.available()) {
        ctx.warn("nccl-unavailable", nccl.status());
        setDevice(ordinal());
        return;
    }
    std::vector<int> devs(count);
    for (int d = 0; d < count; ++d)
        devs[d] = d;
    std::vector<Nccl::Comm> comms;
    if (const std::string e = nccl.initAll(&comms, devs); !e.empty()) {
        ctx.warn("nccl-failed", "ncclCommInitAll: " + e);
        setDevice(ordinal());
        return;
    }
    ctx.progress(gpus.pairs / (gpus.pairs + 1), "NCCL all-reduce");
    for (std::uint64_t size : SweepPlan::ncclSweep(ctx.config())) {
        if (ctx.stopRequested() || size > gpus.bytes)
            break;
        if (!measureAllReducePoint(gpus, nccl, comms, size))
            break;
    }
    for (auto c : comms)
        nccl.destroy(c);
    setDevice(ordinal());
    ctx.progress(1.0, "peer done");
}

bool CudaPeerProbe::measureAllReducePoint(Run &gpus, Nccl &nccl,
                                          const std::vector<Nccl::Comm> &comms,
                                          std::uint64_t size) {
    ProbeContext &ctx = gpus.ctx;
    const int count = gpus.count;
    std::vector<DeviceBuffer> &dst = gpus.dst;
    std::vector<std::unique_ptr<Stream>> &streams = gpus.streams;
    const std::size_t floats = size / 4;
    std::string error;
    auto run = ctx.sample([&](std::uint64_t n) {
        const auto t0 = Clock::now();
        for (std::uint64_t r = 0; r < n && error.empty(); ++r) {
            error = nccl.groupStart();
            for (int d = 0; d < count && error.empty(); ++d)
                error = nccl.allReduceFloatSum(dst[d].data(), floats, comms[d], streams[d]->get());
            if (error.empty())
                error = nccl.groupEnd();
        }
        for (int d = 0; d < count; ++d) {
            setDevice(d);
            streams[d]->sync();
        }
        return error.empty() ? std::chrono::duration<double>(Clock::now() - t0).count() : 1.0;
    });
    if (!error.empty()) {
        ctx.warn("nccl-failed", "ncclAllReduce: " + error);
        return false;
    }
    if (run.stopped || run.secondsPerIteration.empty())
        return false;
    const double factor = accounting::allReduceBusFactor(count);
    Measurement m = measurement("bandwidth", "NCCL", "fp32", "allreduce_busbw", "B/s");
    m.workingSetBytes = size;
    m.samples = ratesOf(run, static_cast<double>(size) * factor);
    m.params.set("ranks", count);
    m.params.set("bus_factor", factor);
    m.params.set("rule", "nccl-tests: busbw = bytes / time x 2(n-1)/n");
    m.params.set("nccl_version", nccl.version());
    m.params.set("timing", "host steady clock around grouped all-reduces + stream syncs");
    emit(ctx, std::move(m), 0.0, "");
    return true;
}

} // namespace roofline::cuda
