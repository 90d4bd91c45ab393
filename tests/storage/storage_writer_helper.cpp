// SPDX-License-Identifier: MIT
// Started (and killed with SIGKILL) by tst_storagecrash: stores runs as fast as it can and
// says after each commit what is durably stored.
//   storage_writer_helper DB whole   -- whole runs, one transaction each
//   storage_writer_helper DB runner  -- one run, begun then appended to in batches
// Started (several at once) by tst_postgres against one shared database:
//   storage_writer_helper DB count N  -- N whole runs of its own, then exits 0
//   storage_writer_helper DB shared N -- imports the same N runs (fixed uuids) as its siblings
//   storage_writer_helper DB for S    -- whole runs for S seconds (the 20-writer benchmark)
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunRepository.h"
#include "support/SyntheticRuns.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <cstdio>

using namespace roofline;

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3 && args.size() != 4)
        return 2;
    const auto db = storage::DatabaseOpener::open(args.at(1));
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
        return 1;
    }
    storage::RunRepository repo(*db);
    const int n = args.size() == 4 ? args.at(3).toInt() : 0;
    const auto fail = [](const Error &e) {
        std::fprintf(stderr, "%s\n", qPrintable(e.text()));
        return 1;
    };
    if (args.at(2) == QLatin1String("count")) {
        for (int i = 0; i < n; ++i) {
            if (const auto id = repo.insert(testing::syntheticRun(i, 50, 10)); !id)
                return fail(id.error());
        }
        return 0;
    }
    if (args.at(2) == QLatin1String("shared")) {
        QList<Run> runs;
        for (int i = 0; i < n; ++i) {
            Run run = testing::syntheticRun(i, 50, 10);
            run.uuid = QUuid::createUuidV5(QUuid(), QStringLiteral("shared-%1").arg(i))
                           .toString(QUuid::WithoutBraces);
            runs << run;
        }
        // One run per transaction, so siblings interleave and collide on the same uuids.
        for (const Run &run : std::as_const(runs)) {
            if (const auto r = repo.import({run}); !r)
                return fail(r.error());
        }
        return 0;
    }
    if (args.at(2) == QLatin1String("for")) {
        QElapsedTimer timer;
        timer.start();
        int stored = 0;
        while (timer.elapsed() < qint64(n) * 1000) {
            if (const auto id = repo.insert(testing::syntheticRun(stored, 100, 10)); !id)
                return fail(id.error());
            ++stored;
        }
        std::printf("stored %d\n", stored);
        return 0;
    }
    if (args.at(2) == QLatin1String("runner")) {
        const auto id = repo.begin(testing::syntheticRun(0, 0, 0));
        if (!id)
            return 1;
        const Run run = testing::syntheticRun(0, 500, 64);
        for (int batch = 1;; ++batch) {
            if (!repo.append(*id, run.measurements))
                return 1;
            std::printf("appended %d\n", batch);
            std::fflush(stdout);
        }
    }
    for (int i = 1;; ++i) {
        if (!repo.insert(testing::syntheticRun(i, 2000, 64)))
            return 1;
        std::printf("stored %d\n", i);
        std::fflush(stdout);
    }
}
