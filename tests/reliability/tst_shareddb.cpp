// SPDX-License-Identifier: MIT
// One SQLite history shared by the desktop app and `roofline`, as a lab runs it: the app open
// all day, a cron job or a user's shell writing runs. The app here is this test's own binary
// in a child process (ROOFLINE_SHAREDDB_APP set: see appRole()), with the real Preferences
// dialog and its real file dialog under the offscreen platform, the History page saving notes,
// and a real quit (or SIGKILL); the writer is a loop of real `roofline probe` processes. After
// each trial `PRAGMA integrity_check` must say ok, every run of both sides must be there, and
// the notes must be the last ones the app reported saved (or the app said they were not).
//
// Before LiveDatabaseFiles, the Preferences → Browse → OK flow read the database's header with
// a descriptor of its own on a worker thread, which dropped the app's SQLite locks; a CLI
// write then deleted -wal/-shm under the app, the app reported notes "saved" into a deleted
// log, and its checkpoint on quit destroyed the file.
#include "Reliability.h"
#include "storage/LiveDatabaseFiles.h"
#include "support/UiTestSupport.h"
#include "support/Waits.h"
#include "ui/dialogs/SettingsDialog.h"
#include "ui/pages/HistoryPage.h"
#include "ui/services/Preferences.h"
#include "ui/services/Session.h"
#include "usecases/RunEdits.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTimer>

using namespace roofline;
using namespace reliability;

namespace {

constexpr auto kAppRole = "ROOFLINE_SHAREDDB_APP";

void logLine(const QString &file, const QString &line) {
    QFile f(file);
    if (f.open(QIODevice::Append | QIODevice::Text)) {
        f.write(line.toUtf8() + '\n');
        f.flush();
    }
}

// The user's walk through Edit → Preferences → Browse… with the database preselected: the
// file dialog lists the database's folder (every entry's name, icon and type painted), the
// user picks the database again and presses OK, then Test connection and OK in Preferences.
bool preferencesBrowseFlow(ui::Session &services, const QString &db) {
    ui::SettingsDialog dialog(&services);
    dialog.show();
    if (!QTest::qWaitForWindowExposed(&dialog))
        return false;
    bool browsed = false;
    QTimer driver;
    driver.setInterval(50);
    QElapsedTimer waiting;
    waiting.start();
    QObject::connect(&driver, &QTimer::timeout, &driver, [&] {
        QFileDialog *files = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *d = qobject_cast<QFileDialog *>(w); d && d->isVisible())
                files = d;
        }
        if (!files)
            return;
        if (waiting.elapsed() > 15000) {
            files->reject();
            return;
        }
        auto *model = files->findChild<QFileSystemModel *>();
        if (!model)
            return;
        const int rows = readEveryCell(*model, model->index(QFileInfo(db).absolutePath()));
        if (waiting.elapsed() < 600 || rows < 1)
            return;
        driver.stop();
        files->selectFile(db);
        QMetaObject::invokeMethod(files, "accept"); // as the dialog's own button does
        browsed = true;
    });
    driver.start();
    auto *browse = dialog.findChild<QPushButton *>(QStringLiteral("browse"));
    if (!browse)
        return false;
    browse->click(); // the file dialog's own event loop, driven above
    driver.stop();
    // Test connection runs off the GUI thread; the user waits for its answer (the progress
    // bar goes), then presses OK.
    auto *progress = dialog.findChild<QWidget *>(QStringLiteral("progress"));
    const auto waitIdle = [progress] {
        (void)support::waitFor([progress] { return !progress || !progress->isVisible(); }, 20000);
    };
    if (auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testConnection")))
        test->click();
    waitIdle();
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    if (!buttons)
        return false;
    buttons->button(QDialogButtonBox::Ok)->click();
    waitIdle();
    (void)support::waitFor([&dialog] { return !dialog.isVisible(); }, 15000);
    if (!browsed || dialog.isVisible()) {
        auto *status = dialog.findChild<QLabel *>(QStringLiteral("connectionStatus"));
        qWarning("preferences: browsed %d, still open %d, status '%s'", int(browsed),
                 int(dialog.isVisible()), status ? qPrintable(status->text()) : "");
        return false;
    }
    return true;
}

