// SPDX-License-Identifier: MIT
#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace roofline::cli {

// `roofline model`: the analytic roofline of one LLM inference step (docs/cli.md).
class ModelCommand : public Command {
    // Member tr() files strings under the context lupdate assigns.
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::ModelCommand)

public:
    QString name() const override { return QStringLiteral("model"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

} // namespace roofline::cli
