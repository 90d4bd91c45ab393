// Started (and killed with SIGKILL) by tst_storagecrash: stores runs as fast as it can and
// says after each commit what is durably stored.
//   storage_writer_helper DB whole   -- whole runs, one transaction each
//   storage_writer_helper DB runner  -- one run, begun then appended to in batches
#include "SyntheticRuns.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <QCoreApplication>
#include <cstdio>

using namespace roofline;

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3)
        return 2;
    const auto db = storage::Database::open(args.at(1));
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
        return 1;
    }
    storage::RunRepository repo(*db);
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
