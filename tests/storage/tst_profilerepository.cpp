// SPDX-License-Identifier: MIT
// The catalog seeded on first open and upgraded in place; the user's own GPU and model
// profiles (add, edit, duplicate, delete) never touched by an upgrade.
#include "model/Catalog.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/ProfileRepository.h"
#include "storage/RunRepository.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"

#include <QTemporaryDir>
#include <QTest>

using namespace roofline;
using namespace roofline::storage;

class TestProfileRepository : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ROOFLINE_REQUIRE_TEST_BACKEND(); }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void seededOnFirstOpen() {
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("p.sqlite")));
        QVERIFY(db.ok());
        ProfileRepository repo(*db);
        const auto gpus = repo.gpus();
        QCOMPARE(gpus->size(), Catalog::builtIn().gpus().size());
        const HardwareProfile &first = Catalog::builtIn().gpus().first();
        const auto stored = repo.gpu(first.id);
        QVERIFY(stored.ok());
        QCOMPARE(stored->source, QStringLiteral("catalog"));
        QCOMPARE(stored->memoryBandwidth, first.memoryBandwidth);
        QCOMPARE(stored->peak, first.peak);
        QCOMPARE(stored->unverified, first.unverified);
        QCOMPARE(repo.models()->size(), Catalog::builtIn().models().size());
        const ModelSpec &m = Catalog::builtIn().models().first();
        QCOMPARE(repo.model(m.id)->totalParams(), m.totalParams());
    }

    void userEntriesAndReadOnlyCatalog() {
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("p.sqlite")));
        ProfileRepository repo(*db);
        const QString catalogId = Catalog::builtIn().gpus().first().id;

        HardwareProfile edited = *repo.gpu(catalogId);
        edited.name = QStringLiteral("tampered");
        const auto refused = repo.saveGpu(edited);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(QLatin1String("duplicate")));
        QVERIFY(!repo.removeGpu(catalogId).ok());

        const auto copy = repo.duplicateGpu(catalogId);
        QVERIFY(copy.ok());
        QCOMPARE(copy->id, catalogId + QStringLiteral("-copy"));
        QCOMPARE(copy->source, QStringLiteral("user"));
        HardwareProfile mine = *copy;
        mine.memoryBandwidth = 1.23e12;
        QVERIFY(repo.saveGpu(mine).ok());
        QCOMPARE(repo.gpu(mine.id)->memoryBandwidth, 1.23e12);
        QCOMPARE(repo.duplicateGpu(catalogId)->id, catalogId + QStringLiteral("-copy-2"));
        QCOMPARE(repo.gpus()->size(), Catalog::builtIn().gpus().size() + 2);
        QVERIFY(repo.removeGpu(mine.id).ok());
        QVERIFY(!repo.gpu(mine.id).ok());

        ModelSpec spec = Catalog::builtIn().models().first();
        spec.id = QStringLiteral("my-model");
        spec.source = QStringLiteral("user");
        spec.layers = 7;
        QVERIFY(repo.saveModel(spec).ok());
        QCOMPARE(repo.model(QStringLiteral("my-model"))->layers, 7);
        spec.kvHeads = 0; // impossible: refused with the field named
        QVERIFY(!repo.saveModel(spec).ok());
        QVERIFY(repo.removeModel(QStringLiteral("my-model")).ok());
        QVERIFY(!repo.removeModel(Catalog::builtIn().models().first().id).ok());
    }

    void upgradeKeepsUserEntriesAndRuns() {
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("p.sqlite")));
        ProfileRepository repo(*db);
        QList<HardwareProfile> gpus = Catalog::builtIn().gpus();
        QList<ModelSpec> models = Catalog::builtIn().models();
        QVERIFY(gpus.size() >= 3);

        HardwareProfile mine = gpus.at(0);
        mine.id = QStringLiteral("lab-gpu");
        mine.name = QStringLiteral("Our lab GPU");
        mine.source = QStringLiteral("user");
        QVERIFY(repo.saveGpu(mine).ok());
        HardwareProfile squatter = mine;
        squatter.id = QStringLiteral("future-gpu");
        QVERIFY(repo.saveGpu(squatter).ok());
        const Run run = testing::syntheticRun(1, 5, 3);
        QVERIFY(RunRepository(*db).insert(run).ok());

        // The next release: one entry renamed, one dropped, two added (one id already taken).
        const QString dropped = gpus.at(2).id;
        gpus[1].name = QStringLiteral("Renamed by the vendor");
        gpus.removeAt(2);
        HardwareProfile added = gpus.at(0);
        added.id = QStringLiteral("new-gpu");
        added.name = QStringLiteral("Brand new");
        gpus << added;
        added.id = QStringLiteral("future-gpu");
        gpus << added;
        QStringList skipped;
        QVERIFY(repo.syncCatalog(gpus, models, &skipped).ok());
        QCOMPARE(skipped.size(), 1);
        QVERIFY(skipped.first().contains(QLatin1String("future-gpu")));

        QCOMPARE(repo.gpu(gpus.at(1).id)->name, QStringLiteral("Renamed by the vendor"));
        QVERIFY(!repo.gpu(dropped).ok());
        QCOMPARE(repo.gpu(QStringLiteral("new-gpu"))->source, QStringLiteral("catalog"));
        QCOMPARE(repo.gpu(QStringLiteral("lab-gpu"))->name, QStringLiteral("Our lab GPU"));
        QCOMPARE(repo.gpu(QStringLiteral("future-gpu"))->source, QStringLiteral("user"));
        QCOMPARE(*RunRepository(*db).count(), 1);
        QCOMPARE(RunRepository(*db).find(run.uuid)->measurements, run.measurements);

        // The built-in catalog again (a downgrade or a reinstall): same rules.
        QVERIFY(repo.syncBuiltInCatalog().ok());
        QVERIFY(repo.gpu(dropped).ok());
        QVERIFY(!repo.gpu(QStringLiteral("new-gpu")).ok());
        QCOMPARE(repo.gpu(QStringLiteral("lab-gpu"))->name, QStringLiteral("Our lab GPU"));
    }
};

QTEST_GUILESS_MAIN(TestProfileRepository)
#include "tst_profilerepository.moc"
