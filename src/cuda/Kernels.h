// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/cuda: host-callable launchers of the kernels in MemoryKernels.cu and
// ComputeKernels.cu. Pointers are device (or mapped host) addresses; every launcher enqueues
// on `stream` and returns at once (check cudaGetLastError / the stream afterwards). What one
// loop iteration of each kernel does is in KernelConstants.h (proven from SASS by tst_cudasass).
#include "cuda/KernelConstants.h"

#include <cstdint>
#include <cuda_runtime_api.h>

namespace roofline::cuda::kernels {

struct Launch {
    int blocks = 1;
    int threads = kThreads;
    cudaStream_t stream = nullptr;
};

// ---- MemoryKernels.cu ----
// Fills `words` 64-bit words with (splitmix64(seed, i) & andMask) | orMask: random,
// incompressible data; the masks keep floating-point patterns finite.
void fillRandom(void *data, std::uint64_t words, std::uint64_t andMask, std::uint64_t orMask,
                std::uint64_t seed, cudaStream_t stream);

enum class Hint {
    Streaming, // ld.global.cs / st.global.cs: evict-first, for data touched once
    CacheAll,  // ld.global.ca: cache in L1 and L2
    CacheL2    // ld.global.cg: bypass L1
};
// HBM kernels over arrays of `vectors` 16-byte vectors; `vectors` must be a whole multiple of
// blocks × threads × kStreamUnroll (SweepPlan::hbmArrayBytes sizes them so): no thread runs a
// tail. The read's sum goes to `sink` only if it equals an impossible value, so the loads
// survive the optimiser without a store per element.
void streamRead(const void *a, std::uint64_t vectors, void *sink, Launch l);
void streamWrite(void *a, std::uint64_t vectors, std::uint32_t seed, Launch l);
void streamCopy(void *dst, const void *src, std::uint64_t vectors, Launch l);
// a = b + s·c over fp32, vectors of four floats.
void streamTriad(void *a, const void *b, const void *c, float s, std::uint64_t vectors, Launch l);
// True when `vectors` suits the HBM kernels at this launch geometry.
bool wholePasses(std::uint64_t vectors, Launch l);
// Cache sweep: every thread runs `iterations` × kSweepLoads loads over a set of `vectors`
// 16-byte vectors, indices wrapping around the set. blockLocal: each block reads the whole set
// (per-SM working set = the set: the L1 plateau); otherwise the grid shares it (L2 and device
// memory). Bytes = blocks × threads × iterations × kSweepLoads × 16.
void sweepRead(const void *a, std::uint32_t vectors, std::uint32_t iterations, Hint hint,
               bool blockLocal, void *sink, Launch l);
// Asks the driver for the largest L1 (smallest shared-memory carve-out) for the sweep and
// chase kernels, which use no shared memory.
cudaError_t preferL1ForSweeps();
// Adds to *mismatches the number of 64-bit words where x and y differ.
void compareWords(const void *x, const void *y, std::uint64_t words, unsigned long long *mismatches,
                  cudaStream_t stream);
// Adds to *mismatches the floats where a != fmaf(s, c, b) exactly (the triad's own rounding).
void checkTriad(const void *a, const void *b, const void *c, float s, std::uint64_t floats,
                unsigned long long *mismatches, cudaStream_t stream);
// Shared-memory read bandwidth: each thread runs `iterations` × kSharedLoads 16-byte loads
// from a conflict-free shared array.
void sharedRead(std::uint32_t iterations, void *sink, Launch l);
// Blocks of kThreads of the shared-memory kernel resident per SM on the current device
// (registers and shared memory; cudaOccupancyMaxActiveBlocksPerMultiprocessor), 0 on error.
int sharedReadBlocksPerSm();
// One thread follows `iterations` × kChaseUnroll dependent pointers from state[0] (or `start`
// when it is 0), ca = L1-cached, otherwise L1-bypassing; state[0] = where it stopped,
// state[1] = clock64() cycles spent.
void chase(const void *start, std::uint64_t iterations, bool cacheL1, unsigned long long *state,
           cudaStream_t stream);
// One thread spins for `cycles` SM clocks; out[0] = cycles actually elapsed. Timed with events
// it gives the SM clock.
void spinClock(std::uint64_t cycles, unsigned long long *out, cudaStream_t stream);
// The launch/copy latch (nvbandwidth's method): one thread spins until the host-mapped *flag
// is non-zero, so the work enqueued behind it on `stream` starts only when the host releases
// it, back to back. Gives up after `timeoutCycles` and sets *timedOut.
void latch(const volatile int *flag, std::uint64_t timeoutCycles, int *timedOut,
           cudaStream_t stream);
// An empty kernel (launch overhead).
void empty(Launch l);
cudaError_t emptyLaunchError(); // the last launch error, for loops that must not throw

// ---- ComputeKernels.cu ----
enum class Format { Fp32, Fp64, Fp16 };
// Each thread runs `iterations` × kFmaPerIteration FMAs in registers (fp16: half2, two lanes
// per FMA).
void fmaLoop(Format f, std::uint32_t iterations, void *sink, Launch l);
// Each warp runs `iterations` × kMmaChains independent 16×16×16 fp16 tensor-core MMAs (fp32
// accumulate) on register-resident fragments; threads must be a multiple of 32.
void mmaLoop(std::uint32_t iterations, void *sink, Launch l);
// Empirical roofline: each 16-byte vector is read, put through `fmas` FMAs per lane and written
// back in place; `vectors` a whole multiple of blocks × threads × kRooflineVectors.
void roofline(Format f, void *data, std::uint64_t vectors, int fmas, Launch l);
int lanesPerVector(Format f); // 4 fp32, 2 fp64, 8 fp16
int lanesPerFma(Format f);    // 1 fp32 / fp64, 2 fp16 (half2)

} // namespace roofline::cuda::kernels
