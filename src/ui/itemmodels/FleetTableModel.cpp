// SPDX-License-Identifier: MIT
#include "ui/itemmodels/FleetTableModel.h"

#include "model/Units.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <QPalette>
#include <algorithm>

namespace roofline::ui {

namespace {

QString formatOf(int column) {
    switch (column) {
    case FleetTableModel::Fp64:
        return QStringLiteral("fp64");
    case FleetTableModel::Fp32:
        return QStringLiteral("fp32");
    case FleetTableModel::Bf16:
        return QStringLiteral("bf16");
    case FleetTableModel::Fp8:
        return QStringLiteral("fp8");
    default:
        return QString();
    }
}

bool isNumeric(int column) {
    return column == FleetTableModel::Runs || column == FleetTableModel::MemoryBandwidth
           || column == FleetTableModel::OfSpec || !formatOf(column).isEmpty();
}

// Readable on light and dark palettes alike.
const QColor kWorse(0xd3, 0x2f, 0x2f);
const QColor kBetter(0x38, 0x8e, 0x3c);

} // namespace

FleetTableModel::FleetTableModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void FleetTableModel::setRows(const QList<FleetRow> &rows) {
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

void FleetTableModel::updateRows(qsizetype from, const QList<FleetRow> &rows) {
    if (rows.isEmpty() || from < 0 || from + rows.size() > m_rows.size())
        return;
    for (qsizetype i = 0; i < rows.size(); ++i)
        m_rows[from + i] = rows.at(i);
    emit dataChanged(index(int(from), 0), index(int(from + rows.size() - 1), ColumnCount - 1));
}

void FleetTableModel::setUnits(const DisplayUnits &units) {
    m_units = units;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int FleetTableModel::flaggedCount() const {
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const FleetRow &r) {
        return r.flag == FleetRow::Flag::Regressed || r.drain;
    }));
}

int FleetTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FleetTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FleetTableModel::display(const FleetRow &r, int column) const {
    using Q = DisplayUnits::Quantity;
    const FleetEntry &e = r.entry;
    const QLocale locale;
    switch (column) {
    case Host:
        return e.host;
    case Device:
        return FleetReport::deviceLabel(e);
    case Runs:
        return locale.toString(e.runCount);
    case Latest:
        if (!e.latestAt.isValid())
            return tr("none complete");
        // Date and minute: the seconds of a run's start say nothing here.
        return QString(locale.toString(e.latestAt.toLocalTime().date(), QLocale::ShortFormat)
                       + QLatin1Char(' ')
                       + e.latestAt.toLocalTime().time().toString(QStringLiteral("HH:mm")));
    case MemoryBandwidth:
        return e.memoryBandwidth > 0 ? m_units.format(Q::Bandwidth, e.memoryBandwidth)
                                     : QStringLiteral("—");
    case OfSpec:
        return r.bandwidthOfSpec ? units::formatPercent(*r.bandwidthOfSpec) : QStringLiteral("—");
    case Trend:
        return FleetReport::trendSymbol(r.trend);
    case Flag:
        // As the CLI and the report show it: a drain and the uncertain figures beside the flag.
        return FleetReport::flagCell(r);
    default: {
        const double v = e.peakFlops.value(formatOf(column), 0.0);
        return v > 0 ? m_units.format(Q::Compute, v) : QStringLiteral("—");
    }
    }
}

QVariant FleetTableModel::raw(const FleetRow &r, int column) const {
    const FleetEntry &e = r.entry;
    switch (column) {
    case Host:
        return e.host.toLower();
    case Device:
        return e.deviceName.toLower();
    case Runs:
        return e.runCount;
    case Latest:
        return e.latestAt.isValid() ? e.latestAt.toMSecsSinceEpoch() : qint64(-1);
    case MemoryBandwidth:
        return e.memoryBandwidth;
    case OfSpec:
        return r.bandwidthOfSpec.value_or(-1.0);
    case Trend:
    case Flag: {
        // Worse first when sorted ascending (what needs a look comes to the top), then by
        // node: rows that change rank while flags arrive still land in host order.
        const int rank = column == Trend ? (r.trend == FleetRow::Trend::Down     ? 0
                                            : r.trend == FleetRow::Trend::Steady ? 2
                                            : r.trend == FleetRow::Trend::Up     ? 3
                                                                                 : 4)
                                         : (r.flag == FleetRow::Flag::Regressed || r.drain ? 0
                                            : r.flag == FleetRow::Flag::Pending            ? 1
                                            : r.flag == FleetRow::Flag::Ok                 ? 2
                                                                                           : 3);
        return QString(QString::number(rank) + QChar(0) + e.host.toLower() + QChar(0)
                       + e.deviceName.toLower() + QChar(0) + e.deviceId);
    }
    default:
        return e.peakFlops.value(formatOf(column), -1.0);
    }
}

QVariant FleetTableModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FleetRow &r = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(r, column);
    case RawValueRole:
        return raw(r, column);
    case FlaggedRole:
        return r.flag == FleetRow::Flag::Regressed || r.drain;
    case LatestRunRole:
        return r.entry.latestRunId;
    case DetailsRole:
    case Qt::ToolTipRole:
        // Every cell's tooltip, the flag's too: for a drained node it says why ("Drain: DRAM
        // read 21 % below the median of 31 peers; …"), as the CLI prints it below the row.
        return FleetReport::details(r, m_units).join(QLatin1Char('\n'));
    case Qt::TextAlignmentRole:
        if (column == Trend)
            return int(Qt::AlignCenter);
        return isNumeric(column) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::ForegroundRole:
        if (column == Trend && r.trend != FleetRow::Trend::None
            && r.trend != FleetRow::Trend::Steady)
            return QBrush(r.trend == FleetRow::Trend::Down ? kWorse : kBetter);
        if (column == Flag && (r.flag == FleetRow::Flag::Regressed || r.drain))
            return QBrush(kWorse);
        if (column == Flag && r.flag != FleetRow::Flag::Ok)
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
        return {};
    case Qt::FontRole:
        if ((column == Flag && (r.flag == FleetRow::Flag::Regressed || r.drain))
            || column == Trend) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

QVariant FleetTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Runs:
            return tr("Runs stored for this host and device, complete or not.");
        case Latest:
            return tr("Start of the newest complete run.");
        case MemoryBandwidth:
            return tr("Best DRAM/HBM bandwidth of the latest complete run.");
        case OfSpec:
            return tr("Memory bandwidth as a fraction of the matched GPU profile's spec; a CPU "
                      "has no spec.");
        case Trend:
            return tr("Headline figures of the latest run against the median of the previous "
                      "runs: ↑ better, ↓ worse, → within noise.");
        case Flag:
            return tr("The whole latest run checked against the median of the previous runs, "
                      "as 'roofline check' does.");
        default:
            if (!formatOf(section).isEmpty())
                return tr("Best %1 FLOP/s of the latest complete run.")
                    .arg(formatOf(section).toUpper());
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Host:
        return tr("Host");
    case Device:
        return tr("Device");
    case Runs:
        return tr("Runs");
    case Latest:
        return tr("Latest run");
    case MemoryBandwidth:
        return tr("Memory BW");
    case OfSpec:
        return tr("% of spec");
    case Trend:
        return tr("Trend");
    case Flag:
        return tr("Flag");
    default:
        return formatOf(section).toUpper();
    }
}

} // namespace roofline::ui
