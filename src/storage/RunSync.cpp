#include "storage/RunSync.h"

#include "storage/ProfileJson.h"
#include "storage/ProfileRepository.h"
#include "storage/RunRepository.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace roofline::storage {

namespace {

// Small enough that a failure loses little work and a transaction stays short on a shared
// server; large enough that the commit cost is spread.
constexpr int kBatchRuns = 20;

Result<QStringList> uuids(const Database &db, bool finishedOnly, int *unfinished) {
    QSqlQuery q(db.connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT uuid, status FROM runs ORDER BY started_at, id")))
        return db.error(RunSync::tr("cannot list runs"), q.lastError());
    QStringList out;
    while (q.next()) {
        if (finishedOnly && q.value(1).toString() == Run::statusName(Run::Status::Running)) {
            ++*unfinished;
            continue;
        }
        out << q.value(0).toString();
    }
    return out;
}

} // namespace

RunSync::RunSync(Database from, Database to)
    : m_from(std::move(from))
    , m_to(std::move(to)) {}

Result<RunSync::Counts> RunSync::run(const std::function<void(int, int)> &progress) {
    Counts counts;
    const auto source = uuids(m_from, true, &counts.runsUnfinished);
    if (!source)
        return source.error();
    int ignored = 0;
    const auto target = uuids(m_to, false, &ignored);
    if (!target)
        return target.error();
    QSet<QString> present;
    for (const QString &uuid : *target)
        present.insert(uuid.toLower());
    QStringList missing;
    for (const QString &uuid : *source) {
        if (present.contains(uuid.toLower()))
            ++counts.runsSkipped;
        else
            missing << uuid;
    }

    const RunRepository from(m_from);
    RunRepository to(m_to);
    for (qsizetype start = 0; start < missing.size(); start += kBatchRuns) {
        QList<Run> batch;
        for (const QString &uuid : missing.mid(start, kBatchRuns)) {
            auto run = from.find(uuid);
            if (!run)
                return Error{
                    tr("%1: cannot read run %2: %3").arg(m_from.path(), uuid, run.error().text())};
            batch.append(std::move(run).value());
        }
        // import() skips a uuid another writer stored since we looked: still exactly once.
        const auto stored = to.import(batch);
        if (!stored)
            return Error{tr("%1\n%2 run(s) were copied before this error; run the same sync "
                            "again to copy the rest")
                             .arg(stored.error().text())
                             .arg(counts.runsCopied)};
        counts.runsCopied += int(stored->imported.size());
        counts.runsSkipped += int(stored->skipped.size());
        if (progress)
            progress(int(start + batch.size()), int(missing.size()));
    }
    if (auto ok = syncProfiles(counts); !ok)
        return ok.error();
    return counts;
}

Result<bool> RunSync::syncProfiles(Counts &counts) {
    const ProfileRepository from(m_from);
    ProfileRepository to(m_to);
    const auto gpus = from.gpus();
    if (!gpus)
        return gpus.error();
    for (const HardwareProfile &gpu : *gpus) {
        if (gpu.source == QLatin1String("catalog"))
            continue; // every database has its own built-in catalog
        const auto there = to.gpu(gpu.id);
        if (!there) {
            if (auto ok = to.saveGpu(gpu); !ok)
                return ok.error();
            ++counts.profilesCopied;
        } else if (ProfileJson::toStored(*there) == ProfileJson::toStored(gpu)) {
            ++counts.profilesSkipped;
        } else {
            counts.conflicts << gpu.id;
        }
    }
    const auto models = from.models();
    if (!models)
        return models.error();
    for (const ModelSpec &model : *models) {
        if (model.source == QLatin1String("catalog"))
            continue;
        const auto there = to.model(model.id);
        if (!there) {
            if (auto ok = to.saveModel(model); !ok)
                return ok.error();
            ++counts.profilesCopied;
        } else if (ProfileJson::toStored(*there) == ProfileJson::toStored(model)) {
            ++counts.profilesSkipped;
        } else {
            counts.conflicts << model.id;
        }
    }
    return true;
}

} // namespace roofline::storage
