// SPDX-License-Identifier: MIT
#include "storage/RunSync.h"

#include "storage/ProfileJson.h"
#include "storage/ProfileRepository.h"
#include "storage/Query.h"
#include "storage/RunRepository.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace roofline::storage {

namespace {

// Small enough that a failure loses little work and a transaction stays short on a shared
// server; large enough that the commit cost is spread.
constexpr int kBatchRuns = 20;

struct Listed {
    QString uuid;
    qint64 measurements = 0;
};

Result<QList<Listed>> listRuns(const Database &db, bool finishedOnly, int *unfinished) {
    Query q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
            "SELECT uuid, status, measurement_count FROM runs ORDER BY started_at, id")))
        return db.error(RunSync::tr("cannot list runs"), q.lastError());
    QList<Listed> out;
    while (q.next()) {
        if (finishedOnly && q.value(1).toString() == Run::statusName(Run::Status::Running)) {
            ++*unfinished;
            continue;
        }
        out.append({q.value(0).toString(), q.value(2).toLongLong()});
    }
    if (q.failed())
        return db.error(RunSync::tr("cannot list runs"), q.lastError());
    return out;
}

// Failures a rerun of the same batch may not hit, or that are not one run's fault: stop the
// sync and say so. Anything else is the run's own (a value the target cannot hold, a damaged
// row in the source): skip that run, report it, copy the rest.
bool stopsTheSync(const Error &e) {
    return e.is(ErrorKind::Retryable) || e.is(ErrorKind::ReadOnly) || e.is(ErrorKind::DiskFull)
           || e.is(ErrorKind::NeedsPassword) || e.is(ErrorKind::NewerSchema);
}

} // namespace

RunSync::RunSync(Database from, Database to)
    : m_from(std::move(from))
    , m_to(std::move(to)) {}

Result<RunSync::Counts> RunSync::run(const std::function<void(int, int)> &progress) {
    // Neither side's damage is copied or added to: both are checked first.
    for (const Database *side : {&m_from, &m_to}) {
        if (auto ok = side->quickCheck(); !ok)
            return ok.error();
    }
    Counts counts;
    const auto missing = missingRuns(counts);
    if (!missing)
        return missing.error();
    const RunRepository from(m_from);
    RunRepository to(m_to);
    for (qsizetype start = 0; start < missing->size(); start += kBatchRuns) {
        const auto batch = readBatch(from, missing->mid(start, kBatchRuns), counts);
        if (!batch)
            return batch.error();
        if (auto stored = storeBatch(to, *batch, counts); !stored)
            return stored.error();
        if (progress)
            progress(int(start + qMin<qsizetype>(kBatchRuns, missing->size() - start)),
                     int(missing->size()));
    }
    if (auto ok = syncProfiles(counts); !ok)
        return ok.error();
    return counts;
}

Result<QStringList> RunSync::missingRuns(Counts &counts) const {
    const auto source = listRuns(m_from, true, &counts.runsUnfinished);
    if (!source)
        return source.error();
    int ignored = 0;
    const auto target = listRuns(m_to, false, &ignored);
    if (!target)
        return target.error();
    QHash<QString, qint64> present; // uuid → measurements stored in the target
    for (const Listed &run : *target)
        present.insert(run.uuid.toLower(), run.measurements);
    // Missing in the target, or stored there with fewer measurements (a run measured but
    // not stored whole there, completed by import()).
    QStringList missing;
    for (const Listed &run : *source) {
        const auto it = present.constFind(run.uuid.toLower());
        if (it != present.constEnd() && *it >= run.measurements)
            ++counts.runsSkipped;
        else
            missing << run.uuid;
    }
    return missing;
}

Error RunSync::stopped(const Error &e, const Counts &counts) {
    return Error{tr("%1\n%2 run(s) were copied before this error; run the same sync again "
                    "to copy the rest")
                     .arg(e.text())
                     .arg(counts.runsCopied),
                 e.field, e.kind};
}

Result<QList<Run>> RunSync::readBatch(const RunRepository &from, const QStringList &uuids,
                                      Counts &counts) const {
    QList<Run> batch;
    for (const QString &uuid : uuids) {
        auto run = from.find(uuid);
        if (!run) {
            if (stopsTheSync(run.error()))
                return stopped(Error{tr("%1: cannot read run %2: %3")
                                         .arg(m_from.path(), uuid, run.error().text()),
                                     QString(), run.error().kind},
                               counts);
            counts.failed << tr("%1: %2").arg(uuid, run.error().text());
            continue;
        }
        batch.append(std::move(run).value());
    }
    return batch;
}

Result<void> RunSync::storeBatch(RunRepository &to, const QList<Run> &batch, Counts &counts) {
    const auto add = [&](const RunRepository::ImportResult &stored) {
        counts.runsCopied += int(stored.imported.size() + stored.completed.size());
        counts.runsSkipped += int(stored.skipped.size());
    };
    // import() skips a uuid another writer stored since we looked: still exactly once.
    const auto stored = to.import(batch);
    if (stored) {
        add(*stored);
        return {};
    }
    if (stopsTheSync(stored.error()))
        return stopped(stored.error(), counts);
    // One run of the batch cannot be stored: store them one by one, so only that one stays
    // behind (and is reported) instead of stopping every later sync for good.
    for (const Run &run : batch) {
        const auto one = to.import(QList<Run>{run});
        if (one)
            add(*one);
        else if (stopsTheSync(one.error()))
            return stopped(one.error(), counts);
        else
            counts.failed << tr("%1: %2").arg(run.uuid, one.error().text());
    }
    return {};
}

Result<void> RunSync::syncProfiles(Counts &counts) {
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
    return {};
}

} // namespace roofline::storage
