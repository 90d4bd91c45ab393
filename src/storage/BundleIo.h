// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <QCoreApplication>
#include <QStringList>

namespace roofline::storage {

// Run bundle files in and out of the database (docs/cli.md). Import parses every file first (in
// parallel, no lock held) and then stores all new runs in one transaction: a malformed file,
// an unknown version or a failing write leaves the database as it was.
class BundleIo {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::BundleIo)

public:
    explicit BundleIo(Database database);

    Result<RunRepository::ImportResult> importFiles(const QStringList &paths);
    // `keys` are run ids or uuids. The file is replaced atomically.
    Result<int> exportRuns(const QStringList &keys, const QString &path);

    // A bundle file's bytes: only a regular file (checked before reading, so a FIFO or
    // /dev/zero cannot block or flood), at most RunBundle::kMaxFileBytes.
    static Result<QByteArray> readFile(const QString &path);
    // Whole or not at all (AtomicFile): on a full disk the old file stays and nothing
    // half-written appears. DiskFull when ENOSPC.
    static Result<void> writeFileAtomically(const QString &path, const QByteArray &bytes);

private:
    Database m_database;
};

} // namespace roofline::storage
