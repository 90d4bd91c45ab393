#pragma once

#include "model/Result.h"
#include "storage/Database.h"

#include <QSqlDatabase>

namespace roofline::storage {

// A short write transaction on the calling thread's connection. BEGIN IMMEDIATE takes the
// write lock up front, so a reader never has to be upgraded mid-transaction (which SQLite
// answers with an immediate "database is locked" that no busy timeout covers). Rolls back
// unless committed.
class Transaction {
public:
    explicit Transaction(const Database &database);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool begin();
    bool commit();
    void rollback();
    const Error &error() const { return m_error; }

private:
    const Database &m_database;
    QSqlDatabase m_db;
    bool m_active = false;
    Error m_error;
};

} // namespace roofline::storage
