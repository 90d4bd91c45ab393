// SPDX-License-Identifier: MIT
// The one run picker (Compare, Reports): search by any word of host, device, date, suite,
// tags; a click anywhere on a row ticks it, Space too; a ticked run hidden by the search
// stays ticked.
#include "storage/RunRepository.h"
#include "support/UiTestSupport.h"
#include "ui/itemmodels/RunPickerModel.h"
#include "ui/widgets/RunPicker.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <algorithm>
#include <optional>

using namespace roofline;

namespace {

// Seven runs of nodes node-0 (the oldest) … node-6 in racks rack-0 and rack-1 (by the
// node's number), and a picker of pages of 3 on them. Members are destroyed picker first.
struct RackPicker {
    QTemporaryDir dir;
    std::optional<storage::Database> db;
    QList<qint64> ids; // oldest first
    ui::RunPicker picker;
    QAbstractItemModelTester tester{picker.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest};
    QSignalSpy loaded{&picker, &ui::RunPicker::loaded};
    QSignalSpy checked{&picker, &ui::RunPicker::checkedChanged};
};

// Stores `lab`'s runs and loads its picker with the oldest run ticked.
void openRackPicker(RackPicker &lab) {
    lab.db = uitest::database(lab.dir);
    for (int i = 0; i < 7; ++i)
        lab.ids << uitest::store(
            *lab.db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("node-%1").arg(i), 2e10,
                                 {QStringLiteral("rack-%1").arg(i % 2)}, 6 - i));
    lab.picker.setPageSize(3);
    lab.picker.load(*lab.db, {lab.ids.first()});
    QVERIFY(lab.loaded.wait(10000));
}

// Ticks node-1 (no page listed it) as the user does, found by a search.
void tickNode1FoundBySearch(RackPicker &lab) {
    if (QTest::currentTestFailed())
        return;
    lab.picker.searchBox()->setText(QStringLiteral("NODE-1"));
    QVERIFY(lab.loaded.wait(10000));
    QCOMPARE(lab.picker.model()->runAt(0).id, lab.ids.at(1));
    lab.picker.model()->toggle(0);
    QCOMPARE(lab.picker.checkedRunIds(), (QList<qint64>{lab.ids.at(1), lab.ids.first()}));
}

