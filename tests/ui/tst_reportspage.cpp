// SPDX-License-Identifier: MIT
#include "model/RunBundle.h"
#include "support/UiTestSupport.h"
#include "support/Waits.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/Session.h"
#include "ui/widgets/ReportPreview.h"
#include "usecases/PdfAttachments.h"
#include "usecases/Reports.h"
#include "usecases/Runs.h"

#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>
#include <algorithm>
#include <memory>
#include <optional>

using namespace roofline;

namespace {

Result<Run> fixtureRun() {
    QFile fixture(QStringLiteral(ROOFLINE_TEST_DATA "/report/cpu-run.json"));
    if (!fixture.open(QIODevice::ReadOnly))
        return Error{fixture.errorString()};
    Result<QList<Run>> runs = RunBundle::parse(fixture.readAll(), fixture.fileName());
    if (!runs)
        return runs.error();
    return runs->first();
}

// Counts the GUI event loop's turns while a job runs: a timer that fires whenever the loop
// turns, and the count at the moment the job's result arrived (0 if the job blocked it).
struct LoopTicks {
    QTimer timer;
    int ticks = 0;
    int atResult = -1;
    LoopTicks() {
        timer.setInterval(0); // fires on every turn of the loop
        QObject::connect(&timer, &QTimer::timeout, &timer, [this] { ++ticks; });
        timer.start();
    }
    void resultArrived() { atResult = ticks; }
};

// The `roofline` command this build made: the page's child for previews and exports.
void useCli(ui::Session &services) {
    services.setCliPath(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"));
}

// A stand-in for `roofline` that runs `body` (sh), for failures and slow children.
[[maybe_unused]] QString fakeCli(const QTemporaryDir &dir, const QByteArray &body) {
    const QString path = dir.filePath(QStringLiteral("fake-roofline.sh"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write("#!/bin/sh\n" + body + "\n");
    f.close();
    f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    return path;
}

[[maybe_unused]] bool processAlive(qint64 pid) {
    return pid > 0 && QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid));
}

// The report fixture's run stored in a fresh database, and the Reports page with it ticked,
// using this build's `roofline`. Members are destroyed page first, database last.
struct ReportLab {
    QTemporaryDir dir;
    std::optional<storage::Database> db;
    Run run;
    qint64 id = 0;
    std::unique_ptr<ui::Session> services;
    std::unique_ptr<ui::ReportsPage> page;
};

void openReportLab(ReportLab &lab) {
    lab.db = uitest::database(lab.dir);
    const Result<Run> run = fixtureRun();
    QVERIFY2(run, run ? "" : qPrintable(run.error().text()));
    lab.run = *run;
    lab.id = uitest::store(*lab.db, lab.run);
    lab.services = std::make_unique<ui::Session>(*lab.db);
    useCli(*lab.services);
    lab.page = std::make_unique<ui::ReportsPage>(lab.services.get());
    lab.page->setRunIds({lab.id});
    QCOMPARE(lab.page->checkedRunIds(), QList<qint64>{lab.id});
}

bool jobButtonsEnabled(const ui::ReportsPage &page) {
    const auto buttons = page.findChildren<QPushButton *>();
    return std::any_of(buttons.cbegin(), buttons.cend(), [](const QPushButton *b) {
        return b->objectName() != QLatin1String("cancel") && b->isEnabled();
    });
}

} // namespace

class TestReportsPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_reportspage"); }

