// SPDX-License-Identifier: MIT
#include "probes/engine/TestProbes.h"

#include <cstdlib>
#include <sys/syscall.h>
#include <unistd.h>

namespace roofline::probes {

void CrashProbe::run(ProbeContext &ctx) {
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
    m.probe = id();
    m.metric = "latency";
    m.level = "SYSCALL";
    m.kernel = "getppid";
    m.unit = "s";
    m.better = Better::Lower;
    m.samples = run.secondsPerIteration;
    ctx.emit(std::move(m));
    ctx.progress(0.5, "about to crash on purpose");
    std::abort();
}

void HangProbe::run(ProbeContext &ctx) {
    ctx.progress(0.0, "hanging on purpose");
    while (true)
        pause();
}

} // namespace roofline::probes
