// SPDX-License-Identifier: MIT
#pragma once

#include "model/llm/MeasuredStep.h"
#include "model/llm/RooflineCalculator.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline::cli {

// The human output of `roofline model`: the step's figures as aligned key/value lines, the
// kernel-group table (each group at its own bound, and their sum), then the notes.
class ModelText {
    Q_DECLARE_TR_FUNCTIONS(roofline::cli::ModelText)

public:
    // `extraNotes` are the command's own (config import, overrides) before the calculator's.
    static QString describe(const OperatingPoint &op, const QString &modelName,
                            const QString &hardwareName, const InferenceConfig &config,
                            const QStringList &extraNotes);
    // `roofline model --measured`: the step the run measured beside the analytic one.
    static QString describeMeasured(const OperatingPoint &op, const MeasuredStepPoint &measured,
                                    double kernelEfficiency, std::optional<double> measuredFlip,
                                    std::optional<double> analyticFlip);
    // The kernel-group table alone.
    static QString groupTable(const OperatingPoint &op);
};

} // namespace roofline::cli
