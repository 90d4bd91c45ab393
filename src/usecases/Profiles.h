// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Result.h"
#include "model/llm/ModelSpec.h"
#include "storage/Database.h"

#include <QList>

namespace roofline::usecases {

// Use cases over GPU profiles (the Hardware page) and LLM specs (the Models page): the catalog
// next to the user's own (and measured) ones, and the edits of a user's entry, checked by
// HardwareProfile::validate() / ModelSpec::validate() before anything is stored.
class Profiles {
public:
    static Result<QList<HardwareProfile>> gpus(const storage::Database &database);
    // Stores `profile` as the user's; when it replaces the user profile `replacing` under
    // another id, that one goes. InvalidInput errors name their field (every field that is
    // wrong: `errors`), and nothing is stored then.
    struct Saved {
        QList<Error> errors; // empty: stored
        bool ok() const { return errors.isEmpty(); }
    };
    static Saved saveGpu(const storage::Database &database, const HardwareProfile &profile,
                         const QString &replacing = QString());
    // "Duplicate to edit": a user copy of any entry under a free id.
    static Result<HardwareProfile> duplicateGpu(const storage::Database &database,
                                                const QString &id);
    static Result<void> removeGpu(const storage::Database &database, const QString &id);
    static Result<QList<ModelSpec>> models(const storage::Database &database);
    // As saveGpu: `model` stored as the user's, replacing the user model `replacing`.
    static Saved saveModel(const storage::Database &database, const ModelSpec &model,
                           const QString &replacing = QString());
    static Result<ModelSpec> duplicateModel(const storage::Database &database, const QString &id);
    static Result<void> removeModel(const storage::Database &database, const QString &id);

    // Brings the built-in catalog of a database up to this build's (user entries untouched).
    static Result<void> syncBuiltInCatalog(const storage::Database &database);
};

} // namespace roofline::usecases