// Whether the picker knows run `id` (listed, or ticked and hidden by the search).
bool knows(const ui::RunPicker &picker, qint64 id) {
    return std::any_of(picker.runs().cbegin(), picker.runs().cend(),
                       [id](const Run &r) { return r.id == id; });
}

} // namespace

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

    // The search is the database's: it finds a run beyond the pages listed, pages its own
    // matches, and ticked runs stay ticked and known across searches and pages, even one
    // older than every page read (ids handed over, as Fleet does). The tests below each take
    // one step of that.

    // The oldest run ticked, beyond the first page: read by id, listed after the page.
    void tickedRunBeyondThePagesIsReadById() {
        RackPicker lab;
        openRackPicker(lab);
        if (QTest::currentTestFailed())
            return;
        ui::RunPicker &picker = lab.picker;
        QVERIFY(!picker.isLoading());
        QCOMPARE(picker.checkedRunIds(), QList<qint64>{lab.ids.first()});
        QVERIFY(knows(picker, lab.ids.first()));
        QCOMPARE(picker.model()->rowCount(), 4); // the 3 newest and the ticked one
        QCOMPARE(picker.model()->runAt(3).id, lab.ids.first());
        QCOMPARE(picker.storedCount(), 7);
    }

    // A search finds a run no page listed; the ticked run stays ticked and known.
    void searchFindsARunNoPageListed() {
        RackPicker lab;
        openRackPicker(lab);
        if (QTest::currentTestFailed())
            return;
        ui::RunPicker &picker = lab.picker;
        const QList<qint64> &ids = lab.ids;
        picker.searchBox()->setText(QStringLiteral("NODE-1"));
        QVERIFY(lab.loaded.wait(10000));
        QCOMPARE(picker.model()->rowCount(), 1);
        QCOMPARE(picker.model()->runAt(0).id, ids.at(1));
        QCOMPARE(picker.storedCount(), 1);
        QCOMPARE(picker.checkedRunIds(), QList<qint64>{ids.first()});
        QVERIFY(knows(picker, ids.first()));
        auto *count = picker.findChild<QLabel *>(QStringLiteral("runCount"));
        QVERIFY2(count->text().contains(QStringLiteral("match the search")),
                 qPrintable(count->text()));
        QVERIFY(lab.checked.isEmpty());
        picker.model()->toggle(0);
        QCOMPARE(lab.checked.size(), 1);
        QCOMPARE(picker.checkedRunIds(), (QList<qint64>{ids.at(1), ids.first()}));
    }

    // The search's matches page too: rack-0 is runs 0, 2, 4, 6; a page of 3, then more. The
    // run ticked in another search stays ticked and known, hidden by this one.
    void searchMatchesArePaged() {
        RackPicker lab;
        openRackPicker(lab);
        tickNode1FoundBySearch(lab);
        if (QTest::currentTestFailed())
            return;
        ui::RunPicker &picker = lab.picker;
        picker.searchBox()->setText(QStringLiteral("rack-0"));
        QVERIFY(lab.loaded.wait(10000));
        QCOMPARE(picker.storedCount(), 4);
        QCOMPARE(picker.model()->rowCount(), 4); // 6, 4, 2 and the ticked 0
        QVERIFY(knows(picker, lab.ids.at(1)));   // ticked, hidden by the search
        QCOMPARE(picker.model()->rowOfRun(lab.ids.at(1)), -1);
        auto *more = picker.findChild<QPushButton *>(QStringLiteral("olderRuns"));
        QVERIFY(!more->isHidden());
        more->click();
        QVERIFY(lab.loaded.wait(10000));
        QVERIFY(more->isHidden());
        QCOMPARE(picker.model()->rowCount(), 4); // run 0 now from the page, not twice
        QCOMPARE(picker.model()->totalCount(), 5);
    }

    // Back to no search after searchMatchesArePaged's search: the newest page, and both
    // ticked runs, older ones included.
    void clearedSearchListsEveryTickedRun() {
        RackPicker lab;
        openRackPicker(lab);
        tickNode1FoundBySearch(lab);
        if (QTest::currentTestFailed())
            return;
        ui::RunPicker &picker = lab.picker;
        picker.searchBox()->setText(QStringLiteral("rack-0")); // and all its matches
        QVERIFY(lab.loaded.wait(10000));
        picker.findChild<QPushButton *>(QStringLiteral("olderRuns"))->click();
        QVERIFY(lab.loaded.wait(10000));
        picker.searchBox()->clear();
        QVERIFY(lab.loaded.wait(10000));
        QCOMPARE(picker.checkedRunIds(), (QList<qint64>{lab.ids.at(1), lab.ids.first()}));
        QVERIFY(picker.model()->rowOfRun(lab.ids.at(1)) >= 0);
        QVERIFY(picker.model()->rowOfRun(lab.ids.first()) >= 0);
        QCOMPARE(lab.checked.size(), 1); // none of this was the user's tick
    }

    // A ticked id of no stored run (deleted elsewhere) is dropped, not kept forever; ids
    // handed over later (Fleet → Compare) are read the same way, and an absent one is not
    // asked for again.
    void tickedIdsOfNoStoredRunAreDropped() {
        RackPicker lab;
        openRackPicker(lab);
        if (QTest::currentTestFailed())
            return;
        ui::RunPicker &picker = lab.picker;
        const QList<qint64> &ids = lab.ids;
        picker.load(*lab.db, {ids.at(2), 4242});
        QVERIFY(lab.loaded.wait(10000));
        QCOMPARE(picker.checkedRunIds(), QList<qint64>{ids.at(2)});

        picker.setCheckedRunIds({ids.first(), 4242});
        QVERIFY(picker.isLoading());
        QVERIFY(lab.loaded.wait(10000));
        QVERIFY(knows(picker, ids.first()));
        QCOMPARE(picker.checkedRunIds(), QList<qint64>{ids.first()});
        picker.setCheckedRunIds({ids.first(), 4242});
        QVERIFY(!picker.isLoading());
        QCOMPARE(picker.checkedRunIds(), QList<qint64>{ids.first()});
        QVERIFY(uitest::settle());
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
