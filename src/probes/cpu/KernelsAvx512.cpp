// SPDX-License-Identifier: MIT
// AVX-512 (F + BW) kernels; this file alone is compiled with -mavx512f -mavx512bw.
#include "probes/cpu/CpuKernels.h"

#include <immintrin.h>

namespace roofline::probes {

namespace {

struct D {
    using T = __m512d;
    static constexpr int kWidth = 8;
    static T zero() { return _mm512_setzero_pd(); }
    static T set1(double v) { return _mm512_set1_pd(v); }
    static T load(const double *p) { return _mm512_load_pd(p); }
    static void store(double *p, T v) { _mm512_store_pd(p, v); }
    static void stream(double *p, T v) { _mm512_stream_pd(p, v); }
    static void fence() { _mm_sfence(); }
    static T add(T a, T b) { return _mm512_add_pd(a, b); }
    static T fma(T a, T b, T c) { return _mm512_fmadd_pd(a, b, c); }
    static double hsum(T v) { return _mm512_reduce_add_pd(v); }
};

struct F {
    using T = __m512;
    static T set1(float v) { return _mm512_set1_ps(v); }
    static T add(T a, T b) { return _mm512_add_ps(a, b); }
    static T fma(T a, T b, T c) { return _mm512_fmadd_ps(a, b, c); }
    static float hsum(T v) { return _mm512_reduce_add_ps(v); }
};

struct I {
    using T = __m512i;
    static T set1(int v) { return _mm512_set1_epi32(v); }
    static T add(T a, T b) { return _mm512_add_epi32(a, b); }
    static T muladd(T a, T b, T c) { return _mm512_add_epi32(_mm512_mullo_epi32(a, b), c); }
    // 32-bit wrapping sum of the lanes (unsigned: GCC's _mm512_reduce_add_epi32 adds signed
    // ints, which UBSan rightly reports when the int32 chains wrap).
    static std::int64_t hsum(T v) {
        alignas(64) std::uint32_t lanes[16];
        _mm512_store_si512(lanes, v);
        std::uint32_t s = 0;
        for (std::uint32_t x : lanes)
            s += x;
        return static_cast<std::int32_t>(s);
    }
};

struct B {
    using T = __m512i;
    static T zero() { return _mm512_setzero_si512(); }
    static T load(const double *p) { return _mm512_load_si512(p); }
    // acc ^ x ^ y in one vpternlogq: one ALU uop per two loads. A 512-bit integer op runs on
    // two ports only on Golden Cove server cores (p0, p5), as many as the loads per cycle, and
    // an add per load left them no room: the L1 read reached 272 GB/s on one Emerald Rapids
    // core this way and 337 GB/s with vpternlogq (likwid's load_avx512 reads without using
    // the data at all).
    static T combine(T acc, T x, T y) { return _mm512_ternarylogic_epi64(acc, x, y, 0x96); }
    static T merge(T a, T b) { return _mm512_xor_si512(a, b); }
    static std::uint64_t fold(T v) {
        alignas(64) std::uint64_t lanes[8];
        _mm512_store_si512(lanes, v);
        std::uint64_t s = 0;
        for (std::uint64_t x : lanes)
            s ^= x;
        return s;
    }
};

#include "probes/cpu/KernelsImpl.inc"

// See KernelsAvx2.cpp: asm keeps the loop-invariant multiplies inside the loop.
std::int64_t int8Kernel(std::uint64_t iterations) {
    __m512i x = _mm512_set1_epi8(3), y = _mm512_set1_epi8(5), ones = _mm512_set1_epi16(1);
    __m512i a0 = _mm512_setzero_si512(), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0;
    __m512i t0, t1, t2, t3, t4, t5;
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
                     : [a0] "+v"(a0), [a1] "+v"(a1), [a2] "+v"(a2), [a3] "+v"(a3), [a4] "+v"(a4),
                       [a5] "+v"(a5), [t0] "=&v"(t0), [t1] "=&v"(t1), [t2] "=&v"(t2),
                       [t3] "=&v"(t3), [t4] "=&v"(t4), [t5] "=&v"(t5)
                     : [x] "v"(x), [y] "v"(y), [ones] "v"(ones));
    }
    __m512i s = _mm512_add_epi32(_mm512_add_epi32(_mm512_add_epi32(a0, a1), a2),
                                 _mm512_add_epi32(_mm512_add_epi32(a3, a4), a5));
    return I::hsum(s);
}

} // namespace

const KernelTable &kernelsAvx512() {
    static const KernelTable table = {"avx512",
                                      64,
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
                                      kChains * 8 * 2,
                                      kChains * 16 * 2,
                                      kChains * 16 * 2,
                                      6 * 64 * 2,
                                      "vfmadd zmm (fp64 x8 / fp32 x16)",
                                      "vpmulld+vpaddd zmm",
                                      "vpmaddubsw+vpmaddwd+vpaddd zmm"};
    return table;
}

} // namespace roofline::probes
