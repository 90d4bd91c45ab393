// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace roofline::cuda {

// How each CUDA figure is counted, in one place so the README, the probes and the tests agree.
// GB = 10⁹ bytes; an FMA is two floating-point operations.
namespace accounting {

enum class StreamKernel { Read, Write, Copy, Triad };
const char *kernelName(StreamKernel k);
int arraysOf(StreamKernel k);
// Bytes moved per pass over arrays of `arrayBytes` each: read 1×, write 1×, copy 2× (one
// read + one write), triad 3× (two reads + one write). GPUs write whole 32-byte sectors
// without fetching them first, so no write-allocate traffic is added.
std::uint64_t streamBytes(StreamKernel k, std::uint64_t arrayBytes);

// Per thread (warp for the MMA) and loop iteration of each kernel, from KernelConstants.h.
// The probes count with these; tst_cudasass proves them from the kernels' SASS.
int streamLoadsPerIteration(StreamKernel k);  // 16-byte loads: read 4, write 0, copy 4, triad 4
int streamStoresPerIteration(StreamKernel k); // 16-byte stores: read 0, write 4, copy 4, triad 2
// Bytes per thread and iteration: (loads + stores) × 16.
int streamBytesPerIteration(StreamKernel k);
// Cache sweeps and shared memory: threads × iterations × loads per iteration × 16.
double sweepBytes(std::uint64_t threads, std::uint64_t iterations);
double sharedBytes(std::uint64_t threads, std::uint64_t iterations);
// Dependent loads of a chase of `iterations` loop trips.
std::uint64_t chaseLoads(std::uint64_t iterations);
// FLOP of the register-resident FMA kernel: threads × iterations × kFmaPerIteration ×
// lanesPerFma × 2 (lanesPerFma: 1 for fp32/fp64, 2 for half2).
double fmaLoopFlops(std::uint64_t threads, std::uint64_t iterations, int lanesPerFma);
// FLOP of the tensor-core loop: warps × iterations × kMmaChains × 2·16³.
double mmaLoopFlops(std::uint64_t warps, std::uint64_t iterations);
// FMA instructions per thread for one k step of the roofline kernel (kRooflineVectors vectors
// × lanes per vector / lanes per FMA).
int rooflineFmasPerStep(int lanesPerVector, int lanesPerFma);
// FLOP of the register-resident FMA kernel: threads × iterations × chains × lanes × 2.
double fmaFlops(std::uint64_t threads, std::uint64_t iterations, int chains, int lanes);
// FLOP of a dense GEMM: 2·M·N·K.
double gemmFlops(double m, double n, double k);
// Empirical roofline kernel: each element read once, written once, `fmas` dependent FMAs.
double rooflineFlops(std::uint64_t elements, int fmas);
std::uint64_t rooflineBytes(std::uint64_t elements, int elementBytes);
// nccl-tests' definition: all-reduce bus bandwidth = algorithm bandwidth × 2(n−1)/n.
double allReduceBusFactor(int ranks);
// clock64() cycles to seconds at the measured SM clock.
double cyclesToSeconds(double cycles, double clockHz);

// A plateau of a bandwidth-vs-working-set curve (sizes ascending).
struct Plateau {
    std::uint64_t fromBytes = 0;
    std::uint64_t toBytes = 0;
    double value = 0.0; // median of the plateau's points
};
// Splits the curve where consecutive points differ by more than `jump` (relative); plateaus
// need at least `minPoints` points. Used to find the L1, L2 and HBM levels of a sweep.
std::vector<Plateau> plateaus(const std::vector<std::uint64_t> &sizes,
                              const std::vector<double> &values, double jump = 0.25,
                              int minPoints = 2);

// The device image of a pointer chase: `slotCount` pointers spaced `strideBytes` apart starting at
// device address `base`, linked through one Sattolo cycle. Words not holding a pointer are 0.
std::vector<std::uint64_t> chaseImage(std::uint64_t base, std::uint64_t slotCount,
                                      std::uint64_t strideBytes, std::uint64_t seed);

} // namespace accounting
} // namespace roofline::cuda
