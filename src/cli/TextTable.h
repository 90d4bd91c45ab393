// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace roofline::cli {

// `text` safe to print on a terminal: every control character (C0 but, with `keepLines`, the
// line feed and tab; DEL; C1, where a CSI can start) and every bidirectional override or
// isolate (which reorder what follows on the line) written as a visible \uXXXX escape, so a
// note, tag or host name from an imported bundle can never move the cursor, retitle the window
// or hide text. The stored value stays as it was; only what is shown changes. The escape is
// JSON's, so JSON printed through it reads the same. The one filter of the CLI's text output:
// CliContext's print, progress and errors, and every table cell (one line each).
QString terminalSafe(const QString &text, bool keepLines = true);

// Columns a terminal gives `text`: East Asian Wide and Fullwidth characters (CJK, Hangul,
// fullwidth forms, most emoji) take 2, combining marks and other zero-width characters 0,
// everything else 1. QString::size() counts UTF-16 units, which is neither.
int displayWidth(const QString &text);

// `text` followed by spaces up to `width` terminal columns; never truncates.
QString padToWidth(const QString &text, int width);

// An aligned plain-text table: every column as wide as its widest cell (in terminal columns,
// so translated CJK headers line up with the rows), columns two spaces apart, no trailing
// spaces. The one table printer of the CLI's human output.
class TextTable {
public:
    explicit TextTable(const QStringList &header = {});

    void addRow(const QStringList &cells);
    bool isEmpty() const { return m_rows.size() <= (m_header ? 1 : 0); }
    // One line per row, each ending in '\n'.
    QString toString() const;

    static constexpr int kGap = 2;

private:
    QList<QStringList> m_rows;
    bool m_header = false;
};

// "  key  value" lines, the values aligned two columns after the widest key (the same
// measure as the tables).
QString keyValueLines(const QList<QPair<QString, QString>> &rows, int indent = 2);

} // namespace roofline::cli
