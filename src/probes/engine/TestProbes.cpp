// SPDX-License-Identifier: MIT
#include "probes/engine/TestProbes.h"

#include <cstdio>
#include <cstdlib>
#include <sys/syscall.h>
#include <unistd.h>

namespace roofline::probes {

namespace {

// One real measurement: the latency of getppid().
void emitSyscallLatency(ProbeContext &ctx, const std::string &probe) {
    const auto body = [](std::uint64_t n) {
        return ProbeContext::timeIt([&] {
            for (std::uint64_t i = 0; i < n; ++i)
                syscall(SYS_getppid);
        });
    };
    SamplingPolicy quick = ctx.policy();
    quick.minSeconds = 0.01;
    quick.maxSeconds = 0.02;
    const SampleRun run = ctx.sample(body, quick);
    Measurement m;
    m.probe = probe;
    m.metric = "latency";
    m.level = "SYSCALL";
    m.kernel = "getppid";
    m.unit = "s";
    m.better = Better::Lower;
    m.samples = run.secondsPerIteration;
    ctx.emit(std::move(m));
}

} // namespace

void CrashProbe::run(ProbeContext &ctx) {
    emitSyscallLatency(ctx, id());
    ctx.progress(0.5, "about to crash on purpose");
    std::abort();
}

void StdoutProbe::run(ProbeContext &ctx) {
    std::printf("chatty library: stdio line\nnot JSON {");
    std::fflush(stdout);
    const char raw[] = "chatty library: raw descriptor write\n";
    if (::write(STDOUT_FILENO, raw, sizeof raw - 1) < 0)
        ctx.progress(0.0, "the raw write to descriptor 1 failed");
    emitSyscallLatency(ctx, id());
}

void HangProbe::run(ProbeContext &ctx) {
    ctx.progress(0.0, "hanging on purpose");
    while (true)
        pause();
}

} // namespace roofline::probes
