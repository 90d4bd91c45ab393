// SPDX-License-Identifier: MIT
#include "usecases/RunEdits.h"

#include "storage/RunRepository.h"

namespace roofline::usecases {

QStringList RunEdits::parseTags(const QString &text) {
    QStringList tags;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString tag = part.trimmed();
        if (!tag.isEmpty() && !tags.contains(tag))
            tags << tag;
    }
    return tags;
}

Result<void> RunEdits::addTag(const storage::Database &database, qint64 runId, const QString &tag) {
    return storage::RunRepository(database).addTag(runId, tag);
}

Result<Run> RunEdits::setNotesAndTags(const storage::Database &database, qint64 runId,
                                      const QString &notes, const QStringList &tags) {
    storage::RunRepository repo(database);
    if (const auto stored = repo.setNotesAndTags(runId, notes, tags); !stored)
        return stored.error();
    // "Saved" only for what the database gives back: the commit returned, and the row read
    // again holds what the user typed.
    auto run = repo.get(runId);
    if (!run)
        return run.error();
    QStringList wanted;
    for (const QString &tag : tags) {
        if (!wanted.contains(tag))
            wanted << tag; // stored once each, in the order given
    }
    if (run->notes != notes || run->tags != wanted)
        return Error{tr("%1: the notes and tags of run %2 read back differ from what was "
                        "saved; another program may have changed them at the same moment. "
                        "Look at the run again before saving once more.")
                         .arg(database.path())
                         .arg(runId),
                     QString(), ErrorKind::Conflict};
    return run;
}

} // namespace roofline::usecases
