// SPDX-License-Identifier: MIT
// Compute kernels: register-resident FMA loops (CUDA-core peaks), a tensor-core MMA loop and
// the empirical-roofline kernel with a run-time FLOP-per-byte knob. The loop operands are
// kernel arguments, so nothing folds at compile time; results leave through never-taken
// stores.
#include "cuda/KernelTrace.h"
#include "cuda/Kernels.h"

#include <cstring>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <mma.h>

namespace roofline::cuda::kernels {

namespace {

using u64 = unsigned long long;

__device__ __forceinline__ float fmaOf(float a, float b, float c) {
    ROOFLINE_TRACE_OPS(1);
    return __fmaf_rn(a, b, c);
}
__device__ __forceinline__ double fmaOf(double a, double b, double c) {
    ROOFLINE_TRACE_OPS(1);
    return __fma_rn(a, b, c);
}
__device__ __forceinline__ __half2 fmaOf(__half2 a, __half2 b, __half2 c) {
    ROOFLINE_TRACE_OPS(1);
    return __hfma2(a, b, c);
}

template<typename T>
__device__ __forceinline__ T fromFloat(float v);
template<>
__device__ __forceinline__ float fromFloat<float>(float v) {
    return v;
}
template<>
__device__ __forceinline__ double fromFloat<double>(float v) {
    return v;
}
template<>
__device__ __forceinline__ __half2 fromFloat<__half2>(float v) {
    return __float2half2_rn(v);
}

__device__ __forceinline__ float toFloat(float v) {
    return v;
}
__device__ __forceinline__ float toFloat(double v) {
    return static_cast<float>(v);
}
__device__ __forceinline__ float toFloat(__half2 v) {
    return __low2float(v) + __high2float(v);
}

// x ← x·b + c converges to c / (1 − b) for |b| < 1: no overflow, no denormals, any length.
template<typename T>
__global__ void __launch_bounds__(kThreads, kFullOccupancyBlocks)
    fmaKernel(float b0, float c0, unsigned iterations, float *sink) {
    const T b = fromFloat<T>(b0), c = fromFloat<T>(c0);
    T x[kFmaChains];
#pragma unroll
    for (int j = 0; j < kFmaChains; ++j)
        x[j] = fromFloat<T>(0.001f * static_cast<float>(threadIdx.x + j));
#pragma unroll 1
    for (unsigned i = 0; i < iterations; ++i) {
#pragma unroll
        for (int s = 0; s < kFmaSteps; ++s) {
#pragma unroll
            for (int j = 0; j < kFmaChains; ++j)
                x[j] = fmaOf(x[j], b, c);
        }
    }
    ROOFLINE_TRACE_VALUES(x, kFmaChains);
    float sum = 0.0f;
#pragma unroll
    for (int j = 0; j < kFmaChains; ++j)
        sum += toFloat(x[j]);
    if (sum == -1.0f) // impossible: every chain converges to a positive value
        sink[threadIdx.x] = sum;
}

__global__ void mmaKernel(unsigned iterations, float *sink) {
    using namespace nvcuda;
    wmma::fragment<wmma::matrix_a, kMmaM, kMmaN, kMmaK, __half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, kMmaM, kMmaN, kMmaK, __half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, kMmaM, kMmaN, kMmaK, float> acc[kMmaChains];
    wmma::fill_fragment(a, __float2half(0.001f * static_cast<float>(threadIdx.x & 7)));
    wmma::fill_fragment(b, __float2half(0.5f));
#pragma unroll
    for (int j = 0; j < kMmaChains; ++j)
        wmma::fill_fragment(acc[j], 0.0f);
#pragma unroll 1
    for (unsigned i = 0; i < iterations; ++i) {
#pragma unroll
        for (int j = 0; j < kMmaChains; ++j) {
            ROOFLINE_TRACE_OPS(1);
            wmma::mma_sync(acc[j], a, b, acc[j]);
        }
    }
    // Every element of every accumulator is used: an element left out lets ptxas drop the
    // HMMA that computes it (one m16n16k16 MMA is two m16n8k16 HMMAs on sm_80/sm_90).
    float sum = 0.0f;
#pragma unroll
    for (int j = 0; j < kMmaChains; ++j) {
#pragma unroll
        for (int e = 0; e < acc[j].num_elements; ++e)
            sum += acc[j].x[e];
    }
    ROOFLINE_TRACE_VALUES(&sum, 1);
    if (sum == -1.0f) // impossible: all products are non-negative
        sink[threadIdx.x] = sum;
}

// One 16-byte vector of each format, viewed as T lanes; aligned so it moves as one 128-bit
// access (LDG.E.128 / STG.E.128), not as 4 or 2 narrower ones.
template<typename T>
struct alignas(16) Vec {
    static constexpr int kLanes = 16 / sizeof(T);
    T v[kLanes];
};

template<typename T>
__device__ __forceinline__ void fmaSteps(Vec<T> (&x)[kRooflineVectors], T b, T c) {
#pragma unroll
    for (int u = 0; u < kRooflineVectors; ++u) {
#pragma unroll
        for (int j = 0; j < Vec<T>::kLanes; ++j) // lanes are independent chains
            x[u].v[j] = fmaOf(x[u].v[j], b, c);
    }
}

// kRooflineVectors vectors in flight per thread; the FMA count per element is a run-time knob,
// done in blocks of kRooflineFmaBlock steps (few loop branches at high intensity) and then
// single steps.
template<typename T>
__global__ void __launch_bounds__(kThreads, kFullOccupancyBlocks)
    rooflineKernel(Vec<T> *__restrict__ data, u64 n, int fmas, float b0, float c0) {
    const T b = fromFloat<T>(b0), c = fromFloat<T>(c0);
    const u64 stride = u64(gridDim.x) * blockDim.x;
#pragma unroll 1
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n;
         i += kRooflineVectors * stride) {
        // Moved as uint4: a struct of __half2 members is otherwise copied member by member
        // (four 32-bit accesses per vector instead of one 128-bit one).
        Vec<T> x[kRooflineVectors];
#pragma unroll
        for (int u = 0; u < kRooflineVectors; ++u) {
            ROOFLINE_TRACE_LOAD(reinterpret_cast<const uint4 *>(data) + i + u * stride, 16);
            const uint4 raw = reinterpret_cast<const uint4 *>(data)[i + u * stride];
            memcpy(&x[u], &raw, sizeof raw);
        }
        int k = 0;
#pragma unroll 1
        for (; k + kRooflineFmaBlock <= fmas; k += kRooflineFmaBlock) {
#pragma unroll
            for (int s = 0; s < kRooflineFmaBlock; ++s)
                fmaSteps(x, b, c);
        }
#pragma unroll 1
        for (; k < fmas; ++k)
            fmaSteps(x, b, c);
#pragma unroll
        for (int u = 0; u < kRooflineVectors; ++u) {
            uint4 raw;
            memcpy(&raw, &x[u], sizeof raw);
            ROOFLINE_TRACE_STORE(reinterpret_cast<uint4 *>(data) + i + u * stride, 16);
            reinterpret_cast<uint4 *>(data)[i + u * stride] = raw;
        }
    }
}

} // namespace

