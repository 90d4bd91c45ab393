// SPDX-License-Identifier: MIT
#include "cli/TextTable.h"

#include <QChar>
#include <algorithm>
#include <iterator>

namespace roofline::cli {

namespace {

struct Range {
    char32_t first, last;
};

// East Asian Width W and F (Unicode 15 EastAsianWidth.txt), merged into contiguous blocks;
// unassigned code points inside a block count as wide too, which is what terminals do for
// those blocks. Sorted, for binary search.
constexpr Range kWide[] = {
    {0x1100, 0x115F},   {0x231A, 0x231B},   {0x2329, 0x232A},   {0x23E9, 0x23EC},
    {0x23F0, 0x23F0},   {0x23F3, 0x23F3},   {0x25FD, 0x25FE},   {0x2614, 0x2615},
    {0x2648, 0x2653},   {0x267F, 0x267F},   {0x2693, 0x2693},   {0x26A1, 0x26A1},
    {0x26AA, 0x26AB},   {0x26BD, 0x26BE},   {0x26C4, 0x26C5},   {0x26CE, 0x26CE},
    {0x26D4, 0x26D4},   {0x26EA, 0x26EA},   {0x26F2, 0x26F3},   {0x26F5, 0x26F5},
    {0x26FA, 0x26FA},   {0x26FD, 0x26FD},   {0x2705, 0x2705},   {0x270A, 0x270B},
    {0x2728, 0x2728},   {0x274C, 0x274C},   {0x274E, 0x274E},   {0x2753, 0x2755},
    {0x2757, 0x2757},   {0x2795, 0x2797},   {0x27B0, 0x27B0},   {0x27BF, 0x27BF},
    {0x2B1B, 0x2B1C},   {0x2B50, 0x2B50},   {0x2B55, 0x2B55},   {0x2E80, 0x303E},
    {0x3041, 0x33FF},   {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},   {0xA000, 0xA4CF},
    {0xA960, 0xA97F},   {0xAC00, 0xD7A3},   {0xF900, 0xFAFF},   {0xFE10, 0xFE19},
    {0xFE30, 0xFE6F},   {0xFF00, 0xFF60},   {0xFFE0, 0xFFE6},   {0x16FE0, 0x16FE4},
    {0x16FF0, 0x16FF1}, {0x17000, 0x18CFF}, {0x18D00, 0x18D08}, {0x1AFF0, 0x1B2FF},
    {0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF}, {0x1F18E, 0x1F18E}, {0x1F191, 0x1F19A},
    {0x1F200, 0x1F202}, {0x1F210, 0x1F23B}, {0x1F240, 0x1F248}, {0x1F250, 0x1F251},
    {0x1F260, 0x1F265}, {0x1F300, 0x1F320}, {0x1F32D, 0x1F335}, {0x1F337, 0x1F37C},
    {0x1F37E, 0x1F393}, {0x1F3A0, 0x1F3CA}, {0x1F3CF, 0x1F3D3}, {0x1F3E0, 0x1F3F0},
    {0x1F3F4, 0x1F3F4}, {0x1F3F8, 0x1F43E}, {0x1F440, 0x1F440}, {0x1F442, 0x1F4FC},
    {0x1F4FF, 0x1F53D}, {0x1F54B, 0x1F54E}, {0x1F550, 0x1F567}, {0x1F57A, 0x1F57A},
    {0x1F595, 0x1F596}, {0x1F5A4, 0x1F5A4}, {0x1F5FB, 0x1F64F}, {0x1F680, 0x1F6C5},
    {0x1F6CC, 0x1F6CC}, {0x1F6D0, 0x1F6D2}, {0x1F6D5, 0x1F6D7}, {0x1F6DC, 0x1F6DF},
    {0x1F6EB, 0x1F6EC}, {0x1F6F4, 0x1F6FC}, {0x1F7E0, 0x1F7EB}, {0x1F7F0, 0x1F7F0},
    {0x1F90C, 0x1F93A}, {0x1F93C, 0x1F945}, {0x1F947, 0x1F9FF}, {0x1FA70, 0x1FAFF},
    {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
};

bool isWide(char32_t c) {
    const auto it = std::upper_bound(std::begin(kWide), std::end(kWide), c,
                                     [](char32_t v, const Range &r) { return v < r.first; });
    return it != std::begin(kWide) && c <= std::prev(it)->last;
}

int codePointWidth(char32_t c) {
    if (c == 0)
        return 0;
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
    case QChar::Other_Control:
        return 0;
    case QChar::Other_Format:
        // The soft hyphen is printed by terminals; the other format characters (zero-width
        // space and joiners, direction marks) are not.
        return c == 0x00AD ? 1 : 0;
    default:
        break;
    }
    // Hangul conjoining vowels and final consonants join the preceding syllable.
    if ((c >= 0x1160 && c <= 0x11FF) || (c >= 0xD7B0 && c <= 0xD7FF))
        return 0;
    return isWide(c) ? 2 : 1;
}

} // namespace

int displayWidth(const QString &text) {
    int width = 0;
    for (char32_t c : text.toUcs4())
        width += codePointWidth(c);
    return width;
}

QString padToWidth(const QString &text, int width) {
    const int missing = width - displayWidth(text);
    return missing > 0 ? text + QString(missing, QLatin1Char(' ')) : text;
}

QString terminalSafe(const QString &text, bool keepLines) {
    const auto unsafe = [keepLines](char16_t c) {
        if (keepLines && (c == u'\n' || c == u'\t'))
            return false;
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e)
               || (c >= 0x2066 && c <= 0x2069);
    };
    qsizetype i = 0;
    while (i < text.size() && !unsafe(text.at(i).unicode()))
        ++i;
    if (i == text.size())
        return text;
    QString out = text.left(i);
    for (; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (unsafe(c))
            out += QStringLiteral("\\u")
                   + QString::number(uint(c), 16).rightJustified(4, QLatin1Char('0')).toUpper();
        else
            out += text.at(i);
    }
    return out;
}

TextTable::TextTable(const QStringList &header) {
    if (!header.isEmpty())
        addRow(header);
    m_header = !header.isEmpty();
}

void TextTable::addRow(const QStringList &cells) {
    QStringList safe;
    safe.reserve(cells.size());
    for (const QString &cell : cells)
        safe << terminalSafe(cell, false);
    m_rows << safe;
}

QString TextTable::toString() const {
    QList<int> widths;
    for (const QStringList &row : m_rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i >= widths.size())
                widths << 0;
            widths[i] = std::max(widths[i], displayWidth(row.at(i)));
        }
    }
    const QString gap(kGap, QLatin1Char(' '));
    QString out;
    for (const QStringList &row : m_rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += (i + 1 < row.size() ? padToWidth(row.at(i), widths.at(i)) + gap : row.at(i));
        // An empty last cell would leave the padding of the one before it.
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out += line + QLatin1Char('\n');
    }
    return out;
}

QString keyValueLines(const QList<QPair<QString, QString>> &rows, int indent) {
    int keyWidth = 0;
    for (const auto &[key, value] : rows)
        keyWidth = std::max(keyWidth, displayWidth(terminalSafe(key, false)));
    const QString lead(indent, QLatin1Char(' '));
    QString out;
    for (const auto &[key, value] : rows)
        out += lead + padToWidth(terminalSafe(key, false), keyWidth)
               + QString(TextTable::kGap, QLatin1Char(' ')) + terminalSafe(value, false)
               + QLatin1Char('\n');
    return out;
}

} // namespace roofline::cli
