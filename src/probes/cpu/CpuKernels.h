// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace roofline::probes {

// Array lengths handed to the bandwidth and intensity kernels are multiples of this many
// doubles (512 B), so every ISA's unrolled loop needs no remainder handling.
constexpr std::size_t kKernelChunkDoubles = 64;
// The intensity kernel works on blocks of 12 vectors: its n is a multiple of this (6 KiB).
constexpr std::size_t kIntensityChunkDoubles = 768;

// One ISA's kernels, chosen at run time (cpuid). Every function takes its trip counts and
// constants as arguments so that nothing can be folded at compile time; the translation units
// are built with -fno-tree-loop-distribute-patterns so no loop becomes memcpy/memset.
struct KernelTable {
    const char *isa;
    int vectorBytes;
    // Bandwidth (n doubles per array, 64-B aligned). read sweeps the array `passes` times and
    // returns the wrapping sum of the doubles' bit patterns (as uint64, converted to double).
    double (*read)(const double *a, std::size_t n, std::uint64_t passes);
    void (*write)(double *a, std::size_t n, double v);
    void (*copy)(double *dst, const double *src, std::size_t n);
    void (*triad)(double *a, const double *b, const double *c, double s, std::size_t n);
    // Non-temporal (streaming) stores: no write-allocate read of the destination.
    void (*writeNt)(double *a, std::size_t n, double v);
    void (*copyNt)(double *dst, const double *src, std::size_t n);
    void (*triadNt)(double *a, const double *b, const double *c, double s, std::size_t n);
    // Register-resident throughput loops; return a value so the work stays alive.
    double (*fp64)(std::uint64_t iterations, double m, double a);
    double (*fp32)(std::uint64_t iterations, float m, float a);
    std::int64_t (*int32)(std::uint64_t iterations, int m, int a);
    std::int64_t (*int8)(std::uint64_t iterations); // null when the ISA has no int8 dot
    // In place x = x*a + b repeated `fmas` times per element (fmas == 0: one add);
    // n is a multiple of kIntensityChunkDoubles.
    void (*intensity)(double *x, std::size_t n, int fmas, double a, double b);
    double fp64FlopsPerIteration;
    double fp32FlopsPerIteration;
    double int32OpsPerIteration;
    double int8OpsPerIteration;
    const char *fmaKernel;   // e.g. "fma" or "mul+add"
    const char *int32Kernel; // e.g. "mullo+add"
    const char *int8Kernel;  // e.g. "vpmaddubsw+vpmaddwd+vpaddd"
};

// The widest kernel set this CPU supports, and every set it supports (for comparisons).
const KernelTable &bestKernels();
std::vector<const KernelTable *> supportedKernels();

// Per-ISA tables; only call those the CPU supports.
const KernelTable &kernelsSse2();
const KernelTable &kernelsAvx2();
const KernelTable &kernelsAvx512();
const KernelTable &kernelsGeneric();

} // namespace roofline::probes
