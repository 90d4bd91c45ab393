// SPDX-License-Identifier: MIT
// usecases::DatabaseWatcher: another process's or connection's write is told (SQLite's
// data_version, PostgreSQL's NOTIFY as the `_pg` entry), and nothing is told without one, after a
// switch, or for a write to another database on the same server.
#include "support/DatabasePing.h"
#include "support/TestBackend.h"
#include "support/UiTestSupport.h"
#include "support/Waits.h"
#include "usecases/DatabaseWatcher.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace roofline;

class TestDatabaseWatcher : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        ROOFLINE_REQUIRE_TEST_BACKEND();
        uitest::isolateSettings("tst_databasewatcher");
    }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void tellsWritesOfOthersOnly() {
        QTemporaryDir dir;
        const QString location = testing::testLocation(dir, QStringLiteral("watched.sqlite"));
        auto db = storage::DatabaseOpener::open(location);
        QVERIFY2(db, db ? "" : qPrintable(db.error().text()));
        usecases::DatabaseWatcher watcher;
        watcher.setInterval(50);
        QSignalSpy changed(&watcher, &usecases::DatabaseWatcher::changed);
        watcher.watch(*db);
        QVERIFY(watcher.isWatching());
        QVERIFY(support::awaitWatching(changed, *db));
        support::holdFor(400, "nobody writes: no notice may come within a while");
        QVERIFY2(changed.isEmpty(), "told a change nobody made");

        // Another process: `roofline runs import` of a bundle.
        QProcess cli;
        cli.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                  {QStringLiteral("--db"), location, QStringLiteral("runs"),
                   QStringLiteral("import"),
                   QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 10000);

        // Another connection of this process (this thread's, not the watcher's). A notice the
        // import's last commits left in the coalescing window (50 ms) comes first, not as news
        // of this write.
        support::holdFor(4 * watcher.interval(), "the import's coalescing window closes");
        changed.clear();
        uitest::store(*db, uitest::run(QStringLiteral("EPYC"), QStringLiteral("alpha"), 2e10));
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 10000);

        // Watching nothing: a write afterwards is nobody's news.
        watcher.watch(std::nullopt);
        QVERIFY(!watcher.isWatching());
        changed.clear();
        uitest::store(*db, uitest::run(QStringLiteral("EPYC"), QStringLiteral("alpha"), 2e10));
        support::holdFor(400, "not watching: no notice may come within a while");
        QVERIFY(changed.isEmpty());
    }

    // Another history on the same server (PostgreSQL: another schema, whose NOTIFY is
    // server-wide unless the channel is its own; SQLite: another file) is not this one's news.
    void anotherDatabaseIsNotNews() {
        QTemporaryDir dir;
        auto watched = storage::DatabaseOpener::open(
            testing::testLocation(dir, QStringLiteral("watched.sqlite")));
        auto other = storage::DatabaseOpener::open(
            testing::testLocation(dir, QStringLiteral("other.sqlite")));
        QVERIFY(watched && other);
        QVERIFY(watched->path() != other->path());
        usecases::DatabaseWatcher watcher;
        watcher.setInterval(50);
        QSignalSpy changed(&watcher, &usecases::DatabaseWatcher::changed);
        watcher.watch(*watched);
        QVERIFY(support::awaitWatching(changed, *watched));
        for (int i = 0; i < 3; ++i)
            uitest::store(*other,
                          uitest::run(QStringLiteral("EPYC"), QStringLiteral("beta"), 2e10));
        support::holdFor(800, "writes elsewhere: no notice may come within a while");
        QVERIFY2(changed.isEmpty(), "told a write to another database");
        uitest::store(*watched, uitest::run(QStringLiteral("EPYC"), QStringLiteral("alpha"), 2e10));
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 10000);
    }

    void burstsAreCoalesced() {
        QTemporaryDir dir;
        const QString location = testing::testLocation(dir, QStringLiteral("burst.sqlite"));
        auto db = storage::DatabaseOpener::open(location);
        QVERIFY(db);
        usecases::DatabaseWatcher watcher;
        watcher.setInterval(300);
        QSignalSpy changed(&watcher, &usecases::DatabaseWatcher::changed);
        watcher.watch(*db);
        QVERIFY(support::awaitWatching(changed, *db));
        // The watcher's promise: told at once, then at most once per interval, however the
        // changes arrive (PostgreSQL's notices may trickle in over several intervals after a
        // burst, SQLite's polls see them in one). Checked on the gaps between the notices.
        QElapsedTimer clock;
        clock.start();
        QList<qint64> at;
        connect(&watcher, &usecases::DatabaseWatcher::changed, this,
                [&] { at << clock.elapsed(); });
        for (int i = 0; i < 10; ++i)
            uitest::store(*db, uitest::run(QStringLiteral("EPYC"), QStringLiteral("alpha"), 2e10));
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 10000);
        support::holdFor(1500, "the burst's later notices: fewer than ten within five intervals");
        QVERIFY2(changed.size() < 10, "ten commits, ten notices: nothing was coalesced");
        for (qsizetype i = 1; i < at.size(); ++i)
            QVERIFY2(at.at(i) - at.at(i - 1) >= 250, // the 300 ms interval, less timer slack
                     qPrintable(QStringLiteral("notices %1 and %2 only %3 ms apart")
                                    .arg(i)
                                    .arg(i + 1)
                                    .arg(at.at(i) - at.at(i - 1))));
    }
};

QTEST_GUILESS_MAIN(TestDatabaseWatcher)
#include "tst_databasewatcher.moc"
