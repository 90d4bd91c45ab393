// SPDX-License-Identifier: MIT
// The host reference for the aarch64 format kernels (src/probes/cpu/KernelsArm.cpp): each
// kernel's chains simulated lane by lane on this machine with the arithmetic the instruction
// specifies — fused multiply-add rounded once (fp64, fp32, fp16 rounded to nearest even in
// software), bf16 inputs decoded from their bit pattern and two products summed into an fp32
// accumulator (bfdot), four s8 x s8 products into an int32 (sdot) — and reduced as the kernel
// reduces them. Independent of FormatKernel::expected (the closed forms the kernels carry): what
// qemu-aarch64 executes is checked against this (tests/qemu/run-aarch64-kernels.sh).
// Usage: arm-kernel-reference ITERATIONS SVE_VECTOR_BYTES  ->  "<kernel id> <value>" lines.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

constexpr int kChains = 12;

// fp16 (IEEE binary16) rounding of a float, to nearest even: 11 significant bits, exponent
// from -14 (subnormals below: a fixed quantum of 2^-24), no overflow handling (values here
// stay below 16).
float toHalf(float x) {
    if (x == 0.0f)
        return x;
    int e = 0;
    std::frexp(x, &e); // x = m 2^e, m in [0.5, 1)
    const float quantum = std::ldexp(1.0f, std::max(e - 11, -24));
    return std::nearbyint(x / quantum) * quantum; // default rounding: to nearest even
}

float bf16(std::uint16_t bits) {
    const std::uint32_t w = static_cast<std::uint32_t>(bits) << 16;
    float f = 0.0f;
    std::memcpy(&f, &w, sizeof f);
    return f;
}

// vaddvq_f32 / svaddv_f32: pairwise sums (exact here either way; pairwise as the hardware).
float pairwise(std::vector<float> v) {
    while (v.size() > 1) {
        std::vector<float> next;
        for (std::size_t i = 0; i + 1 < v.size(); i += 2)
            next.push_back(v[i] + v[i + 1]);
        v = next;
    }
    return v.empty() ? 0.0f : v[0];
}

double fp64(std::uint64_t n) {
    double s = 0.0;
    for (int k = 0; k < kChains; ++k) {
        double lane = 0.5 + k;
        for (std::uint64_t i = 0; i < n; ++i)
            lane = std::fma(0.5, 0.5, lane);
        s += lane + lane; // 2 lanes, vaddvq_f64
    }
    return s;
}

double fp32(std::uint64_t n) {
    double s = 0.0;
    for (int k = 0; k < kChains; ++k) {
        float lane = 0.5f + static_cast<float>(k);
        for (std::uint64_t i = 0; i < n; ++i)
            lane = std::fmaf(0.5f, 0.5f, lane);
        s += static_cast<double>(pairwise(std::vector<float>(4, lane)));
    }
    return s;
}

// x <- 0.5 + x * 0.5 in fp16 (one rounding); `lanes` per chain; NEON sums through fp32 in two
// halves, SVE (svaddv_f16) in fp16.
double fp16(std::uint64_t n, int lanes, bool sumInHalf) {
    double s = 0.0;
    for (int k = 0; k < kChains; ++k) {
        float lane = toHalf(static_cast<float>(k));
        for (std::uint64_t i = 0; i < n; ++i)
            lane = toHalf(std::fmaf(lane, 0.5f, 0.5f));
        if (sumInHalf) {
            float sum = 0.0f;
            for (int l = 0; l < lanes; ++l)
                sum = toHalf(sum + lane);
            s += static_cast<double>(sum);
        } else {
            const std::vector<float> half(static_cast<std::size_t>(lanes / 2), lane);
            s += static_cast<double>(pairwise(half)) + static_cast<double>(pairwise(half));
        }
    }
    return s;
}

// bfdot: per fp32 lane, acc += x0 y0 + x1 y1 with bf16 inputs 0x3f80 (1.0).
double bf16Dot(std::uint64_t n, int lanes) {
    const float x = bf16(0x3f80);
    double s = 0.0;
    for (int k = 0; k < kChains; ++k) {
        float lane = static_cast<float>(k);
        for (std::uint64_t i = 0; i < n; ++i)
            lane = lane + (x * x + x * x);
        s += static_cast<double>(
            pairwise(std::vector<float>(static_cast<std::size_t>(lanes), lane)));
    }
    return s;
}

// sdot: per int32 lane, acc += sum of four s8 products 3 x 5.
double int8Dot(std::uint64_t n, int lanes) {
    const std::int8_t x = 3, y = 5;
    double s = 0.0;
    for (int k = 0; k < kChains; ++k) {
        std::int32_t lane = k;
        for (std::uint64_t i = 0; i < n; ++i)
            for (int p = 0; p < 4; ++p)
                lane += static_cast<std::int32_t>(x) * static_cast<std::int32_t>(y);
        std::int32_t sum = 0;
        for (int l = 0; l < lanes; ++l)
            sum += lane;
        s += static_cast<double>(sum);
    }
    return s;
}

} // namespace

int main(int argc, char **argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s ITERATIONS SVE_VECTOR_BYTES\n", argv[0]);
        return 2;
    }
    const std::uint64_t n = std::strtoull(argv[1], nullptr, 10);
    const int vl = std::atoi(argv[2]);
    std::printf("arm.neon.fp64 %.17g\n", fp64(n));
    std::printf("arm.neon.fp32 %.17g\n", fp32(n));
    std::printf("arm.neon.fp16 %.17g\n", fp16(n, 8, false));
    std::printf("arm.neon.bf16 %.17g\n", bf16Dot(n, 4));
    std::printf("arm.neon.int8 %.17g\n", int8Dot(n, 4));
    if (vl > 0) {
        std::printf("arm.sve.fp16 %.17g\n", fp16(n, vl / 2, true));
        std::printf("arm.sve.bf16 %.17g\n", bf16Dot(n, vl / 4));
        std::printf("arm.sve.int8 %.17g\n", int8Dot(n, vl / 4));
    }
    return 0;
}
