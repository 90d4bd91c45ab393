#include "UiTestSupport.h"
#include "model/RunBundle.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/AppServices.h"
#include "ui/services/PdfAttachments.h"
#include "ui/widgets/ReportPreview.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>
#include <algorithm>
#include <memory>

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
        QObject::connect(&timer, &QTimer::timeout, [this] { ++ticks; });
        timer.start();
    }
    void resultArrived() { atResult = ticks; }
};

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

    void previewsAndExportsPdfThatReimports() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        QFile fixture(QStringLiteral(ROOFLINE_TEST_DATA "/report/cpu-run.json"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        Result<QList<Run>> runs = RunBundle::parse(fixture.readAll(), fixture.fileName());
        QVERIFY2(runs, runs ? "" : qPrintable(runs.error().text()));
        const qint64 id = uitest::store(db, runs->first());
        ui::AppServices services(db);
        ui::ReportsPage page(&services);
        page.setRunIds({id});
        QCOMPARE(page.checkedRunIds(), QList<qint64>{id});

        // The runs are read off the GUI thread: the loop keeps turning until the preview arrives.
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);
        QSignalSpy status(&services, &ui::AppServices::statusMessage);
        LoopTicks loop;
        connect(&page, &ui::ReportsPage::previewFinished, this, [&loop] { loop.resultArrived(); });
        page.showPreview();
        QVERIFY(page.isBusy());
        QVERIFY(!jobButtonsEnabled(page));
        QVERIFY(page.findChild<QPushButton *>(QStringLiteral("cancel"))->isVisibleTo(&page));
        QVERIFY(!status.isEmpty());
        QVERIFY(status.last().at(0).toString().contains(QStringLiteral("Reading")));
        QVERIFY(previewed.wait(60000));
        QCOMPARE(previewed.size(), 1);
        QCOMPARE(previewed.first().at(0).toBool(), true);
        QVERIFY2(loop.atResult > 0,
                 "the GUI event loop did not turn while the report was composed");
        QVERIFY(!page.isBusy());
        QVERIFY(jobButtonsEnabled(page));
        QVERIFY(status.last().at(0).toString().startsWith(QStringLiteral("Report ready")));
        QVERIFY(page.preview()->chartCount() > 0);
        QVERIFY(page.preview()->plainText().size() > 100);
#ifdef ROOFLINE_HAVE_QTPDF
        // The preview is the exported PDF itself, rendered by QtPdf.
        QVERIFY(page.preview()->showsPdf());
        QVERIFY(page.preview()->pageCount() >= 2);
        QVERIFY(page.preview()
                    ->findChild<QWidget *>(QStringLiteral("pdfView"))
                    ->isVisibleTo(page.preview()));
#endif

        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        Result<QStringList> files = exportTo(page, pdf);
        QVERIFY2(files, files ? "" : qPrintable(files.error().text()));
        QVERIFY(QFileInfo(pdf).size() > 10000);

        // The PDF carries the run's bundle: extracting it finds the same run.
        Result<QByteArrayList> attached = ui::PdfAttachments::extract(pdf);
        QVERIFY2(attached, attached ? "" : qPrintable(attached.error().text()));
        QCOMPARE(attached->size(), 1);
        Result<QList<Run>> back = RunBundle::parse(attached->first(), QStringLiteral("attached"));
        QVERIFY2(back, back ? "" : qPrintable(back.error().text()));
        QCOMPARE(back->first().uuid, runs->first().uuid);

        // Dropping the PDF on History of another database imports the run.
        QTemporaryDir other;
        storage::Database otherDb = uitest::database(other);
        ui::AppServices otherServices(otherDb);
        ui::HistoryPage history(&otherServices);
        auto imported = history.importFiles({pdf});
        QVERIFY2(imported, imported ? "" : qPrintable(imported.error().text()));
        QCOMPARE(imported->imported, QStringList{runs->first().uuid});

        const QString html = dir.filePath(QStringLiteral("report.html"));
        QVERIFY(exportTo(page, html));
        QVERIFY(QFileInfo(html).size() > 1000);
        const QString charts = dir.filePath(QStringLiteral("charts"));
        QVERIFY(QDir().mkpath(charts));
        Result<QStringList> images = exportTo(page, charts);
        QVERIFY(images);
        QVERIFY(std::any_of(images->cbegin(), images->cend(),
                            [](const QString &f) { return f.endsWith(QLatin1String(".svg")); }));
    }

    void exportRunsOffTheGuiThread() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const Result<Run> run = fixtureRun();
        QVERIFY(run);
        const qint64 id = uitest::store(db, *run);
        ui::AppServices services(db);
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
        ui::AppServices services(db);
        ui::ReportsPage page(&services);
        page.setRunIds({id});
        QSignalSpy exported(&page, &ui::ReportsPage::exportFinished);
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY(page.startExport(pdf));
        page.cancel(); // the job has not composed the report yet: it stops before writing
        QVERIFY(exported.wait(60000));
        QCOMPARE(exported.size(), 1);
        QCOMPARE(exported.first().at(1).toString(), QStringLiteral("Cancelled."));
        QVERIFY(!QFileInfo::exists(pdf));
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
        ui::AppServices services(db);
        ui::ReportsPage page(&services);
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);

        page.setRunIds({a});
        page.showPreview();
        QVERIFY(page.isBusy());
        page.setRunIds({b});
        page.showPreview(); // while the first runs: it supersedes it
        page.showPreview(); // asking again changes nothing: still one final result
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 60000);
        QTest::qWait(100); // nothing else is queued
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
        ui::AppServices services(db);
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
        QTest::qWait(200);
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
        ui::AppServices services(db);
        ui::ReportsPage page(&services);
        QSignalSpy previewed(&page, &ui::ReportsPage::previewFinished);
        page.setRunIds({id});
        page.showPreview();
        QVERIFY(page.isBusy());
        QTemporaryDir other;
        services.setDatabase(uitest::database(other));
        QVERIFY(page.checkedRunIds().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 60000);
        QTest::qWait(100);
        QCOMPARE(previewed.size(), 0); // the old database's report never shows
        QVERIFY(!page.preview()->plainText().contains(QStringLiteral("Hardware report")));
        QVERIFY(jobButtonsEnabled(page));
    }

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
