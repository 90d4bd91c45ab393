#include "storage/AtomicFile.h"

#include <QFile>
#include <QSaveFile>

namespace roofline::storage {

Result<void> AtomicFile::write(const QString &path, const QByteArray &bytes) {
    QSaveFile file(path);
    const auto failed = [&](const QString &why) {
        const bool full =
            file.error() == QFileDevice::ResourceError || why.contains(QLatin1String("No space"));
        return Error{why, QString(), full ? ErrorKind::DiskFull : ErrorKind::Failed};
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

} // namespace roofline::storage
