// SPDX-License-Identifier: MIT
#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace roofline::cli {

// `roofline catalog gpus|models|formats`: built-in (and later user) profiles.
class CatalogCommand : public Command {
    // Member tr() files strings under the context lupdate assigns.
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::CatalogCommand)

public:
    QString name() const override { return QStringLiteral("catalog"); }
    QString summary() const override;
    int run(const QStringList &args, CliContext &ctx) override;
};

} // namespace roofline::cli
