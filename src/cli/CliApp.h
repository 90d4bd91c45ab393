// SPDX-License-Identifier: MIT
#pragma once

#include "cli/Command.h"

#include <QCoreApplication>
#include <QStringList>
#include <memory>
#include <vector>

namespace roofline::cli {

// `roofline`: splits off the global options (anywhere on the line), then runs one command.
class CliApp {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::CliApp)

public:
    CliApp();
    ~CliApp();
    int run(const QStringList &arguments);

private:
    QString usage() const;
    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace roofline::cli
