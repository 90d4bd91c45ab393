// SPDX-License-Identifier: MIT
// Opening, creating and migrating the database, and every bad file it must refuse without
// touching it.
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunRepository.h"
#include "storage/SqlDialect.h"
#include "support/SyntheticRuns.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <sys/inotify.h>
#include <thread>
#include <unistd.h>

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
    const auto db = DatabaseOpener::open(path);
    if (!db)
        return {};
    if (const auto stored = RunRepository(*db).insert(testing::syntheticRun(0, measurements, 20));
        !stored)
        qFatal("cannot store the test run: %s", qPrintable(stored.error().text()));
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
        const auto db = DatabaseOpener::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QCOMPARE(pragma(*db, "journal_mode").toString(), QStringLiteral("wal"));
        QCOMPARE(pragma(*db, "foreign_keys").toInt(), 1);
        QCOMPARE(pragma(*db, "user_version").toInt(), Database::kSchemaVersion);
        QCOMPARE(pragma(*db, "application_id").toInt(), Database::kApplicationId);
        QVERIFY(pragma(*db, "busy_timeout").toInt() >= 5000);
        // Reopening an up-to-date database is fine and changes nothing.
        QVERIFY(DatabaseOpener::open(path).ok());
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
        QTest::newRow("negative schema version")
            << QStringLiteral("negative") << QStringLiteral("schema version -1");
        QTest::newRow("other program, empty, with a version")
            << QStringLiteral("versioned") << QStringLiteral("schema version 1 of another");
        QTest::newRow("other program in WAL mode")
            << QStringLiteral("other-wal") << QStringLiteral("another program");
        QTest::newRow("other program's application id")
            << QStringLiteral("other-id") << QStringLiteral("another program");
        QTest::newRow("ours, tables missing")
            << QStringLiteral("no-tables") << QStringLiteral("tables of Roofline Lab are missing");
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
        } else if (kind == QLatin1String("negative")) {
            path = makeDatabase(dir);
            rawExec(path, {QStringLiteral("PRAGMA user_version = -1")});
        } else if (kind == QLatin1String("versioned")) {
            rawExec(path, {QStringLiteral("PRAGMA user_version = 1")});
        } else if (kind == QLatin1String("other-wal")) {
            rawExec(path, {QStringLiteral("PRAGMA journal_mode = DELETE"),
                           QStringLiteral("CREATE TABLE contacts (name TEXT)")});
            // WAL mode, checkpointed and closed: the main file says WAL, the log is gone.
            rawExec(path, {QStringLiteral("PRAGMA journal_mode = WAL")});
        } else if (kind == QLatin1String("other-id")) {
            rawExec(path, {QStringLiteral("PRAGMA application_id = 1234"),
                           QStringLiteral("CREATE TABLE contacts (name TEXT)")});
        } else if (kind == QLatin1String("no-tables")) {
            path = makeDatabase(dir);
            rawExec(path, {QStringLiteral("DROP TABLE run_tags")});
        }
        const QByteArray before = digest(path);
        const auto db = DatabaseOpener::open(path);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(expected), qPrintable(db.error().message));
        QVERIFY2(db.error().message.contains(path), qPrintable(db.error().message));
        QCOMPARE(digest(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")) || kind == QLatin1String("newer")
                || kind == QLatin1String("no-tables"));
        // What kind of refusal it is, for callers that branch on it.
        QVERIFY(db.error().kind != ErrorKind::Failed);
        if (kind == QLatin1String("newer"))
            QCOMPARE(db.error().kind, ErrorKind::NewerSchema);
        if (kind == QLatin1String("truncated") || kind == QLatin1String("header")
            || kind == QLatin1String("no-tables"))
            QCOMPARE(db.error().kind, ErrorKind::Corrupt);
    }

    // Opening a database again while this process holds it open (the app re-opening after
    // Preferences, a page's worker) must not open the file itself: closing that descriptor
    // would drop the POSIX locks SQLite holds for this process.
    void reopeningNeverClosesTheFile() {
        QTemporaryDir dir;
        const QString path = makeDatabase(dir);
        const auto first = DatabaseOpener::open(path);
        QVERIFY(first.ok());
        QVERIFY(RunRepository(*first).count().ok());
        const int fd = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        QVERIFY(fd >= 0);
        ::inotify_add_watch(fd, QFile::encodeName(path).constData(),
                            IN_CLOSE_WRITE | IN_CLOSE_NOWRITE);
        const auto again = DatabaseOpener::open(path);
        QVERIFY(again.ok());
        alignas(inotify_event) char buffer[4096];
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        ::close(fd);
        QCOMPARE(n, ssize_t(-1)); // no close event: nobody but SQLite's connections had it open
        first->closeConnection();
    }

    // Damaged pages under a run: `runs export`, `runs show` and `report` fail saying the
    // database is damaged (exit 1, no file written) instead of passing part of the run off as
    // all of it.
    void damagedPagesAreReported() {
        QTemporaryDir dir;
        const QString path = makeDatabase(dir, 1500);
        QVERIFY(!path.isEmpty());
        // The leaf pages of the measurements table, from SQLite itself (dbstat), else a guess.
        QList<qint64> pages;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("pages"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT pageno FROM dbstat WHERE name = 'measurements'"
                                      " AND pagetype = 'leaf' ORDER BY pageno"))) {
                while (q.next())
                    pages << q.value(0).toLongLong();
            }
            QVERIFY(q.exec(QStringLiteral("PRAGMA page_size")) && q.next());
            const qint64 pageSize = q.value(0).toLongLong();
            q.finish();
            db.close();
            if (pages.size() < 10) {
                const qint64 count = QFileInfo(path).size() / pageSize;
                for (qint64 p = count / 2; p < count / 2 + 3; ++p)
                    pages << p;
            }
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            for (qint64 k = pages.size() / 2; k < pages.size() / 2 + 3; ++k) {
                QVERIFY(f.seek((pages.at(k) - 1) * pageSize));
                f.write(QByteArray(int(pageSize), '\0'));
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("pages"));
        const auto cli = [&](const QStringList &args) {
            QProcess p;
            p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                    QStringList{QStringLiteral("--db"), path} + args);
            p.waitForFinished(60000);
            return std::pair{p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
        };
        const QString out = dir.filePath(QStringLiteral("out.json"));
        for (const QStringList &args :
             {QStringList{QStringLiteral("runs"), QStringLiteral("export"), QStringLiteral("1"),
                          QStringLiteral("-o"), out},
              QStringList{QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("1")},
              QStringList{QStringLiteral("report"), QStringLiteral("--run"), QStringLiteral("1"),
                          QStringLiteral("-o"), out}}) {
            const auto [code, err] = cli(args);
            QCOMPARE(code, 1);
            QVERIFY2(err.contains(QLatin1String("damaged")), qPrintable(err));
            QVERIFY(!QFile::exists(out));
            qInfo("%s", qPrintable(err.trimmed().left(300)));
        }
    }

    void diskFullIsNamed() {
        QTemporaryDir dir;
        const auto db = DatabaseOpener::open(dir.filePath(QStringLiteral("lab.sqlite")));
        QVERIFY(db.ok());
        QSqlQuery q(db->connection());
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
        QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(q.value(0).toInt() + 1)));
        const auto full = RunRepository(*db).insert(testing::syntheticRun(2, 2000, 50));
        QVERIFY(!full.ok());
        QCOMPARE(full.error().kind, ErrorKind::DiskFull);
        QVERIFY2(full.error().message.contains(QLatin1String("disk is full")),
                 qPrintable(full.error().message));
    }

    void urlsAreNeverFileNames_data() {
        QTest::addColumn<QString>("location");
        QTest::newRow("upper case scheme, one slash")
            << QStringLiteral("POSTGRESQL:/u:secretpw@h/db");
        QTest::newRow("one slash") << QStringLiteral("postgresql:/u:secretpw@host/db");
        QTest::newRow("no slash") << QStringLiteral("postgres:u:secretpw@host/db");
        QTest::newRow("bad port") << QStringLiteral("postgresql://u:secretpw@host:99x/db");
        QTest::newRow("no host") << QStringLiteral("postgresql://u:secretpw@/db");
        QTest::newRow("no database") << QStringLiteral("postgresql://u:secretpw@host");
        QTest::newRow("unsupported option")
            << QStringLiteral("postgresql://u:secretpw@host/db?password=secretpw");
        QTest::newRow("space in the password")
            << QStringLiteral("postgresql://u:secret pw@host/db");
        QTest::newRow("other scheme") << QStringLiteral("mysql://u:secretpw@host/db");
        QTest::newRow("no @") << QStringLiteral("postgresql://u:secretpw/db");
    }
    void urlsAreNeverFileNames() {
        QFETCH(QString, location);
        QTemporaryDir dir;
        QDir::setCurrent(dir.path());
        const auto db = DatabaseOpener::open(location);
        QVERIFY(!db.ok());
        QVERIFY2(!db.error().message.contains(QLatin1String("secret")),
                 qPrintable(db.error().message));
        QVERIFY2(db.error().message.contains(QLatin1String("not a usable PostgreSQL URL")),
                 qPrintable(db.error().message));
        QCOMPARE(db.error().kind, ErrorKind::InvalidInput);
        // Nothing was created that looks like the URL.
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
        QVERIFY(!DatabaseOpener::open(QString()).ok());
    }

    void passwordsAreScrubbed() {
        QCOMPARE(SqlDialect::scrubPasswords(QStringLiteral("x postgresql://ann:pa55@h/db y")),
                 QStringLiteral("x postgresql://ann:***@h/db y"));
        QCOMPARE(SqlDialect::scrubPasswords(QStringLiteral("failed: pa%40ss and pa@ss"),
                                            QStringLiteral("postgresql://ann:pa%40ss@h/db")),
                 QStringLiteral("failed: *** and ***"));
        QCOMPARE(SqlDialect::scrubPasswords(QStringLiteral("?password=hunter2&x=1")),
                 QStringLiteral("?password=***&x=1"));
        // Any case, and the key=value forms of a connection string and an environment.
        QCOMPARE(SqlDialect::scrubPasswords(QStringLiteral("?Password=hunter2&x=1")),
                 QStringLiteral("?Password=***&x=1"));
        QCOMPARE(SqlDialect::scrubPasswords(
                     QStringLiteral("host=h Password=hunter2 dbname=x; PGPASSWORD='a b' y")),
                 QStringLiteral("host=h Password=*** dbname=x; PGPASSWORD=*** y"));
    }

    void unwritableLocationNamesPath() {
        QTemporaryDir dir;
        // A regular file where a folder should be: no writable location, even for root.
        const QString blocker = dir.filePath(QStringLiteral("blocker"));
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const QString path = blocker + QStringLiteral("/lab.sqlite");
        const auto db = DatabaseOpener::open(path);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(path), qPrintable(db.error().message));
    }

    void diskFullKeepsEarlierRuns() {
        QTemporaryDir dir;
        const auto db = DatabaseOpener::open(dir.filePath(QStringLiteral("lab.sqlite")));
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
        const auto db = DatabaseOpener::open(dir.filePath(QStringLiteral("lab.sqlite")));
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

    // A thread Qt did not start (std::thread: Qt adopts it) tells Qt it finished only after
    // its thread_locals are gone; the connection cleanup must not touch them then (it read a
    // freed list: ASan and valgrind saw it, TSan crashed later in QSQLite).
    void adoptedThreadEndsCleanly() {
        QTemporaryDir dir;
        const auto db = DatabaseOpener::open(dir.filePath(QStringLiteral("lab.sqlite")));
        QVERIFY(db.ok());
        const int before = int(QSqlDatabase::connectionNames().size());
        for (int i = 0; i < 3; ++i) {
            bool readOk = false;
            std::thread t([&] { readOk = RunRepository(*db).count().ok(); });
            t.join();
            QVERIFY(readOk);
        }
        QCOMPARE(int(QSqlDatabase::connectionNames().size()), before);
        QVERIFY(RunRepository(*db).count().ok());
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
