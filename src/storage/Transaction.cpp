// SPDX-License-Identifier: MIT
#include "storage/Transaction.h"

#include "storage/ChangeStamp.h"
#include "storage/LiveDatabaseFiles.h"
#include "storage/Query.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace roofline::storage {

namespace {
// The busy timeout already waits for the lock; these retries cover the rare busy answers
// SQLite gives without waiting (e.g. while a WAL checkpoint restarts the log).
constexpr int kAttempts = 5;

bool isBusy(const QSqlError &e) {
    return SqlDialect::errorKind(Backend::SQLite, e) == ErrorKind::Retryable;
}
} // namespace

Transaction::Transaction(const Database &database)
    : m_database(database)
    , m_db(database.connection()) {}

Transaction::~Transaction() {
    if (m_active)
        rollback();
}

bool Transaction::begin() {
    if (!m_db.isOpen()) {
        m_error = m_database.error(tr("cannot be opened"), m_db.lastError());
        return false;
    }
    // Defence in depth (LiveDatabaseFiles): no write into a log another program deleted, or
    // under locks this process lost; the file is compromised from then on.
    if (!m_database.isPostgres()) {
        if (!m_database.readOnlyReason().isEmpty()) {
            m_error = m_database.error(tr("cannot be written"), m_database.readOnlyReason(),
                                       ErrorKind::DiskFull);
            return false;
        }
        if (auto ok = LiveDatabaseFiles::verify(m_database.path()); !ok) {
            m_error = ok.error();
            return false;
        }
    }
    Query q(m_database);
    const QString begin =
        m_database.isPostgres() ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE");
    for (int attempt = 1; attempt <= kAttempts; ++attempt) {
        if (q.exec(begin)) {
            m_active = true;
            m_database.setInTransaction(true);
            return true;
        }
        if (m_database.isPostgres() || !isBusy(q.lastError()))
            break;
        QThread::msleep(50 * attempt);
    }
    m_error = m_database.error(tr("cannot start a write transaction"), q.lastError());
    return false;
}

bool Transaction::commit() {
    Query q(m_database);
    // Other processes' pages refresh (ChangeStamp): delivered only if the commit succeeds.
    // SQLite needs nothing: its data_version moves by itself.
    if (m_database.isPostgres()
        && !q.exec(QStringLiteral("NOTIFY ") + ChangeStamp::channel(m_database))) {
        m_error = m_database.error(tr("cannot commit, nothing was changed"), q.lastError());
        rollback();
        return false;
    }
    for (int attempt = 1; attempt <= kAttempts; ++attempt) {
        if (q.exec(QStringLiteral("COMMIT"))) {
            m_active = false;
            m_database.setInTransaction(false);
            // A commit into a log another program deleted meanwhile is not stored: say so
            // rather than "saved" (the file is compromised from now on).
            if (!m_database.isPostgres()) {
                if (auto ok = LiveDatabaseFiles::verify(m_database.path()); !ok) {
                    m_error = ok.error();
                    return false;
                }
            }
            return true;
        }
        if (m_database.isPostgres() || !isBusy(q.lastError()))
            break;
        QThread::msleep(50 * attempt);
    }
    m_error = m_database.error(tr("cannot commit, nothing was changed"), q.lastError());
    rollback();
    return false;
}

void Transaction::rollback() {
    Query q(m_database);
    q.exec(QStringLiteral("ROLLBACK"));
    m_active = false;
    m_database.setInTransaction(false);
}

} // namespace roofline::storage
