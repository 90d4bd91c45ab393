// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline::runner {

// Runs whose measurements the database did not take (yet), kept on disk as a run bundle so
// that nothing measured is lost even if this process dies too. `roofline runs import FILE`
// stores them: a run stored in part is completed (same uuid, nothing twice).
//
// The file is rewritten whole (QSaveFile: temporary file, renamed) each time it changes, so it
// is always a complete bundle; it goes to the first folder that takes it: beside an SQLite
// database (FILE.spool/), else $XDG_STATE_HOME/roofline-lab/spool (~/.local/state/…), else the
// temporary folder. A full or read-only disk under the database is the usual reason a write
// failed, so the spool must be able to land elsewhere.
class RunSpool {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::runner::RunSpool)

public:
    // `preferred` (e.g. `roofline probe --spool DIR`) first, when given.
    static QStringList folders(const std::optional<storage::Database> &database,
                               const QString &preferred = QString());
    // Spool files left beside a database by earlier sessions (not imported yet).
    static QStringList leftovers(const std::optional<storage::Database> &database);
    // A spool file of ours (unstored-*.json in one of our spool folders), which
    // `roofline runs import` removes once everything in it is stored.
    static bool isSpoolFile(const QString &path);

    explicit RunSpool(QStringList folders);

    // Writes `runs` (header and every measurement so far; a run still measuring is written as
    // failed/interrupted, which its final state replaces). Returns the file's path.
    Result<QString> write(const QList<Run> &runs);
    // Everything is stored: the file is not needed any more.
    void remove();
    // Where the last successful write went; empty before.
    QString path() const { return m_path; }

private:
    QStringList m_folders;
    QString m_name;
    QString m_path;
};

} // namespace roofline::runner
