// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/ProfileRepository.h"
#include "storage/RunRepository.h"
#include "support/Waits.h"
#include "usecases/JobTracker.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>
#include <optional>

// Shared by the UI tests: a database in a temporary folder and synthetic runs.
namespace uitest {

inline void isolateSettings(const char *name) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RooflineLabTest"));
    QCoreApplication::setApplicationName(QString::fromLatin1(name));
}

inline roofline::Measurement bandwidth(const QString &level, double value, double stddev = 0) {
    roofline::Measurement m;
    m.probe = QStringLiteral("cpu.bandwidth");
    m.metric = QStringLiteral("bandwidth");
    m.level = level;
    m.kernel = QStringLiteral("read");
    m.workingSetBytes = level == QLatin1String("L1") ? 16384 : (1LL << 30);
    m.threads = 1;
    m.value = m.best = m.max = value;
    m.min = m.median = m.mean = value * 0.99;
    m.stddev = stddev;
    m.unit = QStringLiteral("B/s");
    m.n = 10;
    return m;
}

inline roofline::Run run(const QString &device, const QString &host, double dram,
                         const QStringList &tags = {}, int daysAgo = 0) {
    roofline::Run r;
    r.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.startedAt = QDateTime::currentDateTimeUtc().addDays(-daysAgo);
    r.finishedAt = r.startedAt.addSecs(60);
    r.status = roofline::Run::Status::Complete;
    r.suite = QStringLiteral("quick");
    r.tags = tags;
    r.appVersion = QStringLiteral("test");
    r.host.hostname = host;
    r.host.os = QStringLiteral("Linux");
    r.device.id = QStringLiteral("cpu");
    r.device.name = device;
    r.measurements << bandwidth(QStringLiteral("L1"), 2e11, 1e8)
                   << bandwidth(QStringLiteral("DRAM"), dram, dram * 0.001);
    return r;
}

// A fresh database in `dir`, with the catalog seeded.
inline roofline::storage::Database database(const QTemporaryDir &dir) {
    auto db = roofline::storage::DatabaseOpener::open(dir.filePath(QStringLiteral("test.sqlite")));
    if (!db)
        qFatal("cannot open the test database: %s", qPrintable(db.error().text()));
    if (const auto synced = roofline::storage::ProfileRepository(*db).syncBuiltInCatalog(); !synced)
        qFatal("cannot seed the catalog: %s", qPrintable(synced.error().text()));
    return *db;
}

// Turns the event loop until every job of every JobTracker has answered (or was dropped) and
// nothing new started for a few turns: pages read and write off the GUI thread, so a test
// looks once they are done. False after `timeoutMs`.
inline bool settle(int timeoutMs = 60000) {
    int quiet = 0;
    return roofline::support::waitFor(
        [&quiet] {
            quiet = roofline::usecases::JobTracker::pendingJobs() == 0 ? quiet + 1 : 0;
            return quiet >= 4; // the first look is before any turn of the loop
        },
        timeoutMs);
}

inline qint64 store(const roofline::storage::Database &db, const roofline::Run &r) {
    auto id = roofline::storage::RunRepository(db).insert(r);
    if (!id)
        qFatal("cannot store a test run: %s", qPrintable(id.error().text()));
    return *id;
}

} // namespace uitest
