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
#include <algorithm>

using namespace roofline;

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

        page.showPreview();
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
        Result<QStringList> files = page.exportTo(pdf);
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
        QVERIFY(page.exportTo(html));
        QVERIFY(QFileInfo(html).size() > 1000);
        const QString charts = dir.filePath(QStringLiteral("charts"));
        QVERIFY(QDir().mkpath(charts));
        Result<QStringList> images = page.exportTo(charts);
        QVERIFY(images);
        QVERIFY(std::any_of(images->cbegin(), images->cend(),
                            [](const QString &f) { return f.endsWith(QLatin1String(".svg")); }));
    }
};

QTEST_MAIN(TestReportsPage)
#include "tst_reportspage.moc"
