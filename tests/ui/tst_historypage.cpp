// SPDX-License-Identifier: MIT
#include "report/ChartStyle.h"
#include "storage/KernelRepository.h"
#include "support/UiTestSupport.h"
#include "ui/MainWindow.h"
#include "ui/itemmodels/KernelTableModel.h"
#include "ui/itemmodels/RunFilterProxy.h"
#include "ui/itemmodels/RunTableModel.h"
#include "ui/pages/HistoryPage.h"
#include "ui/services/Session.h"
#include "ui/widgets/ChartView.h"
#include "ui/widgets/RunChartPanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>

using namespace roofline;

namespace {

// Answers the next message box the app opens (a modal exec()) as the user would, with a
// click on `button`; its text lands in `text`.
void answerNextQuestion(QMessageBox::StandardButton button, QString *text = nullptr) {
    auto *poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->button(button))
            return;
        if (text)
            *text = box->text();
        poll->stop();
        poll->deleteLater();
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
    poll->start();
}

// The cells of the kernel table's row of kernel `name` as shown (sorted, filtered); empty
// when there is none.
QStringList kernelRow(const QTableView *table, const QString &name) {
    const QAbstractItemModel *m = table->model();
    for (int r = 0; r < m->rowCount(); ++r) {
        if (m->index(r, ui::KernelTableModel::Name).data().toString() != name)
            continue;
        QStringList cells;
        for (int c = 0; c < m->columnCount(); ++c)
            cells << m->index(r, c).data().toString();
        return cells;
    }
    return {};
}

// A run with a DRAM roof of 20 GB/s and an fp32 roof of 1 TFLOP/s, for kernels dropped on it.
Run kernelBox() {
    Run measured = uitest::run(QStringLiteral("Kernel box"), QStringLiteral("gamma"), 2e10);
    Measurement flops = uitest::bandwidth(QStringLiteral("DRAM"), 1e12);
    flops.probe = QStringLiteral("cpu.compute");
    flops.metric = QStringLiteral("throughput");
    flops.level.clear();
    flops.kernel = QStringLiteral("fma");
    flops.format = QStringLiteral("fp32");
    flops.unit = QStringLiteral("FLOP/s");
    measured.measurements << flops;
    return measured;
}

// Kernel files to drop: triad (2 FLOP/B in 0.125 s: 16 GFLOP/s) and, in the CSV, half.
QByteArray csvKernels() {
    return QByteArray("name,flops,bytes,seconds\n"
                      "triad,2e9,1e9,0.125\nhalf,1e9,1e9,1\n");
}

QByteArray jsonKernels() {
    return QByteArray("{\"kernels\": [{\"name\": \"triad\", \"seconds\": "
                      "0.125, \"flops\": {\"fp32\": 2e9}, \"bytes\": "
                      "{\"DRAM\": 1e9}}]}");
}

// The chart's series of the user's kernels; null when it has none.
QScatterSeries *kernelSeries(ui::RunChartPanel *panel) {
    QScatterSeries *series = nullptr;
    for (QAbstractSeries *s : panel->findChild<ui::ChartView *>()->chart()->series()) {
        if (s->property(ChartStyle::kKindProperty).toString() == QLatin1String("kernel"))
            series = qobject_cast<QScatterSeries *>(s);
    }
    return series;
}

} // namespace

class TestHistoryPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_historypage"); }

    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        m_db = uitest::database(*m_dir);
        uitest::store(*m_db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 2e10,
                                         {QStringLiteral("baseline")}, 40));
        uitest::store(*m_db, uitest::run(QStringLiteral("Intel Xeon"), QStringLiteral("beta"), 3e10,
                                         {QStringLiteral("rack-4")}, 2));
        uitest::store(*m_db,
                      uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("beta"), 2.1e10));
        m_services = std::make_unique<ui::Session>(*m_db);
    }

    void cleanup() {
        // Dialogs opened by a test are closed before the next one.
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (qobject_cast<QMessageBox *>(w))
                w->close();
        }
        m_services.reset();
        m_db.reset();
        m_dir.reset();
    }

    // Every filter reaches the database; the rows arrive through the event loop.
    void bindsAndFilters() {
        ui::HistoryPage page(m_services.get());
        QAbstractItemModelTester tester(page.proxy(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), 3);
        const auto filter = [&page](const char *name, const QString &text) {
            page.findChild<QLineEdit *>(QLatin1String(name))->setText(text);
            return uitest::settle();
        };
        QVERIFY(filter("filterDevice", QStringLiteral("epyc")));
        QCOMPARE(page.proxy()->rowCount(), 2);
        QVERIFY(filter("filterHost", QStringLiteral("beta")));
        QCOMPARE(page.proxy()->rowCount(), 1);
        QVERIFY(filter("filterDevice", QString()));
        QVERIFY(filter("filterHost", QString()));
        QVERIFY(filter("filterTag", QStringLiteral("rack")));
        QCOMPARE(page.proxy()->rowCount(), 1);
        QVERIFY(filter("filterTag", QString()));
        page.proxy()->setDateRange(QDate::currentDate().addDays(-7), QDate());
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), 2);
        page.proxy()->setDateRange({}, {});
        page.proxy()->setStatus(Run::Status::Failed);
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), 0);
        page.proxy()->setStatus(std::nullopt);
        // Sorting by the raw value of the measurement count column must not disturb the model.
        page.view()->sortByColumn(RunTableModel::Started, Qt::AscendingOrder);
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), 3);
    }

    void deleteAndUndo() {
        ui::HistoryPage page(m_services.get());
        QVERIFY(uitest::settle());
        const qint64 id = page.proxy()->index(0, 0).data(RunTableModel::RunIdRole).toLongLong();
        const QString uuid = page.proxy()->index(0, 0).data(RunTableModel::UuidRole).toString();
        page.view()->clearSelection();
        page.selectRun(id);
        QVERIFY(uitest::settle());
        QCOMPARE(page.selectedRunIds(), QList<qint64>{id});
        QSignalSpy deleted(&page, &ui::HistoryPage::deleteFinished);
        page.deleteSelected();
        QVERIFY(uitest::settle());
        QCOMPARE(deleted.size(), 1);
        QCOMPARE(deleted.first().at(0).toString(), QString());
        QCOMPARE(page.proxy()->rowCount(), 2);
        QCOMPARE(*storage::RunRepository(*m_db).count(), 2);
        page.undoStack()->undo();
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), 3);
        Result<Run> back = storage::RunRepository(*m_db).find(uuid);
        QVERIFY(back);
        QCOMPARE(back->measurements.size(), 2);
        QCOMPARE(back->id, id); // an undo gives the run its own id back
        page.undoStack()->redo();
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), 2);
        QVERIFY(!storage::RunRepository(*m_db).find(uuid));
        // Undo and redo asked at once run in that order (the writer queue).
        page.undoStack()->undo();
        page.undoStack()->redo();
        page.undoStack()->undo();
        QVERIFY(uitest::settle());
        QCOMPARE(deleted.size(), 6);
        QCOMPARE(storage::RunRepository(*m_db).find(uuid)->id, id);
        QCOMPARE(page.proxy()->rowCount(), 3);
    }

    void editsNotesAndTags() {
        ui::HistoryPage page(m_services.get());
        QVERIFY(uitest::settle());
        const qint64 id = page.proxy()->index(0, 0).data(RunTableModel::RunIdRole).toLongLong();
        page.view()->clearSelection();
        page.selectRun(id);
        QVERIFY(uitest::settle());
        QCOMPARE(page.shownRunId(), id);
        QSignalSpy saved(&page, &ui::HistoryPage::editsSaved);
        page.findChild<QPlainTextEdit *>(QStringLiteral("notes"))
            ->setPlainText(QStringLiteral("after BIOS update"));
        page.findChild<QLineEdit *>(QStringLiteral("tags"))
            ->setText(QStringLiteral("gold, rack-9"));
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("apply")), Qt::LeftButton);
        QVERIFY(uitest::settle());
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.first().at(0).toString(), QString());
        Result<Run> run = storage::RunRepository(*m_db).get(id);
        QVERIFY(run);
        QCOMPARE(run->notes, QStringLiteral("after BIOS update"));
        QStringList tags = run->tags;
        tags.sort();
        QCOMPARE(tags, (QStringList{QStringLiteral("gold"), QStringLiteral("rack-9")}));
        // The page shows what is stored, the edits included.
        QCOMPARE(page.findChild<QPlainTextEdit *>(QStringLiteral("notes"))->toPlainText(),
                 QStringLiteral("after BIOS update"));
    }

    // Issue 32 item 1: a run that stored no measurements is listed, greyed, and says why it
    // never counts as its node's latest run, in the table and in the details.
    void greysRunsWithoutMeasurements() {
        Run empty = uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("gamma"), 2e10);
        empty.measurements.clear();
        const qint64 id = uitest::store(*m_db, empty);
        ui::HistoryPage page(m_services.get());
        page.resize(1024, 700);
        page.show();
        QVERIFY(uitest::settle());
        int row = -1;
        for (int r = 0; r < page.proxy()->rowCount(); ++r) {
            if (page.proxy()->index(r, 0).data(RunTableModel::RunIdRole).toLongLong() == id)
                row = r;
        }
        QVERIFY(row >= 0);
        const QModelIndex i = page.proxy()->index(row, RunTableModel::Status);
        QVERIFY(i.data(Qt::ForegroundRole).isValid());
        QVERIFY2(i.data(Qt::ToolTipRole).toString().contains(QStringLiteral("No measurements")),
                 qPrintable(i.data(Qt::ToolTipRole).toString()));
        // A run with measurements is not greyed.
        QVERIFY(!page.proxy()->index(row == 0 ? 1 : 0, 1).data(Qt::ForegroundRole).isValid());
        page.view()->clearSelection();
        page.selectRun(id);
        QVERIFY(uitest::settle());
        bool said = false;
        for (QLabel *l : page.findChildren<QLabel *>())
            said = said || l->text().contains(QStringLiteral("never counts"));
        QVERIFY(said);
    }

    // Issue 32 item 7: a long error message (an unbreakable path among it) does not widen the
    // History page past a 1024 px window; the whole text is in the tooltip.
    void longErrorDoesNotWidenThePage() {
        ui::MainWindow window;
        auto *page = new ui::HistoryPage(m_services.get());
        window.addPage(page, QStringLiteral("History"), QIcon());
        window.resize(1024, 700);
        window.show();
        window.setCurrentPage(page);
        QVERIFY(uitest::settle());
        const QString why =
            QStringLiteral("cannot read /srv/lab/") + QString(240, QLatin1Char('x'))
            + QStringLiteral("/runs.sqlite: disk I/O error while reading the runs of every node "
                             "in the lab, so nothing can be listed until the disk answers again");
        emit page->runModel()->loadFailed(why);
        QApplication::processEvents();
        auto *count = page->findChild<QLabel *>(QStringLiteral("count"));
        QVERIFY(count->toolTip().contains(why));
        QScrollArea *area = nullptr;
        for (QWidget *w = page->parentWidget(); w && !area; w = w->parentWidget())
            area = qobject_cast<QScrollArea *>(w);
        QVERIFY(area);
        QTRY_COMPARE(area->horizontalScrollBar()->maximum(), 0);
        const QPoint right = page->view()->mapTo(&window, QPoint(page->view()->width(), 0));
        QVERIFY2(right.x() <= window.width(), qPrintable(QString::number(right.x())));
    }

    // Issue 32 item 3: notes typed in History are not dropped when the user selects another
    // run or closes the window: Save / Discard / Cancel, each doing what it says.
    void asksBeforeDroppingUnsavedNotes() {
        ui::MainWindow window;
        auto *page = new ui::HistoryPage(m_services.get());
        window.addPage(page, QStringLiteral("History"), QIcon());
        window.resize(1024, 700);
        window.show();
        window.setCurrentPage(page);
        QVERIFY(uitest::settle());
        QTableView *view = page->view();
        const auto idAt = [page](int row) {
            return page->proxy()->index(row, 0).data(RunTableModel::RunIdRole).toLongLong();
        };
        const auto clickRow = [view](int row) {
            const QRect cell = view->visualRect(view->model()->index(row, 1));
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        };
        const auto notesOf = [this](qint64 id) {
            return storage::RunRepository(*m_db).get(id)->notes;
        };
        clickRow(0);
        QVERIFY(uitest::settle());
        const qint64 first = idAt(0), second = idAt(1);
        QCOMPARE(page->shownRunId(), first);
        auto *notes = page->findChild<QPlainTextEdit *>(QStringLiteral("notes"));
        notes->setFocus();
        QTest::keyClicks(notes, QStringLiteral("fan replaced"));
        QVERIFY(page->hasUnsavedEdits());

        // Cancel: the run stays selected and shown, the typed text stays.
        QString question;
        answerNextQuestion(QMessageBox::Cancel, &question);
        clickRow(1);
        QVERIFY(uitest::settle());
        QVERIFY2(question.contains(QString::number(first)), qPrintable(question));
        QCOMPARE(page->selectedRunIds(), QList<qint64>{first});
        QCOMPARE(page->shownRunId(), first);
        QCOMPARE(notes->toPlainText(), QStringLiteral("fan replaced"));

        // Discard: the other run is shown, nothing was written.
        answerNextQuestion(QMessageBox::Discard);
        clickRow(1);
        QVERIFY(uitest::settle());
        QCOMPARE(page->shownRunId(), second);
        QCOMPARE(notesOf(first), QString());

        // Save: written through the page's save path, then the other run is shown.
        notes->setFocus();
        QTest::keyClicks(notes, QStringLiteral("after BIOS update"));
        answerNextQuestion(QMessageBox::Save);
        clickRow(0);
        QVERIFY(uitest::settle());
        QCOMPARE(notesOf(second), QStringLiteral("after BIOS update"));
        QTRY_COMPARE(page->shownRunId(), first);

        // Closing the window: Cancel keeps it open with the text; Save stores, then closes.
        notes->setFocus();
        QTest::keyClicks(notes, QStringLiteral("rack 4"));
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QCOMPARE(notes->toPlainText(), QStringLiteral("rack 4"));
        answerNextQuestion(QMessageBox::Save);
        QVERIFY(window.close());
        QCOMPARE(notesOf(first), QStringLiteral("rack 4"));
    }

    // The selected run's engine warnings, stored with it, are shown with what they mean (one
    // line per code, failures in red), the engine's words in the tooltip; a run without any
    // shows none, and a selection change does not leave the last run's warnings standing.
    void showsTheRunsWarnings() {
        Run warned = uitest::run(QStringLiteral("Intel Xeon"), QStringLiteral("gamma"), 3e10);
        const auto w = [](const char *probe, const char *code, const char *message) {
            return QJsonObject{{QStringLiteral("device"), QStringLiteral("cpu")},
                               {QStringLiteral("probe"), QLatin1String(probe)},
                               {QStringLiteral("code"), QLatin1String(code)},
                               {QStringLiteral("message"), QLatin1String(message)}};
        };
        warned.extra.insert(
            QStringLiteral("warnings"),
            QJsonArray{w("cpu.bandwidth", "interference", "1 of 84 points stayed disturbed"),
                       w("cpu.gemm", "interference", "2 of 6 points were measured again"),
                       w("cpu.gemm", "probe-failed", "cpu.gemm int8: oneDNN failed")});
        uitest::store(*m_db, warned);
        ui::HistoryPage page(m_services.get());
        QVERIFY(uitest::settle());
        auto *label = page.findChild<QLabel *>(QStringLiteral("warnings"));
        QVERIFY(label);
        const auto idOf = [this, &page](const QString &host) -> qint64 {
            for (int r = 0; r < page.proxy()->rowCount(); ++r) {
                const QModelIndex i = page.proxy()->index(r, 0);
                if (storage::RunRepository(*m_db)
                        .get(i.data(RunTableModel::RunIdRole).toLongLong())
                        ->host.hostname
                    == host)
                    return i.data(RunTableModel::RunIdRole).toLongLong();
            }
            return 0;
        };
        page.view()->clearSelection();
        page.selectRun(idOf(QStringLiteral("gamma")));
        QVERIFY(uitest::settle());
        const QString text = label->text();
        QVERIFY2(text.contains(QStringLiteral("1 failure(s), 2 caveat(s)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Other work on the machine disturbed some points "
                                              "(×2)")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("color:#d32f2f\">failure: A probe failed")),
                 qPrintable(text));
        QVERIFY(
            label->toolTip().contains(QStringLiteral("cpu.gemm: cpu.gemm int8: oneDNN failed")));
        page.view()->clearSelection();
        page.selectRun(idOf(QStringLiteral("alpha")));
        QVERIFY(uitest::settle());
        QVERIFY2(label->text().isEmpty(), qPrintable(label->text()));
        QVERIFY(label->toolTip().isEmpty());
    }

    // selectRun() shows that run alone: the newest run, selected when the first rows came,
    // is not kept beside it ("2 runs selected" and the editors disabled, before).
    void selectRunShowsThatRunAlone() {
        ui::HistoryPage page(m_services.get());
        QVERIFY(uitest::settle());
        QVERIFY(page.proxy()->rowCount() >= 2);
        const qint64 newest = page.proxy()->index(0, 0).data(RunTableModel::RunIdRole).toLongLong();
        const qint64 other = page.proxy()->index(1, 0).data(RunTableModel::RunIdRole).toLongLong();
        QCOMPARE(page.selectedRunIds(), QList<qint64>{newest});
        page.selectRun(other);
        QVERIFY(uitest::settle());
        QCOMPARE(page.selectedRunIds(), QList<qint64>{other});
        QVERIFY(page.findChild<QPushButton *>(QStringLiteral("apply"))->isEnabled());
    }

    // "Save notes and tags" that cannot write says so, and changes nothing.
    void failedEditIsLoud() {
        ui::HistoryPage page(m_services.get());
        QVERIFY(uitest::settle());
        const qint64 id = page.proxy()->index(0, 0).data(RunTableModel::RunIdRole).toLongLong();
        page.view()->clearSelection();
        page.selectRun(id);
        QVERIFY(uitest::settle());
        // The run goes (another window, another node) before the user saves.
        QVERIFY(storage::RunRepository(*m_db).remove(id));
        QSignalSpy saved(&page, &ui::HistoryPage::editsSaved);
        page.findChild<QPlainTextEdit *>(QStringLiteral("notes"))
            ->setPlainText(QStringLiteral("x"));
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("apply")), Qt::LeftButton);
        QTRY_COMPARE(saved.size(), 1);
        QVERIFY(!saved.first().at(0).toString().isEmpty());
        const auto boxes = page.findChildren<QMessageBox *>(QStringLiteral("errorDialog"));
        QCOMPARE(boxes.size(), 1);
        QVERIFY(boxes.first()->windowTitle().contains(QStringLiteral("not saved")));
    }

    void malformedImportChangesNothing() {
        ui::HistoryPage page(m_services.get());
        QVERIFY(uitest::settle());
        const QString path = m_dir->filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"roofline-lab-runs\", \"version\": 1, \"runs\": [{\"uuid\": 3}]}");
        f.close();
        QSignalSpy imported(&page, &ui::HistoryPage::importFinished);
        page.importFiles({path});
        QVERIFY(uitest::settle());
        QCOMPARE(imported.size(), 1);
        QVERIFY(!imported.first().at(2).toString().isEmpty());
        QCOMPARE(*storage::RunRepository(*m_db).count(), 3);
        QCOMPARE(page.proxy()->rowCount(), 3);
        const auto boxes = page.findChildren<QMessageBox *>(QStringLiteral("errorDialog"));
        QCOMPARE(boxes.size(), 1);
        QVERIFY(boxes.first()->informativeText().contains(QStringLiteral("unchanged")));
    }

    void importsBundle() {
        ui::HistoryPage page(m_services.get());
        QSignalSpy imported(&page, &ui::HistoryPage::importFinished);
        page.importFiles({QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json")});
        QVERIFY(uitest::settle());
        QCOMPARE(imported.size(), 1);
        QVERIFY2(imported.first().at(2).toString().isEmpty(),
                 qPrintable(imported.first().at(2).toString()));
        const QStringList uuids = imported.first().at(0).toStringList();
        QVERIFY(!uuids.isEmpty());
        QCOMPARE(page.proxy()->rowCount(), 3 + int(uuids.size()));
    }

    // A kernel file dropped on the run's chart (issue 33) is imported against the run shown,
    // off the GUI thread, and its kernels become points of the Roofline chart; a file that is
    // no kernel file is refused by name and stores nothing, and without a run shown the drop
    // says to select one.
    void dropKernelsOntoTheChart_data() {
        QTest::addColumn<QString>("file");       // under the test folder, or a fixture path
        QTest::addColumn<QByteArray>("content"); // empty: `file` is a fixture
        QTest::addColumn<bool>("selectRun");
        QTest::addColumn<int>("imported");
        QTest::addColumn<int>("points");    // of the "your kernels, DRAM" series
        QTest::addColumn<QString>("error"); // part of the error; empty: none
        QTest::newRow("csv") << QStringLiteral("k.csv") << csvKernels() << true << 2 << 2
                             << QString();
        QTest::newRow("json") << QStringLiteral("k.json") << jsonKernels() << true << 1 << 1
                              << QString();
        // A real ncu details page: no FLOP or byte counters in it, so kernels without points.
        QTest::newRow("ncu") << QStringLiteral(ROOFLINE_TEST_DATA
                                               "/kernels/superbench-cublaslt-ncu-details.csv")
                             << QByteArray() << true << 1 << 0 << QString();
        QTest::newRow("not kernels")
            << QStringLiteral("notes.csv") << QByteArray("just some words\nand more\n") << true << 0
            << 0 << QStringLiteral("notes.csv: ");
        QTest::newRow("no run shown")
            << QStringLiteral("k.csv") << QByteArray("name,flops,bytes,seconds\nt,1,1,1\n") << false
            << 0 << 0 << QStringLiteral("Select one run");
    }

    void dropKernelsOntoTheChart() {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(bool, selectRun);
        QFETCH(int, imported);
        QFETCH(int, points);
        QFETCH(QString, error);
        KernelDrop drop;
        dropKernelFile(drop, file, content, selectRun);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(drop.answer.at(0).toInt(), imported);
        const QString said = drop.answer.at(1).toString();
        if (error.isEmpty())
            QVERIFY2(said.isEmpty(), qPrintable(said));
        else
            QVERIFY2(said.contains(error), qPrintable(said));
        storage::KernelRepository::Filter filter;
        filter.runId = drop.runId;
        QCOMPARE(int(storage::KernelRepository(*m_db).list(filter)->size()), imported);
        ui::RunChartPanel *panel = drop.page->chartPanel();
        QCOMPARE(int(panel->kernels().size()), selectRun ? imported : 0);
        QScatterSeries *series = kernelSeries(panel);
        if (points == 0) {
            QVERIFY(!series);
            return;
        }
        QVERIFY(series);
        QCOMPARE(series->name(), QStringLiteral("your kernels, DRAM"));
        QCOMPARE(series->count(), points);
    }

    // The dropped kernels' hover text on the chart, and the same kernels in the table below
    // it with the same figures; a tag no kernel has empties the table.
    void droppedKernelsShowTheirFiguresInHoverAndTable_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("points");
        QTest::newRow("csv") << QStringLiteral("k.csv") << csvKernels() << 2;
        QTest::newRow("json") << QStringLiteral("k.json") << jsonKernels() << 1;
    }

    void droppedKernelsShowTheirFiguresInHoverAndTable() {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(int, points);
        KernelDrop drop;
        dropKernelFile(drop, file, content, true);
        if (QTest::currentTestFailed())
            return;
        ui::HistoryPage &page = *drop.page;
        QScatterSeries *series = kernelSeries(page.chartPanel());
        QVERIFY(series);
        // To look at it: ROOFLINE_SCREENSHOTS=DIR keeps the chart as DIR/history-kernels-ROW.png.
        if (const QString dir = qEnvironmentVariable("ROOFLINE_SCREENSHOTS"); !dir.isEmpty()) {
            QDir().mkpath(dir);
            page.chartPanel()->resize(900, 600);
            page.chartPanel()->grab().save(
                QStringLiteral("%1/history-kernels-%2.png")
                    .arg(dir, QString::fromLatin1(QTest::currentDataTag())));
        }
        // triad: 2 FLOP/B, 16 GFLOP/s attained of min(1 TFLOP/s, 2 × 20 GB/s) = 40 GFLOP/s.
        const QString tip = ChartStyle::tooltip(series, 0);
        for (const QString &part :
             {QStringLiteral("triad"), QStringLiteral("intensity 2 FLOP/byte"),
              QStringLiteral("attained 16"), QStringLiteral("40 % of attainable 40"),
              QStringLiteral("memory-bound")})
            QVERIFY2(tip.contains(part), qPrintable(tip));
        QVERIFY(!page.kernelTable()->parentWidget()->isHidden());
        QCOMPARE(page.kernelModel()->rowCount(), points);
        const QStringList triad = kernelRow(page.kernelTable(), QStringLiteral("triad"));
        QVERIFY2(triad.contains(QStringLiteral("40.0 %"))
                     && triad.contains(QStringLiteral("memory")),
                 qPrintable(triad.join(QStringLiteral(" | "))));
        page.kernelTagFilter()->setText(QStringLiteral("nosuch"));
        QCOMPARE(page.kernelTable()->model()->rowCount(), 0);
        page.kernelTagFilter()->clear();
        QCOMPARE(page.kernelModel()->rowCount(), points);
    }

    // Another run shown: the dropped run's kernels are gone from the chart the moment it shows
    // the other run's roofs, before that run's kernels (none) are read.
    void anotherRunShownDropsTheKernelsAtOnce() {
        KernelDrop drop;
        dropKernelFile(drop, QStringLiteral("k.csv"), csvKernels(), true);
        if (QTest::currentTestFailed())
            return;
        ui::HistoryPage &page = *drop.page;
        QCOMPARE(int(page.chartPanel()->kernels().size()), 2);
        QCOMPARE(page.kernelModel()->rowCount(), 2);
        const qint64 other = page.proxy()->index(1, 0).data(RunTableModel::RunIdRole).toLongLong();
        QVERIFY(other != drop.runId);
        int staleKernels = -1;
        connect(&page, &ui::HistoryPage::runShown, this,
                [&](qint64) { staleKernels = int(page.chartPanel()->kernels().size()); });
        page.selectRun(other);
        QVERIFY(uitest::settle());
        QCOMPARE(page.shownRunId(), other);
        QCOMPARE(staleKernels, 0);
        QCOMPARE(page.kernelModel()->rowCount(), 0);
        QVERIFY(page.kernelTable()->parentWidget()->isHidden());
    }

    // 600 older runs besides the three of init(): the page reads one page of them, and its
    // count, filters, sorting and selection still reach runs far below that page.
    void pagesThroughALongHistory() {
        QList<Run> older;
        for (int i = 0; i < 600; ++i)
            older << uitest::run(QStringLiteral("Intel Xeon"),
                                 QStringLiteral("bulk-%1").arg(i % 10), 1e10, {}, 10 + i);
        older.last().host.hostname = QStringLiteral("needle-host"); // the oldest of all
        older.last().tags = {QStringLiteral("needle-tag")};
        QVERIFY(storage::RunRepository(*m_db).import(older).ok());
        const qint64 needle = *storage::RunRepository(*m_db).resolve(older.last().uuid);

        // No QAbstractItemModelTester here: its checks fetch every row (bindsAndFilters has one).
        ui::HistoryPage page(m_services.get());
        page.view()->sortByColumn(RunTableModel::Started, Qt::DescendingOrder);
        QVERIFY(uitest::settle());
        QCOMPARE(page.runModel()->totalCount(), 603);
        QCOMPARE(page.proxy()->rowCount(), int(RunTableModel::kBatchSize));
        auto *count = page.findChild<QLabel *>(QStringLiteral("count"));
        QVERIFY2(count->text().contains(QLatin1String("603")), qPrintable(count->text()));

        // A filter keeps the selected run while it still matches, and drops it (and its
        // details) once it does not.
        auto *host = page.findChild<QLineEdit *>(QStringLiteral("filterHost"));
        auto *remove = page.findChild<QPushButton *>(QStringLiteral("delete"));
        const qint64 bulk = page.proxy()->index(3, 0).data(RunTableModel::RunIdRole).toLongLong();
        page.view()->clearSelection();
        page.selectRun(bulk);
        QVERIFY(uitest::settle());
        host->setText(QStringLiteral("bulk"));
        QVERIFY(uitest::settle());
        QCOMPARE(page.selectedRunIds(), QList<qint64>{bulk});
        QVERIFY(remove->isEnabled());
        host->setText(QStringLiteral("NEEDLE"));
        QVERIFY(uitest::settle());
        QVERIFY(page.selectedRunIds().isEmpty());
        QVERIFY(!remove->isEnabled());
        QCOMPARE(page.proxy()->rowCount(), 1);
        QCOMPARE(page.proxy()->index(0, 0).data(RunTableModel::RunIdRole).toLongLong(), needle);
        QVERIFY2(count->text().startsWith(QLatin1Char('1')), qPrintable(count->text()));
        host->clear();
        auto *tag = page.findChild<QLineEdit *>(QStringLiteral("filterTag"));
        tag->setText(QStringLiteral("needle"));
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), 1);
        tag->clear();
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), int(RunTableModel::kBatchSize));

        // Sorting orders every run, not the page read: oldest first puts the needle on top.
        page.view()->sortByColumn(RunTableModel::Started, Qt::AscendingOrder);
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->index(0, 0).data(RunTableModel::RunIdRole).toLongLong(), needle);
        page.view()->sortByColumn(RunTableModel::Started, Qt::DescendingOrder);
        QVERIFY(uitest::settle());
        QVERIFY(page.runModel()->rowOfRun(needle) < 0);

        // Selecting a run below the rows read reads on, page by page, until it is there.
        page.view()->clearSelection();
        page.selectRun(needle);
        QVERIFY(uitest::settle());
        QCOMPARE(page.selectedRunIds(), QList<qint64>{needle});
        QCOMPARE(page.proxy()->rowCount(), 603);
        // A reload (runs changed) keeps the rows read so far and the selection.
        m_services->notifyRunsChanged();
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), 603);
        QCOMPARE(page.selectedRunIds(), QList<qint64>{needle});
    }

