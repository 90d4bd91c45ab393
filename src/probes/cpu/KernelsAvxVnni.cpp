// SPDX-License-Identifier: MIT
// AVX-VNNI kernels (the VEX encoding of vpdpbusd, on CPUs with VNNI but without AVX-512 or
// where the 256-bit form is the one to use); compiled with -mavx2 -mavxvnni only.
#include "probes/cpu/FormatKernels.h"

#include <immintrin.h>

namespace roofline::probes {

namespace {

constexpr int kChains = 12;

// {vex} vpdpbusd ymm: 8 int32 lanes x 4 u8 x s8 products x 2 = 64 OP per instruction; the
// result for n iterations is 8 x (66 + 720 n).
double avxVnniDot(std::uint64_t iterations) {
    const __m256i x = _mm256_set1_epi8(3);
    const __m256i y = _mm256_set1_epi8(5);
    __m256i acc[kChains];
    for (int k = 0; k < kChains; ++k)
        acc[k] = _mm256_set1_epi32(k);
    for (std::uint64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 12
        for (int k = 0; k < kChains; ++k)
            acc[k] = _mm256_dpbusd_avx_epi32(acc[k], x, y);
    }
    __m256i sum = acc[0];
    for (int k = 1; k < kChains; ++k)
        sum = _mm256_add_epi32(sum, acc[k]);
    alignas(32) int lanes[8];
    _mm256_store_si256(reinterpret_cast<__m256i *>(lanes), sum);
    double s = 0.0;
    for (int v : lanes)
        s += v;
    return s;
}

double avxVnniExpected(std::uint64_t n, int) {
    return 8.0 * (66.0 + 720.0 * static_cast<double>(n));
}

const FormatKernel kAvxVnni{"x86.avxvnni.dot",
                            "int8",
                            "vector",
                            "{vex} vpdpbusd ymm (u8 x s8 x32 -> int32 x8)",
                            "avx-vnni",
                            "OP/s",
                            "8 int32 lanes x 4 u8 x s8 products x 2 (multiply + add) = 64 OP",
                            "vpdpbusd",
                            "KernelsAvxVnni.cpp.o",
                            "avxVnniDot",
                            kChains,
                            64,
                            kChains,
                            256,
                            FormatKernel::Ceiling::DotProduct,
                            32,
                            8,
                            avxVnniDot,
                            true,
                            false,
                            avxVnniExpected};

} // namespace

std::vector<const FormatKernel *> formatKernelsAvxVnni() {
    return {&kAvxVnni};
}

} // namespace roofline::probes
