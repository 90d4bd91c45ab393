// SPDX-License-Identifier: MIT
#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace roofline::cli {

// `roofline import FILE… [--tool ID] [--host NAME] [--dry-run]`: other benchmark tools'
// output (nvbandwidth, nccl-tests, BabelStream, STREAM, mixbench, likwid-bench, clpeak,
// nvbench) as runs of the history (docs/cli.md), through usecases::PeerImports.
class ImportCommand : public Command {
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::ImportCommand)

public:
    QString name() const override { return QStringLiteral("import"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

} // namespace roofline::cli
