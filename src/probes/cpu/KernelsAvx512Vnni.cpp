// SPDX-License-Identifier: MIT
// AVX512-VNNI kernels; this file alone is compiled with -mavx512vnni and only called when
// CPUID says AVX512-VNNI (FormatLadder).
#include "probes/cpu/FormatKernels.h"

#include <immintrin.h>

namespace roofline::probes {

namespace {

constexpr int kChains = 12;

// vpdpbusd zmm: each of 16 int32 lanes adds four u8 x s8 products: 4 multiply-adds = 8 OP
// per lane, 128 OP per instruction (the same count as the vpmaddubsw+vpmaddwd+vpaddd triple
// it replaces). With u8 3 and s8 5 every lane grows by exactly 60 per instruction: the result
// is 16 x (66 + 720 n) for n iterations.
double avx512VnniDot(std::uint64_t iterations) {
    const __m512i x = _mm512_set1_epi8(3);
    const __m512i y = _mm512_set1_epi8(5);
    __m512i acc[kChains];
    for (int k = 0; k < kChains; ++k)
        acc[k] = _mm512_set1_epi32(k);
    for (std::uint64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 12
        for (int k = 0; k < kChains; ++k)
            acc[k] = _mm512_dpbusd_epi32(acc[k], x, y);
    }
    // Each lane as int32 (wrapping is defined in the vector unit, not in C's int: no
    // _mm512_reduce_add_epi32, whose signed adds would be undefined once a long run wraps).
    double s = 0.0;
    alignas(64) std::int32_t lanes[16];
    for (int k = 0; k < kChains; ++k) {
        _mm512_store_si512(lanes, acc[k]);
        for (std::int32_t v : lanes)
            s += v;
    }
    return s;
}

double vnniExpected(std::uint64_t n, int) {
    return 16.0 * (66.0 + 720.0 * static_cast<double>(n));
}

const FormatKernel kVnni{"x86.avx512vnni.dot",
                         "int8",
                         "vector",
                         "vpdpbusd zmm (u8 x s8 x64 -> int32 x16)",
                         "avx512vnni",
                         "OP/s",
                         "16 int32 lanes x 4 u8 x s8 products x 2 (multiply + add) = 128 OP",
                         "vpdpbusd",
                         "KernelsAvx512Vnni.cpp.o",
                         "avx512VnniDot",
                         kChains,
                         128,
                         kChains,
                         512,
                         FormatKernel::Ceiling::DotProduct,
                         32,
                         8,
                         avx512VnniDot,
                         true,
                         false,
                         vnniExpected};

} // namespace

std::vector<const FormatKernel *> formatKernelsAvx512Vnni() {
    return {&kVnni};
}

} // namespace roofline::probes
