// SPDX-License-Identifier: MIT
#include "storage/InputFile.h"

#include "model/RunBundle.h"
#include "storage/LiveDatabaseFiles.h"

#include <QFile>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace roofline::storage {

namespace {
QString systemError(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}

// Closes the descriptor on every path out.
struct Descriptor {
    int fd = -1;
    ~Descriptor() {
        if (fd >= 0)
            ::close(fd);
    }
};
} // namespace

qint64 InputFile::maxBytes(Kind kind) {
    switch (kind) {
    case Kind::RunBundle:
        return RunBundle::kMaxFileBytes;
    case Kind::ReportPdf:
        return RunBundle::kMaxFileBytes + (qint64(64) << 20);
    case Kind::ModelConfig:
        return qint64(16) << 20;
    }
    return 0;
}

Result<QByteArray> InputFile::read(const QString &path, Kind kind) {
    // Never a database this process has open: closing our descriptor would drop its SQLite
    // locks (LiveDatabaseFiles).
    if (auto live = LiveDatabaseFiles::refuse(path); !live)
        return live.error();
    const qint64 limit = maxBytes(kind);
    const QByteArray native = QFile::encodeName(path);
    Descriptor d;
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    d.fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (d.fd < 0) {
        const int error = errno;
        return Error{tr("%1: cannot be read: %2").arg(path, systemError(error)), QString(),
                     error == ENOENT ? ErrorKind::NotFound : ErrorKind::Failed};
    }
    struct stat st {};
    if (::fstat(d.fd, &st) != 0 || !S_ISREG(st.st_mode))
        return Error{tr("%1: not a regular file (a folder, FIFO, device or socket); only regular "
                        "files are read")
                         .arg(path),
                     QString(), ErrorKind::InvalidInput};
    if (st.st_size > limit)
        return Error{tr("%1: %2 bytes; such a file may be at most %3 bytes")
                         .arg(path)
                         .arg(qint64(st.st_size))
                         .arg(limit),
                     QString(), ErrorKind::InvalidInput};
    ::fcntl(d.fd, F_SETFL, ::fcntl(d.fd, F_GETFL) & ~O_NONBLOCK);
    // Read to the end, but never beyond the limit: the file may grow while it is read.
    QByteArray bytes;
    bytes.reserve(qsizetype(st.st_size));
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(d.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int error = errno;
            return Error{tr("%1: cannot be read: %2").arg(path, systemError(error))};
        }
        if (n == 0)
            break;
        if (bytes.size() + n > limit)
            return Error{
                tr("%1: more than %2 bytes; such a file may be at most that").arg(path).arg(limit),
                QString(), ErrorKind::InvalidInput};
        bytes.append(buffer, n);
    }
    return bytes;
}

} // namespace roofline::storage
