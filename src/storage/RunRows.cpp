// SPDX-License-Identifier: MIT
#include "storage/RunRows.h"

#include "model/MeasurementKind.h"
#include "storage/ColumnValue.h"
#include "storage/Query.h"
#include "storage/RunRepository.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QtEndian>
#include <cstring>
#include <iterator>

namespace roofline::storage {

qint64 RunRows::leaseMs() {
    constexpr qint64 kDefaultMs = 300'000;
    bool ok = false;
    const double seconds = qEnvironmentVariable("ROOFLINE_RUN_LEASE").toDouble(&ok);
    if (!ok || !(seconds > 0) || seconds > 365.0 * 86400)
        return kDefaultMs;
    return qMax<qint64>(1, qint64(seconds * 1000));
}

qint64 RunRows::heartbeatIntervalMs() {
    return qMax<qint64>(100, leaseMs() / 10);
}

QString RunRows::statusColumn(const QString &prefix) {
    const qint64 cutoff = QDateTime::currentMSecsSinceEpoch() - leaseMs();
    return QStringLiteral("(CASE WHEN %1status = 'running' AND COALESCE(%1heartbeat_at,"
                          " %1started_at) < %2 THEN 'abandoned' ELSE %1status END)")
        .arg(prefix)
        .arg(cutoff);
}

QString RunRows::abandonedReason() {
    return QCoreApplication::translate(
               "roofline::storage::RunRows",
               "abandoned: the process storing it has not renewed its heartbeat for longer than "
               "the lease (%1 s): it was killed or its machine went down; the measurements it "
               "stored are kept")
        .arg(QLocale::c().toString(double(leaseMs()) / 1000.0, 'g', 6));
}

QString RunRows::runColumns() {
    return QStringLiteral("r.id, r.uuid, r.started_at, r.finished_at, ") + statusColumn()
           + QStringLiteral(
               ", r.reason, r.suite, r.notes,"
               " r.app_version, r.host_name, r.host_os, r.host_cpu, r.host_cores,"
               " r.host_memory_bytes, r.device_id, r.device_name, r.device_uuid, r.device_driver,"
               " r.measurement_count, r.extra_json");
}

Run RunRows::run(const Query &q, bool withProvenance) {
    Run run;
    run.id = q.value(0).toLongLong();
    run.uuid = q.value(1).toString();
    run.startedAt = ColumnValue::time(q.value(2));
    run.finishedAt = ColumnValue::time(q.value(3));
    run.status = Run::statusFromName(q.value(4).toString()).value_or(Run::Status::Failed);
    run.reason = q.value(5).toString();
    if (run.status == Run::Status::Abandoned && run.reason.isEmpty())
        run.reason = abandonedReason();
    run.suite = q.value(6).toString();
    run.notes = q.value(7).toString();
    run.appVersion = q.value(8).toString();
    run.host.hostname = q.value(9).toString();
    run.host.os = q.value(10).toString();
    run.host.cpu = q.value(11).toString();
    run.host.cores = q.value(12).toLongLong();
    run.host.memoryBytes = q.value(13).toLongLong();
    run.device.id = q.value(14).toString();
    run.device.name = q.value(15).toString();
    run.device.uuid = q.value(16).toString();
    run.device.driver = q.value(17).toString();
    run.measurementCount = q.value(18).toLongLong();
    if (withProvenance) {
        run.extra = ColumnValue::object(q.value(19));
        run.host.provenance = ColumnValue::object(q.value(20));
        run.device.provenance = ColumnValue::object(q.value(21));
    }
    return run;
}

const QString &RunRows::statisticsColumns() {
    static const QString columns = QStringLiteral(
        "s.probe, s.metric, s.level, s.format, s.kernel, s.working_set_bytes, s.threads, s.unit,"
        " m.value, m.best, m.min, m.median, m.max, m.mean, m.stddev, m.cov, m.n");
    return columns;
}

const QString &RunRows::measurementColumns() {
    static const QString columns = statisticsColumns()
                                   + QStringLiteral(", m.params, m.sample_count, m.samples,"
                                                    " m.flags, m.extra_json, m.checksum");
    return columns;
}

namespace {
enum class Sql : char { Real, Integer, Text, Blob };
// measurementColumns()' 22 payload columns, by SQL type.
constexpr Sql kColumnTypes[22] = {Sql::Text,    Sql::Text,    Sql::Text, Sql::Text,    Sql::Text,
                                  Sql::Integer, Sql::Integer, Sql::Text, Sql::Real,    Sql::Real,
                                  Sql::Real,    Sql::Real,    Sql::Real, Sql::Real,    Sql::Real,
                                  Sql::Real,    Sql::Integer, Sql::Text, Sql::Integer, Sql::Blob,
                                  Sql::Text,    Sql::Text};
} // namespace

QString RunRows::measurementDigest(const QVariantList &columns) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const auto add64 = [&hash](quint64 bits) {
        char bytes[8];
        qToLittleEndian(bits, bytes);
        hash.addData(QByteArrayView(bytes, 8));
    };
    for (qsizetype i = 0; i < qsizetype(std::size(kColumnTypes)); ++i) {
        const QVariant v = i < columns.size() ? columns.at(i) : QVariant();
        if (v.isNull()) {
            hash.addData(QByteArrayView("\0N", 2));
            continue;
        }
        switch (kColumnTypes[i]) {
        case Sql::Real: {
            const double d = v.toDouble();
            quint64 bits = 0;
            std::memcpy(&bits, &d, sizeof bits);
            hash.addData(QByteArrayView("R", 1));
            add64(bits);
            break;
        }
        case Sql::Integer:
            hash.addData(QByteArrayView("I", 1));
            add64(quint64(v.toLongLong()));
            break;
        case Sql::Text: {
            const QByteArray utf8 = v.toString().toUtf8();
            hash.addData(QByteArrayView("T", 1));
            add64(quint64(utf8.size()));
            hash.addData(utf8);
            break;
        }
        case Sql::Blob: {
            const QByteArray bytes = v.toByteArray();
            hash.addData(QByteArrayView("B", 1));
            add64(quint64(bytes.size()));
            hash.addData(bytes);
            break;
        }
        }
    }
    return QString::fromLatin1(hash.result().left(16).toHex());
}

