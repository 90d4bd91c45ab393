// SPDX-License-Identifier: MIT
#include "UiTestSupport.h"
#include "ui/models/RunFilterProxy.h"
#include "ui/models/RunTableModel.h"
#include "ui/pages/HistoryPage.h"
#include "ui/services/Session.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QUndoStack>

using namespace roofline;

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
    std::unique_ptr<QTemporaryDir> m_dir;
    std::optional<storage::Database> m_db;
    std::unique_ptr<ui::Session> m_services;
};

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"
