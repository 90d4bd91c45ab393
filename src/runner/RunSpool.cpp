// SPDX-License-Identifier: MIT
#include "runner/RunSpool.h"

#include "model/RunBundle.h"
#include "storage/BundleIo.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <unistd.h>

namespace roofline::runner {

namespace {

QString stateFolder() {
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    QString state = env.value(QStringLiteral("XDG_STATE_HOME"));
    if (state.isEmpty())
        state = QDir::homePath() + QStringLiteral("/.local/state");
    return state + QStringLiteral("/roofline-lab/spool");
}

QString besideDatabase(const std::optional<storage::Database> &database) {
    if (!database || database->isPostgres())
        return {};
    return database->path() + QStringLiteral(".spool");
}

} // namespace

QStringList RunSpool::folders(const std::optional<storage::Database> &database,
                              const QString &preferred) {
    QStringList out;
    if (!preferred.isEmpty())
        out << QFileInfo(preferred).absoluteFilePath();
    if (const QString beside = besideDatabase(database); !beside.isEmpty())
        out << beside;
    out << stateFolder();
    out << QDir::temp().filePath(QStringLiteral("roofline-spool-%1").arg(::getuid()));
    out.removeDuplicates();
    return out;
}

QStringList RunSpool::leftovers(const std::optional<storage::Database> &database) {
    QStringList out;
    for (const QString &folder : {besideDatabase(database), stateFolder()}) {
        if (folder.isEmpty())
            continue;
        const QDir dir(folder);
        for (const QString &name :
             dir.entryList({QStringLiteral("unstored-*.json")}, QDir::Files, QDir::Name))
            out << dir.filePath(name);
    }
    return out;
}

bool RunSpool::isSpoolFile(const QString &path) {
    const QFileInfo info(path);
    if (!info.isFile() || !info.fileName().startsWith(QLatin1String("unstored-"))
        || info.suffix() != QLatin1String("json"))
        return false;
    const QString folder = info.absolutePath();
    return folder.endsWith(QLatin1String(".spool"))
           || folder.endsWith(QLatin1String("/roofline-lab/spool"))
           || QFileInfo(folder).fileName().startsWith(QLatin1String("roofline-spool-"));
}

RunSpool::RunSpool(QStringList folders)
    : m_folders(std::move(folders)) {}

Result<QString> RunSpool::write(const QList<Run> &runs) {
    if (m_name.isEmpty()) {
        const QString first = runs.isEmpty() ? QString::number(QCoreApplication::applicationPid())
                                             : runs.first().uuid.left(8);
        m_name =
            QStringLiteral("unstored-%1-%2.json")
                .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")),
                     first);
    }
    const QByteArray bytes = RunBundle::write(runs);
    QStringList problems;
    // The folder that worked last time first; then the others in order.
    QStringList order = m_folders;
    if (!m_path.isEmpty()) {
        order.removeAll(QFileInfo(m_path).absolutePath());
        order.prepend(QFileInfo(m_path).absolutePath());
    }
    for (const QString &folder : std::as_const(order)) {
        if (!QDir().mkpath(folder)) {
            problems << tr("%1: cannot create the folder").arg(folder);
            continue;
        }
        const QString path = QDir(folder).filePath(m_name);
        if (auto ok = storage::BundleIo::writeFileAtomically(path, bytes); !ok) {
            problems << ok.error().text();
            continue;
        }
        // Moved to another folder (the first one filled up): the old copy is stale.
        if (!m_path.isEmpty() && m_path != path)
            QFile::remove(m_path);
        m_path = path;
        return path;
    }
    return Error{tr("the measurements could not be written to any spool folder: %1")
                     .arg(problems.join(QStringLiteral("; "))),
                 QString(), ErrorKind::Failed};
}

void RunSpool::remove() {
    if (!m_path.isEmpty())
        QFile::remove(m_path);
    m_path.clear();
}

} // namespace roofline::runner
