// SPDX-License-Identifier: MIT
// SSE2 kernels: the x86-64 baseline every CPU runs (no FMA: multiply and add are separate).
#include "probes/cpu/CpuKernels.h"

#include <emmintrin.h>

namespace roofline::probes {

namespace {

struct D {
    using T = __m128d;
    static constexpr int kWidth = 2;
    static T zero() { return _mm_setzero_pd(); }
    static T set1(double v) { return _mm_set1_pd(v); }
    static T load(const double *p) { return _mm_load_pd(p); }
    static void store(double *p, T v) { _mm_store_pd(p, v); }
    static void stream(double *p, T v) { _mm_stream_pd(p, v); }
    static void fence() { _mm_sfence(); }
    static T add(T a, T b) { return _mm_add_pd(a, b); }
    static T fma(T a, T b, T c) { return _mm_add_pd(_mm_mul_pd(a, b), c); }
    static double hsum(T v) { return _mm_cvtsd_f64(_mm_add_sd(v, _mm_unpackhi_pd(v, v))); }
};

struct F {
    using T = __m128;
    static T set1(float v) { return _mm_set1_ps(v); }
    static T add(T a, T b) { return _mm_add_ps(a, b); }
    static T fma(T a, T b, T c) { return _mm_add_ps(_mm_mul_ps(a, b), c); }
    static float hsum(T v) {
        alignas(16) float f[4];
        _mm_store_ps(f, v);
        return f[0] + f[1] + f[2] + f[3];
    }
};

// SSE2 has no 32-bit multiply-low (pmulld is SSE4.1): the int32 rung is adds only.
struct I {
    using T = __m128i;
    static T set1(int v) { return _mm_set1_epi32(v); }
    static T add(T a, T b) { return _mm_add_epi32(a, b); }
    static T muladd(T a, T, T c) { return _mm_add_epi32(a, c); }
    static std::int64_t hsum(T v) {
        alignas(16) int f[4];
        _mm_store_si128(reinterpret_cast<__m128i *>(f), v);
        return static_cast<std::int64_t>(f[0]) + f[1] + f[2] + f[3];
    }
};

struct B {
    using T = __m128i;
    static T zero() { return _mm_setzero_si128(); }
    static T load(const double *p) { return _mm_load_si128(reinterpret_cast<const __m128i *>(p)); }
    static T combine(T acc, T x, T y) { return _mm_xor_si128(acc, _mm_xor_si128(x, y)); }
    static T merge(T a, T b) { return _mm_xor_si128(a, b); }
    static std::uint64_t fold(T v) {
        alignas(16) std::uint64_t f[2];
        _mm_store_si128(reinterpret_cast<__m128i *>(f), v);
        return f[0] ^ f[1];
    }
};

#include "probes/cpu/KernelsImpl.inc"

} // namespace

const KernelTable &kernelsSse2() {
    static const KernelTable table = {"sse2",
                                      16,
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
                                      nullptr,
                                      intensityKernel,
                                      kChains * 2 * 2,
                                      kChains * 4 * 2,
                                      kChains * 4 * 1,
                                      0,
                                      "mulpd+addpd (fp64 x2 / fp32 x4)",
                                      "paddd",
                                      ""};
    return table;
}

} // namespace roofline::probes
