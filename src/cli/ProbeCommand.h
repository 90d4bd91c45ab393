#pragma once

#include "cli/Command.h"

namespace roofline::cli {

// `roofline probe`: runs roofline-probe, stores what it streams, prints the run(s).
class ProbeCommand : public Command {
public:
    QString name() const override { return QStringLiteral("probe"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &context) override;
};

// `roofline devices`: what can be probed here, and why a device cannot.
class DevicesCommand : public Command {
public:
    QString name() const override { return QStringLiteral("devices"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &context) override;
};

} // namespace roofline::cli
