// SPDX-License-Identifier: MIT
// Damage is found, said, and never copied: a measurement's payload changed after it was
// written (flipped bytes: a bad disk, a stray write) fails its checksum on read, export and
// sync; a file with damaged pages fails SQLite's quick_check before anything leaves it; text
// the two backends would store differently is refused on both. Runs on SQLite, and on
// PostgreSQL as tst_integrity_pg.
#include "storage/BundleIo.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/Query.h"
#include "storage/RunRepository.h"
#include "storage/RunSync.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace roofline;
using namespace roofline::storage;

class TestIntegrity : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase() { testing::dropTestSchemas(); }

    // One column of one measurement changed behind the program's back, as flipped bytes
    // would: the run reads as damaged, and neither an export nor a sync copies it.
    void flippedPayloadIsFound_data() {
        QTest::addColumn<QString>("sql");
        QTest::newRow("value") << QStringLiteral("UPDATE measurements SET value = value * 1.0000001"
                                                 " WHERE position = 2");
        QTest::newRow("params") << QStringLiteral("UPDATE measurements SET params = '{\"x\":2}'"
                                                  " WHERE position = 1");
        QTest::newRow("samples") << QStringLiteral(
            "UPDATE measurements SET samples = NULL WHERE position = 0");
        QTest::newRow("series") << QStringLiteral("UPDATE series SET kernel = 'other'"
                                                  " WHERE id = (SELECT min(id) FROM series)");
    }

    void flippedPayloadIsFound() {
        QFETCH(QString, sql);
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("a.sqlite")));
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().text()));
        RunRepository repo(*db);
        const auto id = repo.insert(testing::syntheticRun(1, 4, 6));
        QVERIFY(id.ok());
        QVERIFY(repo.get(*id).ok()); // intact before
        {
            Query q(*db);
            QVERIFY2(q.exec(sql), qPrintable(q.lastError().text()));
        }
        const auto read = repo.get(*id);
        QVERIFY(!read.ok());
        QVERIFY(read.error().is(ErrorKind::Corrupt));
        QVERIFY2(read.error().text().contains(QLatin1String("checksum")),
                 qPrintable(read.error().text()));

        const QString out = dir.filePath(QStringLiteral("out.json"));
        const auto exported = BundleIo(*db).exportRuns({QString::number(*id)}, out);
        QVERIFY(!exported.ok());
        QVERIFY(exported.error().is(ErrorKind::Corrupt));
        QVERIFY(!QFile::exists(out));

        const auto other =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("b.sqlite")));
        QVERIFY(other.ok());
        const auto synced = RunSync(*db, *other).run();
        const bool copied = synced.ok() && synced->runsCopied > 0;
        QVERIFY2(!copied, "a damaged run was synced");
        QCOMPARE(RunRepository(*other).list()->size(), 0);
    }

    // Pages of the file overwritten (SQLite only): quick_check fails, and export and sync say
    // so before copying anything.
    void damagedPagesStopExportAndSync() {
        if (testing::wantPostgres())
            QSKIP("PostgreSQL checks its own pages");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.sqlite"));
        qint64 id = 0;
        {
            const auto db = DatabaseOpener::open(path);
            QVERIFY(db.ok());
            for (int i = 0; i < 30; ++i) {
                const auto stored = RunRepository(*db).insert(testing::syntheticRun(i, 40, 20));
                QVERIFY(stored.ok());
                id = *stored;
            }
            db->closeConnection();
        }
        {
            // Garbage over a page in the middle (an index or a table page): not the header.
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            const qint64 pages = f.size() / 4096;
            QVERIFY(pages > 8);
            f.seek((pages / 2) * 4096 + 8);
            f.write(QByteArray(600, '\x5a'));
        }
        const auto db = DatabaseOpener::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().text()));
        const auto check = db->quickCheck();
        QVERIFY(!check.ok());
        QVERIFY(check.error().is(ErrorKind::Corrupt));
        const QString out = dir.filePath(QStringLiteral("out.json"));
        const auto exported = BundleIo(*db).exportRuns({QString::number(id)}, out);
        QVERIFY(!exported.ok());
        QVERIFY2(exported.error().text().contains(QLatin1String("damaged")),
                 qPrintable(exported.error().text()));
        QVERIFY(!QFile::exists(out));
        const auto other = DatabaseOpener::open(dir.filePath(QStringLiteral("b.sqlite")));
        QVERIFY(other.ok());
        const auto synced = RunSync(*db, *other).run();
        QVERIFY(!synced.ok());
        QVERIFY(synced.error().is(ErrorKind::Corrupt));
    }

    // U+FFFE became U+FFFD in SQLite but stayed in PostgreSQL: refused on both, by name.
    void noncharactersAreRefusedAlike() {
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("a.sqlite")));
        QVERIFY(db.ok());
        RunRepository repo(*db);
        const auto id = repo.insert(testing::syntheticRun(1, 1, 1));
        QVERIFY(id.ok());
        const auto stored = repo.setNotesAndTags(*id, QStringLiteral("a\uFFFEb"), {});
        QVERIFY(!stored.ok());
        QVERIFY2(stored.error().text().contains(QLatin1String("U+FFFE")),
                 qPrintable(stored.error().text()));
        QCOMPARE(repo.get(*id)->notes, testing::syntheticRun(1, 1, 1).notes);
    }
};

QTEST_GUILESS_MAIN(TestIntegrity)
#include "tst_integrity.moc"
