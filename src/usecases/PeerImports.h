// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/importers/PeerImport.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace roofline::usecases {

// Use case "bring another tool's results into the history" (`roofline import FILE…`): each
// file is read (only a regular file, at most PeerImport::kMaxInputBytes), its tool detected
// or named, parsed into runs by model/importers, and every run of every file stored in one
// transaction — all of them or none. Importing a file again stores nothing new (the runs'
// uuids come from the content).
class PeerImports {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::PeerImports)

public:
    struct Options {
        QString tool; // a PeerImport::toolIds() id, or empty/"auto" to detect
        QString host; // the node the output ran on, when the output does not say
        QString test; // the test, when the output does not name it (nccl-tests)
    };
    struct File {
        QString path;
        QString tool;
        QString format;
        QList<Run> runs; // as parsed (id 0)
        QList<importers::ImportNote> notes;
    };
    struct ImportResult {
        QList<File> files;
        QStringList imported; // uuids
        QStringList skipped;  // uuids already stored
    };

    // Parses without storing (a preview, `roofline import --dry-run`).
    static Result<File> read(const QString &path, const Options &options);
    static Result<ImportResult> importFiles(const storage::Database &database,
                                            const QStringList &paths, const Options &options);
};

} // namespace roofline::usecases
