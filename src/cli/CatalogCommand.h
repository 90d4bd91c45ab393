#pragma once

#include "cli/Command.h"

namespace roofline::cli {

// `roofline catalog gpus|models|formats`: built-in (and later user) profiles.
class CatalogCommand : public Command {
public:
    QString name() const override { return QStringLiteral("catalog"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &context) override;
};

} // namespace roofline::cli
