#include "model/itemmodels/RunTableModel.h"

#include <QHash>
#include <QLocale>
#include <algorithm>

namespace roofline {

namespace {

char16_t folded(QChar c) {
    const char16_t u = c.unicode();
    return u >= u'A' && u <= u'Z' ? char16_t(u + (u'a' - u'A')) : u;
}

// What SQLite's lower() and its byte-wise comparison give (for text without characters
// beyond U+FFFF, where UTF-16 and UTF-8 order differ).
int compareFolded(const QString &a, const QString &b) {
    const qsizetype n = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t x = folded(a.at(i));
        const char16_t y = folded(b.at(i));
        if (x != y)
            return x < y ? -1 : 1;
    }
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

bool containsFolded(const QString &haystack, const QString &needle) {
    return needle.isEmpty() || RunQuery::foldCase(haystack).contains(RunQuery::foldCase(needle));
}

template<typename T>
int compareValues(const T &a, const T &b) {
    return a < b ? -1 : (b < a ? 1 : 0);
}

} // namespace

QString RunQuery::foldCase(const QString &text) {
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return folded(c) != c.unicode(); }))
        return text;
    QString out = text;
    for (QChar &c : out)
        c = QChar(folded(c));
    return out;
}

bool RunQuery::matches(const Run &run) const {
    if (!device.isEmpty()
        && !(containsFolded(run.device.name, device) || containsFolded(run.device.id, device)
             || containsFolded(run.device.uuid, device)))
        return false;
    if (!containsFolded(run.host.hostname, host) || !containsFolded(run.suite, suite))
        return false;
    if (!tag.isEmpty()
        && std::none_of(run.tags.cbegin(), run.tags.cend(),
                        [this](const QString &t) { return containsFolded(t, tag); }))
        return false;
    if (status && run.status != *status)
        return false;
    const QDate day = run.startedAt.toLocalTime().date();
    if (from.isValid() && day < from)
        return false;
    if (to.isValid() && day > to)
        return false;
    return true;
}

bool RunQuery::lessThan(const Run &a, const Run &b) const {
    int c = 0;
    switch (sortColumn) {
    case RunTableModel::Id:
        c = compareValues(a.id, b.id);
        break;
    case RunTableModel::Started:
        c = compareValues(a.startedAt.toMSecsSinceEpoch(), b.startedAt.toMSecsSinceEpoch());
        break;
    case RunTableModel::Measurements:
        c = compareValues(a.measurementCount, b.measurementCount);
        break;
    default:
        c = compareFolded(RunTableModel::rawValue(a, sortColumn).toString(),
                          RunTableModel::rawValue(b, sortColumn).toString());
        break;
    }
    if (c != 0)
        return order == Qt::AscendingOrder ? c < 0 : c > 0;
    // Ties newest first, then the higher id: the database's order too.
    if (const qint64 sa = a.startedAt.toMSecsSinceEpoch(), sb = b.startedAt.toMSecsSinceEpoch();
        sa != sb)
        return sa > sb;
    return a.id > b.id;
}

RunTableModel::RunTableModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void RunTableModel::setRuns(const QList<Run> &runs) {
    m_source.reset();
    m_all = runs;
    reload(kBatchSize);
}

void RunTableModel::setSource(std::shared_ptr<const RunSource> source) {
    m_all.clear();
    m_source = std::move(source);
    reload(std::max(kBatchSize, m_fetched));
}

void RunTableModel::setQuery(const RunQuery &query) {
    if (query == m_query)
        return;
    m_query = query;
    reload(kBatchSize);
}

void RunTableModel::refresh() {
    reload(std::max(kBatchSize, m_fetched));
}

void RunTableModel::reload(qsizetype rows) {
    // Listeners of the reset (views, testers) may call fetchMore(): not mid-reset.
    m_fetching = true;
    beginResetModel();
    load(rows);
    endResetModel();
    m_fetching = false;
    if (!m_error.isEmpty())
        emit loadFailed(m_error);
}

QList<Run> RunTableModel::matching(const RunQuery &query) const {
    QList<Run> rows;
    for (const Run &run : m_all) {
        if (query.matches(run))
            rows.append(run);
    }
    if (query.sortColumn >= 0)
        std::stable_sort(rows.begin(), rows.end(),
                         [&query](const Run &a, const Run &b) { return query.lessThan(a, b); });
    return rows;
}

void RunTableModel::load(qsizetype rows) {
    m_error.clear();
    m_rows.clear();
    m_ids.clear();
    m_offset = 0;
    m_total = 0;
    m_fetched = 0;
    if (!m_source) {
        m_rows = matching(m_query);
        m_total = m_rows.size();
        m_fetched = int(std::min(rows, m_rows.size()));
        return;
    }
    const Result<qint64> total = m_source->count(m_query);
    Result<QList<Run>> page =
        total ? m_source->page(m_query, 0, int(rows)) : Result<QList<Run>>(total.error());
    if (!page) {
        m_error = page.error().text();
        return;
    }
    m_rows = std::move(page).value();
    for (const Run &run : std::as_const(m_rows))
        m_ids.insert(run.id);
    m_offset = m_rows.size();
    m_fetched = int(m_rows.size());
    // Fewer rows than asked for: that is all of them, whatever the count said a moment ago.
    m_total = m_rows.size() < rows ? m_rows.size() : std::max<qint64>(*total, m_rows.size());
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
    return !parent.isValid() && !m_fetching && m_fetched < m_total;
}

void RunTableModel::fetchMore(const QModelIndex &parent) {
    // Views and testers may ask again from inside the insertion signals.
    if (parent.isValid() || m_fetching || m_fetched >= m_total)
        return;
    QList<Run> more;
    if (!m_source) {
        more = m_rows.mid(m_fetched, kBatchSize);
    } else {
        m_fetching = true;
        Result<QList<Run>> page = m_source->page(m_query, m_offset, kBatchSize);
        m_fetching = false;
        if (!page) {
            // Stop asking (a view would ask again at once); refresh() starts over.
            m_total = m_fetched;
            m_error = page.error().text();
            emit loadFailed(m_error);
            return;
        }
        m_offset += page->size();
        // A run stored since the last page shifts the rest down by one: skip the repeat.
        for (const Run &run : *page) {
            if (!m_ids.contains(run.id))
                more.append(run);
        }
        if (page->size() < kBatchSize)
            m_total = m_fetched + more.size();
    }
    if (more.isEmpty())
        return;
    m_fetching = true;
    beginInsertRows(QModelIndex(), m_fetched, m_fetched + int(more.size()) - 1);
    if (m_source) {
        for (const Run &run : std::as_const(more))
            m_ids.insert(run.id);
        m_rows.append(more);
    }
    m_fetched += int(more.size());
    endInsertRows();
    m_fetching = false;
}

void RunTableModel::sort(int column, Qt::SortOrder order) {
    if (column >= ColumnCount)
        return;
    RunQuery query = m_query;
    query.sortColumn = std::max(column, -1);
    query.order = order;
    if (query == m_query)
        return;
    // The rows views have, in the new order: from the source as many as are loaded now.
    QList<Run> rows;
    if (m_source) {
        Result<QList<Run>> page =
            m_fetched > 0 ? m_source->page(query, 0, m_fetched) : Result<QList<Run>>(QList<Run>());
        if (!page || page->size() != m_fetched) {
            // Failed, or the database changed meanwhile: start over in the new order.
            m_query = query;
            reload(std::max(kBatchSize, m_fetched));
            return;
        }
        rows = std::move(page).value();
    } else {
        rows = matching(query);
    }

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