void fmaLoop(Format f, std::uint32_t iters, void *sink, Launch l) {
    auto *s = static_cast<float *>(sink);
    switch (f) {
    case Format::Fp32:
        fmaKernel<float><<<l.blocks, l.threads, 0, l.stream>>>(0.999f, 0.001f, iters, s);
        break;
    case Format::Fp64:
        fmaKernel<double><<<l.blocks, l.threads, 0, l.stream>>>(0.999f, 0.001f, iters, s);
        break;
    case Format::Fp16:
        fmaKernel<__half2><<<l.blocks, l.threads, 0, l.stream>>>(0.5f, 0.25f, iters, s);
        break;
    }
}

void mmaLoop(std::uint32_t iters, void *sink, Launch l) {
    mmaKernel<<<l.blocks, l.threads, 0, l.stream>>>(iters, static_cast<float *>(sink));
}

int lanesPerVector(Format f) {
    switch (f) {
    case Format::Fp32:
        return 4;
    case Format::Fp64:
        return 2;
    case Format::Fp16:
        return 8;
    }
    return 0;
}

int lanesPerFma(Format f) {
    return f == Format::Fp16 ? 2 : 1;
}

void roofline(Format f, void *data, std::uint64_t vectors, int fmas, Launch l) {
    switch (f) {
    case Format::Fp32:
        rooflineKernel<float><<<l.blocks, l.threads, 0, l.stream>>>(static_cast<Vec<float> *>(data),
                                                                    vectors, fmas, 0.5f, 0.5f);
        break;
    case Format::Fp64:
        rooflineKernel<double><<<l.blocks, l.threads, 0, l.stream>>>(
            static_cast<Vec<double> *>(data), vectors, fmas, 0.5f, 0.5f);
        break;
    case Format::Fp16:
        rooflineKernel<__half2><<<l.blocks, l.threads, 0, l.stream>>>(
            static_cast<Vec<__half2> *>(data), vectors, fmas, 0.5f, 0.25f);
        break;
    }
}

} // namespace roofline::cuda::kernels
