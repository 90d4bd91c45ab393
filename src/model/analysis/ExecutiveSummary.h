// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Run.h"

#include <QCoreApplication>
#include <QStringList>
#include <optional>

namespace roofline {

class RunComparison;

// Sentences written from the numbers, for the top of a report: how close each ceiling came to
// its spec, how the cache levels relate to memory, which formats reach which peak, and where a
// typical LLM decode lands on the measured machine. Every sentence goes through tr().
class ExecutiveSummary {
    Q_DECLARE_TR_FUNCTIONS(roofline::ExecutiveSummary)

public:
    // `modelIds`: catalog models whose batch-1 bf16 decode is summarised (unknown ids skipped).
    static QStringList forRun(const Run &run, const std::optional<HardwareProfile> &spec,
                              const QStringList &modelIds = {QStringLiteral("llama-3-8b")});

    // One sentence per compared run: wins and losses beyond noise, and the largest change.
    static QStringList forComparison(const RunComparison &comparison, const QStringList &runLabels);

    // "91 %" in the current locale.
    static QString percent(double fraction);
    // "2.6×"
    static QString times(double ratio);
};

} // namespace roofline
