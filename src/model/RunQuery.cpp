// SPDX-License-Identifier: MIT
#include "model/RunQuery.h"

#include <algorithm>

namespace roofline {

namespace {

char16_t folded(QChar c) {
    const char16_t u = c.unicode();
    return u >= u'A' && u <= u'Z' ? char16_t(u + (u'a' - u'A')) : u;
}

// What SQLite's lower() and its byte-wise comparison give (for text without characters
// beyond U+FFFF, where UTF-16 and UTF-8 order differ).
int compareFolded(const QString &a, const QString &b) {
    const qsizetype n = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t x = folded(a.at(i));
        const char16_t y = folded(b.at(i));
        if (x != y)
            return x < y ? -1 : 1;
    }
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

bool containsFolded(const QString &haystack, const QString &needle) {
    return needle.isEmpty() || RunQuery::foldCase(haystack).contains(RunQuery::foldCase(needle));
}

// One search word in any of the run's texts (RunFilterSql::where has the same list).
bool wordMatches(const Run &run, const QString &word) {
    const QString texts[] = {QStringLiteral("#%1").arg(run.id),
                             run.host.hostname,
                             run.device.name,
                             run.device.id,
                             run.device.uuid,
                             run.suite,
                             run.notes,
                             Run::statusName(run.status),
                             RunQuery::searchTime(run.startedAt)};
    return std::any_of(std::cbegin(texts), std::cend(texts),
                       [&word](const QString &t) { return containsFolded(t, word); })
           || std::any_of(run.tags.cbegin(), run.tags.cend(),
                          [&word](const QString &t) { return containsFolded(t, word); });
}

template<typename T>
int compareValues(const T &a, const T &b) {
    return a < b ? -1 : (b < a ? 1 : 0);
}

// The text a column sorts by: what the database orders (RunRepository's orderBy()).
QString sortText(const Run &run, RunQuery::SortKey key) {
    using Key = RunQuery::SortKey;
    switch (key) {
    case Key::Status:
        return Run::statusName(run.status);
    case Key::Device:
        return run.device.name;
    case Key::Host:
        return run.host.hostname;
    case Key::Suite:
        return run.suite;
    case Key::Tags:
        return run.tags.join(QStringLiteral(", "));
    case Key::Notes:
        return run.notes;
    case Key::Id:
    case Key::Started:
    case Key::Measurements:
        break;
    }
    return {};
}

} // namespace

QString RunQuery::foldCase(const QString &text) {
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return folded(c) != c.unicode(); }))
        return text;
    QString out = text;
    for (QChar &c : out)
        c = QChar(folded(c));
    return out;
}

QStringList RunQuery::searchWords(const QString &text) {
    return text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

QString RunQuery::searchTime(const QDateTime &startedAt) {
    return startedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

void RunQuery::setDays(const QDate &first, const QDate &last) {
    from = first.isValid() ? first.startOfDay() : QDateTime();
    to = last.isValid() ? last.addDays(1).startOfDay() : QDateTime();
}

bool RunQuery::matches(const Run &run) const {
    if (!device.isEmpty() && run.device.name != device && run.device.uuid != device
        && run.device.id != device)
        return false;
    if (!host.isEmpty() && run.host.hostname != host)
        return false;
    if (!tag.isEmpty() && !run.tags.contains(tag))
        return false;
    if (!deviceContains.isEmpty()
        && !(containsFolded(run.device.name, deviceContains)
             || containsFolded(run.device.id, deviceContains)
             || containsFolded(run.device.uuid, deviceContains)))
        return false;
    if (!containsFolded(run.host.hostname, hostContains)
        || !containsFolded(run.suite, suiteContains))
        return false;
    if (!tagContains.isEmpty()
        && std::none_of(run.tags.cbegin(), run.tags.cend(),
                        [this](const QString &t) { return containsFolded(t, tagContains); }))
        return false;
    if (status && run.status != *status)
        return false;
    if (from.isValid() && run.startedAt < from)
        return false;
    if (to.isValid() && !(run.startedAt < to))
        return false;
    if (!ids.isEmpty() && !ids.contains(run.id))
        return false;
    return std::all_of(words.cbegin(), words.cend(),
                       [&run](const QString &w) { return wordMatches(run, w); });
}

bool RunQuery::lessThan(const Run &a, const Run &b) const {
    int c = 0;
    switch (sortBy.value_or(SortKey::Started)) {
    case SortKey::Id:
        c = compareValues(a.id, b.id);
        break;
    case SortKey::Started:
        c = compareValues(a.startedAt.toMSecsSinceEpoch(), b.startedAt.toMSecsSinceEpoch());
        break;
    case SortKey::Measurements:
        c = compareValues(a.measurementCount, b.measurementCount);
        break;
    default:
        c = compareFolded(sortText(a, *sortBy), sortText(b, *sortBy));
        break;
    }
    const bool descendingOrder = sortBy ? descending : true;
    if (c != 0)
        return descendingOrder ? c > 0 : c < 0;
    // Ties newest first, then the higher id: the database's order too.
    if (const qint64 sa = a.startedAt.toMSecsSinceEpoch(), sb = b.startedAt.toMSecsSinceEpoch();
        sa != sb)
        return sa > sb;
    return a.id > b.id;
}

} // namespace roofline
