// SPDX-License-Identifier: MIT
// Memory kernels: streaming bandwidth (HBM), cache sweeps (L1, L2), shared memory, pointer
// chase, clocks, the launch latch and launch overhead. Global loads are `asm volatile` with an
// explicit cache operator, shared loads ld.volatile, so neither the compiler nor ptxas can
// drop, merge or hoist them; results leave only through never-taken stores. Per-iteration
// counts: KernelConstants.h, proven from the SASS by tst_cudasass.
#include "cuda/KernelTrace.h"
#include "cuda/Kernels.h"

#include <cuda_runtime.h>

namespace roofline::cuda::kernels {

namespace {

using u64 = unsigned long long;

__device__ __forceinline__ uint4 loadCs(const uint4 *p) {
    ROOFLINE_TRACE_LOAD(p, 16);
    uint4 v;
    asm volatile("ld.global.cs.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
}
__device__ __forceinline__ uint4 loadCa(const uint4 *p) {
    ROOFLINE_TRACE_LOAD(p, 16);
    uint4 v;
    asm volatile("ld.global.ca.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
}
__device__ __forceinline__ uint4 loadCg(const uint4 *p) {
    ROOFLINE_TRACE_LOAD(p, 16);
    uint4 v;
    asm volatile("ld.global.cg.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
}

template<typename T>
__device__ __forceinline__ void storeCs(T *p, const T &v) {
    ROOFLINE_TRACE_STORE(p, sizeof(T));
    __stcs(p, v);
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

// HBM read: the grid partitions the array; all kStreamUnroll loads are issued before any use.
template<Hint H>
__global__ void __launch_bounds__(kThreads, kFullOccupancyBlocks)
    readKernel(const uint4 *__restrict__ a, u64 n, uint4 *sink) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    uint4 acc = make_uint4(0, 0, 0, 0);
#pragma unroll 1
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += kStreamUnroll * stride) {
        uint4 v[kStreamUnroll];
#pragma unroll
        for (int u = 0; u < kStreamUnroll; ++u)
            v[u] = load<H>(a + i + u * stride);
#pragma unroll
        for (int u = 0; u < kStreamUnroll; ++u)
            mix(acc, v[u]);
    }
    if (impossible(acc))
        sink[0] = acc;
}

// Cache sweep: indices wrap around a set of n vectors, so every thread keeps kSweepLoads
// loads in flight whatever the set's size (a set smaller than the grid is read by several
// threads at once, which is what the plateau of that level needs).
template<Hint H>
__global__ void __launch_bounds__(kThreads, kFullOccupancyBlocks)
    sweepKernel(const uint4 *__restrict__ a, unsigned n, unsigned iterations, bool blockLocal,
                uint4 *sink) {
    const unsigned threads = blockLocal ? blockDim.x : gridDim.x * blockDim.x;
    const unsigned tid = blockLocal ? threadIdx.x : blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned step = threads % n;
    unsigned i = tid % n;
    uint4 acc = make_uint4(0, 0, 0, 0);
#pragma unroll 1
    for (unsigned it = 0; it < iterations; ++it) {
        unsigned j[kSweepLoads];
        j[0] = i;
#pragma unroll
        for (int u = 1; u < kSweepLoads; ++u) {
            const unsigned k = j[u - 1] + step;
            j[u] = k >= n ? k - n : k;
        }
        uint4 v[kSweepLoads];
#pragma unroll
        for (int u = 0; u < kSweepLoads; ++u)
            v[u] = load<H>(a + j[u]);
#pragma unroll
        for (int u = 0; u < kSweepLoads; ++u)
            mix(acc, v[u]);
        const unsigned k = j[kSweepLoads - 1] + step;
        i = k >= n ? k - n : k;
    }
    if (impossible(acc))
        sink[0] = acc;
}

__global__ void __launch_bounds__(kThreads, kFullOccupancyBlocks)
    writeKernel(uint4 *__restrict__ a, u64 n, unsigned seed) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
#pragma unroll 1
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += kStreamUnroll * stride) {
#pragma unroll
        for (int u = 0; u < kStreamUnroll; ++u) {
            // Cheap per-element pattern: distinct, not compressible by a constant-fill detector.
            const unsigned h = static_cast<unsigned>(i + u * stride) * 0x9E3779B9u ^ seed;
            storeCs(a + i + u * stride, make_uint4(h, h ^ 0x85EBCA6Bu, h + 0xC2B2AE35u, ~h));
        }
    }
}

__global__ void __launch_bounds__(kThreads, kFullOccupancyBlocks)
    copyKernel(uint4 *__restrict__ dst, const uint4 *__restrict__ src, u64 n) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
#pragma unroll 1
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += kStreamUnroll * stride) {
        uint4 v[kStreamUnroll];
#pragma unroll
        for (int u = 0; u < kStreamUnroll; ++u)
            v[u] = loadCs(src + i + u * stride);
#pragma unroll
        for (int u = 0; u < kStreamUnroll; ++u)
            storeCs(dst + i + u * stride, v[u]);
    }
}

