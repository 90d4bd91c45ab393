#pragma once

// Internal to src/cuda: host-callable launchers of the kernels in MemoryKernels.cu and
// ComputeKernels.cu. Pointers are device (or mapped host) addresses; every launcher enqueues
// on `stream` and returns at once (check cudaGetLastError / the stream afterwards).
#include <cstdint>
#include <cuda_runtime_api.h>

namespace roofline::cuda::kernels {

struct Launch {
    int blocks = 1;
    int threads = 256;
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
// Reads `vectors` 16-byte vectors `reps` times, kUnroll loads in flight per thread.
// blockLocal: every block reads the whole range (the per-SM working set is the whole range:
// the L1 plateau); otherwise the grid partitions it (the L2 and HBM plateaus). The XOR of
// everything read goes to `sink` only if it equals an impossible value, so the loads survive
// the optimiser without a store per element.
void streamRead(const void *a, std::uint64_t vectors, std::uint32_t reps, Hint hint,
                bool blockLocal, void *sink, Launch l);
void streamWrite(void *a, std::uint64_t vectors, std::uint32_t seed, Launch l);
void streamCopy(void *dst, const void *src, std::uint64_t vectors, Launch l);
// a = b + s·c over fp32, vectors of four floats.
void streamTriad(void *a, const void *b, const void *c, float s, std::uint64_t vectors, Launch l);
// Adds to *mismatches the number of 64-bit words where x and y differ.
void compareWords(const void *x, const void *y, std::uint64_t words, unsigned long long *mismatches,
                  cudaStream_t stream);
// Adds to *mismatches the floats where a != fmaf(s, c, b) exactly (the triad's own rounding).
void checkTriad(const void *a, const void *b, const void *c, float s, std::uint64_t floats,
                unsigned long long *mismatches, cudaStream_t stream);
// Shared-memory read bandwidth: each thread reads `iters` × 4 16-byte vectors from a
// conflict-free shared array.
void sharedRead(std::uint64_t iters, void *sink, Launch l);
// One thread follows `loads` dependent pointers from state[0] (or `start` when it is 0),
// ca = L1-cached, otherwise L1-bypassing; state[0] = where it stopped, state[1] = clock64()
// cycles spent.
void chase(const void *start, std::uint64_t loads, bool cacheL1, unsigned long long *state,
           cudaStream_t stream);
// One thread spins for `cycles` SM clocks; out[0] = cycles actually elapsed. Timed with events
// it gives the SM clock.
void spinClock(std::uint64_t cycles, unsigned long long *out, cudaStream_t stream);
// An empty kernel (launch overhead).
void empty(Launch l);
cudaError_t emptyLaunchError(); // the last launch error, for loops that must not throw

// ---- ComputeKernels.cu ----
enum class Format { Fp32, Fp64, Fp16 };
constexpr int kFmaChains = 8; // independent FMA chains per thread (≥ 4, mixbench-style)
// Each thread runs `iters` × kFmaChains dependent-per-chain FMAs in registers (fp16: half2,
// two lanes per FMA).
void fmaLoop(Format f, std::uint64_t iters, void *sink, Launch l);
// Each warp runs `iters` × 4 independent 16×16×16 fp16 tensor-core MMAs (fp32 accumulate) on
// register-resident fragments; threads must be a multiple of 32.
void mmaLoop(std::uint64_t iters, void *sink, Launch l);
constexpr int kMmaChains = 4;
// Empirical roofline: each 16-byte vector is read, put through `fmas` FMAs per lane and written
// back in place.
void roofline(Format f, void *data, std::uint64_t vectors, int fmas, Launch l);
int lanesPerVector(Format f); // 4 fp32, 2 fp64, 8 fp16

} // namespace roofline::cuda::kernels
