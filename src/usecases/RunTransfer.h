// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "storage/RunSync.h"

#include <QCoreApplication>
#include <QStringList>
#include <functional>

namespace roofline::usecases {

// Use case "move runs between machines": run bundles (.json, docs/cli.md) and the hardware and
// comparison report PDFs, which carry their runs' bundle as an attachment. History's import
// (dialog or drop) and `roofline runs import FILE...` run this, so both take either.
class RunTransfer {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::RunTransfer)

public:
    // What storage imported, and the probes' spool files (runner::RunSpool) that needed
    // nothing more: they are removed, or every later probe would name them as waiting.
    struct ImportResult : storage::RunRepository::ImportResult {
        QStringList removedSpoolFiles;
    };
    // Whether a file looks importable by its name (.json, .pdf), for drag and drop.
    static bool isImportable(const QString &path);
    // All or nothing: every new run of every file in one transaction; runs already stored
    // are skipped (and listed), runs stored in part are completed. A malformed file, a PDF
    // without a bundle or a failing write changes nothing.
    static Result<ImportResult> importFiles(const storage::Database &database,
                                            const QStringList &paths);
    // `keys` are run ids or uuids; the file is replaced atomically. The number of runs.
    static Result<int> exportRuns(const storage::Database &database, const QStringList &keys,
                                  const QString &path);
    // Runs that are in memory only (measured without a database): the same bundle file.
    static Result<int> exportRuns(const QList<Run> &runs, const QString &path);
    // `roofline runs sync`: the runs (and user profiles) `to` lacks, copied from `from`
    // (storage::RunSync says how). progress(done, total) after each committed batch.
    static Result<storage::RunSync::Counts>
    sync(const storage::Database &from, const storage::Database &to,
         const std::function<void(int, int)> &progress = {});
};

} // namespace roofline::usecases
