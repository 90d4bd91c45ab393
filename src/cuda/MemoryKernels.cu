// Memory kernels: streaming bandwidth (HBM, L2, L1), shared memory, pointer chase, clocks and
// launch overhead. Loads are `asm volatile` so the compiler can neither drop, merge nor hoist
// them out of repetition loops; results leave only through never-taken stores.
#include "cuda/Kernels.h"

#include <cuda_runtime.h>

namespace roofline::cuda::kernels {

namespace {

using u64 = unsigned long long;
constexpr int kUnroll = 4; // = SweepPlan::kUnroll

__device__ __forceinline__ uint4 loadCs(const uint4 *p) {
    uint4 v;
    asm volatile("ld.global.cs.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
}
__device__ __forceinline__ uint4 loadCa(const uint4 *p) {
    uint4 v;
    asm volatile("ld.global.ca.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
}
__device__ __forceinline__ uint4 loadCg(const uint4 *p) {
    uint4 v;
    asm volatile("ld.global.cg.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
}

template<Hint H>
__device__ __forceinline__ uint4 load(const uint4 *p) {
    if constexpr (H == Hint::Streaming)
        return loadCs(p);
    else if constexpr (H == Hint::CacheAll)
        return loadCa(p);
    else
        return loadCg(p);
}

__device__ __forceinline__ void mix(uint4 &acc, const uint4 &v) {
    // Addition, not XOR: re-reading the same data must not cancel out.
    acc.x += v.x;
    acc.y += v.y;
    acc.z += v.z;
    acc.w += v.w;
}

// A value the accumulated data never takes in practice (probability 2^-128).
__device__ __forceinline__ bool impossible(const uint4 &a) {
    return a.x == 0x9E3779B9u && a.y == 0x7F4A7C15u && a.z == 0xF39CC060u && a.w == 0x5CEDC834u;
}

__device__ __forceinline__ u64 splitmix(u64 x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

template<Hint H>
__global__ void __launch_bounds__(256)
    readKernel(const uint4 *__restrict__ a, u64 n, unsigned reps, bool blockLocal, uint4 *sink) {
    const u64 tid = blockLocal ? threadIdx.x : blockIdx.x * u64(blockDim.x) + threadIdx.x;
    const u64 stride = blockLocal ? blockDim.x : u64(gridDim.x) * blockDim.x;
    uint4 acc = make_uint4(0, 0, 0, 0);
    for (unsigned r = 0; r < reps; ++r) {
        u64 i = tid;
        for (; i + (kUnroll - 1) * stride < n; i += kUnroll * stride) {
            // All loads issued before any use: kUnroll requests in flight per thread.
            const uint4 v0 = load<H>(a + i);
            const uint4 v1 = load<H>(a + i + stride);
            const uint4 v2 = load<H>(a + i + 2 * stride);
            const uint4 v3 = load<H>(a + i + 3 * stride);
            mix(acc, v0);
            mix(acc, v1);
            mix(acc, v2);
            mix(acc, v3);
        }
        for (; i < n; i += stride)
            mix(acc, load<H>(a + i));
    }
    if (impossible(acc))
        sink[0] = acc;
}

__global__ void __launch_bounds__(256) writeKernel(uint4 *__restrict__ a, u64 n, unsigned seed) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += stride) {
        // Cheap per-element pattern: distinct, not compressible by a constant-fill detector.
        const unsigned h = static_cast<unsigned>(i) * 0x9E3779B9u ^ seed;
        __stcs(a + i, make_uint4(h, h ^ 0x85EBCA6Bu, h + 0xC2B2AE35u, ~h));
    }
}

__global__ void __launch_bounds__(256)
    copyKernel(uint4 *__restrict__ dst, const uint4 *__restrict__ src, u64 n) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x;
    for (; i + (kUnroll - 1) * stride < n; i += kUnroll * stride) {
        const uint4 v0 = loadCs(src + i);
        const uint4 v1 = loadCs(src + i + stride);
        const uint4 v2 = loadCs(src + i + 2 * stride);
        const uint4 v3 = loadCs(src + i + 3 * stride);
        __stcs(dst + i, v0);
        __stcs(dst + i + stride, v1);
        __stcs(dst + i + 2 * stride, v2);
        __stcs(dst + i + 3 * stride, v3);
    }
    for (; i < n; i += stride)
        __stcs(dst + i, loadCs(src + i));
}

__device__ __forceinline__ float4 triadOf(const uint4 &b, const uint4 &c, float s) {
    return make_float4(__fmaf_rn(s, __uint_as_float(c.x), __uint_as_float(b.x)),
                       __fmaf_rn(s, __uint_as_float(c.y), __uint_as_float(b.y)),
                       __fmaf_rn(s, __uint_as_float(c.z), __uint_as_float(b.z)),
                       __fmaf_rn(s, __uint_as_float(c.w), __uint_as_float(b.w)));
}

__global__ void __launch_bounds__(256)
    triadKernel(float4 *__restrict__ a, const uint4 *__restrict__ b, const uint4 *__restrict__ c,
                float s, u64 n) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x;
    for (; i + stride < n; i += 2 * stride) {
        const uint4 b0 = loadCs(b + i), c0 = loadCs(c + i);
        const uint4 b1 = loadCs(b + i + stride), c1 = loadCs(c + i + stride);
        __stcs(a + i, triadOf(b0, c0, s));
        __stcs(a + i + stride, triadOf(b1, c1, s));
    }
    for (; i < n; i += stride)
        __stcs(a + i, triadOf(loadCs(b + i), loadCs(c + i), s));
}

__global__ void fillKernel(u64 *data, u64 n, u64 andMask, u64 orMask, u64 seed) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += stride)
        data[i] = (splitmix(seed ^ (i * 0xD1B54A32D192ED03ull)) & andMask) | orMask;
}

