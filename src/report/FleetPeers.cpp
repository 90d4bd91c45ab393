// SPDX-License-Identifier: MIT
#include "report/FleetPeers.h"

#include "model/MeasurementKind.h"
#include "model/Median.h"

#include <QHash>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

constexpr QLatin1String kMemory("memory");

// A run's headline figures: best main-memory bandwidth, best FLOP/s per format.
QMap<QString, double> headlines(const Run &run) {
    QMap<QString, double> out;
    for (const Measurement &m : run.measurements) {
        if (!std::isfinite(m.best) || m.best <= 0)
            continue;
        if (MeasurementKind::isMainMemoryBandwidth(m))
            out[kMemory] = std::max(out.value(kMemory), m.best);
        else if (m.unit == QLatin1String("FLOP/s"))
            out[m.format] = std::max(out.value(m.format), m.best);
    }
    return out;
}

QMap<QString, double> latestFigures(const FleetRow &row) {
    QMap<QString, double> out;
    if (row.entry.memoryBandwidth > 0)
        out.insert(kMemory, row.entry.memoryBandwidth);
    for (auto it = row.entry.peakFlops.cbegin(); it != row.entry.peakFlops.cend(); ++it) {
        if (it.value() > 0)
            out.insert(it.key(), it.value());
    }
    return out;
}

// One node's figure against its peers' latest values (at least kMinPeers) and every recent
// run of theirs.
PeerFigure peerFigure(const QString &figure, double value, const QList<double> &values,
                      const QList<double> &runs) {
    PeerFigure f;
    f.figure = figure;
    f.value = value;
    f.peers = int(values.size());
    f.peerMedian = *median(values);
    QList<double> deviations;
    for (double v : values)
        deviations << std::fabs(v - f.peerMedian);
    const double mad = 1.4826 * *median(deviations);
    f.deviation = f.peerMedian > 0 ? f.value / f.peerMedian - 1 : 0;
    f.madZ = mad > 0 ? (f.value - f.peerMedian) / mad : 0;
    f.runs = int(runs.size());
    if (f.runs > 0)
        f.percentile = double(std::count_if(runs.cbegin(), runs.cend(),
                                            [&f](double v) { return v <= f.value; }))
                       / f.runs;
    // MAD 0 (peers alike to the last digit): the floor alone decides.
    f.outlier =
        f.deviation <= -FleetPeers::kOutlierFloor && (mad == 0 || f.madZ <= -FleetPeers::kOutlierZ);
    return f;
}

// The members (indexes into rows) of one group of peers, each figure of each judged.
void judgeGroup(QList<FleetRow> &rows, const QList<qsizetype> &members) {
    // Per figure: the members' latest values, and every recent run's.
    QMap<QString, QList<double>> latest, recent;
    QList<QMap<QString, double>> figures;
    for (qsizetype i : members) {
        figures << latestFigures(rows[i]);
        for (auto it = figures.last().cbegin(); it != figures.last().cend(); ++it)
            latest[it.key()] << it.value();
        for (const Run &r : std::as_const(rows[i].entry.recent)) {
            const QMap<QString, double> h = headlines(r);
            for (auto it = h.cbegin(); it != h.cend(); ++it)
                recent[it.key()] << it.value();
        }
    }
    for (qsizetype k = 0; k < members.size(); ++k) {
        FleetRow &row = rows[members[k]];
        for (auto it = figures[k].cbegin(); it != figures[k].cend(); ++it) {
            const QList<double> &values = latest[it.key()];
            if (values.size() < FleetPeers::kMinPeers)
                continue;
            const PeerFigure f = peerFigure(it.key(), it.value(), values, recent[it.key()]);
            row.drain = row.drain || f.outlier;
            row.peers.append(f);
        }
    }
}

} // namespace

QString FleetPeers::groupKey(const FleetRow &row) {
    const QString version =
        row.entry.recent.isEmpty() ? QString() : row.entry.recent.first().appVersion;
    return row.entry.deviceName + QStringLiteral(" · ") + version;
}

void FleetPeers::judge(QList<FleetRow> &rows) {
    QHash<QString, QList<qsizetype>> groups;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        rows[i].peers.clear();
        rows[i].drain = false;
        if (rows[i].entry.latestRunId != 0)
            groups[groupKey(rows[i])].append(i);
    }
    for (const QList<qsizetype> &members : std::as_const(groups))
        judgeGroup(rows, members);
}

QString FleetPeers::figureText(const QString &figure) {
    if (figure == kMemory)
        return tr("Memory bandwidth");
    return tr("%1 peak").arg(figure);
}

QString FleetPeers::reasonText(const PeerFigure &f) {
    const QLocale locale;
    const QString how = f.deviation < 0
                            ? tr("%1 % below").arg(locale.toString(-f.deviation * 100, 'f', 0))
                            : tr("%1 % above").arg(locale.toString(f.deviation * 100, 'f', 0));
    QString s =
        tr("%1 %2 the median of %n peer(s)", nullptr, f.peers).arg(figureText(f.figure), how);
    if (f.madZ != 0)
        s += tr("; %1 MAD").arg(locale.toString(std::fabs(f.madZ), 'f', 1));
    return s;
}

QString FleetPeers::percentileText(const PeerFigure &f) {
    return tr("P%1 of %n run(s)", nullptr, f.runs).arg(qRound(f.percentile * 100));
}

} // namespace roofline
