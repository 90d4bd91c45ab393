// SPDX-License-Identifier: MIT
#pragma once

// Shared by the reliability suite (tests/reliability): drive `roofline` and the fake engine as a
// lab's scripts do, break things on purpose, and read back what was kept.
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunRepository.h"
#include "support/Waits.h"

#include <QAbstractItemModel>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <cerrno>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace reliability {

inline QString rooflineCli() {
    return QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline");
}
inline QString engine() {
    return QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-probe");
}
inline QString fakeProbe() {
    return QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh");
}

// The environment of a `roofline` child: its own state and data folders, the fake engine
// unless told otherwise, no database from the caller's environment.
inline QProcessEnvironment environment(const QTemporaryDir &home,
                                       const QList<std::pair<QString, QString>> &extra = {}) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("ROOFLINE_DB"));
    env.insert(QStringLiteral("XDG_STATE_HOME"), home.filePath(QStringLiteral("state")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("ROOFLINE_PROBE"), fakeProbe());
    for (const auto &[key, value] : extra)
        env.insert(key, value);
    return env;
}

// The fake engine streaming `count` measurements `delay` seconds apart, logging each one and
// its process id when given files for them.
inline QProcessEnvironment streaming(const QTemporaryDir &home, int count, const QString &delay,
                                     const QString &log = QString(),
                                     const QString &pidFile = QString()) {
    QProcessEnvironment env =
        environment(home, {{QStringLiteral("FAKE_PROBE_MODE"), QStringLiteral("stream")},
                           {QStringLiteral("FAKE_PROBE_COUNT"), QString::number(count)},
                           {QStringLiteral("FAKE_PROBE_DELAY"), delay}});
    if (!log.isEmpty())
        env.insert(QStringLiteral("FAKE_PROBE_LOG"), log);
    if (!pidFile.isEmpty())
        env.insert(QStringLiteral("FAKE_PROBE_PIDFILE"), pidFile);
    return env;
}

struct Outcome {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

inline Outcome run(const QStringList &args, const QProcessEnvironment &env, int timeoutMs = 60000) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(rooflineCli(), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-2, p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError())};
}

// Asks for every cell under `root` as a view does (text and icon): a file dialog's model then
// stats each file and guesses its type. Returns the number of rows.
inline int readEveryCell(const QAbstractItemModel &model, const QModelIndex &root) {
    const int rows = model.rowCount(root);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < model.columnCount(root); ++c) {
            model.data(model.index(r, c, root), Qt::DisplayRole);
            model.data(model.index(r, c, root), Qt::DecorationRole);
        }
    }
    return rows;
}

