// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QThread>
#include <random>

namespace roofline::storage {

// A short write transaction on the calling thread's connection. On SQLite, BEGIN IMMEDIATE
// takes the write lock up front, so a reader never has to be upgraded mid-transaction (which
// SQLite answers with an immediate "database is locked" that no busy timeout covers). On
// PostgreSQL it is a plain READ COMMITTED transaction: many nodes write at once, and a
// conflict (deadlock, the same uuid stored concurrently) aborts the whole transaction, which
// retrying() below runs again. Rolls back unless committed.
class Transaction {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::Transaction)

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

// Runs `body` (which opens and commits its own Transaction) again while it fails with an
// error of kind Retryable, one a fresh attempt may not hit: SQLite busy, PostgreSQL
// serialization failure, deadlock, a unique key another writer took between our check and our
// insert, or a lost connection (the next attempt connects anew). The random back-off keeps
// colliding writers from colliding again in lock step. Longer outages (a server restarting
// for seconds) are the caller's to ride out: the probe runner keeps what it could not store
// and tries again with its own back-off.
template<typename Body>
auto retrying(Body &&body) -> decltype(body()) {
    constexpr int kAttempts = 8;
    thread_local std::minstd_rand random(std::random_device{}());
    for (int attempt = 1;; ++attempt) {
        auto result = body();
        if (result.ok() || attempt == kAttempts || !result.error().is(ErrorKind::Retryable))
            return result;
        QThread::msleep(std::uniform_int_distribution<unsigned long>(5, 20 * attempt)(random));
    }
}

} // namespace roofline::storage
