#include "storage/Transaction.h"

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
    const int code = e.nativeErrorCode().toInt() & 0xff;
    return code == 5 || code == 6; // SQLITE_BUSY, SQLITE_LOCKED
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
        m_error = m_database.error(tr("cannot be opened"), m_db.lastError().text());
        return false;
    }
    QSqlQuery q(m_db);
    const QString begin =
        m_database.isPostgres() ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE");
    for (int attempt = 1; attempt <= kAttempts; ++attempt) {
        if (q.exec(begin)) {
            m_active = true;
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
    QSqlQuery q(m_db);
    for (int attempt = 1; attempt <= kAttempts; ++attempt) {
        if (q.exec(QStringLiteral("COMMIT"))) {
            m_active = false;
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
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("ROLLBACK"));
    m_active = false;
}

} // namespace roofline::storage
