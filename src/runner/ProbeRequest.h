#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace roofline::runner {

// What to measure: the options of `roofline probe` (CLI.md), as the app and the CLI ask for them.
struct ProbeRequest {
    QString device = QStringLiteral("cpu");  // cpu | cuda:N | all
    QString suite = QStringLiteral("quick"); // quick | standard | full
    QStringList only;                        // probe ids; empty = the whole suite
    QString notes;
    QStringList tags;
    bool save = true;          // store the run(s) as they are measured
    double timeCapSeconds = 0; // 0: three times the engine's own estimate plus a minute
    QString enginePath;        // empty: roofline-probe beside this executable
    QString host;              // the run's host name (engine --host); empty: the engine decides
    QStringList requiredKinds; // engine --require-device: cpu, cuda

    // The engine's command line for this request.
    QStringList arguments() const;
};

} // namespace roofline::runner

Q_DECLARE_METATYPE(roofline::runner::ProbeRequest)
