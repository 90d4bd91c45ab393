// SPDX-License-Identifier: MIT
#include "storage/AtomicFile.h"

#include "storage/LiveDatabaseFiles.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <sys/statvfs.h>
#include <unistd.h>

namespace roofline::storage {

Result<void> AtomicFile::write(const QString &path, const QByteArray &bytes) {
    // A report or export named like the open database would replace it (QSaveFile renames
    // over the target) and drop SQLite's locks: refused by device and inode.
    if (auto live = LiveDatabaseFiles::refuse(path); !live)
        return live.error();
    QSaveFile file(path);
    const auto failed = [&](const QString &why) {
        // Qt reports ENOSPC on a write as ResourceError; a commit or open that failed is asked
        // of the folder itself.
        ErrorKind kind =
            file.error() == QFileDevice::ResourceError ? ErrorKind::DiskFull : ErrorKind::Failed;
        if (kind == ErrorKind::Failed) {
            if (const auto problem = folderProblem(QFileInfo(path).absolutePath()))
                kind = *problem;
        }
        return Error{why, QString(), kind};
    };
    if (!file.open(QIODevice::WriteOnly))
        return failed(file.errorString());
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const Error e = failed(file.errorString());
        file.cancelWriting();
        return e;
    }
    if (!file.commit())
        return failed(file.errorString());
    if (file.error() != QFileDevice::NoError) {
        // Committed although a write failed (see above): it is not the file asked for.
        const Error e = failed(file.errorString());
        QFile::remove(path);
        return e;
    }
    return {};
}

std::optional<ErrorKind> AtomicFile::folderProblem(const QString &folder) {
    struct statvfs fs {};
    const QByteArray native = QFile::encodeName(folder);
    if (::statvfs(native.constData(), &fs) == 0) {
        if (fs.f_flag & ST_RDONLY)
            return ErrorKind::ReadOnly;
        if (fs.f_bavail == 0)
            return ErrorKind::DiskFull;
    }
    if (::access(native.constData(), W_OK) != 0)
        return ErrorKind::ReadOnly;
    return std::nullopt;
}

} // namespace roofline::storage
