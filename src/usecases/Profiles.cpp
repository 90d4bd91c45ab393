// SPDX-License-Identifier: MIT
#include "usecases/Profiles.h"

#include "storage/ProfileRepository.h"

namespace roofline::usecases {

Result<QList<HardwareProfile>> Profiles::gpus(const storage::Database &database) {
    return storage::ProfileRepository(database).gpus();
}

Profiles::Saved Profiles::saveGpu(const storage::Database &database, const HardwareProfile &profile,
                                  const QString &replacing) {
    Saved out;
    out.errors = profile.validate();
    if (!out.errors.isEmpty())
        return out;
    storage::ProfileRepository repo(database);
    if (const auto saved = repo.saveGpu(profile); !saved) {
        out.errors << saved.error();
        return out;
    }
    // The entry it was loaded as may never have been stored (a new profile's default id).
    if (!replacing.isEmpty() && replacing != profile.id) {
        if (const auto removed = repo.removeGpu(replacing);
            !removed && !removed.error().is(ErrorKind::NotFound))
            out.errors << removed.error();
    }
    return out;
}

Result<HardwareProfile> Profiles::duplicateGpu(const storage::Database &database,
                                               const QString &id) {
    return storage::ProfileRepository(database).duplicateGpu(id);
}

Result<void> Profiles::removeGpu(const storage::Database &database, const QString &id) {
    if (const auto removed = storage::ProfileRepository(database).removeGpu(id); !removed)
        return removed.error();
    return {};
}

Result<QList<ModelSpec>> Profiles::models(const storage::Database &database) {
    return storage::ProfileRepository(database).models();
}

Profiles::Saved Profiles::saveModel(const storage::Database &database, const ModelSpec &model,
                                    const QString &replacing) {
    Saved out;
    out.errors = model.validate();
    if (!out.errors.isEmpty())
        return out;
    storage::ProfileRepository repo(database);
    if (const auto saved = repo.saveModel(model); !saved) {
        out.errors << saved.error();
        return out;
    }
    if (!replacing.isEmpty() && replacing != model.id) {
        if (const auto removed = repo.removeModel(replacing);
            !removed && !removed.error().is(ErrorKind::NotFound))
            out.errors << removed.error();
    }
    return out;
}

Result<ModelSpec> Profiles::duplicateModel(const storage::Database &database, const QString &id) {
    return storage::ProfileRepository(database).duplicateModel(id);
}

Result<void> Profiles::removeModel(const storage::Database &database, const QString &id) {
    if (const auto removed = storage::ProfileRepository(database).removeModel(id); !removed)
        return removed.error();
    return {};
}

Result<void> Profiles::syncBuiltInCatalog(const storage::Database &database) {
    if (const auto synced = storage::ProfileRepository(database).syncBuiltInCatalog(); !synced)
        return synced.error();
    return {};
}

} // namespace roofline::usecases
