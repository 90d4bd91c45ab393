// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QCoreApplication>
#include <QString>

namespace roofline::storage {

// The SQLite files this process holds, and the one rule that keeps a shared history alive:
// nothing in the process opens them but SQLite.
//
// Why: SQLite's locks are POSIX (fcntl) locks, which belong to the process and are all dropped
// when *any* descriptor of the file is closed, whoever opened it. A file dialog, a header check
// or an import that opens and closes the database (or its -wal/-shm) silently unlocks the app's
// connections; a `roofline` process that then ends believes it is the last user, checkpoints
// and deletes -wal/-shm, and the app goes on writing into a deleted log. Its final checkpoint
// on quit then copied stale pages over the other process's commits: the database was
// destroyed. So:
//   1. By construction: every plain file read or write of the program asks refuse() first,
//      which compares device and inode (stat() only, whatever the spelling: relative, a
//      symlink, a hard link) with the databases this process has open, and their -wal, -shm
//      and -journal.
//   2. Defence in depth: before every write transaction and before the checkpoint a close
//      makes, verify() checks, without opening anything, that the -wal/-shm descriptors SQLite
//      holds are still the files on disk, that this process still holds SQLite's locks
//      (/proc/locks), and that the header SQLite reads is a Roofline Lab database's (pread on
//      SQLite's own descriptor). On a mismatch the file is marked compromised: this process
//      writes no more to it and never checkpoints it; its connections reopen read-only.
class LiveDatabaseFiles {
    // Its own tr(): messages are filed and looked up under this context.
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::LiveDatabaseFiles)

public:
    // Database's SQLite connections: one retain when a connection opens, one release when it
    // closes (the path as the connection names it).
    static void retain(const QString &databasePath);
    static void release(const QString &databasePath);
    // How many connections of this process have the file open.
    static int holders(const QString &databasePath);

    // Whether `path` is a database this process has open through SQLite, or its -wal, -shm
    // or -journal. stat() only: never opens anything.
    static bool isLive(const QString &path);
    // The same as an error for a caller about to read or write `path` as a plain file.
    static Result<void> refuse(const QString &path);

    // See 2. above. Ok when the files are as SQLite left them (or cannot be checked on this
    // platform); otherwise an error of kind ReadOnly that says what happened and that nothing
    // stored was lost, and the file is compromised from then on.
    static Result<void> verify(const QString &databasePath);
    static bool compromised(const QString &databasePath);
    // The sentence the app shows when writes stopped (also the error verify() returns).
    static QString stoppedMessage(const QString &databasePath, const QString &why);

    // For tests: the reason the last failed verify() gave for `databasePath`.
    static QString lastProblem(const QString &databasePath);
};

} // namespace roofline::storage
