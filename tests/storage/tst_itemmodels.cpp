// SPDX-License-Identifier: MIT
// The item models the views bind: consistent under QAbstractItemModelTester, sortable through
// QSortFilterProxyModel by their raw values, and loading 10,000 runs in batches. The run
// table also pages from the database: sorted and filtered by SQL over every run, agreeing row
// for row with the same model sorting and filtering the whole list in memory.
#include "model/Catalog.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunPageSource.h"
#include "storage/RunRepository.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"
#include "ui/itemmodels/MeasurementTableModel.h"
#include "ui/itemmodels/ProfileTableModel.h"
#include "ui/itemmodels/RunTableModel.h"
#include "ui/profiles/GpuProfileAdapter.h"
#include "ui/profiles/LlmSpecAdapter.h"

#include <QAbstractItemModelTester>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>

using namespace roofline;
using storage::RunPageSource;
using storage::RunRepository;

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

// Every column varied, with ties: host and device names that differ only in case, LIKE's
// wildcards in names, pairs of runs started at the same moment, tags in either order, none.
QList<Run> variedRuns(int n) {
    static const char *const hosts[] = {"node-b",  "Node-a", "node-A", "NODE-c",
                                        "node-a2", "node_x", "node-x", "node%y"};
    static const char *const devices[] = {"NVIDIA H100", "nvidia h100", "AMD EPYC 9654",
                                          "Intel Xeon"};
    static const char *const suites[] = {"quick", "Standard", "full"};
    const Run::Status statuses[] = {Run::Status::Complete, Run::Status::Cancelled,
                                    Run::Status::Failed};
    QList<Run> runs;
    for (int i = 0; i < n; ++i) {
        Run r = testing::syntheticRun(i, i % 4, 2);
        r.startedAt = QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC).addSecs(i / 2 * 3600);
        r.finishedAt = r.startedAt.addSecs(60);
        r.host.hostname = QLatin1String(hosts[i % 8]);
        r.device.name = QLatin1String(devices[i % 4]);
        r.device.id = i % 2 ? QStringLiteral("cpu") : QStringLiteral("cuda:1");
        r.suite = QLatin1String(suites[i % 3]);
        r.status = statuses[i % 3];
        r.reason = r.status == Run::Status::Complete ? QString() : QStringLiteral("stopped");
        r.notes = i % 7 == 0 ? QString() : QStringLiteral("note %1").arg(i % 11);
        r.tags = i % 4 == 0   ? QStringList()
                 : i % 4 == 1 ? QStringList{QStringLiteral("b"), QStringLiteral("a")}
                 : i % 4 == 2 ? QStringList{QStringLiteral("a"), QStringLiteral("b")}
                              : QStringList{QStringLiteral("Lab-%1").arg(i % 3)};
        runs << r;
    }
    return runs;
}

