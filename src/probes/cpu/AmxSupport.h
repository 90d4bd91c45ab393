// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace roofline::probes {

// What a process must do before its first AMX instruction, and the tile layout the AMX peak
// loops use. Linux enables the AMX tile state lazily: XCR0 has it, but a process must ask
// for it with arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) (Linux >= 5.16); without
// that, the first tile instruction raises SIGILL. A refusal (old kernel, seccomp, a
// sigaltstack too small for the 8 KiB of tile state) is a reported state, never a crash.
class AmxSupport {
public:
    struct Permission {
        bool granted = false;
        std::string state; // "granted" | "refused: <errno text>" | "not applicable: ..."
    };
    // Asks once per process (later calls return the first answer). `cpuHasAmx` false: not
    // asked at all.
    static Permission request(bool cpuHasAmx);

    // The 64-byte LDTILECFG operand (Intel SDM Vol. 1, 18.2 "Tile configuration"): byte 0
    // palette (1), byte 1 start_row (0), bytes 16-47 colsb[16] (bytes per row, little-endian
    // 16-bit), bytes 48-63 rows[16]; tiles 0..tiles-1 configured, the rest zero (unused).
    static std::array<std::uint8_t, 64> tileConfig(int tiles, int rows, int bytesPerRow);

    // One tile instruction's work on full 16 x 64-byte tiles: M x N x K multiply-adds.
    // tdpbf16ps: 16 x 16 x 32 = 8192 (16384 FLOP); tdpbusd: 16 x 16 x 64 = 16384 (32768 OP).
    static constexpr double kBf16MacsPerInstruction = 16.0 * 16.0 * 32.0;
    static constexpr double kInt8MacsPerInstruction = 16.0 * 16.0 * 64.0;
    static constexpr int kAccumulatorTiles = 6; // tmm0-5; tmm6 = A, tmm7 = B
};

} // namespace roofline::probes
