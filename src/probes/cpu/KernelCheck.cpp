// SPDX-License-Identifier: MIT
// roofline-kernel-check: runs every format kernel this CPU may execute and compares its result
// with the exact value its operation count implies (FormatKernel::expected). Plain C++, built
// with the engine (also for aarch64, where it runs under QEMU user emulation when no machine
// is at hand): a new CPU's kernels are checked before any figure of theirs is trusted.
// Exit status 0 when every runnable kernel matches, 1 otherwise.
#include "probes/cpu/AmxSupport.h"
#include "probes/cpu/FormatKernels.h"
#include "probes/cpu/FormatLadder.h"
#include "probes/cpu/IsaFeatures.h"

#include <cstdio>
#include <string>

using namespace roofline::probes;

int main() {
    const IsaFeatures isa = IsaFeatures::detect();
    const AmxSupport::Permission amx = AmxSupport::request(isa.amxTile);
    const FormatLadder::AmxState state{isa.amxTile, amx.granted, amx.state};
    const std::uint64_t n = 1000;
    int failed = 0, ran = 0;
    for (const FormatKernel *k : allFormatKernels()) {
        if (!FormatLadder::canRun(k->id, isa, state)) {
            std::printf("skip  %-22s (this CPU cannot run it)\n", k->id);
            continue;
        }
        if (!k->expected) {
            std::printf("skip  %-22s (no expected value)\n", k->id);
            continue;
        }
        ++ran;
        const double got = k->loop(n);
        const double want = k->expected(n, isa.sveVectorBytes);
        const bool ok = got == want;
        failed += ok ? 0 : 1;
        std::printf("%s  %-22s %s: %.17g (expected %.17g)\n", ok ? "ok  " : "FAIL", k->id,
                    k->kernel, got, want);
    }
    // The ladder's choice per rung from the features above (HWCAP/HWCAP2 on aarch64), for
    // tests that switch features off (tests/qemu: `qemu-aarch64 -cpu cortex-a76` has no BF16).
    std::string names;
    for (const std::string &f : isa.names())
        names += (names.empty() ? "" : " ") + f;
    std::printf("features %s\n", names.c_str());
    std::printf("emulation %s\n", isa.emulation.empty() ? "none" : isa.emulation.c_str());
    for (const FormatChoice &c : FormatLadder::choose(isa, state))
        std::printf("ladder %s %s %s\n", c.format.c_str(), c.family.c_str(),
                    c.status == FormatChoice::Status::Run ? c.kernelId.c_str() : "-");
    std::printf("%d of %d runnable kernels match their counted work%s\n", ran - failed, ran,
                isa.arch == "aarch64" && isa.sveVectorBytes
                    ? (" (SVE vector " + std::to_string(isa.sveVectorBytes) + " bytes)").c_str()
                    : "");
    return failed ? 1 : 0;
}
