// SPDX-License-Identifier: MIT
#include "ui/itemmodels/RunTableModel.h"

#include "usecases/LatestRuns.h"

#include <QGuiApplication>
#include <QHash>
#include <QLocale>
#include <QPalette>
#include <algorithm>

namespace roofline {

RunTableModel::RunTableModel(QObject *parent)
    : QAbstractTableModel(parent) {}

RunTableModel::~RunTableModel() {
    // An answer on its way must not reach this model once it is gone.
    if (m_source)
        m_source->cancel();
}

std::optional<RunQuery::SortKey> RunTableModel::sortKey(int column) {
    using Key = RunQuery::SortKey;
    switch (column) {
    case Id:
        return Key::Id;
    case Started:
        return Key::Started;
    case Status:
        return Key::Status;
    case Device:
        return Key::Device;
    case Host:
        return Key::Host;
    case Suite:
        return Key::Suite;
    case Measurements:
        return Key::Measurements;
    case Tags:
        return Key::Tags;
    case Notes:
        return Key::Notes;
    default:
        return std::nullopt;
    }
}

void RunTableModel::setRuns(const QList<Run> &runs) {
    if (m_source)
        m_source->cancel();
    m_source.reset();
    m_pending = Pending::None;
    ++m_request;
    m_all = runs;
    reload(kBatchSize);
}

void RunTableModel::setSource(std::shared_ptr<RunSource> source) {
    if (m_source && m_source != source)
        m_source->cancel();
    m_all.clear();
    m_source = std::move(source);
    reload(std::max(kBatchSize, m_fetched));
}

void RunTableModel::setQuery(const RunQuery &query) {
    RunQuery wanted = query;
    wanted.limit = -1;
    wanted.offset = 0;
    if (wanted == m_query)
        return;
    m_query = wanted;
    reload(kBatchSize);
}

void RunTableModel::refresh() {
    reload(std::max(kBatchSize, m_fetched));
}

void RunTableModel::reload(qsizetype rows) {
    if (!m_source) {
        // Listeners of the reset (views, testers) may call fetchMore(): not mid-reset.
        m_fetching = true;
        beginResetModel();
        m_error.clear();
        m_ids.clear();
        m_offset = 0;
        m_rows = matching(m_query);
        m_total = m_rows.size();
        m_fetched = int(std::min(rows, m_rows.size()));
        endResetModel();
        m_fetching = false;
        return;
    }
    m_pending = Pending::Reset;
    const quint64 request = ++m_request;
    m_source->fetch(m_query, 0, int(rows), true,
                    [this, request, rows](Result<RunSource::Page> page) {
                        if (request == m_request)
                            applyReset(rows, std::move(page));
                    });
}

void RunTableModel::applyReset(qsizetype rows, Result<RunSource::Page> page) {
    m_pending = Pending::None;
    m_fetching = true;
    beginResetModel();
    m_error.clear();
    m_rows.clear();
    m_ids.clear();
    m_offset = 0;
    m_total = 0;
    m_fetched = 0;
    if (page) {
        m_rows = std::move(page.value().runs);
        for (const Run &run : std::as_const(m_rows))
            m_ids.insert(run.id);
        m_offset = m_rows.size();
        m_fetched = int(m_rows.size());
        // Fewer rows than asked for: that is all of them, whatever the count said a moment
        // ago.
        m_total = m_rows.size() < rows ? m_rows.size()
                                       : std::max<qint64>(page->total.value_or(0), m_rows.size());
    } else {
        m_error = page.error().text();
    }
    endResetModel();
    m_fetching = false;
    if (!m_error.isEmpty())
        emit loadFailed(m_error);
    emit loaded();
}

QList<Run> RunTableModel::matching(const RunQuery &query) const {
    QList<Run> rows;
    for (const Run &run : m_all) {
        if (query.matches(run))
            rows.append(run);
    }
    if (query.sortBy)
        std::stable_sort(rows.begin(), rows.end(),
                         [&query](const Run &a, const Run &b) { return query.lessThan(a, b); });
    return rows;
}

void RunTableModel::failed(const Error &error) {
    m_error = error.text();
    emit loadFailed(m_error);
}

int RunTableModel::rowOfRun(qint64 id) const {
    for (int row = 0; row < m_fetched; ++row) {
        if (m_rows.at(row).id == id)
            return row;
    }
    return -1;
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
    const Run &r = m_rows.at(index.row());
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
    case Qt::ToolTipRole: {
        // A run without measurements is listed, greyed, and says why it never counts as its
        // node's latest run (usecases::LatestRuns).
        QStringList lines;
        if (const QString empty = usecases::LatestRuns::emptyReason(r); !empty.isEmpty())
            lines << empty;
        lines << (r.reason.isEmpty() ? r.uuid : r.reason);
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::ForegroundRole:
        if (!usecases::LatestRuns::emptyReason(r).isEmpty())
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
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
    return !parent.isValid() && !m_fetching && m_pending == Pending::None && m_fetched < m_total;
}

void RunTableModel::fetchMore(const QModelIndex &parent) {
    // Views and testers may ask again from inside the insertion signals, or while a read is
    // on its way.
    if (!canFetchMore(parent))
        return;
    if (!m_source) {
        const QList<Run> more = m_rows.mid(m_fetched, kBatchSize);
        m_fetching = true;
        beginInsertRows(QModelIndex(), m_fetched, m_fetched + int(more.size()) - 1);
        m_fetched += int(more.size());
        endInsertRows();
        m_fetching = false;
        return;
    }
    m_pending = Pending::More;
    const quint64 request = ++m_request;
    m_source->fetch(m_query, m_offset, kBatchSize, false,
                    [this, request](Result<RunSource::Page> page) {
                        if (request == m_request)
                            applyMore(std::move(page));
                    });
}

void RunTableModel::applyMore(Result<RunSource::Page> page) {
    m_pending = Pending::None;
    if (!page) {
        // Stop asking (a view would ask again at once); refresh() starts over.
        m_total = m_fetched;
        failed(page.error());
        emit loaded();
        return;
    }
    m_offset += page->runs.size();
    // A run stored since the last page shifts the rest down by one: skip the repeat.
    QList<Run> more;
    for (const Run &run : page->runs) {
        if (!m_ids.contains(run.id))
            more.append(run);
    }
    if (page->runs.size() < kBatchSize)
        m_total = m_fetched + more.size();
    if (!more.isEmpty()) {
        m_fetching = true;
        beginInsertRows(QModelIndex(), m_fetched, m_fetched + int(more.size()) - 1);
        for (const Run &run : std::as_const(more))
            m_ids.insert(run.id);
        m_rows.append(more);
        m_fetched += int(more.size());
        endInsertRows();
        m_fetching = false;
    }
    emit loaded();
}

void RunTableModel::sort(int column, Qt::SortOrder order) {
    if (column >= ColumnCount)
        return;
    RunQuery query = m_query;
    query.sortBy = sortKey(column);
    query.descending = order == Qt::DescendingOrder;
    if (!query.sortBy)
        query.descending = true;
    if (query == m_query)
        return;
    if (!m_source) {
        reorder(query, matching(query));
        return;
    }
    // The rows views have, in the new order: from the source as many as are loaded now.
    m_query = query;
    if (m_fetched == 0 || m_pending == Pending::Reset) {
        reload(std::max(kBatchSize, m_fetched));
        return;
    }
    m_pending = Pending::Sort;
    const quint64 request = ++m_request;
    m_source->fetch(query, 0, m_fetched, false,
                    [this, request, query](Result<RunSource::Page> page) {
                        if (request == m_request)
                            applySort(query, std::move(page));
                    });
}

void RunTableModel::applySort(const RunQuery &query, Result<RunSource::Page> page) {
    m_pending = Pending::None;
    if (!page || page->runs.size() != m_fetched) {
        // Failed, or the database changed meanwhile: start over in the new order.
        reload(std::max(kBatchSize, m_fetched));
        return;
    }
    reorder(query, std::move(page.value().runs));
    emit loaded();
}

void RunTableModel::reorder(const RunQuery &query, QList<Run> rows) {
    m_fetching = true;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<qint64> ids;
    ids.reserve(before.size());
    for (const QModelIndex &i : before)
        ids << m_rows.at(i.row()).id;
    m_query = query;
    m_rows = std::move(rows);
    if (m_source) {
        m_ids.clear();
        for (const Run &run : std::as_const(m_rows))
            m_ids.insert(run.id);
        m_offset = m_rows.size();
    }
    QHash<qint64, int> rowOf;
    for (int row = m_fetched - 1; row >= 0; --row)
        rowOf.insert(m_rows.at(row).id, row);
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype k = 0; k < before.size(); ++k) {
        const int row = rowOf.value(ids.at(k), -1);
        after << (row >= 0 ? index(row, before.at(k).column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    m_fetching = false;
}

} // namespace roofline
