// SPDX-License-Identifier: MIT
#include "ui/itemmodels/RunPickerModel.h"

#include <QLocale>
#include <algorithm>
#include <functional>

namespace roofline::ui {

RunPickerModel::RunPickerModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void RunPickerModel::setRuns(const QList<Run> &runs, const QList<qint64> &checked) {
    beginResetModel();
    m_runs = runs;
    m_checked = QSet<qint64>(checked.cbegin(), checked.cend());
    refilter();
    endResetModel();
    emit checkedChanged();
}

void RunPickerModel::setSearch(const QString &text) {
    const QStringList words = RunQuery::searchWords(text);
    if (words == m_filter.words)
        return;
    beginResetModel();
    m_filter.words = words;
    refilter();
    endResetModel();
}

void RunPickerModel::refilter() {
    m_shown.clear();
    for (int i = 0; i < m_runs.size(); ++i) {
        if (m_filter.matches(m_runs.at(i)))
            m_shown << i;
    }
}

QList<qint64> RunPickerModel::checkedIds() const {
    QList<qint64> ids;
    QSet<qint64> unknown = m_checked;
    for (const Run &r : m_runs) {
        if (unknown.remove(r.id))
            ids << r.id;
    }
    QList<qint64> rest(unknown.cbegin(), unknown.cend());
    std::sort(rest.begin(), rest.end(), std::greater<>());
    return ids + rest;
}

void RunPickerModel::setCheckedIds(const QList<qint64> &ids) {
    m_checked = QSet<qint64>(ids.cbegin(), ids.cend());
    if (!m_shown.isEmpty())
        emit dataChanged(index(0, Id), index(int(m_shown.size()) - 1, Id), {Qt::CheckStateRole});
    emit checkedChanged();
}

void RunPickerModel::toggle(int row) {
    if (row < 0 || row >= m_shown.size())
        return;
    const qint64 id = runAt(row).id;
    if (!m_checked.remove(id))
        tick(id);
    emit dataChanged(index(row, Id), index(row, Id), {Qt::CheckStateRole});
    emit checkedChanged();
}

void RunPickerModel::tick(qint64 id) {
    if (m_singleChoice && !m_checked.isEmpty()) {
        m_checked.clear(); // one run at most: the tick moves
        if (!m_shown.isEmpty())
            emit dataChanged(index(0, Id), index(int(m_shown.size()) - 1, Id),
                             {Qt::CheckStateRole});
    }
    m_checked.insert(id);
}

int RunPickerModel::rowOfRun(qint64 id) const {
    for (int row = 0; row < m_shown.size(); ++row) {
        if (runAt(row).id == id)
            return row;
    }
    return -1;
}

QString RunPickerModel::label(const Run &run) {
    const QString device = run.device.name.isEmpty() ? run.device.id : run.device.name;
    return tr("#%1 · %2 · %3 · %4")
        .arg(run.id)
        .arg(run.host.hostname, device,
             run.startedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd hh:mm")));
}

int RunPickerModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_shown.size());
}

int RunPickerModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunPickerModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Run &run = runAt(index.row());
    if (role == Qt::CheckStateRole && index.column() == Id)
        return m_checked.contains(run.id) ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::UserRole)
        return run.id;
    if (role == Qt::ToolTipRole)
        return tr("%1 on %2, %3 suite, %n measurement(s). Click the row to tick it.", nullptr,
                  int(run.measurementCount))
            .arg(run.device.name, run.host.hostname, run.suite);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Id:
        return tr("#%1").arg(run.id);
    case Host:
        return run.host.hostname;
    case Device:
        return run.device.name.isEmpty() ? run.device.id : run.device.name;
    case Started:
        return QLocale().toString(run.startedAt.toLocalTime(), QLocale::ShortFormat);
    case Suite:
        return run.suite;
    case Tags:
        return run.tags.join(QStringLiteral(", "));
    case Status:
        return Run::statusText(run.status);
    default:
        return {};
    }
}

bool RunPickerModel::setData(const QModelIndex &index, const QVariant &value, int role) {
    if (role != Qt::CheckStateRole || index.column() != Id || !index.isValid())
        return false;
    const qint64 id = runAt(index.row()).id;
    if (value.toInt() == Qt::Checked)
        tick(id);
    else
        m_checked.remove(id);
    emit dataChanged(index, index, {Qt::CheckStateRole});
    emit checkedChanged();
    return true;
}

Qt::ItemFlags RunPickerModel::flags(const QModelIndex &index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Id)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant RunPickerModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id:
        return tr("Run");
    case Host:
        return tr("Host");
    case Device:
        return tr("Device");
    case Started:
        return tr("Started");
    case Suite:
        return tr("Suite");
    case Tags:
        return tr("Tags");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace roofline::ui
