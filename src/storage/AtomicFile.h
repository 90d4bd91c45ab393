// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace roofline::storage {

// Writes a whole file or none: QSaveFile (a temporary file renamed over the target on success),
// every write checked, flushed before commit() and checked after it, because Qt 6.4's QSaveFile
// (O_TMPFILE on Linux) commits a file whose buffered write failed with ENOSPC and returns true,
// leaving a 0-byte file. On failure the target is as it was. The Error's message is the system's
// reason (callers name the file in their own words); its kind is DiskFull for a full disk and
// ReadOnly for a folder that cannot be written, told by the file system's state, never by the
// (localised) words of the system's message.
// Used for bundles and spools (BundleIo, RunSpool) and for every report file (ReportExporter).
class AtomicFile {
public:
    static Result<void> write(const QString &path, const QByteArray &bytes);
    // Why files cannot be written in `folder` now: ReadOnly (a read-only mount, no permission)
    // or DiskFull (no block left for this user); nothing when it looks writable.
    static std::optional<ErrorKind> folderProblem(const QString &folder);
};

} // namespace roofline::storage
