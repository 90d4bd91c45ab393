// SPDX-License-Identifier: MIT
#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace roofline::cli {

// `roofline kernels import|list|show|compare|remove`: the user's kernels on a run's measured roofs
// (docs/cli.md), through usecases::Kernels and storage::KernelRepository.
class KernelsCommand : public Command {
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::KernelsCommand)

public:
    // `kernels compare`: the two runs share no kernel name (as `check`'s "nothing in common").
    static constexpr int ExitNothingInCommon = 5;

    QString name() const override { return QStringLiteral("kernels"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

} // namespace roofline::cli