bool RunRows::measurementIntact(const Query &q) {
    const QVariant stored = q.value(22);
    if (stored.isNull())
        return true;
    QVariantList columns;
    columns.reserve(22);
    for (int i = 0; i < 22; ++i)
        columns << q.value(i);
    return measurementDigest(columns) == stored.toString();
}

Measurement RunRows::statistics(const Query &q, int first) {
    Measurement m;
    m.probe = q.value(first).toString();
    m.metric = q.value(first + 1).toString();
    m.level = q.value(first + 2).toString();
    m.format = q.value(first + 3).toString();
    m.kernel = q.value(first + 4).toString();
    m.workingSetBytes = q.value(first + 5).toLongLong();
    m.threads = q.value(first + 6).toLongLong();
    m.unit = q.value(first + 7).toString();
    m.value = q.value(first + 8).toDouble();
    m.best = q.value(first + 9).toDouble();
    m.min = q.value(first + 10).toDouble();
    m.median = q.value(first + 11).toDouble();
    m.max = q.value(first + 12).toDouble();
    m.mean = q.value(first + 13).toDouble();
    m.stddev = q.value(first + 14).toDouble();
    if (const QVariant cov = q.value(first + 15); !cov.isNull())
        m.cov = cov.toDouble();
    m.n = q.value(first + 16).toLongLong();
    return m;
}

Measurement RunRows::measurement(const Query &q) {
    Measurement m = statistics(q, 0);
    m.params = ColumnValue::object(q.value(17));
    if (!q.value(18).isNull())
        m.samples = RunRepository::decodeSamples(q.value(19).toByteArray());
    if (const QVariant flags = q.value(20); !flags.isNull()) {
        QStringList list;
        const QJsonArray flagListJson = QJsonDocument::fromJson(flags.toByteArray()).array();
        for (const QJsonValue &f : flagListJson)
            list << f.toString();
        m.flags = list;
    }
    if (const QVariant extra = q.value(21); !extra.isNull())
        m.extra = ColumnValue::object(extra);
    MeasurementKind::normaliseLegacy(m); // rows an earlier version stored
    return m;
}

} // namespace roofline::storage
