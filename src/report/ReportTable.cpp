// SPDX-License-Identifier: MIT
#include "report/ReportTable.h"

#include <QJsonArray>
#include <cmath>

namespace roofline {

namespace {

QString csvField(const QString &s) {
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))
        || s.contains(QLatin1Char('\n')))
        return QLatin1Char('"') + QString(s).replace(QStringLiteral("\""), QStringLiteral("\"\""))
               + QLatin1Char('"');
    return s;
}

QVariant cell(const ReportTable &t, qsizetype row, qsizetype col) {
    const QVariant v = t.raw.value(row).value(col);
    if (v.isValid())
        return v;
    return t.rows.value(row).value(col);
}

} // namespace

QString ReportTable::toCsv() const {
    QStringList lines;
    QStringList header;
    for (qsizetype c = 0; c < columns.size(); ++c)
        header << csvField(keys.value(c, columns.at(c)));
    lines << header.join(QLatin1Char(','));
    for (qsizetype r = 0; r < rows.size(); ++r) {
        QStringList fields;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QVariant v = cell(*this, r, c);
            if (v.typeId() == QMetaType::Double) {
                const double d = v.toDouble();
                fields << (std::isfinite(d) ? QString::number(d, 'g', 17) : QString());
            } else {
                fields << csvField(v.toString());
            }
        }
        lines << fields.join(QLatin1Char(','));
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

QJsonObject ReportTable::toJson() const {
    QJsonArray out;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        QJsonObject o;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QVariant v = cell(*this, r, c);
            const QString key = keys.value(c, columns.at(c));
            if (v.typeId() == QMetaType::Double && !std::isfinite(v.toDouble()))
                o.insert(key, QJsonValue::Null);
            else if (v.isNull())
                o.insert(key, QJsonValue::Null);
            else
                o.insert(key, QJsonValue::fromVariant(v));
        }
        o.insert(QStringLiteral("flagged"), flagged.value(r, false));
        out << o;
    }
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("title"), title},
        {QStringLiteral("columns"), QJsonArray::fromStringList(keys.isEmpty() ? columns : keys)},
        {QStringLiteral("rows"), out}};
}

} // namespace roofline
