// SPDX-License-Identifier: MIT
#include "report/PdfReportWriter.h"

#include "report/ChartRenderer.h"
#include "report/ReportDocument.h"
#include "report/ReportExporter.h"

#include <QBuffer>
#include <QChart>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBoundaryFinder>
#include <QTextOption>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

// One pass over the document. The first pass only measures (to count pages), the second
// draws with the total known, so footers can say "page N of M".
class Layout {
public:
    Layout(const ReportDocument &doc, QPdfWriter *writer, QPainter *painter, int totalPages)
        : m_doc(doc)
        , m_writer(writer)
        , m_painter(painter)
        , m_total(totalPages) {
        const QPageLayout pl = writer->pageLayout();
        // The painter's origin is the top-left corner of the margins.
        const QRect paint = pl.paintRectPixels(ChartRenderer::kDpi);
        m_area = QRectF(0, 0, paint.width(), paint.height());
        m_area.setBottom(m_area.bottom() - 24); // footer
        m_y = m_area.top();
    }

    int run() {
        cover();
        for (qsizetype i = 0; i < m_doc.blocks.size(); ++i) {
            m_next = i + 1 < m_doc.blocks.size() ? &m_doc.blocks.at(i + 1) : nullptr;
            block(m_doc.blocks.at(i));
        }
        footer();
        return m_page;
    }

private:
    static QFont font(double pt, bool bold = false, bool italic = false) {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(pt);
        f.setBold(bold);
        f.setItalic(italic);
        // No ligatures: "fl"/"fi" stay plain letters, so the PDF's text is searchable.
        f.setStyleStrategy(QFont::PreferNoShaping);
        return f;
    }

    double textHeight(const QString &text, const QFont &f, double width) const {
        const QFontMetricsF fm(f, m_writer);
        return fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
    }

    void drawText(const QRectF &r, const QString &text, const QFont &f, int flags = 0,
                  const QColor &color = QColor(0x20, 0x20, 0x20)) {
        if (!m_painter)
            return;
        m_painter->setFont(f);
        m_painter->setPen(color);
        m_painter->drawText(r, Qt::TextWordWrap | flags, text);
    }

    void newPage() {
        footer();
        if (m_painter)
            m_writer->newPage();
        ++m_page;
        m_y = m_area.top();
    }

    void ensure(double h) {
        if (m_y + h > m_area.bottom() && m_y > m_area.top() + 1)
            newPage();
    }

    void footer() {
        if (!m_painter)
            return;
        const QRectF r(m_area.left(), m_area.bottom() + 8, m_area.width(), 16);
        m_painter->setPen(QPen(QColor(0xb0, 0xb0, 0xb0), 0.5));
        m_painter->drawLine(QPointF(r.left(), r.top() - 3), QPointF(r.right(), r.top() - 3));
        drawText(r, m_doc.footer, font(7), Qt::AlignLeft | Qt::AlignVCenter,
                 QColor(0x60, 0x60, 0x60));
        drawText(r, PdfReportWriter::tr("Page %1 of %2").arg(m_page).arg(m_total), font(7),
                 Qt::AlignRight | Qt::AlignVCenter, QColor(0x60, 0x60, 0x60));
    }

