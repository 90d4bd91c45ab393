// SPDX-License-Identifier: MIT
#pragma once

#include "cli/Command.h"
#include "model/Result.h"

#include <QCoreApplication>

class QCommandLineParser;

namespace roofline::cli {

// `roofline compare ID ID...`: the same measurements side by side, ratios to the baseline,
// and a flag where the difference is beyond the measured noise (docs/cli.md).
class CompareCommand : public Command {
    // Member tr() files strings under the context lupdate assigns.
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::CompareCommand)

public:
    QString name() const override { return QStringLiteral("compare"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

// `roofline check --host H --device D`: has this node regressed against its baseline?
// Exit 0 when not, 4 when it has (listing what changed), 5 when it cannot tell (no earlier run,
// nothing measured in common), 6 when the host has no complete run of the device, 1/2 on
// failure/usage. Scripts branch on these (scripts/slurm, CI gates): keep them stable.
class CheckCommand : public Command {
    // Member tr() files strings under the context lupdate assigns.
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::CheckCommand)

public:
    static constexpr int ExitRegressed = 4;
    static constexpr int ExitCannotTell = 5;
    static constexpr int ExitNotFound = 6;
    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;

    // `--last N`, how many earlier runs a baseline is the median of: check's, and fleet's,
    // which checks every node as check does.
    static void addLastOption(QCommandLineParser &p);
    // N, or an invalid-input error when --last is not a positive number.
    static Result<int> lastRuns(const QCommandLineParser &p);
};

// `roofline report --run ID -o FILE` / `--compare ID,ID,... -o FILE`: PDF, HTML, CSV or JSON by
// suffix; `--png DIR` writes every chart as PNG and SVG.
class ReportCommand : public Command {
    // Member tr() files strings under the context lupdate assigns.
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::ReportCommand)

public:
    QString name() const override { return QStringLiteral("report"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

} // namespace roofline::cli
