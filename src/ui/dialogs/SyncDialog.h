// SPDX-License-Identifier: MIT
#pragma once

#include "storage/RunSync.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace roofline::ui {

class Session;
class DatabaseOpenJob;

// History → Sync…: what `roofline runs sync --from A --to B` does, from the app. The other
// database (a SQLite file or the lab's PostgreSQL URL) is opened off the GUI thread, asking for
// a password when the server wants one; the copy runs on a worker thread with its own
// connections and reports progress per committed batch. RunSync copies only what the target
// lacks, so a sync that failed half way is simply run again.
class SyncDialog : public QDialog {
    Q_OBJECT
public:
    enum class Direction { Push, Pull }; // Push: this database → other; Pull: other → this

    explicit SyncDialog(Session *services, QWidget *parent = nullptr);

    void setOtherLocation(const QString &location);
    void setDirection(Direction direction);
    // Starts the sync as the Sync button does.
    void start();
    bool isBusy() const { return m_busy; }
    QString resultText() const;

signals:
    void finished(bool ok);

private:
    void validate();
    void opened(bool ok);
    void showOutcome(const Result<storage::RunSync::Counts> &result);
    void setBusy(bool busy);

    Session *m_services;
    DatabaseOpenJob *m_opener;
    QLineEdit *m_location = nullptr;
    QLabel *m_problem = nullptr;
    QRadioButton *m_push = nullptr;
    QRadioButton *m_pull = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_result = nullptr;
    QPushButton *m_sync = nullptr;
    bool m_busy = false;
};

} // namespace roofline::ui
