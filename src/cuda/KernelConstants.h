// SPDX-License-Identifier: MIT
#pragma once

// What one iteration of every measured loop does, in one place: the kernels (.cu) are built
// from these numbers, the probes count bytes and FLOP with them, and tst_cudasass proves from
// the machine code (SASS, sm_80 and sm_90) that one iteration of each loop really issues
// exactly this many loads, stores and FMA/MMA instructions. Plain C++ (no CUDA types), so the
// host-only build and the tests include it too.
//
// Every measured loop is `#pragma unroll 1`: one trip of the loop in the SASS is one
// iteration here, so the counts in the machine code can be compared one to one.
namespace roofline::cuda::kernels {

constexpr int kThreads = 256;    // threads per block of the streaming kernels
constexpr int kVectorBytes = 16; // one LDG.E.128 / STG.E.128 / LDS.128 per thread
// Streaming kernels are compiled for as many resident blocks per SM as the architecture's
// thread limit allows (sm_80/sm_90/sm_100: 2048 threads, so at most 32 registers), so
// SweepPlan's one-wave grid is one wave. The device passes of nvcc see __CUDA_ARCH__.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 750
constexpr int kMaxThreadsPerSm = 1024;
#elif defined(__CUDA_ARCH__)                                                                       \
    && (__CUDA_ARCH__ == 860 || __CUDA_ARCH__ == 890 || __CUDA_ARCH__ >= 1200)
constexpr int kMaxThreadsPerSm = 1536;
#else
constexpr int kMaxThreadsPerSm = 2048;
#endif
constexpr int kFullOccupancyBlocks = kMaxThreadsPerSm / kThreads;

// HBM read/write/copy/triad: per thread and iteration kStreamUnroll 16-byte vectors of each
// array, all loads issued before any use (kStreamUnroll requests in flight per thread).
constexpr int kStreamUnroll = 4;
// The triad loads two arrays: kTriadUnroll vectors of each (2 × kTriadUnroll loads in flight,
// within the 32 registers of full occupancy).
constexpr int kTriadUnroll = 2;

// Cache sweeps (L1 per SM, L2, device memory): kStreamUnroll 16-byte loads per thread and
// iteration, indices wrapping around the working set, so even a set smaller than the grid
// keeps kStreamUnroll loads in flight per thread.
constexpr int kSweepLoads = kStreamUnroll;

// Shared memory: kSharedLoads LDS.128 per thread and iteration over a kSharedVectors array.
constexpr int kSharedLoads = 8;
constexpr int kSharedVectors = 2048; // 32 KiB: fits every architecture's default limit

// Pointer chase: kChaseUnroll dependent 8-byte loads per iteration (one thread).
constexpr int kChaseUnroll = 4;

// Register-resident FMA loop: kFmaChains independent chains, kFmaSteps steps of each per
// iteration: kFmaChains × kFmaSteps FMA instructions per thread and iteration (FFMA, DFMA, or
// HFMA2 with two fp16 lanes each).
constexpr int kFmaChains = 8;
constexpr int kFmaSteps = 16;
constexpr int kFmaPerIteration = kFmaChains * kFmaSteps;

// Tensor-core loop: kMmaChains independent m16n16k16 fp16 MMAs (fp32 accumulate) per warp and
// iteration, 2·16³ FLOP each. On sm_80/sm_90 one is two HMMA.16816.F32 (m16n8k16) in SASS.
constexpr int kMmaChains = 4;
constexpr int kMmaM = 16, kMmaN = 16, kMmaK = 16;
constexpr double kMmaFlops = 2.0 * kMmaM * kMmaN * kMmaK;

// Empirical roofline: per thread and iteration kRooflineVectors 16-byte vectors are loaded,
// put through k FMAs per lane (in blocks of kRooflineFmaBlock steps, then single steps) and
// stored back.
// Two vectors: 8 (fp32) independent FMA chains per thread and 2 loads in flight at full
// occupancy (64 KiB per SM, well above what HBM latency × bandwidth needs), within 32 registers.
constexpr int kRooflineVectors = 2;
constexpr int kRooflineFmaBlock = 8;

// The latch kernel gives up after this many seconds (at the reported clock) so a host that
// never releases it cannot hang the device.
constexpr double kLatchTimeoutSeconds = 5.0;

} // namespace roofline::cuda::kernels
