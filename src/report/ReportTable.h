// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace roofline {

// One table of a report: display text for PDF/HTML, raw SI values for CSV/JSON.
struct ReportTable {
    QString id; // file stem for CSV/JSON: "measured-vs-spec"
    QString title;
    QStringList columns;
    QStringList keys;        // JSON keys per column ("measured_b_per_s")
    QList<QStringList> rows; // display text
    QList<QVariantList> raw; // raw values (numbers SI, null where unknown)
    QList<bool> flagged;     // highlighted: beyond noise, above spec
    // What a highlighted row's difference is (issue 32): the PDF and HTML mark and shade a
    // worse row apart from a better one, in shades that stay apart in greyscale print.
    // Empty, or None: a plain flag (above spec, …).
    enum class Change { None, Better, Worse, Mixed };
    QList<Change> changes;
    QList<double> columnWeights; // relative widths in the PDF; empty = equal
    QString note;                // printed under the table

    void addRow(const QStringList &text, const QVariantList &values, bool flag = false) {
        rows << text;
        raw << values;
        flagged << flag;
    }
    void addRow(const QStringList &text, const QVariantList &values, Change change) {
        while (changes.size() < rows.size())
            changes << Change::None;
        addRow(text, values, change != Change::None);
        changes << change;
    }
    Change change(qsizetype row) const { return changes.value(row, Change::None); }
    // RFC 4180 CSV of the raw values (text where a column has no raw value).
    QString toCsv() const;
    QJsonObject toJson() const;
};

} // namespace roofline
