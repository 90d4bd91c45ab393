// SPDX-License-Identifier: MIT
#include "storage/Query.h"

#include "storage/PgHandle.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSqlDriver>
#include <cmath>
#include <libpq-fe.h>

namespace roofline::storage {

namespace {

// PostgreSQL type OIDs (pg_type.h) of the columns we read.
constexpr Oid kBool = 16;
constexpr Oid kBytea = 17;
constexpr Oid kInt8 = 20;
constexpr Oid kInt2 = 21;
constexpr Oid kInt4 = 23;
constexpr Oid kOid = 26;
constexpr Oid kFloat4 = 700;
constexpr Oid kFloat8 = 701;
constexpr Oid kNumeric = 1700;

QSqlError pgError(PGconn *connection, const PGresult *result) {
    QString code =
        result ? QString::fromLatin1(PQresultErrorField(result, PG_DIAG_SQLSTATE)) : QString();
    QString text = QString::fromUtf8(result ? PQresultErrorMessage(result)
                                            : (connection ? PQerrorMessage(connection) : ""))
                       .trimmed();
    QSqlError::ErrorType type = QSqlError::StatementError;
    if (!connection || PQstatus(connection) == CONNECTION_BAD) {
        // connection_failure: worth trying again on a fresh connection.
        type = QSqlError::ConnectionError;
        if (code.isEmpty())
            code = QStringLiteral("08006");
        if (text.isEmpty())
            text = Query::tr("the connection to the server was lost");
    }
    return QSqlError(QString(), text, type, code);
}

} // namespace

// Owns a PGresult.
class PgResult {
public:
    explicit PgResult(PGresult *r)
        : result(r) {}
    ~PgResult() { PQclear(result); }
    PgResult(const PgResult &) = delete;
    PgResult &operator=(const PgResult &) = delete;
    PGresult *result;
};

Query::Query(const Database &database)
    : m_pg(database.isPostgres()) {
    if (m_pg)
        m_connection = database.connection();
    else
        m_query = std::make_unique<QSqlQuery>(database.connection());
}

Query::~Query() = default;

void Query::setForwardOnly(bool forward) {
    if (!m_pg)
        m_query->setForwardOnly(forward);
}

QString Query::toPositional(const QString &sql) {
    // `?` and `:name` become $1, $2 …; quoted text and identifiers are left alone.
    QString out;
    out.reserve(sql.size() + 16);
    m_names.clear();
    int count = 0;
    QChar quote;
    for (qsizetype i = 0; i < sql.size(); ++i) {
        const QChar c = sql.at(i);
        if (!quote.isNull()) {
            out += c;
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            out += c;
        } else if (c == QLatin1Char('?')) {
            out += QStringLiteral("$%1").arg(++count);
        } else if (c == QLatin1Char(':') && i + 1 < sql.size()
                   && (sql.at(i + 1).isLetter() || sql.at(i + 1) == QLatin1Char('_'))
                   && (i == 0 || sql.at(i - 1) != QLatin1Char(':'))) {
            qsizetype end = i + 1;
            while (end < sql.size()
                   && (sql.at(end).isLetterOrNumber() || sql.at(end) == QLatin1Char('_')))
                ++end;
            const QString name = sql.mid(i, end - i);
            auto it = m_names.find(name);
            if (it == m_names.end())
                it = m_names.insert(name, count++);
            out += QStringLiteral("$%1").arg(*it + 1);
            i = end - 1;
        } else {
            out += c;
        }
    }
    m_values.assign(size_t(count), QVariant());
    return out;
}

bool Query::prepare(const QString &sql) {
    m_error = QSqlError();
    if (!m_pg)
        return m_query->prepare(sql);
    m_result.reset();
    m_row = -1;
    m_nextPositional = 0;
    m_sql = toPositional(sql);
    return true;
}

void Query::addBindValue(const QVariant &value) {
    if (!m_pg) {
        m_query->addBindValue(value);
        return;
    }
    if (size_t(m_nextPositional) >= m_values.size())
        m_values.resize(size_t(m_nextPositional) + 1);
    m_values[size_t(m_nextPositional++)] = value;
}

void Query::bindValue(const QString &placeholder, const QVariant &value) {
    if (!m_pg) {
        m_query->bindValue(placeholder, value);
        return;
    }
    if (const auto it = m_names.constFind(placeholder); it != m_names.constEnd())
        m_values[size_t(*it)] = value;
}

bool Query::exec() {
    m_error = QSqlError();
    if (!m_pg)
        return m_query->exec();
    m_nextPositional = 0; // as QSqlQuery: the next addBindValue() binds the first again
    return execPg(m_sql, m_values);
}

bool Query::exec(const QString &sql) {
    m_error = QSqlError();
    if (!m_pg)
        return m_query->exec(sql);
    return execPg(sql, {});
}

bool Query::execPg(const QString &sql, const std::vector<QVariant> &values) {
    m_result.reset();
    m_row = -1;
    PGconn *connection = pgHandle(m_connection);
    if (!connection) {
        m_error = QSqlError(QString(), tr("not connected to the server"),
                            QSqlError::ConnectionError, QStringLiteral("08003"));
        return false;
    }
    // The texts of the values (UTF-8, or raw bytes for BLOBs) must live until PQexecParams
    // returns.
    std::vector<QByteArray> data(values.size());
    std::vector<const char *> pointers(values.size(), nullptr);
    std::vector<int> lengths(values.size(), 0);
    std::vector<int> formats(values.size(), 0);
    for (size_t i = 0; i < values.size(); ++i) {
        const QVariant &v = values[i];
        if (v.isNull())
            continue; // SQL NULL
        switch (v.metaType().id()) {
        case QMetaType::QByteArray:
            data[i] = v.toByteArray();
            formats[i] = 1; // binary: a BYTEA as it is
            break;
        case QMetaType::Bool:
            data[i] = v.toBool() ? "true" : "false";
            break;
        case QMetaType::Double:
        case QMetaType::Float: {
            const double d = v.toDouble();
            data[i] = std::isnan(d)   ? QByteArray("NaN")
                      : std::isinf(d) ? QByteArray(d > 0 ? "Infinity" : "-Infinity")
                                      : QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
            break;
        }
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::Long:
        case QMetaType::ULong:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Short:
        case QMetaType::UShort:
            data[i] = v.toString().toLatin1();
            break;
        default: {
            const QString s = v.toString();
            // libpq takes text values as C strings; PostgreSQL's text cannot hold U+0000 at
            // all. Say so instead of storing a value cut short.
            if (s.contains(QChar(0))) {
                m_error = QSqlError(QString(),
                                    tr("text holding U+0000 (NUL) cannot be stored in "
                                       "PostgreSQL"),
                                    QSqlError::StatementError, QStringLiteral("22021"));
                return false;
            }
            data[i] = s.toUtf8();
            break;
        }
        }
        pointers[i] = data[i].constData();
        lengths[i] = int(data[i].size());
    }
    const QByteArray text = sql.toUtf8();
    PGresult *result = values.empty()
                           ? PQexec(connection, text.constData())
                           : PQexecParams(connection, text.constData(), int(values.size()), nullptr,
                                          pointers.data(), lengths.data(), formats.data(), 0);
    const ExecStatusType status = result ? PQresultStatus(result) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
        m_error = pgError(connection, result);
        PQclear(result);
        return false;
    }
    m_result = std::make_unique<PgResult>(result);
    return true;
}

