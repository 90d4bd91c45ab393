// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QStringList>

namespace roofline::usecases {

// Use case "edit a run's notes and tags" (History's editor): the text as typed, stored in
// one transaction, so a failure leaves the run as it was and says why.
class RunEdits {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::RunEdits)

public:
    // "gold, rack-9,, gold " → {gold, rack-9}: comma-separated, trimmed, empty and repeated
    // ones dropped, in the order typed.
    static QStringList parseTags(const QString &text);
    // The run as stored afterwards.
    static Result<Run> setNotesAndTags(const storage::Database &database, qint64 runId,
                                       const QString &notes, const QStringList &tags);
    // One more tag (`roofline runs tag`); a tag the run has already is kept once.
    static Result<void> addTag(const storage::Database &database, qint64 runId, const QString &tag);
};

} // namespace roofline::usecases
