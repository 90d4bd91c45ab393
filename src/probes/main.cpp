// SPDX-License-Identifier: MIT
// roofline-probe: the Qt-free measurement engine (docs/cli.md). Signals only set a flag; probes
// check it between samples, so SIGINT/SIGTERM end the current sample and then the run. A
// broken output pipe (the supervisor is gone) sets the same flag: nobody would read the rest.
// (Dying with the supervisor itself is the supervisor's to arrange: ProbeRunner starts the
// engine with PR_SET_PDEATHSIG. The engine does not set it on its own, so that
// `nohup roofline-probe --bundle FILE &` keeps measuring after its shell ends.)
#include "probes/engine/Engine.h"
#include "probes/engine/ProbeRegistry.h"
#include "probes/engine/ProtocolWriter.h"

#ifdef ROOFLINE_WITH_CUDA
#include "probes/CudaDeviceProvider.h"
#endif

#include <atomic>
#include <csignal>
#include <cstdio>

namespace {

std::atomic<bool> g_cancel{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler needs a lock-free flag");

extern "C" void onSignal(int) {
    g_cancel.store(true);
}

} // namespace

int main(int argc, char **argv) {
    using namespace roofline::probes;
    struct sigaction sa {};
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    std::signal(SIGPIPE, SIG_IGN);

    ProtocolWriter out(stdout);
    out.onBrokenPipe([] { g_cancel.store(true); });
    ProbeRegistry registry;
    ProbeRegistry::addBuiltins(registry);
#ifdef ROOFLINE_WITH_CUDA
    registry.addProvider(std::make_unique<CudaDeviceProvider>());
#endif
    Engine engine(registry, out, g_cancel);
    std::string error;
    const auto options = EngineOptions::parse(argc, argv, &error);
    if (!options) {
        engine.usageError(error);
        return Engine::Usage;
    }
    const int code = engine.run(*options);
    // Output that never arrived is a failure, not a success (> /dev/full): the protocol's lines
    // (the writer saw the error) and --help, --version.
    if (out.broken() || std::fflush(stdout) != 0 || std::ferror(stdout)) {
        std::fprintf(stderr, "roofline-probe: the output could not be written\n");
        return code == Engine::Complete ? Engine::Failed : code;
    }
    return code;
}
