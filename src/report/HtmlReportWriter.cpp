// SPDX-License-Identifier: MIT
#include "report/HtmlReportWriter.h"

#include "report/ChartRenderer.h"
#include "report/ReportDocument.h"

#include <QChart>

namespace roofline {

namespace {

QString esc(const QString &s) {
    return s.toHtmlEscaped();
}

// The style lives here, not in a resource, so a saved page renders anywhere.
const char *kStyle =
    "body{font-family:'DejaVu Sans',sans-serif;max-width:60em;margin:2em auto;color:#202020;"
    "line-height:1.4}h1{margin-bottom:.2em}h2{color:#1f4e79;border-bottom:1px solid #ccd;"
    "margin-top:1.6em}table{border-collapse:collapse;width:100%;font-size:.85em;margin:.5em 0}"
    "th{background:#e8eef5;text-align:left}th,td{padding:.25em .4em;border-bottom:1px solid "
    "#ddd}tr.flag td{background:#fde2e1}tr.worse td{background:#f4a9a8}"
    "tr.better td{background:#dff2df}tr.mixed td{background:#f7d79a}figure{margin:1em "
    "0}figcaption{font-style:italic;"
    "color:#505050;font-size:.85em}dl{display:grid;grid-template-columns:14em auto}"
    "dt{font-weight:bold}.note{font-style:italic;font-size:.8em;color:#505050}";

QString rowOpening(const ReportTable &t, qsizetype r) {
    switch (t.change(r)) {
    case ReportTable::Change::Worse:
        return QStringLiteral("<tr class=\"worse\">");
    case ReportTable::Change::Better:
        return QStringLiteral("<tr class=\"better\">");
    case ReportTable::Change::Mixed:
        return QStringLiteral("<tr class=\"mixed\">");
    case ReportTable::Change::None:
        break;
    }
    return t.flagged.value(r) ? QStringLiteral("<tr class=\"flag\">") : QStringLiteral("<tr>");
}

QString tableHtml(const ReportTable &t) {
    QString h = QStringLiteral("<table id=\"%1\">").arg(esc(t.id));
    if (!t.title.isEmpty())
        h += QStringLiteral("<caption>%1</caption>").arg(esc(t.title));
    h += QStringLiteral("<thead><tr>");
    for (const QString &c : t.columns)
        h += QStringLiteral("<th>%1</th>").arg(esc(c));
    h += QStringLiteral("</tr></thead><tbody>");
    for (qsizetype r = 0; r < t.rows.size(); ++r) {
        h += rowOpening(t, r);
        for (const QString &c : t.rows.at(r))
            h += QStringLiteral("<td>%1</td>").arg(esc(c));
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("</tbody></table>\n");
    if (!t.note.isEmpty())
        h += QStringLiteral("<p class=\"note\">%1</p>\n").arg(esc(t.note));
    return h;
}

QString chartHtml(const ReportDocument::Chart &c) {
    QString svg =
        c.chart
            ? QString::fromUtf8(ChartRenderer::svg(c.chart.get(), QSize(900, int(900 * c.aspect))))
            : QString();
    // Drop the XML prolog: the SVG is inlined into HTML.
    const qsizetype start = svg.indexOf(QStringLiteral("<svg"));
    if (start > 0)
        svg = svg.mid(start);
    return QStringLiteral("<figure id=\"%1\">%2<figcaption>%3</figcaption></figure>\n")
        .arg(esc(c.id), svg, esc(c.caption));
}

QString blockHtml(const ReportDocument &doc, const ReportDocument::Block &b) {
    using K = ReportDocument::Block::Kind;
    QString h;
    switch (b.kind) {
    case K::Heading:
        return QStringLiteral("<h2>%1</h2>\n").arg(esc(b.text));
    case K::SubHeading:
        return QStringLiteral("<h3>%1</h3>\n").arg(esc(b.text));
    case K::Paragraph:
        return QStringLiteral("<p>%1</p>\n").arg(esc(b.text));
    case K::Bullets:
        h = QStringLiteral("<ul>");
        for (const QString &i : b.items)
            h += QStringLiteral("<li>%1</li>").arg(esc(i));
        return h + QStringLiteral("</ul>\n");
    case K::KeyValues:
        h = QStringLiteral("<dl>");
        for (const auto &[k, v] : b.pairs)
            h += QStringLiteral("<dt>%1</dt><dd>%2</dd>").arg(esc(k), esc(v));
        return h + QStringLiteral("</dl>\n");
    case K::PageBreak:
        return h;
    case K::Table:
        return tableHtml(doc.tables.at(b.index));
    case K::Chart:
        return chartHtml(doc.charts.at(b.index));
    }
    return h;
}

} // namespace

QByteArray HtmlReportWriter::write(const ReportDocument &doc) {
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                        "<title>%1</title><style>%2</style></head><body>\n")
             .arg(esc(doc.title), QString::fromLatin1(kStyle));
    h += QStringLiteral("<h1>%1</h1>\n").arg(esc(doc.title));
    if (!doc.subtitle.isEmpty())
        h += QStringLiteral("<p>%1</p>\n").arg(esc(doc.subtitle));
    for (const ReportDocument::Block &b : doc.blocks)
        h += blockHtml(doc, b);
    for (const auto &a : doc.attachments) {
        QString data = QString::fromUtf8(a.data);
        data.replace(QStringLiteral("</"), QStringLiteral("<\\/"));
        h += QStringLiteral("<script type=\"application/json\" id=\"%1\">%2</script>\n")
                 .arg(esc(a.fileName), data);
    }
    h += QStringLiteral("<footer class=\"note\">%1</footer></body></html>\n").arg(esc(doc.footer));
    return h.toUtf8();
}

} // namespace roofline
