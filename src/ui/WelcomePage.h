// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;

namespace roofline::usecases {
class JobTracker;
}

namespace roofline::ui {

class Session;
class EngineQuery;

// The first page: what the app does, "Measure this machine", the devices the engine sees,
// the latest runs (open one in History) and where runs are stored. Without services (tests of
// the window alone) only the text and the button.
class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(Session *services = nullptr, EngineQuery *engine = nullptr,
                         QWidget *parent = nullptr);

    static constexpr int kRecentRuns = 6;

signals:
    void measureRequested();
    void runRequested(qint64 runId);

public slots:
    void reload();

private:
    void showDevices();

    Session *m_services = nullptr;
    EngineQuery *m_engine = nullptr;
    usecases::JobTracker *m_jobs = nullptr;
    QLabel *m_devices = nullptr;
    QListWidget *m_recent = nullptr;
    QLabel *m_database = nullptr;
};

} // namespace roofline::ui