private:
    // A HistoryPage after a kernel file was dropped on its chart, the run it was dropped for
    // and the page's kernelsImported answer (count, error).
    struct KernelDrop {
        std::unique_ptr<ui::HistoryPage> page;
        qint64 runId = 0;
        QList<QVariant> answer;
    };

    // Stores the kernel box's run, shows a HistoryPage with its Roofline chart and that run
    // selected (or none when `selectRun` is false), drops `file` on the chart (written from
    // `content` into the test folder unless that is empty) and waits for the import's answer.
    // Fails the test when something on the way does not happen.
    void dropKernelFile(KernelDrop &drop, const QString &file, const QByteArray &content,
                        bool selectRun) {
        drop.runId = uitest::store(*m_db, kernelBox());
        drop.page = std::make_unique<ui::HistoryPage>(m_services.get());
        ui::HistoryPage &page = *drop.page;
        page.resize(1200, 800);
        QVERIFY(uitest::settle());
        ui::RunChartPanel *panel = page.chartPanel();
        panel->setKind(ui::RunChartPanel::Roofline);
        if (selectRun)
            page.selectRun(drop.runId);
        else
            page.view()->clearSelection();
        QVERIFY(uitest::settle());
        QCOMPARE(page.shownRunId(), selectRun ? drop.runId : 0);
        QString path = file;
        if (!content.isEmpty()) {
            path = m_dir->filePath(file);
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        QSignalSpy done(&page, &ui::HistoryPage::kernelsImported);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(panel, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent dropEvent(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                             Qt::NoModifier);
        QApplication::sendEvent(panel, &dropEvent);
        QVERIFY(dropEvent.isAccepted());
        QTRY_COMPARE(done.size(), 1);
        QVERIFY(uitest::settle());
        drop.answer = done.first();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::optional<storage::Database> m_db;
    std::unique_ptr<ui::Session> m_services;
};

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"
