#include "model/itemmodels/RunTableModel.h"

#include <QLocale>
#include <algorithm>

namespace roofline {

RunTableModel::RunTableModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void RunTableModel::setRuns(const QList<Run> &runs) {
    // Listeners of the reset (views, testers) may call fetchMore(): not mid-reset.
    m_fetching = true;
    beginResetModel();
    m_runs = runs;
    m_fetched = int(std::min<qsizetype>(kBatchSize, m_runs.size()));
    endResetModel();
    m_fetching = false;
}

int RunTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : m_fetched;
}

int RunTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunTableModel::rawValue(const Run &run, int column) {
    switch (column) {
    case Id:
        return run.id;
    case Started:
        return run.startedAt.toMSecsSinceEpoch();
    case Status:
        return Run::statusName(run.status);
    case Device:
        return run.device.name;
    case Host:
        return run.host.hostname;
    case Suite:
        return run.suite;
    case Measurements:
        return run.measurementCount;
    case Tags:
        return run.tags.join(QStringLiteral(", "));
    case Notes:
        return run.notes;
    default:
        return {};
    }
}

QVariant RunTableModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Run &r = m_runs.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Started:
            return QLocale().toString(r.startedAt.toLocalTime(), QLocale::ShortFormat);
        case Status:
            return Run::statusText(r.status);
        case Measurements:
            return QLocale().toString(r.measurementCount);
        default:
            return rawValue(r, index.column());
        }
    case Qt::ToolTipRole:
        if (!r.reason.isEmpty())
            return r.reason;
        return r.uuid;
    case Qt::TextAlignmentRole:
        if (index.column() == Id || index.column() == Measurements)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case RawValueRole:
        return rawValue(r, index.column());
    case RunIdRole:
        return r.id;
    case UuidRole:
        return r.uuid;
    default:
        return {};
    }
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("ID");
    case Started:
        return tr("Started");
    case Status:
        return tr("Status");
    case Device:
        return tr("Device");
    case Host:
        return tr("Host");
    case Suite:
        return tr("Suite");
    case Measurements:
        return tr("Points");
    case Tags:
        return tr("Tags");
    case Notes:
        return tr("Notes");
    default:
        return {};
    }
}

bool RunTableModel::canFetchMore(const QModelIndex &parent) const {
    return !parent.isValid() && !m_fetching && m_fetched < m_runs.size();
}

void RunTableModel::fetchMore(const QModelIndex &parent) {
    // Views and testers may ask again from inside the insertion signals.
    if (parent.isValid() || m_fetching)
        return;
    const int more = int(std::min<qsizetype>(kBatchSize, m_runs.size() - m_fetched));
    if (more <= 0)
        return;
    m_fetching = true;
    beginInsertRows(QModelIndex(), m_fetched, m_fetched + more - 1);
    m_fetched += more;
    endInsertRows();
    m_fetching = false;
}

void RunTableModel::sort(int column, Qt::SortOrder order) {
    if (column < 0 || column >= ColumnCount)
        return;
    m_fetching = true;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<qint64> ids;
    for (const QModelIndex &i : before)
        ids << m_runs.at(i.row()).id;
    // Raw values compare as numbers or strings; ties keep the newest-first order.
    std::stable_sort(m_runs.begin(), m_runs.end(), [&](const Run &a, const Run &b) {
        const QVariant va = rawValue(a, column);
        const QVariant vb = rawValue(b, column);
        const auto c = QVariant::compare(va, vb);
        return order == Qt::AscendingOrder ? c == QPartialOrdering::Less
                                           : c == QPartialOrdering::Greater;
    });
    QModelIndexList after;
    for (qsizetype k = 0; k < before.size(); ++k) {
        const auto it = std::find_if(m_runs.begin(), m_runs.end(),
                                     [&](const Run &r) { return r.id == ids.at(k); });
        const int row = int(it - m_runs.begin());
        after << (row < m_fetched ? index(row, before.at(k).column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    m_fetching = false;
}

} // namespace roofline
