// SPDX-License-Identifier: MIT
// AVX512-BF16 kernels; this file alone is compiled with -mavx512bf16 and only called when
// CPUID says AVX512-BF16 (FormatLadder).
#include "probes/cpu/FormatKernels.h"

#include <immintrin.h>

namespace roofline::probes {

namespace {

// Sixteen chains: vdpbf16ps has a longer latency than an FMA (about 6 cycles on Zen 4/5), and
// 2 per cycle x 6 cycles needs 12 in flight with no slack; 16 accumulators + 2 inputs still fit
// the 32 zmm registers.
constexpr int kChains = 16;

// vdpbf16ps zmm: each of 16 fp32 lanes adds the dot product of two bf16 pairs, i.e. 2
// multiplies + 2 adds = 4 FLOP per lane, 64 FLOP per instruction (the convention oneDNN and
// Intel use: 2 FLOP per bf16 product accumulated). With both inputs 1.0 every lane grows by
// exactly 2 per instruction, so the result is 16 x (120 + 32 n) for n iterations (exact while
// a lane stays below 2^24).
double avx512Bf16Dot(std::uint64_t iterations) {
    const __m512bh x = (__m512bh)_mm512_set1_epi16(0x3f80); // bf16 1.0
    const __m512bh y = (__m512bh)_mm512_set1_epi16(0x3f80);
    __m512 acc[kChains];
    for (int k = 0; k < kChains; ++k)
        acc[k] = _mm512_set1_ps(static_cast<float>(k));
    for (std::uint64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 16
        for (int k = 0; k < kChains; ++k)
            acc[k] = _mm512_dpbf16_ps(acc[k], x, y);
    }
    double s = 0.0;
    for (int k = 0; k < kChains; ++k)
        s += static_cast<double>(_mm512_reduce_add_ps(acc[k]));
    return s;
}

double bf16Expected(std::uint64_t n, int) {
    return 16.0 * (120.0 + 32.0 * static_cast<double>(n));
}

const FormatKernel kBf16{"x86.avx512bf16.dot",
                         "bf16",
                         "vector",
                         "vdpbf16ps zmm (bf16 x32 -> fp32 x16)",
                         "avx512bf16",
                         "FLOP/s",
                         "16 fp32 lanes x 2 bf16 products x 2 (multiply + add) = 64 FLOP",
                         "vdpbf16ps",
                         "KernelsAvx512Bf16.cpp.o",
                         "avx512Bf16Dot",
                         kChains,
                         64,
                         kChains,
                         512,
                         FormatKernel::Ceiling::DotProduct,
                         32,
                         4,
                         avx512Bf16Dot,
                         true,
                         false,
                         bf16Expected};

} // namespace

std::vector<const FormatKernel *> formatKernelsAvx512Bf16() {
    return {&kBf16};
}

} // namespace roofline::probes
