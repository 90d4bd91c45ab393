// SPDX-License-Identifier: MIT
// AVX2 + FMA kernels; this file alone is compiled with -mavx2 -mfma (see CMakeLists.txt).
#include "probes/cpu/CpuKernels.h"

#include <immintrin.h>

namespace roofline::probes {

namespace {

struct D {
    using T = __m256d;
    static constexpr int kWidth = 4;
    static T zero() { return _mm256_setzero_pd(); }
    static T set1(double v) { return _mm256_set1_pd(v); }
    static T load(const double *p) { return _mm256_load_pd(p); }
    static void store(double *p, T v) { _mm256_store_pd(p, v); }
    static void stream(double *p, T v) { _mm256_stream_pd(p, v); }
    static void fence() { _mm_sfence(); }
    static T add(T a, T b) { return _mm256_add_pd(a, b); }
    static T fma(T a, T b, T c) { return _mm256_fmadd_pd(a, b, c); }
    static double hsum(T v) {
        const __m128d s = _mm_add_pd(_mm256_castpd256_pd128(v), _mm256_extractf128_pd(v, 1));
        return _mm_cvtsd_f64(_mm_add_sd(s, _mm_unpackhi_pd(s, s)));
    }
};

struct F {
    using T = __m256;
    static T set1(float v) { return _mm256_set1_ps(v); }
    static T add(T a, T b) { return _mm256_add_ps(a, b); }
    static T fma(T a, T b, T c) { return _mm256_fmadd_ps(a, b, c); }
    static float hsum(T v) {
        alignas(32) float f[8];
        _mm256_store_ps(f, v);
        return f[0] + f[1] + f[2] + f[3] + f[4] + f[5] + f[6] + f[7];
    }
};

struct I {
    using T = __m256i;
    static T set1(int v) { return _mm256_set1_epi32(v); }
    static T add(T a, T b) { return _mm256_add_epi32(a, b); }
    static T muladd(T a, T b, T c) { return _mm256_add_epi32(_mm256_mullo_epi32(a, b), c); }
    static std::int64_t hsum(T v) {
        alignas(32) int f[8];
        _mm256_store_si256(reinterpret_cast<__m256i *>(f), v);
        std::int64_t s = 0;
        for (int k = 0; k < 8; ++k)
            s += f[k];
        return s;
    }
};

struct B {
    using T = __m256i;
    static T zero() { return _mm256_setzero_si256(); }
    static T load(const double *p) {
        return _mm256_load_si256(reinterpret_cast<const __m256i *>(p));
    }
    static T combine(T acc, T x, T y) { return _mm256_xor_si256(acc, _mm256_xor_si256(x, y)); }
    static T merge(T a, T b) { return _mm256_xor_si256(a, b); }
    static std::uint64_t fold(T v) {
        alignas(32) std::uint64_t f[4];
        _mm256_store_si256(reinterpret_cast<__m256i *>(f), v);
        return f[0] ^ f[1] ^ f[2] ^ f[3];
    }
};

#define ROOFLINE_OWN_INT32_KERNEL 1
#include "probes/cpu/KernelsImpl.inc"

// int32 multiply-add, 12 chains in place (vpmulld then vpaddd on the same register): in C, GCC
// needs a temporary per chain, runs out of the 16 ymm registers and spills five accumulators
// to the stack (tst_kernelasm caught the loads and stores in the loop), so the loop is asm.
std::int64_t int32Kernel(std::uint64_t iterations, int m, int a) {
    const __m256i vm = _mm256_set1_epi32(m), va = _mm256_set1_epi32(a);
    __m256i c0 = _mm256_set1_epi32(a), c1 = _mm256_set1_epi32(a + 1), c2 = _mm256_set1_epi32(a + 2),
            c3 = _mm256_set1_epi32(a + 3), c4 = _mm256_set1_epi32(a + 4),
            c5 = _mm256_set1_epi32(a + 5), c6 = _mm256_set1_epi32(a + 6),
            c7 = _mm256_set1_epi32(a + 7), c8 = _mm256_set1_epi32(a + 8),
            c9 = _mm256_set1_epi32(a + 9), c10 = _mm256_set1_epi32(a + 10),
            c11 = _mm256_set1_epi32(a + 11);
    for (std::uint64_t it = 0; it < iterations; ++it) {
        asm volatile("vpmulld %[m], %[c0], %[c0]\n\t"
                     "vpmulld %[m], %[c1], %[c1]\n\t"
                     "vpmulld %[m], %[c2], %[c2]\n\t"
                     "vpmulld %[m], %[c3], %[c3]\n\t"
                     "vpmulld %[m], %[c4], %[c4]\n\t"
                     "vpmulld %[m], %[c5], %[c5]\n\t"
                     "vpmulld %[m], %[c6], %[c6]\n\t"
                     "vpmulld %[m], %[c7], %[c7]\n\t"
                     "vpmulld %[m], %[c8], %[c8]\n\t"
                     "vpmulld %[m], %[c9], %[c9]\n\t"
                     "vpmulld %[m], %[c10], %[c10]\n\t"
                     "vpmulld %[m], %[c11], %[c11]\n\t"
                     "vpaddd %[a], %[c0], %[c0]\n\t"
                     "vpaddd %[a], %[c1], %[c1]\n\t"
                     "vpaddd %[a], %[c2], %[c2]\n\t"
                     "vpaddd %[a], %[c3], %[c3]\n\t"
                     "vpaddd %[a], %[c4], %[c4]\n\t"
                     "vpaddd %[a], %[c5], %[c5]\n\t"
                     "vpaddd %[a], %[c6], %[c6]\n\t"
                     "vpaddd %[a], %[c7], %[c7]\n\t"
                     "vpaddd %[a], %[c8], %[c8]\n\t"
                     "vpaddd %[a], %[c9], %[c9]\n\t"
                     "vpaddd %[a], %[c10], %[c10]\n\t"
                     "vpaddd %[a], %[c11], %[c11]\n\t"
                     : [c0] "+x"(c0), [c1] "+x"(c1), [c2] "+x"(c2), [c3] "+x"(c3), [c4] "+x"(c4),
                       [c5] "+x"(c5), [c6] "+x"(c6), [c7] "+x"(c7), [c8] "+x"(c8), [c9] "+x"(c9),
                       [c10] "+x"(c10), [c11] "+x"(c11)
                     : [m] "x"(vm), [a] "x"(va));
    }
    __m256i s =
        _mm256_add_epi32(_mm256_add_epi32(_mm256_add_epi32(c0, c1), _mm256_add_epi32(c2, c3)),
                         _mm256_add_epi32(_mm256_add_epi32(c4, c5), _mm256_add_epi32(c6, c7)));
    s = _mm256_add_epi32(s, _mm256_add_epi32(_mm256_add_epi32(c8, c9), _mm256_add_epi32(c10, c11)));
    return I::hsum(s);
}

// int8 dot products as DNN kernels do them without VNNI: u8 x s8 pairs to s16 (vpmaddubsw),
// s16 pairs to s32 (vpmaddwd against ones), accumulate (vpaddd). Inline asm because the
// inputs are loop-invariant: in C the compiler would hoist both multiplies out of the loop.
std::int64_t int8Kernel(std::uint64_t iterations) {
    __m256i x = _mm256_set1_epi8(3), y = _mm256_set1_epi8(5), ones = _mm256_set1_epi16(1);
    __m256i a0 = _mm256_setzero_si256(), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0;
    __m256i t0, t1, t2, t3, t4, t5;
    for (std::uint64_t it = 0; it < iterations; ++it) {
        asm volatile("vpmaddubsw %[y], %[x], %[t0]\n\t"
                     "vpmaddubsw %[y], %[x], %[t1]\n\t"
                     "vpmaddubsw %[y], %[x], %[t2]\n\t"
                     "vpmaddubsw %[y], %[x], %[t3]\n\t"
                     "vpmaddubsw %[y], %[x], %[t4]\n\t"
                     "vpmaddubsw %[y], %[x], %[t5]\n\t"
                     "vpmaddwd %[ones], %[t0], %[t0]\n\t"
                     "vpmaddwd %[ones], %[t1], %[t1]\n\t"
                     "vpmaddwd %[ones], %[t2], %[t2]\n\t"
                     "vpmaddwd %[ones], %[t3], %[t3]\n\t"
                     "vpmaddwd %[ones], %[t4], %[t4]\n\t"
                     "vpmaddwd %[ones], %[t5], %[t5]\n\t"
                     "vpaddd %[t0], %[a0], %[a0]\n\t"
                     "vpaddd %[t1], %[a1], %[a1]\n\t"
                     "vpaddd %[t2], %[a2], %[a2]\n\t"
                     "vpaddd %[t3], %[a3], %[a3]\n\t"
                     "vpaddd %[t4], %[a4], %[a4]\n\t"
                     "vpaddd %[t5], %[a5], %[a5]\n\t"
                     : [a0] "+x"(a0), [a1] "+x"(a1), [a2] "+x"(a2), [a3] "+x"(a3), [a4] "+x"(a4),
                       [a5] "+x"(a5), [t0] "=&x"(t0), [t1] "=&x"(t1), [t2] "=&x"(t2),
                       [t3] "=&x"(t3), [t4] "=&x"(t4), [t5] "=&x"(t5)
                     : [x] "x"(x), [y] "x"(y), [ones] "x"(ones));
    }
    __m256i s = _mm256_add_epi32(_mm256_add_epi32(_mm256_add_epi32(a0, a1), a2),
                                 _mm256_add_epi32(_mm256_add_epi32(a3, a4), a5));
    return I::hsum(s);
}

} // namespace

const KernelTable &kernelsAvx2() {
    static const KernelTable table = {"avx2",
                                      32,
                                      readKernel,
                                      writeKernel<false>,
                                      copyKernel<false>,
                                      triadKernel<false>,
                                      writeKernel<true>,
                                      copyKernel<true>,
                                      triadKernel<true>,
                                      fp64Kernel,
                                      fp32Kernel,
                                      int32Kernel,
                                      int8Kernel,
                                      intensityKernel,
                                      kChains * 4 * 2,
                                      kChains * 8 * 2,
                                      kChains * 8 * 2,
                                      6 * 32 * 2,
                                      "vfmadd (fp64 x4 / fp32 x8)",
                                      "vpmulld+vpaddd",
                                      "vpmaddubsw+vpmaddwd+vpaddd"};
    return table;
}

} // namespace roofline::probes
