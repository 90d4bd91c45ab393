// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QString>

// The app's few fixed colours, each chosen to read on light and dark palettes alike, in one
// place: pages, dialogs, widgets and item models take them from here instead of writing hex
// inline (issue 28: "#d32f2f" stood in three pages). The values are the ones the pages used;
// three reds remain because three were in use (a verdict, a problem with an input, a field's
// error) and merging them would change what the app shows. Charts keep their own greys
// (SweepChart) and reports their own scheme (report/ChartStyle).
namespace roofline::ui::palette {

// Text saying something got worse: a regression, a failed probe, a verdict line (#d32f2f).
inline QColor worse() {
    return QColor(0xd3, 0x2f, 0x2f);
}
// Text saying something got better (#388e3c).
inline QColor better() {
    return QColor(0x38, 0x8e, 0x3c);
}
// A message that an input cannot be used: calculator, sync dialog (#c0392b).
inline QColor problem() {
    return QColor(0xc0, 0x39, 0x2b);
}
// A field's or a setting's error, beside it: FieldForm, Settings (#d93025).
inline QColor fieldError() {
    return QColor(0xd9, 0x30, 0x25);
}
// Cell backgrounds: a significant regression or a figure above its spec, an improvement.
inline QColor worseBackground() {
    return QColor(218, 54, 51, 70);
}
inline QColor betterBackground() {
    return QColor(46, 160, 67, 70);
}
// A flagged row of a report table in the preview (#fde2e1).
inline QColor flaggedRow() {
    return QColor(0xfd, 0xe2, 0xe1);
}
// The banner of something to act on (a run not stored): background, text, border.
inline QColor bannerBackground() {
    return QColor(0xff, 0xf3, 0xcd);
}
inline QColor bannerText() {
    return QColor(0x53, 0x3f, 0x03);
}
inline QColor bannerBorder() {
    return QColor(0xe0, 0xc3, 0x6c);
}

// `html` (already escaped) in that colour: <span style="color:#d32f2f">html</span>.
inline QString coloured(const QString &html, const QColor &colour) {
    return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour.name(), html);
}
// A label's style sheet for text in that colour: "color: #d93025;".
inline QString textStyle(const QColor &colour) {
    return QStringLiteral("color: %1;").arg(colour.name());
}

} // namespace roofline::ui::palette
