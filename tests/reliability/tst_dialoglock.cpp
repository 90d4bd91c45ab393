// SPDX-License-Identifier: MIT
// The app and the CLI on one SQLite file. The app's own dialog path (History → Import…, which
// browses the folder the database is in) runs while the database is open, and inotify watches
// the database, its -wal and its -shm: nobody may open and close them (closing any descriptor
// drops this process's POSIX locks, SQLite's included). While the dialog is open a `roofline`
// process writes to the same file and ends (the last-user check that removed -wal/-shm under
// the app when the locks were gone); then the app saves notes through the History page, and the
// CLI reads both writes back.
#include "Reliability.h"
#include "support/UiTestSupport.h"
#include "ui/dialogs/FileDialogs.h"
#include "ui/pages/HistoryPage.h"
#include "ui/services/Session.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDirIterator>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <functional>
#include <sys/inotify.h>

using namespace roofline;
using namespace reliability;

namespace {

// Events on the database's files since the watch began: "lab.sqlite-wal: open", …
class Watch {
public:
    Watch(const QString &folder, const QString &baseName)
        : m_base(baseName) {
        m_fd = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd >= 0)
            ::inotify_add_watch(m_fd, QFile::encodeName(folder).constData(),
                                IN_OPEN | IN_CLOSE_WRITE | IN_CLOSE_NOWRITE);
    }
    ~Watch() {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    bool ok() const { return m_fd >= 0; }
    QStringList events() {
        QStringList out;
        alignas(inotify_event) char buffer[64 * 1024];
        for (;;) {
            const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            if (n <= 0)
                break;
            for (char *p = buffer; p < buffer + n;) {
                const auto *e = reinterpret_cast<const inotify_event *>(p);
                const QString name = e->len ? QString::fromLocal8Bit(e->name) : QString();
                if (name.startsWith(m_base)) {
                    QStringList what;
                    if (e->mask & IN_OPEN)
                        what << QStringLiteral("open");
                    if (e->mask & (IN_CLOSE_WRITE | IN_CLOSE_NOWRITE))
                        what << QStringLiteral("close");
                    out << name + QStringLiteral(": ") + what.join(QLatin1Char('+'));
                }
                p += sizeof(inotify_event) + e->len;
            }
        }
        return out;
    }

private:
    int m_fd = -1;
    QString m_base;
};

// A lab's folder: the database (the two runs), a bundle and a few other files beside it.
// A failed check returns from here only: the caller looks at QTest::currentTestFailed().
void makeLabFolder(const QString &folder, const QString &db, const QProcessEnvironment &env) {
    QVERIFY(QDir().mkpath(folder));
    QCOMPARE(importTwoRuns(db, env).exitCode, 0);
    QVERIFY(QFile::copy(QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json"),
                        folder + QStringLiteral("/bundle.json")));
    for (const QString &name : {QStringLiteral("notes"), QStringLiteral("data.bin")}) {
        QFile f(folder + QLatin1Char('/') + name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("some content\n");
    }
}

// What happened while History's import dialog browsed the database's folder.
struct DialogBrowse {
    QStringList duringDialog; // opens and closes of the database's files meanwhile
    int listed = 0;           // entries the dialog listed
    Outcome cli;              // the write made while the dialog was open
    bool driven = false;      // the dialog was driven to the end
    QString seen;             // else what the driver saw when it gave up
};

// History → Import…, driven from inside the dialog's event loop as a user would: wait for the
// folder to be listed, look at every entry (icon, type: what the view paints), give the file
// system model time to gather, then `write` (a CLI write to the database), then cancel.
DialogBrowse browseBesideWrite(ui::HistoryPage &page, const QString &folder, Watch &watch,
                               const std::function<Outcome()> &write) {
    DialogBrowse b;
    QTimer driver;
    driver.setInterval(50);
    QElapsedTimer shown;
    QElapsedTimer waiting;
    waiting.start();
    QObject::connect(&driver, &QTimer::timeout, &driver, [&] {
        QFileDialog *dialog = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *d = qobject_cast<QFileDialog *>(w); d && d->isVisible())
                dialog = d;
        }
        if (waiting.elapsed() > 20000) { // never hang the suite: fail instead
            driver.stop();
            b.seen = QStringLiteral("dialog %1, listed %2").arg(dialog ? 1 : 0).arg(b.listed);
            if (dialog)
                dialog->reject();
            return;
        }
        if (!dialog)
            return;
        auto *model = dialog->findChild<QFileSystemModel *>();
        if (!model)
            return;
        if (!shown.isValid()) {
            shown.start();
            // "All files (*)": the user looks at everything in the folder.
            dialog->selectNameFilter(dialog->nameFilters().constLast());
        }
        b.listed = readEveryCell(*model, model->index(folder));
        if (shown.elapsed() < 1500 || b.listed < 4)
            return;
        driver.stop();
        b.duringDialog = watch.events();
        // Now a write to the same database, ending while the dialog is still open.
        b.cli = write();
        b.driven = true;
        dialog->reject();
    });
    driver.start();
    page.importWithDialog();
    driver.stop();
    return b;
}

