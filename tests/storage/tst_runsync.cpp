// SPDX-License-Identifier: MIT
// `runs sync`: SQLite → (SQLite or PostgreSQL) → SQLite loses nothing (parsed bundles equal),
// reruns copy nothing, an interrupted sync is finished by the next one, runs still being
// written wait, user profiles travel and conflicting ones are kept. Plus the CLI form.
#include "model/Catalog.h"
#include "model/RunBundle.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/ProfileRepository.h"
#include "storage/RunRepository.h"
#include "storage/RunSync.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>

using namespace roofline;
using namespace roofline::storage;

namespace {

// Every stored run as a parsed bundle, in uuid order: what "loses nothing" compares.
QJsonDocument everything(const Database &db) {
    RunRepository repo(db);
    QList<Run> runs;
    const auto listed = repo.list();
    for (const Run &r : *listed)
        runs << *repo.get(r.id);
    std::sort(runs.begin(), runs.end(), [](const Run &a, const Run &b) { return a.uuid < b.uuid; });
    return QJsonDocument::fromJson(RunBundle::write(runs));
}

} // namespace

class TestRunSync : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ROOFLINE_REQUIRE_TEST_BACKEND(); }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void roundTripLosesNothing() {
        QTemporaryDir dir;
        const auto a = DatabaseOpener::open(dir.filePath(QStringLiteral("a.sqlite")));
        const auto b = DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("b.sqlite")));
        const auto c = DatabaseOpener::open(dir.filePath(QStringLiteral("c.sqlite")));
        QVERIFY(a.ok() && b.ok() && c.ok());
        RunRepository repo(*a);
        for (int i = 0; i < 7; ++i) {
            Run run = testing::syntheticRun(i, 40 + i, 5);
            run.tags << QStringLiteral("synced");
            if (i == 2)
                run.measurements[0].samples.reset(); // "no samples key" survives too
            if (i == 3)
                run.status = Run::Status::Cancelled;
            QVERIFY(repo.insert(run).ok());
        }
        const qint64 running = *repo.begin(testing::syntheticRun(50, 3, 2));
        HardwareProfile gpu = Catalog::builtIn().gpus().first();
        gpu.id = QStringLiteral("lab-gpu");
        gpu.source = QStringLiteral("user");
        QVERIFY(ProfileRepository(*a).saveGpu(gpu).ok());

        // An earlier sync that failed after its first batch: two runs are there already.
        QList<Run> firstTwo;
        RunFilter finished;
        finished.status = Run::Status::Complete;
        finished.limit = 2;
        const auto listed = repo.list(finished);
        for (const Run &r : *listed)
            firstTwo << *repo.get(r.id);
        QVERIFY(RunRepository(*b).import(firstTwo).ok());

        auto counts = RunSync(*a, *b).run();
        QVERIFY2(counts.ok(), qPrintable(counts.ok() ? QString() : counts.error().message));
        QCOMPARE(counts->runsCopied, 5);
        QCOMPARE(counts->runsSkipped, 2);
        QCOMPARE(counts->runsUnfinished, 1);
        QCOMPARE(counts->profilesCopied, 1);
        QCOMPARE(ProfileRepository(*b).gpu(QStringLiteral("lab-gpu"))->name, gpu.name);

        // Idempotent.
        counts = RunSync(*a, *b).run();
        QCOMPARE(counts->runsCopied, 0);
        QCOMPARE(counts->runsSkipped, 7);
        QCOMPARE(counts->profilesSkipped, 1);

        // The finished run follows on the next sync; then back out to a third database.
        QVERIFY(repo.finish(running, Run::Status::Complete).ok());
        QCOMPARE(RunSync(*a, *b).run()->runsCopied, 1);
        counts = RunSync(*b, *c).run();
        QCOMPARE(counts->runsCopied, 8);
        QCOMPARE(everything(*c), everything(*a));
        QCOMPARE(everything(*b), everything(*a));

        // A profile that differs in the target is kept there and reported.
        gpu.name = QStringLiteral("edited on the node");
        QVERIFY(ProfileRepository(*a).saveGpu(gpu).ok());
        counts = RunSync(*a, *b).run();
        QCOMPARE(counts->conflicts, QStringList{QStringLiteral("lab-gpu")});
        QVERIFY(ProfileRepository(*b).gpu(QStringLiteral("lab-gpu"))->name != gpu.name);
    }

    void cliSync() {
        QTemporaryDir dir;
        const QString from = dir.filePath(QStringLiteral("node.sqlite"));
        const QString to = testing::testLocation(dir, QStringLiteral("lab.sqlite"));
        {
            const auto a = DatabaseOpener::open(from);
            QVERIFY(a.ok());
            for (int i = 0; i < 3; ++i)
                QVERIFY(RunRepository(*a).insert(testing::syntheticRun(i, 10, 3)).ok());
            a->closeConnection();
        }
        const auto sync = [&] {
            QProcess p;
            p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                    {QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("sync"),
                     QStringLiteral("--from"), from, QStringLiteral("--to"), to});
            p.waitForFinished(60000);
            if (p.exitCode() != 0)
                qWarning("%s", p.readAllStandardError().constData());
            return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        };
        QJsonObject out = sync();
        QCOMPARE(out.value(QLatin1String("runs")).toObject().value(QLatin1String("copied")).toInt(),
                 3);
        out = sync();
        QCOMPARE(out.value(QLatin1String("runs")).toObject().value(QLatin1String("copied")).toInt(),
                 0);
        QCOMPARE(
            out.value(QLatin1String("runs")).toObject().value(QLatin1String("skipped")).toInt(), 3);
    }

    // A run the target cannot hold (a NUL in its notes, stored in an SQLite file before NUL was
    // refused at the door; PostgreSQL's text cannot carry it, so no database takes it any
    // more) is skipped and reported, every other run is copied, and a rerun reports it again
    // instead of stopping for good.
    // Special characters otherwise travel exactly: values are bound, never inlined.
    void aBadRunIsSkippedNotFatal() {
        QTemporaryDir dir;
        const auto a = DatabaseOpener::open(dir.filePath(QStringLiteral("a.sqlite")));
        const auto b = DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("b.sqlite")));
        QVERIFY(a.ok() && b.ok());
        RunRepository repo(*a);
        QStringList uuids;
        for (int i = 0; i < 25; ++i) {
            Run run = testing::syntheticRun(i, 3, 2);
            if (i == 4)
                run.notes = QStringLiteral("it's a \\ \"quote\"; DROP TABLE runs; -- ' || '");
            uuids << run.uuid;
            QVERIFY(repo.insert(run).ok());
        }
        // The old way a NUL got in: written straight into the file.
        QSqlQuery q(a->connection());
        q.prepare(QStringLiteral("UPDATE runs SET notes = ? WHERE uuid = ?"));
        q.addBindValue(QString(QStringLiteral("before") + QChar(0) + QStringLiteral("after")));
        q.addBindValue(uuids.at(7));
        QVERIFY(q.exec());
        const auto counts = RunSync(*a, *b).run();
        QVERIFY2(counts.ok(), qPrintable(counts.ok() ? QString() : counts.error().text()));
        const int expected = 24;
        QCOMPARE(counts->runsCopied, expected);
        QCOMPARE(counts->failed.size(), 1);
        QVERIFY2(counts->failed.first().startsWith(uuids.at(7))
                     && counts->failed.first().contains(QLatin1String("U+0000")),
                 qPrintable(counts->failed.first()));
        const auto again = RunSync(*a, *b).run();
        QCOMPARE(again->runsCopied, 0);
        QCOMPARE(again->failed.size(), 1);
        const auto tricky = RunRepository(*b).find(uuids.at(4));
        QVERIFY(tricky.ok());
        QCOMPARE(tricky->notes, QStringLiteral("it's a \\ \"quote\"; DROP TABLE runs; -- ' || '"));
        QCOMPARE(*RunRepository(*b).count(), qint64(expected));
    }
};

QTEST_GUILESS_MAIN(TestRunSync)
#include "tst_runsync.moc"
