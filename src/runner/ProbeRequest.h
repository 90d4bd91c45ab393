// SPDX-License-Identifier: MIT
#pragma once

#include "runner/Suite.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace roofline::runner {

// What to measure: the options of `roofline probe` (docs/cli.md), as the app and the CLI ask for
// them.
struct ProbeRequest {
    QString device = QStringLiteral("cpu"); // cpu | cuda:N | all
    Suite suite = kDefaultSuite;
    QStringList only; // probe ids; empty = the whole suite
    QString notes;
    QStringList tags;
    bool save = true; // store the run(s) as they are measured
    // The most any of the time limits below may be (a week; docs/cli.md): 1e300 s is no limit
    // a clock can count to.
    static constexpr double kMaxSeconds = 7 * 24 * 3600.0;
    double timeCapSeconds = 0; // 0: three times the engine's own estimate plus a minute
    // How long earlier runs of this suite took here (usecases::Runs::typicalDuration): the plan the
    // time left is counted from; 0: the engine's own estimate.
    double expectedSeconds = 0;
    // No line from the engine for this long (it writes a heartbeat at least every 2 s while
    // it measures) means it stopped responding: it is killed and the run fails saying so.
    // 0: no limit (the time cap still applies).
    double silenceSeconds = 30;
    // After measuring, how long to keep trying to store what the database did not take
    // before leaving it in the spool.
    double storeRetrySeconds = 30;
    QString spoolFolder;         // empty: beside the database, else $XDG_STATE_HOME (RunSpool)
    QString enginePath;          // empty: roofline-probe beside this executable
    QStringList engineArguments; // appended to the engine's command line (tests, experts)
    QString host;                // the run's host name (engine --host); empty: the engine's
    QStringList requiredKinds;   // engine --require-device: cpu, cuda
    QString llmPlanPath;         // engine --llm-plan: the LLM step plan (LlmPlan) to measure

    // The engine's command line for this request.
    QStringList arguments() const;
};

} // namespace roofline::runner

Q_DECLARE_METATYPE(roofline::runner::ProbeRequest)
