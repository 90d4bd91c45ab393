// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace roofline::probes {

// The latency method (docs/design.md §3.5, lmbench/multichase): one dependent chain of loads
// through a single random cycle (Sattolo's algorithm), so neither prefetchers nor
// memory-level parallelism can hide a miss.
class PointerChase {
public:
    // A permutation of 0..n-1 that is one cycle through all n elements (next[i] = successor).
    static std::vector<std::uint32_t> sattoloCycle(std::size_t n, std::uint64_t seed);
    // Lays the cycle out in `buffer`: slot i (at i * strideBytes) holds the address of its
    // successor. Returns the first slot. strideBytes >= sizeof(void *).
    static void **build(void *buffer, std::size_t slots, std::size_t strideBytes,
                        std::uint64_t seed);
    // Follows `loads` dependent pointers from `start`; returns where it stopped (feed it back
    // into the next call so every sample continues the same chain).
    static void **chase(void **start, std::uint64_t loads);
    // Length of the cycle through `start` (for tests), capped at `limit`.
    static std::size_t cycleLength(void **start, std::size_t limit);
};

} // namespace roofline::probes
