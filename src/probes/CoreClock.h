#pragma once

namespace roofline::probes {

// The core clock under load, from a chain of dependent one-cycle integer adds. The TSC is not
// the core clock on many machines (REFERENCE-FIGURES: 2.445 GHz TSC vs 3.1 GHz cores).
class CoreClock {
public:
    // Best of several short samples over about `seconds` on the calling thread.
    static double measureHz(double seconds = 0.03);
    // Runs `iterations` x kAddsPerIteration dependent adds; returns a value to keep them alive.
    static unsigned long long addChain(unsigned long long iterations);
    static constexpr int kAddsPerIteration = 16;
};

} // namespace roofline::probes
