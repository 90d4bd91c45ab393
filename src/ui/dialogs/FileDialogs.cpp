// SPDX-License-Identifier: MIT
#include "ui/dialogs/FileDialogs.h"

#include <QDir>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QTemporaryDir>

namespace roofline::ui {

namespace {

// Icons and type names from the name and the file system's own answers (directory or not),
// which QFileSystemModel already has from stat(): nothing here opens a file.
class NameOnlyIconProvider : public QFileIconProvider {
public:
    NameOnlyIconProvider() { setOptions(DontUseCustomDirectoryIcons); }

    QIcon icon(IconType type) const override { return QFileIconProvider::icon(type); }
    QIcon icon(const QFileInfo &info) const override {
        if (info.isRoot())
            return icon(Drive);
        return icon(info.isDir() ? Folder : File);
    }
    QString type(const QFileInfo &info) const override {
        if (info.isRoot())
            return FileDialogs::tr("Drive");
        if (info.isDir())
            return FileDialogs::tr("Folder");
        const QString suffix = info.suffix();
        return suffix.isEmpty() ? FileDialogs::tr("File")
                                : FileDialogs::tr("%1 file").arg(suffix.toUpper());
    }
};

} // namespace

QAbstractFileIconProvider *FileDialogs::iconProvider() {
    static NameOnlyIconProvider provider;
    return &provider;
}

void FileDialogs::prepare(QFileDialog &dialog, QFileDialog::Options options) {
    dialog.setOptions(options | QFileDialog::DontUseNativeDialog
                      | QFileDialog::DontUseCustomDirectoryIcons);
    dialog.setIconProvider(iconProvider());
}

namespace {

// A dialog that has looked at nothing yet. QFileDialog's constructor lists the directory it is
// given at once, through the file system model's *default* icon provider (whose type()
// asks QMimeDatabase, which opens files), and a path to a file is selected there and then:
// that is how Preferences → Browse… opened and closed the database before any provider of
// ours was set, dropping the app's SQLite locks. So it starts in an empty private folder,
// gets the name-only provider, and only then goes where the caller points it.
class SafeDialog {
public:
    SafeDialog(QWidget *parent, const QString &caption, const QString &filter,
               QFileDialog::Options options)
        : m_empty(QDir::temp().filePath(QStringLiteral("roofline-dialog-XXXXXX")))
        , m_dialog(parent, caption, m_empty.isValid() ? m_empty.path() : QDir::rootPath(), filter) {
        FileDialogs::prepare(m_dialog, options);
    }
    // A folder, or a file (its folder is shown and its name typed in, never opened).
    void point(const QString &where) {
        if (where.isEmpty()) {
            m_dialog.setDirectory(QDir::homePath());
            return;
        }
        const QFileInfo info(where);
        if (info.isDir()) {
            m_dialog.setDirectory(info.absoluteFilePath());
            return;
        }
        m_dialog.setDirectory(info.absolutePath());
        m_dialog.selectFile(info.fileName());
    }
    QFileDialog &operator*() { return m_dialog; }
    QFileDialog *operator->() { return &m_dialog; }

private:
    QTemporaryDir m_empty; // outlives the dialog (members go in reverse order)
    QFileDialog m_dialog;
};

} // namespace

QStringList FileDialogs::openFileNames(QWidget *parent, const QString &caption,
                                       const QString &directory, const QString &filter) {
    SafeDialog dialog(parent, caption, filter, {});
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFiles);
    dialog.point(directory);
    if (dialog->exec() != QDialog::Accepted)
        return {};
    return dialog->selectedFiles();
}

QString FileDialogs::openFileName(QWidget *parent, const QString &caption, const QString &directory,
                                  const QString &filter) {
    SafeDialog dialog(parent, caption, filter, {});
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog.point(directory);
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return {};
    return dialog->selectedFiles().first();
}

QString FileDialogs::saveFileName(QWidget *parent, const QString &caption, const QString &path,
                                  const QString &filter, QFileDialog::Options options) {
    SafeDialog dialog(parent, caption, filter, options);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setFileMode(QFileDialog::AnyFile);
    dialog.point(path);
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return {};
    return dialog->selectedFiles().first();
}

QString FileDialogs::existingDirectory(QWidget *parent, const QString &caption,
                                       const QString &directory) {
    SafeDialog dialog(parent, caption, QString(), QFileDialog::ShowDirsOnly);
    dialog->setFileMode(QFileDialog::Directory);
    dialog.point(directory);
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return {};
    return dialog->selectedFiles().first();
}

} // namespace roofline::ui
