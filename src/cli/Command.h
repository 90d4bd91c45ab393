// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace roofline::cli {

class CliContext;

// One `roofline` subcommand. Each parses its own options; global ones are already removed.
class Command {
public:
    virtual ~Command() = default;
    virtual QString name() const = 0;
    virtual QString summary() const = 0;
    // args[0] is the command name, as QCommandLineParser expects.
    virtual int run(const QStringList &args, CliContext &ctx) = 0;
};

} // namespace roofline::cli
