// SPDX-License-Identifier: MIT
#include "probes/llm/LlmKernels.h"

#include <algorithm>
#include <cmath>

// Not under ThreadSanitizer: the clones' ifunc resolvers run in the dynamic loader, before
// TSan's runtime is up, and crash there (instrumented like any other function).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(ROOFLINE_TSAN)
#define ROOFLINE_CLONES                                                                            \
    __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define ROOFLINE_CLONES
#endif

namespace roofline::probes::llmkernels {

namespace {

// The bodies are inlined into each clone, so each is compiled for the clone's ISA (a plain
// call would run the baseline SSE2 code from every clone).
#define ROOFLINE_INLINE inline __attribute__((always_inline))

// e^x for x ≤ 0 (softmax after subtracting the maximum), vectorisable: 2^(x·log2 e) split into
// 2^n (the exponent bits) × 2^f, f in [0, 1), by the degree-6 Taylor polynomial of 2^f
// (relative error below 1e-5, at f → 1; tst_llmstepplan checks the attention it feeds against
// std::exp); below −87 it stays at about 2^-126.
ROOFLINE_INLINE float expNonPositive(float x) {
    const float t = std::max(x, -87.0f) * 1.4426950408889634f;
    const float n = std::floor(t);
    const float f = t - n;
    const float p =
        1.0f
        + f
              * (0.6931471806f
                 + f
                       * (0.2402265070f
                          + f
                                * (0.0555041087f
                                   + f
                                         * (0.0096181291f
                                            + f * (0.0013333558f + f * 0.0001540353f)))));
    const std::int32_t bits = (static_cast<std::int32_t>(n) + 127) << 23;
    float scale;
    __builtin_memcpy(&scale, &bits, sizeof scale);
    return p * scale;
}

template<typename T>
ROOFLINE_INLINE float load(const T *p, std::int64_t i) {
    if constexpr (sizeof(T) == 2)
        return bf16ToFloat(p[i]);
    else
        return p[i];
}

template<typename T>
ROOFLINE_INLINE void gemmRows(const T *a, const T *w, float *c, std::int64_t m, std::int64_t n,
                              std::int64_t k, std::int64_t nBegin, std::int64_t nEnd) {
    std::int64_t j = nBegin;
    for (; j + 4 <= nEnd; j += 4) {
        const T *w0 = w + j * k, *w1 = w0 + k, *w2 = w1 + k, *w3 = w2 + k;
        for (std::int64_t i = 0; i < m; ++i) {
            const T *x = a + i * k;
            float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
#pragma omp simd reduction(+ : s0, s1, s2, s3)
            for (std::int64_t t = 0; t < k; ++t) {
                const float xv = load(x, t);
                s0 += xv * load(w0, t);
                s1 += xv * load(w1, t);
                s2 += xv * load(w2, t);
                s3 += xv * load(w3, t);
            }
            float *row = c + i * n + j;
            row[0] = s0;
            row[1] = s1;
            row[2] = s2;
            row[3] = s3;
        }
    }
    for (; j < nEnd; ++j) {
        const T *wr = w + j * k;
        for (std::int64_t i = 0; i < m; ++i) {
            const T *x = a + i * k;
            float s = 0;
#pragma omp simd reduction(+ : s)
            for (std::int64_t t = 0; t < k; ++t)
                s += load(x, t) * load(wr, t);
            c[i * n + j] = s;
        }
    }
}

ROOFLINE_CLONES void gemmF32(const float *a, const float *w, float *c, std::int64_t m,
                             std::int64_t n, std::int64_t k, std::int64_t b, std::int64_t e) {
    gemmRows(a, w, c, m, n, k, b, e);
}
ROOFLINE_CLONES void gemmBf16(const std::uint16_t *a, const std::uint16_t *w, float *c,
                              std::int64_t m, std::int64_t n, std::int64_t k, std::int64_t b,
                              std::int64_t e) {
    gemmRows(a, w, c, m, n, k, b, e);
}

// Scores of query `qi` against keys [first, first + nk) for the `per` query heads of kv-head
// group g, scaled, into scratch (one row of nk per head): each key row is read once for all
// query heads of the group.
template<typename T>
ROOFLINE_INLINE void attentionScores(const AttentionShape &sh, const float *q, const T *kc,
                                     std::int64_t kStride, std::int64_t qi, int g, int per,
                                     float scale, std::int64_t first, std::int64_t nk,
                                     float *scratch) {
    for (std::int64_t t = 0; t < nk; ++t) {
        const T *krow = kc + (first + t) * kStride;
        const float *q0 = q + (qi * sh.heads + g * per) * sh.headDim;
        int h = 0;
        // Four heads at a time: four independent accumulator chains per key element, the
        // key converted once for all four (one chain per dot product is latency-bound).
        for (; h + 4 <= per; h += 4) {
            const float *a0 = q0 + h * sh.headDim, *a1 = a0 + sh.headDim, *a2 = a1 + sh.headDim,
                        *a3 = a2 + sh.headDim;
            float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
#pragma omp simd reduction(+ : s0, s1, s2, s3)
            for (int d = 0; d < sh.headDim; ++d) {
                const float kv = load(krow, d);
                s0 += a0[d] * kv;
                s1 += a1[d] * kv;
                s2 += a2[d] * kv;
                s3 += a3[d] * kv;
            }
            scratch[(h + 0) * nk + t] = s0 * scale;
            scratch[(h + 1) * nk + t] = s1 * scale;
            scratch[(h + 2) * nk + t] = s2 * scale;
            scratch[(h + 3) * nk + t] = s3 * scale;
        }
        for (; h < per; ++h) {
            const float *qv = q0 + h * sh.headDim;
            float s = 0;
#pragma omp simd reduction(+ : s)
            for (int d = 0; d < sh.headDim; ++d)
                s += qv[d] * load(krow, d);
            scratch[h * nk + t] = s * scale;
        }
    }
}

// Softmax per head over its row of scores in scratch; the head's output row zeroed.
ROOFLINE_INLINE void attentionSoftmax(const AttentionShape &sh, std::int64_t qi, int g, int per,
                                      std::int64_t nk, float *scratch, float *out) {
    for (int h = 0; h < per; ++h) {
        float *p = scratch + h * nk;
        float mx = p[0];
#pragma omp simd reduction(max : mx)
        for (std::int64_t t = 1; t < nk; ++t)
            mx = std::max(mx, p[t]);
        float sum = 0;
#pragma omp simd reduction(+ : sum)
        for (std::int64_t t = 0; t < nk; ++t) {
            p[t] = expNonPositive(p[t] - mx);
            sum += p[t];
        }
        const float inv = 1.0f / sum;
        for (std::int64_t t = 0; t < nk; ++t)
            p[t] *= inv;
        float *o = out + (qi * sh.heads + g * per + h) * sh.vDim;
        for (int d = 0; d < sh.vDim; ++d)
            o[d] = 0;
    }
}

// Four heads' probabilities (from scratch row h) times the value rows, into their output
// rows: for each 16-wide slice of the value, four accumulators stay in registers over all
// keys (the slice of each value row converted once for the four); the output is written once.
template<typename T>
ROOFLINE_INLINE void attentionValuesFour(const AttentionShape &sh, const T *vc,
                                         std::int64_t vStride, std::int64_t qi, int g, int per,
                                         int h, std::int64_t first, std::int64_t nk,
                                         const float *scratch, float *out) {
    float *o0 = out + (qi * sh.heads + g * per + h) * sh.vDim;
    const float *p0 = scratch + h * nk;
    int d0 = 0;
    for (; d0 + 16 <= sh.vDim; d0 += 16) {
        float a0[16] = {}, a1[16] = {}, a2[16] = {}, a3[16] = {};
        for (std::int64_t t = 0; t < nk; ++t) {
            const T *vrow = vc + (first + t) * vStride + d0;
            const float w0 = p0[t], w1 = p0[nk + t], w2 = p0[2 * nk + t], w3 = p0[3 * nk + t];
#pragma omp simd
            for (int j = 0; j < 16; ++j) {
                const float v = load(vrow, j);
                a0[j] += w0 * v;
                a1[j] += w1 * v;
                a2[j] += w2 * v;
                a3[j] += w3 * v;
            }
        }
        for (int j = 0; j < 16; ++j) {
            o0[d0 + j] = a0[j];
            o0[sh.vDim + d0 + j] = a1[j];
            o0[2 * sh.vDim + d0 + j] = a2[j];
            o0[3 * sh.vDim + d0 + j] = a3[j];
        }
    }
    for (; d0 < sh.vDim; ++d0) {
        float a[4] = {};
        for (std::int64_t t = 0; t < nk; ++t) {
            const float v = load(vc + (first + t) * vStride, d0);
            for (int k = 0; k < 4; ++k)
                a[k] += p0[k * nk + t] * v;
        }
        for (int k = 0; k < 4; ++k)
            o0[k * sh.vDim + d0] = a[k];
    }
}

// The probabilities in scratch times the value rows, into the group's output rows: four
// heads at a time, the remaining heads one by one.
template<typename T>
ROOFLINE_INLINE void attentionValues(const AttentionShape &sh, const T *vc, std::int64_t vStride,
                                     std::int64_t qi, int g, int per, std::int64_t first,
                                     std::int64_t nk, const float *scratch, float *out) {
    int h = 0;
    for (; h + 4 <= per; h += 4)
        attentionValuesFour(sh, vc, vStride, qi, g, per, h, first, nk, scratch, out);
    for (; h < per; ++h) {
        float *o = out + (qi * sh.heads + g * per + h) * sh.vDim;
        for (std::int64_t t = 0; t < nk; ++t) {
            const T *vrow = vc + (first + t) * vStride;
            const float p = scratch[h * nk + t];
#pragma omp simd
            for (int d = 0; d < sh.vDim; ++d)
                o[d] += p * load(vrow, d);
        }
    }
}

// One kv-head group g of attention, query by query: scores, softmax, values. The stages are
// inlined (ROOFLINE_INLINE), so the clone compiles them as one body.
template<typename T>
ROOFLINE_INLINE void attentionRows(const AttentionShape &sh, const float *q, const T *kc,
                                   const T *vc, std::int64_t kStride, std::int64_t vStride,
                                   float *out, int g, float *scratch) {
    const int per = sh.heads / sh.kvHeads;
    const float scale = 1.0f / std::sqrt(float(sh.headDim));
    for (std::int64_t qi = 0; qi < sh.queries; ++qi) {
        // Keys this query attends to.
        std::int64_t first = 0, last = sh.keys; // [first, last)
        if (sh.causal) {
            last = qi + 1;
            if (sh.window > 0)
                first = std::max<std::int64_t>(0, last - sh.window);
        }
        const std::int64_t nk = last - first;
        attentionScores(sh, q, kc, kStride, qi, g, per, scale, first, nk, scratch);
        attentionSoftmax(sh, qi, g, per, nk, scratch, out);
        attentionValues(sh, vc, vStride, qi, g, per, first, nk, scratch, out);
    }
}

ROOFLINE_CLONES void attentionF32(const AttentionShape &sh, const float *q, const float *k,
                                  const float *v, std::int64_t ks, std::int64_t vs, float *out,
                                  int g, float *scratch) {
    attentionRows(sh, q, k, v, ks, vs, out, g, scratch);
}
ROOFLINE_CLONES void attentionBf16(const AttentionShape &sh, const float *q, const std::uint16_t *k,
                                   const std::uint16_t *v, std::int64_t ks, std::int64_t vs,
                                   float *out, int g, float *scratch) {
    attentionRows(sh, q, k, v, ks, vs, out, g, scratch);
}

} // namespace

void gemm(Storage s, const void *a, const void *w, float *c, std::int64_t m, std::int64_t n,
          std::int64_t k, std::int64_t nBegin, std::int64_t nEnd) {
    if (s == Storage::Fp32)
        gemmF32(static_cast<const float *>(a), static_cast<const float *>(w), c, m, n, k, nBegin,
                nEnd);
    else
        gemmBf16(static_cast<const std::uint16_t *>(a), static_cast<const std::uint16_t *>(w), c, m,
                 n, k, nBegin, nEnd);
}

void attentionGroup(Storage s, const AttentionShape &shape, const float *q, const void *k,
                    const void *v, std::int64_t kStride, std::int64_t vStride, float *out,
                    int group, float *scratch) {
    if (s == Storage::Fp32)
        attentionF32(shape, q, static_cast<const float *>(k), static_cast<const float *>(v),
                     kStride, vStride, out, group, scratch);
    else
        attentionBf16(shape, q, static_cast<const std::uint16_t *>(k),
                      static_cast<const std::uint16_t *>(v), kStride, vStride, out, group, scratch);
}

} // namespace roofline::probes::llmkernels
