// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline {

// Which stored runs, in which order: one idea for every reader of the history. The CLI
// (`roofline runs list --host …`, `check`) filters exactly; the History page by
// case-insensitive substrings; both go through RunRepository::list/count, and a list held in
// memory (RunTableModel::setRuns) is filtered and ordered by matches()/lessThan() with the
// same rules, so memory and the database agree row for row. Empty fields do not filter.
struct RunQuery {
    // The order of a list: by one column of the history table, ties newest first.
    enum class SortKey { Id, Started, Status, Device, Host, Suite, Measurements, Tags, Notes };

    // Exact: the device's name, uuid or id (cpu, cuda:0); the host name; one tag.
    QString device;
    QString host;
    QString tag;
    std::optional<Run::Status> status;
    QDateTime from; // started at or after
    QDateTime to;   // started before
    // Case-insensitive substrings of the device's name, id or uuid, the host name, any one
    // tag, the suite. Case folds as SQLite's lower() does (ASCII letters only).
    QString deviceContains;
    QString hostContains;
    QString tagContains;
    QString suiteContains;
    // The run picker's search: every word a case-insensitive substring (case folded as above)
    // of one of the run's "#id", host name, device name, id or uuid, suite, tags, notes,
    // status name (complete, cancelled, …) or start "yyyy-MM-dd hh:mm" in UTC. searchWords()
    // splits typed text into them.
    QStringList words;
    // Only these runs (empty: any): the picker reads its ticked runs by id.
    QList<qint64> ids;
    // None: newest first in the database, as given for a list in memory. Text sorts by
    // lower(), byte by byte (PostgreSQL: COLLATE "C", not the server's locale).
    std::optional<SortKey> sortBy;
    bool descending = true;
    int limit = -1;
    int offset = 0;
    // The full host/device objects; lists for tables do not need them.
    bool withProvenance = false;

    // Local calendar days, both included (invalid dates do not filter): from the start of
    // `first` to the start of the day after `last` (startOfDay() copes with a midnight that a
    // DST change skips).
    void setDays(const QDate &first, const QDate &last);

    bool matches(const Run &run) const;
    // Whether `a` comes before `b` in this query's order (sortBy set).
    bool lessThan(const Run &a, const Run &b) const;
    static QString foldCase(const QString &text); // ASCII letters to lower case
    static QStringList searchWords(const QString &text);
    // The start as `words` sees it: "yyyy-MM-dd hh:mm", UTC (the database's strftime/to_char).
    static QString searchTime(const QDateTime &startedAt);

    friend bool operator==(const RunQuery &, const RunQuery &) = default;
};

} // namespace roofline
