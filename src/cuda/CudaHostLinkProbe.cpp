// SPDX-License-Identifier: MIT
#include "cuda/CudaHostLinkProbe.h"

#include "cuda/CudaRuntime.h"
#include "cuda/GpuCeilings.h"
#include "cuda/HostNuma.h"
#include "cuda/Kernels.h"
#include "cuda/SweepPlan.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>

namespace roofline::cuda {

using probes::Measurement;
using probes::ProbeContext;
using probes::RunConfig;
using Clock = std::chrono::steady_clock;

namespace {

void fillHost(void *p, std::size_t bytes, std::uint64_t seed) {
    auto *w = static_cast<std::uint64_t *>(p);
    std::uint64_t x = seed;
    for (std::size_t i = 0; i < bytes / 8; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        w[i] = x;
    }
}

} // namespace

std::string CudaHostLinkProbe::description() const {
    return "Host<->device copies over 1 KiB..1 GiB: copy engine with pinned memory (events), "
           "pageable memory (host clock around cudaMemcpy), both directions at once on two "
           "streams, and the SM path (a copy kernel on mapped pinned memory). Bytes: payload "
           "once per direction. Copies are verified. Devices take turns (one host link probe "
           "at a time).";
}

double CudaHostLinkProbe::estimatedSeconds(const RunConfig &config) const {
    const auto sizes = SweepPlan::hostLinkSweep(spec(), config);
    const auto p = probes::SamplingPolicy::forConfig(config);
    double total = 0.5 + static_cast<double>(sizes.back()) * 3 / 2e9; // pin + fill
    for (std::uint64_t s : sizes) {
        const double copy = static_cast<double>(s) / 10e9; // a slow link, per copy
        total += 4 * (std::max(p.minSeconds, 13 * copy) + 0.01);
    }
    return total + 3 * (p.maxSeconds + 0.2);
}

struct CudaHostLinkProbe::Run {
    ProbeContext &ctx;
    const std::uint64_t top;
    const int node;
    PinnedBuffer &hostA, &hostB;
    char *const pageable;
    Latch &latch;
    DeviceBuffer &devA, &devB;
    Stream &s, &s2;
    const double ceiling;
    const std::string rule;
    const double points;
    double done;
};

void CudaHostLinkProbe::runOnDevice(ProbeContext &ctx) {
    if (skippedOnSimulator(ctx, "the host link (PCIe copies, mapped host memory, the latch)",
                           "its device memory is the host's own, copied by memcpy, and the "
                           "device cannot read host memory"))
        return;
    std::lock_guard hostLock(hostLinkMutex());
    const RunConfig &cfg = ctx.config();
    const auto sizes = SweepPlan::hostLinkSweep(spec(), cfg);
    const std::uint64_t top = sizes.back();
    ctx.progress(0.0, "pinning " + std::to_string(top >> 20) + " MiB x 2");
    // Host buffers on the GPU's NUMA node (sysfs numa_node of its PCI device), touched first.
    const int node = spec().numaNode;
    PinnedBuffer hostA(top, true, node), hostB(top, true, node);
    NumaMemory pageableMemory(top, node);
    char *const pageable = static_cast<char *>(pageableMemory.data());
    fillHost(hostA.data(), top, 0x2545F4914F6CDD1Dull);
    std::memcpy(pageable, hostA.data(), top); // touched: no first-touch faults timed
    Latch latch(std::max(measuredClockHz(), spec().smClockHz));
    DeviceBuffer devA(top), devB(top);
    Stream s, s2;
    const int gen = std::max(spec().pcieGen, spec().pcieMaxGen);
    const int width = std::max(spec().pcieWidth, spec().pcieMaxWidth);
    const double ceiling = GpuCeilings::pcieBandwidth(gen, width);
    const std::string rule = "PCIe gen " + std::to_string(gen) + " x" + std::to_string(width)
                             + " payload rate per direction after encoding (NVML)";

    const double points = static_cast<double>(sizes.size()) * 4 + 3;
    Run r{ctx,  top, node, hostA,   hostB, pageable, latch, devA,
          devB, s,   s2,   ceiling, rule,  points,   0.0};
    for (std::uint64_t b : sizes) {
        measureCopy(r, "H2D", b, true);
        measureCopy(r, "D2H", b, true);
        measureCopy(r, "H2D", b, false);
        measureCopy(r, "D2H", b, false);
    }
    if (ctx.stopRequested())
        return;
    const bool verified = verifyRoundTrip(r);
    measureBidirectional(r);
    if (!measureSmPath(r))
        return;
    ctx.progress(1.0, verified ? "host link done (verified)" : "host link done");
}

void CudaHostLinkProbe::emitRate(Run &r, const char *level, const std::string &kernel,
                                 std::uint64_t bytes, const probes::SampleRun &run,
                                 double perIteration, const std::string &timing, double ceil) {
    Measurement m = measurement("bandwidth", level, "", kernel, "B/s");
    m.workingSetBytes = bytes;
    m.samples = ratesOf(run, perIteration);
    m.params.set("timing", timing);
    m.params.set("bytes_per_copy", bytes);
    m.params.set("iterations_per_sample", run.iterationsPerSample);
    m.params.set("host_memory", r.hostA.placement());
    m.params.set("host_numa_node", r.node);
    emit(r.ctx, std::move(m), ceil, r.rule);
}

void CudaHostLinkProbe::measureCopy(Run &r, const char *level, std::uint64_t bytes, bool pinned) {
    ProbeContext &ctx = r.ctx;
    Latch &latch = r.latch;
    Stream &s = r.s;
    if (ctx.stopRequested())
        return;
    ctx.progress(r.done++ / r.points, std::string(level) + (pinned ? " pinned " : " pageable ")
                                          + std::to_string(bytes) + " B");
    const bool h2d = std::string(level) == "H2D";
    void *host = pinned ? r.hostA.data() : r.pageable;
    void *dst = h2d ? r.devA.data() : (pinned ? r.hostB.data() : r.pageable);
    const void *src = h2d ? host : r.devA.data();
    const auto kind = h2d ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
    probes::SampleRun run;
    if (pinned) {
        // Behind the latch: small copies run back to back at the copy engine's rate, not
        // at the host's enqueue rate.
        run = ctx.sample([&](std::uint64_t n) {
            return latch.time(s.get(), n, [&](cudaStream_t st) {
                check(cudaMemcpyAsync(dst, src, bytes, kind, st), "cudaMemcpyAsync");
            });
        });
    } else {
        // Pageable copies are staged by the driver through its own pinned buffers and
        // return when done: a host-clock round trip is the honest measure.
        run = ctx.sample([&](std::uint64_t n) {
            const auto t0 = Clock::now();
            for (std::uint64_t i = 0; i < n; ++i)
                check(cudaMemcpy(dst, src, bytes, kind), "cudaMemcpy");
            return std::chrono::duration<double>(Clock::now() - t0).count();
        });
    }
    if (run.stopped || run.secondsPerIteration.empty())
        return;
    emitRate(r, level, pinned ? "copy_ce_pinned" : "copy_ce_pageable", bytes, run,
             static_cast<double>(bytes),
             pinned ? "CUDA events around <= 256 cudaMemcpyAsync queued behind a latch kernel"
                    : "host steady clock, cudaMemcpy",
             r.ceiling);
}

// Verification of the largest pinned round trip: host A -> device -> host B.
bool CudaHostLinkProbe::verifyRoundTrip(Run &r) {
    const std::uint64_t top = r.top;
    check(cudaMemcpy(r.devB.data(), r.hostA.data(), top, cudaMemcpyHostToDevice), "verify H2D");
    check(cudaMemcpy(r.hostB.data(), r.devB.data(), top, cudaMemcpyDeviceToHost), "verify D2H");
    const bool verified = std::memcmp(r.hostA.data(), r.hostB.data(), top) == 0;
    if (!verified)
        r.ctx.warn("verification-failed", "host->device->host round trip changed the data");
    return verified;
}

// Both directions at once: two streams, two copy engines where the device has them.
void CudaHostLinkProbe::measureBidirectional(Run &r) {
    PinnedBuffer &hostA = r.hostA, &hostB = r.hostB;
    DeviceBuffer &devA = r.devA, &devB = r.devB;
    Stream &s = r.s, &s2 = r.s2;
    const std::uint64_t top = r.top;
    r.ctx.progress(r.done++ / r.points, "bidirectional");
    auto bidir = r.ctx.sample([&](std::uint64_t n) {
        Event start, mid, stop;
        start.record(s.get());
        check(cudaStreamWaitEvent(s2.get(), start.get(), 0), "cudaStreamWaitEvent");
        for (std::uint64_t i = 0; i < n; ++i) {
            check(cudaMemcpyAsync(devA.data(), hostA.data(), top, cudaMemcpyHostToDevice, s.get()),
                  "H2D");
            check(cudaMemcpyAsync(hostB.data(), devB.data(), top, cudaMemcpyDeviceToHost, s2.get()),
                  "D2H");
        }
        mid.record(s2.get());
        check(cudaStreamWaitEvent(s.get(), mid.get(), 0), "cudaStreamWaitEvent");
        stop.record(s.get());
        return elapsedSeconds(start, stop);
    });
    if (!bidir.stopped && !bidir.secondsPerIteration.empty())
        emitRate(r, "H2D+D2H", "copy_ce_bidirectional", top, bidir, 2.0 * static_cast<double>(top),
                 "CUDA events spanning both streams; bytes = both directions", 2 * r.ceiling);
}

// SM path: a copy kernel reads or writes mapped pinned host memory directly, over whole
// grid passes of the buffer (the copy kernel runs no tail).
bool CudaHostLinkProbe::measureSmPath(Run &r) {
    ProbeContext &ctx = r.ctx;
    Stream &s = r.s;
    const GridPlan grid = SweepPlan::streamingGrid(spec());
    const std::uint64_t smVectors = r.top / 16 / grid.vectorsPerPass * grid.vectorsPerPass;
    for (bool h2d : {true, false}) {
        if (ctx.stopRequested() || smVectors == 0)
            break;
        ctx.progress(r.done++ / r.points, h2d ? "SM copy H2D" : "SM copy D2H");
        void *dst = h2d ? r.devA.data() : r.hostB.devicePointer();
        const void *src = h2d ? r.hostA.devicePointer() : r.devA.data();
        auto run = ctx.sample([&](std::uint64_t n) {
            return timeOnStream(s.get(), n, [&](cudaStream_t st) {
                kernels::streamCopy(dst, src, smVectors, {grid.blocks, grid.threads, st});
            });
        });
        if (run.stopped || run.secondsPerIteration.empty())
            return false;
        emitRate(r, h2d ? "H2D" : "D2H", "copy_sm_mapped", smVectors * 16, run,
                 static_cast<double>(smVectors * 16),
                 "CUDA events around a copy kernel on mapped pinned memory", r.ceiling);
    }
    return true;
}

} // namespace roofline::cuda