__global__ void compareKernel(const u64 *x, const u64 *y, u64 n, u64 *mismatches) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    u64 bad = 0;
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += stride)
        bad += x[i] != y[i];
    if (bad)
        atomicAdd(mismatches, bad);
}

__global__ void checkTriadKernel(const float *a, const float *b, const float *c, float s, u64 n,
                                 u64 *mismatches) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    u64 bad = 0;
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += stride)
        bad += a[i] != __fmaf_rn(s, c[i], b[i]);
    if (bad)
        atomicAdd(mismatches, bad);
}

constexpr int kSharedVectors = 2048; // 32 KiB: fits every architecture's default limit

__global__ void __launch_bounds__(256) sharedKernel(u64 iters, uint4 *sink) {
    __shared__ uint4 buf[kSharedVectors];
    for (int j = threadIdx.x; j < kSharedVectors; j += blockDim.x)
        buf[j] = make_uint4(j, j * 3u, j * 7u, blockIdx.x);
    __syncthreads();
    const unsigned base = static_cast<unsigned>(__cvta_generic_to_shared(buf));
    uint4 acc = make_uint4(0, 0, 0, 0);
    for (u64 i = 0; i < iters; ++i) {
        // Consecutive threads read consecutive 16-byte vectors: no bank conflicts.
        const unsigned off = static_cast<unsigned>(i & 1) * 1024u;
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const unsigned idx = (threadIdx.x + u * 256u + off) & (kSharedVectors - 1);
            uint4 v;
            asm volatile("ld.shared.v4.u32 {%0,%1,%2,%3}, [%4];"
                         : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                         : "r"(base + idx * 16u));
            mix(acc, v);
        }
    }
    if (impossible(acc))
        sink[0] = acc;
}

template<bool CacheL1>
__global__ void chaseKernel(const u64 *start, u64 loads, u64 *state) {
    u64 p = state[0] ? state[0] : reinterpret_cast<u64>(start);
    const long long t0 = clock64();
    for (u64 i = 0; i < loads; i += 4) {
#pragma unroll
        for (int u = 0; u < 4; ++u) {
            if constexpr (CacheL1)
                asm volatile("ld.global.ca.u64 %0, [%0];" : "+l"(p));
            else
                asm volatile("ld.global.cg.u64 %0, [%0];" : "+l"(p));
        }
    }
    const long long t1 = clock64();
    state[0] = p;
    state[1] = static_cast<u64>(t1 - t0);
}