// The app: History open on one run, the Preferences flow once, then notes saved `saves` times
// while `roofline` writes; each outcome logged ("saved K", "failed K: why") before the next.
int appRole() {
    const QString db = qEnvironmentVariable("ROOFLINE_SHAREDDB_DB");
    const QString log = qEnvironmentVariable("ROOFLINE_SHAREDDB_LOG");
    const qint64 id = qEnvironmentVariableIntValue("ROOFLINE_SHAREDDB_RUN");
    const int saves = qEnvironmentVariableIntValue("ROOFLINE_SHAREDDB_SAVES");
    auto opened = storage::DatabaseOpener::open(db);
    if (!opened) {
        logLine(log, QStringLiteral("open failed: ") + opened.error().text());
        return 2;
    }
    ui::Preferences prefs = ui::Preferences::load();
    prefs.databaseKind = ui::Preferences::DatabaseKind::SQLite;
    prefs.sqlitePath = db;
    prefs.save();
    int code = 0;
    {
        ui::Session services(*opened);
        ui::HistoryPage page(&services);
        page.resize(1000, 700);
        page.show();
        (void)QTest::qWaitForWindowExposed(&page);
        page.selectRun(id);
        (void)uitest::settle();
        logLine(log, QStringLiteral("ready"));
        if (!preferencesBrowseFlow(services, db)) {
            logLine(log, QStringLiteral("preferences flow did not complete"));
            code = 3;
        }
        logLine(log, QStringLiteral("browsed"));
        auto *editor = page.findChild<QPlainTextEdit *>(QStringLiteral("notes"));
        auto *apply = page.findChild<QPushButton *>(QStringLiteral("apply"));
        QSignalSpy done(&page, &ui::HistoryPage::editsSaved);
        for (int k = 1; editor && apply && k <= saves; ++k) {
            // The History page reloads whenever the CLI's commits arrive (its watcher); a
            // click while it reloads is not a save. Such a click is tried again (the run
            // shown, Save enabled); a save that was sent and never answered is a failure.
            QString outcome = QStringLiteral("failed %1: no answer").arg(k);
            for (int attempt = 0; attempt < 6; ++attempt) {
                page.selectRun(id);
                (void)uitest::settle();
                editor->setPlainText(QStringLiteral("note %1").arg(k));
                if (!support::waitFor([apply] { return apply->isEnabled(); }, 200))
                    continue; // asked again with the run selected anew
                done.clear();
                apply->click();
                if (!done.wait(20000))
                    continue;
                const QString error = done.first().first().toString();
                outcome = error.isEmpty() ? QStringLiteral("saved %1").arg(k)
                                          : QStringLiteral("failed %1: %2").arg(k).arg(error);
                break;
            }
            if (outcome.endsWith(QLatin1String("no answer"))) {
                // What the page showed instead, for the log.
                QStringList shown;
                for (const QLabel *label : page.findChildren<QLabel *>()) {
                    if (label->isVisible() && !label->text().isEmpty())
                        shown << label->text().left(200);
                }
                outcome += QStringLiteral(" (Save %1; page: %2)")
                               .arg(apply->isEnabled() ? QStringLiteral("enabled")
                                                       : QStringLiteral("disabled"),
                                    shown.join(QStringLiteral(" / ")));
            }
            logLine(log, outcome);
            support::holdFor(100 + int(QRandomGenerator::global()->bounded(200)),
                             "a user's pace between two edits, at random");
        }
    }
    opened->closeConnection();
    logLine(log, QStringLiteral("quit"));
    return code;
}

