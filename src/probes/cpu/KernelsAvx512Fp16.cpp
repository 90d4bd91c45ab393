// SPDX-License-Identifier: MIT
// AVX512-FP16 kernels; this file alone is compiled with -mavx512fp16 (CMakeLists.txt) and
// only called when CPUID says AVX512-FP16 and XCR0 enables the ZMM state (FormatLadder).
// Not executed by the project yet (no AVX512-FP16 CPU in its labs): `verified` is false.
#include "probes/cpu/FormatKernels.h"

#include <immintrin.h>

namespace roofline::probes {

namespace {

constexpr int kChains = 12;

// vfmadd231ph zmm: 32 fp16 lanes, multiply + add each: 64 FLOP per instruction. x <- 0.5 x +
// 0.5 converges to 1 in every lane, so the result (12 chains x 32 lanes) is exactly 384.
double avx512Fp16Fma(std::uint64_t iterations) {
    const __m512h m = _mm512_set1_ph(static_cast<_Float16>(0.5f));
    const __m512h a = _mm512_set1_ph(static_cast<_Float16>(0.5f));
    __m512h acc[kChains];
    for (int k = 0; k < kChains; ++k)
        acc[k] = _mm512_set1_ph(static_cast<_Float16>(static_cast<float>(k)));
    for (std::uint64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 12
        for (int k = 0; k < kChains; ++k)
            acc[k] = _mm512_fmadd_ph(acc[k], m, a);
    }
    double s = 0.0;
    for (int k = 0; k < kChains; ++k)
        s += static_cast<double>(_mm512_reduce_add_ph(acc[k]));
    return s;
}

double fp16Expected(std::uint64_t, int) {
    return 12.0 * 32;
}

const FormatKernel kFp16{"x86.avx512fp16.fma",
                         "fp16",
                         "vector",
                         "vfmadd231ph zmm (fp16 x32)",
                         "avx512fp16",
                         "FLOP/s",
                         "32 fp16 lanes x 2 (multiply + add) = 64 FLOP",
                         "vfmadd",
                         "KernelsAvx512Fp16.cpp.o",
                         "avx512Fp16Fma",
                         kChains,
                         64,
                         kChains,
                         512,
                         FormatKernel::Ceiling::Vector,
                         16,
                         2,
                         avx512Fp16Fma,
                         false,
                         false,
                         fp16Expected};

} // namespace

std::vector<const FormatKernel *> formatKernelsAvx512Fp16() {
    return {&kFp16};
}

} // namespace roofline::probes
