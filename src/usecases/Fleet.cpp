// SPDX-License-Identifier: MIT
#include "usecases/Fleet.h"

#include "report/FleetPeers.h"
#include "storage/FleetRepository.h"
#include "storage/ProfileRepository.h"

namespace roofline::usecases {

Result<QList<FleetRow>> Fleet::summary(const storage::Database &database, int history) {
    // Deeper than `history`: a figure's baseline is of the newest runs that measured it, and
    // its spread between runs of up to kSpreadFactor × history of them.
    const auto entries =
        storage::FleetRepository(database).summary(history * RegressionCheck::kSpreadFactor);
    if (!entries)
        return entries.error();
    // The user's GPU profiles name specs the catalog lacks; without them the catalog decides.
    QList<HardwareProfile> gpus;
    if (const auto all = storage::ProfileRepository(database).gpus())
        gpus = *all;
    QList<FleetRow> rows;
    rows.reserve(entries->size());
    for (const FleetEntry &e : *entries)
        rows << FleetReport::evaluate(e, gpus, {}, history);
    // Each node among the nodes of the same hardware and build.
    FleetPeers::judge(rows);
    return rows;
}

Result<void> Fleet::check(const storage::Database &database, QList<FleetRow> &rows, qsizetype from,
                          qsizetype to) {
    const storage::FleetRepository repo(database);
    return FleetReport::checkRows(rows, from, to,
                                  [&repo](const QList<qint64> &ids) { return repo.runs(ids); });
}

Result<QList<FleetRow>> Fleet::load(const storage::Database &database, int history,
                                    const std::function<void(qsizetype, qsizetype)> &progress,
                                    const std::function<bool()> &cancelled) {
    Result<QList<FleetRow>> rows = summary(database, history);
    if (!rows)
        return rows;
    for (qsizetype from = 0; from < rows->size(); from += kNodesPerSlice) {
        if (cancelled && cancelled())
            return kindError(ErrorKind::Cancelled, tr("cancelled"));
        if (progress)
            progress(from, rows->size());
        if (const auto checked = check(database, rows.value(), from, from + kNodesPerSlice);
            !checked)
            return checked.error();
    }
    return rows;
}

QList<FleetRow> Fleet::flaggedOnly(QList<FleetRow> rows) {
    rows.removeIf(
        [](const FleetRow &r) { return r.flag != FleetRow::Flag::Regressed && !r.drain; });
    return rows;
}

ReportDocument Fleet::report(const QList<FleetRow> &rows, int history, const DisplayUnits &units) {
    FleetReportOptions options;
    options.history = history;
    options.units = units;
    return FleetReport::build(rows, options);
}

} // namespace roofline::usecases
