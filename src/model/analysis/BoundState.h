// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace roofline {

// Which clock sets a step's time (RooflineCalculator). Typed inside the program; the string
// ids ("memory-bound", …) exist only at the edges: --json, settings, report data keys.
enum class Bound {
    Memory,   // bytes ÷ effective bandwidth
    Compute,  // FLOPs ÷ effective peak
    Overhead, // kernel launches × per-launch cost
    Link,     // tensor-parallel all-reduce bytes ÷ link bandwidth
};

// The string forms of a Bound: the machine id of the CLI contract and the human, translated
// label and explanation that text output and the app show, so both say the same thing in
// every language.
class BoundState {
    Q_DECLARE_TR_FUNCTIONS(roofline::BoundState)

public:
    // "memory-bound" | "compute-bound" | "overhead-bound" | "link-bound".
    static QString id(Bound bound);
    static std::optional<Bound> fromId(const QString &id);
    // "Memory-bound".
    static QString label(Bound bound);
    // One sentence: which clock sets the step time and what would move it.
    static QString explanation(Bound bound);
};

} // namespace roofline
