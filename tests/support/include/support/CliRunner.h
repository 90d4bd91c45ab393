// SPDX-License-Identifier: MIT
#pragma once

// `roofline` as a child process for the CLI suites that keep one database for the whole test
// (tst_llmcli, tst_importcli, tst_kernelscli): its own data and state folders, the database
// named by ROOFLINE_DB, stdout and stderr kept apart.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtGlobal>

namespace clitest {

struct Outcome {
    int exitCode = -1;
    QByteArray out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(out).array(); }
};

inline QTemporaryDir &home() {
    static QTemporaryDir dir;
    return dir;
}

// `roofline ARGS` on home()/`database`; a run past `timeoutMs` fails the test run.
inline Outcome run(const QStringList &args, const QString &database, int timeoutMs = 180000) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROOFLINE_DB"), home().filePath(database));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home().path());
    env.insert(QStringLiteral("XDG_STATE_HOME"), home().path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"), args);
    if (!p.waitForFinished(timeoutMs))
        qFatal("roofline did not finish");
    return {p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace clitest
