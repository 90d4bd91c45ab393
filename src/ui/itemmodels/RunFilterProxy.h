// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"

#include <QDate>
#include <QSortFilterProxyModel>
#include <optional>

namespace roofline::ui {

// The history table's filters (device, host, tag, suite, status, date) and sorting, carried
// out by the RunTableModel underneath: in SQL when it pages from the database, so they cover
// every stored run and not only the rows loaded so far. The proxy keeps the model's order and
// rows; sort() and the setters hand over to RunTableModel::sort() and setQuery().
class RunFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit RunFilterProxy(QObject *parent = nullptr);

    // Case-insensitive substrings; empty matches everything.
    void setDevice(const QString &text);
    void setHost(const QString &text);
    void setTag(const QString &text);
    void setSuite(const QString &text);
    void setStatus(std::optional<Run::Status> status);
    // Started on or after `from` and on or before `to`; invalid dates do not filter.
    void setDateRange(const QDate &from, const QDate &to);

    void setSourceModel(QAbstractItemModel *model) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    void refilter();

    QString m_device;
    QString m_host;
    QString m_tag;
    QString m_suite;
    std::optional<Run::Status> m_status;
    QDate m_from;
    QDate m_to;
};

} // namespace roofline::ui