__global__ void spinKernel(u64 cycles, u64 *out) {
    const long long t0 = clock64();
    long long t = t0;
    while (static_cast<u64>(t - t0) < cycles)
        t = clock64();
    out[0] = static_cast<u64>(t - t0);
}

__global__ void emptyKernel() {}

} // namespace

void fillRandom(void *data, std::uint64_t words, std::uint64_t andMask, std::uint64_t orMask,
                std::uint64_t seed, cudaStream_t stream) {
    fillKernel<<<1024, 256, 0, stream>>>(static_cast<u64 *>(data), words, andMask, orMask, seed);
}

void streamRead(const void *a, std::uint64_t vectors, std::uint32_t reps, Hint hint,
                bool blockLocal, void *sink, Launch l) {
    const auto *p = static_cast<const uint4 *>(a);
    auto *s = static_cast<uint4 *>(sink);
    switch (hint) {
    case Hint::Streaming:
        readKernel<Hint::Streaming>
            <<<l.blocks, l.threads, 0, l.stream>>>(p, vectors, reps, blockLocal, s);
        break;
    case Hint::CacheAll:
        readKernel<Hint::CacheAll>
            <<<l.blocks, l.threads, 0, l.stream>>>(p, vectors, reps, blockLocal, s);
        break;
    case Hint::CacheL2:
        readKernel<Hint::CacheL2>
            <<<l.blocks, l.threads, 0, l.stream>>>(p, vectors, reps, blockLocal, s);
        break;
    }
}

void streamWrite(void *a, std::uint64_t vectors, std::uint32_t seed, Launch l) {
    writeKernel<<<l.blocks, l.threads, 0, l.stream>>>(static_cast<uint4 *>(a), vectors, seed);
}

void streamCopy(void *dst, const void *src, std::uint64_t vectors, Launch l) {
    copyKernel<<<l.blocks, l.threads, 0, l.stream>>>(static_cast<uint4 *>(dst),
                                                     static_cast<const uint4 *>(src), vectors);
}

void streamTriad(void *a, const void *b, const void *c, float s, std::uint64_t vectors, Launch l) {
    triadKernel<<<l.blocks, l.threads, 0, l.stream>>>(static_cast<float4 *>(a),
                                                      static_cast<const uint4 *>(b),
                                                      static_cast<const uint4 *>(c), s, vectors);
}

void compareWords(const void *x, const void *y, std::uint64_t words, unsigned long long *mismatches,
                  cudaStream_t stream) {
    compareKernel<<<1024, 256, 0, stream>>>(static_cast<const u64 *>(x),
                                            static_cast<const u64 *>(y), words, mismatches);
}

void checkTriad(const void *a, const void *b, const void *c, float s, std::uint64_t floats,
                unsigned long long *mismatches, cudaStream_t stream) {
    checkTriadKernel<<<1024, 256, 0, stream>>>(
        static_cast<const float *>(a), static_cast<const float *>(b), static_cast<const float *>(c),
        s, floats, mismatches);
}

void sharedRead(std::uint64_t iters, void *sink, Launch l) {
    sharedKernel<<<l.blocks, l.threads, 0, l.stream>>>(iters, static_cast<uint4 *>(sink));
}

void chase(const void *start, std::uint64_t loads, bool cacheL1, unsigned long long *state,
           cudaStream_t stream) {
    const auto *s = static_cast<const u64 *>(start);
    loads = (loads + 3) / 4 * 4;
    if (cacheL1)
        chaseKernel<true><<<1, 1, 0, stream>>>(s, loads, state);
    else
        chaseKernel<false><<<1, 1, 0, stream>>>(s, loads, state);
}

void spinClock(std::uint64_t cycles, unsigned long long *out, cudaStream_t stream) {
    spinKernel<<<1, 1, 0, stream>>>(cycles, out);
}

void empty(Launch l) {
    emptyKernel<<<l.blocks, l.threads, 0, l.stream>>>();
}

cudaError_t emptyLaunchError() {
    return cudaGetLastError();
}

} // namespace roofline::cuda::kernels