QString sqlite3(const QString &db, const QString &sql) {
    QProcess p;
    p.start(QStringLiteral("sqlite3"), {db, sql});
    if (!p.waitForFinished(30000))
        return QStringLiteral("(sqlite3 did not answer)");
    return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()).trimmed();
}

// A lab's history shared by both sides: the two runs in a new database; `id` is the first
// run's, the one the app edits.
struct Lab {
    QString db;
    QProcessEnvironment env;
    qint64 id = 0;
};

// A failed check in the helpers below returns from the helper only: the caller looks at
// QTest::currentTestFailed().
void makeLab(const QTemporaryDir &home, Lab &lab) {
    const QString folder = home.filePath(QStringLiteral("lab"));
    QVERIFY(QDir().mkpath(folder));
    lab.db = folder + QStringLiteral("/lab.sqlite");
    lab.env = environment(home);
    QCOMPARE(importTwoRuns(lab.db, lab.env).exitCode, 0);
    const Outcome listed = run({QStringLiteral("--db"), lab.db, QStringLiteral("--json"),
                                QStringLiteral("runs"), QStringLiteral("list")},
                               lab.env);
    QCOMPARE(listed.exitCode, 0);
    const QJsonArray before = QJsonDocument::fromJson(listed.out).array();
    QCOMPARE(before.size(), 2);
    lab.id = qint64(before.first().toObject().value(QStringLiteral("id")).toDouble());
}

// The writer: `roofline probe` six times in a loop, as a cron job or a user's shell does; each
// run that stored logs "ok" to `cliLog`, errors go to `cliLog`.err.
void startCliWriter(QProcess &writer, const Lab &lab, const QString &cliLog) {
    QProcessEnvironment writerEnv = lab.env;
    writerEnv.insert(QStringLiteral("ROOFLINE"), rooflineCli());
    writerEnv.insert(QStringLiteral("DB"), lab.db);
    writerEnv.insert(QStringLiteral("LOG"), cliLog);
    writer.setProcessEnvironment(writerEnv);
    writer.start(QStringLiteral("bash"),
                 {QStringLiteral("-c"),
                  QStringLiteral("for i in 1 2 3 4 5 6; do \"$ROOFLINE\" --db \"$DB\" probe "
                                 "--tag cli >/dev/null 2>>\"$LOG.err\" && echo ok >> \"$LOG\";"
                                 " sleep 0.$((RANDOM % 4)); done")});
    QVERIFY(writer.waitForStarted());
}

// The app: this binary in appRole(), four note saves, logging to `appLog`.
void startApp(QProcess &app, const Lab &lab, const QTemporaryDir &home, const QString &appLog) {
    QProcessEnvironment appEnv = lab.env;
    appEnv.insert(QString::fromLatin1(kAppRole), QStringLiteral("1"));
    appEnv.insert(QStringLiteral("ROOFLINE_SHAREDDB_DB"), lab.db);
    appEnv.insert(QStringLiteral("ROOFLINE_SHAREDDB_LOG"), appLog);
    appEnv.insert(QStringLiteral("ROOFLINE_SHAREDDB_RUN"), QString::number(lab.id));
    appEnv.insert(QStringLiteral("ROOFLINE_SHAREDDB_SAVES"), QStringLiteral("4"));
    appEnv.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    appEnv.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(appEnv);
    app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    app.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(app.waitForStarted());
}

// The app's end: SIGKILL at a random moment of its life, or its own quit after the saves.
void endApp(QProcess &app, bool kill, const QString &appLog) {
    if (kill) {
        support::holdFor(300 + int(QRandomGenerator::global()->bounded(3500)),
                         "a kill at a random moment of the app's life");
        QVERIFY(killAndReap(app));
        return;
    }
    const bool quit = app.waitForFinished(150000);
    if (!quit) {
        QFile partial(appLog);
        (void)partial.open(QIODevice::ReadOnly);
        QVERIFY2(quit, qPrintable(QStringLiteral("the app did not quit; its log: ")
                                  + QString::fromUtf8(partial.readAll())));
    }
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
}

