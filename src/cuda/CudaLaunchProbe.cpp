// SPDX-License-Identifier: MIT
#include "cuda/CudaLaunchProbe.h"

#include "cuda/CudaRuntime.h"
#include "cuda/Kernels.h"

#include <chrono>
#include <cuda_runtime.h>
#include <optional>

namespace roofline::cuda {

using probes::Measurement;
using probes::ProbeContext;
using probes::RunConfig;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kGraphNodes = 100;
constexpr std::uint64_t kEnqueueBatch = 256; // well below the launch queue's depth

double since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

} // namespace

std::string CudaLaunchProbe::description() const {
    return "The four launch numbers of docs/design.md 3.6 with an empty kernel: API enqueue cost "
           "(host clock around launches only), launch + synchronise round trip (host clock), "
           "back-to-back throughput and per-node cost of a 100-kernel CUDA Graph (events "
           "around a batch queued behind a latch kernel, released when queued); plus event and "
           "stream synchronisation cost and the "
           "round trip of 4-byte host-device copies. Headline: median.";
}

double CudaLaunchProbe::estimatedSeconds(const RunConfig &config) const {
    const auto p = probes::SamplingPolicy::forConfig(config);
    return 12 * (0.5 * (p.minSeconds + p.maxSeconds) + 0.02) + 0.3;
}

struct CudaLaunchProbe::Run {
    explicit Run(ProbeContext &c)
        : ctx(c) {}

    ProbeContext &ctx;
    Stream s;
    const kernels::Launch one{1, 1, s.get()};
    std::optional<Latch> latch;
    int done = 0;
    const double total = 12;
};

void CudaLaunchProbe::runOnDevice(ProbeContext &ctx) {
    Run r(ctx);
    // The latch spins on host memory the device reads while the host writes it; GPGPU-Sim's
    // device memory is its own, so there the latched points are reported, not measured.
    const bool latchable = !skippedOnSimulator(
        ctx, "the launch latch (back-to-back launches, graphs, back-to-back copies)",
        "the device cannot read host memory the host writes while a kernel runs");
    if (latchable)
        r.latch.emplace(std::max(measuredClockHz(), spec().smClockHz));
    measureLaunches(r);
    measureGraph(r);
    measureSyncs(r);
    measureSmallCopies(r);
    ctx.progress(1.0, "launch done");
}

void CudaLaunchProbe::point(Run &r, const char *kernel, const char *level,
                            const std::string &timing,
                            const std::function<double(std::uint64_t)> &body) {
    ProbeContext &ctx = r.ctx;
    if (ctx.stopRequested())
        return;
    ctx.progress(r.done++ / r.total, kernel);
    const auto run = ctx.sample(body);
    if (run.stopped || run.secondsPerIteration.empty())
        return;
    Measurement m = measurement("latency", level, "", kernel, "s");
    m.threads = 1;
    m.samples = run.secondsPerIteration;
    m.params.set("timing", timing);
    m.params.set("iterations_per_sample", run.iterationsPerSample);
    emit(ctx, std::move(m), 0.0, "");
}

void CudaLaunchProbe::measureLaunches(Run &r) {
    const kernels::Launch &one = r.one;
    Stream &s = r.s;
    std::optional<Latch> &latch = r.latch;
    // 1. Enqueue cost: only the launch calls are timed; the queue is drained between batches.
    point(r, "launch_enqueue", "LAUNCH", "host steady clock around cudaLaunchKernel only",
          [&](std::uint64_t iters) {
              double t = 0;
              for (std::uint64_t done0 = 0; done0 < iters; done0 += kEnqueueBatch) {
                  const std::uint64_t n = std::min(kEnqueueBatch, iters - done0);
                  const auto t0 = Clock::now();
                  for (std::uint64_t i = 0; i < n; ++i)
                      kernels::empty(one);
                  t += since(t0);
                  s.sync();
              }
              check(kernels::emptyLaunchError(), "empty kernel launch");
              return t;
          });
    // 2. Launch + synchronise round trip.
    point(r, "launch_sync_round_trip", "LAUNCH", "host steady clock around launch + stream sync",
          [&](std::uint64_t iters) {
              const auto t0 = Clock::now();
              for (std::uint64_t i = 0; i < iters; ++i) {
                  kernels::empty(one);
                  s.sync();
              }
              return since(t0);
          });
    // 3. Back-to-back throughput as the device sees it: the batch is queued behind the latch,
    //    so the device runs it without waiting for the host's enqueue calls.
    if (latch)
        point(r, "launch_back_to_back", "LAUNCH",
              "CUDA events around a batch of <= 256 launches queued behind a latch kernel "
              "(nvbandwidth's method), released once the batch is queued",
              [&](std::uint64_t iters) {
                  return latch->time(s.get(), iters, [&](cudaStream_t) { kernels::empty(one); });
              });
}

