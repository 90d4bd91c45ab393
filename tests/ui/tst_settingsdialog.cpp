// SPDX-License-Identifier: MIT
#include "storage/SqlDialect.h"
#include "support/TestBackend.h"
#include "support/UiTestSupport.h"
#include "support/Waits.h"
#include "ui/MainWindow.h"
#include "ui/dialogs/DatabaseOpenJob.h"
#include "ui/dialogs/SettingsDialog.h"
#include "ui/itemmodels/RunFilterProxy.h"
#include "ui/itemmodels/RunTableModel.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ProbePage.h"
#include "ui/services/Preferences.h"
#include "ui/services/Session.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QThread>
#include <QThreadPool>

using namespace roofline;

namespace {

// A server URL for the dialog (never connected to), and a password to look for.
QString serverUrl() {
    return QStringLiteral("postgresql://me@db.lab:5432/roofline");
}
QString secret() {
    return QStringLiteral("s3cret-Pa55");
}

template<typename T>
T *child(const QObject *parent, const char *name) {
    T *w = parent->findChild<T *>(QLatin1String(name));
    if (!w)
        qFatal("no child %s", name);
    return w;
}

QMessageBox *errorBox() {
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (auto *box = qobject_cast<QMessageBox *>(w);
            box && box->isVisible() && box->objectName() == QLatin1String("errorDialog"))
            return box;
    }
    return nullptr;
}

// Every value QSettings holds, and the file behind it, as text.
QString everythingStored() {
    QSettings s;
    s.sync();
    QString all;
    for (const QString &key : s.allKeys())
        all += key + QLatin1Char('=') + s.value(key).toString() + QLatin1Char('\n');
    QFile file(s.fileName());
    if (file.open(QIODevice::ReadOnly))
        all += QString::fromUtf8(file.readAll());
    return all;
}

Measurement latencyMeasurement(double seconds, double clockHz) {
    Measurement m;
    m.probe = QStringLiteral("cpu.latency");
    m.metric = QStringLiteral("latency");
    m.level = QStringLiteral("DRAM");
    m.value = m.median = seconds;
    m.unit = QStringLiteral("s");
    if (clockHz > 0)
        m.params.insert(QStringLiteral("core_clock_hz"), clockHz);
    return m;
}

// A role of the test server that must log in with secret() (a scram-sha-256 line of
// pg_hba.conf for this role only; every other login stays as it was), and the location of a
// schema of its own. Made by TestSettingsDialog::openPasswordServer(); whatever happens, the
// destructor puts the server back as it was.
struct PasswordServer {
    explicit PasswordServer(ui::Session *services)
        : services(services) {
        QUrl url(testing::postgresUrl());
        url.setUserName(role);
        location = url.toString() + QStringLiteral("?schema=") + schema;
    }
    PasswordServer(const PasswordServer &) = delete;
    PasswordServer &operator=(const PasswordServer &) = delete;
    ~PasswordServer() {
        if (!created)
            return;
        if (services && services->database())
            services->database()->closeConnection();
        if (!originalHba.isEmpty()) {
            QFile back(hbaPath);
            if (back.open(QIODevice::WriteOnly | QIODevice::Truncate))
                back.write(originalHba);
            back.close();
        }
        testing::postgresExec(
            {QStringLiteral("SELECT pg_reload_conf()"),
             QStringLiteral("DROP SCHEMA IF EXISTS %1 CASCADE").arg(schema),
             QStringLiteral("REVOKE ALL ON DATABASE roofline_test FROM %1").arg(role),
             QStringLiteral("DROP ROLE IF EXISTS %1").arg(role)});
    }

    ui::Session *services;
    const QString role = QStringLiteral("rl_pw_%1").arg(QCoreApplication::applicationPid());
    const QString schema = QStringLiteral("t_pw_%1").arg(QCoreApplication::applicationPid());
    QString location; // the role's URL, without a password, and the schema
    QString hbaPath;
    QByteArray originalHba; // written back when not empty
    bool created = false;   // the role may exist: drop it
    QString skipReason;     // not empty: the server cannot be set up so
};

} // namespace

class TestSettingsDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        uitest::isolateSettings("tst_settingsdialog");
        qRegisterMetaType<roofline::Run::Status>();
    }

    void init() {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        m_a = m_dir->filePath(QStringLiteral("a.sqlite"));
        m_b = m_dir->filePath(QStringLiteral("b.sqlite"));
        auto a = storage::DatabaseOpener::open(m_a);
        auto b = storage::DatabaseOpener::open(m_b);
        QVERIFY2(a && b, "test databases");
        uitest::store(*a, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 2e10));
        m_bUuids.clear();
        for (int i = 0; i < 2; ++i) {
            const Run r = uitest::run(QStringLiteral("Intel Xeon"), QStringLiteral("beta"), 3e10);
            uitest::store(*b, r);
            m_bUuids << r.uuid;
        }
        b->closeConnection();
        m_services = std::make_unique<ui::Session>(*a);
    }

    void cleanupTestCase() {
        // Let the pool threads that opened databases exit now: libpq's OpenSSL keeps
        // per-thread state that is freed only when its thread ends, and a pool thread still
        // idling at process exit shows it to LeakSanitizer as a leak.
        QThreadPool::globalInstance()->waitForDone();
    }

    void cleanup() {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (qobject_cast<QMessageBox *>(w))
                w->close();
        }
        m_services.reset();
        m_dir.reset();
        testing::dropTestSchemas();
    }

    void preferencesActionOpensSettings() {
        ui::MainWindow window;
        auto *action = window.findChild<QAction *>(QStringLiteral("preferencesAction"));
        QVERIFY(action);
        QVERIFY(!action->shortcut().isEmpty());
        QSignalSpy requested(&window, &ui::MainWindow::preferencesRequested);
        action->trigger();
        QCOMPARE(requested.count(), 1);
    }

    void settingsPersistAndReload() {
        QSignalSpy unitsChanged(m_services.get(), &ui::Session::displayUnitsChanged);
        {
            ui::SettingsDialog d(m_services.get());
            child<QLineEdit>(&d, "postgresUrl")->setText(serverUrl());
            child<QRadioButton>(&d, "sqlite")->setChecked(true);
            child<QLineEdit>(&d, "sqlitePath")->setText(m_b);
            auto *language = child<QComboBox>(&d, "language");
            language->setCurrentIndex(language->findData(QStringLiteral("de")));
            QVERIFY(language->currentIndex() > 0);
            child<QComboBox>(&d, "bandwidthUnit")->setCurrentIndex(1);
            child<QComboBox>(&d, "bytesUnit")->setCurrentIndex(1);
            child<QComboBox>(&d, "latencyUnit")->setCurrentIndex(2);
            child<QComboBox>(&d, "computeUnit")->setCurrentIndex(1);
            d.accept();
            QTRY_COMPARE(d.result(), int(QDialog::Accepted));
        }
        const ui::Preferences stored = ui::Preferences::load();
        QCOMPARE(stored.databaseKind, ui::Preferences::DatabaseKind::SQLite);
        QCOMPARE(stored.sqlitePath, m_b);
        QCOMPARE(stored.postgresUrl, serverUrl());
        QCOMPARE(stored.language, QStringLiteral("de"));
        QVERIFY(stored.units.binaryBandwidth);
        QVERIFY(!stored.units.binaryBytes);
        QCOMPARE(stored.units.latency, DisplayUnits::LatencyUnit::Cycles);
        QCOMPARE(stored.units.compute, DisplayUnits::ComputeUnit::TeraFlops);
        // Applied to the running app too.
        QCOMPARE(unitsChanged.count(), 1);
        QVERIFY(m_services->displayUnits().binaryBandwidth);
        QCOMPARE(m_services->displayUnits().latency, DisplayUnits::LatencyUnit::Cycles);

        // A new dialog shows what was saved.
        ui::SettingsDialog again(m_services.get());
        QVERIFY(child<QRadioButton>(&again, "sqlite")->isChecked());
        QCOMPARE(child<QLineEdit>(&again, "sqlitePath")->text(), QDir::toNativeSeparators(m_b));
        QCOMPARE(child<QLineEdit>(&again, "postgresUrl")->text(), serverUrl());
        QCOMPARE(child<QComboBox>(&again, "language")->currentData().toString(),
                 QStringLiteral("de"));
        QCOMPARE(child<QComboBox>(&again, "bandwidthUnit")->currentIndex(), 1);
        QCOMPARE(child<QComboBox>(&again, "bytesUnit")->currentIndex(), 1);
        QCOMPARE(child<QComboBox>(&again, "latencyUnit")->currentIndex(), 2);
        QCOMPARE(child<QComboBox>(&again, "computeUnit")->currentIndex(), 1);
        const ui::Preferences shown = again.settings();
        QCOMPARE(shown.databaseLocation(), stored.databaseLocation());
        QCOMPARE(shown.language, stored.language);
    }

    void urlValidation_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("valid");
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("no scheme") << QStringLiteral("db.lab:5432/roofline") << false;
        QTest::newRow("no database") << QStringLiteral("postgresql://me@db.lab:5432") << false;
        QTest::newRow("no host") << QStringLiteral("postgresql:///roofline") << false;
        QTest::newRow("password in url")
            << QStringLiteral("postgresql://me:pw@db.lab/roofline") << false;
        QTest::newRow("unsafe option")
            << QStringLiteral("postgresql://me@db.lab/roofline?host=evil") << false;
        QTest::newRow("plain") << serverUrl() << true;
        QTest::newRow("default port, schema")
            << QStringLiteral("postgresql://me@db.lab/roofline?schema=lab_a") << true;
        QTest::newRow("postgres scheme") << QStringLiteral("postgres://me@10.0.0.5/rl") << true;
    }

    void urlValidation() {
        QFETCH(QString, url);
        QFETCH(bool, valid);
        ui::SettingsDialog d(m_services.get());
        auto *buttons = d.findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QVERIFY(buttons->button(QDialogButtonBox::Ok)->isEnabled());
        child<QRadioButton>(&d, "postgresql")->setChecked(true);
        child<QLineEdit>(&d, "postgresUrl")->setText(url);
        auto *message = child<QLabel>(&d, "urlMessage");
        QCOMPARE(message->isVisibleTo(&d), !valid);
        QCOMPARE(message->text().isEmpty(), valid);
        QCOMPARE(buttons->button(QDialogButtonBox::Ok)->isEnabled(), valid);
        QCOMPARE(buttons->button(QDialogButtonBox::Apply)->isEnabled(), valid);
        QCOMPARE(child<QPushButton>(&d, "testConnection")->isEnabled(), valid);
        // Back to the local file: the URL no longer matters.
        child<QRadioButton>(&d, "sqlite")->setChecked(true);
        QVERIFY(!message->isVisibleTo(&d));
        QVERIFY(buttons->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void switchingFileReopensAndPagesReload() {
        ui::HistoryPage history(m_services.get());
        QVERIFY(uitest::settle());
        QCOMPARE(history.proxy()->rowCount(), 1);
        QSignalSpy changed(m_services.get(), &ui::Session::databaseChanged);
        ui::SettingsDialog d(m_services.get());
        child<QLineEdit>(&d, "sqlitePath")->setText(m_b);
        d.accept();
        // Opening happens off the GUI thread: the dialog shows progress meanwhile.
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QCOMPARE(m_services->database()->path(), QFileInfo(m_b).absoluteFilePath());
        QVERIFY(uitest::settle()); // the page reads the new database off the GUI thread
        QStringList shown;
        for (int row = 0; row < history.proxy()->rowCount(); ++row)
            shown << history.proxy()->index(row, 0).data(RunTableModel::UuidRole).toString();
        shown.sort();
        m_bUuids.sort();
        QCOMPARE(shown, m_bUuids);
        QCOMPARE(ui::Preferences::load().sqlitePath, m_b);
    }

    // The Probe page's runner lives on its own thread with its own copy of the database: after
    // a switch the next run must land in the new one.
    void probeRunsAfterSwitchStoreInNewDatabase() {
        qputenv("FAKE_PROBE_MODE", "complete");
        m_services->setEnginePath(QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
        ui::ProbePage probe(m_services.get());
        ui::SettingsDialog d(m_services.get());
        child<QLineEdit>(&d, "sqlitePath")->setText(m_b);
        QSignalSpy changed(m_services.get(), &ui::Session::databaseChanged);
        d.accept();
        QTRY_COMPARE(changed.count(), 1);
        QSignalSpy ended(&probe, &ui::ProbePage::runEnded);
        probe.startRun();
        QVERIFY(ended.wait(30000));
        QCOMPARE(*storage::RunRepository(*m_services->database()).count(), 3);
        auto a = storage::DatabaseOpener::open(m_a);
        QVERIFY(a);
        QCOMPARE(*storage::RunRepository(*a).count(), 1);
    }

    void failedOpenKeepsOldDatabase() {
        const QString junk = m_dir->filePath(QStringLiteral("junk.sqlite"));
        QFile file(junk);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();

        ui::HistoryPage history(m_services.get());
        QSignalSpy changed(m_services.get(), &ui::Session::databaseChanged);
        ui::SettingsDialog d(m_services.get());
        d.show();
        child<QLineEdit>(&d, "sqlitePath")->setText(junk);
        d.accept();
        QTRY_VERIFY(errorBox());
        QMessageBox *box = errorBox();
        QVERIFY(box->text().contains(QStringLiteral("junk.sqlite")));
        QVERIFY2(box->informativeText().contains(m_a), qPrintable(box->informativeText()));
        QVERIFY(d.isVisible()); // still open, to choose again
        QVERIFY(child<QLabel>(&d, "connectionStatus")->text().contains(QStringLiteral("junk")));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(m_services->database()->path(), QFileInfo(m_a).absoluteFilePath());
        QVERIFY(uitest::settle());
        QCOMPARE(history.proxy()->rowCount(), 1);
        // The setting still names the database that works.
        QVERIFY(ui::Preferences::load().sqlitePath.isEmpty());
        box->close();
    }

    void testConnectionStaysResponsiveAndChangesNothing() {
        ui::SettingsDialog d(m_services.get());
        QAtomicInt opened = 0;
        QSemaphore answer; // a slow server: it answers once the test saw the dialog meanwhile
        d.opener()->setOpenFunction([&opened, &answer](const QString &location, const QString &) {
            (void)answer.tryAcquire(1, 30000);
            opened.ref();
            return storage::DatabaseOpener::open(location);
        });
        QSignalSpy changed(m_services.get(), &ui::Session::databaseChanged);
        child<QLineEdit>(&d, "sqlitePath")->setText(m_b);
        child<QPushButton>(&d, "testConnection")->click();
        // While the worker waits, the GUI thread runs: progress shows, buttons wait.
        QVERIFY(child<QProgressBar>(&d, "progress")->isVisibleTo(&d));
        QVERIFY(!d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY(!child<QPushButton>(&d, "testConnection")->isEnabled());
        QCOMPARE(opened.loadRelaxed(), 0); // still asking
        answer.release();
        QTRY_COMPARE(opened.loadRelaxed(), 1);
        QTRY_VERIFY(!child<QProgressBar>(&d, "progress")->isVisibleTo(&d));
        QVERIFY(child<QLabel>(&d, "connectionStatus")->text().contains(QStringLiteral("b.sqlite")));
        QVERIFY(d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        QCOMPARE(changed.count(), 0);
        QCOMPARE(m_services->database()->path(), QFileInfo(m_a).absoluteFilePath());
        // The result describes the database tested, not one chosen afterwards.
        child<QLineEdit>(&d, "sqlitePath")->setText(m_a);
        QVERIFY(child<QLabel>(&d, "connectionStatus")->text().isEmpty());
    }

    void testingANewFileDoesNotCreateIt() {
        ui::SettingsDialog d(m_services.get());
        const QString fresh = m_dir->filePath(QStringLiteral("fresh.sqlite"));
        child<QLineEdit>(&d, "sqlitePath")->setText(fresh);
        child<QPushButton>(&d, "testConnection")->click();
        QVERIFY(child<QLabel>(&d, "connectionStatus")->text().contains(QStringLiteral("fresh")));
        QVERIFY(!QFile::exists(fresh));
    }

    void cancelWhileOpeningSwitchesNothing() {
        QSignalSpy changed(m_services.get(), &ui::Session::databaseChanged);
        auto done = std::make_shared<std::atomic_int>(0); // outlives the worker
        auto answer = std::make_shared<QSemaphore>();     // released once the dialog was cancelled
        {
            ui::SettingsDialog d(m_services.get());
            d.opener()->setOpenFunction([done, answer](const QString &location, const QString &) {
                (void)answer->tryAcquire(1, 30000);
                auto db = storage::DatabaseOpener::open(location);
                done->fetch_add(1);
                return db;
            });
            child<QLineEdit>(&d, "sqlitePath")->setText(m_b);
            d.accept();
            d.reject();
            QCOMPARE(d.result(), int(QDialog::Rejected));
            QCOMPARE(done->load(), 0); // cancelled while the worker was still opening
            answer->release();
            QTRY_COMPARE(done->load(), 1);
            QVERIFY(uitest::settle()); // the worker's result reached the event loop
            support::drainPostedEvents();
        }
        QCOMPARE(changed.count(), 0);
        QCOMPARE(m_services->database()->path(), QFileInfo(m_a).absoluteFilePath());
        QVERIFY(ui::Preferences::load().sqlitePath.isEmpty());
    }

    void lockedDatabaseKeepsOtherSettings() {
        ui::SettingsDialog d(m_services.get());
        d.setDatabaseLocked(QStringLiteral("measuring"));
        QVERIFY(!child<QLineEdit>(&d, "sqlitePath")->isEnabled());
        QVERIFY(!child<QRadioButton>(&d, "postgresql")->isEnabled());
        QVERIFY(child<QLabel>(&d, "databaseNote")->text().contains(QStringLiteral("measuring")));
        child<QComboBox>(&d, "computeUnit")->setCurrentIndex(2);
        d.accept();
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QCOMPARE(ui::Preferences::load().units.compute, DisplayUnits::ComputeUnit::GigaFlops);
        QCOMPARE(m_services->database()->path(), QFileInfo(m_a).absoluteFilePath());
    }

    // The server asks for a password: the dialog prompts, the session keeps it, no file does.
    void promptedPasswordIsNeverStored_data() {
        QTest::addColumn<QStringList>("typed");
        QTest::addColumn<QList<bool>>("refused");
        QTest::newRow("right at once") << QStringList{secret()} << QList<bool>{false};
        QTest::newRow("wrong, then right")
            << QStringList{QStringLiteral("wrong"), secret()} << QList<bool>{false, true};
    }

    void promptedPasswordIsNeverStored() {
        QFETCH(QStringList, typed);
        QFETCH(QList<bool>, refused);
        const QString target = m_b;
        ui::SettingsDialog d(m_services.get());
        // A stand-in for a server that wants a password (storage's kind for libpq's words), then
        // a real database.
        d.opener()->setOpenFunction([target](const QString &location,
                                             const QString &password) -> Result<storage::Database> {
            if (password.isEmpty())
                return kindError(ErrorKind::NeedsPassword,
                                 location
                                     + QStringLiteral(": cannot connect: connection to "
                                                      "server failed: fe_sendauth: no "
                                                      "password supplied"));
            if (password != secret())
                return kindError(ErrorKind::NeedsPassword,
                                 location
                                     + QStringLiteral(": cannot connect: FATAL: password "
                                                      "authentication failed for user "
                                                      "\"me\""));
            return storage::DatabaseOpener::open(target);
        });
        QList<bool> asked;
        QStringList askedFor;
        d.opener()->setPasswordPrompt(
            [&](QWidget *, const QString &location, bool wasRefused) -> std::optional<QString> {
                askedFor << location;
                asked << wasRefused;
                return typed.value(int(asked.size()) - 1);
            });
        QSignalSpy changed(m_services.get(), &ui::Session::databaseChanged);
        child<QRadioButton>(&d, "postgresql")->setChecked(true);
        child<QLineEdit>(&d, "postgresUrl")->setText(serverUrl());
        d.accept();
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(asked, refused);
        QCOMPARE(askedFor, QStringList(QList<QString>(asked.size(), serverUrl())));
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QCOMPARE(m_services->sessionPassword(serverUrl()), secret());
        const ui::Preferences stored = ui::Preferences::load();
        QCOMPARE(stored.databaseKind, ui::Preferences::DatabaseKind::PostgreSQL);
        QCOMPARE(stored.postgresUrl, serverUrl());
        const QString all = everythingStored();
        QVERIFY(all.contains(QStringLiteral("db.lab"))); // the file was read
        QVERIFY2(!all.contains(secret()), qPrintable(all));
    }

    void cancelledPromptKeepsOldDatabase() {
        ui::SettingsDialog d(m_services.get());
        d.opener()->setOpenFunction([](const QString &location, const QString &) {
            return Result<storage::Database>(
                kindError(ErrorKind::NeedsPassword,
                          location + QStringLiteral(": fe_sendauth: no password supplied")));
        });
        int prompts = 0;
        d.opener()->setPasswordPrompt([&prompts](QWidget *, const QString &, bool) {
            ++prompts;
            return std::optional<QString>();
        });
        QSignalSpy changed(m_services.get(), &ui::Session::databaseChanged);
        d.show();
        child<QRadioButton>(&d, "postgresql")->setChecked(true);
        child<QLineEdit>(&d, "postgresUrl")->setText(serverUrl());
        d.accept();
        QTRY_VERIFY(errorBox());
        QCOMPARE(prompts, 1);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(m_services->database()->path(), QFileInfo(m_a).absoluteFilePath());
        QCOMPARE(ui::Preferences::load().databaseKind, ui::Preferences::DatabaseKind::SQLite);
    }

    void cyclesNeedOneClock_data() {
        QTest::addColumn<QList<double>>("clocks"); // one run per clock; 0: none recorded
        QTest::addColumn<int>("latency");
        QTest::addColumn<bool>("expectClock");
        const int cycles = int(DisplayUnits::LatencyUnit::Cycles);
        QTest::newRow("one run") << QList<double>{3e9} << cycles << true;
        QTest::newRow("two runs, same clock") << QList<double>{3e9, 3.01e9} << cycles << true;
        QTest::newRow("two runs, other clocks") << QList<double>{3e9, 2.4e9} << cycles << false;
        QTest::newRow("no clock recorded") << QList<double>{0} << cycles << false;
        QTest::newRow("nanoseconds")
            << QList<double>{3e9} << int(DisplayUnits::LatencyUnit::Nanoseconds) << false;
    }

    void cyclesNeedOneClock() {
        QFETCH(QList<double>, clocks);
        QFETCH(int, latency);
        QFETCH(bool, expectClock);
        QList<Run> runs;
        for (double hz : clocks) {
            Run r = uitest::run(QStringLiteral("cpu"), QStringLiteral("h"), 1e10);
            r.measurements << latencyMeasurement(80e-9, hz);
            runs << r;
        }
        DisplayUnits u;
        u.latency = DisplayUnits::LatencyUnit(latency);
        const DisplayUnits out = ui::Session::unitsFor(u, runs);
        QCOMPARE(out.clockHz > 0, expectClock);
        if (expectClock) {
            QVERIFY(std::abs(out.clockHz - clocks.first()) < clocks.first() * 0.02);
            QVERIFY(out.format(DisplayUnits::Quantity::Latency, 80e-9)
                        .contains(QLatin1String("cycles")));
        }
    }

    // A server that really asks (scram-sha-256 for one role): without the password, or with a
    // wrong one, the opener fails, and libpq's answer is recognised as asking for a password.
    // `_pg` entry only.
    void realServerRefusesWithoutThePassword() {
        PasswordServer server(m_services.get());
        openPasswordServer(server);
        if (QTest::currentTestFailed())
            return;
        if (!server.skipReason.isEmpty())
            QSKIP(qPrintable(server.skipReason));
        const auto refused = storage::DatabaseOpener::open(server.location);
        QVERIFY(!refused);
        QVERIFY2(ui::Preferences::asksForPassword(refused.error()),
                 qPrintable(refused.error().text()));
        const auto wrong = storage::DatabaseOpener::open(server.location, QStringLiteral("wrong"));
        QVERIFY(!wrong);
        QVERIFY2(ui::Preferences::asksForPassword(wrong.error()), qPrintable(wrong.error().text()));
    }

    // The same server through the Settings dialog: the prompt appears once, the database
    // changes and the password stays out of the settings. `_pg` entry only.
    void realServerPasswordPrompt() {
        PasswordServer server(m_services.get());
        openPasswordServer(server);
        if (QTest::currentTestFailed())
            return;
        if (!server.skipReason.isEmpty())
            QSKIP(qPrintable(server.skipReason));
        ui::SettingsDialog d(m_services.get());
        int prompts = 0;
        d.opener()->setPasswordPrompt([&prompts](QWidget *, const QString &, bool) {
            ++prompts;
            return std::optional<QString>(secret());
        });
        QSignalSpy changed(m_services.get(), &ui::Session::databaseChanged);
        child<QRadioButton>(&d, "postgresql")->setChecked(true);
        child<QLineEdit>(&d, "postgresUrl")->setText(server.location);
        d.accept();
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 20000);
        QCOMPARE(prompts, 1);
        QVERIFY(m_services->database()->isPostgres());
        // The GUI thread's own connection uses the session password too.
        QVERIFY(m_services->database()->connection().isOpen());
        QVERIFY(!everythingStored().contains(secret()));
    }

private:
    // Makes `server`'s role and pg_hba.conf line, reloads the server and waits until new
    // sessions follow it, and keeps libpq from finding a password elsewhere. Fails the test
    // when the server does not do it; sets skipReason when pg_hba.conf cannot be edited
    // (or there is no test server).
    void openPasswordServer(PasswordServer &server) {
        if (!testing::wantPostgres() || testing::postgresUrl().isEmpty()) {
            server.skipReason =
                QStringLiteral("needs ROOFLINE_TEST_PG_URL (scripts/test-postgres.sh start)");
            return;
        }
        server.created = true;
        QVERIFY(testing::postgresExec(
            {QStringLiteral("DROP ROLE IF EXISTS %1").arg(server.role),
             QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(server.role, secret()),
             QStringLiteral("GRANT CREATE ON DATABASE roofline_test TO %1").arg(server.role)}));
        readHbaPath(server.hbaPath);
        if (QTest::currentTestFailed())
            return;
        QFile hba(server.hbaPath);
        if (!hba.open(QIODevice::ReadOnly)) {
            server.skipReason = QStringLiteral("cannot read pg_hba.conf of the test server");
            return;
        }
        const QByteArray original = hba.readAll();
        hba.close();
        if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            server.skipReason = QStringLiteral("cannot edit pg_hba.conf of the test server");
            return;
        }
        server.originalHba = original; // from here on the destructor writes it back
        hba.write(
            QStringLiteral("host all %1 127.0.0.1/32 scram-sha-256\n").arg(server.role).toUtf8()
            + original);
        hba.close();
        const qint64 reloadedAfter = QDateTime::currentSecsSinceEpoch() - 1;
        QVERIFY(testing::postgresExec({QStringLiteral("SELECT pg_reload_conf()")}));
        // New sessions follow the reloaded pg_hba.conf once the server has read it again.
        QTRY_VERIFY_WITH_TIMEOUT(
            testing::postgresExec(
                {QStringLiteral("DO $$ BEGIN IF pg_conf_load_time() < to_timestamp(%1) "
                                "THEN RAISE EXCEPTION 'not reloaded yet'; END IF; END $$")
                     .arg(reloadedAfter)}),
            10000);
        // libpq must not find the password elsewhere.
        qputenv("PGPASSFILE", QFile::encodeName(m_dir->filePath(QStringLiteral("no-pgpass"))));
        qunsetenv("PGPASSWORD");
    }

    // The test server's pg_hba.conf, as the server names it.
    static void readHbaPath(QString &path) {
        // Declared first, so it runs after `admin` is gone, however this returns.
        const auto removeConnection =
            qScopeGuard([] { QSqlDatabase::removeDatabase(QStringLiteral("hba")); });
        QSqlDatabase admin =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("hba"));
        const QUrl url(testing::postgresUrl());
        admin.setHostName(url.host());
        admin.setPort(url.port(5432));
        admin.setUserName(url.userName());
        admin.setDatabaseName(url.path().mid(1));
        QVERIFY(admin.open());
        QSqlQuery q(admin);
        QVERIFY(q.exec(QStringLiteral("SHOW hba_file")) && q.next());
        path = q.value(0).toString();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_a;
    QString m_b;
    QStringList m_bUuids;
    std::unique_ptr<ui::Session> m_services;
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"