    void cover() {
        m_y += 40;
        const QFont t = font(24, true);
        const double h = textHeight(m_doc.title, t, m_area.width());
        drawText(QRectF(m_area.left(), m_y, m_area.width(), h), m_doc.title, t);
        m_y += h + 8;
        if (!m_doc.subtitle.isEmpty()) {
            const QFont s = font(12, false, false);
            const double sh = textHeight(m_doc.subtitle, s, m_area.width());
            drawText(QRectF(m_area.left(), m_y, m_area.width(), sh), m_doc.subtitle, s, 0,
                     QColor(0x50, 0x50, 0x50));
            m_y += sh + 16;
        }
        if (m_painter) {
            m_painter->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 2));
            m_painter->drawLine(QPointF(m_area.left(), m_y), QPointF(m_area.right(), m_y));
        }
        m_y += 18;
    }

    // How much of the block after a heading must fit on the heading's page: a chart at the
    // least height it may be drawn at, a table's title, header and first row, a line of text.
    double keptWithHeading() const {
        using K = ReportDocument::Block::Kind;
        if (!m_next)
            return 0;
        const double w = m_area.width();
        switch (m_next->kind) {
        case K::Chart: {
            const ReportDocument::Chart &c = m_doc.charts.at(m_next->index);
            const double ch =
                c.caption.isEmpty() ? 0 : textHeight(c.caption, font(8, false, true), w);
            return std::min(w * c.aspect, m_area.height() - 40) * kLeastChartHeight + ch + 6;
        }
        case K::Table: {
            const ReportTable &t = m_doc.tables.at(m_next->index);
            const double pt = tablePointSize(t);
            const QFont head = font(pt, true), body = font(pt);
            const QList<double> widths = columnWidths(t, head, body);
            return (t.title.isEmpty() ? 0 : textHeight(t.title, font(10, true), w) + 4)
                   + rowHeight(t.columns, widths, head) + rowHeight(t.rows.value(0), widths, body);
        }
        default:
            return 60;
        }
    }

    void block(const ReportDocument::Block &b) {
        using K = ReportDocument::Block::Kind;
        const double w = m_area.width();
        switch (b.kind) {
        case K::PageBreak:
            newPage();
            break;
        case K::Heading:
        case K::SubHeading:
            heading(b);
            break;
        case K::Paragraph: {
            const QFont f = font(9.5);
            const double h = textHeight(b.text, f, w);
            ensure(h);
            drawText(QRectF(m_area.left(), m_y, w, h), b.text, f);
            m_y += h + 7;
            break;
        }
        case K::Bullets:
            bullets(b);
            break;
        case K::KeyValues:
            keyValues(b);
            break;
        case K::Table:
            table(m_doc.tables.at(b.index));
            break;
        case K::Chart:
            chart(m_doc.charts.at(b.index));
            break;
        }
    }

    void heading(const ReportDocument::Block &b) {
        using K = ReportDocument::Block::Kind;
        const double w = m_area.width();
        const QFont f = font(b.kind == K::Heading ? 15 : 11.5, true);
        const double h = textHeight(b.text, f, w);
        ensure(h + 16 + keptWithHeading()); // a heading never ends a page alone
        m_y += b.kind == K::Heading ? 10 : 6;
        drawText(QRectF(m_area.left(), m_y, w, h), b.text, f, 0,
                 b.kind == K::Heading ? QColor(0x1f, 0x4e, 0x79) : QColor(0x20, 0x20, 0x20));
        m_y += h + 6;
    }

    void bullets(const ReportDocument::Block &b) {
        const double w = m_area.width();
        const QFont f = font(9.5);
        for (const QString &item : b.items) {
            const double h = textHeight(item, f, w - 16);
            ensure(h);
            drawText(QRectF(m_area.left() + 4, m_y, 12, h), QStringLiteral("•"), f);
            drawText(QRectF(m_area.left() + 16, m_y, w - 16, h), item, f);
            m_y += h + 4;
        }
        m_y += 4;
    }

    void keyValues(const ReportDocument::Block &b) {
        const double w = m_area.width();
        const QFont k = font(9.5, true), v = font(9.5);
        // Keys as wide as the longest one ("device.ceilings_per_cycle_per_core"), within a
        // quarter and two fifths of the page.
        double longest = 0;
        for (const auto &pair : b.pairs)
            longest = std::max(longest, unbreakableWidth(pair.first, k));
        const double kw = std::clamp(longest + 12, w * 0.26, w * 0.4);
        for (const auto &[key, value] : b.pairs) {
            // A value of many lines (a clock's methods) flows on over the page break line by
            // line, instead of leaving the rest of the page empty.
            const QStringList lines = value.split(QLatin1Char('\n'));
            for (qsizetype i = 0; i < lines.size(); ++i) {
                const QString shownKey = i == 0 ? key : QString();
                const double h =
                    std::max(textHeight(shownKey, k, kw - 8), textHeight(lines.at(i), v, w - kw));
                ensure(h);
                drawText(QRectF(m_area.left(), m_y, kw - 8, h), shownKey, k, 0,
                         QColor(0x40, 0x40, 0x40));
                drawText(QRectF(m_area.left() + kw, m_y, w - kw, h), lines.at(i), v);
                m_y += h + (i + 1 == lines.size() ? 4 : 0);
            }
        }
        m_y += 6;
    }

    // A value stays whole in a narrow cell: a word joiner after "/" between letters, so no
    // line breaks inside a unit ("195 GB/" + "s"), and a no-break space between a number and
    // its unit, so none breaks between them either ("197" + "GB/s"; "1.2 %" already has one).
    // A name stays whole too: a word joiner after a hyphen inside a word ("launch-" + "sync"),
    // so a column too narrow for its longest name gets smaller type (tablePointSize), not a
    // kernel name in two lines.
    static QString cellText(const QString &text) {
        QString out = text;
        for (qsizetype i = out.size() - 2; i > 0; --i) {
            const QChar before = out.at(i - 1), after = out.at(i + 1);
            if ((out.at(i) == QLatin1Char('/') && before.isLetter() && after.isLetter())
                || (out.at(i) == QLatin1Char('-') && before.isLetterOrNumber()
                    && after.isLetterOrNumber()))
                out.insert(i + 1, QChar(0x2060));
            else if (out.at(i) == QLatin1Char(' ') && before.isDigit()
                     && (after.isLetter() || after == QLatin1Char('%')))
                out[i] = QChar(0x00A0);
        }
        return out;
    }

    // The table's font size: 8 pt, or smaller (down to 6 pt) where the columns' longest
    // unbreakable pieces (values with their units included) do not fit side by side at 8 pt:
    // a wide table gets smaller type rather than values broken across lines.
    double tablePointSize(const ReportTable &t) const {
        double pt = 8;
        while (pt > 6 && leastWidthSum(t, font(pt, true), font(pt)) > m_area.width())
            pt -= 0.5;
        return pt;
    }

    double leastWidthSum(const ReportTable &t, const QFont &head, const QFont &body) const {
        double sum = 0;
        for (qsizetype i = 0; i < t.columns.size(); ++i)
            sum += leastWidth(t, i, head, body);
        return sum;
    }

    // A column's longest word (its header's included) with the cell's padding.
    double leastWidth(const ReportTable &t, qsizetype column, const QFont &head,
                      const QFont &body) const {
        // A short header of one word ("可容纳", "Threads") is never broken, even where the
        // script allows a break between any two characters.
        // Measured as drawn (cellText: "FLOP/byte", "Tokens/s" do not break at their slash), or
        // the layout gives a header less room than it takes and the header is cut ("FLOP/by").
        const QString header = cellText(t.columns.at(column));
        double word = header.size() <= 6 && !header.contains(QLatin1Char(' '))
                          ? QFontMetricsF(head, m_writer).horizontalAdvance(header)
                          : unbreakableWidth(header, head);
        for (const QStringList &row : t.rows)
            word = std::max(word, unbreakableWidth(cellText(row.value(column)), body));
        return std::min(word + kCellPadding, m_area.width() / 2);
    }

    // The widest piece of `text` that cannot be broken (a word; one CJK character; "1.2 %"
    // with its no-break space), by Unicode's line-break rules.
    double unbreakableWidth(const QString &text, const QFont &f) const {
        const QFontMetricsF fm(f, m_writer);
        double widest = 0;
        QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
        qsizetype from = 0;
        for (qsizetype at = finder.toNextBoundary(); at >= 0; at = finder.toNextBoundary()) {
            widest = std::max(widest, fm.horizontalAdvance(text.mid(from, at - from).trimmed()));
            from = at;
        }
        return widest;
    }

    // Automatic table layout (as browsers do): each column as wide as its widest cell on one
    // line, when the page allows; otherwise the columns whose text can wrap give up room,
    // each in proportion to how much it can, but never below its longest word (its header's
    // included), so no header is cut ("Forma"), no kernel name runs into the next column and
    // "533 GB/s" stays on one line where the page has the room. Room left over goes by the
    // table's weights.
    QList<double> columnWidths(const ReportTable &t, const QFont &head, const QFont &body) const {
        QList<double> weights = t.columnWeights;
        while (weights.size() < t.columns.size())
            weights << 1.0;
        const double total = m_area.width();
        const QFontMetricsF fm(body, m_writer);
        QList<double> natural, least;
        for (qsizetype i = 0; i < t.columns.size(); ++i) {
            least << leastWidth(t, i, head, body);
            double line = least.last() - kCellPadding; // a header may wrap between words
            for (const QStringList &row : t.rows) {
                for (const QString &l : cellText(row.value(i)).split(QLatin1Char('\n')))
                    line = std::max(line, fm.horizontalAdvance(l));
            }
            natural << std::max(least.last(), std::min(line + kCellPadding, total));
        }
        return shareWidth(natural, least, weights, total);
    }

    // The page's width `total` shared among columns of these natural (one line) and least
    // (longest word) widths, as columnWidths() says.
    static QList<double> shareWidth(const QList<double> &natural, const QList<double> &least,
                                    const QList<double> &weights, double total) {
        double sumNatural = 0, sumLeast = 0, sumWeights = 0;
        for (qsizetype i = 0; i < natural.size(); ++i) {
            sumNatural += natural.at(i);
            sumLeast += least.at(i);
            sumWeights += weights.at(i);
        }
        QList<double> out = natural;
        if (sumNatural <= total) {
            for (qsizetype i = 0; i < out.size(); ++i)
                out[i] += (total - sumNatural) * weights.at(i) / sumWeights;
        } else if (sumLeast < total) {
            // The widest columns give first: every column is capped at one width C (never
            // below its longest word), C chosen so the table fits; narrow columns keep their
            // one-line width.
            auto width = [&](double cap) {
                double sum = 0;
                for (qsizetype i = 0; i < out.size(); ++i)
                    sum += std::max(least.at(i), std::min(natural.at(i), cap));
                return sum;
            };
            double lo = 0, hi = total;
            for (int i = 0; i < 40; ++i) {
                const double mid = (lo + hi) / 2;
                (width(mid) > total ? hi : lo) = mid;
            }
            for (qsizetype i = 0; i < out.size(); ++i)
                out[i] = std::max(least.at(i), std::min(natural.at(i), lo));
            const double rest = total - width(lo);
            for (qsizetype i = 0; i < out.size(); ++i)
                out[i] += rest * weights.at(i) / sumWeights;
        } else {
            // Even the longest words do not fit: the words' widths, scaled to the page.
            for (qsizetype i = 0; i < out.size(); ++i)
                out[i] = least.at(i) * total / sumLeast;
        }
        return out;
    }

    double rowHeight(const QStringList &cells, const QList<double> &widths, const QFont &f) const {
        double h = 0;
        for (qsizetype c = 0; c < widths.size(); ++c)
            h = std::max(h, textHeight(cellText(cells.value(c)), f, widths.at(c) - 6));
        return h + 5;
    }

    void drawRow(const QStringList &cells, const QList<double> &widths, const QFont &f, double h,
                 const QColor &fill) {
        if (m_painter && fill.isValid())
            m_painter->fillRect(QRectF(m_area.left(), m_y, m_area.width(), h), fill);
        double x = m_area.left();
        for (qsizetype c = 0; c < widths.size(); ++c) {
            drawText(QRectF(x + 3, m_y + 2.5, widths.at(c) - 6, h - 5), cellText(cells.value(c)),
                     f);
            x += widths.at(c);
        }
        if (m_painter) {
            m_painter->setPen(QPen(QColor(0xd8, 0xd8, 0xd8), 0.6));
            m_painter->drawLine(QPointF(m_area.left(), m_y + h), QPointF(m_area.right(), m_y + h));
        }
        m_y += h;
    }

    void table(const ReportTable &t) {
        const double pt = tablePointSize(t);
        const QFont head = font(pt, true), body = font(pt);
        const QList<double> widths = columnWidths(t, head, body);
        const double headH = rowHeight(t.columns, widths, head);
        const QFont titleFont = font(10, true);
        const double titleH =
            t.title.isEmpty() ? 0 : textHeight(t.title, titleFont, m_area.width()) + 4;
        ensure(titleH + headH + rowHeight(t.rows.value(0), widths, body));
        if (titleH > 0) {
            drawText(QRectF(m_area.left(), m_y, m_area.width(), titleH), t.title, titleFont);
            m_y += titleH;
        }
        const QColor headFill(0xe8, 0xee, 0xf5);
        drawRow(t.columns, widths, head, headH, headFill);
        for (qsizetype r = 0; r < t.rows.size(); ++r) {
            const double h = rowHeight(t.rows.at(r), widths, body);
            if (m_y + h > m_area.bottom()) {
                newPage();
                drawRow(t.columns, widths, head, headH, headFill); // header repeats
            }
            drawRow(t.rows.at(r), widths, body, h, PdfReportWriter::rowFill(t, r));
        }
        if (!t.note.isEmpty()) {
            const QFont f = font(7.5, false, true);
            const double h = textHeight(t.note, f, m_area.width());
            ensure(h);
            m_y += 3;
            drawText(QRectF(m_area.left(), m_y, m_area.width(), h), t.note, f, 0,
                     QColor(0x50, 0x50, 0x50));
            m_y += h;
        }
        m_y += 10;
    }

    void chart(const ReportDocument::Chart &c) {
        const double w = m_area.width();
        double h = std::min(w * c.aspect, m_area.height() - 40);
        const QFont f = font(8, false, true);
        const double ch = c.caption.isEmpty() ? 0 : textHeight(c.caption, f, w);
        // A chart a little taller than what is left of the page is drawn a little flatter
        // (down to 60 %) rather than leaving the rest of the page empty; labels are laid out
        // for the size drawn.
        const double left = m_area.bottom() - m_y - ch - 6;
        if (h > left && left >= kLeastChartHeight * h)
            h = left;
        ensure(h + ch + 6);
        if (m_painter && c.chart)
            ChartRenderer::render(c.chart.get(), m_painter, QRectF(m_area.left(), m_y, w, h));
        m_y += h + 3;
        if (ch > 0) {
            drawText(QRectF(m_area.left(), m_y, w, ch), c.caption, f, 0, QColor(0x50, 0x50, 0x50));
            m_y += ch;
        }
        m_y += 10;
    }

    // A chart may be drawn this much flatter to finish a page.
    static constexpr double kLeastChartHeight = 0.6;
    static constexpr double kCellPadding = 7; // a table cell's padding, both sides

    const ReportDocument &m_doc;
    const ReportDocument::Block *m_next = nullptr; // the block after the one being laid out
    QPdfWriter *m_writer;
    QPainter *m_painter;
    int m_total;
    QRectF m_area;
    double m_y = 0;
    int m_page = 1;
};

} // namespace

