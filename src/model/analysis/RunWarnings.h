// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace roofline {

// One warning the engine raised while it measured a run (docs/cli.md `warning`), as stored with
// the run (Run::extra "warnings"): a case not measured, a figure to read with care, a failure.
struct RunWarning {
    QString device;
    QString probe;   // "" for run-wide warnings (a device that could not be probed)
    QString code;    // the engine's stable code: "interference", "not-supported", ...
    QString message; // the engine's own words (English: they name kernels, sizes, figures)
    // Who raised it, for people: the probe, else the device (a run-wide warning).
    QString source() const { return probe.isEmpty() ? device : probe; }
};

// What a stored run's warnings mean, for people: each code's kind and a one-line headline in
// the user's language (tr), beside the engine's own words. Every code the engines raise has a
// headline (tst_runwarnings scans src/probes and src/cuda for them); an unknown one (a newer
// engine) is shown by its code, never dropped.
class RunWarnings {
    Q_DECLARE_TR_FUNCTIONS(roofline::RunWarnings)

public:
    enum class Kind {
        Failure,     // a probe or a check failed: figures missing or not to be trusted
        NotMeasured, // a case could not run here (no such unit, library, memory)
        Caveat,      // a figure stands, read with care (interference, clock, scaling)
        Note,        // information about a figure (a plateau, a corroborated low rate)
    };

    // The run's warnings in the engine's order (a warning stored twice is listed once).
    static QList<RunWarning> of(const Run &run);
    // The same, most serious kind first (failures, not measured, caveats, notes), the engine's
    // order within a kind: how the report, `runs show` and the History page list them.
    static QList<RunWarning> bySeverity(QList<RunWarning> warnings);
    static Kind kindOf(const QString &code);
    static QString kindLabel(Kind kind); // for people (tr)
    static QString kindId(Kind kind);    // for files: failure | not-measured | caveat | note
    // The headline of a code ("Other work on the machine disturbed some points").
    static QString headline(const QString &code);
    // Whether `code` has its own headline (false: the fallback naming the code).
    static bool isKnown(const QString &code);
    // "2 caveats, 3 cases not measured": the non-zero kinds, most serious first.
    static QString tally(const QList<RunWarning> &warnings);

private:
    static std::optional<QString> knownHeadline(const QString &code);
};

} // namespace roofline
