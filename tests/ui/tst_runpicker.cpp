// SPDX-License-Identifier: MIT
// The one run picker (Compare, Reports): search by any word of host, device, date, suite,
// tags; a click anywhere on a row ticks it, Space too; a ticked run hidden by the search
// stays ticked.
#include "UiTestSupport.h"
#include "storage/RunRepository.h"
#include "ui/models/RunPickerModel.h"
#include "ui/widgets/RunPicker.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>

using namespace roofline;

class TestRunPicker : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_runpicker"); }

    void searchesAndTicksByRow() {
        QList<Run> runs;
        const auto add = [&runs](qint64 id, const QString &host, const QString &device,
                                 const QStringList &tags) {
            Run r = uitest::run(device, host, 2e10, tags, int(id));
            r.id = id;
            runs << r;
        };
        add(3, QStringLiteral("gpu-07"), QStringLiteral("NVIDIA H100 80GB HBM3"),
            {QStringLiteral("bios-2.1")});
        add(2, QStringLiteral("gpu-08"), QStringLiteral("NVIDIA H100 80GB HBM3"), {});
        add(1, QStringLiteral("login-1"), QStringLiteral("AMD EPYC 9654"),
            {QStringLiteral("baseline")});

        ui::RunPicker picker;
        QAbstractItemModelTester tester(picker.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        picker.resize(700, 300);
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        QSignalSpy checked(&picker, &ui::RunPicker::checkedChanged);
        picker.setRuns(runs, {1});
        QVERIFY(checked.isEmpty()); // the page's own ticks are no news
        QCOMPARE(picker.model()->rowCount(), 3);
        // Host and tags are columns of their own, not cut off into one label.
        QCOMPARE(picker.model()->index(0, ui::RunPickerModel::Host).data().toString(),
                 QStringLiteral("gpu-07"));
        QCOMPARE(picker.model()->index(0, ui::RunPickerModel::Tags).data().toString(),
                 QStringLiteral("bios-2.1"));

        // Every word must match, in any column, any case.
        picker.searchBox()->setText(QStringLiteral("h100 GPU-08"));
        QCOMPARE(picker.model()->rowCount(), 1);
        QCOMPARE(picker.model()->runAt(0).id, 2);
        picker.searchBox()->setText(QStringLiteral("bios"));
        QCOMPARE(picker.model()->rowCount(), 1);
        QCOMPARE(picker.model()->runAt(0).id, 3);
        picker.searchBox()->setText(QStringLiteral("#1"));
        QCOMPARE(picker.model()->rowCount(), 1);

        // A click on the host cell ticks the row; the hidden ticked run stays ticked.
        picker.searchBox()->setText(QStringLiteral("gpu-07"));
        QTableView *view = picker.view();
        const QRect cell = view->visualRect(picker.model()->index(0, ui::RunPickerModel::Host));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(checked.size(), 1);
        QCOMPARE(picker.checkedRunIds(), (QList<qint64>{3, 1}));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(picker.checkedRunIds(), QList<qint64>{1});

        // Space ticks the highlighted run.
        picker.searchBox()->clear();
        QCOMPARE(picker.model()->rowCount(), 3);
        picker.setCurrentRunId(2);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(picker.checkedRunIds(), (QList<qint64>{2, 1}));
        QVERIFY(picker.findChild<QLabel *>(QStringLiteral("runCount"))
                    ->text()
                    .contains(QStringLiteral("2 ticked")));
    }

    // The picker reads the database itself, a page at a time off the GUI thread: the newest
    // page first, "Older runs" appends the next, a reload keeps as many rows as were listed,
    // and ticks made before the list arrived survive it.
    void pagesThroughTheDatabase() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        QList<qint64> ids;
        for (int i = 0; i < 7; ++i)
            ids << uitest::store(db,
                                 uitest::run(QStringLiteral("AMD EPYC"),
                                             QStringLiteral("node-%1").arg(i), 2e10, {}, 6 - i));
        ui::RunPicker picker;
        picker.setPageSize(3);
        QSignalSpy loaded(&picker, &ui::RunPicker::loaded);
        QSignalSpy checked(&picker, &ui::RunPicker::checkedChanged);
        picker.load(db, {ids.last()});
        QVERIFY(picker.isLoading());
        QVERIFY(loaded.wait(10000));
        QCOMPARE(picker.model()->totalCount(), 3);
        QCOMPARE(picker.storedCount(), 7);
        QCOMPARE(picker.runs().first().id, ids.last()); // newest first
        QCOMPARE(picker.checkedRunIds(), QList<qint64>{ids.last()});
        QVERIFY(checked.isEmpty());
        auto *more = picker.findChild<QPushButton *>(QStringLiteral("olderRuns"));
        QVERIFY(more && !more->isHidden());
        QVERIFY(picker.findChild<QLabel *>(QStringLiteral("runCount"))
                    ->text()
                    .contains(QStringLiteral("4 older")));

        more->click();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(picker.model()->totalCount(), 6);
        QCOMPARE(picker.runs().at(3).id, ids.at(3));
        picker.loadMore();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(picker.model()->totalCount(), 7);
        QVERIFY(more->isHidden());

        // Another process deletes a run: a reload lists what is left, ticks kept.
        picker.model()->toggle(picker.model()->rowOfRun(ids.first()));
        QCOMPARE(checked.size(), 1);
        QVERIFY(storage::RunRepository(db).remove(ids.at(2)));
        picker.load(db, picker.checkedRunIds());
        // A tick while the list is read is not lost when it arrives.
        picker.model()->toggle(picker.model()->rowOfRun(ids.at(1)));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(picker.model()->totalCount(), 6);
        QCOMPARE(picker.storedCount(), 6);
        QCOMPARE(picker.checkedRunIds(), (QList<qint64>{ids.last(), ids.at(1), ids.first()}));
        QCOMPARE(picker.model()->rowOfRun(ids.at(2)), -1);

        picker.clear();
        QCOMPARE(picker.model()->totalCount(), 0);
        QVERIFY(!picker.isLoading());
    }

    void singleChoiceMovesTheTick() {
        QList<Run> runs;
        for (qint64 id : {3, 2, 1}) {
            Run r = uitest::run(QStringLiteral("cpu"), QStringLiteral("h"), 1e10, {}, int(id));
            r.id = id;
            runs << r;
        }
        ui::RunPicker picker;
        picker.setSingleChoice(true);
        picker.setRuns(runs, {2});
        QAbstractItemModelTester tester(picker.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(picker.model(), &QAbstractItemModel::dataChanged);
        picker.model()->toggle(0);
        QCOMPARE(picker.checkedRunIds(), QList<qint64>{3});
        QVERIFY(!changed.isEmpty());
        QVERIFY(picker.model()->setData(picker.model()->index(2, ui::RunPickerModel::Id),
                                        Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(picker.checkedRunIds(), QList<qint64>{1});
        QCOMPARE(picker.model()->index(0, ui::RunPickerModel::Id).data(Qt::CheckStateRole).toInt(),
                 int(Qt::Unchecked));
        picker.model()->toggle(2); // unticking leaves none
        QVERIFY(picker.checkedRunIds().isEmpty());
    }
};

QTEST_MAIN(TestRunPicker)
#include "tst_runpicker.moc"
