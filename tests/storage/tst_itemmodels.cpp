// The item models the views bind: consistent under QAbstractItemModelTester, sortable through
// QSortFilterProxyModel by their raw values, and loading 10,000 runs in batches.
#include "SyntheticRuns.h"
#include "model/Catalog.h"
#include "model/itemmodels/GpuProfileTableModel.h"
#include "model/itemmodels/MeasurementTableModel.h"
#include "model/itemmodels/ModelSpecTableModel.h"
#include "model/itemmodels/RunTableModel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace roofline;

namespace {

QList<Run> manyRuns(int n) {
    QList<Run> runs;
    for (int i = 0; i < n; ++i) {
        Run r = testing::syntheticRun(i, 0, 0);
        r.id = i + 1;
        r.measurementCount = (i * 37) % 500;
        runs << r;
    }
    return runs;
}

template<typename Model>
void checkProxySort(Model *model, int column) {
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(model);
    proxy.setSortRole(Model::RawValueRole);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.sort(column, Qt::DescendingOrder);
    for (int row = 1; row < proxy.rowCount(); ++row) {
        const QVariant a = proxy.index(row - 1, column).data(Model::RawValueRole);
        const QVariant b = proxy.index(row, column).data(Model::RawValueRole);
        QVERIFY(QVariant::compare(a, b) != QPartialOrdering::Less);
    }
}

} // namespace

class TestItemModels : public QObject {
    Q_OBJECT

private slots:
    void runsLoadInBatches() {
        RunTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(manyRuns(10000));
        QCOMPARE(model.totalCount(), 10000);
        QVERIFY(model.rowCount() >= RunTableModel::kBatchSize);
        QVERIFY(model.rowCount() < 10000);
        QVERIFY(model.canFetchMore(QModelIndex()));
        while (model.canFetchMore(QModelIndex()))
            model.fetchMore(QModelIndex());
        QCOMPARE(model.rowCount(), 10000);
        QCOMPARE(model.columnCount(), int(RunTableModel::ColumnCount));
        QCOMPARE(model.index(0, RunTableModel::Id).data(RunTableModel::RawValueRole).toLongLong(),
                 1);
        QVERIFY(!model.headerData(RunTableModel::Started, Qt::Horizontal).toString().isEmpty());
    }

    void runsSortWholeList() {
        RunTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(manyRuns(1000));
        const QPersistentModelIndex kept = model.index(3, RunTableModel::Id);
        const qint64 keptId = kept.data(RunTableModel::RawValueRole).toLongLong();
        model.sort(RunTableModel::Measurements, Qt::DescendingOrder);
        // Sorted across all 1,000 runs, not only the first fetched batch.
        QCOMPARE(model.index(0, RunTableModel::Measurements)
                     .data(RunTableModel::RawValueRole)
                     .toLongLong(),
                 499);
        if (kept.isValid())
            QCOMPARE(kept.data(RunTableModel::RawValueRole).toLongLong(), keptId);
        model.sort(RunTableModel::Started, Qt::AscendingOrder);
        QCOMPARE(model.index(0, RunTableModel::Id).data(RunTableModel::RawValueRole).toLongLong(),
                 1);
    }

    void runsThroughProxy() {
        RunTableModel model;
        model.setRuns(manyRuns(600));
        checkProxySort(&model, RunTableModel::Started);
        checkProxySort(&model, RunTableModel::Measurements);
        checkProxySort(&model, RunTableModel::Host);
    }

    void measurements() {
        MeasurementTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMeasurements(testing::syntheticRun(1, 2500, 3).measurements);
        QVERIFY(model.rowCount() < 2500);
        while (model.canFetchMore(QModelIndex()))
            model.fetchMore(QModelIndex());
        QCOMPARE(model.rowCount(), 2500);
        QVERIFY(model.index(0, MeasurementTableModel::Value)
                    .data()
                    .toString()
                    .contains(QLatin1String("B/s")));
        QCOMPARE(model.index(4, MeasurementTableModel::Value)
                     .data(MeasurementTableModel::RawValueRole)
                     .toDouble(),
                 model.measurement(4).value);
        checkProxySort(&model, MeasurementTableModel::Value);
        checkProxySort(&model, MeasurementTableModel::WorkingSet);
    }

    void profilesAndModels() {
        GpuProfileTableModel gpus;
        QAbstractItemModelTester t1(&gpus, QAbstractItemModelTester::FailureReportingMode::QtTest);
        gpus.setProfiles(Catalog::builtIn().gpus());
        QCOMPARE(gpus.rowCount(), int(Catalog::builtIn().gpus().size()));
        QVERIFY(gpus.index(0, GpuProfileTableModel::Id)
                    .data(GpuProfileTableModel::ReadOnlyRole)
                    .toBool());
        checkProxySort(&gpus, GpuProfileTableModel::Bandwidth);
        checkProxySort(&gpus, GpuProfileTableModel::Name);

        ModelSpecTableModel models;
        QAbstractItemModelTester t2(&models,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
        models.setModels(Catalog::builtIn().models());
        QCOMPARE(models.rowCount(), int(Catalog::builtIn().models().size()));
        checkProxySort(&models, ModelSpecTableModel::Params);
        checkProxySort(&models, ModelSpecTableModel::Layers);
    }
};

QTEST_GUILESS_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
