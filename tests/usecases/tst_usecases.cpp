// SPDX-License-Identifier: MIT
// The use cases of src/app, each once, below the UI: what the pages and `roofline` commands
// call. (Baselines: tst_baselines; the job helper: tst_jobtracker.)
#include "model/RunBundle.h"
#include "storage/RunPageSource.h"
#include "support/FleetFixtures.h"
#include "support/UiTestSupport.h"
#include "ui/itemmodels/RunTableModel.h"
#include "usecases/BackgroundRunSource.h"
#include "usecases/Fleet.h"
#include "usecases/JobTracker.h"
#include "usecases/Profiles.h"
#include "usecases/Reports.h"
#include "usecases/RunEdits.h"
#include "usecases/RunTransfer.h"
#include "usecases/Runs.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlQuery>

using namespace roofline;

namespace {

Run fixtureRun() {
    QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/report/cpu-run.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no fixture");
    return RunBundle::parse(f.readAll(), f.fileName())->first();
}

} // namespace

class TestUseCases : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_usecases"); }
    void cleanup() { QTRY_COMPARE(usecases::JobTracker::pendingJobs(), 0); }

    // Load fleet: the two steps the page takes (summary, then checks slice by slice) give
    // what the command's one call gives.
    void fleetInStepsEqualsFleetAtOnce() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        for (const Run &r : fleetfixture::node(QStringLiteral("gpu-07"), fleetfixture::kH100,
                                               QStringLiteral("cuda:0"), 0.92))
            uitest::store(db, r);
        for (const Run &r : fleetfixture::node(QStringLiteral("gpu-08"), fleetfixture::kH100,
                                               QStringLiteral("cuda:0"), 1.0, 3))
            uitest::store(db, r);
        QList<QPair<qsizetype, qsizetype>> steps;
        const auto all = usecases::Fleet::load(
            db, 5, [&](qsizetype done, qsizetype n) { steps << qMakePair(done, n); });
        QVERIFY(all);
        QCOMPARE(all->size(), 2);
        QCOMPARE(steps.size(), 1);
        auto rows = usecases::Fleet::summary(db, 5);
        QVERIFY(rows);
        QCOMPARE(rows->first().flag, FleetRow::Flag::Pending);
        QVERIFY(usecases::Fleet::check(db, rows.value(), 0, 1));
        QVERIFY(usecases::Fleet::check(db, rows.value(), 1, 2));
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(rows->at(i).entry.host, all->at(i).entry.host);
            QCOMPARE(rows->at(i).flag, all->at(i).flag);
            QCOMPARE(rows->at(i).trend, all->at(i).trend);
        }
        const QList<FleetRow> flagged = usecases::Fleet::flaggedOnly(*all);
        QCOMPARE(flagged.size(), 1);
        QCOMPARE(flagged.first().entry.host, QStringLiteral("gpu-07"));
        const auto cancelled = usecases::Fleet::load(db, 5, {}, [] { return true; });
        QCOMPARE(cancelled.error().kind, ErrorKind::Cancelled);
    }

    void runsLoadWithProgressAndDeleteWithUndo() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const qint64 a =
            uitest::store(db, uitest::run(QStringLiteral("A"), QStringLiteral("h"), 1e10));
        const qint64 b =
            uitest::store(db, uitest::run(QStringLiteral("B"), QStringLiteral("h"), 2e10));
        QStringList said;
        const auto loaded = usecases::Runs::load(db, QList<qint64>{b, a},
                                                 [&](int, int, const QString &t) { said << t; });
        QVERIFY(loaded);
        QCOMPARE(loaded->first().device.name, QStringLiteral("B"));
        QCOMPARE(loaded->first().measurements.size(), 2);
        QVERIFY(said.first().contains(QString::number(b)));
        QCOMPARE(usecases::Runs::load(db, QList<qint64>{a}, {}, [] { return true; }).error().kind,
                 ErrorKind::Cancelled);
        QCOMPARE(usecases::Runs::load(db, QStringList{QStringLiteral("no-such-uuid")}).error().kind,
                 ErrorKind::NotFound);

        const usecases::Runs::Removal removed = usecases::Runs::remove(db, {a, b});
        QVERIFY(!removed.error);
        QCOMPARE(removed.deleted.size(), 2);
        QCOMPARE(usecases::Runs::list(db)->size(), 0);
        const auto back = usecases::Runs::restore(db, removed.deleted);
        QVERIFY(back);
        QCOMPARE(*back, (QList<qint64>{a, b})); // an undo keeps the ids
        QCOMPARE(usecases::Runs::get(db, back->first())->measurements.size(), 2);
        // A run that is gone stops the removal, and says which.
        const usecases::Runs::Removal missing = usecases::Runs::remove(db, {back->first(), 424242});
        QCOMPARE(missing.deleted.size(), 1);
        QVERIFY(missing.error);
        QCOMPARE(missing.error->kind, ErrorKind::NotFound);
    }

    // What `roofline runs delete/tag/sync` go through: keys resolved in their order (the
    // first that names no run is the error), a tag added once however often it is given, and
    // a sync that copies what the target lacks and nothing twice.
    void runsResolveTagAndSync() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const qint64 a =
            uitest::store(db, uitest::run(QStringLiteral("A"), QStringLiteral("h"), 1e10));
        const qint64 b =
            uitest::store(db, uitest::run(QStringLiteral("B"), QStringLiteral("h"), 2e10));
        const QString uuidB = usecases::Runs::get(db, b)->uuid;
        const auto ids = usecases::Runs::resolve(db, {uuidB, QString::number(a)});
        QVERIFY(ids);
        QCOMPARE(*ids, (QList<qint64>{b, a}));
        const auto unknown =
            usecases::Runs::resolve(db, {QString::number(a), QStringLiteral("no-such-run")});
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().kind, ErrorKind::NotFound);
        QVERIFY(unknown.error().message.contains(QStringLiteral("no-such-run")));

        QVERIFY(usecases::RunEdits::addTag(db, a, QStringLiteral("gold")));
        QVERIFY(usecases::RunEdits::addTag(db, a, QStringLiteral("rack-9")));
        QVERIFY(usecases::RunEdits::addTag(db, a, QStringLiteral("gold")));
        QCOMPARE(usecases::Runs::get(db, a)->tags,
                 (QStringList{QStringLiteral("gold"), QStringLiteral("rack-9")}));
        QCOMPARE(usecases::RunEdits::addTag(db, 424242, QStringLiteral("gold")).error().kind,
                 ErrorKind::NotFound);

        QTemporaryDir otherDir;
        const storage::Database other = uitest::database(otherDir);
        int lastDone = -1;
        const auto counts =
            usecases::RunTransfer::sync(db, other, [&](int done, int) { lastDone = done; });
        QVERIFY2(counts, counts ? "" : qPrintable(counts.error().text()));
        QCOMPARE(counts->runsCopied, 2);
        QCOMPARE(lastDone, 2);
        QCOMPARE(usecases::Runs::list(other)->size(), 2);
        QCOMPARE(usecases::Runs::load(other, QStringList{uuidB})->first().measurements.size(), 2);
        const auto again = usecases::RunTransfer::sync(db, other);
        QVERIFY(again);
        QCOMPARE(again->runsCopied, 0);
        QCOMPARE(again->runsSkipped, 2);
    }

    // How long a suite takes here: the median of the last complete runs of that suite on this
    // host (and device), not a cancelled one, another suite or another host.
    void typicalDurationFromHistory() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const auto stored = [&db](const QString &host, const QString &suite, double seconds,
                                  Run::Status status = Run::Status::Complete, int daysAgo = 1) {
            Run r = uitest::run(QStringLiteral("AMD EPYC"), host, 2e10, {}, daysAgo);
            r.suite = suite;
            r.status = status;
            r.finishedAt = r.startedAt.addMSecs(qint64(seconds * 1000));
            uitest::store(db, r);
        };
        auto none =
            usecases::Runs::typicalDuration(db, QStringLiteral("node1"), QStringLiteral("quick"));
        QVERIFY(none);
        QCOMPARE(none->runs, 0);
        stored(QStringLiteral("node1"), QStringLiteral("quick"), 100, Run::Status::Complete, 3);
        stored(QStringLiteral("node1"), QStringLiteral("quick"), 120, Run::Status::Complete, 2);
        stored(QStringLiteral("node1"), QStringLiteral("quick"), 116);
        stored(QStringLiteral("node1"), QStringLiteral("quick"), 9, Run::Status::Cancelled, 0);
        stored(QStringLiteral("node1"), QStringLiteral("standard"), 600);
        stored(QStringLiteral("node2"), QStringLiteral("quick"), 30);
        const auto d =
            usecases::Runs::typicalDuration(db, QStringLiteral("node1"), QStringLiteral("quick"));
        QVERIFY(d);
        QCOMPARE(d->runs, 3);
        QCOMPARE(d->seconds, 116.0);
        const auto two = usecases::Runs::typicalDuration(db, QStringLiteral("node1"),
                                                         QStringLiteral("quick"), QString(), 2);
        QCOMPARE(two->seconds, 118.0); // the newest two: 116 and 120
        const auto cpu = usecases::Runs::typicalDuration(
            db, QStringLiteral("node1"), QStringLiteral("quick"), QStringLiteral("cpu"));
        QCOMPARE(cpu->runs, 3);
        const auto gpu = usecases::Runs::typicalDuration(
            db, QStringLiteral("node1"), QStringLiteral("quick"), QStringLiteral("cuda:0"));
        QCOMPARE(gpu->runs, 0);
    }

    void notesAndTagsInOneTransaction() {
        QCOMPARE(usecases::RunEdits::parseTags(QStringLiteral(" gold, rack-9,, gold ,")),
                 (QStringList{QStringLiteral("gold"), QStringLiteral("rack-9")}));
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const qint64 id = uitest::store(db, uitest::run(QStringLiteral("A"), QStringLiteral("h"),
                                                        1e10, {QStringLiteral("old")}));
        const auto edited =
            usecases::RunEdits::setNotesAndTags(db, id, QStringLiteral("after BIOS update"),
                                                {QStringLiteral("b"), QStringLiteral("a")});
        QVERIFY2(edited, edited ? "" : qPrintable(edited.error().text()));
        QCOMPARE(edited->notes, QStringLiteral("after BIOS update"));
        QCOMPARE(edited->tags, (QStringList{QStringLiteral("b"), QStringLiteral("a")}));

        // A write that fails half way (here: the second tag) leaves notes and tags as they were.
        QSqlQuery trigger(db.connection());
        QVERIFY(trigger.exec(QStringLiteral(
            "CREATE TRIGGER refuse_boom BEFORE INSERT ON run_tags WHEN NEW.tag = 'boom'"
            " BEGIN SELECT RAISE(ABORT, 'refused'); END")));
        const auto failed = usecases::RunEdits::setNotesAndTags(
            db, id, QStringLiteral("changed"), {QStringLiteral("c"), QStringLiteral("boom")});
        QVERIFY(!failed);
        QVERIFY(!failed.error().text().isEmpty());
        const auto run = usecases::Runs::get(db, id);
        QCOMPARE(run->notes, QStringLiteral("after BIOS update"));
        QCOMPARE(run->tags, (QStringList{QStringLiteral("b"), QStringLiteral("a")}));
        QCOMPARE(usecases::RunEdits::setNotesAndTags(db, 424242, QString(), {}).error().kind,
                 ErrorKind::NotFound);
    }

    void gpuProfilesAreValidatedAndReplaced() {
        HardwareProfile p;
        p.id = QStringLiteral("Bad Id");
        const QList<Error> errors = p.validate();
        QStringList fields;
        for (const Error &e : errors) {
            QCOMPARE(e.kind, ErrorKind::InvalidInput);
            fields << e.field;
        }
        QCOMPARE(fields,
                 (QStringList{QStringLiteral("id"), QStringLiteral("name"),
                              QStringLiteral("memory_bandwidth"), QStringLiteral("memory_capacity"),
                              QStringLiteral("peak_bf16")}));
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        QCOMPARE(usecases::Profiles::saveGpu(db, p).errors.size(), 5);
        const auto copy = usecases::Profiles::duplicateGpu(db, QStringLiteral("h100-sxm"));
        QVERIFY(copy);
        QVERIFY(copy->validate().isEmpty());
        HardwareProfile renamed = *copy;
        renamed.id = QStringLiteral("my-h100");
        QVERIFY(usecases::Profiles::saveGpu(db, renamed, copy->id).ok());
        const auto gpus = usecases::Profiles::gpus(db);
        QVERIFY(std::any_of(gpus->cbegin(), gpus->cend(), [](const HardwareProfile &g) {
            return g.id == QLatin1String("my-h100");
        }));
        QVERIFY(std::none_of(gpus->cbegin(), gpus->cend(),
                             [&](const HardwareProfile &g) { return g.id == copy->id; }));
        QVERIFY(usecases::Profiles::removeGpu(db, QStringLiteral("my-h100")));
        QCOMPARE(usecases::Profiles::removeGpu(db, QStringLiteral("my-h100")).error().kind,
                 ErrorKind::NotFound);
    }

    // Report and transfer: the PDF a report writes carries its run, and importing the PDF
    // (as `roofline runs import report.pdf` does) stores it elsewhere; bad files change nothing.
    void reportsAndTransfers() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const Run fixture = fixtureRun();
        const qint64 id = uitest::store(db, fixture);

        usecases::ReportRequest request;
        request.runs = {QString::number(id)};
        QVERIFY(usecases::Reports::validate(request));
        const auto runs = usecases::Reports::loadRuns(db, request);
        QVERIFY(runs);
        const ReportDocument doc = usecases::Reports::compose(request, *runs);
        QVERIFY(usecases::Reports::chartCount(doc) > 0);
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        const auto written = usecases::Reports::write(doc, pdf);
        QVERIFY2(written, written ? "" : qPrintable(written.error().text()));
        const auto charts =
            usecases::Reports::write(doc, dir.filePath(QStringLiteral("charts")), true);
        QVERIFY(charts);
        QVERIFY(std::any_of(charts->cbegin(), charts->cend(),
                            [](const QString &f) { return f.endsWith(QLatin1String(".svg")); }));

        usecases::ReportRequest bad;
        bad.compare = true;
        bad.runs = {QString::number(id)};
        QCOMPARE(usecases::Reports::validate(bad).error().field, QStringLiteral("--compare"));
        bad.runs << QString::number(id);
        bad.baseline = 2;
        QCOMPARE(usecases::Reports::validate(bad).error().field, QStringLiteral("--baseline"));
        const QStringList args = usecases::Reports::commandArguments(request, pdf, false);
        QCOMPARE(args.mid(0, 3), (QStringList{QStringLiteral("report"), QStringLiteral("--run"),
                                              QString::number(id)}));
        QVERIFY(args.contains(QStringLiteral("--bandwidth-units")));
        QCOMPARE(args.mid(args.size() - 2), (QStringList{QStringLiteral("-o"), pdf}));

        QTemporaryDir otherDir;
        const storage::Database other = uitest::database(otherDir);
        const auto imported = usecases::RunTransfer::importFiles(other, {pdf});
        QVERIFY2(imported, imported ? "" : qPrintable(imported.error().text()));
        QCOMPARE(imported->imported, QStringList{fixture.uuid});
        const auto again = usecases::RunTransfer::importFiles(other, {pdf});
        QCOMPARE(again->skipped, QStringList{fixture.uuid});

        const QString json = dir.filePath(QStringLiteral("runs.json"));
        QCOMPARE(*usecases::RunTransfer::exportRuns(db, {QString::number(id)}, json), 1);
        QTemporaryDir thirdDir;
        const storage::Database third = uitest::database(thirdDir);
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"roofline-lab-runs\", \"version\": 1, \"runs\": [{\"uuid\": 3}]}");
        f.close();
        QVERIFY(!usecases::RunTransfer::importFiles(third, {json, broken}));
        QCOMPARE(usecases::Runs::list(third)->size(), 0); // all or nothing
        const QString html = dir.filePath(QStringLiteral("report.html"));
        QVERIFY(usecases::Reports::write(doc, html));
        QFile::copy(html, dir.filePath(QStringLiteral("not-a-report.pdf")));
        const auto notPdf = usecases::RunTransfer::importFiles(
            third, {dir.filePath(QStringLiteral("not-a-report.pdf"))});
        QCOMPARE(notPdf.error().kind, ErrorKind::InvalidInput);
        QVERIFY(usecases::RunTransfer::isImportable(QStringLiteral("a/B.PDF")));
        QVERIFY(!usecases::RunTransfer::isImportable(QStringLiteral("a/b.csv")));
    }

    // History's table pages off the GUI thread: the same rows as reading on the spot, each
    // page arriving later through the event loop.
    void backgroundSourcePagesAsynchronously() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        QList<Run> runs;
        for (int i = 0; i < 300; ++i)
            runs << uitest::run(QStringLiteral("CPU"), QStringLiteral("h%1").arg(i % 7), 1e10, {},
                                i);
        QVERIFY(storage::RunRepository(db).import(runs));
        RunTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&model, &RunTableModel::loaded);
        model.setSource(std::make_shared<usecases::BackgroundRunSource>(
            std::make_shared<storage::RunPageSource>(db)));
        QVERIFY(model.isLoading());
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(model.totalCount(), 300);
        QCOMPARE(model.rowCount(), RunTableModel::kBatchSize);
        QVERIFY(model.canFetchMore({}));
        model.fetchMore({});
        QVERIFY(!model.canFetchMore({})); // one request at a time
        QCOMPARE(model.rowCount(), RunTableModel::kBatchSize);
        QTRY_COMPARE(model.rowCount(), 300);

        RunTableModel direct;
        direct.setSource(std::make_shared<storage::RunPageSource>(db));
        while (direct.canFetchMore({}))
            direct.fetchMore({});
        for (int r = 0; r < 300; ++r)
            QCOMPARE(model.run(r).id, direct.run(r).id);

        // A newer order supersedes a filter still on its way; the answer is of the newest.
        RunQuery query = model.query();
        query.hostContains = QStringLiteral("h3");
        model.setQuery(query);
        model.sort(RunTableModel::Host, Qt::AscendingOrder);
        QTRY_VERIFY(!model.isLoading());
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.run(r).host.hostname, QStringLiteral("h3"));
        QVERIFY(model.totalCount() > 0);
    }
};

QTEST_MAIN(TestUseCases)
#include "tst_usecases.moc"