// What both sides logged in a trial.
struct TrialLogs {
    QStringList app; // the app's lines: "ready", "browsed", "saved K", "failed K: why", "quit"
    int cliRuns = 0; // `roofline probe` runs that stored
    QString cliErrors;
    int lastSaved = 0; // the last K the app reported saved
    int failed = 0;    // saves the app reported failed
};

TrialLogs readLogs(const QString &appLog, const QString &cliLog) {
    TrialLogs logs;
    QFile appFile(appLog);
    if (appFile.open(QIODevice::ReadOnly))
        logs.app =
            QString::fromUtf8(appFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QFile cliFile(cliLog);
    if (cliFile.open(QIODevice::ReadOnly))
        logs.cliRuns = int(cliFile.readAll().count('\n'));
    QFile cliErr(cliLog + QStringLiteral(".err"));
    if (cliErr.open(QIODevice::ReadOnly))
        logs.cliErrors = QString::fromUtf8(cliErr.readAll());
    for (const QString &line : std::as_const(logs.app)) {
        if (line.startsWith(QLatin1String("saved ")))
            logs.lastSaved = QStringView(line).mid(6).toInt();
        else if (line.startsWith(QLatin1String("failed ")))
            ++logs.failed;
    }
    return logs;
}

// The file is whole, and every run either side stored is in it.
void checkEveryRunStored(const Lab &lab, const TrialLogs &logs) {
    QCOMPARE(sqlite3(lab.db, QStringLiteral("PRAGMA integrity_check;")), QStringLiteral("ok"));
    const Outcome after = run({QStringLiteral("--db"), lab.db, QStringLiteral("--json"),
                               QStringLiteral("runs"), QStringLiteral("list")},
                              lab.env);
    QVERIFY2(after.exitCode == 0, qPrintable(after.err));
    const QJsonArray runs = QJsonDocument::fromJson(after.out).array();
    QVERIFY2(runs.size() == 2 + logs.cliRuns,
             qPrintable(QStringLiteral("%1 runs stored, %2 expected; CLI errors: %3")
                            .arg(runs.size())
                            .arg(2 + logs.cliRuns)
                            .arg(logs.cliErrors)));
}

// The notes: the last ones the app reported saved, or a later save in flight when it was
// killed; a save it reported failed is allowed (it said so), a silent loss is not.
void checkNotesAreTheLastSaved(const Lab &lab, const TrialLogs &logs, bool kill) {
    const Outcome shown =
        run({QStringLiteral("--db"), lab.db, QStringLiteral("--json"), QStringLiteral("runs"),
             QStringLiteral("show"), QString::number(lab.id)},
            lab.env);
    QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
    const QString notes =
        QJsonDocument::fromJson(shown.out).object().value(QStringLiteral("notes")).toString();
    if (logs.lastSaved > 0) {
        const QStringList allowed{QStringLiteral("note %1").arg(logs.lastSaved),
                                  QStringLiteral("note %1").arg(logs.lastSaved + 1)};
        QVERIFY2(allowed.contains(notes) && (kill || notes == allowed.first()),
                 qPrintable(QStringLiteral("stored '%1' after '%2'; app log: %3")
                                .arg(notes, allowed.first(), logs.app.join(u'|'))));
    }
}

} // namespace

