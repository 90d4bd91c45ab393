// SPDX-License-Identifier: MIT
#include "probes/cpu/FormatKernels.h"

#include "probes/cpu/CoreModel.h"
#include "probes/cpu/CpuKernels.h"

namespace roofline::probes {

namespace {

// The fp64/fp32/int32/int8 loops of the ISA tables (KernelsImpl.inc), seen as format kernels.
// The constants are the ones the earlier ComputeProbe used: x <- 0.5 x + 0.5 converges to 1,
// x <- 3 x + 1 wraps harmlessly in int32.
template<const KernelTable &(*Table)()>
double fp64Of(std::uint64_t n) {
    return Table().fp64(n, 0.5, 0.5);
}
template<const KernelTable &(*Table)()>
double fp32Of(std::uint64_t n) {
    return Table().fp32(n, 0.5f, 0.5f);
}
template<const KernelTable &(*Table)()>
double int32Of(std::uint64_t n) {
    return static_cast<double>(Table().int32(n, 3, 1));
}
template<const KernelTable &(*Table)()>
double int8Of(std::uint64_t n) {
    return static_cast<double>(Table().int8(n));
}

using C = FormatKernel::Ceiling;

// Exact results (FormatKernel::expected). FMA chains x <- 0.5 x + 0.5 start at 0.5 + chain and
// reach 1.0 exactly within 64 iterations: chains x lanes. int32: x <- 3 x + 1 from 1 + chain
// (SSE2, which has no pmulld: x <- x + 1), chains summed lane-wise in 32 bits, then the lanes
// (AVX-512's reduction wraps in 32 bits too). The int8 triple adds 60 per int32 lane per
// iteration to six accumulators.
template<int Lanes>
double convergedFma(std::uint64_t, int) {
    return 12.0 * Lanes;
}
template<int Lanes, bool Multiply, bool Wrap32>
double int32Result(std::uint64_t n, int) {
    std::uint32_t lane = 0;
    for (std::uint32_t chain = 0; chain < 12; ++chain) {
        std::uint32_t x = 1 + chain;
        for (std::uint64_t i = 0; i < n; ++i)
            x = Multiply ? x * 3u + 1u : x + 1u;
        lane += x;
    }
    if (Wrap32)
        return static_cast<double>(static_cast<std::int32_t>(lane * std::uint32_t(Lanes)));
    return static_cast<double>(static_cast<std::int32_t>(lane)) * Lanes;
}
template<int Lanes>
double int8Triple(std::uint64_t n, int) {
    return static_cast<double>(Lanes) * 6 * 60 * static_cast<double>(n);
}

#if defined(__x86_64__)
// kChains = 12 in KernelsImpl.inc; int8: six vpmaddubsw+vpmaddwd+vpaddd triples.
const FormatKernel kAvx512Fp64{"x86.avx512.fp64",
                               "fp64",
                               "vector",
                               "vfmadd zmm (fp64 x8)",
                               "avx512f",
                               "FLOP/s",
                               "8 fp64 lanes x 2 (multiply + add) = 16 FLOP",
                               "vfmadd",
                               "KernelsAvx512.cpp.o",
                               "fp64Kernel",
                               12,
                               16,
                               12,
                               512,
                               C::Vector,
                               64,
                               2,
                               fp64Of<kernelsAvx512>,
                               true,
                               false,
                               convergedFma<8>};
const FormatKernel kAvx512Fp32{"x86.avx512.fp32",
                               "fp32",
                               "vector",
                               "vfmadd zmm (fp32 x16)",
                               "avx512f",
                               "FLOP/s",
                               "16 fp32 lanes x 2 = 32 FLOP",
                               "vfmadd",
                               "KernelsAvx512.cpp.o",
                               "fp32Kernel",
                               12,
                               32,
                               12,
                               512,
                               C::Vector,
                               32,
                               2,
                               fp32Of<kernelsAvx512>,
                               true,
                               false,
                               convergedFma<16>};
const FormatKernel kAvx512Int32{"x86.avx512.int32",
                                "int32",
                                "vector",
                                "vpmulld+vpaddd zmm",
                                "avx512f",
                                "OP/s",
                                "16 int32 lanes x 2 (multiply + add) = 32 OP",
                                "vpmulld+vpaddd",
                                "KernelsAvx512.cpp.o",
                                "int32Kernel",
                                12,
                                32,
                                12,
                                512,
                                C::None,
                                0,
                                0,
                                int32Of<kernelsAvx512>,
                                true,
                                false,
                                int32Result<16, true, true>};
const FormatKernel kAvx512Int8{
    "x86.avx512bw.int8",
    "int8",
    "vector",
    "vpmaddubsw+vpmaddwd+vpaddd zmm",
    "avx512bw",
    "OP/s",
    "one triple: 64 u8 x s8 products summed into 16 int32 = 64 multiply-adds = 128 OP",
    "vpmaddubsw+vpmaddwd+vpaddd",
    "KernelsAvx512.cpp.o",
    "int8Kernel",
    6,
    128,
    6,
    512,
    C::Vector,
    16,
    2,
    int8Of<kernelsAvx512>,
    true,
    false,
    int8Triple<16>};
const FormatKernel kAvx2Fp64{"x86.avx2.fp64",
                             "fp64",
                             "vector",
                             "vfmadd ymm (fp64 x4)",
                             "avx2+fma",
                             "FLOP/s",
                             "4 fp64 lanes x 2 = 8 FLOP",
                             "vfmadd",
                             "KernelsAvx2.cpp.o",
                             "fp64Kernel",
                             12,
                             8,
                             12,
                             256,
                             C::Vector,
                             64,
                             2,
                             fp64Of<kernelsAvx2>,
                             true,
                             false,
                             convergedFma<4>};
const FormatKernel kAvx2Fp32{"x86.avx2.fp32",
                             "fp32",
                             "vector",
                             "vfmadd ymm (fp32 x8)",
                             "avx2+fma",
                             "FLOP/s",
                             "8 fp32 lanes x 2 = 16 FLOP",
                             "vfmadd",
                             "KernelsAvx2.cpp.o",
                             "fp32Kernel",
                             12,
                             16,
                             12,
                             256,
                             C::Vector,
                             32,
                             2,
                             fp32Of<kernelsAvx2>,
                             true,
                             false,
                             convergedFma<8>};
const FormatKernel kAvx2Int32{"x86.avx2.int32",
                              "int32",
                              "vector",
                              "vpmulld+vpaddd ymm",
                              "avx2",
                              "OP/s",
                              "8 int32 lanes x 2 = 16 OP",
                              "vpmulld+vpaddd",
                              "KernelsAvx2.cpp.o",
                              "int32Kernel",
                              12,
                              16,
                              12,
                              256,
                              C::None,
                              0,
                              0,
                              int32Of<kernelsAvx2>,
                              true,
                              false,
                              int32Result<8, true, false>};
const FormatKernel kAvx2Int8{
    "x86.avx2.int8",
    "int8",
    "vector",
    "vpmaddubsw+vpmaddwd+vpaddd ymm",
    "avx2",
    "OP/s",
    "one triple: 32 u8 x s8 products summed into 8 int32 = 32 multiply-adds = 64 OP",
    "vpmaddubsw+vpmaddwd+vpaddd",
    "KernelsAvx2.cpp.o",
    "int8Kernel",
    6,
    64,
    6,
    256,
    C::Vector,
    16,
    2,
    int8Of<kernelsAvx2>,
    true,
    false,
    int8Triple<8>};
const FormatKernel kSse2Fp64{"x86.sse2.fp64",
                             "fp64",
                             "vector",
                             "mulpd+addpd (fp64 x2)",
                             "sse2",
                             "FLOP/s",
                             "2 fp64 lanes x (1 multiply + 1 add) = 4 FLOP per pair",
                             "mulpd+addpd",
                             "KernelsSse2.cpp.o",
                             "fp64Kernel",
                             12,
                             4,
                             12,
                             128,
                             C::Vector,
                             64,
                             2,
                             fp64Of<kernelsSse2>,
                             true,
                             false,
                             convergedFma<2>};
const FormatKernel kSse2Fp32{"x86.sse2.fp32",
                             "fp32",
                             "vector",
                             "mulps+addps (fp32 x4)",
                             "sse2",
                             "FLOP/s",
                             "4 fp32 lanes x 2 = 8 FLOP per pair",
                             "mulps+addps",
                             "KernelsSse2.cpp.o",
                             "fp32Kernel",
                             12,
                             8,
                             12,
                             128,
                             C::Vector,
                             32,
                             2,
                             fp32Of<kernelsSse2>,
                             true,
                             false,
                             convergedFma<4>};
const FormatKernel kSse2Int32{"x86.sse2.int32",
                              "int32",
                              "vector",
                              "paddd (int32 x4)",
                              "sse2",
                              "OP/s",
                              "4 int32 lanes x 1 add = 4 OP (SSE2 has no pmulld)",
                              "paddd",
                              "KernelsSse2.cpp.o",
                              "int32Kernel",
                              12,
                              4,
                              12,
                              128,
                              C::None,
                              0,
                              0,
                              int32Of<kernelsSse2>,
                              true,
                              false,
                              int32Result<4, false, false>};
#else
const FormatKernel kGenericFp64{"generic.fp64",
                                "fp64",
                                "vector",
                                "vector-extension multiply-add (fp64 x2)",
                                "generic",
                                "FLOP/s",
                                "2 fp64 lanes x 2 = 4 FLOP",
                                "fmla",
                                "KernelsGeneric.cpp.o",
                                "fp64Kernel",
                                12,
                                4,
                                12,
                                128,
                                C::Vector,
                                64,
                                2,
                                fp64Of<kernelsGeneric>,
                                false,
                                false,
                                convergedFma<2>};
const FormatKernel kGenericFp32{"generic.fp32",
                                "fp32",
                                "vector",
                                "vector-extension multiply-add (fp32 x4)",
                                "generic",
                                "FLOP/s",
                                "4 fp32 lanes x 2 = 8 FLOP",
                                "fmla",
                                "KernelsGeneric.cpp.o",
                                "fp32Kernel",
                                12,
                                8,
                                12,
                                128,
                                C::Vector,
                                32,
                                2,
                                fp32Of<kernelsGeneric>,
                                false,
                                false,
                                convergedFma<4>};
const FormatKernel kGenericInt32{"generic.int32",
                                 "int32",
                                 "vector",
                                 "vector-extension multiply-add (int32 x4)",
                                 "generic",
                                 "OP/s",
                                 "4 int32 lanes x 2 = 8 OP",
                                 "mla",
                                 "KernelsGeneric.cpp.o",
                                 "int32Kernel",
                                 12,
                                 8,
                                 12,
                                 128,
                                 C::None,
                                 0,
                                 0,
                                 int32Of<kernelsGeneric>,
                                 false,
                                 false,
                                 int32Result<4, true, false>};
#endif

} // namespace

bool FormatKernel::ceilingIsUpperBound(const CoreModel &core) const {
    return ceiling == Ceiling::DotProduct && !core.rateFor(id);
}

double FormatKernel::ceilingPerCycle(const CoreModel &core) const {
    if (const InstructionRate *r = hasInstructionRate() ? core.rateFor(id) : nullptr)
        return r->ceilingOpsPerCycle;
    switch (ceiling) {
    case Ceiling::Vector:
    case Ceiling::DotProduct:
        return core.vectorOpsPerCycle(vectorBits, ceilingElementBits, ceilingOpsPerLane);
    case Ceiling::AmxBf16:
        return core.amxBf16FlopsPerCycle;
    case Ceiling::AmxInt8:
        return core.amxInt8OpsPerCycle;
    case Ceiling::None:
        return 0.0;
    }
    return 0.0;
}

std::vector<const FormatKernel *> formatKernelsBase() {
#if defined(__x86_64__)
    return {&kAvx512Fp64, &kAvx512Fp32, &kAvx512Int32, &kAvx512Int8, &kAvx2Fp64, &kAvx2Fp32,
            &kAvx2Int32,  &kAvx2Int8,   &kSse2Fp64,    &kSse2Fp32,   &kSse2Int32};
#else
    return {&kGenericFp64, &kGenericFp32, &kGenericInt32};
#endif
}

const std::vector<const FormatKernel *> &allFormatKernels() {
    static const std::vector<const FormatKernel *> all = [] {
        std::vector<const FormatKernel *> v;
        for (auto part :
             {formatKernelsBase, formatKernelsAvx512Fp16, formatKernelsAvx512Bf16,
              formatKernelsAvx512Vnni, formatKernelsAvxVnni, formatKernelsAmx, formatKernelsArm}) {
            for (const FormatKernel *k : part())
                v.push_back(k);
        }
        return v;
    }();
    return all;
}

const FormatKernel *findFormatKernel(const std::string &id) {
    for (const FormatKernel *k : allFormatKernels()) {
        if (id == k->id)
            return k;
    }
    return nullptr;
}

} // namespace roofline::probes

// Kernel files of the other architecture are not compiled here: their tables are empty.
namespace roofline::probes {
#if !defined(__x86_64__)
std::vector<const FormatKernel *> formatKernelsAvx512Fp16() {
    return {};
}
std::vector<const FormatKernel *> formatKernelsAvx512Bf16() {
    return {};
}
std::vector<const FormatKernel *> formatKernelsAvx512Vnni() {
    return {};
}
std::vector<const FormatKernel *> formatKernelsAvxVnni() {
    return {};
}
std::vector<const FormatKernel *> formatKernelsAmx() {
    return {};
}
#endif
#if !defined(__aarch64__)
std::vector<const FormatKernel *> formatKernelsArm() {
    return {};
}
#endif
} // namespace roofline::probes
