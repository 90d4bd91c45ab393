#pragma once

#include "cli/Command.h"

namespace roofline::cli {

// `roofline runs list|show|delete|export|import|tag`: the stored history (CLI.md).
class RunsCommand : public Command {
public:
    QString name() const override { return QStringLiteral("runs"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &context) override;
};

} // namespace roofline::cli
