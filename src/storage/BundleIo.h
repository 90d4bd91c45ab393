#pragma once

#include "model/Result.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <QCoreApplication>
#include <QStringList>

namespace roofline::storage {

// Run bundle files in and out of the database (docs/cli.md). Import parses the files in parallel
// and stores all new runs in one transaction, each file as soon as it is parsed: a malformed
// file, an unknown version or a failing write rolls it back and leaves the database as it
// was.
class BundleIo {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::BundleIo)

public:
    explicit BundleIo(Database database);

    Result<RunRepository::ImportResult> importFiles(const QStringList &paths);
    // `keys` are run ids or uuids. The file is replaced atomically.
    Result<int> exportRuns(const QStringList &keys, const QString &path);

private:
    Database m_database;
};

} // namespace roofline::storage
