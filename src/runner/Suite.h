// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>
#include <array>
#include <optional>

namespace roofline::runner {

// How thorough a run is, as the app and the CLI ask the engine for it (`--suite`). The Qt
// side's one suite vocabulary; the engine's (Qt-free) twin is probes/engine/Suite.h, and
// tests/runner/tst_suite checks that both spell the same names and default. A stored run's
// suite stays a string (model::Run::suite): imported runs name their tool there.
enum class Suite { Quick, Standard, Full };

inline constexpr std::array<Suite, 3> kSuites{Suite::Quick, Suite::Standard, Suite::Full};

// The one default (docs/cli.md): `roofline probe` without --suite, a ProbeRequest not told
// otherwise, the engine run bare.
inline constexpr Suite kDefaultSuite = Suite::Quick;

// "quick", "standard", "full": the engine's and the bundle's spelling.
QString suiteName(Suite suite);
// The suite of that exact (lower-case) name, or nothing.
std::optional<Suite> parseSuite(QStringView name);
// Every suite's name, in kSuites order.
QStringList suiteNames();

} // namespace roofline::runner
