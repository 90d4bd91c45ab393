// SPDX-License-Identifier: MIT
// The database's disk made full or read-only around a probe (a small tmpfs of our own, in a
// mount namespace of our own): the probe either stores everything (the disk came back while
// it retried) or exits 4 leaving every measurement in a spool bundle elsewhere, and importing
// that bundle completes the run: 0 measurements lost. A read-only database is refused before
// anything is measured, and is not modified.
#include "Reliability.h"
#include "support/Waits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstring>
#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>

using namespace roofline;
using namespace reliability;

namespace {

// A private mount namespace, so the tmpfs this test mounts is seen by its children only and
// vanishes with them: as root directly, otherwise as root of a user namespace of our own.
// Must run before any thread starts. Returns why not, or empty.
QString privateMounts() {
    if (::geteuid() != 0) {
        const uid_t uid = ::geteuid();
        const gid_t gid = ::getegid();
        if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
            return QStringLiteral("unshare(CLONE_NEWUSER | CLONE_NEWNS): %1")
                .arg(QString::fromLocal8Bit(std::strerror(errno)));
        const auto put = [](const char *file, const QByteArray &text) {
            QFile f(QString::fromLatin1(file));
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        if (!put("/proc/self/setgroups", "deny")
            || !put("/proc/self/uid_map", QByteArray("0 ") + QByteArray::number(uid) + " 1")
            || !put("/proc/self/gid_map", QByteArray("0 ") + QByteArray::number(gid) + " 1"))
            return QStringLiteral("cannot map this user into its namespace");
    } else if (::unshare(CLONE_NEWNS) != 0) {
        return QStringLiteral("unshare(CLONE_NEWNS): %1")
            .arg(QString::fromLocal8Bit(std::strerror(errno)));
    }
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
        return QStringLiteral("cannot make the mounts private: %1")
            .arg(QString::fromLocal8Bit(std::strerror(errno)));
    return {};
}

// Fills the file system `file` is on to the last byte (unbuffered writes, smaller and smaller).
bool fill(const QString &file) {
    const int fd = ::open(QFile::encodeName(file).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        return false;
    static const QByteArray block(64 * 1024, 'x');
    for (qsizetype size : {qsizetype(64 * 1024), qsizetype(4096), qsizetype(512), qsizetype(1)}) {
        while (::write(fd, block.constData(), size_t(size)) == ssize_t(size)) {
        }
    }
    ::close(fd);
    return true;
}

} // namespace

class TestStorageFaults : public QObject {
    Q_OBJECT

    QTemporaryDir m_home;
    QString m_disk;     // a 4 MiB tmpfs
    QString m_noMounts; // why no mount namespace could be had (empty: it could)

    QProcessEnvironment streaming(int count, const QString &log,
                                  const QString &pidFile = QString()) const {
        return environment(m_home, {{QStringLiteral("FAKE_PROBE_MODE"), QStringLiteral("stream")},
                                    {QStringLiteral("FAKE_PROBE_COUNT"), QString::number(count)},
                                    {QStringLiteral("FAKE_PROBE_DELAY"), QStringLiteral("0.03")},
                                    {QStringLiteral("FAKE_PROBE_LOG"), log},
                                    {QStringLiteral("FAKE_PROBE_PIDFILE"), pidFile}});
    }

    // A moment into the stream: `count` measurements written after the first `from`.
    static bool streamed(const QString &log, int count, int from = 0) {
        return support::waitFor([&] { return loggedLines(log) >= from + count; }, 30000);
    }

    // A fresh database on the small disk.
    QString freshDatabase(const QString &name) {
        const QString db = m_disk + QLatin1Char('/') + name;
        const Outcome o =
            run({QStringLiteral("--db"), db, QStringLiteral("runs"), QStringLiteral("list")},
                environment(m_home));
        if (o.exitCode != 0)
            qFatal("cannot create %s: %s", qPrintable(db), qPrintable(o.err));
        return db;
    }

public:
    // `noMounts`: what privateMounts() said before the application started its threads.
    explicit TestStorageFaults(QString noMounts)
        : m_noMounts(std::move(noMounts)) {}

private slots:
    void initTestCase() {
        if (!m_noMounts.isEmpty())
            QSKIP(qPrintable(QStringLiteral("needs a mount namespace (root, or unprivileged user "
                                            "namespaces): %1")
                                 .arg(m_noMounts)));
        m_disk = m_home.filePath(QStringLiteral("disk"));
        QVERIFY(QDir().mkpath(m_disk));
        QVERIFY2(::mount("tmpfs", QFile::encodeName(m_disk).constData(), "tmpfs", 0, "size=4m")
                     == 0,
                 std::strerror(errno));
    }

    // Reads work on a full disk: the history is listed and shown, by a fresh process (which
    // finds no -shm to map and nothing to write), and nothing is changed.
    void readsWorkOnAFullDisk() {
        const QString db = freshDatabase(QStringLiteral("reads.sqlite"));
        QCOMPARE(run({QStringLiteral("--db"), db, QStringLiteral("runs"), QStringLiteral("import"),
                      QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json")},
                     environment(m_home))
                     .exitCode,
                 0);
        const QString filler = m_disk + QStringLiteral("/filler");
        QVERIFY(fill(filler));
        const QByteArray before = digest(db);
        const Outcome listed = run({QStringLiteral("--db"), db, QStringLiteral("--json"),
                                    QStringLiteral("runs"), QStringLiteral("list")},
                                   environment(m_home));
        const Outcome shown = run({QStringLiteral("--db"), db, QStringLiteral("runs"),
                                   QStringLiteral("show"), QStringLiteral("1")},
                                  environment(m_home));
        QVERIFY(QFile::remove(filler));
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        QCOMPARE(QJsonDocument::fromJson(listed.out).array().size(), 2);
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        QCOMPARE(digest(db), before);
        qInfo("disk full: 'runs list' and 'runs show' exit 0, the file unchanged");
    }

    // Full for a second and a half in the middle of a probe: the writes that failed are
    // retried and the run ends stored whole, exit 0.
    void diskFullForAMoment() {
        const QString db = freshDatabase(QStringLiteral("moment.sqlite"));
        const QString log = m_home.filePath(QStringLiteral("moment.log"));
        QProcess probe;
        probe.setProcessEnvironment(streaming(60, log));
        probe.start(rooflineCli(),
                    {QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("probe"),
                     QStringLiteral("--store-retry"), QStringLiteral("10")});
        QVERIFY(probe.waitForStarted());
        QVERIFY(streamed(log, 10));
        const QString filler = m_disk + QStringLiteral("/filler");
        QVERIFY(fill(filler));
        // Full until a write failed on it (the runner says so) and a few more came meanwhile.
        QByteArray errors;
        QVERIFY(support::waitFor(
            [&] {
                errors += probe.readAllStandardError();
                return errors.contains("disk is full");
            },
            30000));
        QVERIFY(streamed(log, 5, loggedLines(log)));
        QVERIFY(QFile::remove(filler));
        QVERIFY(probe.waitForFinished(60000));
        const QString err = QString::fromUtf8(errors + probe.readAllStandardError());
        const QJsonObject json = QJsonDocument::fromJson(probe.readAllStandardOutput()).object();
        QCOMPARE(probe.exitCode(), 0);
        QVERIFY2(err.contains(QLatin1String("disk is full")), qPrintable(err));
        QCOMPARE(json.value(QStringLiteral("stored")).toBool(), true);
        const QList<Run> runs = storedRuns(db);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().status, Run::Status::Complete);
        QCOMPARE(runs.first().measurements.size(), 60);
        QVERIFY(isPrefix(streamPositions(runs.first())));
        qInfo("disk full for 1.5 s during a probe: exit 0, 60 of 60 measurements stored");
    }

    // Full until the probe ends: exit 4, every measurement in a spool bundle on another disk
    // ($XDG_STATE_HOME, the folder beside the database being full); once there is space again,
    // importing it completes the run: 0 lost.
    void diskFullUntilTheEnd() {
        const QString db = freshDatabase(QStringLiteral("full.sqlite"));
        const QString log = m_home.filePath(QStringLiteral("full.log"));
        QProcess probe;
        probe.setProcessEnvironment(streaming(40, log));
        probe.start(rooflineCli(),
                    {QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("probe"),
                     QStringLiteral("--store-retry"), QStringLiteral("1")});
        QVERIFY(probe.waitForStarted());
        QVERIFY(streamed(log, 10));
        const QString filler = m_disk + QStringLiteral("/filler");
        QVERIFY(fill(filler));
        QVERIFY(probe.waitForFinished(60000));
        const QString err = QString::fromUtf8(probe.readAllStandardError());
        const QJsonObject json = QJsonDocument::fromJson(probe.readAllStandardOutput()).object();
        QCOMPARE(probe.exitCode(), 4);
        QCOMPARE(json.value(QStringLiteral("stored")).toBool(), false);
        const QString spool = json.value(QStringLiteral("spool")).toString();
        QVERIFY2(!spool.isEmpty() && QFile::exists(spool), qPrintable(err));
        QVERIFY2(err.contains(spool) && err.contains(QLatin1String("roofline runs import")),
                 qPrintable(err));
        QVERIFY(!spool.startsWith(m_disk));
        const qint64 storedBefore = json.value(QStringLiteral("stored_measurements")).toInteger();
        QVERIFY(storedBefore < 40);
        QVERIFY(QFile::remove(filler));
        const Outcome import = run(
            {QStringLiteral("--db"), db, QStringLiteral("runs"), QStringLiteral("import"), spool},
            environment(m_home));
        QVERIFY2(import.exitCode == 0, qPrintable(import.err));
        QVERIFY(!QFile::exists(spool)); // stored: the spool file is not needed any more
        const QList<Run> runs = storedRuns(db);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().uuid, json.value(QStringLiteral("uuid")).toString());
        QCOMPARE(runs.first().status, Run::Status::Complete);
        QCOMPARE(runs.first().measurements.size(), 40);
        QVERIFY(isPrefix(streamPositions(runs.first())));
        qInfo("disk full until the end: exit 4, %lld of 40 stored, the rest in %s; after "
              "'runs import': 40 of 40, complete",
              storedBefore, qPrintable(spool));
    }

    // Full, and then `roofline probe` is killed with SIGKILL: the spool it kept on the other
    // disk holds what it had received; importing it loses nothing written a second before.
    void diskFullThenKilled() {
        const QString db = freshDatabase(QStringLiteral("killed.sqlite"));
        const QString log = m_home.filePath(QStringLiteral("killed.log"));
        const QString state = m_home.filePath(QStringLiteral("killed-state"));
        QProcess probe;
        const QString pidFile = m_home.filePath(QStringLiteral("killed.pid"));
        QProcessEnvironment env = streaming(80, log, pidFile);
        env.insert(QStringLiteral("XDG_STATE_HOME"), state);
        probe.setProcessEnvironment(env);
        probe.start(rooflineCli(), {QStringLiteral("--db"), db, QStringLiteral("probe")});
        QVERIFY(probe.waitForStarted());
        const qint64 enginePid = readPid(pidFile);
        QVERIFY(enginePid > 0);
        QVERIFY(streamed(log, 10));
        const QString filler = m_disk + QStringLiteral("/filler");
        QVERIFY(fill(filler));
        QVERIFY(streamed(log, 40, loggedLines(log))); // received while full: into the spool
        const double killedAt = epochNow();
        QVERIFY(killAndReap(probe));
        QVERIFY(waitGone(enginePid, 5000)); // the engine dies with it
        const int mustHave = loggedBefore(log, killedAt - 1.0);
        QVERIFY(QFile::remove(filler));
        const QStringList spools = spoolFiles(state + QStringLiteral("/roofline-lab/spool"))
                                   + spoolFiles(db + QStringLiteral(".spool"));
        QVERIFY(!spools.isEmpty());
        for (const QString &spool : spools) {
            const Outcome import = run({QStringLiteral("--db"), db, QStringLiteral("runs"),
                                        QStringLiteral("import"), spool},
                                       environment(m_home));
            QVERIFY2(import.exitCode == 0, qPrintable(import.err));
        }
        const QList<Run> runs = storedRuns(db);
        QCOMPARE(runs.size(), 1);
        const QList<qint64> positions = streamPositions(runs.first());
        QVERIFY(isPrefix(positions));
        QVERIFY2(positions.size() >= mustHave,
                 qPrintable(QStringLiteral("%1 < %2").arg(positions.size()).arg(mustHave)));
        qInfo("disk full, then roofline probe killed: %lld measurements after importing the "
              "spool (the engine had written %d a second before the kill): 0 lost",
              qlonglong(positions.size()), mustHave);
    }

    // Read-only (the disk remounted read-only): refused before anything is measured, exit 1,
    // saying read-only; the database is not touched.
    void readOnlyDatabase() {
        const QString db = freshDatabase(QStringLiteral("ro.sqlite"));
        const QString pidFile = m_home.filePath(QStringLiteral("ro.pid"));
        const QByteArray before = digest(db);
        QVERIFY2(::mount(nullptr, QFile::encodeName(m_disk).constData(), nullptr,
                         MS_REMOUNT | MS_RDONLY, "size=4m")
                     == 0,
                 std::strerror(errno));
        const Outcome o =
            run({QStringLiteral("--db"), db, QStringLiteral("probe")},
                environment(m_home, {{QStringLiteral("FAKE_PROBE_PIDFILE"), pidFile}}));
        QVERIFY(
            ::mount(nullptr, QFile::encodeName(m_disk).constData(), nullptr, MS_REMOUNT, "size=4m")
            == 0);
        QCOMPARE(o.exitCode, 1);
        QVERIFY2(o.err.contains(QLatin1String("read-only")), qPrintable(o.err));
        QVERIFY2(o.err.contains(QLatin1String("Nothing was measured")), qPrintable(o.err));
        QVERIFY(!QFile::exists(pidFile)); // the engine never started
        QCOMPARE(digest(db), before);
        qInfo("read-only database: exit 1 before measuring, file unchanged");
    }

    // Reports and exports onto a full disk: exit 1 saying the disk is full, and no file at all
    // (not a 0-byte one a script would take for a report); with space again, written whole.
    void reportsOnAFullDisk() {
        const QString db = m_home.filePath(QStringLiteral("reports.sqlite"));
        const auto env = environment(m_home);
        QCOMPARE(run({QStringLiteral("--db"), db, QStringLiteral("runs"), QStringLiteral("import"),
                      QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json")},
                     env)
                     .exitCode,
                 0);
        const QString id = QString::number(storedRuns(db).constFirst().id);
        const QString filler = m_disk + QStringLiteral("/filler");
        QVERIFY(fill(filler));
        const QStringList before = QDir(m_disk).entryList(QDir::Files | QDir::Hidden);
        QStringList outputs;
        for (const QString &suffix : {QStringLiteral("pdf"), QStringLiteral("json"),
                                      QStringLiteral("csv"), QStringLiteral("html")}) {
            const QString out = m_disk + QStringLiteral("/report.") + suffix;
            const Outcome o = run({QStringLiteral("--db"), db, QStringLiteral("report"),
                                   QStringLiteral("--run"), id, QStringLiteral("-o"), out},
                                  env);
            QVERIFY2(o.exitCode == 1,
                     qPrintable(
                         QStringLiteral("%1: exit %2: %3").arg(suffix).arg(o.exitCode).arg(o.err)));
            QVERIFY2(o.err.contains(QLatin1String("disk is full")), qPrintable(o.err));
            QVERIFY(!QFile::exists(out));
            outputs << out;
        }
        const QString bundle = m_disk + QStringLiteral("/runs.json");
        const Outcome exported = run({QStringLiteral("--db"), db, QStringLiteral("runs"),
                                      QStringLiteral("export"), id, QStringLiteral("-o"), bundle},
                                     env);
        QCOMPARE(exported.exitCode, 1);
        QVERIFY(!QFile::exists(bundle));
        // Nothing half-written left behind either (QSaveFile's temporary files).
        QCOMPARE(QDir(m_disk).entryList(QDir::Files | QDir::Hidden), before);
        QVERIFY(QFile::remove(filler));
        for (const QString &out : std::as_const(outputs)) {
            const Outcome o = run({QStringLiteral("--db"), db, QStringLiteral("report"),
                                   QStringLiteral("--run"), id, QStringLiteral("-o"), out},
                                  env);
            QVERIFY2(o.exitCode == 0, qPrintable(o.err));
            QVERIFY(QFileInfo(out).size() > 0);
            QFile::remove(out);
        }
        qInfo("reports (pdf, json, csv, html) and an export onto a full disk: exit 1, 'disk is "
              "full', no file left; with space again: written");
    }

    void cleanupTestCase() {
        if (!m_disk.isEmpty())
            ::umount2(QFile::encodeName(m_disk).constData(), MNT_DETACH);
    }
};

int main(int argc, char **argv) {
    // Namespaces first: unshare(CLONE_NEWUSER) needs a single-threaded process.
    QString noMounts = privateMounts();
    QCoreApplication app(argc, argv);
    TestStorageFaults test(std::move(noMounts));
    return QTest::qExec(&test, argc, argv);
}

#include "tst_storagefaults.moc"
