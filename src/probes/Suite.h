// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string_view>

namespace roofline::probes {

// How thorough a run is: quick (< 30 s on a 2-core machine), standard (< 3 min), full.
enum class Suite { Quick, Standard, Full };

inline const char *suiteName(Suite s) {
    switch (s) {
    case Suite::Quick:
        return "quick";
    case Suite::Standard:
        return "standard";
    case Suite::Full:
        return "full";
    }
    return "quick";
}

inline std::optional<Suite> parseSuite(std::string_view s) {
    if (s == "quick")
        return Suite::Quick;
    if (s == "standard")
        return Suite::Standard;
    if (s == "full")
        return Suite::Full;
    return std::nullopt;
}

} // namespace roofline::probes
