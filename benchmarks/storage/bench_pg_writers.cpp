// SPDX-License-Identifier: MIT
// Issue 8: 20 writer processes store runs into one PostgreSQL database at the same time for a
// minute (ROOFLINE_BENCH_WRITER_SECONDS overrides), as a lab's nodes do after a maintenance
// window. Reports the runs stored, errors (must be 0), duplicates (must be 0), runs the
// writers reported but the database lacks (must be 0), and the throughput.
//   bench_pg_writers                    -- the benchmark (ROOFLINE_TEST_PG_URL names the server)
//   bench_pg_writers --writer URL S N   -- one writer: whole runs for S seconds as host writer-N
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunRepository.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTest>
#include <cstdio>
#include <cstring>

using namespace roofline;
using namespace roofline::storage;

namespace {

constexpr int kWriters = 20;
constexpr int kMeasurements = 100; // per run, 10 samples each: a quick suite's size
constexpr int kSamples = 10;

// Stores whole runs until the time is up. A failed insert is counted and reported, not fatal:
// the benchmark wants to know how many fail, not only whether one did.
int writerMain(const QStringList &args) {
    const auto db = DatabaseOpener::open(args.at(2));
    if (!db) {
        std::printf("stored 0 errors 1\n");
        std::fprintf(stderr, "%s\n", qPrintable(db.error().text()));
        return 1;
    }
    const qint64 seconds = args.at(3).toLongLong();
    const QString host =
        QStringLiteral("writer-%1").arg(args.at(4).toInt(), 2, 10, QLatin1Char('0'));
    RunRepository repo(*db);
    QElapsedTimer timer;
    timer.start();
    int stored = 0, errors = 0;
    while (timer.elapsed() < seconds * 1000) {
        Run run = testing::syntheticRun(stored + errors, kMeasurements, kSamples);
        run.host.hostname = host;
        if (const auto id = repo.insert(run); id) {
            ++stored;
        } else {
            ++errors;
            std::fprintf(stderr, "%s: %s\n", qPrintable(host), qPrintable(id.error().text()));
        }
    }
    std::printf("stored %d errors %d ms %lld\n", stored, errors, timer.elapsed());
    return errors == 0 ? 0 : 1;
}

} // namespace

class BenchPgWriters : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!testing::wantPostgres() || testing::postgresUrl().isEmpty())
            QSKIP("PostgreSQL only: run eval \"$(scripts/test-postgres.sh start)\" first");
    }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void twentyWritersForAMinute() {
        const QString url = testing::freshPostgresUrl();
        const auto db = DatabaseOpener::open(url); // migrated once, before the writers start
        QVERIFY2(db, db ? "" : qPrintable(db.error().text()));
        const int seconds = qEnvironmentVariableIntValue("ROOFLINE_BENCH_WRITER_SECONDS") > 0
                                ? qEnvironmentVariableIntValue("ROOFLINE_BENCH_WRITER_SECONDS")
                                : 60;
        QElapsedTimer wall;
        wall.start();
        QList<QProcess *> writers;
        for (int i = 0; i < kWriters; ++i) {
            auto *p = new QProcess(this);
            p->start(
                QCoreApplication::applicationFilePath(),
                {QStringLiteral("--writer"), url, QString::number(seconds), QString::number(i)});
            writers << p;
        }
        qint64 reported = 0, errors = 0;
        int crashed = 0;
        static const QRegularExpression line(QStringLiteral("stored (\\d+) errors (\\d+)"));
        for (QProcess *p : std::as_const(writers)) {
            p->waitForFinished((seconds + 120) * 1000);
            const auto m = line.match(QString::fromUtf8(p->readAllStandardOutput()));
            if (p->exitStatus() != QProcess::NormalExit || !m.hasMatch()) {
                ++crashed;
            } else {
                reported += m.captured(1).toLongLong();
                errors += m.captured(2).toLongLong();
            }
            const QByteArray err = p->readAllStandardError();
            if (!err.isEmpty())
                qWarning("%s", err.left(2000).constData());
            delete p;
        }
        const double elapsed = wall.elapsed() / 1000.0;
        QSqlQuery q(db->connection());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*), count(DISTINCT lower(uuid)),"
                                      " sum(measurement_count), count(DISTINCT host_name)"
                                      " FROM runs")));
        QVERIFY(q.next());
        const qint64 runs = q.value(0).toLongLong();
        const qint64 distinct = q.value(1).toLongLong();
        const qint64 measurements = q.value(2).toLongLong();
        const qint64 hosts = q.value(3).toLongLong();
        q.finish();
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM measurements")));
        QVERIFY(q.next());
        const qint64 rows = q.value(0).toLongLong();
        qInfo("%d writers for %d s (%.1f s wall): %lld runs stored (%lld reported by the writers),"
              " %lld errors, %d writers crashed, %lld duplicates, %lld measurement rows"
              " (%lld expected), %d hosts; %.1f runs/s, %.0f measurements/s",
              kWriters, seconds, elapsed, runs, reported, errors, crashed, runs - distinct, rows,
              measurements, int(hosts), runs / double(seconds), rows / double(seconds));
        QCOMPARE(crashed, 0);
        QCOMPARE(errors, qint64(0));
        QCOMPARE(runs - distinct, qint64(0)); // no duplicates
        QCOMPARE(runs, reported);             // nothing a writer committed is missing
        QCOMPARE(rows, measurements);         // every run whole
        QCOMPARE(rows, runs * kMeasurements);
        QCOMPARE(hosts, qint64(kWriters));
    }
};

int main(int argc, char **argv) {
    if (argc > 1 && std::strcmp(argv[1], "--writer") == 0) {
        QCoreApplication app(argc, argv);
        if (app.arguments().size() != 5)
            return 2;
        return writerMain(app.arguments());
    }
    QCoreApplication app(argc, argv);
    BenchPgWriters bench;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_pg_writers.moc"
