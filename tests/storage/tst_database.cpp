// Opening, creating and migrating the database, and every bad file it must refuse without
// touching it.
#include "SyntheticRuns.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace roofline;
using namespace roofline::storage;

namespace {

QByteArray digest(const QString &path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// Runs SQL on a file through a private connection, outside the Database class.
void rawExec(const QString &path, const QStringList &statements) {
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &sql : statements)
            QVERIFY2(q.exec(sql), qPrintable(q.lastError().text()));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

QVariant pragma(const Database &db, const char *name) {
    QSqlQuery q(db.connection());
    q.exec(QStringLiteral("PRAGMA ") + QLatin1String(name));
    return q.next() ? q.value(0) : QVariant();
}

// A closed database with one stored run, its WAL checkpointed into the main file.
QString makeDatabase(const QTemporaryDir &dir, int measurements = 400) {
    const QString path = dir.filePath(QStringLiteral("lab.sqlite"));
    const auto db = Database::open(path);
    if (!db)
        return {};
    RunRepository(*db).insert(testing::syntheticRun(0, measurements, 20));
    QSqlQuery(db->connection()).exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    db->closeConnection();
    return path;
}

} // namespace

class TestDatabase : public QObject {
    Q_OBJECT

private slots:
    void createsNewDatabase() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/folder/lab.sqlite"));
        const auto db = Database::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QCOMPARE(pragma(*db, "journal_mode").toString(), QStringLiteral("wal"));
        QCOMPARE(pragma(*db, "foreign_keys").toInt(), 1);
        QCOMPARE(pragma(*db, "user_version").toInt(), Database::kSchemaVersion);
        QCOMPARE(pragma(*db, "application_id").toInt(), Database::kApplicationId);
        QVERIFY(pragma(*db, "busy_timeout").toInt() >= 5000);
        // Reopening an up-to-date database is fine and changes nothing.
        QVERIFY(Database::open(path).ok());
    }

    void refusesWithoutModifying_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("text file")
            << QStringLiteral("text") << QStringLiteral("not an SQLite file");
        QTest::newRow("random bytes")
            << QStringLiteral("random") << QStringLiteral("not an SQLite file");
        QTest::newRow("truncated") << QStringLiteral("truncated") << QStringLiteral("truncated");
        QTest::newRow("header only") << QStringLiteral("header") << QStringLiteral("truncated");
        QTest::newRow("newer schema")
            << QStringLiteral("newer") << QStringLiteral("newer Roofline Lab");
        QTest::newRow("other program")
            << QStringLiteral("other") << QStringLiteral("another program");
    }

    void refusesWithoutModifying() {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QString path = dir.filePath(QStringLiteral("lab.sqlite"));
        if (kind == QLatin1String("text") || kind == QLatin1String("random")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (kind == QLatin1String("text"))
                f.write("These are my notes, not a database.\n");
            else
                for (int i = 0; i < 4096; ++i)
                    f.putChar(char(i * 7919 % 251));
        } else if (kind == QLatin1String("truncated") || kind == QLatin1String("header")) {
            path = makeDatabase(dir);
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.resize(kind == QLatin1String("header") ? 100 : f.size() / 2 / 4096 * 4096));
        } else if (kind == QLatin1String("newer")) {
            path = makeDatabase(dir);
            rawExec(path, {QStringLiteral("PRAGMA user_version = 99")});
        } else if (kind == QLatin1String("other")) {
            rawExec(path, {QStringLiteral("CREATE TABLE contacts (name TEXT)"),
                           QStringLiteral("INSERT INTO contacts VALUES ('Ada')")});
        }
        const QByteArray before = digest(path);
        const auto db = Database::open(path);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(expected), qPrintable(db.error().message));
        QVERIFY2(db.error().message.contains(path), qPrintable(db.error().message));
        QCOMPARE(digest(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")) || kind == QLatin1String("newer"));
    }

    void unwritableLocationNamesPath() {
        QTemporaryDir dir;
        // A regular file where a folder should be: no writable location, even for root.
        const QString blocker = dir.filePath(QStringLiteral("blocker"));
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const QString path = blocker + QStringLiteral("/lab.sqlite");
        const auto db = Database::open(path);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(path), qPrintable(db.error().message));
    }

    void diskFullKeepsEarlierRuns() {
        QTemporaryDir dir;
        const auto db = Database::open(dir.filePath(QStringLiteral("lab.sqlite")));
        QVERIFY(db.ok());
        RunRepository repo(*db);
        const Run first = testing::syntheticRun(1, 50, 10);
        const auto inserted = repo.insert(first);
        QVERIFY2(inserted.ok(), qPrintable(inserted.ok() ? QString() : inserted.error().message));
        // SQLite's own quota stands in for a full disk: the same SQLITE_FULL path.
        QSqlQuery q(db->connection());
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
        const int pages = q.value(0).toInt();
        QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages + 2)));
        const auto full = repo.insert(testing::syntheticRun(2, 2000, 50));
        QVERIFY(!full.ok());
        QVERIFY2(full.error().message.contains(db->path()), qPrintable(full.error().message));
        QCOMPARE(*repo.count(), 1);
        Run stored = *repo.find(first.uuid);
        stored.id = 0;
        QCOMPARE(stored, first);
        QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
    }

    void oneConnectionPerThread() {
        QTemporaryDir dir;
        const auto db = Database::open(dir.filePath(QStringLiteral("lab.sqlite")));
        QVERIFY(db.ok());
        const QString mine = db->connection().connectionName();
        const int before = int(QSqlDatabase::connectionNames().size());
        QString theirs;
        bool readOk = false;
        QThread *t = QThread::create([&] {
            theirs = db->connection().connectionName();
            readOk = RunRepository(*db).count().ok();
        });
        t->start();
        QVERIFY(t->wait(10000));
        delete t;
        QVERIFY(readOk);
        QVERIFY(!theirs.isEmpty());
        QVERIFY(theirs != mine);
        // The worker's connection went with the thread.
        QCOMPARE(int(QSqlDatabase::connectionNames().size()), before);
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
