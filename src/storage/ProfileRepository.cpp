// SPDX-License-Identifier: MIT
#include "storage/ProfileRepository.h"

#include "model/Catalog.h"
#include "storage/ProfileJson.h"
#include "storage/Query.h"
#include "storage/Transaction.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace roofline::storage {

namespace {

QString gpusTable() {
    return QStringLiteral("gpu_profiles");
}
QString modelsTable() {
    return QStringLiteral("model_specs");
}
QString catalogSource() {
    return QStringLiteral("catalog");
}

// Text, not bytes: a QByteArray would bind as a BLOB (SQLite) or a bytea literal (PostgreSQL).
QString compact(const QJsonObject &o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

ProfileRepository::ProfileRepository(Database database)
    : m_database(std::move(database)) {}

Result<void> ProfileRepository::syncBuiltInCatalog(QStringList *skipped) {
    const Catalog &c = Catalog::builtIn();
    return syncCatalog(c.gpus(), c.models(), skipped);
}

Result<void> ProfileRepository::syncCatalog(const QList<HardwareProfile> &gpus,
                                            const QList<ModelSpec> &models, QStringList *skipped) {
    QList<Row> gpuRows;
    QList<Row> modelRows;
    QJsonArray all;
    for (const HardwareProfile &g : gpus) {
        gpuRows.append({g.id, g.name, catalogSource(), ProfileJson::toStored(g)});
        all.append(gpuRows.last().data);
    }
    for (const ModelSpec &m : models) {
        modelRows.append({m.id, m.name, catalogSource(), ProfileJson::toStored(m)});
        all.append(modelRows.last().data);
    }
    const QString digest = QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(all).toJson(QJsonDocument::Compact),
                                 QCryptographicHash::Sha256)
            .toHex());

    Query q(m_database);
    const QString readDigest =
        QStringLiteral("SELECT value FROM meta WHERE key = 'catalog_digest'");
    // Unchanged catalog: no write lock taken, nothing written.
    if (q.exec(readDigest) && q.next() && q.value(0).toString() == digest)
        return {};
    q.finish();

    return retrying([&]() -> Result<void> {
        Transaction t(m_database);
        if (!t.begin())
            return t.error();
        // Under the lock, so nodes upgrading at once do it one after the other.
        if (!m_database.lockExclusive(q))
            return m_database.error(tr("cannot lock the catalog"), q.lastError());
        if (q.exec(readDigest) && q.next() && q.value(0).toString() == digest)
            return {};
        q.finish();
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (const auto &[table, list] :
             {std::pair{gpusTable(), &gpuRows}, std::pair{modelsTable(), &modelRows}}) {
            if (auto stored = storeCatalogRows(table, *list, now, skipped); !stored)
                return stored;
            if (auto removed = removeStaleCatalogRows(table, *list); !removed)
                return removed;
        }
        if (auto recorded = recordCatalogDigest(digest); !recorded)
            return recorded;
        if (!t.commit())
            return t.error();
        return {};
    });
}

Result<void> ProfileRepository::storeCatalogRows(const QString &table, const QList<Row> &list,
                                                 qint64 now, QStringList *skipped) {
    Query upsert(m_database);
    upsert.prepare(QStringLiteral("INSERT INTO %1 (slug, name, source, data, updated_at)"
                                  " VALUES (?, ?, 'catalog', ?, ?)"
                                  " ON CONFLICT (slug) DO UPDATE SET name = excluded.name,"
                                  " data = excluded.data, updated_at = excluded.updated_at"
                                  " WHERE %1.source = 'catalog'")
                       .arg(table));
    for (const Row &row : list) {
        upsert.addBindValue(row.slug);
        upsert.addBindValue(row.name);
        upsert.addBindValue(compact(row.data));
        upsert.addBindValue(now);
        if (!upsert.exec())
            return m_database.error(tr("cannot store the catalog entry %1").arg(row.slug),
                                    upsert.lastError());
        if (upsert.numRowsAffected() == 0 && skipped)
            skipped->append(
                tr("catalog entry '%1' not installed: a user entry has that id").arg(row.slug));
    }
    return {};
}

