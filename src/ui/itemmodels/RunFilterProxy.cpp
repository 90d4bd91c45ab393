// SPDX-License-Identifier: MIT
#include "ui/itemmodels/RunFilterProxy.h"

#include "ui/itemmodels/RunTableModel.h"

namespace roofline::ui {

RunFilterProxy::RunFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent) {
    // Kept for views that read them; the order itself comes from RunTableModel::sort().
    setSortRole(RunTableModel::RawValueRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void RunFilterProxy::setDevice(const QString &text) {
    m_device = text.trimmed();
    refilter();
}

void RunFilterProxy::setHost(const QString &text) {
    m_host = text.trimmed();
    refilter();
}

void RunFilterProxy::setTag(const QString &text) {
    m_tag = text.trimmed();
    refilter();
}

void RunFilterProxy::setSuite(const QString &text) {
    m_suite = text.trimmed();
    refilter();
}

void RunFilterProxy::setStatus(std::optional<Run::Status> status) {
    m_status = status;
    refilter();
}

void RunFilterProxy::setDateRange(const QDate &from, const QDate &to) {
    m_from = from;
    m_to = to;
    refilter();
}

void RunFilterProxy::setSourceModel(QAbstractItemModel *model) {
    QSortFilterProxyModel::setSourceModel(model);
    refilter();
}

void RunFilterProxy::sort(int column, Qt::SortOrder order) {
    // Sorting here would order only the rows loaded so far; the model orders all of them
    // (the database does) and the proxy keeps its order.
    if (auto *runs = qobject_cast<RunTableModel *>(sourceModel()))
        runs->sort(column, order);
    else
        QSortFilterProxyModel::sort(column, order);
}

void RunFilterProxy::refilter() {
    auto *runs = qobject_cast<RunTableModel *>(sourceModel());
    if (!runs)
        return;
    RunQuery query = runs->query();
    query.deviceContains = m_device;
    query.hostContains = m_host;
    query.tagContains = m_tag;
    query.suiteContains = m_suite;
    query.status = m_status;
    query.setDays(m_from, m_to);
    runs->setQuery(query);
}

} // namespace roofline::ui