__device__ __forceinline__ float4 triadOf(const uint4 &b, const uint4 &c, float s) {
    return make_float4(__fmaf_rn(s, __uint_as_float(c.x), __uint_as_float(b.x)),
                       __fmaf_rn(s, __uint_as_float(c.y), __uint_as_float(b.y)),
                       __fmaf_rn(s, __uint_as_float(c.z), __uint_as_float(b.z)),
                       __fmaf_rn(s, __uint_as_float(c.w), __uint_as_float(b.w)));
}

__global__ void __launch_bounds__(kThreads, kFullOccupancyBlocks)
    triadKernel(float4 *__restrict__ a, const uint4 *__restrict__ b, const uint4 *__restrict__ c,
                float s, u64 n) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
#pragma unroll 1
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += kTriadUnroll * stride) {
        uint4 vb[kTriadUnroll], vc[kTriadUnroll];
#pragma unroll
        for (int u = 0; u < kTriadUnroll; ++u) {
            vb[u] = loadCs(b + i + u * stride);
            vc[u] = loadCs(c + i + u * stride);
        }
#pragma unroll
        for (int u = 0; u < kTriadUnroll; ++u)
            storeCs(a + i + u * stride, triadOf(vb[u], vc[u], s));
    }
}

__global__ void fillKernel(u64 *data, u64 n, u64 andMask, u64 orMask, u64 seed) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += stride) {
        ROOFLINE_TRACE_STORE(data + i, 8);
        data[i] = (splitmix(seed ^ (i * 0xD1B54A32D192ED03ull)) & andMask) | orMask;
    }
}

__global__ void compareKernel(const u64 *x, const u64 *y, u64 n, u64 *mismatches) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    u64 bad = 0;
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += stride) {
        ROOFLINE_TRACE_LOAD(x + i, 8);
        ROOFLINE_TRACE_LOAD(y + i, 8);
        bad += x[i] != y[i];
    }
    if (bad)
        atomicAdd(mismatches, bad);
}

__global__ void checkTriadKernel(const float *a, const float *b, const float *c, float s, u64 n,
                                 u64 *mismatches) {
    const u64 stride = u64(gridDim.x) * blockDim.x;
    u64 bad = 0;
    for (u64 i = blockIdx.x * u64(blockDim.x) + threadIdx.x; i < n; i += stride) {
        ROOFLINE_TRACE_LOAD(a + i, 4);
        ROOFLINE_TRACE_LOAD(b + i, 4);
        ROOFLINE_TRACE_LOAD(c + i, 4);
        bad += a[i] != __fmaf_rn(s, c[i], b[i]);
    }
    if (bad)
        atomicAdd(mismatches, bad);
}

__global__ void __launch_bounds__(kThreads) sharedKernel(unsigned iterations, uint4 *sink) {
    __shared__ uint4 buf[kSharedVectors];
    for (int j = threadIdx.x; j < kSharedVectors; j += blockDim.x)
        buf[j] = make_uint4(j, j * 3u, j * 7u, blockIdx.x);
    __syncthreads();
    const unsigned base = static_cast<unsigned>(__cvta_generic_to_shared(buf));
    unsigned offset = threadIdx.x;
    uint4 acc = make_uint4(0, 0, 0, 0);
#pragma unroll 1
    for (unsigned i = 0; i < iterations; ++i) {
        // Consecutive threads read consecutive 16-byte vectors: no bank conflicts. The loads
        // are ld.volatile: a plain ld.shared of an address ptxas can prove repeats (the offset
        // has a short period) is merged with the earlier one, whatever `asm volatile` says.
#pragma unroll
        for (int u = 0; u < kSharedLoads; ++u) {
            const unsigned idx = (offset + u * kThreads) & (kSharedVectors - 1);
            ROOFLINE_TRACE_SHARED_LOAD(idx * 16u, 16);
            uint4 v;
            asm volatile("ld.volatile.shared.v4.u32 {%0,%1,%2,%3}, [%4];"
                         : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                         : "r"(base + idx * 16u));
            mix(acc, v);
        }
        offset += 16; // walk through the array: the data differs from one iteration to the next
    }
    if (impossible(acc))
        sink[0] = acc;
}