// A lab's history to start from: the two runs of tests/data/bundles/two-runs.json, imported
// into `db` by `roofline runs import`.
inline Outcome importTwoRuns(const QString &db, const QProcessEnvironment &env) {
    return run({QStringLiteral("--db"), db, QStringLiteral("runs"), QStringLiteral("import"),
                QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json")},
               env);
}

inline QByteArray digest(const QString &path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("(missing)");
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

// Sends `sig` to one process. Never to pid 0 or below: kill(0, …) would signal this whole
// process group (the test runner and its shell), kill(-1, …) every process we may signal.
inline bool signalProcess(qint64 pid, int sig) {
    return pid > 0 && ::kill(pid_t(pid), sig) == 0;
}
// A QProcess's process, only while it runs (processId() is 0 once it ended).
inline bool signalProcess(QProcess &process, int sig) {
    return process.state() == QProcess::Running && signalProcess(process.processId(), sig);
}

// SIGKILL to a QProcess's process and wait for it to be reaped. True when it has ended,
// including when it ended on its own before the signal (a short stream on a fast machine):
// waitForFinished() alone answers false for a process that has already finished.
inline bool killAndReap(QProcess &process, int timeoutMs = 30000) {
    if (process.state() == QProcess::NotRunning)
        return true;
    signalProcess(process, SIGKILL);
    return process.state() == QProcess::NotRunning || process.waitForFinished(timeoutMs);
}

// Gone, or a zombie nobody reaped yet (in a container PID 1 may not): it runs no more.
inline bool processGone(qint64 pid) {
    if (pid <= 0)
        return true;
    if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
        return true;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close > 0 && close + 2 < line.size() && line.at(close + 2) == 'Z';
}

inline bool waitGone(qint64 pid, int timeoutMs) {
    return roofline::support::waitFor([pid] { return processGone(pid); }, timeoutMs);
}

inline qint64 readPid(const QString &file, int timeoutMs = 5000) {
    qint64 pid = 0;
    (void)roofline::support::waitFor(
        [&] {
            QFile f(file);
            bool ok = false;
            if (f.open(QIODevice::ReadOnly))
                pid = f.readAll().trimmed().toLongLong(&ok);
            return ok;
        },
        timeoutMs);
    return pid;
}

// The fake engine's log (FAKE_PROBE_LOG): one line per measurement written to its stdout, in
// order. Measurement i (from 1) of the stream has working_set_bytes 1024 * i.
inline int loggedLines(const QString &file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return int(f.readAll().count('\n'));
}

// How many measurements the fake engine had written by `epochSeconds`.
inline int loggedBefore(const QString &file, double epochSeconds) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    int n = 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        bool ok = false;
        const double at = line.left(line.indexOf(' ')).toDouble(&ok);
        if (ok && at <= epochSeconds)
            ++n;
    }
    return n;
}

inline double epochNow() {
    return double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
}

// The stream positions (1-based) a stored run holds, in stored order.
inline QList<qint64> streamPositions(const roofline::Run &run) {
    QList<qint64> out;
    for (const roofline::Measurement &m : run.measurements)
        out << m.workingSetBytes / 1024;
    return out;
}

// 1, 2, …, n: a run holds the first n measurements of the stream, each once, in order.
inline bool isPrefix(const QList<qint64> &positions) {
    for (qsizetype i = 0; i < positions.size(); ++i) {
        if (positions.at(i) != i + 1)
            return false;
    }
    return true;
}

inline QList<roofline::Run> storedRuns(const QString &db) {
    const auto opened = roofline::storage::DatabaseOpener::open(db);
    if (!opened)
        qFatal("cannot open %s: %s", qPrintable(db), qPrintable(opened.error().text()));
    roofline::storage::RunRepository repo(*opened);
    const auto listed = repo.list();
    if (!listed)
        qFatal("cannot list %s: %s", qPrintable(db), qPrintable(listed.error().text()));
    const QList<roofline::Run> &runs = listed.value();
    QList<roofline::Run> out;
    for (const roofline::Run &r : runs) {
        auto full = repo.get(r.id);
        if (!full)
            qFatal("cannot read run %lld: %s", qlonglong(r.id), qPrintable(full.error().text()));
        out << *full;
    }
    opened->closeConnection();
    return out;
}

// The database holds one run, complete, with the first `count` measurements of the stream in
// order: "" when so, else what it holds instead.
inline QString oneCompleteRun(const QString &db, int count) {
    const QList<roofline::Run> runs = storedRuns(db);
    if (runs.size() != 1)
        return QStringLiteral("%1 runs stored").arg(runs.size());
    const roofline::Run &r = runs.first();
    if (r.status != roofline::Run::Status::Complete)
        return QStringLiteral("status %1 (%2)").arg(roofline::Run::statusName(r.status), r.reason);
    if (r.measurements.size() != count || !isPrefix(streamPositions(r)))
        return QStringLiteral("%1 measurements, not the first %2 of the stream")
            .arg(r.measurements.size())
            .arg(count);
    return {};
}

inline QStringList spoolFiles(const QString &folder) {
    QStringList out;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({QStringLiteral("unstored-*.json")}, QDir::Files))
        out << dir.filePath(name);
    return out;
}

} // namespace reliability