// The app saves notes through the History page, as a user does. A failed check returns from
// here only: the caller looks at QTest::currentTestFailed().
void saveNotesThroughPage(ui::HistoryPage &page, qint64 id, const QString &notes) {
    auto *editor = page.findChild<QPlainTextEdit *>(QStringLiteral("notes"));
    auto *apply = page.findChild<QPushButton *>(QStringLiteral("apply"));
    QVERIFY(editor && apply);
    // The page shows what is stored now (the CLI's tag too): "Save notes and tags" writes
    // the editors as they are, so a stale tag list would undo the CLI's tag (a History
    // page matter, not this test's).
    page.reload();
    QVERIFY(uitest::settle()); // the list and the run's details are read off the GUI thread
    page.selectRun(id);
    QVERIFY(uitest::settle());
    editor->setPlainText(notes);
    apply->click();
    QVERIFY(uitest::settle()); // the save runs on the app's writer queue
    for (QMessageBox *box : page.findChildren<QMessageBox *>())
        QVERIFY2(!box->isVisible(), qPrintable(box->text() + box->informativeText()));
}

// Both writes are in the file, as another process reads it: the app's notes, the CLI's tag.
void checkBothWritesStored(const QString &db, const QProcessEnvironment &env, qint64 id,
                           const QString &notes) {
    const Outcome show = run({QStringLiteral("--db"), db, QStringLiteral("--json"),
                              QStringLiteral("runs"), QStringLiteral("show"), QString::number(id)},
                             env);
    QVERIFY2(show.exitCode == 0, qPrintable(show.err));
    const QJsonObject shown = QJsonDocument::fromJson(show.out).object();
    QCOMPARE(shown.value(QStringLiteral("notes")).toString(), notes);
    QVERIFY(shown.value(QStringLiteral("tags")).toArray().contains(QStringLiteral("cli-was-here")));
}

} // namespace