bool Query::next() {
    if (!m_pg) {
        const bool ok = m_query->next();
        if (!ok && m_query->lastError().type() != QSqlError::NoError)
            m_error = m_query->lastError();
        return ok;
    }
    if (!m_result || m_row + 1 >= PQntuples(m_result->result))
        return false;
    ++m_row;
    return true;
}

QVariant Query::value(int column) const {
    if (!m_pg)
        return m_query->value(column);
    if (!m_result || m_row < 0 || column >= PQnfields(m_result->result))
        return QVariant();
    PGresult *r = m_result->result;
    if (PQgetisnull(r, m_row, column))
        return QVariant();
    const char *text = PQgetvalue(r, m_row, column);
    const int length = PQgetlength(r, m_row, column);
    switch (PQftype(r, column)) {
    case kBool:
        return QVariant(text[0] == 't');
    case kInt2:
    case kInt4:
    case kInt8:
    case kOid:
        return QVariant(QByteArray::fromRawData(text, length).toLongLong());
    case kFloat4:
    case kFloat8:
    case kNumeric:
        return QVariant(QByteArray::fromRawData(text, length).toDouble());
    case kBytea: {
        size_t n = 0;
        unsigned char *bytes = PQunescapeBytea(reinterpret_cast<const unsigned char *>(text), &n);
        const QByteArray out(reinterpret_cast<const char *>(bytes), qsizetype(n));
        PQfreemem(bytes);
        return QVariant(out);
    }
    default:
        return QVariant(QString::fromUtf8(text, length));
    }
}

QSqlError Query::lastError() const {
    if (!m_pg && m_error.type() == QSqlError::NoError)
        return m_query->lastError();
    return m_error;
}

int Query::numRowsAffected() const {
    if (!m_pg)
        return m_query->numRowsAffected();
    return m_result ? QByteArray(PQcmdTuples(m_result->result)).toInt() : -1;
}

QVariant Query::lastInsertId() const {
    return m_pg ? QVariant() : m_query->lastInsertId();
}

void Query::finish() {
    if (!m_pg) {
        m_query->finish();
        return;
    }
    m_result.reset();
    m_row = -1;
}

} // namespace roofline::storage
