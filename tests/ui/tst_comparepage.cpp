#include "UiTestSupport.h"
#include "ui/models/ComparisonTableModel.h"
#include "ui/pages/ComparePage.h"
#include "ui/services/AppServices.h"

#include <QAbstractItemModelTester>
#include <QComboBox>

using namespace roofline;

class TestComparePage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_comparepage"); }

    void flagsSignificantChanges() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        // Same L1 bandwidth; DRAM 20 % lower in the second run: far beyond 0.1 % noise.
        const qint64 a = uitest::store(
            db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 2e10, {}, 3));
        const qint64 b = uitest::store(
            db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 1.6e10, {}, 1));
        const qint64 c = uitest::store(
            db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 2.4e10));
        ui::AppServices services(db);
        ui::ComparePage page(&services);
        QAbstractItemModelTester tester(page.tableModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);

        page.setRunIds({a, b});
        QVERIFY(uitest::settle()); // the runs are read off the GUI thread
        ui::ComparisonTableModel *model = page.tableModel();
        QCOMPARE(model->rowCount(), 2);
        // measurement, unit, two values, one ratio
        QCOMPARE(model->columnCount(), 5);
        QCOMPARE(model->significantRowCount(), 1);
        int dramRow = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, 0).data().toString().contains(QStringLiteral("DRAM")))
                dramRow = r;
        }
        QVERIFY(dramRow >= 0);
        const QModelIndex ratio = model->index(dramRow, 4);
        QVERIFY(ratio.data(ui::ComparisonTableModel::SignificantRole).toBool());
        QVERIFY(ratio.data(Qt::BackgroundRole).isValid());
        QVERIFY(
            !model->index(1 - dramRow, 4).data(ui::ComparisonTableModel::SignificantRole).toBool());

        // Three runs, the node over time, then another baseline.
        page.setRunIds({a, b, c});
        QVERIFY(uitest::settle());
        QCOMPARE(model->columnCount(), 2 + 3 + 2);
        page.setBaseline(1);
        QVERIFY(uitest::settle());
        QCOMPARE(model->comparison().baseline(), 1);
        QCOMPARE(page.checkedRunIds().size(), 3);
    }
};

QTEST_MAIN(TestComparePage)
#include "tst_comparepage.moc"
