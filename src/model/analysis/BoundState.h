#pragma once

#include <QCoreApplication>
#include <QString>

namespace roofline {

// Human, translated names of the calculator's state ids (RooflineCalculator: "memory-bound",
// "compute-bound", "overhead-bound"). The ids stay the machine contract (--json, settings);
// text output and the app show these labels, so both say the same thing in every language.
class BoundState {
    Q_DECLARE_TR_FUNCTIONS(roofline::BoundState)

public:
    // "Memory-bound"; an unknown id comes back unchanged rather than as an empty label.
    static QString label(const QString &stateId);
    // One sentence: which clock sets the step time and what would move it.
    static QString explanation(const QString &stateId);
};

} // namespace roofline