QList<qint64> loadAll(RunTableModel &model) {
    while (model.canFetchMore(QModelIndex()))
        model.fetchMore(QModelIndex());
    QList<qint64> ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.run(row).id;
    return ids;
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
    void initTestCase() {
        ROOFLINE_REQUIRE_TEST_BACKEND();
        auto db =
            storage::DatabaseOpener::open(testing::testLocation(m_dir, QStringLiteral("h.sqlite")));
        QVERIFY2(db, db ? "" : qPrintable(db.error().text()));
        m_db = *db;
        QVERIFY(RunRepository(*m_db).import(variedRuns(kRuns)).ok());
        m_all = *RunRepository(*m_db).list();
        QCOMPARE(m_all.size(), kRuns);
    }
    void cleanupTestCase() {
        m_db.reset();
        testing::dropTestSchemas();
    }

    // Each column both ways over more than two pages: the pages the database hands over, one
    // after the other, are the whole list sorted in memory.
    void sortsEveryColumnAcrossPages_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<bool>("descending");
        RunTableModel model;
        for (int c = 0; c < RunTableModel::ColumnCount; ++c) {
            const QString name = model.headerData(c, Qt::Horizontal).toString();
            QTest::newRow(qPrintable(name + QStringLiteral(" ascending"))) << c << false;
            QTest::newRow(qPrintable(name + QStringLiteral(" descending"))) << c << true;
        }
    }
    void sortsEveryColumnAcrossPages() {
        QFETCH(int, column);
        QFETCH(bool, descending);
        const Qt::SortOrder order = descending ? Qt::DescendingOrder : Qt::AscendingOrder;
        RunTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(std::make_shared<RunPageSource>(*m_db));
        QCOMPARE(model.totalCount(), kRuns);
        QCOMPARE(model.rowCount(), int(RunTableModel::kBatchSize)); // one page read, no more
        model.fetchMore(QModelIndex());
        const QPersistentModelIndex kept = model.index(300, RunTableModel::Notes);
        const qint64 keptId = model.run(300).id;
        model.sort(column, order);
        // As many rows as before, now the first ones of the new order; a row that is still
        // among them is still the same run.
        QCOMPARE(model.rowCount(), 2 * RunTableModel::kBatchSize);
        if (kept.isValid())
            QCOMPARE(model.run(kept.row()).id, keptId);
        const QList<qint64> paged = loadAll(model);

        RunTableModel memory;
        memory.setRuns(m_all);
        memory.sort(column, order);
        QCOMPARE(paged, loadAll(memory));

        // And the order is the column's, case-insensitive; ties newest first.
        for (int row = 1; row < model.rowCount(); ++row) {
            const QVariant a = model.index(row - 1, column).data(RunTableModel::RawValueRole);
            const QVariant b = model.index(row, column).data(RunTableModel::RawValueRole);
            const int c =
                a.typeId() == QMetaType::QString
                    ? RunQuery::foldCase(a.toString()).compare(RunQuery::foldCase(b.toString()))
                    : (a.toLongLong() < b.toLongLong()   ? -1
                       : a.toLongLong() > b.toLongLong() ? 1
                                                         : 0);
            QVERIFY2(descending ? c >= 0 : c <= 0, qPrintable(QStringLiteral("row %1").arg(row)));
            if (c == 0) {
                const Run &x = model.run(row - 1);
                const Run &y = model.run(row);
                QVERIFY(x.startedAt > y.startedAt || (x.startedAt == y.startedAt && x.id > y.id));
            }
        }
    }

    // Each filter finds runs far below the first page, exactly the ones the same filter finds
    // in the whole list in memory.
    void filtersCoverEveryRun_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::newRow("host, any case") << QStringLiteral("host") << QStringLiteral("NODE-A");
        QTest::newRow("host, _ is literal") << QStringLiteral("host") << QStringLiteral("e_x");
        QTest::newRow("host, % is literal") << QStringLiteral("host") << QStringLiteral("e%y");
        QTest::newRow("device name") << QStringLiteral("device") << QStringLiteral("H100");
        QTest::newRow("device id") << QStringLiteral("device") << QStringLiteral("CPU");
        QTest::newRow("tag") << QStringLiteral("tag") << QStringLiteral("lab-1");
        QTest::newRow("suite") << QStringLiteral("suite") << QStringLiteral("stand");
        QTest::newRow("status") << QStringLiteral("status") << QStringLiteral("failed");
        QTest::newRow("dates") << QStringLiteral("dates") << QStringLiteral("2024-03-05");
        QTest::newRow("nothing") << QStringLiteral("host") << QStringLiteral("no such host");
    }
    void filtersCoverEveryRun() {
        QFETCH(QString, field);
        QFETCH(QString, text);
        RunQuery query;
        query.sortBy = RunQuery::SortKey::Host; // an order other than the list's
        query.descending = false;
        if (field == QLatin1String("host"))
            query.hostContains = text;
        else if (field == QLatin1String("device"))
            query.deviceContains = text;
        else if (field == QLatin1String("tag"))
            query.tagContains = text;
        else if (field == QLatin1String("suite"))
            query.suiteContains = text;
        else if (field == QLatin1String("status"))
            query.status = Run::statusFromName(text);
        else
            query.setDays(QDate::fromString(text, Qt::ISODate),
                          QDate::fromString(text, Qt::ISODate));

        RunTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(std::make_shared<RunPageSource>(*m_db));
        model.setQuery(query);
        const int total = model.totalCount();
        const QList<qint64> paged = loadAll(model);
        QCOMPARE(paged.size(), total);

        RunTableModel memory;
        memory.setRuns(m_all);
        memory.setQuery(query);
        QCOMPARE(paged, loadAll(memory));
        if (text == QLatin1String("no such host")) {
            QCOMPARE(total, 0);
            return;
        }
        QVERIFY(total > 0);
        QVERIFY(total < kRuns);
        // Some of them lie beyond the first page of the unfiltered, newest-first list.
        QSet<qint64> firstPage;
        for (int i = 0; i < RunTableModel::kBatchSize; ++i)
            firstPage << m_all.at(i).id;
        QVERIFY(std::any_of(paged.cbegin(), paged.cend(),
                            [&](qint64 id) { return !firstPage.contains(id); }));
    }

    // fetchMore() pages through every run exactly once, newest first, a page per call.
    void fetchMorePagesThroughEverythingOnce() {
        RunTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(std::make_shared<RunPageSource>(*m_db));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        int fetches = 0;
        while (model.canFetchMore(QModelIndex())) {
            model.fetchMore(QModelIndex());
            ++fetches;
        }
        QCOMPARE(fetches, (kRuns - 1) / RunTableModel::kBatchSize);
        QCOMPARE(inserted.count(), fetches);
        QCOMPARE(model.rowCount(), kRuns);
        QList<qint64> ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids << model.run(row).id;
        QList<qint64> expected;
        for (const Run &r : std::as_const(m_all))
            expected << r.id;
        QCOMPARE(ids, expected);
        model.fetchMore(QModelIndex()); // past the end: nothing
        QCOMPARE(model.rowCount(), kRuns);
    }

    // A run stored between two pages shifts the rest down by one: the page after it must not
    // show a run twice, nor lose one.
    void runStoredWhilePagingIsNeitherRepeatedNorLost() {
        QTemporaryDir dir;
        auto db =
            storage::DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("p.sqlite")));
        QVERIFY(db.ok());
        RunRepository repo(*db);
        QVERIFY(repo.import(variedRuns(600)).ok());
        RunTableModel model;
        model.setSource(std::make_shared<RunPageSource>(*db));
        Run newest = testing::syntheticRun(5000, 0, 0);
        QVERIFY(repo.insert(newest).ok());
        const QList<qint64> ids = loadAll(model);
        QCOMPARE(QSet<qint64>(ids.cbegin(), ids.cend()).size(), ids.size());
        QCOMPARE(ids.size(), 600);
        model.refresh();
        QCOMPARE(model.totalCount(), 601);
    }

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

    void measurementFlagsAndInterference() {
        // The probe's doubts about a point are shown in words, with the reason on hover.
        Measurement clean, disturbed, unknown;
        clean.probe = disturbed.probe = unknown.probe = QStringLiteral("cpu.bandwidth");
        clean.unit = disturbed.unit = unknown.unit = QStringLiteral("B/s");
        clean.params.insert(
            QStringLiteral("interference"),
            QJsonObject{{QStringLiteral("disturbed_samples"), 0}, {QStringLiteral("attempts"), 1}});
        disturbed.flags =
            QStringList{QStringLiteral("disturbed"), QStringLiteral("above-theoretical-peak")};
        disturbed.params.insert(
            QStringLiteral("interference"),
            QJsonObject{{QStringLiteral("disturbed_samples"), 7},
                        {QStringLiteral("disturbed_samples_in_statistics"), true},
                        {QStringLiteral("steal_fraction"), 0.25},
                        {QStringLiteral("attempts"), 2}});
        disturbed.params.insert(QStringLiteral("sampling_windows"), 3);
        unknown.flags = QStringList{QStringLiteral("from-the-future")};
        MeasurementTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMeasurements({clean, disturbed, unknown});
        const auto flags = [&](int row, int role = Qt::DisplayRole) {
            return model.index(row, MeasurementTableModel::Flags).data(role).toString();
        };
        QCOMPARE(model.headerData(MeasurementTableModel::Flags, Qt::Horizontal).toString(),
                 QStringLiteral("Flags"));
        QCOMPARE(flags(0), QString());
        QCOMPARE(flags(0, Qt::ToolTipRole), QString()); // nothing happened: nothing to say
        QCOMPARE(flags(1), QStringLiteral("disturbed, above theoretical peak"));
        const QString why = flags(1, Qt::ToolTipRole);
        QVERIFY2(why.contains(QLatin1String("7 sample(s)")) && why.contains(QLatin1String("all"))
                     && why.contains(QLatin1String("25.0 %"))
                     && why.contains(QLatin1String("Measured twice"))
                     && why.contains(QLatin1String("3 window(s)")),
                 qPrintable(why));
        QCOMPARE(flags(2), QStringLiteral("from-the-future")); // a newer engine's flag, as is
        QCOMPARE(model.index(1, MeasurementTableModel::Flags)
                     .data(MeasurementTableModel::RawValueRole)
                     .toString(),
                 QStringLiteral("disturbed,above-theoretical-peak"));
        checkProxySort(&model, MeasurementTableModel::Flags);
    }

    // The one table of profiles over either adapter: the same model passes Qt's checks for
    // GPUs and LLM specs, through resets to another list and to none.
    void profilesAndModels() {
        using ui::GpuProfileAdapter;
        using ui::LlmSpecAdapter;
        using ui::ProfileTableModel;
        ProfileTableModel gpus(std::make_shared<GpuProfileAdapter>());
        QAbstractItemModelTester t1(&gpus, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<HardwareProfile> catalogGpus = Catalog::builtIn().gpus();
        gpus.setItems(GpuProfileAdapter::wrap(catalogGpus));
        QCOMPARE(gpus.rowCount(), int(catalogGpus.size()));
        QCOMPARE(gpus.columnCount(), int(GpuProfileAdapter::ColumnCount));
        QCOMPARE(gpus.headerData(GpuProfileAdapter::Bandwidth, Qt::Horizontal).toString(),
                 QStringLiteral("Bandwidth"));
        QVERIFY(!gpus.headerData(GpuProfileAdapter::ColumnCount, Qt::Horizontal).isValid());
        QVERIFY(
            gpus.index(0, GpuProfileAdapter::Id).data(ProfileTableModel::ReadOnlyRole).toBool());
        QVERIFY(!gpus.index(0, GpuProfileAdapter::Id).data(Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(gpus.index(0, GpuProfileAdapter::Bandwidth)
                     .data(ProfileTableModel::RawValueRole)
                     .toDouble(),
                 catalogGpus.first().memoryBandwidth);
        QCOMPARE(gpus.rowOf(QStringLiteral("h100-sxm")) >= 0, true);
        QCOMPARE(gpus.rowOf(QStringLiteral("no-such-gpu")), -1);
        checkProxySort(&gpus, GpuProfileAdapter::Bandwidth);
        checkProxySort(&gpus, GpuProfileAdapter::Name);
        HardwareProfile mine = catalogGpus.first();
        mine.id = QStringLiteral("mine");
        mine.source = QStringLiteral("user");
        gpus.setItems({GpuProfileAdapter::wrap(mine)});
        QCOMPARE(gpus.rowCount(), 1);
        QVERIFY(!gpus.index(0, 0).data(ProfileTableModel::ReadOnlyRole).toBool());
        QVERIFY(!gpus.index(0, 0).data(Qt::ToolTipRole).isValid());
        QCOMPARE(gpus.index(0, GpuProfileAdapter::Source).data().toString(),
                 QStringLiteral("user"));
        gpus.setItems({});
        QCOMPARE(gpus.rowCount(), 0);

        ProfileTableModel models(std::make_shared<LlmSpecAdapter>());
        QAbstractItemModelTester t2(&models,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<ModelSpec> catalogModels = Catalog::builtIn().models();
        models.setItems(LlmSpecAdapter::wrap(catalogModels));
        QCOMPARE(models.rowCount(), int(catalogModels.size()));
        QCOMPARE(models.columnCount(), int(LlmSpecAdapter::ColumnCount));
        QCOMPARE(models.headerData(LlmSpecAdapter::KvHeads, Qt::Horizontal).toString(),
                 QStringLiteral("KV heads"));
        QCOMPARE(
            models.index(0, LlmSpecAdapter::Layers).data(ProfileTableModel::RawValueRole).toInt(),
            catalogModels.first().layers);
        checkProxySort(&models, LlmSpecAdapter::Params);
        checkProxySort(&models, LlmSpecAdapter::Layers);
        models.setItems(LlmSpecAdapter::wrap(catalogModels.mid(0, 2)));
        QCOMPARE(models.rowCount(), 2);
    }

private:
    static constexpr int kRuns = 700;
    QTemporaryDir m_dir;
    std::optional<storage::Database> m_db;
    QList<Run> m_all; // newest first, as the repository lists them
};

QTEST_GUILESS_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
