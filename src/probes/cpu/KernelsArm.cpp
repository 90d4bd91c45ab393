// SPDX-License-Identifier: MIT
// aarch64 format kernels: NEON (FEAT_FP16 fmla .8h, FEAT_BF16 bfdot, FEAT_DotProd sdot) and
// SVE (fmla/fmad z.h, bfdot z.s, sdot z.s). Each function carries its own target attribute,
// so the rest of the engine stays baseline Armv8-A and FormatLadder calls a function only
// when HWCAP/HWCAP2 list its feature. Compiled in aarch64 builds only; checked with the
// Debian cross-compiler (g++-aarch64-linux-gnu) and executed under qemu-aarch64 (tests/qemu:
// SVE at 128/256/512 bits, CPUs without SVE/BF16/FP16/DotProd), each result checked against a
// host reference: `verified`, under emulation only (no timing on aarch64 hardware yet).
#include "probes/cpu/FormatKernels.h"

#include <arm_neon.h>
#include <arm_sve.h>

namespace roofline::probes {

namespace {

constexpr int kChains = 12;

// A bit pattern the compiler must materialise at run time: GCC 12 otherwise builds the bf16
// constant with an fp16 `fmov` immediate, which a BF16-without-FP16 target would not decode.
template<typename T>
T opaque(T v) {
    asm("" : "+r"(v));
    return v;
}

// fp64 / fp32 on NEON: fmla is destructive (acc += b x c), so the chains accumulate
// x <- x + 0.5 x 0.5 (one fmla each) instead of the x86 recurrence x <- 0.5 x + 0.5, which GCC
// turns into fmla plus two register moves per FMA here. Lanes start at 0.5 + chain.
double neonFp64Fma(std::uint64_t iterations) {
    const float64x2_t m = vdupq_n_f64(0.5), c = vdupq_n_f64(0.5);
    float64x2_t acc[kChains];
    for (int k = 0; k < kChains; ++k)
        acc[k] = vdupq_n_f64(0.5 + k);
    for (std::uint64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 12
        for (int k = 0; k < kChains; ++k)
            acc[k] = vfmaq_f64(acc[k], m, c);
    }
    double s = 0.0;
    for (int k = 0; k < kChains; ++k)
        s += vaddvq_f64(acc[k]);
    return s;
}

double neonFp32Fma(std::uint64_t iterations) {
    const float32x4_t m = vdupq_n_f32(0.5f), c = vdupq_n_f32(0.5f);
    float32x4_t acc[kChains];
    for (int k = 0; k < kChains; ++k)
        acc[k] = vdupq_n_f32(0.5f + static_cast<float>(k));
    for (std::uint64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 12
        for (int k = 0; k < kChains; ++k)
            acc[k] = vfmaq_f32(acc[k], m, c);
    }
    double s = 0.0;
    for (int k = 0; k < kChains; ++k)
        s += static_cast<double>(vaddvq_f32(acc[k]));
    return s;
}

// fmla v.8h: 8 fp16 lanes x 2 = 16 FLOP. x <- 0.5 x + 0.5 converges to 1.
__attribute__((target("arch=armv8.2-a+fp16"))) double neonFp16Fma(std::uint64_t iterations) {
    const float16x8_t m = vdupq_n_f16(0.5), a = vdupq_n_f16(0.5);
    float16x8_t acc[kChains];
    for (int k = 0; k < kChains; ++k)
        acc[k] = vdupq_n_f16(static_cast<float16_t>(k));
    for (std::uint64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 12
        for (int k = 0; k < kChains; ++k)
            acc[k] = vfmaq_f16(a, acc[k], m);
    }
    double s = 0.0;
    for (int k = 0; k < kChains; ++k)
        s += static_cast<double>(vaddvq_f32(vcvt_f32_f16(vget_low_f16(acc[k]))))
             + static_cast<double>(vaddvq_f32(vcvt_f32_f16(vget_high_f16(acc[k]))));
    return s;
}

// bfdot v.4s: 4 fp32 lanes x 2 bf16 products x 2 = 16 FLOP; inputs 1.0: +2 per lane.
__attribute__((target("arch=armv8.2-a+bf16"))) double neonBf16Dot(std::uint64_t iterations) {
    const bfloat16x8_t x = vreinterpretq_bf16_u16(vdupq_n_u16(opaque<std::uint16_t>(0x3f80)));
    float32x4_t acc[kChains];
    for (int k = 0; k < kChains; ++k)
        acc[k] = vdupq_n_f32(static_cast<float>(k));
    for (std::uint64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 12
        for (int k = 0; k < kChains; ++k)
            acc[k] = vbfdotq_f32(acc[k], x, x);
    }
    double s = 0.0;
    for (int k = 0; k < kChains; ++k)
        s += static_cast<double>(vaddvq_f32(acc[k]));
    return s;
}

// sdot v.4s: 4 int32 lanes x 4 s8 products x 2 = 32 OP; 3 x 5: +60 per lane.
__attribute__((target("arch=armv8.2-a+dotprod"))) double neonInt8Dot(std::uint64_t iterations) {
    const int8x16_t x = vdupq_n_s8(3), y = vdupq_n_s8(5);
    int32x4_t acc[kChains];
    for (int k = 0; k < kChains; ++k)
        acc[k] = vdupq_n_s32(k);
    for (std::uint64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 12
        for (int k = 0; k < kChains; ++k)
            acc[k] = vdotq_s32(acc[k], x, y);
    }
    double s = 0.0;
    for (int k = 0; k < kChains; ++k)
        s += static_cast<double>(vaddvq_s32(acc[k]));
    return s;
}

// SVE: the same loops on scalable vectors (which cannot form arrays: twelve named chains);
// per instruction VL/16 fp16 lanes (fmla) or VL/32 fp32/int32 lanes (bfdot, sdot). The counts
// below are per 128 bits and scaled by the vector length at run time.
#define ROOFLINE_CHAINS(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11)

__attribute__((target("arch=armv8.2-a+sve"))) double sveFp16Fma(std::uint64_t iterations) {
    const svbool_t pg = svptrue_b16();
    const svfloat16_t m = svdup_f16(0.5), a = svdup_f16(0.5);
#define DECLARE(k) svfloat16_t acc##k = svdup_f16(static_cast<float16_t>(k));
#define STEP(k) acc##k = svmla_f16_x(pg, a, acc##k, m);
#define SUM(k) s += static_cast<double>(svaddv_f16(pg, acc##k));
    ROOFLINE_CHAINS(DECLARE)
    for (std::uint64_t it = 0; it < iterations; ++it) {
        ROOFLINE_CHAINS(STEP)
    }
    double s = 0.0;
    ROOFLINE_CHAINS(SUM)
#undef DECLARE
#undef STEP
#undef SUM
    return s;
}

__attribute__((target("arch=armv8.2-a+sve+bf16"))) double sveBf16Dot(std::uint64_t iterations) {
    const svbfloat16_t x = svreinterpret_bf16_u16(svdup_u16(opaque<std::uint16_t>(0x3f80)));
#define DECLARE(k) svfloat32_t acc##k = svdup_f32(static_cast<float>(k));
#define STEP(k) acc##k = svbfdot_f32(acc##k, x, x);
#define SUM(k) s += static_cast<double>(svaddv_f32(svptrue_b32(), acc##k));
    ROOFLINE_CHAINS(DECLARE)
    for (std::uint64_t it = 0; it < iterations; ++it) {
        ROOFLINE_CHAINS(STEP)
    }
    double s = 0.0;
    ROOFLINE_CHAINS(SUM)
#undef DECLARE
#undef STEP
#undef SUM
    return s;
}

__attribute__((target("arch=armv8.2-a+sve"))) double sveInt8Dot(std::uint64_t iterations) {
    const svint8_t x = svdup_s8(3), y = svdup_s8(5);
#define DECLARE(k) svint32_t acc##k = svdup_s32(k);
#define STEP(k) acc##k = svdot_s32(acc##k, x, y);
#define SUM(k) s += static_cast<double>(svaddv_s32(svptrue_b32(), acc##k));
    ROOFLINE_CHAINS(DECLARE)
    for (std::uint64_t it = 0; it < iterations; ++it) {
        ROOFLINE_CHAINS(STEP)
    }
    double s = 0.0;
    ROOFLINE_CHAINS(SUM)
#undef DECLARE
#undef STEP
#undef SUM
    return s;
}
#undef ROOFLINE_CHAINS

// Exact results: NEON on 128 bits (2 fp64 / 8 fp16 / 4 fp32 / 4 int32 lanes), SVE on VL bytes.
// fp64/fp32: lanes x sum over chains of (0.5 + chain + 0.25 n), exact in binary for these n.
double neonFp64Expected(std::uint64_t n, int) {
    return 2.0 * (12 * 0.5 + 66.0 + 12 * 0.25 * static_cast<double>(n));
}
double neonFp32Expected(std::uint64_t n, int) {
    return 4.0 * (12 * 0.5 + 66.0 + 12 * 0.25 * static_cast<double>(n));
}
double neonFp16Expected(std::uint64_t, int) {
    return 12.0 * 8;
}
double neonBf16Expected(std::uint64_t n, int) {
    return 4.0 * (66.0 + 24.0 * static_cast<double>(n));
}
double neonInt8Expected(std::uint64_t n, int) {
    return 4.0 * (66.0 + 720.0 * static_cast<double>(n));
}
double sveFp16Expected(std::uint64_t, int vl) {
    return 12.0 * (vl / 2);
}
double sveBf16Expected(std::uint64_t n, int vl) {
    return (vl / 4) * (66.0 + 24.0 * static_cast<double>(n));
}
double sveInt8Expected(std::uint64_t n, int vl) {
    return (vl / 4) * (66.0 + 720.0 * static_cast<double>(n));
}

using C = FormatKernel::Ceiling;
// Results checked under qemu-aarch64 against the host reference (tests/qemu, CTest
// tst_qemu_aarch64): verified, by emulation only.
FormatKernel qemuChecked(FormatKernel k) {
    k.verified = true;
    k.verifiedUnderEmulationOnly = true;
    return k;
}
const FormatKernel kNeonFp64 = qemuChecked({"arm.neon.fp64",
                                            "fp64",
                                            "vector",
                                            "fmla v.2d (fp64 x2)",
                                            "neon",
                                            "FLOP/s",
                                            "2 fp64 lanes x 2 (multiply + add) = 4 FLOP",
                                            "fmla",
                                            "KernelsArm.cpp.o",
                                            "neonFp64Fma",
                                            kChains,
                                            4,
                                            kChains,
                                            128,
                                            C::Vector,
                                            64,
                                            2,
                                            neonFp64Fma,
                                            false,
                                            false,
                                            neonFp64Expected});
const FormatKernel kNeonFp32 = qemuChecked({"arm.neon.fp32",
                                            "fp32",
                                            "vector",
                                            "fmla v.4s (fp32 x4)",
                                            "neon",
                                            "FLOP/s",
                                            "4 fp32 lanes x 2 (multiply + add) = 8 FLOP",
                                            "fmla",
                                            "KernelsArm.cpp.o",
                                            "neonFp32Fma",
                                            kChains,
                                            8,
                                            kChains,
                                            128,
                                            C::Vector,
                                            32,
                                            2,
                                            neonFp32Fma,
                                            false,
                                            false,
                                            neonFp32Expected});
const FormatKernel kNeonFp16 = qemuChecked({"arm.neon.fp16",
                                            "fp16",
                                            "vector",
                                            "fmla v.8h (fp16 x8)",
                                            "neon-fp16",
                                            "FLOP/s",
                                            "8 fp16 lanes x 2 (multiply + add) = 16 FLOP",
                                            "fmla",
                                            "KernelsArm.cpp.o",
                                            "neonFp16Fma",
                                            kChains,
                                            16,
                                            kChains,
                                            128,
                                            C::Vector,
                                            16,
                                            2,
                                            neonFp16Fma,
                                            false,
                                            false,
                                            neonFp16Expected});
const FormatKernel kNeonBf16 = qemuChecked({"arm.neon.bf16",
                                            "bf16",
                                            "vector",
                                            "bfdot v.4s (bf16 x8 -> fp32 x4)",
                                            "neon-bf16",
                                            "FLOP/s",
                                            "4 fp32 lanes x 2 bf16 products x 2 = 16 FLOP",
                                            "bfdot",
                                            "KernelsArm.cpp.o",
                                            "neonBf16Dot",
                                            kChains,
                                            16,
                                            kChains,
                                            128,
                                            C::DotProduct,
                                            32,
                                            4,
                                            neonBf16Dot,
                                            false,
                                            false,
                                            neonBf16Expected});
const FormatKernel kNeonInt8 = qemuChecked({"arm.neon.int8",
                                            "int8",
                                            "vector",
                                            "sdot v.4s (s8 x16 -> int32 x4)",
                                            "neon-dotprod",
                                            "OP/s",
                                            "4 int32 lanes x 4 s8 products x 2 = 32 OP",
                                            "sdot",
                                            "KernelsArm.cpp.o",
                                            "neonInt8Dot",
                                            kChains,
                                            32,
                                            kChains,
                                            128,
                                            C::DotProduct,
                                            32,
                                            8,
                                            neonInt8Dot,
                                            false,
                                            false,
                                            neonInt8Expected});
FormatKernel sve(FormatKernel k, double (*expected)(std::uint64_t, int)) {
    k.scalesWithSveLength = true;
    k.expected = expected;
    k.verified = true; // see qemuChecked
    k.verifiedUnderEmulationOnly = true;
    return k;
}
const FormatKernel kSveFp16 =
    sve({"arm.sve.fp16", "fp16", "vector", "fmla z.h (fp16 x VL/16)", "sve", "FLOP/s",
         "VL/16 fp16 lanes x 2 = 16 FLOP per 128 bits", "fmla+fmad", "KernelsArm.cpp.o",
         "sveFp16Fma", kChains, 16, kChains, 128, C::Vector, 16, 2, sveFp16Fma, false},
        sveFp16Expected);
const FormatKernel kSveBf16 = sve(
    {"arm.sve.bf16", "bf16", "vector", "bfdot z.s (bf16 -> fp32)", "sve-bf16", "FLOP/s",
     "VL/32 fp32 lanes x 2 bf16 products x 2 = 16 FLOP per 128 bits", "bfdot", "KernelsArm.cpp.o",
     "sveBf16Dot", kChains, 16, kChains, 128, C::DotProduct, 32, 4, sveBf16Dot, false},
    sveBf16Expected);
const FormatKernel kSveInt8 =
    sve({"arm.sve.int8", "int8", "vector", "sdot z.s (s8 -> int32)", "sve", "OP/s",
         "VL/32 int32 lanes x 4 s8 products x 2 = 32 OP per 128 bits", "sdot", "KernelsArm.cpp.o",
         "sveInt8Dot", kChains, 32, kChains, 128, C::DotProduct, 32, 8, sveInt8Dot, false},
        sveInt8Expected);

} // namespace

std::vector<const FormatKernel *> formatKernelsArm() {
    return {&kNeonFp64, &kNeonFp32, &kNeonFp16, &kNeonBf16,
            &kNeonInt8, &kSveFp16,  &kSveBf16,  &kSveInt8};
}

} // namespace roofline::probes
