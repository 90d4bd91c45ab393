// SPDX-License-Identifier: MIT
#include "app/RunEdits.h"

#include "storage/RunRepository.h"

namespace roofline::app {

QStringList RunEdits::parseTags(const QString &text) {
    QStringList tags;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString tag = part.trimmed();
        if (!tag.isEmpty() && !tags.contains(tag))
            tags << tag;
    }
    return tags;
}

Result<Run> RunEdits::setNotesAndTags(const storage::Database &database, qint64 runId,
                                      const QString &notes, const QStringList &tags) {
    storage::RunRepository repo(database);
    if (const auto stored = repo.setNotesAndTags(runId, notes, tags); !stored)
        return stored.error();
    return repo.get(runId);
}

} // namespace roofline::app
