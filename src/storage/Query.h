// SPDX-License-Identifier: MIT
#pragma once

#include "storage/Database.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <memory>
#include <vector>

namespace roofline::storage {

class PgResult;

// One SQL statement with bound values on the calling thread's connection, with QSqlQuery's
// interface (prepare, addBindValue/bindValue, exec, next, value). Placeholders are `?` or
// `:name`.
//
// Why not QSqlQuery everywhere: Qt's QPSQL driver runs a prepared statement as
// `EXECUTE stmt ('literal', …)`, formatting every bound value into the SQL text. A value a
// literal cannot carry (text holding U+0000, which libpq cuts short) then corrupts or breaks
// the statement. On PostgreSQL this class sends the values apart from the SQL text through
// libpq (PQexecParams: text values as UTF-8, BLOBs as binary) on the connection QPSQL opened,
// and refuses text it cannot carry with an error naming the problem. On SQLite it is
// QSqlQuery, whose values are real bindings (sqlite3_bind_*).
//
// next() reports a failing step: after the last row, failed() tells an error (a damaged page
// in the middle of a result) from the end of the rows, so no reader mistakes half a result
// for all of it.
class Query {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::Query)

public:
    explicit Query(const Database &database);
    ~Query();
    Query(const Query &) = delete;
    Query &operator=(const Query &) = delete;

    void setForwardOnly(bool forward);
    bool prepare(const QString &sql);
    void addBindValue(const QVariant &value);
    void bindValue(const QString &placeholder, const QVariant &value);
    // The prepared statement with the values bound since the last exec().
    bool exec();
    // A statement without values.
    bool exec(const QString &sql);
    bool next();
    QVariant value(int column) const;
    // A failed statement, or a failed step of next().
    QSqlError lastError() const;
    bool failed() const { return lastError().type() != QSqlError::NoError; }
    int numRowsAffected() const;
    // SQLite: the rowid of the last INSERT (PostgreSQL: use RETURNING).
    QVariant lastInsertId() const;
    void finish();

private:
    bool execPg(const QString &sql, const std::vector<QVariant> &values);
    QString toPositional(const QString &sql);

    // No reference to the Database is kept (it could outlive a temporary): the connection
    // below is all a statement needs.
    bool m_pg = false;
    // SQLite
    std::unique_ptr<QSqlQuery> m_query;
    // PostgreSQL
    QSqlDatabase m_connection;
    QString m_sql;               // with $n placeholders
    QHash<QString, int> m_names; // :name → parameter index
    std::vector<QVariant> m_values;
    int m_nextPositional = 0;
    std::unique_ptr<PgResult> m_result;
    int m_row = -1;
    QSqlError m_error;
};

} // namespace roofline::storage