template<bool CacheL1>
__global__ void chaseKernel(const u64 *start, u64 iterations, u64 *state) {
    u64 p = state[0] ? state[0] : reinterpret_cast<u64>(start);
    const long long t0 = clock64();
#pragma unroll 1
    for (u64 i = 0; i < iterations; ++i) {
#pragma unroll
        for (int u = 0; u < kChaseUnroll; ++u) {
            // Each address is the value the previous load returned: one load in flight.
            ROOFLINE_TRACE_LOAD(reinterpret_cast<const u64 *>(p), 8);
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

// nvbandwidth's latch: the work queued behind this kernel starts when the host writes *flag.
// The flag is host-mapped pinned memory read with a volatile (system-scope) load each turn.
__global__ void latchKernel(const volatile int *flag, u64 timeoutCycles, int *timedOut) {
    const long long t0 = clock64();
#pragma unroll 1
    while (*flag == 0) {
        if (static_cast<u64>(clock64() - t0) > timeoutCycles) {
            *timedOut = 1;
            break;
        }
    }
}

__global__ void emptyKernel() {}

} // namespace

void fillRandom(void *data, std::uint64_t words, std::uint64_t andMask, std::uint64_t orMask,
                std::uint64_t seed, cudaStream_t stream) {
    fillKernel<<<1024, 256, 0, stream>>>(static_cast<u64 *>(data), words, andMask, orMask, seed);
}

bool wholePasses(std::uint64_t vectors, Launch l) {
    const std::uint64_t pass = static_cast<std::uint64_t>(l.blocks)
                               * static_cast<std::uint64_t>(l.threads) * kStreamUnroll;
    return pass > 0 && vectors % pass == 0;
}

void streamRead(const void *a, std::uint64_t vectors, void *sink, Launch l) {
    readKernel<Hint::Streaming><<<l.blocks, l.threads, 0, l.stream>>>(
        static_cast<const uint4 *>(a), vectors, static_cast<uint4 *>(sink));
}

void sweepRead(const void *a, std::uint32_t vectors, std::uint32_t iterations, Hint hint,
               bool blockLocal, void *sink, Launch l) {
    const auto *p = static_cast<const uint4 *>(a);
    auto *s = static_cast<uint4 *>(sink);
    switch (hint) {
    case Hint::Streaming:
        sweepKernel<Hint::Streaming>
            <<<l.blocks, l.threads, 0, l.stream>>>(p, vectors, iterations, blockLocal, s);
        break;
    case Hint::CacheAll:
        sweepKernel<Hint::CacheAll>
            <<<l.blocks, l.threads, 0, l.stream>>>(p, vectors, iterations, blockLocal, s);
        break;
    case Hint::CacheL2:
        sweepKernel<Hint::CacheL2>
            <<<l.blocks, l.threads, 0, l.stream>>>(p, vectors, iterations, blockLocal, s);
        break;
    }
}

cudaError_t preferL1ForSweeps() {
    const int carveout = cudaSharedmemCarveoutMaxL1;
    for (const void *k : {reinterpret_cast<const void *>(&sweepKernel<Hint::CacheAll>),
                          reinterpret_cast<const void *>(&sweepKernel<Hint::CacheL2>),
                          reinterpret_cast<const void *>(&chaseKernel<true>),
                          reinterpret_cast<const void *>(&chaseKernel<false>)}) {
        const cudaError_t e =
            cudaFuncSetAttribute(k, cudaFuncAttributePreferredSharedMemoryCarveout, carveout);
        if (e != cudaSuccess)
            return e;
    }
    return cudaSuccess;
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

void sharedRead(std::uint32_t iterations, void *sink, Launch l) {
    sharedKernel<<<l.blocks, l.threads, 0, l.stream>>>(iterations, static_cast<uint4 *>(sink));
}

int sharedReadBlocksPerSm() {
    int n = 0;
    return cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, sharedKernel, kThreads, 0)
                   == cudaSuccess
               ? n
               : 0;
}

void chase(const void *start, std::uint64_t iterations, bool cacheL1, unsigned long long *state,
           cudaStream_t stream) {
    const auto *s = static_cast<const u64 *>(start);
    if (cacheL1)
        chaseKernel<true><<<1, 1, 0, stream>>>(s, iterations, state);
    else
        chaseKernel<false><<<1, 1, 0, stream>>>(s, iterations, state);
}

void spinClock(std::uint64_t cycles, unsigned long long *out, cudaStream_t stream) {
    spinKernel<<<1, 1, 0, stream>>>(cycles, out);
}

void latch(const volatile int *flag, std::uint64_t timeoutCycles, int *timedOut,
           cudaStream_t stream) {
    latchKernel<<<1, 1, 0, stream>>>(flag, timeoutCycles, timedOut);
}

void empty(Launch l) {
    emptyKernel<<<l.blocks, l.threads, 0, l.stream>>>();
}

cudaError_t emptyLaunchError() {
    return cudaGetLastError();
}

} // namespace roofline::cuda::kernels
