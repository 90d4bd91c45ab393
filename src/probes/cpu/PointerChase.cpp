// SPDX-License-Identifier: MIT
#include "probes/cpu/PointerChase.h"

#include <numeric>
#include <random>

namespace roofline::probes {

std::vector<std::uint32_t> PointerChase::sattoloCycle(std::size_t n, std::uint64_t seed) {
    // Sattolo: like Fisher-Yates but j < i strictly, which yields a uniformly random cyclic
    // permutation, i.e. exactly one cycle.
    std::vector<std::uint32_t> perm(n);
    std::iota(perm.begin(), perm.end(), 0u);
    std::mt19937_64 rng(seed);
    for (std::size_t i = n; i > 1; --i) {
        std::uniform_int_distribution<std::size_t> pick(0, i - 2);
        const std::size_t j = pick(rng);
        std::swap(perm[i - 1], perm[j]);
    }
    return perm;
}

void **PointerChase::build(void *buffer, std::size_t slots, std::size_t strideBytes,
                           std::uint64_t seed) {
    auto *base = static_cast<char *>(buffer);
    auto slot = [&](std::size_t i) { return reinterpret_cast<void **>(base + i * strideBytes); };
    const auto next = sattoloCycle(slots, seed);
    for (std::size_t i = 0; i < slots; ++i)
        *slot(i) = slot(next[i]);
    return slot(0);
}

void **PointerChase::chase(void **p, std::uint64_t loads) {
    // Unrolled by 8; the asm barrier after the loop stops the compiler from proving the
    // result unused and dropping the chain.
    std::uint64_t i = loads / 8;
    while (i--) {
        p = static_cast<void **>(*p);
        p = static_cast<void **>(*p);
        p = static_cast<void **>(*p);
        p = static_cast<void **>(*p);
        p = static_cast<void **>(*p);
        p = static_cast<void **>(*p);
        p = static_cast<void **>(*p);
        p = static_cast<void **>(*p);
    }
    for (std::uint64_t r = loads % 8; r; --r)
        p = static_cast<void **>(*p);
    asm volatile("" : "+r"(p));
    return p;
}

std::size_t PointerChase::cycleLength(void **start, std::size_t limit) {
    void **p = static_cast<void **>(*start);
    std::size_t n = 1;
    while (p != start && n < limit) {
        p = static_cast<void **>(*p);
        ++n;
    }
    return n;
}

} // namespace roofline::probes
