// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "report/DisplayUnits.h"
#include "storage/Database.h"

#include <QApplication>
#include <QCoreApplication>
#include <QString>
#include <memory>
#include <optional>

namespace roofline::ui {

class CalculatorPage;
class ComparePage;
class FleetPage;
class HardwarePage;
class HistoryPage;
class MainWindow;
class ModelsPage;
class ProbePage;
class ReportsPage;
class Session;
class WelcomePage;

// The desktop app `roofline-lab` from its command line to its event loop: which Qt
// application (none with a display for --help, --version or no display at all), the
// options, the language, the run history, the session and the pages, and how the pages
// reach each other. main() only makes one and runs it.
class Application {
public:
    Application(int &argc, char **argv);
    ~Application();
    Application(const Application &) = delete;
    Application &operator=(const Application &) = delete;

    // The exit status: 0 after --help/--version, 1 without a display, else the event loop's.
    int exec();

private:
    // What the command line asks for beyond --help and --version.
    struct Options {
        std::optional<QString> language; // --lang
        std::optional<QString> page;     // --page
        bool measure = false;
        std::optional<QString> database; // --db
    };
    Options parseOptions();
    void openDatabase(const Options &options, const QString &preferred);
    void startSession(const DisplayUnits &units);
    void createPages();
    void connectPages();
    void connectPreferences();
    void addFileActions();
    void applyOptions(const Options &options);
    void reportUnavailableDatabase();

    // The Qt application first: everything below needs it, and goes before it.
    std::optional<QCoreApplication> m_console;
    std::optional<QApplication> m_gui;
    QString m_noDisplay; // why no display is reachable; empty when one is (or not needed)

    // The run history: where, named by what (--db, ROOFLINE_DB, empty for Preferences), and
    // why it could not be opened.
    QString m_dbPath;
    QString m_dbSource;
    QString m_password; // typed for this session only
    std::optional<storage::Database> m_database;
    std::optional<Error> m_dbError;

    std::unique_ptr<Session> m_services;
    std::unique_ptr<MainWindow> m_window;
    // Owned by m_window once added.
    struct Pages {
        WelcomePage *welcome = nullptr;
        ProbePage *probe = nullptr;
        HistoryPage *history = nullptr;
        ComparePage *compare = nullptr;
        CalculatorPage *calculator = nullptr;
        HardwarePage *hardware = nullptr;
        ModelsPage *models = nullptr;
        ReportsPage *reports = nullptr;
        FleetPage *fleet = nullptr;
    } m_pages;
};

} // namespace roofline::ui
