// SPDX-License-Identifier: MIT
#include "ui/Application.h"

#include "i18n/Translations.h"
#include "storage/DatabaseOpener.h"
#include "storage/SqlDialect.h"
#include "ui/MainWindow.h"
#include "ui/WelcomePage.h"
#include "ui/calculator/CalculatorPage.h"
#include "ui/dialogs/DatabaseOpenJob.h"
#include "ui/dialogs/SettingsDialog.h"
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
#include "usecases/JobTracker.h"
#include "usecases/Profiles.h"

#include <QAction>
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

namespace roofline::ui {

namespace {

QIcon icon(const char *name) {
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
}

// The About box's engine and CUDA lines, from the engine's hello and device messages.
QString engineDetails(const EngineQuery &engine) {
    QString html = QObject::tr("<p>Measurement engine %1</p>").arg(engine.engineVersion());
    for (const EngineDevice &d : engine.devices()) {
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

Application::Application(int &argc, char **argv) {
    // No display: said in one line (after the options are read, in the chosen language) and
    // a clean exit, instead of QGuiApplication's abort.
    const bool helpOnly = onlyAsksForHelp(argc, argv);
    if (!helpOnly)
        m_noDisplay = DisplayCheck::problem(DisplayCheck::fromProcess(argc, argv));
    if (helpOnly || !m_noDisplay.isEmpty())
        m_console.emplace(argc, argv);
    else
        m_gui.emplace(argc, argv);
    nameApplication();
    if (m_gui) {
        QApplication::setApplicationDisplayName(QStringLiteral("Roofline Lab"));
        QApplication::setDesktopFileName(QStringLiteral("roofline-lab"));
        // Fusion looks the same everywhere; the palette stays the platform theme's, so a dark
        // desktop gives a dark app.
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }
}

// The window and the pages go before the session they use.
Application::~Application() {
    m_window.reset();
    m_services.reset();
}

int Application::exec() {
    const Options options = parseOptions(); // --help and --version exit here
    const Preferences settings = Preferences::load();
    const QString language = options.language.value_or(settings.language);
    if (m_console && !m_noDisplay.isEmpty()) {
        roofline::Translations::install(language);
        std::fprintf(stderr, "%s\n", qPrintable(DisplayCheck::message(m_noDisplay)));
        return 1;
    }
    if (m_console)
        return 0;
    roofline::Translations::install(language);
    openDatabase(options, settings.databaseLocation());
    startSession(settings.units);
    createPages();
    connectPages();
    connectPreferences();
    addFileActions();
    applyOptions(options);
    m_window->show();
    reportUnavailableDatabase();
    return QCoreApplication::exec();
}

Application::Options Application::parseOptions() {
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("user-interface language"),
                                  QStringLiteral("CODE"));
    const QCommandLineOption page(
        QStringLiteral("page"),
        QStringLiteral("open on this page (probe, history, compare, calculator, "
                       "hardware, models, reports, fleet)"),
        QStringLiteral("NAME"));
    const QCommandLineOption measure(
        QStringLiteral("measure"),
        QStringLiteral("start measuring this machine (quick suite) at once"));
    const QCommandLineOption db(
        QStringLiteral("db"),
        QStringLiteral("use this run history for this session: an SQLite file or "
                       "postgresql://user@host:port/db (overrides Preferences and ROOFLINE_DB)"),
        QStringLiteral("PATH|URL"));
    parser.addOptions({lang, page, measure, db});
    parser.process(*QCoreApplication::instance());
    Options options;
    if (parser.isSet(lang))
        options.language = parser.value(lang);
    if (parser.isSet(page))
        options.page = parser.value(page);
    options.measure = parser.isSet(measure);
    if (parser.isSet(db))
        options.database = parser.value(db);
    return options;
}

// Where the history lives: --db for this session, else ROOFLINE_DB (as the CLI), else the
// choice in Preferences. The history is optional: without it the calculator and the catalog
// still work.
void Application::openDatabase(const Options &options, const QString &preferred) {
    m_dbPath = preferred;
    if (options.database) {
        m_dbPath = *options.database;
        m_dbSource = QStringLiteral("--db");
    } else if (!qEnvironmentVariableIsEmpty("ROOFLINE_DB")) {
        m_dbPath = storage::Database::defaultPath();
        m_dbSource = QStringLiteral("ROOFLINE_DB");
    }
    Result<storage::Database> db = storage::DatabaseOpener::open(m_dbPath);
    // A server that wants a password .pgpass lacks: ask, and keep it for this session only.
    while (!db && storage::SqlDialect::isUrl(m_dbPath)
           && Preferences::asksForPassword(db.error())) {
        const std::optional<QString> typed =
            DatabaseOpenJob::askPassword(nullptr, m_dbPath, !m_password.isEmpty());
        if (!typed || typed->isEmpty())
            break;
        m_password = *typed;
        db = storage::DatabaseOpener::open(m_dbPath, m_password);
    }
    if (db)
        m_database = *db;
    else
        m_dbError = db.error();
}

void Application::startSession(const DisplayUnits &units) {
    m_services = std::make_unique<Session>(m_database);
    Session *services = m_services.get();
    // The catalog this build ships, off the GUI thread like every other write; the pages read
    // their profiles again once it is in.
    if (m_database)
        services->writer()->run(
            [db = *m_database](usecases::JobControl &) {
                return usecases::Profiles::syncBuiltInCatalog(db);
            },
            [services](const Result<void> &) { services->notifyProfilesChanged(); },
            usecases::JobOptions{0, false});
    services->setDisplayUnits(units);
    // `roofline runs import`, a Slurm job or a colleague writing to the same database: every
    // page follows without a restart (F5 asks at once).
    services->setWatchingForChanges(true);
    if (m_dbError)
        services->setUnavailableReason(m_dbError->text());
    else if (!m_password.isEmpty())
        services->setSessionPassword(m_dbPath, m_password);
}

void Application::createPages() {
    m_window = std::make_unique<MainWindow>();
    QObject::connect(m_services.get(), &Session::statusMessage, m_window->statusBar(),
                     &QStatusBar::showMessage);
    Session *s = m_services.get();
    Pages &p = m_pages;
    p.probe = new ProbePage(s);
    p.history = new HistoryPage(s);
    p.compare = new ComparePage(s);
    p.calculator = new CalculatorPage(s);
    p.hardware = new HardwarePage(s);
    p.models = new ModelsPage(s);
    p.reports = new ReportsPage(s);
    p.fleet = new FleetPage(s);
    p.welcome = new WelcomePage(s, p.probe->engine());
    MainWindow &w = *m_window;
    w.addPage(p.welcome, QObject::tr("Welcome"), icon("welcome"));
    w.addPage(p.probe, QObject::tr("Probe"), icon("probe"));
    w.addPage(p.history, QObject::tr("History"), icon("history"));
    w.addPage(p.compare, QObject::tr("Compare"), icon("compare"));
    w.addPage(p.calculator, QObject::tr("Roofline calculator"), icon("calculator"));
    w.addPage(p.hardware, QObject::tr("Hardware"), icon("hardware"));
    w.addPage(p.models, QObject::tr("Models"), icon("models"));
    w.addPage(p.reports, QObject::tr("Reports"), icon("report"));
    w.addPage(p.fleet, QObject::tr("Fleet"), icon("fleet"));
    // Every page's spin boxes, combo boxes and sliders: the wheel scrolls the page until the
    // user clicks into one (issue 32).
    WheelGuard::install(&w);
}

// How the pages reach each other, and what the session's changes reach.
void Application::connectPages() {
    MainWindow *w = m_window.get();
    Session *s = m_services.get();
    const Pages p = m_pages;
    QObject::connect(s, &Session::compareRequested, p.compare, [w, p](const QList<qint64> &ids) {
        p.compare->setRunIds(ids);
        w->setCurrentPage(p.compare);
    });
    QObject::connect(s, &Session::reportRequested, p.reports, [w, p](const QList<qint64> &ids) {
        p.reports->setRunIds(ids);
        w->setCurrentPage(p.reports);
    });
    QObject::connect(p.welcome, &WelcomePage::measureRequested, p.probe, [w, p] {
        w->setCurrentPage(p.probe);
        p.probe->measureThisMachine();
    });
    QObject::connect(p.welcome, &WelcomePage::runRequested, p.history, [w, p](qint64 id) {
        w->setCurrentPage(p.history);
        p.history->selectRun(id);
    });
    QObject::connect(p.probe->engine(), &EngineQuery::devicesReady, w,
                     [w, p] { w->setAboutDetails(engineDetails(*p.probe->engine())); });
    // Display units reach the chart panels of every page, now and after each change.
    const auto applyUnits = [w, s, p] {
        for (RunChartPanel *panel : w->findChildren<RunChartPanel *>())
            panel->setUnits(s->displayUnits());
        p.calculator->setDisplayUnits(s->displayUnits());
    };
    applyUnits();
    QObject::connect(s, &Session::displayUnitsChanged, w, applyUnits);
    // Undoing a deletion after a switch would store the old database's runs in the new one.
    QObject::connect(s, &Session::databaseChanged, p.history->undoStack(), &QUndoStack::clear);
}

void Application::connectPreferences() {
    MainWindow *w = m_window.get();
    // Once the user picks a database, --db / ROOFLINE_DB no longer describe this session.
    QObject::connect(m_services.get(), &Session::databaseChanged, w,
                     [this] { m_dbSource.clear(); });
    QObject::connect(w, &MainWindow::preferencesRequested, w, [this, w] {
        Session *s = m_services.get();
        SettingsDialog dialog(s, w);
        if (m_pages.probe->isRunning())
            dialog.setDatabaseLocked(QObject::tr(
                "A measurement is storing its results in the current database: stop it or let "
                "it finish before choosing another database."));
        else if (!m_dbSource.isEmpty())
            dialog.setSessionOverride(s->hasDatabase() ? s->database()->path() : m_dbPath,
                                      m_dbSource);
        dialog.exec();
    });
}

// File → Measure this machine, Import runs…: above the window's own entries.
void Application::addFileActions() {
    MainWindow *w = m_window.get();
    QMenu *file =
        w->menuBar()->actions().value(0) ? w->menuBar()->actions().value(0)->menu() : nullptr;
    if (!file)
        return;
    const Pages p = m_pages;
    QAction *first = file->actions().value(0);
    auto *import = new QAction(icon("import"), QObject::tr("&Import runs…"), file);
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    QObject::connect(import, &QAction::triggered, p.history, [w, p] {
        w->setCurrentPage(p.history);
        p.history->importWithDialog();
    });
    auto *run = new QAction(icon("run"), QObject::tr("&Measure this machine"), file);
    QObject::connect(run, &QAction::triggered, p.probe, [w, p] {
        w->setCurrentPage(p.probe);
        p.probe->measureThisMachine();
    });
    file->insertActions(first, {run, import});
    file->insertSeparator(first);
}

// --page and --measure.
void Application::applyOptions(const Options &options) {
    const Pages &p = m_pages;
    const QMap<QString, QWidget *> byName{
        {QStringLiteral("probe"), p.probe},       {QStringLiteral("history"), p.history},
        {QStringLiteral("compare"), p.compare},   {QStringLiteral("calculator"), p.calculator},
        {QStringLiteral("hardware"), p.hardware}, {QStringLiteral("models"), p.models},
        {QStringLiteral("reports"), p.reports},   {QStringLiteral("fleet"), p.fleet}};
    if (options.page)
        m_window->setCurrentPage(byName.value(options.page->toLower()));
    if (options.measure) {
        m_window->setCurrentPage(p.probe);
        // Once the engine has listed the devices, so the run uses the remembered device.
        QObject::connect(p.probe->engine(), &EngineQuery::devicesReady, p.probe,
                         &ProbePage::measureThisMachine, Qt::SingleShotConnection);
    }
}

// After the window is up, so the dialog has a parent and the app is usable behind it.
void Application::reportUnavailableDatabase() {
    if (!m_dbError)
        return;
    MainWindow *w = m_window.get();
    QTimer::singleShot(0, w, [w, path = m_dbPath, error = m_dbError->text()] {
        ErrorDialog::error(w, QObject::tr("Run history unavailable"),
                           QObject::tr("The database %1 could not be opened:\n%2").arg(path, error),
                           QObject::tr("The calculator and the catalog still work. To keep runs, "
                                       "choose another database in Edit → Preferences (or move "
                                       "the file aside and restart)."));
    });
}

} // namespace roofline::ui