Result<int> PdfReportWriter::write(const ReportDocument &doc, const QString &path) {
    // Composed in memory, then written whole through ReportExporter::writeFile: QPdfWriter
    // writing the file itself reports no write error, so a full disk left a 0-byte "report".
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const auto pages = write(doc, &buffer, path);
    if (!pages)
        return pages;
    buffer.close();
    if (auto ok = ReportExporter::writeFile(path, buffer.data()); !ok)
        return ok.error();
    return pages;
}

Result<int> PdfReportWriter::write(const ReportDocument &doc, QIODevice *device,
                                   const QString &path) {
    QPdfWriter writer(device);
    writer.setResolution(ChartRenderer::kDpi);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(16, 14, 16, 14), QPageLayout::Millimeter));
    writer.setTitle(doc.title);
    writer.setCreator(QStringLiteral("Roofline Lab %1").arg(QStringLiteral(ROOFLINE_VERSION)));
    for (const auto &a : doc.attachments)
        writer.addFileAttachment(a.fileName, a.data, a.mimeType);

    const int pages = Layout(doc, &writer, nullptr, 0).run();
    QPainter painter;
    if (!painter.begin(&writer))
        return Error{tr("Cannot write the PDF report '%1': the file could not be opened for "
                        "writing. Check the folder exists and is writable.")
                         .arg(QFileInfo(path).absoluteFilePath())};
    Layout(doc, &writer, &painter, pages).run();
    painter.end();
    return pages;
}

QColor PdfReportWriter::rowFill(const ReportTable &t, qsizetype r) {
    switch (t.change(r)) {
    case ReportTable::Change::Worse:
        return QColor(0xf4, 0xa9, 0xa8);
    case ReportTable::Change::Mixed:
        return QColor(0xf7, 0xd7, 0x9a);
    case ReportTable::Change::Better:
        return QColor(0xdf, 0xf2, 0xdf);
    case ReportTable::Change::None:
        break;
    }
    if (t.flagged.value(r))
        return QColor(0xfd, 0xe2, 0xe1);
    return r % 2 ? QColor(0xf7, 0xf7, 0xf7) : QColor();
}

} // namespace roofline
