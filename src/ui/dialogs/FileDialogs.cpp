// SPDX-License-Identifier: MIT
#include "ui/dialogs/FileDialogs.h"

#include <QFileIconProvider>
#include <QFileInfo>

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

QStringList FileDialogs::openFileNames(QWidget *parent, const QString &caption,
                                       const QString &directory, const QString &filter) {
    QFileDialog dialog(parent, caption, directory, filter);
    prepare(dialog);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFiles);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return dialog.selectedFiles();
}

QString FileDialogs::openFileName(QWidget *parent, const QString &caption, const QString &directory,
                                  const QString &filter) {
    QFileDialog dialog(parent, caption, directory, filter);
    prepare(dialog);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().first();
}

QString FileDialogs::saveFileName(QWidget *parent, const QString &caption, const QString &path,
                                  const QString &filter, QFileDialog::Options options) {
    QFileDialog dialog(parent, caption, path, filter);
    prepare(dialog, options);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().first();
}

QString FileDialogs::existingDirectory(QWidget *parent, const QString &caption,
                                       const QString &directory) {
    QFileDialog dialog(parent, caption, directory);
    prepare(dialog, QFileDialog::ShowDirsOnly);
    dialog.setFileMode(QFileDialog::Directory);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().first();
}

} // namespace roofline::ui
