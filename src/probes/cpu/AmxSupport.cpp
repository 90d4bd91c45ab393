// SPDX-License-Identifier: MIT
#include "probes/cpu/AmxSupport.h"

#include <cerrno>
#include <cstring>
#include <mutex>

#if defined(__x86_64__) && defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace roofline::probes {

namespace {

// Linux uapi asm/prctl.h and the XSAVE feature number of the tile data (SDM Vol. 1, 13.1).
constexpr int kArchGetXcompPerm = 0x1022;
constexpr int kArchReqXcompPerm = 0x1023;
constexpr int kXfeatureXtiledata = 18;

} // namespace

AmxSupport::Permission AmxSupport::request(bool cpuHasAmx) {
    if (!cpuHasAmx)
        return {false, "not applicable: the CPU has no usable AMX"};
    static std::once_flag once;
    static Permission answer;
    std::call_once(once, [] {
#if defined(__x86_64__) && defined(__linux__)
        if (syscall(SYS_arch_prctl, kArchReqXcompPerm, kXfeatureXtiledata) != 0) {
            const int e = errno;
            answer = {false, std::string("refused: arch_prctl(ARCH_REQ_XCOMP_PERM, "
                                         "XFEATURE_XTILEDATA) failed: ")
                                 + std::strerror(e)
                                 + (e == EINVAL ? " (Linux older than 5.16?)" : "")};
            return;
        }
        unsigned long long mask = 0;
        if (syscall(SYS_arch_prctl, kArchGetXcompPerm, &mask) == 0
            && !((mask >> kXfeatureXtiledata) & 1ull)) {
            answer = {false, "refused: the kernel accepted the request but does not list the "
                             "tile data in ARCH_GET_XCOMP_PERM"};
            return;
        }
        answer = {true, "granted"};
#else
        answer = {false, "not applicable: not x86-64 Linux"};
#endif
    });
    return answer;
}

std::array<std::uint8_t, 64> AmxSupport::tileConfig(int tiles, int rows, int bytesPerRow) {
    std::array<std::uint8_t, 64> cfg{};
    cfg[0] = 1; // palette 1: 8 tiles of up to 16 rows x 64 bytes
    cfg[1] = 0; // start_row
    for (int t = 0; t < tiles && t < 16; ++t) {
        cfg[16 + 2 * t] = static_cast<std::uint8_t>(bytesPerRow & 0xff);
        cfg[16 + 2 * t + 1] = static_cast<std::uint8_t>((bytesPerRow >> 8) & 0xff);
        cfg[48 + t] = static_cast<std::uint8_t>(rows);
    }
    return cfg;
}

} // namespace roofline::probes
