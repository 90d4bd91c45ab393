// SPDX-License-Identifier: MIT
#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace roofline::cli {

// `roofline runs list|show|delete|export|import|tag`: the stored history (docs/cli.md).
class RunsCommand : public Command {
    // Member tr() files strings under the context lupdate assigns.
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::RunsCommand)

public:
    QString name() const override { return QStringLiteral("runs"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

} // namespace roofline::cli
