// SPDX-License-Identifier: MIT
// cuda.llm's decode attention (LlmAttention.h). Why its own kernel: cuBLASLt has no attention,
// and the probe must read the KV cache exactly as the model counts it (once per call), with no
// dependency beyond the toolkit. tst_cudasass proves from the machine code that the key loop
// issues one 16-byte load of K and one of V per thread and trip, and that the result is stored.
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
    const size_t rowBase = static_cast<size_t>(pair) * static_cast<size_t>(keys) * L + lane;
    const long long begin = split * chunk;
    const long long end = min(keys, begin + chunk);
    // Every row group of the block runs the same trips (rows past the end are masked), so the
    // shuffles below always have the whole warp.
#pragma unroll 1
    for (long long r0 = begin; r0 < end; r0 += R) {
        const long long r = r0 + group;
        const bool valid = r < end;
        uint4 kr = make_uint4(0, 0, 0, 0), vr = make_uint4(0, 0, 0, 0);
        if (valid) {
            // Streaming (evict-first): each row is read once per call.
            kr = __ldcs(k + rowBase + static_cast<size_t>(r) * L);
            vr = __ldcs(v + rowBase + static_cast<size_t>(r) * L);
        }
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
        p[2 + d] = a;
        if (d == 0) {
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

} // namespace roofline::cuda::llm
