// SPDX-License-Identifier: MIT
#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace roofline::cli {

// `roofline fleet [--last N] [--flagged] [-o FILE]`: every host × device with its latest
// complete run, headline figures, % of spec, trend and regression flag; -o writes the fleet
// report (.pdf, .html, .csv, .json by suffix). docs/cli.md defines no fleet command; this one
// follows `check` (--last) and `report` (-o).
class FleetCommand : public Command {
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::FleetCommand)

public:
    QString name() const override { return QStringLiteral("fleet"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

} // namespace roofline::cli
