// SPDX-License-Identifier: MIT
#include "report/ProvenanceText.h"

#include "model/Units.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

bool endsWith(const QString &key, const char *suffix) {
    return key.endsWith(QLatin1String(suffix));
}

QString number(const QString &key, double v) {
    if (!std::isfinite(v))
        return QStringLiteral("—");
    // The unit lives in the key's suffix, as the engines name their fields (docs/cli.md).
    if (endsWith(key, "_bytes_per_s") || endsWith(key, "_b_per_s"))
        return units::formatSi(v, QStringLiteral("B/s"));
    if (endsWith(key, "_bytes") || key == QLatin1String("bytes"))
        return v < 1024 && v == std::floor(v) ? QLocale().toString(qint64(v)) + QStringLiteral(" B")
                                              : units::formatBytes(v, true);
    if (endsWith(key, "_hz") || key == QLatin1String("hz"))
        return units::formatSi(v, QStringLiteral("Hz"));
    if (endsWith(key, "_seconds") || endsWith(key, "_s"))
        return units::formatSeconds(v);
    if (std::fabs(v) < 9e15 && v == std::floor(v))
        return QLocale().toString(qint64(v)); // thousands separators of the report's language
    return QLocale().toString(v, 'g', 4);
}

QString scalar(const QString &key, const QJsonValue &v) {
    if (v.isString())
        return v.toString().isEmpty() ? QStringLiteral("—") : v.toString();
    if (v.isDouble())
        return number(key, v.toDouble());
    if (v.isBool())
        return v.toBool() ? ProvenanceText::tr("yes") : ProvenanceText::tr("no");
    return QStringLiteral("—");
}

bool isRecordList(const QJsonValue &v) {
    const QJsonArray a = v.toArray();
    return v.isArray() && std::any_of(a.begin(), a.end(), [](const QJsonValue &e) {
               return e.isObject() || e.isArray();
           });
}

QString inlineValue(const QString &key, const QJsonValue &v);

// "key: value, key: value" of one object on one line.
QString inlineObject(const QJsonObject &o) {
    QStringList parts;
    for (auto it = o.begin(); it != o.end(); ++it)
        parts << QStringLiteral("%1: %2").arg(it.key(), inlineValue(it.key(), it.value()));
    return parts.join(QStringLiteral(", "));
}

QString inlineValue(const QString &key, const QJsonValue &v) {
    if (v.isObject())
        return QStringLiteral("(%1)").arg(inlineObject(v.toObject()));
    if (v.isArray()) {
        QStringList items;
        const QJsonArray entriesJson = v.toArray();
        for (const QJsonValue &e : entriesJson)
            items << inlineValue(key, e);
        return items.isEmpty() ? QStringLiteral("—") : items.join(QStringLiteral(", "));
    }
    return scalar(key, v);
}

// Lines at `indent`: an object one field a line, its records (objects, lists of objects)
// below their key one further in; a list of records one record a line.
void lines(const QString &key, const QJsonValue &v, int indent, QStringList *out) {
    const QString pad(indent * 3, QChar(0x00a0)); // no-break spaces: the indent survives wrap
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QJsonValue f = it.value();
            if (f.isObject() || isRecordList(f)) {
                *out << pad + it.key() + QLatin1Char(':');
                lines(it.key(), f, indent + 1, out);
            } else {
                *out << QStringLiteral("%1%2: %3").arg(pad, it.key(), inlineValue(it.key(), f));
            }
        }
    } else if (isRecordList(v)) {
        const QJsonArray entriesJson = v.toArray();
        for (const QJsonValue &e : entriesJson)
            *out << pad + (e.isObject() ? inlineObject(e.toObject()) : inlineValue(key, e));
    } else {
        *out << pad + inlineValue(key, v);
    }
}

} // namespace

QString ProvenanceText::value(const QString &key, const QJsonValue &v) {
    QStringList out;
    lines(key, v, 0, &out);
    return out.isEmpty() ? QStringLiteral("—") : out.join(QLatin1Char('\n'));
}

QList<std::pair<QString, QString>> ProvenanceText::pairs(const Run &run) {
    QList<std::pair<QString, QString>> out;
    for (auto it = run.host.provenance.begin(); it != run.host.provenance.end(); ++it)
        out << std::pair{tr("host.%1").arg(it.key()), value(it.key(), it.value())};
    for (auto it = run.device.provenance.begin(); it != run.device.provenance.end(); ++it)
        out << std::pair{tr("device.%1").arg(it.key()), value(it.key(), it.value())};
    return out;
}

} // namespace roofline