    // The preview: the runs are read (and, with QtPdf, the report composed by `roofline
    // report` in a child process) off the GUI thread: the loop keeps turning until the
    // preview arrives, the page busy meanwhile.
    void previewComposesTheReportOffTheGuiThread() {
        ReportLab lab;
        openReportLab(lab);
        if (QTest::currentTestFailed())
            return;
        ui::ReportsPage &page = *lab.page;
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);
        QSignalSpy status(lab.services.get(), &ui::Session::statusMessage);
        LoopTicks loop;
        connect(&page, &ui::ReportsPage::previewFinished, this, [&loop] { loop.resultArrived(); });
        page.showPreview();
        QVERIFY(page.isBusy());
        QVERIFY(!jobButtonsEnabled(page));
        QVERIFY(page.findChild<QPushButton *>(QStringLiteral("cancel"))->isVisibleTo(&page));
        QVERIFY(!status.isEmpty());
#ifdef ROOFLINE_HAVE_QTPDF
        QVERIFY(page.childProcess());
        QVERIFY(status.last().at(0).toString().contains(QStringLiteral("Composing")));
#else
        QVERIFY(status.last().at(0).toString().contains(QStringLiteral("Reading")));
#endif
        QVERIFY(previewed.wait(60000));
        QCOMPARE(previewed.size(), 1);
        QCOMPARE(previewed.first().at(0).toBool(), true);
#ifdef ROOFLINE_HAVE_QTPDF
        QVERIFY2(loop.atResult > 0,
                 "the GUI event loop did not turn while the report was composed");
#else
        // In-process fallback: only reading the runs leaves the GUI thread, and reading one run
        // can beat the first timer tick; that the result came later (busy above) is what holds.
        Q_UNUSED(loop);
#endif
        QVERIFY(!page.isBusy());
        QVERIFY(jobButtonsEnabled(page));
        QVERIFY(status.last().at(0).toString().startsWith(QStringLiteral("Report ready")));
    }

    // What the preview shows: charts and text; with QtPdf, the exported PDF itself rendered,
    // its text the report's (the run's device and the report's headings).
    void previewShowsTheReport() {
        ReportLab lab;
        openReportLab(lab);
        if (QTest::currentTestFailed())
            return;
        ui::ReportsPage &page = *lab.page;
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);
        page.showPreview();
        QVERIFY(previewed.wait(60000));
        QCOMPARE(previewed.first().at(0).toBool(), true);
        QVERIFY(page.preview()->chartCount() > 0);
        QVERIFY(page.preview()->plainText().size() > 100);
#ifdef ROOFLINE_HAVE_QTPDF
        QVERIFY(page.preview()->showsPdf());
        QVERIFY(page.preview()->pageCount() >= 2);
        QVERIFY(page.preview()
                    ->findChild<QWidget *>(QStringLiteral("pdfView"))
                    ->isVisibleTo(page.preview()));
        QVERIFY(!page.childProcess()); // the child ended and is gone
        const QString text = page.preview()->plainText();
        QVERIFY2(text.contains(lab.run.device.name), qPrintable(text.left(300)));
        QVERIFY2(text.contains(QStringLiteral("Hardware report")), qPrintable(text.left(300)));
