#include "ui/models/RunFilterProxy.h"

#include "model/itemmodels/RunTableModel.h"

#include <algorithm>

namespace roofline::ui {

RunFilterProxy::RunFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent) {
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

void RunFilterProxy::refilter() {
    // invalidateFilter() is the 6.4 API (beginFilterChange arrived in 6.9).
    invalidateFilter();
}

bool RunFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &) const {
    const auto *runs = qobject_cast<const RunTableModel *>(sourceModel());
    if (!runs || sourceRow >= runs->totalCount())
        return true;
    const Run &run = runs->run(sourceRow);
    const auto has = [](const QString &haystack, const QString &needle) {
        return needle.isEmpty() || haystack.contains(needle, Qt::CaseInsensitive);
    };
    if (!m_device.isEmpty()
        && !(has(run.device.name, m_device) || has(run.device.id, m_device)
             || has(run.device.uuid, m_device)))
        return false;
    if (!has(run.host.hostname, m_host) || !has(run.suite, m_suite))
        return false;
    if (!m_tag.isEmpty()
        && std::none_of(run.tags.cbegin(), run.tags.cend(), [this](const QString &t) {
               return t.contains(m_tag, Qt::CaseInsensitive);
           }))
        return false;
    if (m_status && run.status != *m_status)
        return false;
    const QDate day = run.startedAt.toLocalTime().date();
    if (m_from.isValid() && day < m_from)
        return false;
    if (m_to.isValid() && day > m_to)
        return false;
    return true;
}

} // namespace roofline::ui
