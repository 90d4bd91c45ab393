#pragma once

#include "cli/Command.h"

#include <QStringList>
#include <memory>
#include <vector>

namespace roofline::cli {

// `roofline`: splits off the global options (anywhere on the line), then runs one command.
class CliApp {
public:
    CliApp();
    ~CliApp();
    int run(const QStringList &arguments);

private:
    QString usage() const;
    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace roofline::cli