class TestDialogLock : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RooflineLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_dialoglock"));
    }

    // The audit, kept: every way the app could look inside a file it lists goes through
    // ui/dialogs/FileDialogs (Qt's own dialog, the name-only icon provider). A Qt static
    // dialog, a QFileDialog made elsewhere, a MIME look-up, a file-system model or watcher,
    // a platform icon provider or QDesktopServices anywhere else in src/ fails here.
    void everyFileLookGoesThroughTheSafePaths() {
        static const QRegularExpression forbidden(QStringLiteral(
            R"(QFileDialog::get|QFileDialog\s+\w+\s*\(|new\s+QFileDialog|QMimeDatabase|)"
            R"(QFileSystemWatcher|QFileIconProvider|QFileSystemModel|QDesktopServices)"));
        QStringList offenders;
        QDirIterator it(QStringLiteral(ROOFLINE_SOURCE_DIR "/src"),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            ++files;
            if (path.endsWith(QLatin1String("/ui/dialogs/FileDialogs.cpp"))
                || path.endsWith(QLatin1String("/ui/dialogs/FileDialogs.h")))
                continue;
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            int line = 0;
            for (const QByteArray &text : f.readAll().split('\n')) {
                ++line;
                const QString code = QString::fromUtf8(text).section(QStringLiteral("//"), 0, 0);
                if (forbidden.match(code).hasMatch())
                    offenders << QStringLiteral("%1:%2")
                                     .arg(path.mid(path.indexOf(u"/src/") + 1))
                                     .arg(line);
            }
        }
        QVERIFY(files > 300);
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u'\n')));
        // The detector fires on what it is meant to catch.
        QVERIFY(forbidden.match(QStringLiteral("QFileDialog::getOpenFileName(this)")).hasMatch());
        QVERIFY(forbidden.match(QStringLiteral("QFileDialog dialog(parent)")).hasMatch());
        QVERIFY(forbidden.match(QStringLiteral("QMimeDatabase db;")).hasMatch());
    }

    // The import dialog browses the lab's folder beside the open database and touches none of
    // its files; a CLI write meanwhile, then notes saved from the app: both stored, and the app
    // still reads its database.
    void dialogBesideCliWriter() {
        QTemporaryDir home;
        const QString folder = home.filePath(QStringLiteral("lab"));
        const QString db = folder + QStringLiteral("/lab.sqlite");
        const auto env = environment(home);
        makeLabFolder(folder, db, env);
        if (QTest::currentTestFailed())
            return;

        // The app: its services on that database and the History page, reading it (WAL mode:
        // the app's connection holds its locks on lab.sqlite and lab.sqlite-shm from now on).
        auto opened = storage::DatabaseOpener::open(db);
        QVERIFY(opened.ok());
        ui::Session services(*opened);
        ui::HistoryPage page(&services);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const auto runs = storage::RunRepository(*opened).list();
        QVERIFY(runs.ok() && runs->size() == 2);
        const qint64 id = runs->first().id;
        page.selectRun(id);
        QVERIFY(uitest::settle()); // the page's background work (list, details, flags) is done

        QSettings().setValue(QStringLiteral("history/importDir"), folder);
        Watch watch(folder, QStringLiteral("lab.sqlite"));
        QVERIFY(watch.ok());
        const DialogBrowse browse = browseBesideWrite(page, folder, watch, [&] {
            return run({QStringLiteral("--db"), db, QStringLiteral("runs"), QStringLiteral("tag"),
                        QString::number(id), QStringLiteral("cli-was-here")},
                       env);
        });
        QVERIFY2(browse.driven, qPrintable(browse.seen));
        QVERIFY2(browse.listed >= 4, qPrintable(QString::number(browse.listed)));
        // Only SQLite may open the database's files, and it keeps them open: an open, and
        // above all a close, while the dialog browsed means someone else looked inside.
        QVERIFY2(browse.duringDialog.isEmpty(),
                 qPrintable(QStringLiteral("the dialog touched the database's files: ")
                            + browse.duringDialog.join(QStringLiteral(", "))));
        QVERIFY2(browse.cli.exitCode == 0, qPrintable(browse.cli.err));

        const QString notes = QStringLiteral("saved from the app after the CLI wrote");
        saveNotesThroughPage(page, id, notes);
        if (QTest::currentTestFailed())
            return;
        checkBothWritesStored(db, env, id, notes);
        if (QTest::currentTestFailed())
            return;
        // And the app still reads its database.
        const auto again = storage::RunRepository(*services.database()).get(id);
        QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().text()));
        qInfo("file dialog listed %d entries beside the open database for 1.5 s: 0 opens or "
              "closes of lab.sqlite*; a CLI write meanwhile, then notes saved from the app: both "
              "stored",
              browse.listed);
    }
};

QTEST_MAIN(TestDialogLock)
#include "tst_dialoglock.moc"