#endif
    }

    // The exported PDF carries the run's bundle: extracting it finds the same run, and
    // dropping the PDF on History of another database imports the run.
    void exportedPdfCarriesTheRunAndReimports() {
        ReportLab lab;
        openReportLab(lab);
        if (QTest::currentTestFailed())
            return;
        const QString pdf = lab.dir.filePath(QStringLiteral("report.pdf"));
        Result<QStringList> files = exportTo(*lab.page, pdf);
        QVERIFY2(files, files ? "" : qPrintable(files.error().text()));
        QVERIFY(QFileInfo(pdf).size() > 10000);

        Result<QByteArrayList> attached = usecases::PdfAttachments::extract(pdf);
        QVERIFY2(attached, attached ? "" : qPrintable(attached.error().text()));
        QCOMPARE(attached->size(), 1);
        Result<QList<Run>> back = RunBundle::parse(attached->first(), QStringLiteral("attached"));
        QVERIFY2(back, back ? "" : qPrintable(back.error().text()));
        QCOMPARE(back->first().uuid, lab.run.uuid);

        QTemporaryDir other;
        storage::Database otherDb = uitest::database(other);
        ui::Session otherServices(otherDb);
        ui::HistoryPage history(&otherServices);
        QSignalSpy imported(&history, &ui::HistoryPage::importFinished);
        history.importFiles({pdf});
        QVERIFY(imported.wait(30000));
        QVERIFY2(imported.first().at(2).toString().isEmpty(),
                 qPrintable(imported.first().at(2).toString()));
        QCOMPARE(imported.first().at(0).toStringList(), QStringList{lab.run.uuid});
    }

    // The other export formats: an HTML report, and the charts as images into a folder.
    void exportsHtmlAndChartImages() {
        ReportLab lab;
        openReportLab(lab);
        if (QTest::currentTestFailed())
            return;
        const QString html = lab.dir.filePath(QStringLiteral("report.html"));
        QVERIFY(exportTo(*lab.page, html));
        QVERIFY(QFileInfo(html).size() > 1000);
        const QString charts = lab.dir.filePath(QStringLiteral("charts"));
        QVERIFY(QDir().mkpath(charts));
        Result<QStringList> images = exportTo(*lab.page, charts);
        QVERIFY(images);
        QVERIFY(std::any_of(images->cbegin(), images->cend(),
                            [](const QString &f) { return f.endsWith(QLatin1String(".svg")); }));
    }

    // The comparison report's baseline is the earliest ticked run (usecases::Baselines), or the one
    // chosen in the Baseline box; the child `roofline report` gets it by index.
    void comparisonBaselineIsTheEarliestTicked() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const qint64 early = uitest::store(
            db, uitest::run(QStringLiteral("EPYC"), QStringLiteral("alpha"), 2e10, {}, 7));
        const qint64 late =
            uitest::store(db, uitest::run(QStringLiteral("EPYC"), QStringLiteral("alpha"), 1.6e10));
        ui::Session services(db);
        ui::ReportsPage page(&services);
        page.setRunIds({late, early});
        QVERIFY(uitest::settle());
        QCOMPARE(page.baselineRunId(), early);
        auto *box = page.findChild<QComboBox *>(QStringLiteral("baseline"));
        QVERIFY(box);
        QCOMPARE(box->count(), 2);
        QVERIFY(box->isEnabled());
        box->setCurrentIndex(box->findData(late));
        emit box->activated(box->currentIndex()); // as a user's choice
        QCOMPARE(page.baselineRunId(), late);
        page.setRunIds({early});
        QCOMPARE(page.baselineRunId(), 0); // a hardware report has none
        QVERIFY(!box->isEnabled());

        // Without a choice the use case takes the earliest too, whatever the order given.
        usecases::ReportRequest request;
        request.compare = true;
        request.runs = usecases::Runs::keysOf({late, early});
        QVERIFY(usecases::Reports::validate(request));
        QVERIFY(!usecases::Reports::commandArguments(request, QStringLiteral("x.pdf"), false)
                     .contains(QStringLiteral("--baseline")));
        request.baseline = -2;
        QVERIFY(!usecases::Reports::validate(request));
    }

    void exportRunsOffTheGuiThread() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const Result<Run> run = fixtureRun();
        QVERIFY(run);
        const qint64 id = uitest::store(db, *run);
        ui::Session services(db);
        useCli(services);
        ui::ReportsPage page(&services);
        page.setRunIds({id});

        QSignalSpy exported(&page, &ui::ReportsPage::exportFinished);
        const QString html = dir.filePath(QStringLiteral("report.html"));
        QVERIFY(page.startExport(html));
        QVERIFY(exported.isEmpty()); // the result comes later, through the event loop
        QVERIFY(page.isBusy());
        QVERIFY(!jobButtonsEnabled(page));
        // One job at a time: a second export waits for the buttons.
        QVERIFY(!page.startExport(dir.filePath(QStringLiteral("other.pdf"))));
        QVERIFY(exported.wait(60000));
        QCOMPARE(exported.size(), 1);
        QCOMPARE(exported.first().at(1).toString(), QString());
        QCOMPARE(exported.first().at(0).toStringList(), QStringList{html});
        QVERIFY(QFileInfo(html).size() > 1000);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("other.pdf"))));
        QVERIFY(jobButtonsEnabled(page));
    }

    void cancelledExportWritesNothing() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const Result<Run> run = fixtureRun();
        QVERIFY(run);
        const qint64 id = uitest::store(db, *run);
        ui::Session services(db);
        useCli(services);
        ui::ReportsPage page(&services);
        page.setRunIds({id});
        QSignalSpy exported(&page, &ui::ReportsPage::exportFinished);
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY(page.startExport(pdf));
        page.cancel(); // normally before the job composed the report: it stops before writing
        QVERIFY(exported.wait(60000));
        QCOMPARE(exported.size(), 1);
        const QString error = exported.first().at(1).toString();
        if (error.isEmpty()) {
            // The job had finished before the cancel reached it (seen 1 run in 3 under ASan):
            // then the report is there whole, never a part of it.
            QVERIFY(QFileInfo(pdf).size() > 1000);
        } else {
            QCOMPARE(error, QStringLiteral("Cancelled."));
            QVERIFY(!QFileInfo::exists(pdf));
        }
        QVERIFY(!page.isBusy());
    }

    void newerPreviewRequestWins() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const Result<Run> first = fixtureRun();
        QVERIFY(first);
        const qint64 a = uitest::store(db, *first);
        const qint64 b = uitest::store(
            db, uitest::run(QStringLiteral("Second Test CPU"), QStringLiteral("b"), 5e10));
        ui::Session services(db);
        useCli(services);
        ui::ReportsPage page(&services);
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);

        page.setRunIds({a});
        page.showPreview();
        QVERIFY(page.isBusy());
        page.setRunIds({b});
        page.showPreview(); // while the first runs: it supersedes it
        page.showPreview(); // asking again changes nothing: still one final result
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 60000);
        support::drainPostedEvents(); // what the superseded requests left has arrived
        QCOMPARE(previewed.size(), 1);
        QCOMPARE(previewed.first().at(0).toBool(), true);
        const QString text = page.preview()->plainText();
        QVERIFY2(text.contains(QStringLiteral("Second Test CPU")), qPrintable(text.left(300)));
        QVERIFY(!text.contains(first->device.name));
    }

    void destroyingThePageMidJobIsSafe() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const Result<Run> run = fixtureRun();
        QVERIFY(run);
        const qint64 id = uitest::store(db, *run);
        ui::Session services(db);
        useCli(services);
        int results = 0;
        {
            auto page = std::make_unique<ui::ReportsPage>(&services);
            connect(page.get(), &ui::ReportsPage::previewFinished, this, [&results] { ++results; });
            page->setRunIds({id});
            page->showPreview();
            QVERIFY(page->isBusy());
        }
        {
            auto page = std::make_unique<ui::ReportsPage>(&services);
            connect(page.get(), &ui::ReportsPage::exportFinished, this, [&results] { ++results; });
            page->setRunIds({id});
            QVERIFY(page->startExport(dir.filePath(QStringLiteral("gone.pdf"))));
            QVERIFY(page->isBusy()); // destroyed before the job ended
        }
        // Whatever the jobs had left must not reach the deleted pages.
        QVERIFY(uitest::settle());
        support::drainPostedEvents();
        QCOMPARE(results, 0);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("gone.pdf"))));
        // The services still work for a new page.
        ui::ReportsPage page(&services);
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);
        page.setRunIds({id});
        page.showPreview();
        QVERIFY(previewed.wait(60000));
        QCOMPARE(previewed.first().at(0).toBool(), true);
    }

    void switchingDatabasesDropsTheRunningPreview() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const Result<Run> run = fixtureRun();
        QVERIFY(run);
        const qint64 id = uitest::store(db, *run);
        ui::Session services(db);
        useCli(services);
        ui::ReportsPage page(&services);
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);
        page.setRunIds({id});
        page.showPreview();
        QVERIFY(page.isBusy());
        QTemporaryDir other;
        services.setDatabase(uitest::database(other));
        QVERIFY(page.checkedRunIds().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 60000);
        support::drainPostedEvents();
        QCOMPARE(previewed.size(), 0); // the old database's report never shows
        QVERIFY(!page.preview()->plainText().contains(QStringLiteral("Hardware report")));
        QVERIFY(jobButtonsEnabled(page));
    }