class TestSharedDb : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty(),
                 "the sqlite3 command (scripts/install-deps.sh) checks integrity");
    }

    // Twenty trials of the lab's day (quit) and ten with the app killed at a random moment.
    void appAndCliShareOneFile_data() {
        QTest::addColumn<bool>("kill");
        // 20 and 10 (the count); the sanitizer builds run fewer (CMakeLists.txt).
        const int quits = qEnvironmentVariableIsSet("ROOFLINE_SHAREDDB_QUITS")
                              ? qEnvironmentVariableIntValue("ROOFLINE_SHAREDDB_QUITS")
                              : 20;
        const int kills = qEnvironmentVariableIsSet("ROOFLINE_SHAREDDB_KILLS")
                              ? qEnvironmentVariableIntValue("ROOFLINE_SHAREDDB_KILLS")
                              : 10;
        for (int i = 1; i <= quits; ++i)
            QTest::addRow("quit-%02d", i) << false;
        for (int i = 1; i <= kills; ++i)
            QTest::addRow("sigkill-%02d", i) << true;
    }

    void appAndCliShareOneFile() {
        QFETCH(bool, kill);
        QTemporaryDir home;
        Lab lab;
        makeLab(home, lab);
        if (QTest::currentTestFailed())
            return;
        const QString cliLog = home.filePath(QStringLiteral("cli.log"));
        QProcess writer;
        startCliWriter(writer, lab, cliLog);
        if (QTest::currentTestFailed())
            return;
        const QString appLog = home.filePath(QStringLiteral("app.log"));
        QProcess app;
        startApp(app, lab, home, appLog);
        if (QTest::currentTestFailed())
            return;
        endApp(app, kill, appLog);
        if (QTest::currentTestFailed())
            return;
        // (waitForFinished() is false for a process that already ended and was reaped.)
        QVERIFY2(writer.state() == QProcess::NotRunning || writer.waitForFinished(120000),
                 "the CLI writer did not finish");

        const TrialLogs logs = readLogs(appLog, cliLog);
        checkEveryRunStored(lab, logs);
        if (QTest::currentTestFailed())
            return;
        if (!kill) {
            QVERIFY2(logs.cliRuns == 6, qPrintable(logs.cliErrors));
            QVERIFY2(logs.app.contains(QStringLiteral("browsed")), qPrintable(logs.app.join(u'|')));
            QVERIFY2(logs.app.constLast() == QStringLiteral("quit"),
                     qPrintable(logs.app.join(u'|')));
            QCOMPARE(app.exitCode(), 0);
        }
        checkNotesAreTheLastSaved(lab, logs, kill);
        if (QTest::currentTestFailed())
            return;
        if (!kill) // with nothing else touching the file, every save must succeed
            QVERIFY2(logs.failed == 0 && logs.lastSaved == 4, qPrintable(logs.app.join(u'|')));
        qInfo("%s: %d CLI runs, app saved notes %d time(s), %d reported not saved, integrity ok",
              kill ? "killed" : "quit", logs.cliRuns, logs.lastSaved, logs.failed);
    }

    // Defence in depth: something in the process opens and closes the database anyway (here
    // on purpose), and a `roofline` process that then ends deletes -wal/-shm as the last user.
    // The next write must be refused, not reported saved, and closing the app must not
    // checkpoint its stale log over the CLI's commits.
    void lostLocksStopWritesAndNothingIsDestroyed() {
        QTemporaryDir home;
        const QString db = home.filePath(QStringLiteral("lab.sqlite"));
        const auto env = environment(home);
        QCOMPARE(importTwoRuns(db, env).exitCode, 0);
        auto opened = storage::DatabaseOpener::open(db);
        QVERIFY(opened.ok());
        const auto runs = storage::RunRepository(*opened).list();
        QVERIFY(runs.ok() && runs->size() == 2);
        const qint64 id = runs->first().id;
        QVERIFY(
            usecases::RunEdits::setNotesAndTags(*opened, id, QStringLiteral("before"), {}).ok());
        QVERIFY(storage::LiveDatabaseFiles::verify(db).ok());

        // The bug class: any descriptor of the file closed drops the process's locks.
        {
            QFile plain(db);
            QVERIFY(plain.open(QIODevice::ReadOnly));
            plain.read(16);
        }
        // The CLI writes and ends, believing it is alone: it checkpoints and deletes the log.
        for (int i = 0; i < 2; ++i)
            QCOMPARE(run({QStringLiteral("--db"), db, QStringLiteral("probe"),
                          QStringLiteral("--tag"), QStringLiteral("cli")},
                         env)
                         .exitCode,
                     0);

        const auto edit =
            usecases::RunEdits::setNotesAndTags(*opened, id, QStringLiteral("after"), {});
        QVERIFY2(!edit.ok(), "a write under lost locks was reported saved");
        QVERIFY(edit.error().is(ErrorKind::ReadOnly));
        QVERIFY2(edit.error().text().contains(QLatin1String("writing stopped")),
                 qPrintable(edit.error().text()));
        QVERIFY(storage::LiveDatabaseFiles::compromised(db));
        // Reads go on, read-only.
        const auto reread = storage::RunRepository(*opened).list();
        QVERIFY2(reread.ok(), qPrintable(reread.ok() ? QString() : reread.error().text()));

        // The app quits: no checkpoint of a stale log.
        opened->closeConnection();
        QCOMPARE(storage::LiveDatabaseFiles::holders(db), 0);
        QCOMPARE(sqlite3(db, QStringLiteral("PRAGMA integrity_check;")), QStringLiteral("ok"));
        const Outcome after = run({QStringLiteral("--db"), db, QStringLiteral("--json"),
                                   QStringLiteral("runs"), QStringLiteral("list")},
                                  env);
        QCOMPARE(after.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(after.out).array().size(), 4);
        const Outcome shown =
            run({QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("runs"),
                 QStringLiteral("show"), QString::number(id)},
                env);
        QCOMPARE(QJsonDocument::fromJson(shown.out).object().value(QStringLiteral("notes")),
                 QJsonValue(QStringLiteral("before")));
    }

    // Opening the database the process already has, under another spelling (a symlinked
    // folder) and from another thread (Preferences' Test connection), reads nothing itself:
    // the locks stay, and plain file reads and writes of it are refused by device and inode.
    void otherSpellingOfTheOpenDatabaseKeepsTheLocks() {
        QTemporaryDir home;
        const QString db = home.filePath(QStringLiteral("real/lab.sqlite"));
        QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("real"))));
        QVERIFY(QFile::link(home.filePath(QStringLiteral("real")),
                            home.filePath(QStringLiteral("alias"))));
        auto opened = storage::DatabaseOpener::open(db);
        QVERIFY(opened.ok());
        QVERIFY(storage::RunRepository(*opened).list().ok());
        const QString alias = home.filePath(QStringLiteral("alias/lab.sqlite"));
        Result<storage::Database> second = Error{};
        QThread *opener = QThread::create([&] {
            second = storage::DatabaseOpener::open(alias);
            if (second)
                second->closeConnection();
        });
        opener->start();
        QVERIFY(opener->wait(30000));
        delete opener;
        QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error().text()));
        QVERIFY2(storage::LiveDatabaseFiles::verify(db).ok(),
                 qPrintable(storage::LiveDatabaseFiles::lastProblem(db)));
        for (const QString &path :
             QStringList{alias, alias + QStringLiteral("-wal"), db + QStringLiteral("-shm")})
            QVERIFY2(storage::LiveDatabaseFiles::isLive(path), qPrintable(path));
        QVERIFY(!storage::LiveDatabaseFiles::isLive(home.filePath(QStringLiteral("other.json"))));
        const auto refused = storage::LiveDatabaseFiles::refuse(alias);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().is(ErrorKind::InvalidInput));
        opened->closeConnection();
        QVERIFY(!storage::LiveDatabaseFiles::isLive(db));
    }
};

int main(int argc, char **argv) {
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RooflineLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_shareddb"));
    if (qEnvironmentVariableIsSet(kAppRole))
        return appRole();
    TestSharedDb test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_shareddb.moc"
