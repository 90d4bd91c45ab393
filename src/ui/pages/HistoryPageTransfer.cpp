// SPDX-License-Identifier: MIT
// HistoryPage's runs in and out of the database: import (a dialog, drag and drop) and export,
// each on the session's writer queue. The rest of the page is in HistoryPage.cpp.
#include "ui/dialogs/FileDialogs.h"
#include "ui/pages/HistoryPage.h"
#include "ui/services/Session.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/RunChartPanel.h"
#include "usecases/JobTracker.h"
#include "usecases/Kernels.h"
#include "usecases/RunTransfer.h"
#include "usecases/Runs.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QSettings>
#include <QUrl>
#include <algorithm>

namespace roofline::ui {

void HistoryPage::importFiles(const QStringList &paths) {
    const auto fail = [this](const QString &what) {
        ErrorDialog::error(this, tr("Import failed"), what,
                           tr("Nothing was imported; the history is unchanged. Check that the "
                              "file is a Roofline Lab run bundle (or a report PDF that carries "
                              "one)."));
        emit importFinished({}, {}, what);
    };
    if (!m_services->hasDatabase()) {
        fail(m_services->unavailableText());
        return;
    }
    m_services->showStatus(tr("Importing %n file(s)…", nullptr, int(paths.size())), 0);
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), paths](usecases::JobControl &) {
            return usecases::RunTransfer::importFiles(db, paths);
        },
        [this, fail](const Result<usecases::RunTransfer::ImportResult> &result) {
            if (!result) {
                m_services->showStatus(tr("Import failed."));
                fail(result.error().text());
                return;
            }
            m_services->showStatus(
                tr("Imported %n run(s)", nullptr, int(result->imported.size()))
                + (result->skipped.isEmpty()
                       ? QString()
                       : tr("; %n already stored", nullptr, int(result->skipped.size())))
                // What the import filled in or found odd (a clock stepped back), said.
                + (result->warnings.isEmpty()
                       ? QString()
                       : tr(". Note: %1").arg(result->warnings.join(QLatin1Char(' ')))));
            emit importFinished(result->imported, result->skipped, QString());
            m_services->notifyRunsChanged();
        },
        usecases::JobOptions{0, false});
}

void HistoryPage::exportRuns(const QList<qint64> &ids, const QString &path) {
    if (!m_services->hasDatabase())
        return;
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), keys = usecases::Runs::keysOf(ids), path](
            usecases::JobControl &) { return usecases::RunTransfer::exportRuns(db, keys, path); },
        [this, path](const Result<int> &n) {
            if (!n) {
                ErrorDialog::error(this, tr("Export failed"), n.error().text(),
                                   tr("Choose a folder you can write to and try again."));
                emit exportFinished(0, n.error().text());
                return;
            }
            m_services->showStatus(tr("Wrote %n run(s) to %1", nullptr, *n).arg(path));
            emit exportFinished(*n, QString());
        },
        usecases::JobOptions{0, false});
}

void HistoryPage::importWithDialog() {
    QSettings settings;
    const QStringList paths = FileDialogs::openFileNames(
        this, tr("Import runs"), settings.value(QStringLiteral("history/importDir")).toString(),
        tr("Run bundles and reports (*.json *.pdf);;All files (*)"));
    if (paths.isEmpty())
        return;
    settings.setValue(QStringLiteral("history/importDir"), QFileInfo(paths.first()).absolutePath());
    importFiles(paths);
}

void HistoryPage::exportWithDialog() {
    const QList<qint64> ids = selectedRunIds();
    if (ids.isEmpty()) {
        ErrorDialog::information(this, tr("Export runs"), tr("Select the runs to export first."));
        return;
    }
    QSettings settings;
    const QString path = FileDialogs::saveFileName(
        this, tr("Export runs"),
        QDir(settings.value(QStringLiteral("history/exportDir")).toString())
            .filePath(QStringLiteral("runs.json")),
        tr("Run bundle (*.json)"));
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("history/exportDir"), QFileInfo(path).absolutePath());
    exportRuns(ids, path);
}

void HistoryPage::importKernels(const QStringList &paths) {
    const qint64 runId = m_shownId;
    const auto fail = [this](const QString &what) {
        ErrorDialog::error(this, tr("Kernels not imported"), what,
                           tr("Kernel files are CSV or JSON of the documented schema, or the "
                              "output of ncu --csv; see docs/cli.md, \"Kernel files\"."));
        emit kernelsImported(0, what);
    };
    if (!m_services->hasDatabase()) {
        fail(m_services->unavailableText());
        return;
    }
    if (runId <= 0) {
        fail(tr("Select one run first: kernels are placed on the roofs of the run shown."));
        return;
    }
    m_services->showStatus(tr("Importing kernels from %n file(s)…", nullptr, int(paths.size())), 0);
    struct Outcome {
        int count = 0;
        QStringList errors; // "k.csv: line 3: …", one per file that failed
    };
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), paths, runId](usecases::JobControl &) {
            Outcome out;
            usecases::Kernels::ImportOptions options;
            options.tool = QStringLiteral("auto");
            options.run = QString::number(runId);
            // Each file on its own: one bad file leaves the others imported, and says so.
            for (const QString &path : paths) {
                const auto imported = usecases::Kernels::importFile(db, path, options);
                if (imported)
                    out.count += int(imported->ids.size());
                else // the error names the file
                    out.errors << imported.error().text();
            }
            return out;
        },
        [this, runId](const Outcome &out) {
            if (runId == m_shownId && out.count > 0)
                loadKernels(runId);
            if (!out.errors.isEmpty()) {
                m_services->showStatus(
                    tr("%n kernel(s) imported onto run %1.", nullptr, out.count).arg(runId));
                ErrorDialog::error(this, tr("Kernels not imported"),
                                   out.errors.join(QLatin1Char('\n')),
                                   tr("Kernel files are CSV or JSON of the documented schema, or "
                                      "the output of ncu --csv; see docs/cli.md, \"Kernel "
                                      "files\"."));
                emit kernelsImported(out.count, out.errors.join(QLatin1Char('\n')));
                return;
            }
            m_services->showStatus(
                tr("%n kernel(s) imported onto run %1.", nullptr, out.count).arg(runId));
            emit kernelsImported(out.count, QString());
        },
        usecases::JobOptions{0, false});
}

void HistoryPage::dragEnterEvent(QDragEnterEvent *event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && std::all_of(urls.cbegin(), urls.cend(), [](const QUrl &u) {
            return u.isLocalFile() && usecases::RunTransfer::isImportable(u.toLocalFile());
        }))
        event->acceptProposedAction();
}

void HistoryPage::dropEvent(QDropEvent *event) {
    QStringList paths;
    for (const QUrl &u : event->mimeData()->urls())
        paths << u.toLocalFile();
    event->acceptProposedAction();
    importFiles(paths);
}

} // namespace roofline::ui