#ifdef ROOFLINE_HAVE_QTPDF
    // The page's options and display units reach the child: binary bandwidth units show as
    // GiB/s, decimal ones as GB/s.
    void childHonoursDisplayUnits() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const Result<Run> run = fixtureRun();
        QVERIFY(run);
        const qint64 id = uitest::store(db, *run);
        ui::Session services(db);
        useCli(services);
        ui::ReportsPage page(&services);
        page.setRunIds({id});
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);
        page.showPreview();
        QVERIFY(previewed.wait(60000));
        QVERIFY(previewed.last().at(0).toBool());
        const QString si = page.preview()->plainText();
        QVERIFY2(si.contains(QStringLiteral("GB/s")), qPrintable(si.left(500)));
        QVERIFY(!si.contains(QStringLiteral("GiB/s")));

        DisplayUnits units = services.displayUnits();
        units.binaryBandwidth = true;
        services.setDisplayUnits(units);
        page.showPreview();
        QVERIFY(previewed.wait(60000));
        QVERIFY(previewed.last().at(0).toBool());
        const QString binary = page.preview()->plainText();
        QVERIFY2(binary.contains(QStringLiteral("GiB/s")), qPrintable(binary.left(500)));
    }

    // A child that fails shows its message: the error it answers with --json on stdout
    // ({"error": {"kind", "message"}}), not what Qt or the command printed on stderr; the
    // database, language and run go on its command line, a session password only into its
    // environment.
    void failingChildShowsItsMessage() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const qint64 id =
            uitest::store(db, uitest::run(QStringLiteral("Test CPU"), QStringLiteral("a"), 5e10));
        ui::Session services(db);
        services.setSessionPassword(db.path(), QStringLiteral("s3cret"));
        services.setCliPath(
            fakeCli(dir, "echo 'QStandardPaths: a warning Qt prints first' >&2\n"
                         "echo \"roofline report: no such run\" >&2\n"
                         "printf '{\"error\": {\"kind\": \"not-found\", \"message\": "
                         "\"no such run; args: %s; password: %s\"}}' \"$*\" \"$PGPASSWORD\"\n"
                         "exit 1"));
        ui::ReportsPage page(&services);
        page.setRunIds({id});
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);
        page.showPreview();
        QVERIFY(previewed.wait(10000));
        QCOMPARE(previewed.first().at(0).toBool(), false);
        const QString shown = page.preview()->plainText();
        QVERIFY2(shown.startsWith(QStringLiteral("no such run; args: ")), qPrintable(shown));
        const QString args = shown.section(QStringLiteral("; "), 1, 1);
        QVERIFY2(args.contains(QStringLiteral("--db %1").arg(db.path())), qPrintable(args));
        QVERIFY2(args.contains(QStringLiteral("--lang en")), qPrintable(args));
        QVERIFY2(args.contains(QStringLiteral("report --run %1").arg(id)), qPrintable(args));
        QVERIFY2(!args.contains(QStringLiteral("s3cret")), qPrintable(args));
        QVERIFY2(shown.endsWith(QStringLiteral("password: s3cret")), qPrintable(shown));
        QVERIFY(jobButtonsEnabled(page));

        // An export fails the same way and leaves no file.
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        const Result<QStringList> files = exportTo(page, pdf);
        QVERIFY(!files);
        QVERIFY2(files.error().text().startsWith(QStringLiteral("no such run")),
                 qPrintable(files.error().text()));
        QVERIFY(!QFileInfo::exists(pdf));

        // A child that crashes or cannot start says so too.
        services.setCliPath(fakeCli(dir, "kill -SEGV $$"));
        page.showPreview();
        QVERIFY(previewed.wait(10000));
        QCOMPARE(previewed.last().at(0).toBool(), false);
        QVERIFY2(
            page.preview()->plainText().startsWith(QStringLiteral("The report command crashed")),
            qPrintable(page.preview()->plainText()));
        services.setCliPath(dir.filePath(QStringLiteral("missing")));
        page.showPreview();
        QVERIFY(previewed.wait(10000));
        QCOMPARE(previewed.last().at(0).toBool(), false);
        QVERIFY2(page.preview()->plainText().startsWith(QStringLiteral("Cannot run")),
                 qPrintable(page.preview()->plainText()));
        QVERIFY(!page.isBusy());
    }

    // Cancel kills a child that would take long, at once; so does destroying the page.
    void cancelAndDestroyKillTheChild() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const qint64 id =
            uitest::store(db, uitest::run(QStringLiteral("Test CPU"), QStringLiteral("a"), 5e10));
        ui::Session services(db);
        // Writes a partial output, then hangs: exec keeps the pid, so killing it ends it.
        services.setCliPath(fakeCli(dir, "for a; do out=$a; done\n"
                                         "echo partial > \"$out\"\nexec sleep 60"));
        ui::ReportsPage page(&services);
        page.setRunIds({id});
        QSignalSpy exported(&page, &ui::ReportsPage::exportFinished);
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY(page.startExport(pdf));
        QVERIFY(page.childProcess());
        QVERIFY(page.childProcess()->waitForStarted(5000));
        const qint64 pid = page.childProcess()->processId();
        QTRY_VERIFY(processAlive(pid));
        QElapsedTimer clock;
        clock.start();
        page.cancel();
        QVERIFY(exported.wait(10000));
        QVERIFY(clock.elapsed() < 5000); // not the child's 60 s
        QCOMPARE(exported.first().at(1).toString(), QStringLiteral("Cancelled."));
        QVERIFY(!QFileInfo::exists(pdf));
        QVERIFY(!processAlive(pid));
        QVERIFY(!page.isBusy());

        int results = 0;
        qint64 previewPid = 0;
        {
            ui::ReportsPage doomed(&services);
            connect(&doomed, &ui::ReportsPage::previewFinished, this, [&results] { ++results; });
            doomed.setRunIds({id});
            doomed.showPreview();
            QVERIFY(doomed.childProcess());
            QVERIFY(doomed.childProcess()->waitForStarted(5000));
            previewPid = doomed.childProcess()->processId();
        }
        QVERIFY(!processAlive(previewPid));
        support::drainPostedEvents();
        QCOMPARE(results, 0);
    }
#endif

private:
    // Starts an export and waits for it, the event loop turning meanwhile.
    static Result<QStringList> exportTo(ui::ReportsPage &page, const QString &path) {
        QSignalSpy exported(&page, &ui::ReportsPage::exportFinished);
        if (!page.startExport(path))
            return Error{QStringLiteral("busy")};
        if (exported.isEmpty() && !exported.wait(60000))
            return Error{QStringLiteral("no result")};
        const QString error = exported.first().at(1).toString();
        if (!error.isEmpty())
            return Error{error};
        return exported.first().at(0).toStringList();
    }
};

QTEST_MAIN(TestReportsPage)
#include "tst_reportspage.moc"