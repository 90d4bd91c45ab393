// SPDX-License-Identifier: MIT
// HistoryPage: what happens to unsaved notes and tags when the user selects another run or
// closes the window (issue 32): Save / Discard / Cancel, as every editor asks. Saving goes
// through the page's one save path, applyEdits() (usecases::RunEdits on the writer queue).
#include "ui/itemmodels/RunFilterProxy.h"
#include "ui/itemmodels/RunTableModel.h"
#include "ui/pages/HistoryPage.h"
#include "ui/services/Session.h"

#include <QEventLoop>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QTableView>

namespace roofline::ui {

bool HistoryPage::hasUnsavedEdits() const {
    return m_shownId != 0 && (m_notes->document()->isModified() || m_tags->isModified());
}

HistoryPage::Leave HistoryPage::askToLeaveEdits() {
    m_asking = true;
    QMessageBox box(
        QMessageBox::Question, tr("Unsaved notes"),
        tr("The notes and tags of run %1 have changes that are not saved.").arg(m_shownId),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedEdits"));
    box.setInformativeText(tr("Save them before leaving the run?"));
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    m_asking = false;
    switch (answer) {
    case QMessageBox::Save:
        applyEdits(); // takes the editors' text now; the write is queued in order
        break;
    case QMessageBox::Discard:
        break;
    default:
        return Leave::Cancelled;
    }
    m_notes->document()->setModified(false);
    m_tags->setModified(false);
    return answer == QMessageBox::Save ? Leave::Saved : Leave::Discarded;
}

void HistoryPage::keepShownRunSelected() {
    const int row = m_model->rowOfRun(m_shownId);
    const QModelIndex index =
        row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return;
    // Quietly: the selection returns to what the details pane still shows.
    const QSignalBlocker block(m_view->selectionModel());
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect
                                                         | QItemSelectionModel::Rows);
    m_view->viewport()->update();
}

bool HistoryPage::confirmClose() {
    if (!hasUnsavedEdits() || m_asking)
        return !m_asking;
    bool failed = false;
    QEventLoop wait;
    // The locals outlive the connection: it is dropped below, before they go out of scope.
    const auto done =
        connect(this, &HistoryPage::editsSaved, &wait,
                [&wait, &failed](const QString &error) { // clazy:exclude=lambda-in-connect
                    failed = !error.isEmpty();
                    wait.quit();
                });
    const Leave leave = askToLeaveEdits();
    // The window closes once what was typed is stored, or stays open where it was not.
    if (leave == Leave::Saved && m_services->hasDatabase())
        wait.exec();
    disconnect(done);
    return leave != Leave::Cancelled && !failed;
}

} // namespace roofline::ui
