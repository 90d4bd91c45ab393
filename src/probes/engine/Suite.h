// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string_view>

namespace roofline::probes {

// How thorough a run is: quick (< 30 s on a 2-core machine), standard (< 3 min), full.
// The engine's side of the one suite vocabulary; the Qt side's twin is runner/Suite.h (the
// engine links no Qt), and tests/runner/tst_suite checks that both spell the same names and
// default.
enum class Suite { Quick, Standard, Full };

// The one default (docs/cli.md): quick, for `roofline probe`, `roofline-probe` and the app
// alike.
inline constexpr Suite kDefaultSuite = Suite::Quick;

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
