// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QFileDialog>
#include <QString>
#include <QStringList>

class QAbstractFileIconProvider;
class QWidget;

namespace roofline::ui {

// Every file dialog of the app. Each is Qt's own dialog, never the platform's, with an icon
// provider that takes icons and type names from a file's name and stat() alone, never from its
// content.
//
// Why: the app must never open its database file except through SQLite. Qt's default provider
// asks QMimeDatabase about each file it lists, which opens the files whose name does not decide
// their type (the database's -wal and -shm among them, often the database too); GTK's and the
// portal's dialogs sniff content the same way and cannot be told not to. Closing any descriptor
// of a file drops every POSIX lock the process holds on it (fcntl semantics; SQLite documents
// the hazard), so while a dialog browsed the database's folder, a `roofline` process finishing
// a write believed it was the last user and removed -wal/-shm under the app's connection; the
// app then read "database disk image is malformed" and lost the next edit. Not looking inside
// files costs nothing but content-based icons, and it keeps every folder safe, not only the one
// the database is in today. (tests/reliability/tst_dialoglock shows it with inotify.)
//
// The provider must be in place before the dialog lists anything: QFileDialog's constructor
// lists the directory it is given (and selects a file named there) through the model's default
// provider. Each dialog here is therefore made in an empty private folder and pointed at the
// caller's folder or file only once prepared (tests/reliability/tst_shareddb: Preferences →
// Browse… with the open database preselected).
class FileDialogs {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::FileDialogs)

public:
    static QStringList openFileNames(QWidget *parent, const QString &caption,
                                     const QString &directory, const QString &filter);
    static QString openFileName(QWidget *parent, const QString &caption, const QString &directory,
                                const QString &filter);
    static QString saveFileName(QWidget *parent, const QString &caption, const QString &path,
                                const QString &filter, QFileDialog::Options options = {});
    static QString existingDirectory(QWidget *parent, const QString &caption,
                                     const QString &directory);

    // The provider the dialogs use (one for the whole app).
    static QAbstractFileIconProvider *iconProvider();
    // A dialog set up as the functions above do, for callers that need the object itself.
    static void prepare(QFileDialog &dialog, QFileDialog::Options options = {});
};

} // namespace roofline::ui
