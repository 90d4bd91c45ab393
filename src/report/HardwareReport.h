// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Run.h"
#include "model/kernels/KernelPoint.h"
#include "report/DisplayUnits.h"
#include "report/ReportDocument.h"

#include <QCoreApplication>
#include <QStringList>
#include <optional>

namespace roofline {

struct HardwareReportOptions {
    // The spec sheet to judge the run by; unset: the catalog GPU matching the device name.
    std::optional<HardwareProfile> spec;
    bool matchSpec = true;
    // Catalog models for the LLM operating-point table and the roofline's analytic points.
    QStringList modelIds{QStringLiteral("llama-3-8b"), QStringLiteral("llama-3-70b"),
                         QStringLiteral("mixtral-8x7b"), QStringLiteral("qwen3-30b-a3b")};
    DisplayUnits units;
    bool includeTrends = true;
    bool includeAllMeasurements = true;
    // The user's kernels (issue 33): drawn on the roofline page on the run's measured roofs,
    // each with the roof it is judged against, and listed in "Your kernels on the measured
    // roofs" with % of attainable and the bound. Empty: neither.
    QList<kernels::KernelPoint> kernels;
};

// Composes the hardware report of one run: cover, executive summary, measured vs spec, every
// chart, LLM operating points on the measured profile, provenance, methodology, and the run's
// bundle JSON as an attachment so the report can be re-imported.
class HardwareReport {
    Q_DECLARE_TR_FUNCTIONS(roofline::HardwareReport)

public:
    static ReportDocument build(const Run &run, const HardwareReportOptions &options = {});

    // Pieces shared with the comparison report.
    static ReportTable measurementsTable(const Run &run, const DisplayUnits &units,
                                         const QString &id);
    static void addMethodology(ReportDocument &doc);
    static QString bundleFileName(const QList<Run> &runs);
};

} // namespace roofline
