// SPDX-License-Identifier: MIT
#include "app/JobTracker.h"
#include "app/Profiles.h"
#include "i18n/Translations.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/SqlDialect.h"
#include "ui/MainWindow.h"
#include "ui/WelcomePage.h"
#include "ui/dialogs/DatabaseOpenJob.h"
#include "ui/dialogs/SettingsDialog.h"
#include "ui/pages/CalculatorPage.h"
#include "ui/pages/ComparePage.h"
#include "ui/pages/FleetPage.h"
#include "ui/pages/HardwarePage.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ModelsPage.h"
#include "ui/pages/ProbePage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/DisplayCheck.h"
#include "ui/services/EngineQuery.h"
#include "ui/services/Preferences.h"
#include "ui/services/Session.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/RunChartPanel.h"
#include "ui/widgets/WheelGuard.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTimer>
#include <QUndoStack>
#include <cstdio>
#include <optional>

using namespace roofline;

namespace {

QIcon icon(const char *name) {
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
}

// The About box's engine and CUDA lines, from the engine's hello and device messages.
QString engineDetails(const ui::EngineQuery &engine) {
    QString html = QObject::tr("<p>Measurement engine %1</p>").arg(engine.engineVersion());
    for (const ui::EngineDevice &d : engine.devices()) {
        if (d.kind != QLatin1String("cuda") && !d.id.startsWith(QLatin1String("cuda")))
            continue;
        html += QObject::tr("<p>%1: CUDA runtime %2, driver %3</p>")
                    .arg(d.name.isEmpty() ? d.id : d.name,
                         d.runtimeVersion.isEmpty() ? QObject::tr("unknown") : d.runtimeVersion,
                         d.driverVersion.isEmpty() ? QObject::tr("unknown") : d.driverVersion);
    }
    return html;
}

void nameApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("RooflineLab"));
    QCoreApplication::setApplicationName(QStringLiteral("roofline-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROOFLINE_VERSION));
}

// --help and --version print and exit without a display: answered by a QCoreApplication
// before the QApplication (which aborts where no display is reachable) is made.
bool onlyAsksForHelp(int argc, char **argv) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v"
            || arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char **argv) {
    std::optional<QCoreApplication> console;
    std::optional<QApplication> gui;
    // No display: said in one line (after the options are read, in the chosen language) and
    // a clean exit, instead of QGuiApplication's abort.
    const QString noDisplay =
        onlyAsksForHelp(argc, argv)
            ? QString()
            : ui::DisplayCheck::problem(ui::DisplayCheck::fromProcess(argc, argv));
    if (onlyAsksForHelp(argc, argv) || !noDisplay.isEmpty())
        console.emplace(argc, argv);
    else
        gui.emplace(argc, argv);
    QCoreApplication &app = console ? *console : static_cast<QCoreApplication &>(*gui);
    nameApplication();
    if (gui) {
        QApplication::setApplicationDisplayName(QStringLiteral("Roofline Lab"));
        QApplication::setDesktopFileName(QStringLiteral("roofline-lab"));
        // Fusion looks the same everywhere; the palette stays the platform theme's, so a dark
        // desktop gives a dark app.
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("user-interface language"),
                            QStringLiteral("CODE"));
    parser.addOption(lang);
    QCommandLineOption page(
        QStringLiteral("page"),
        QStringLiteral("open on this page (probe, history, compare, calculator, "
                       "hardware, models, reports, fleet)"),
        QStringLiteral("NAME"));
    parser.addOption(page);
    QCommandLineOption measure(
        QStringLiteral("measure"),
        QStringLiteral("start measuring this machine (quick suite) at once"));
    parser.addOption(measure);
    QCommandLineOption dbOption(
        QStringLiteral("db"),
        QStringLiteral("use this run history for this session: an SQLite file or "
                       "postgresql://user@host:port/db (overrides Preferences and ROOFLINE_DB)"),
        QStringLiteral("PATH|URL"));
    parser.addOption(dbOption);
    parser.process(app); // --help and --version exit here
    const ui::Preferences settings = ui::Preferences::load();
    const QString language = parser.isSet(lang) ? parser.value(lang) : settings.language;
    if (console && !noDisplay.isEmpty()) {
        roofline::Translations::install(language);
        std::fprintf(stderr, "%s\n", qPrintable(ui::DisplayCheck::message(noDisplay)));
        return 1;
    }
    if (console)
        return 0;
    roofline::Translations::install(language);

    // Where the history lives: --db for this session, else ROOFLINE_DB (as the CLI), else the
    // choice in Preferences. The history is optional: without it the calculator and the
    // catalog still work.
    QString dbSource;
    QString dbPath = settings.databaseLocation();
    if (parser.isSet(dbOption)) {
        dbPath = parser.value(dbOption);
        dbSource = QStringLiteral("--db");
    } else if (!qEnvironmentVariableIsEmpty("ROOFLINE_DB")) {
        dbPath = storage::Database::defaultPath();
        dbSource = QStringLiteral("ROOFLINE_DB");
    }
    Result<storage::Database> db = storage::DatabaseOpener::open(dbPath);
    // A server that wants a password .pgpass lacks: ask, and keep it for this session only.
    QString password;
    while (!db && storage::SqlDialect::isUrl(dbPath)
           && ui::Preferences::asksForPassword(db.error())) {
        const std::optional<QString> typed =
            ui::DatabaseOpenJob::askPassword(nullptr, dbPath, !password.isEmpty());
        if (!typed || typed->isEmpty())
            break;
        password = *typed;
        db = storage::DatabaseOpener::open(dbPath, password);
    }
    std::optional<storage::Database> database;
    if (db)
        database = *db;
    ui::Session services(database);
    // The catalog this build ships, off the GUI thread like every other write; the pages read
    // their profiles again once it is in.
    if (database)
        services.writer()->run(
            [db = *database](app::JobControl &) { return app::Profiles::syncBuiltInCatalog(db); },
            [&services](const Result<void> &) { services.notifyProfilesChanged(); },
            app::JobOptions{0, false});
    services.setDisplayUnits(settings.units);
    // `roofline runs import`, a Slurm job or a colleague writing to the same database: every
    // page follows without a restart (F5 asks at once).
    services.setWatchingForChanges(true);
    if (!db)
        services.setUnavailableReason(db.error().text());
    else if (!password.isEmpty())
        services.setSessionPassword(dbPath, password);

    ui::MainWindow window;
    QObject::connect(&services, &ui::Session::statusMessage, window.statusBar(),
                     &QStatusBar::showMessage);
    auto *probe = new ui::ProbePage(&services);
    auto *history = new ui::HistoryPage(&services);
    auto *compare = new ui::ComparePage(&services);
    auto *calculator = new ui::CalculatorPage(&services);
    auto *hardware = new ui::HardwarePage(&services);
    auto *models = new ui::ModelsPage(&services);
    auto *reports = new ui::ReportsPage(&services);
    auto *fleet = new ui::FleetPage(&services);
    auto *welcome = new ui::WelcomePage(&services, probe->engine());
    window.addPage(welcome, QObject::tr("Welcome"), icon("welcome"));
    window.addPage(probe, QObject::tr("Probe"), icon("probe"));
    window.addPage(history, QObject::tr("History"), icon("history"));
    window.addPage(compare, QObject::tr("Compare"), icon("compare"));
    window.addPage(calculator, QObject::tr("Roofline calculator"), icon("calculator"));
    window.addPage(hardware, QObject::tr("Hardware"), icon("hardware"));
    window.addPage(models, QObject::tr("Models"), icon("models"));
    window.addPage(reports, QObject::tr("Reports"), icon("report"));
    window.addPage(fleet, QObject::tr("Fleet"), icon("fleet"));
    // Every page's spin boxes, combo boxes and sliders: the wheel scrolls the page until the
    // user clicks into one (issue 32).
    ui::WheelGuard::install(&window);

    QObject::connect(&services, &ui::Session::compareRequested, compare,
                     [&window, compare](const QList<qint64> &ids) {
                         compare->setRunIds(ids);
                         window.setCurrentPage(compare);
                     });
    QObject::connect(&services, &ui::Session::reportRequested, reports,
                     [&window, reports](const QList<qint64> &ids) {
                         reports->setRunIds(ids);
                         window.setCurrentPage(reports);
                     });
    QObject::connect(welcome, &ui::WelcomePage::measureRequested, probe, [&window, probe] {
        window.setCurrentPage(probe);
        probe->measureThisMachine();
    });
    QObject::connect(welcome, &ui::WelcomePage::runRequested, history,
                     [&window, history](qint64 id) {
                         window.setCurrentPage(history);
                         history->selectRun(id);
                     });
    QObject::connect(probe->engine(), &ui::EngineQuery::devicesReady, &window,
                     [&window, probe] { window.setAboutDetails(engineDetails(*probe->engine())); });

    // Display units reach the chart panels of every page, now and after each change.
    const auto applyUnits = [&window, &services, calculator] {
        for (ui::RunChartPanel *panel : window.findChildren<ui::RunChartPanel *>())
            panel->setUnits(services.displayUnits());
        calculator->setDisplayUnits(services.displayUnits());
    };
    applyUnits();
    QObject::connect(&services, &ui::Session::displayUnitsChanged, &window, applyUnits);
    // Undoing a deletion after a switch would store the old database's runs in the new one.
    QObject::connect(&services, &ui::Session::databaseChanged, history->undoStack(),
                     &QUndoStack::clear);
    // Once the user picks a database, --db / ROOFLINE_DB no longer describe this session.
    QObject::connect(&services, &ui::Session::databaseChanged, &window,
                     [&dbSource] { dbSource.clear(); });
    QObject::connect(&window, &ui::MainWindow::preferencesRequested, &window, [&] {
        ui::SettingsDialog dialog(&services, &window);
        if (probe->isRunning())
            dialog.setDatabaseLocked(QObject::tr(
                "A measurement is storing its results in the current database: stop it or let "
                "it finish before choosing another database."));
        else if (!dbSource.isEmpty())
            dialog.setSessionOverride(services.hasDatabase() ? services.database()->path() : dbPath,
                                      dbSource);
        dialog.exec();
    });

    if (QMenu *file = window.menuBar()->actions().value(0)
                          ? window.menuBar()->actions().value(0)->menu()
                          : nullptr) {
        QAction *first = file->actions().value(0);
        auto *import = new QAction(icon("import"), QObject::tr("&Import runs…"), file);
        import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
        QObject::connect(import, &QAction::triggered, history, [&window, history] {
            window.setCurrentPage(history);
            history->importWithDialog();
        });
        auto *run = new QAction(icon("run"), QObject::tr("&Measure this machine"), file);
        QObject::connect(run, &QAction::triggered, probe, [&window, probe] {
            window.setCurrentPage(probe);
            probe->measureThisMachine();
        });
        file->insertActions(first, {run, import});
        file->insertSeparator(first);
    }

    const QMap<QString, QWidget *> byName{
        {QStringLiteral("probe"), probe},       {QStringLiteral("history"), history},
        {QStringLiteral("compare"), compare},   {QStringLiteral("calculator"), calculator},
        {QStringLiteral("hardware"), hardware}, {QStringLiteral("models"), models},
        {QStringLiteral("reports"), reports},   {QStringLiteral("fleet"), fleet}};
    if (parser.isSet(page))
        window.setCurrentPage(byName.value(parser.value(page).toLower()));
    if (parser.isSet(measure)) {
        window.setCurrentPage(probe);
        // Once the engine has listed the devices, so the run uses the remembered device.
        QObject::connect(probe->engine(), &ui::EngineQuery::devicesReady, probe,
                         &ui::ProbePage::measureThisMachine, Qt::SingleShotConnection);
    }

    window.show();
    if (!db) {
        // After the window is up, so the dialog has a parent and the app is usable behind it.
        QTimer::singleShot(0, &window, [&window, &db, dbPath] {
            ui::ErrorDialog::error(
                &window, QObject::tr("Run history unavailable"),
                QObject::tr("The database %1 could not be opened:\n%2")
                    .arg(dbPath, db.error().text()),
                QObject::tr("The calculator and the catalog still work. To keep runs, choose "
                            "another database in Edit → Preferences (or move the file aside "
                            "and restart)."));
        });
    }
    return app.exec();
}
