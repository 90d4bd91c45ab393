// SPDX-License-Identifier: MIT
// AMX-BF16 / AMX-INT8 tile kernels; this file alone is compiled with -mamx-tile -mamx-bf16
// -mamx-int8, and its loops run only after AmxSupport::request() was granted on a CPU whose
// CPUID lists the extension and whose XCR0 enables the tile state (FormatLadder).
// Not executed by the project yet (no AMX CPU in this lab session): `verified` is false.
#include "probes/cpu/AmxSupport.h"
#include "probes/cpu/FormatKernels.h"

#include <immintrin.h>

namespace roofline::probes {

namespace {

// Six accumulator tiles (tmm0-5) fed by one A tile (tmm6) and one B tile (tmm7) that stay
// loaded: the inputs are register-resident like the vector loops', so the loop is the tile
// multiplies alone. Six independent accumulators keep the tile unit busy through the
// instruction latency (one issues every 16 cycles on Sapphire Rapids, latency about 3-4x that).
struct alignas(64) Tiles {
    std::uint8_t a[16 * 64];
    std::uint8_t b[16 * 64];
    std::uint8_t c[16 * 64];
};

double sumC(const Tiles &t, bool asFloat) {
    double s = 0.0;
    for (int i = 0; i < 16 * 16; ++i) {
        if (asFloat) {
            float v;
            __builtin_memcpy(&v, t.c + 4 * i, 4);
            s += v;
        } else {
            std::int32_t v;
            __builtin_memcpy(&v, t.c + 4 * i, 4);
            s += v;
        }
    }
    return s;
}

// tdpbf16ps: C (16 x 16 fp32) += A (16 x 32 bf16) x B (16 pairs x 16 x 2 bf16): 8192
// multiply-adds = 16384 FLOP. All inputs 1.0: each element grows by 32 per instruction, so
// every accumulator tile sums to 256 x 32 n after n iterations.
double amxBf16Dot(std::uint64_t iterations) {
    const auto cfg = AmxSupport::tileConfig(8, 16, 64);
    alignas(64) std::uint8_t config[64];
    __builtin_memcpy(config, cfg.data(), 64);
    Tiles t;
    for (int i = 0; i < 16 * 32; ++i) {
        t.a[2 * i] = 0x80; // bf16 1.0 = 0x3f80, little-endian
        t.a[2 * i + 1] = 0x3f;
        t.b[2 * i] = 0x80;
        t.b[2 * i + 1] = 0x3f;
    }
    _tile_loadconfig(config);
    _tile_zero(0);
    _tile_zero(1);
    _tile_zero(2);
    _tile_zero(3);
    _tile_zero(4);
    _tile_zero(5);
    _tile_loadd(6, t.a, 64);
    _tile_loadd(7, t.b, 64);
    for (std::uint64_t it = 0; it < iterations; ++it) {
        _tile_dpbf16ps(0, 6, 7);
        _tile_dpbf16ps(1, 6, 7);
        _tile_dpbf16ps(2, 6, 7);
        _tile_dpbf16ps(3, 6, 7);
        _tile_dpbf16ps(4, 6, 7);
        _tile_dpbf16ps(5, 6, 7);
    }
    double s = 0.0;
    _tile_stored(0, t.c, 64);
    s += sumC(t, true);
    _tile_stored(5, t.c, 64);
    s += sumC(t, true);
    _tile_release();
    return s;
}

// tdpbusd: C (16 x 16 int32) += A (16 x 64 u8) x B (16 quads x 16 x 4 s8): 16384
// multiply-adds = 32768 OP. All inputs 1: each element grows by 64 per instruction.
double amxInt8Dot(std::uint64_t iterations) {
    const auto cfg = AmxSupport::tileConfig(8, 16, 64);
    alignas(64) std::uint8_t config[64];
    __builtin_memcpy(config, cfg.data(), 64);
    Tiles t;
    for (int i = 0; i < 16 * 64; ++i) {
        t.a[i] = 1;
        t.b[i] = 1;
    }
    _tile_loadconfig(config);
    _tile_zero(0);
    _tile_zero(1);
    _tile_zero(2);
    _tile_zero(3);
    _tile_zero(4);
    _tile_zero(5);
    _tile_loadd(6, t.a, 64);
    _tile_loadd(7, t.b, 64);
    for (std::uint64_t it = 0; it < iterations; ++it) {
        _tile_dpbusd(0, 6, 7);
        _tile_dpbusd(1, 6, 7);
        _tile_dpbusd(2, 6, 7);
        _tile_dpbusd(3, 6, 7);
        _tile_dpbusd(4, 6, 7);
        _tile_dpbusd(5, 6, 7);
    }
    double s = 0.0;
    _tile_stored(0, t.c, 64);
    s += sumC(t, false);
    _tile_stored(5, t.c, 64);
    s += sumC(t, false);
    _tile_release();
    return s;
}

// Two accumulator tiles (0 and 5) are summed: 2 x 256 elements x 32 (bf16) or 64 (int8) per
// instruction.
double amxBf16Expected(std::uint64_t n, int) {
    return 2.0 * 256 * 32 * static_cast<double>(n);
}
double amxInt8Expected(std::uint64_t n, int) {
    return 2.0 * 256 * 64 * static_cast<double>(n);
}

const FormatKernel kAmxBf16{
    "x86.amx.bf16",
    "bf16",
    "matrix",
    "tdpbf16ps (AMX tiles, 6 accumulators)",
    "amx-bf16",
    "FLOP/s",
    "16 x 16 fp32 results x 32 bf16 products x 2 (multiply + add) = 16384 FLOP",
    "tdpbf16ps",
    "KernelsAmx.cpp.o",
    "amxBf16Dot",
    AmxSupport::kAccumulatorTiles,
    2.0 * AmxSupport::kBf16MacsPerInstruction,
    AmxSupport::kAccumulatorTiles,
    0,
    FormatKernel::Ceiling::AmxBf16,
    0,
    0,
    amxBf16Dot,
    false,
    false,
    amxBf16Expected};
const FormatKernel kAmxInt8{
    "x86.amx.int8",
    "int8",
    "matrix",
    "tdpbusd (AMX tiles, 6 accumulators)",
    "amx-int8",
    "OP/s",
    "16 x 16 int32 results x 64 u8 x s8 products x 2 (multiply + add) = 32768 OP",
    "tdpbusd",
    "KernelsAmx.cpp.o",
    "amxInt8Dot",
    AmxSupport::kAccumulatorTiles,
    2.0 * AmxSupport::kInt8MacsPerInstruction,
    AmxSupport::kAccumulatorTiles,
    0,
    FormatKernel::Ceiling::AmxInt8,
    0,
    0,
    amxInt8Dot,
    false,
    false,
    amxInt8Expected};

} // namespace

std::vector<const FormatKernel *> formatKernelsAmx() {
    return {&kAmxBf16, &kAmxInt8};
}

} // namespace roofline::probes
