// SPDX-License-Identifier: MIT
#include "ui/itemmodels/MeasurementTableModel.h"

#include "model/Units.h"

#include <QLocale>
#include <algorithm>

namespace roofline {

MeasurementTableModel::MeasurementTableModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void MeasurementTableModel::setMeasurements(const QList<Measurement> &measurements) {
    // Listeners of the reset (views, testers) may call fetchMore(): not mid-reset.
    m_fetching = true;
    beginResetModel();
    m_measurements = measurements;
    m_fetched = int(std::min<qsizetype>(kBatchSize, m_measurements.size()));
    endResetModel();
    m_fetching = false;
}

int MeasurementTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : m_fetched;
}

int MeasurementTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MeasurementTableModel::rawValue(const Measurement &m, int column) {
    switch (column) {
    case Probe:
        return m.probe;
    case Metric:
        return m.metric;
    case Level:
        return m.level;
    case Format:
        return m.format;
    case Kernel:
        return m.kernel;
    case WorkingSet:
        return m.workingSetBytes;
    case Threads:
        return m.threads;
    case Value:
        return m.value;
    case Unit:
        return m.unit;
    case Best:
        return m.best;
    case Median:
        return m.median;
    case Min:
        return m.min;
    case Max:
        return m.max;
    case Cov:
        return m.cov ? QVariant(*m.cov) : QVariant();
    case N:
        return m.n;
    case Flags:
        return m.flags ? m.flags->join(QLatin1Char(',')) : QString();
    default:
        return {};
    }
}

QString MeasurementTableModel::flagsText(const Measurement &m) {
    if (!m.flags)
        return {};
    QStringList words;
    for (const QString &f : *m.flags) {
        if (f == QLatin1String("disturbed"))
            words << tr("disturbed");
        else if (f == QLatin1String("above-theoretical-peak"))
            words << tr("above theoretical peak");
        else
            words << f; // a flag from a newer engine: shown as it came
    }
    return words.join(QStringLiteral(", "));
}

QString MeasurementTableModel::interferenceText(const Measurement &m) {
    const QJsonObject i = m.params.value(QLatin1String("interference")).toObject();
    if (i.isEmpty())
        return {};
    const qint64 setAside = i.value(QLatin1String("disturbed_samples")).toInteger();
    const bool inStats = i.value(QLatin1String("disturbed_samples_in_statistics")).toBool();
    QStringList lines;
    if (setAside > 0)
        lines << (inStats ? tr("%n sample(s) disturbed by other work; too few clean ones, so all "
                               "are in the statistics.",
                               nullptr, int(setAside))
                          : tr("%n sample(s) disturbed by other work (probe threads lost more "
                               "than 1 % of their time) set aside from the statistics.",
                               nullptr, int(setAside)));
    const QJsonValue steal = i.value(QLatin1String("steal_fraction"));
    if (steal.isDouble() && steal.toDouble() > 0.0)
        lines << tr("Hypervisor steal: %1 % of the CPU time.")
                     .arg(QLocale().toString(steal.toDouble() * 100.0, 'f', 1));
    if (i.value(QLatin1String("attempts")).toInteger() > 1)
        lines << tr("Measured twice: the first attempt was disturbed.");
    const qint64 windows = m.params.value(QLatin1String("sampling_windows")).toInteger();
    if (windows > 1)
        lines << tr("Sampled in %n window(s) seconds apart.", nullptr, int(windows));
    return lines.join(QLatin1Char('\n'));
}

QVariant MeasurementTableModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Measurement &m = m_measurements.at(index.row());
    const int column = index.column();
    if (role == RawValueRole)
        return rawValue(m, column);
    if (role == Qt::ToolTipRole) {
        if (column != Flags && (column != Value || !m.flags || m.flags->isEmpty()))
            return {};
        QStringList lines;
        if (column == Value)
            lines << flagsText(m);
        if (const QString why = interferenceText(m); !why.isEmpty())
            lines << why;
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    if (role == Qt::TextAlignmentRole)
        return column >= WorkingSet && column != Unit && column != Flags
                   ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                   : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    const auto value = [&](double v) {
        return m.unit == QLatin1String("s") ? units::formatSeconds(v) : units::formatSi(v, m.unit);
    };
    switch (column) {
    case WorkingSet:
        return m.workingSetBytes ? units::formatBytes(double(m.workingSetBytes), true) : QString();
    case Value:
    case Best:
    case Median:
    case Min:
    case Max:
        return value(rawValue(m, column).toDouble());
    case Cov:
        return m.cov ? QLocale().toString(*m.cov * 100, 'f', 2) + QLatin1Char('%') : QString();
    case Threads:
    case N:
        return QLocale().toString(rawValue(m, column).toLongLong());
    case Flags:
        return flagsText(m);
    default:
        return rawValue(m, column);
    }
}

QVariant MeasurementTableModel::headerData(int section, Qt::Orientation orientation,
                                           int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Probe:
        return tr("Probe");
    case Metric:
        return tr("Metric");
    case Level:
        return tr("Level");
    case Format:
        return tr("Format");
    case Kernel:
        return tr("Kernel");
    case WorkingSet:
        return tr("Working set");
    case Threads:
        return tr("Threads");
    case Value:
        return tr("Value");
    case Unit:
        return tr("Unit");
    case Best:
        return tr("Best");
    case Median:
        return tr("Median");
    case Min:
        return tr("Min");
    case Max:
        return tr("Max");
    case Cov:
        return tr("CoV");
    case N:
        return tr("N");
    case Flags:
        return tr("Flags");
    default:
        return {};
    }
}

bool MeasurementTableModel::canFetchMore(const QModelIndex &parent) const {
    return !parent.isValid() && !m_fetching && m_fetched < m_measurements.size();
}

void MeasurementTableModel::fetchMore(const QModelIndex &parent) {
    // Views and testers may ask again from inside the insertion signals.
    if (parent.isValid() || m_fetching)
        return;
    const int more = int(std::min<qsizetype>(kBatchSize, m_measurements.size() - m_fetched));
    if (more <= 0)
        return;
    m_fetching = true;
    beginInsertRows(QModelIndex(), m_fetched, m_fetched + more - 1);
    m_fetched += more;
    endInsertRows();
    m_fetching = false;
}

} // namespace roofline