Result<void> ProfileRepository::removeStaleCatalogRows(const QString &table,
                                                       const QList<Row> &list) {
    QSet<QString> current;
    for (const Row &row : list)
        current.insert(row.slug);
    // Entries dropped from the catalog go; user entries stay whatever their slug.
    Query existing(m_database);
    if (!existing.exec(QStringLiteral("SELECT slug FROM %1 WHERE source = 'catalog'").arg(table)))
        return m_database.error(tr("cannot read the catalog"), existing.lastError());
    QStringList stale;
    while (existing.next()) {
        if (!current.contains(existing.value(0).toString()))
            stale << existing.value(0).toString();
    }
    Query del(m_database);
    del.prepare(QStringLiteral("DELETE FROM %1 WHERE slug = ? AND source = 'catalog'").arg(table));
    for (const QString &slug : std::as_const(stale)) {
        del.addBindValue(slug);
        if (!del.exec())
            return m_database.error(tr("cannot remove the old catalog entry %1").arg(slug),
                                    del.lastError());
    }
    return {};
}

Result<void> ProfileRepository::recordCatalogDigest(const QString &digest) {
    Query meta(m_database);
    meta.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES ('catalog_digest', ?)"
                                " ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    meta.addBindValue(digest);
    if (!meta.exec())
        return m_database.error(tr("cannot record the catalog version"), meta.lastError());
    return {};
}

Result<QList<ProfileRepository::Row>> ProfileRepository::rows(const QString &table,
                                                              const QString &slug) const {
    Query q(m_database);
    // Catalog first, then the user's entries, each in insertion order.
    // Two statements rather than "? IS NULL OR slug = ?": PostgreSQL cannot type a
    // parameter that is only compared with NULL.
    q.prepare(QStringLiteral("SELECT slug, name, source, data FROM %1%2"
                             " ORDER BY source <> 'catalog', id")
                  .arg(table, slug.isNull() ? QString() : QStringLiteral(" WHERE slug = ?")));
    if (!slug.isNull())
        q.addBindValue(slug);
    if (!q.exec())
        return m_database.error(tr("cannot read profiles"), q.lastError());
    QList<Row> out;
    while (q.next()) {
        QJsonObject data = QJsonDocument::fromJson(q.value(3).toByteArray()).object();
        // The row is authoritative for identity; the JSON for everything else.
        data.insert(QStringLiteral("id"), q.value(0).toString());
        data.insert(QStringLiteral("source"), q.value(2).toString());
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), data});
    }
    return out;
}

Result<void> ProfileRepository::save(const QString &table, const Row &row) {
    if (row.slug.trimmed().isEmpty())
        return fieldError(QStringLiteral("id"), tr("must not be empty"));
    if (row.source == catalogSource())
        return fieldError(QStringLiteral("source"),
                          tr("catalog entries are read-only; duplicate it to edit"));
    return retrying([&]() -> Result<void> {
        Transaction t(m_database);
        if (!t.begin())
            return t.error();
        Query q(m_database);
        q.prepare(QStringLiteral("SELECT source FROM %1 WHERE slug = ?").arg(table));
        q.addBindValue(row.slug);
        if (!q.exec())
            return m_database.error(tr("cannot read profiles"), q.lastError());
        if (q.next() && q.value(0).toString() == catalogSource())
            return fieldError(
                QStringLiteral("id"),
                tr("'%1' is a catalog entry, which is read-only; duplicate it to edit")
                    .arg(row.slug));
        q.finish();
        q.prepare(QStringLiteral("INSERT INTO %1 (slug, name, source, data, updated_at)"
                                 " VALUES (?, ?, ?, ?, ?)"
                                 " ON CONFLICT (slug) DO UPDATE SET name = excluded.name,"
                                 " source = excluded.source, data = excluded.data,"
                                 " updated_at = excluded.updated_at")
                      .arg(table));
        q.addBindValue(row.slug);
        q.addBindValue(row.name);
        q.addBindValue(row.source);
        q.addBindValue(compact(row.data));
        q.addBindValue(QDateTime::currentMSecsSinceEpoch());
        if (!q.exec())
            return m_database.error(tr("cannot save '%1'").arg(row.slug), q.lastError());
        if (!t.commit())
            return t.error();
        return {};
    });
}

