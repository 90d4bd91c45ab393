#include "probes/CoreClock.h"

#include <algorithm>
#include <chrono>

namespace roofline::probes {

unsigned long long CoreClock::addChain(unsigned long long iterations) {
    unsigned long long x = 0;
#if defined(__x86_64__)
    // Written in asm so the compiler cannot fold the chain into one multiply-add.
    asm volatile("1:\n\t"
                 "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
                 "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
                 "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
                 "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
                 "dec %1\n\t"
                 "jnz 1b\n\t"
                 : "+r"(x), "+r"(iterations)
                 :
                 : "cc");
#elif defined(__aarch64__)
    asm volatile("1:\n\t"
                 "add %0, %0, #1\n\tadd %0, %0, #1\n\tadd %0, %0, #1\n\tadd %0, %0, #1\n\t"
                 "add %0, %0, #1\n\tadd %0, %0, #1\n\tadd %0, %0, #1\n\tadd %0, %0, #1\n\t"
                 "add %0, %0, #1\n\tadd %0, %0, #1\n\tadd %0, %0, #1\n\tadd %0, %0, #1\n\t"
                 "add %0, %0, #1\n\tadd %0, %0, #1\n\tadd %0, %0, #1\n\tadd %0, %0, #1\n\t"
                 "subs %1, %1, #1\n\t"
                 "b.ne 1b\n\t"
                 : "+r"(x), "+r"(iterations)
                 :
                 : "cc");
#else
    for (unsigned long long i = 0; i < iterations * kAddsPerIteration; ++i)
        asm volatile("" : "+r"(x));
#endif
    return x;
}

double CoreClock::measureHz(double seconds) {
    using Clock = std::chrono::steady_clock;
    const unsigned long long iters = 200000; // ~1 ms at 3 GHz
    double best = 0.0;
    const auto end = Clock::now() + std::chrono::duration<double>(seconds);
    addChain(iters); // wake the core from a low-power state
    do {
        const auto t0 = Clock::now();
        addChain(iters);
        const double t = std::chrono::duration<double>(Clock::now() - t0).count();
        if (t > 0.0)
            best = std::max(best, static_cast<double>(iters * kAddsPerIteration) / t);
    } while (Clock::now() < end);
    return best;
}

} // namespace roofline::probes
