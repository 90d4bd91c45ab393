// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Result.h"
#include "model/llm/ModelSpec.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

namespace roofline::storage {

// GPU profiles and LLM specs: the built-in catalog (read-only, upgraded in place when the
// application ships a new one) next to the user's own entries (add, edit, duplicate, delete).
// Entries are addressed by their slug (`h100-sxm`), the `id` of docs/cli.md.
class ProfileRepository {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::ProfileRepository)

public:
    explicit ProfileRepository(Database database);

    // Seeds the catalog into a new database, or brings it up to date after an upgrade. User
    // and measured entries are never touched; a catalog entry whose slug a user entry took
    // is skipped and reported in `skipped`.
    Result<void> syncBuiltInCatalog(QStringList *skipped = nullptr);
    Result<void> syncCatalog(const QList<HardwareProfile> &gpus, const QList<ModelSpec> &models,
                             QStringList *skipped = nullptr);

    Result<QList<HardwareProfile>> gpus() const;
    Result<HardwareProfile> gpu(const QString &slug) const;
    // Adds or replaces a user (or measured) profile. Catalog entries are read-only.
    Result<void> saveGpu(const HardwareProfile &gpu);
    // "Duplicate to edit": a user copy of any entry under a free slug.
    Result<HardwareProfile> duplicateGpu(const QString &slug);
    Result<void> removeGpu(const QString &slug);

    Result<QList<ModelSpec>> models() const;
    Result<ModelSpec> model(const QString &slug) const;
    Result<void> saveModel(const ModelSpec &model);
    Result<ModelSpec> duplicateModel(const QString &slug);
    Result<void> removeModel(const QString &slug);

private:
    struct Row {
        QString slug;
        QString name;
        QString source;
        QJsonObject data;
    };
    Result<QList<Row>> rows(const QString &table, const QString &slug = QString()) const;
    Result<void> save(const QString &table, const Row &row);
    Result<void> remove(const QString &table, const QString &slug);
    Result<QString> freeSlug(const QString &table, const QString &base) const;
    // syncCatalog() by job, inside its transaction: store a table's catalog rows, remove the
    // ones dropped from the catalog, record the catalog's digest.
    Result<void> storeCatalogRows(const QString &table, const QList<Row> &list, qint64 now,
                                  QStringList *skipped);
    Result<void> removeStaleCatalogRows(const QString &table, const QList<Row> &list);
    Result<void> recordCatalogDigest(const QString &digest);

    Database m_database;
};

} // namespace roofline::storage