Result<void> ProfileRepository::remove(const QString &table, const QString &slug) {
    const auto found = rows(table, slug);
    if (!found)
        return found.error();
    if (found->isEmpty())
        return kindError(ErrorKind::NotFound, tr("no entry '%1'").arg(slug), QStringLiteral("id"));
    if (found->first().source == catalogSource())
        return fieldError(QStringLiteral("id"),
                          tr("'%1' is a catalog entry, which cannot be deleted").arg(slug));
    Query q(m_database);
    q.prepare(QStringLiteral("DELETE FROM %1 WHERE slug = ? AND source <> 'catalog'").arg(table));
    q.addBindValue(slug);
    if (!q.exec())
        return m_database.error(tr("cannot delete '%1'").arg(slug), q.lastError());
    return {};
}

Result<QString> ProfileRepository::freeSlug(const QString &table, const QString &base) const {
    for (int i = 1; i < 1000; ++i) {
        const QString candidate =
            i == 1 ? base + QStringLiteral("-copy") : QStringLiteral("%1-copy-%2").arg(base).arg(i);
        const auto found = rows(table, candidate);
        if (!found)
            return found.error();
        if (found->isEmpty())
            return candidate;
    }
    return fieldError(QStringLiteral("id"), tr("no free id for a copy of '%1'").arg(base));
}

Result<QList<HardwareProfile>> ProfileRepository::gpus() const {
    const auto r = rows(gpusTable());
    if (!r)
        return r.error();
    QList<HardwareProfile> out;
    for (const Row &row : *r)
        out.append(ProfileJson::gpuFromStored(row.data));
    return out;
}

Result<HardwareProfile> ProfileRepository::gpu(const QString &slug) const {
    const auto r = rows(gpusTable(), slug);
    if (!r)
        return r.error();
    if (r->isEmpty())
        return kindError(ErrorKind::NotFound, tr("no GPU profile '%1'").arg(slug),
                         QStringLiteral("id"));
    return ProfileJson::gpuFromStored(r->first().data);
}

Result<void> ProfileRepository::saveGpu(const HardwareProfile &gpu) {
    return save(gpusTable(), {gpu.id, gpu.name, gpu.source, ProfileJson::toStored(gpu)});
}

Result<HardwareProfile> ProfileRepository::duplicateGpu(const QString &slug) {
    auto original = gpu(slug);
    if (!original)
        return original.error();
    const auto newSlug = freeSlug(gpusTable(), slug);
    if (!newSlug)
        return newSlug.error();
    HardwareProfile copy = *original;
    copy.id = *newSlug;
    copy.name = tr("%1 (copy)").arg(copy.name);
    copy.source = QStringLiteral("user");
    if (auto ok = saveGpu(copy); !ok)
        return ok.error();
    return copy;
}

Result<void> ProfileRepository::removeGpu(const QString &slug) {
    return remove(gpusTable(), slug);
}

Result<QList<ModelSpec>> ProfileRepository::models() const {
    const auto r = rows(modelsTable());
    if (!r)
        return r.error();
    QList<ModelSpec> out;
    for (const Row &row : *r)
        out.append(ProfileJson::modelFromStored(row.data));
    return out;
}

Result<ModelSpec> ProfileRepository::model(const QString &slug) const {
    const auto r = rows(modelsTable(), slug);
    if (!r)
        return r.error();
    if (r->isEmpty())
        return kindError(ErrorKind::NotFound, tr("no model '%1'").arg(slug), QStringLiteral("id"));
    return ProfileJson::modelFromStored(r->first().data);
}

Result<void> ProfileRepository::saveModel(const ModelSpec &model) {
    if (auto valid = model.checkArchitecture(); !valid)
        return valid.error();
    return save(modelsTable(), {model.id, model.name, model.source, ProfileJson::toStored(model)});
}

Result<ModelSpec> ProfileRepository::duplicateModel(const QString &slug) {
    auto original = model(slug);
    if (!original)
        return original.error();
    const auto newSlug = freeSlug(modelsTable(), slug);
    if (!newSlug)
        return newSlug.error();
    ModelSpec copy = *original;
    copy.id = *newSlug;
    copy.name = tr("%1 (copy)").arg(copy.name);
    copy.source = QStringLiteral("user");
    if (auto ok = saveModel(copy); !ok)
        return ok.error();
    return copy;
}

Result<void> ProfileRepository::removeModel(const QString &slug) {
    return remove(modelsTable(), slug);
}

} // namespace roofline::storage
