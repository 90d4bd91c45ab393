// SPDX-License-Identifier: MIT
#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace roofline::cli {

// `roofline probe`: runs roofline-probe, stores what it streams, prints the run(s).
class ProbeCommand : public Command {
    // Member tr() files strings under the context lupdate assigns.
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::ProbeCommand)

public:
    QString name() const override { return QStringLiteral("probe"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

// `roofline devices`: what can be probed here, and why a device cannot.
class DevicesCommand : public Command {
    // Member tr() files strings under the context lupdate assigns.
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::DevicesCommand)

public:
    QString name() const override { return QStringLiteral("devices"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

} // namespace roofline::cli
