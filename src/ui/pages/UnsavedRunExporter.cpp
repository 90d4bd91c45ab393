// SPDX-License-Identifier: MIT
#include "ui/pages/UnsavedRunExporter.h"

#include "ui/dialogs/FileDialogs.h"
#include "usecases/Reports.h"
#include "usecases/RunTransfer.h"

#include <QDir>

namespace roofline::ui {

QString UnsavedRunExporter::write(const QList<Run> &runs, const DisplayUnits &units,
                                  const QString &path) {
    if (runs.isEmpty())
        return tr("There is no unsaved run to export.");
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        // The report the Reports page would make of it, composed here: the runs are in this
        // window only.
        usecases::ReportRequest request;
        for (const Run &r : runs)
            request.runs << r.uuid;
        request.compare = runs.size() > 1;
        request.units = units;
        if (const auto ok = usecases::Reports::validate(request); !ok)
            return ok.error().text();
        const auto written =
            usecases::Reports::write(usecases::Reports::compose(request, runs), path);
        return written ? QString() : written.error().text();
    }
    const auto written = usecases::RunTransfer::exportRuns(runs, path);
    return written ? QString() : written.error().text();
}

QString UnsavedRunExporter::askAndWrite(QWidget *parent, const QList<Run> &runs,
                                        const DisplayUnits &units) {
    if (runs.isEmpty())
        return {};
    const QString name = QStringLiteral("%1-%2").arg(
        runs.first().host.hostname.isEmpty() ? QStringLiteral("run") : runs.first().host.hostname,
        runs.first().startedAt.toUTC().toString(QStringLiteral("yyyyMMdd-HHmm")));
    const QString path = FileDialogs::saveFileName(
        parent, tr("Export the unsaved run"), QDir::home().filePath(name + QStringLiteral(".json")),
        tr("Run bundle (*.json);;PDF report (*.pdf)"));
    if (path.isEmpty())
        return {};
    const QString error = write(runs, units, path);
    return error.isEmpty() ? tr("Exported to %1.").arg(QDir::toNativeSeparators(path))
                           : tr("Export failed: %1").arg(error);
}

} // namespace roofline::ui
