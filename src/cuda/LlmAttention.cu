// SPDX-License-Identifier: MIT
// cuda.llm's decode and prefill attention (LlmAttention.h). Why its own kernels: cuBLASLt has no
// attention, and the probe must read the KV cache exactly as the model counts it (once per call),
// with no dependency beyond the toolkit. tst_cudasass proves from the machine code that the
// decode key loop issues one 16-byte load of K and one of V per thread and row, two rows a
// trip, each load at least a row's q·k FMAs ahead of its first use, that the prefill tile
// loop loads K and V tiles with 16-byte loads and computes on them from shared memory, and
// that both store their results.
#include "cuda/KernelTrace.h"
#include "cuda/LlmAttention.h"

#include <cuda_fp16.h>
#include <math_constants.h>

namespace roofline::cuda::llm {

namespace {

// Eight 2-byte KV elements of one 16-byte load, to fp32.
template<bool Bf16>
__device__ __forceinline__ void unpack(const uint4 &v, float (&f)[8]) {
    const unsigned w[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        if (Bf16) {
            // bf16 is the upper half of an fp32: two shifts/masks, no conversion instruction.
            f[2 * i] = __uint_as_float(w[i] << 16);
            f[2 * i + 1] = __uint_as_float(w[i] & 0xFFFF0000u);
        } else {
            f[2 * i] = __half2float(__ushort_as_half(static_cast<unsigned short>(w[i] & 0xFFFFu)));
            f[2 * i + 1] = __half2float(__ushort_as_half(static_cast<unsigned short>(w[i] >> 16)));
        }
    }
}

// One block: one (sequence, kv head) and one split of its keys; the G query heads of the kv
// head's group share every K/V row it loads. D / 8 threads read one row (16 bytes each); the
// block's R row groups walk the split's rows, each keeping a running max, sum and V
// accumulator per head; at the end the groups are merged in shared memory and the split's
// partial (max, sum, accumulator) written for combineKernel.
template<bool Bf16, int D, int G>
__global__ void __launch_bounds__(kAttentionThreads)
    decodeAttentionKernel(const float *__restrict__ q, const uint4 *__restrict__ k,
                          const uint4 *__restrict__ v, float *__restrict__ part, long long keys,
                          int kvHeads, long long chunk, float scaleLog2) {
    constexpr int L = D / kAttentionElementsPerLoad; // threads per row
    constexpr int R = kAttentionThreads / L;         // rows per trip
    const int pair = blockIdx.x;                     // sequence * kvHeads + kv head
    const int split = blockIdx.y;
    const int lane = threadIdx.x % L, group = threadIdx.x / L;

    float qr[G][8];
    const float *qb = q + static_cast<size_t>(pair) * G * D + lane * 8;
#pragma unroll
    for (int h = 0; h < G; ++h) {
#pragma unroll
        for (int i = 0; i < 8; i += 4) {
            ROOFLINE_TRACE_LOAD(qb + h * D + i, 16);
            const float4 x = *reinterpret_cast<const float4 *>(qb + h * D + i);
            qr[h][i] = x.x * scaleLog2;
            qr[h][i + 1] = x.y * scaleLog2;
            qr[h][i + 2] = x.z * scaleLog2;
            qr[h][i + 3] = x.w * scaleLog2;
        }
    }
    float m[G], l[G], acc[G][8];
#pragma unroll
    for (int h = 0; h < G; ++h) {
        m[h] = -CUDART_INF_F;
        l[h] = 0.0f;
#pragma unroll
        for (int i = 0; i < 8; ++i)
            acc[h][i] = 0.0f;
    }
    // This split's rows [begin, begin + rows) of the (sequence, kv head)'s K and V; row offsets
    // within the split are ints (a split holds at most `keys` rows), so the loop carries one
    // 32-bit index and two pointers, not 64-bit row numbers.
    const long long begin = split * chunk;
    const int rows = static_cast<int>(max(0LL, min(keys, begin + chunk) - begin));
    const size_t first =
        (static_cast<size_t>(pair) * static_cast<size_t>(keys) + static_cast<size_t>(begin)) * L
        + lane;
    const uint4 *const kp = k + first, *const vp = v + first;
    // Row i of the split into (kr, vr); rows past the split's end are never loaded (zeros), so
    // each K/V element is read exactly once per call. Streaming (evict-first): each row is
    // read once per call.
    const auto load = [&](int i, uint4 &kr, uint4 &vr) {
        kr = vr = make_uint4(0, 0, 0, 0);
        if (i < rows) {
            ROOFLINE_TRACE_LOAD(kp + static_cast<size_t>(i) * L, 16);
            ROOFLINE_TRACE_LOAD(vp + static_cast<size_t>(i) * L, 16);
            kr = __ldcs(kp + static_cast<size_t>(i) * L);
            vr = __ldcs(vp + static_cast<size_t>(i) * L);
        }
    };
    // One row of this thread's row group: q·k for the G heads, the shuffle reduction over the
    // row's L threads, the online softmax and the V accumulation (masked rows: none).
    const auto step = [&](const uint4 &kr, const uint4 &vr, bool valid) {
        float kf[8];
        unpack<Bf16>(kr, kf);
        float s[G];
#pragma unroll
        for (int h = 0; h < G; ++h) {
            float d = 0.0f;
#pragma unroll
            for (int i = 0; i < 8; ++i)
                d = fmaf(qr[h][i], kf[i], d);
#pragma unroll
            for (int off = L / 2; off > 0; off /= 2)
                d += __shfl_xor_sync(0xFFFFFFFFu, d, off);
            s[h] = d;
        }
        if (valid) {
            float vf[8];
            unpack<Bf16>(vr, vf);
#pragma unroll
            for (int h = 0; h < G; ++h) {
                const float mn = fmaxf(m[h], s[h]);
                const float c = exp2f(m[h] - mn); // 0 on the first row (m = -inf)
                const float p = exp2f(s[h] - mn);
                l[h] = fmaf(l[h], c, p);
#pragma unroll
                for (int i = 0; i < 8; ++i)
                    acc[h][i] = fmaf(acc[h][i], c, p * vf[i]);
                m[h] = mn;
            }
        }
    };
    // The next row's loads in flight during the current row's work (issue 29): at batch 1 a
    // block or two per SM cannot hide the memory latency with one outstanding load a thread
    // (the K load was read by the very next FMA, the V load waited behind the q·k FMAs). A
    // trip takes two rows a row group (i0 + group and i0 + R + group: S = 2R rows a block) in
    // two register buffers, ping-pong: the next row's K and V are issued before the current
    // row's FMAs, so each load has a whole row's work (q·k of the G heads, the softmax, the V
    // accumulation) between it and its first use, with no register copies that ptxas could
    // turn into a load at the loop's end. Every row group of the block runs the same trips
    // (rows past the end are masked), so the shuffles always have the whole warp; a split of
    // an odd number of R-row steps ends after the first half of its last trip (a block-uniform
    // branch). Rows are still loaded once each: the byte count is unchanged.
    constexpr int S = 2 * R;
    uint4 ka, va, kb, vb;
    load(group, ka, va);
#pragma unroll 1
    for (int i0 = 0; i0 < rows; i0 += S) {
        load(i0 + R + group, kb, vb);
        step(ka, va, i0 + group < rows);
        if (i0 + R >= rows)
            break;
        load(i0 + S + group, ka, va);
        step(kb, vb, i0 + R + group < rows);
    }

    __shared__ float sM[R][G], sL[R][G];
    __shared__ float sA[R][G][D];
    if (lane == 0) {
#pragma unroll
        for (int h = 0; h < G; ++h) {
            sM[group][h] = m[h];
            sL[group][h] = l[h];
        }
    }
#pragma unroll
    for (int h = 0; h < G; ++h) {
#pragma unroll
        for (int i = 0; i < 8; ++i)
            sA[group][h][lane * 8 + i] = acc[h][i];
    }
    __syncthreads();
    for (int t = threadIdx.x; t < G * D; t += kAttentionThreads) {
        const int h = t / D, d = t % D;
        float mx = -CUDART_INF_F;
        for (int g = 0; g < R; ++g)
            mx = fmaxf(mx, sM[g][h]);
        float sum = 0.0f, a = 0.0f;
        for (int g = 0; g < R; ++g) {
            if (sM[g][h] == -CUDART_INF_F)
                continue; // a row group with no rows in this split
            const float c = exp2f(sM[g][h] - mx);
            sum = fmaf(sL[g][h], c, sum);
            a = fmaf(sA[g][h][d], c, a);
        }
        float *p = part + ((static_cast<size_t>(pair) * gridDim.y + split) * G + h) * (D + 2);
        ROOFLINE_TRACE_STORE(p + 2 + d, 4);
        p[2 + d] = a;
        if (d == 0) {
            ROOFLINE_TRACE_STORE(p, 8);
            p[0] = mx;
            p[1] = sum;
        }
    }
}

// One block per (sequence, query head), one thread per element of the head: the splits'
// partials rescaled to their common max and normalised.
__global__ void combineKernel(const float *__restrict__ part, float *__restrict__ out, int splits,
                              int group, int headDim) {
    const int pair = blockIdx.x / group, h = blockIdx.x % group, d = threadIdx.x;
    const auto at = [&](int s) {
        return part + ((static_cast<size_t>(pair) * splits + s) * group + h) * (headDim + 2);
    };
    float mx = -CUDART_INF_F;
    for (int s = 0; s < splits; ++s)
        mx = fmaxf(mx, at(s)[0]);
    float sum = 0.0f, a = 0.0f;
    for (int s = 0; s < splits; ++s) {
        const float *p = at(s);
        if (p[0] == -CUDART_INF_F)
            continue;
        const float c = exp2f(p[0] - mx);
        sum = fmaf(p[1], c, sum);
        a = fmaf(p[2 + d], c, a);
    }
    ROOFLINE_TRACE_STORE(out + static_cast<size_t>(blockIdx.x) * headDim + d, 4);
    out[static_cast<size_t>(blockIdx.x) * headDim + d] = sum > 0.0f ? a / sum : 0.0f;
}

template<bool Bf16, int D, int G>
void launch(const DecodeAttention &a, const float *q, const void *k, const void *v,
            float *workspace, cudaStream_t stream) {
    const long long chunk = (a.keys + a.splits - 1) / a.splits;
    // log2(e) / sqrt(D): the softmax in base 2 (exp2f is one MUFU.EX2).
    const float scaleLog2 = 1.4426950408889634f * rsqrtf(static_cast<float>(D));
    const dim3 grid(static_cast<unsigned>(a.batch * a.kvHeads), static_cast<unsigned>(a.splits));
    decodeAttentionKernel<Bf16, D, G><<<grid, kAttentionThreads, 0, stream>>>(
        q, static_cast<const uint4 *>(k), static_cast<const uint4 *>(v), workspace, a.keys,
        a.kvHeads, chunk, scaleLog2);
}

template<bool Bf16, int D>
bool launchGroup(int group, const DecodeAttention &a, const float *q, const void *k, const void *v,
                 float *workspace, cudaStream_t stream) {
    switch (group) {
    case 1:
        launch<Bf16, D, 1>(a, q, k, v, workspace, stream);
        return true;
    case 2:
        launch<Bf16, D, 2>(a, q, k, v, workspace, stream);
        return true;
    case 4:
        launch<Bf16, D, 4>(a, q, k, v, workspace, stream);
        return true;
    case 8:
        launch<Bf16, D, 8>(a, q, k, v, workspace, stream);
        return true;
    default:
        return false;
    }
}

template<bool Bf16>
bool launchAll(const DecodeAttention &a, const float *q, const void *k, const void *v,
               float *workspace, cudaStream_t stream) {
    const int group = a.kvHeads > 0 && a.heads % a.kvHeads == 0 ? a.heads / a.kvHeads : 0;
    if (a.headDim == 128)
        return launchGroup<Bf16, 128>(group, a, q, k, v, workspace, stream);
    if (a.headDim == 64)
        return launchGroup<Bf16, 64>(group, a, q, k, v, workspace, stream);
    return false;
}

// Prefill (causal) attention, FlashAttention-2 style on the FMA units. One block: kPrefillRows
// query rows (BQ = kPrefillRows / G prompt positions × the G query heads of one kv head) of one
// sequence; it walks the key tiles its rows can see (up to the diagonal, from the window's
// start), staging each tile of K and V in shared memory as fp32 so that every element loaded
// from memory serves all its rows. Thread (rg, cg) of the 16 × 8 layout owns rows rg + 16 j
// (j < 4): of each score tile the keys cg + 8 jk (jk < 4), of the output the columns
// 32 jc + 4 cg .. + 3. The 8 threads of a row group are 8 consecutive lanes, so a row's max and
// sum are three shuffles. Padded rows (stride D + 4) make the interleaved rows' float4 reads
// of Q and K fall in distinct banks.
template<int D>
struct PrefillSmem {
    static constexpr int M = kPrefillRows, BK = kPrefillKeys;
    static constexpr int SQ = D + 4, SP = M + 4;
    static constexpr int q = 0, k = q + M * SQ, v = k + BK * SQ, p = v + BK * D;
    static constexpr int floats = p + BK * SP;
};
static_assert(PrefillSmem<128>::floats * 4 == prefillSharedBytes(128)
                  && PrefillSmem<64>::floats * 4 == prefillSharedBytes(64),
              "the host's shared-memory rule (LlmKernelConstants.h) is the kernel's layout");

// (minimum 1 block per SM: without it ptxas held the head-dim-64 instances to 128 registers and
// spilled across the barrier; shared memory caps the blocks per SM anyway)
template<bool Bf16, int D, int G>
__global__ void __launch_bounds__(kPrefillThreads, 1)
    prefillAttentionKernel(const float *__restrict__ q, const uint4 *__restrict__ k,
                           const uint4 *__restrict__ v, float *__restrict__ out, long long queries,
                           long long keys, long long window, int heads, int kvHeads,
                           float scaleLog2) {
    using S = PrefillSmem<D>;
    constexpr int M = S::M, BK = S::BK, BQ = M / G, L = D / kAttentionElementsPerLoad;
    constexpr int LT = BK * D / kAttentionElementsPerLoad / kPrefillThreads; // prefillLoadsPerTile
    constexpr int CJ = D / 32;
    extern __shared__ float4 smem4[];
    float *const sm = reinterpret_cast<float *>(smem4);
    float *const sQ = sm + S::q, *const sK = sm + S::k, *const sV = sm + S::v,
                 *const sP = sm + S::p;

    const int tid = threadIdx.x, rg = tid / 8, cg = tid % 8;
    const int b = blockIdx.y / kvHeads, g = blockIdx.y % kvHeads;
    // The longest rows (the last positions) first, so the short ones fill the tail.
    const long long q0 = static_cast<long long>(gridDim.x - 1 - blockIdx.x) * BQ;
    const long long off = keys - queries; // the last query sees the last key

    // The rows' queries, scaled to base 2: row r = position (r / G) × head (r % G); the G
    // heads of a position are contiguous in q.
    for (int i = tid; i < M * D / 4; i += kPrefillThreads) {
        const int r = i / (D / 4), c = i % (D / 4) * 4;
        const long long pos = q0 + r / G;
        float4 x = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        if (pos < queries) {
            const float *src =
                q + ((static_cast<size_t>(b) * queries + pos) * heads + g * G + r % G) * D + c;
            ROOFLINE_TRACE_LOAD(src, 16);
            x = *reinterpret_cast<const float4 *>(src);
        }
        *reinterpret_cast<float4 *>(sQ + r * S::SQ + c) =
            make_float4(x.x * scaleLog2, x.y * scaleLog2, x.z * scaleLog2, x.w * scaleLog2);
    }

    // Key tiles: from the one holding the first row's first visible key to the one holding the
    // last row's diagonal; tiles wholly above the diagonal (or before the window) are never
    // loaded.
    const long long lastKey = off + min(q0 + BQ, queries) - 1;
    const long long firstKey = window > 0 ? max(0LL, off + q0 - window + 1) : 0LL;
    const long long t0 = firstKey / BK, t1 = lastKey / BK;
    const size_t base = (static_cast<size_t>(b) * kvHeads + g) * static_cast<size_t>(keys) * L;

    uint4 kr[LT], vr[LT];
    const auto load = [&](long long t) {
#pragma unroll
        for (int u = 0; u < LT; ++u) {
            const int i = tid + u * kPrefillThreads;
            const long long key = t * BK + i / L;
            kr[u] = vr[u] = make_uint4(0, 0, 0, 0); // past the last key: zeros, never NaN
            if (key < keys) {
                ROOFLINE_TRACE_LOAD(k + base + static_cast<size_t>(key) * L + i % L, 16);
                ROOFLINE_TRACE_LOAD(v + base + static_cast<size_t>(key) * L + i % L, 16);
                kr[u] = k[base + static_cast<size_t>(key) * L + i % L];
                vr[u] = v[base + static_cast<size_t>(key) * L + i % L];
            }
        }
    };

    float m[4], l[4], o[4][CJ][4];
#pragma unroll
    for (int j = 0; j < 4; ++j) {
        m[j] = -CUDART_INF_F;
        l[j] = 0.0f;
#pragma unroll
        for (int c = 0; c < CJ; ++c)
            o[j][c][0] = o[j][c][1] = o[j][c][2] = o[j][c][3] = 0.0f;
    }

    load(t0);
#pragma unroll 1
    for (long long t = t0; t <= t1; ++t) {
        __syncthreads(); // the previous tile's readers are done (first trip: Q is written)
#pragma unroll
        for (int u = 0; u < LT; ++u) {
            const int i = tid + u * kPrefillThreads, key = i / L, c = i % L * 8;
            float f[8];
            unpack<Bf16>(kr[u], f);
            *reinterpret_cast<float4 *>(sK + key * S::SQ + c) = make_float4(f[0], f[1], f[2], f[3]);
            *reinterpret_cast<float4 *>(sK + key * S::SQ + c + 4) =
                make_float4(f[4], f[5], f[6], f[7]);
            unpack<Bf16>(vr[u], f);
            *reinterpret_cast<float4 *>(sV + key * D + c) = make_float4(f[0], f[1], f[2], f[3]);
            *reinterpret_cast<float4 *>(sV + key * D + c + 4) = make_float4(f[4], f[5], f[6], f[7]);
        }
        __syncthreads();
        if (t < t1)
            load(t + 1); // in flight while this tile is computed

        // Scores of this thread's 4 rows × 4 keys (already in base 2: Q was scaled).
        float s[4][4] = {};
#pragma unroll
        for (int d = 0; d < D; d += 4) {
            float4 qv[4], kv[4];
#pragma unroll
            for (int j = 0; j < 4; ++j) {
                qv[j] = *reinterpret_cast<const float4 *>(sQ + (rg + 16 * j) * S::SQ + d);
                kv[j] = *reinterpret_cast<const float4 *>(sK + (cg + 8 * j) * S::SQ + d);
            }
#pragma unroll
            for (int j = 0; j < 4; ++j) {
#pragma unroll
                for (int jk = 0; jk < 4; ++jk) {
                    float a = fmaf(qv[j].x, kv[jk].x, s[j][jk]);
                    a = fmaf(qv[j].y, kv[jk].y, a);
                    a = fmaf(qv[j].z, kv[jk].z, a);
                    s[j][jk] = fmaf(qv[j].w, kv[jk].w, a);
                }
            }
        }
        // Causal (and window) mask, online softmax per row; the weights go to sP, laid out per
        // row group so that a thread reads its 4 rows' weights of a key as one float4.
        float corr[4], p[4][4];
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            const long long hi = off + q0 + (rg + 16 * j) / G; // this row's diagonal
            const long long lo = window > 0 ? hi - window + 1 : 0;
            float mx = -CUDART_INF_F;
#pragma unroll
            for (int jk = 0; jk < 4; ++jk) {
                const long long key = t * BK + cg + 8 * jk;
                if (key > hi || key < lo || key >= keys)
                    s[j][jk] = -CUDART_INF_F;
                mx = fmaxf(mx, s[j][jk]);
            }
            mx = fmaxf(mx, __shfl_xor_sync(0xFFFFFFFFu, mx, 1));
            mx = fmaxf(mx, __shfl_xor_sync(0xFFFFFFFFu, mx, 2));
            mx = fmaxf(mx, __shfl_xor_sync(0xFFFFFFFFu, mx, 4));
            const float mn = fmaxf(m[j], mx);
            const float mu = mn == -CUDART_INF_F ? 0.0f : mn; // no visible key yet: all 0
            corr[j] = exp2f(m[j] - mu);
            float sum = 0.0f;
#pragma unroll
            for (int jk = 0; jk < 4; ++jk) {
                p[j][jk] = exp2f(s[j][jk] - mu);
                sum += p[j][jk];
            }
            l[j] = fmaf(l[j], corr[j], sum); // this lane's keys only: summed over lanes at the end
            m[j] = mn;
        }
#pragma unroll
        for (int jk = 0; jk < 4; ++jk)
            *reinterpret_cast<float4 *>(sP + (cg + 8 * jk) * S::SP + rg * 4) =
                make_float4(p[0][jk], p[1][jk], p[2][jk], p[3][jk]);
        __syncthreads();
#pragma unroll
        for (int j = 0; j < 4; ++j) {
#pragma unroll
            for (int c = 0; c < CJ; ++c) {
#pragma unroll
                for (int e = 0; e < 4; ++e)
                    o[j][c][e] *= corr[j];
            }
        }
        // O += P · V over the tile's keys.
#pragma unroll
        for (int key = 0; key < BK; ++key) {
            const float4 pv = *reinterpret_cast<const float4 *>(sP + key * S::SP + rg * 4);
            const float pr[4] = {pv.x, pv.y, pv.z, pv.w};
#pragma unroll
            for (int c = 0; c < CJ; ++c) {
                const float4 x = *reinterpret_cast<const float4 *>(sV + key * D + 32 * c + 4 * cg);
#pragma unroll
                for (int j = 0; j < 4; ++j) {
                    o[j][c][0] = fmaf(pr[j], x.x, o[j][c][0]);
                    o[j][c][1] = fmaf(pr[j], x.y, o[j][c][1]);
                    o[j][c][2] = fmaf(pr[j], x.z, o[j][c][2]);
                    o[j][c][3] = fmaf(pr[j], x.w, o[j][c][3]);
                }
            }
        }
    }

#pragma unroll
    for (int j = 0; j < 4; ++j) {
        float sum = l[j];
        sum += __shfl_xor_sync(0xFFFFFFFFu, sum, 1);
        sum += __shfl_xor_sync(0xFFFFFFFFu, sum, 2);
        sum += __shfl_xor_sync(0xFFFFFFFFu, sum, 4);
        const int r = rg + 16 * j;
        const long long pos = q0 + r / G;
        if (pos >= queries)
            continue;
        const float inv = sum > 0.0f ? 1.0f / sum : 0.0f;
        float *row = out + ((static_cast<size_t>(b) * queries + pos) * heads + g * G + r % G) * D;
#pragma unroll
        for (int c = 0; c < CJ; ++c) {
            ROOFLINE_TRACE_STORE(row + 32 * c + 4 * cg, 16);
            *reinterpret_cast<float4 *>(row + 32 * c + 4 * cg) =
                make_float4(o[j][c][0] * inv, o[j][c][1] * inv, o[j][c][2] * inv, o[j][c][3] * inv);
        }
    }
}

template<bool Bf16, int D, int G>
void launchPrefill(const PrefillAttention &a, const float *q, const void *k, const void *v,
                   float *out, cudaStream_t stream, bool prepare) {
    constexpr int bytes = PrefillSmem<D>::floats * 4;
    // Above 48 KB a kernel must opt in to its dynamic shared memory (per device; done by
    // preparePrefillAttention, outside any timing: a runtime call that may synchronise).
    if (prepare) {
        if (bytes > 48 * 1024)
            (void)cudaFuncSetAttribute(prefillAttentionKernel<Bf16, D, G>,
                                       cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
        return;
    }
    constexpr int BQ = kPrefillRows / G;
    const float scaleLog2 = 1.4426950408889634f * rsqrtf(static_cast<float>(D));
    const dim3 grid(static_cast<unsigned>((a.queries + BQ - 1) / BQ),
                    static_cast<unsigned>(a.batch * a.kvHeads));
    prefillAttentionKernel<Bf16, D, G><<<grid, kPrefillThreads, bytes, stream>>>(
        q, static_cast<const uint4 *>(k), static_cast<const uint4 *>(v), out, a.queries, a.keys,
        a.window, a.heads, a.kvHeads, scaleLog2);
}

template<bool Bf16, int D>
bool launchPrefillGroup(int group, const PrefillAttention &a, const float *q, const void *k,
                        const void *v, float *out, cudaStream_t stream, bool prepare) {
    switch (group) {
    case 1:
        launchPrefill<Bf16, D, 1>(a, q, k, v, out, stream, prepare);
        return true;
    case 2:
        launchPrefill<Bf16, D, 2>(a, q, k, v, out, stream, prepare);
        return true;
    case 4:
        launchPrefill<Bf16, D, 4>(a, q, k, v, out, stream, prepare);
        return true;
    case 8:
        launchPrefill<Bf16, D, 8>(a, q, k, v, out, stream, prepare);
        return true;
    default:
        return false;
    }
}

template<bool Bf16>
bool launchPrefillAll(const PrefillAttention &a, const float *q, const void *k, const void *v,
                      float *out, cudaStream_t stream, bool prepare) {
    const int group = a.kvHeads > 0 && a.heads % a.kvHeads == 0 ? a.heads / a.kvHeads : 0;
    if (a.headDim == 128)
        return launchPrefillGroup<Bf16, 128>(group, a, q, k, v, out, stream, prepare);
    if (a.headDim == 64)
        return launchPrefillGroup<Bf16, 64>(group, a, q, k, v, out, stream, prepare);
    return false;
}

} // namespace

std::size_t decodeWorkspaceFloats(const DecodeAttention &a) {
    const int group = a.kvHeads > 0 ? a.heads / a.kvHeads : 0;
    return static_cast<std::size_t>(a.batch) * a.kvHeads * a.splits * group * (a.headDim + 2);
}

bool decodeAttention(KvType t, const DecodeAttention &a, const float *q, const void *k,
                     const void *v, float *workspace, float *out, cudaStream_t stream) {
    if (a.splits < 1 || a.keys < 1 || a.batch < 1)
        return false;
    const bool ok = t == KvType::Bf16 ? launchAll<true>(a, q, k, v, workspace, stream)
                                      : launchAll<false>(a, q, k, v, workspace, stream);
    if (!ok)
        return false;
    combineKernel<<<static_cast<unsigned>(a.batch * a.heads), static_cast<unsigned>(a.headDim), 0,
                    stream>>>(workspace, out, a.splits, a.heads / a.kvHeads, a.headDim);
    return true;
}

bool prefillAttention(KvType t, const PrefillAttention &a, const float *q, const void *k,
                      const void *v, float *out, cudaStream_t stream) {
    if (a.queries < 1 || a.keys < a.queries || a.batch < 1 || a.window < 0)
        return false;
    return t == KvType::Bf16 ? launchPrefillAll<true>(a, q, k, v, out, stream, false)
                             : launchPrefillAll<false>(a, q, k, v, out, stream, false);
}

bool preparePrefillAttention(KvType t, const PrefillAttention &a) {
    return t == KvType::Bf16
               ? launchPrefillAll<true>(a, nullptr, nullptr, nullptr, nullptr, nullptr, true)
               : launchPrefillAll<false>(a, nullptr, nullptr, nullptr, nullptr, nullptr, true);
}

} // namespace roofline::cuda::llm
