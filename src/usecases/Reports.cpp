// SPDX-License-Identifier: MIT
#include "usecases/Reports.h"

#include "model/analysis/RunComparison.h"
#include "report/ComparisonReport.h"
#include "report/HardwareReport.h"
#include "report/ReportExporter.h"
#include "storage/KernelRepository.h"
#include "usecases/Baselines.h"
#include "usecases/Runs.h"

#include <QDir>

namespace roofline::usecases {

Result<void> Reports::validate(const ReportRequest &request) {
    if (!request.compare && request.runs.size() != 1)
        return fieldError(QStringLiteral("--run"), tr("give exactly one run"));
    if (request.compare
        && (request.runs.size() < 2 || request.runs.size() > RunComparison::kMaxRuns))
        return fieldError(QStringLiteral("--compare"),
                          tr("give between 2 and %1 run ids").arg(RunComparison::kMaxRuns));
    if (request.compare && (request.baseline < -1 || request.baseline >= request.runs.size()))
        return fieldError(QStringLiteral("--baseline"),
                          tr("must be between 0 and %1").arg(request.runs.size() - 1));
    return {};
}

Result<QList<Run>> Reports::loadRuns(const storage::Database &database,
                                     const ReportRequest &request,
                                     const std::function<void(int, int, const QString &)> &progress,
                                     const std::function<bool()> &cancelled) {
    if (const auto valid = validate(request); !valid)
        return valid.error();
    return Runs::load(database, request.runs, progress, cancelled);
}

Result<ReportInputs> Reports::load(const storage::Database &database, const ReportRequest &request,
                                   const std::function<void(int, int, const QString &)> &progress,
                                   const std::function<bool()> &cancelled) {
    auto runs = loadRuns(database, request, progress, cancelled);
    if (!runs)
        return runs.error();
    ReportInputs out;
    out.runs = *runs;
    if (!out.runs.isEmpty()) {
        auto kernels = loadKernels(database, request, out.runs.first());
        if (!kernels)
            return kernels.error();
        out.kernels = *kernels;
    }
    return out;
}

Result<QList<kernels::KernelPoint>> Reports::loadKernels(const storage::Database &database,
                                                         const ReportRequest &request,
                                                         const Run &run) {
    if (request.compare || !request.kernels || run.id <= 0)
        return QList<kernels::KernelPoint>{};
    storage::KernelRepository::Filter filter;
    filter.runId = run.id;
    filter.tag = request.kernelsTag;
    const auto stored = storage::KernelRepository(database).list(filter);
    if (!stored)
        return stored.error();
    QList<kernels::KernelPoint> out;
    for (const storage::KernelRepository::Stored &k : *stored)
        out << k.kernel;
    if (out.isEmpty() && !request.kernelsTag.isEmpty())
        return fieldError(
            QStringLiteral("--kernels"),
            tr("run %1 has no kernels tagged '%2'").arg(run.id).arg(request.kernelsTag));
    return out;
}

ReportDocument Reports::compose(const ReportRequest &request, const QList<Run> &runs,
                                const QList<kernels::KernelPoint> &kernels) {
    if (!request.compare) {
        HardwareReportOptions options;
        options.kernels = kernels;
        options.units = request.units.withClockOf(runs);
        options.includeTrends = request.trends;
        options.includeAllMeasurements = request.allMeasurements;
        return HardwareReport::build(runs.first(), options);
    }
    ComparisonReportOptions options;
    options.units = request.units.withClockOf(runs);
    options.onlySignificantRows = request.onlySignificant;
    options.baseline =
        request.baseline >= 0 ? request.baseline : Baselines::comparisonBaseline(runs);
    return ComparisonReport::build(runs, options);
}

Result<QStringList> Reports::write(const ReportDocument &document, const QString &output,
                                   bool chartsOnly) {
    if (!chartsOnly)
        return ReportExporter::write(document, output);
    if (!QDir().mkpath(output))
        return kindError(ErrorKind::ReadOnly, tr("cannot create the folder %1").arg(output));
    return ReportExporter::writeCharts(document, output);
}

int Reports::chartCount(const ReportDocument &document) {
    int charts = 0;
    for (const ReportDocument::Block &b : document.blocks) {
        if (b.kind == ReportDocument::Block::Kind::Chart && document.charts.at(b.index).chart)
            ++charts;
    }
    return charts;
}

QStringList Reports::commandArguments(const ReportRequest &request, const QString &output,
                                      bool chartsOnly) {
    QStringList args{QStringLiteral("report")};
    if (!request.compare) {
        args << QStringLiteral("--run") << request.runs.value(0)
             << (request.trends ? QStringLiteral("--trends") : QStringLiteral("--no-trends"))
             << (request.allMeasurements ? QStringLiteral("--all-measurements")
                                         : QStringLiteral("--no-all-measurements"));
        if (!request.kernels)
            args << QStringLiteral("--no-kernels");
        else if (!request.kernelsTag.isEmpty())
            args << QStringLiteral("--kernels") << request.kernelsTag;
    } else {
        args << QStringLiteral("--compare") << request.runs.join(QLatin1Char(','));
        if (request.baseline >= 0)
            args << QStringLiteral("--baseline") << QString::number(request.baseline);
        if (request.onlySignificant)
            args << QStringLiteral("--only-significant");
    }
    args << request.units.arguments();
    if (chartsOnly)
        args << QStringLiteral("--png") << output << QStringLiteral("--charts-only");
    else
        args << QStringLiteral("-o") << output;
    return args;
}

} // namespace roofline::usecases
