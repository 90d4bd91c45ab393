#pragma once

#include "model/Run.h"

#include <QDate>
#include <QSortFilterProxyModel>
#include <optional>

namespace roofline::ui {

// Filters the history table (over RunTableModel) by device, host, tag, suite, status and date;
// sorts by the raw values so dates and counts order as values, not as text.
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

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

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