// 4. CUDA Graph: per-node cost of a captured chain of empty kernels.
void CudaLaunchProbe::measureGraph(Run &r) {
    const kernels::Launch &one = r.one;
    Stream &s = r.s;
    std::optional<Latch> &latch = r.latch;
    if (latch && !skippedOnSimulator(r.ctx, "CUDA graphs", "its runtime has no graph API")) {
        cudaGraph_t graph = nullptr;
        cudaGraphExec_t exec = nullptr;
        check(cudaStreamBeginCapture(s.get(), cudaStreamCaptureModeThreadLocal), "capture");
        for (int i = 0; i < kGraphNodes; ++i)
            kernels::empty(one);
        check(cudaStreamEndCapture(s.get(), &graph), "cudaStreamEndCapture");
        check(cudaGraphInstantiate(&exec, graph, 0), "cudaGraphInstantiate");
        point(r, "graph_per_node", "LAUNCH",
              "CUDA events around graph launches of 100 empty-kernel nodes queued behind a "
              "latch kernel, / 100",
              [&](std::uint64_t iters) {
                  return latch->time(s.get(), iters, [&](cudaStream_t st) {
                      check(cudaGraphLaunch(exec, st), "cudaGraphLaunch");
                  }) / kGraphNodes;
              });
        cudaGraphExecDestroy(exec);
        cudaGraphDestroy(graph);
    }
}

// 5. Synchronisation cost on an idle stream / a completed event.
void CudaLaunchProbe::measureSyncs(Run &r) {
    Stream &s = r.s;
    Event e;
    point(r, "event_record_sync", "SYNC", "host steady clock around cudaEventRecord + sync",
          [&](std::uint64_t iters) {
              const auto t0 = Clock::now();
              for (std::uint64_t i = 0; i < iters; ++i) {
                  e.record(s.get());
                  check(cudaEventSynchronize(e.get()), "cudaEventSynchronize");
              }
              return since(t0);
          });
    point(r, "stream_sync_idle", "SYNC", "host steady clock around cudaStreamSynchronize",
          [&](std::uint64_t iters) {
              const auto t0 = Clock::now();
              for (std::uint64_t i = 0; i < iters; ++i)
                  s.sync();
              return since(t0);
          });
}

// 6. Small copies: the latency end of the host-link sweep.
void CudaLaunchProbe::measureSmallCopies(Run &r) {
    Stream &s = r.s;
    std::optional<Latch> &latch = r.latch;
    PinnedBuffer pinned(64, false, spec().numaNode);
    DeviceBuffer dev(64);
    int pageable[16] = {};
    auto copyPoint = [&](const char *kernel, const char *level, void *dst, const void *src,
                         cudaMemcpyKind kind, bool async) {
        point(r, kernel, level,
              async ? "host steady clock around cudaMemcpyAsync + stream sync (4 B, pinned)"
                    : "host steady clock around cudaMemcpy (4 B, pageable)",
              [&](std::uint64_t iters) {
                  const auto t0 = Clock::now();
                  for (std::uint64_t i = 0; i < iters; ++i) {
                      if (async) {
                          check(cudaMemcpyAsync(dst, src, 4, kind, s.get()), "cudaMemcpy");
                          s.sync();
                      } else {
                          check(cudaMemcpy(dst, src, 4, kind), "cudaMemcpy");
                      }
                  }
                  return since(t0);
              });
    };
    copyPoint("copy_4B_pinned", "H2D", dev.data(), pinned.data(), cudaMemcpyHostToDevice, true);
    copyPoint("copy_4B_pinned", "D2H", pinned.data(), dev.data(), cudaMemcpyDeviceToHost, true);
    // The same small copies back to back behind the latch: the copy engine's own rate,
    // not the host's enqueue rate.
    auto latched = [&](const char *level, void *dst, const void *src, cudaMemcpyKind kind) {
        point(r, "copy_4B_pinned_back_to_back", level,
              "CUDA events around <= 256 4-byte cudaMemcpyAsync queued behind a latch "
              "kernel (pinned host memory: "
                  + pinned.placement() + ")",
              [&](std::uint64_t iters) {
                  return latch->time(s.get(), iters, [&](cudaStream_t st) {
                      check(cudaMemcpyAsync(dst, src, 4, kind, st), "cudaMemcpyAsync");
                  });
              });
    };
    if (latch) {
        latched("H2D", dev.data(), pinned.data(), cudaMemcpyHostToDevice);
        latched("D2H", pinned.data(), dev.data(), cudaMemcpyDeviceToHost);
    }
    copyPoint("copy_4B_pageable", "H2D", dev.data(), pageable, cudaMemcpyHostToDevice, false);
    copyPoint("copy_4B_pageable", "D2H", pageable, dev.data(), cudaMemcpyDeviceToHost, false);
}

} // namespace roofline::cuda
