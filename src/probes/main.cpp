// SPDX-License-Identifier: MIT
// roofline-probe: the Qt-free measurement engine (docs/cli.md). Signals only set a flag; probes
// check it between samples, so SIGINT/SIGTERM end the current sample and then the run. A
// broken output pipe (the supervisor is gone) sets the same flag: nobody would read the rest.
// (Dying with the supervisor itself is the supervisor's to arrange: ProbeRunner starts the
// engine with PR_SET_PDEATHSIG. The engine does not set it on its own, so that
// `nohup roofline-probe --bundle FILE &` keeps measuring after its shell ends.)
// The protocol owns stdout: what a library prints there (GPGPU-Sim's log, a driver's or
// oneDNN's verbose output) would break the JSON lines a supervisor reads. So before any other
// constructor runs (the CUDA modules register theirs, and a simulator starts printing then),
// the protocol takes a descriptor of its own and descriptor 1 is pointed at stderr.
#include "probes/engine/Engine.h"
#include "probes/engine/ProbeRegistry.h"
#include "probes/engine/ProtocolWriter.h"

#ifdef ROOFLINE_WITH_CUDA
#include "probes/CudaDeviceProvider.h"
#endif

#include <atomic>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace {

std::atomic<bool> g_cancel{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler needs a lock-free flag");

extern "C" void onSignal(int) {
    g_cancel.store(true);
}

// -1: stdout could not be taken (descriptor 1 or 2 closed at start): the protocol stays on it.
int g_protocolFd = -1;

// Priority 101 runs before every constructor of default priority in this executable (GCC and
// Clang order .init_array by priority), among them the CUDA modules' registration.
__attribute__((constructor(101))) void takeStdoutForTheProtocol() {
    // Close-on-exec: a program the engine starts must not hold the supervisor's pipe open.
    const int fd = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    if (fd < 0)
        return;
    if (::dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        ::close(fd);
        return;
    }
    g_protocolFd = fd;
}

std::FILE *protocolStream() {
    if (g_protocolFd < 0)
        return stdout;
    std::FILE *f = ::fdopen(g_protocolFd, "w");
    return f ? f : stdout;
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

    std::FILE *const protocol = protocolStream();
    ProtocolWriter out(protocol);
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
    if (out.broken() || std::fflush(protocol) != 0 || std::ferror(protocol)) {
        std::fprintf(stderr, "roofline-probe: the output could not be written\n");
        return code == Engine::Complete ? Engine::Failed : code;
    }
    return code;
}
