#pragma once

#include "cli/Command.h"

namespace roofline::cli {

// `roofline model`: the analytic roofline of one LLM inference step (CLI.md).
class ModelCommand : public Command {
public:
    QString name() const override { return QStringLiteral("model"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &context) override;
};

} // namespace roofline::cli
