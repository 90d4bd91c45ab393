// SPDX-License-Identifier: MIT
#include "ui/widgets/ReportPreview.h"

#include "report/ChartRenderer.h"
#include "report/PdfReportWriter.h"
#include "report/ReportDocument.h"
#include "ui/widgets/Palette.h"

#include <QChart>
#include <QImage>
#include <QPainter>
#include <QStackedLayout>
#include <QTextDocument>
#include <QUrl>

#ifdef ROOFLINE_HAVE_QTPDF
#include <QPdfDocument>
#include <QPdfSelection>
#include <QPdfView>
#endif

namespace roofline::ui {

namespace {
QString esc(const QString &s) {
    return s.toHtmlEscaped();
}

// A table: its title, header row, rows (flagged ones shaded) and note.
QString tableHtml(const ReportTable &t) {
    QString html = QStringLiteral("<h4>%1</h4><table border='1' cellspacing='0' "
                                  "cellpadding='3' width='100%'><tr>")
                       .arg(esc(t.title));
    for (const QString &c : t.columns)
        html += QStringLiteral("<th>%1</th>").arg(esc(c));
    html += QStringLiteral("</tr>");
    for (int r = 0; r < t.rows.size(); ++r) {
        const bool flagged = t.flagged.value(r);
        html += flagged ? QStringLiteral("<tr bgcolor='%1'>").arg(palette::flaggedRow().name())
                        : QStringLiteral("<tr>");
        for (const QString &cell : t.rows.at(r))
            html += QStringLiteral("<td>%1</td>").arg(esc(cell));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    if (!t.note.isEmpty())
        html += QStringLiteral("<p><small>%1</small></p>").arg(esc(t.note));
    return html;
}

// A chart rendered to an image at the screen's pixel ratio, kept in `images` under the URL
// the HTML names; nothing for a chart that was not drawn.
QString chartHtml(const ReportDocument::Chart &c, qreal ratio, QMap<QUrl, QImage> *images) {
    if (!c.chart)
        return QString();
    const int width = 860;
    const QSize size(width, int(width * c.aspect));
    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        ChartRenderer::render(c.chart.get(), &painter, QRectF(QPointF(0, 0), size));
    }
    const QUrl url(QStringLiteral("chart:%1-%2").arg(images->size()).arg(c.id));
    images->insert(url, image);
    return QStringLiteral("<p align='center'><img src='%1' width='%2' height='%3'/><br/>"
                          "<small>%4</small></p>")
        .arg(url.toString())
        .arg(size.width())
        .arg(size.height())
        .arg(esc(c.caption));
}

// One block of the document.
QString blockHtml(const ReportDocument &doc, const ReportDocument::Block &b, qreal ratio,
                  QMap<QUrl, QImage> *images) {
    QString html;
    using Kind = ReportDocument::Block::Kind;
    switch (b.kind) {
    case Kind::Heading:
        html += QStringLiteral("<h2>%1</h2>").arg(esc(b.text));
        break;
    case Kind::SubHeading:
        html += QStringLiteral("<h3>%1</h3>").arg(esc(b.text));
        break;
    case Kind::Paragraph:
        html += QStringLiteral("<p>%1</p>").arg(esc(b.text));
        break;
    case Kind::Bullets:
        html += QStringLiteral("<ul>");
        for (const QString &item : b.items)
            html += QStringLiteral("<li>%1</li>").arg(esc(item));
        html += QStringLiteral("</ul>");
        break;
    case Kind::KeyValues:
        html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
        for (const auto &[key, value] : b.pairs)
            html +=
                QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(esc(key), esc(value));
        html += QStringLiteral("</table>");
        break;
    case Kind::Table:
        html += tableHtml(doc.tables.at(b.index));
        break;
    case Kind::Chart:
        html += chartHtml(doc.charts.at(b.index), ratio, images);
        break;
    case Kind::PageBreak:
        html += QStringLiteral("<hr/>");
        break;
    }
    return html;
}

} // namespace

ReportTextPreview::ReportTextPreview(QWidget *parent)
    : QTextBrowser(parent) {
    setOpenExternalLinks(true);
    setPlaceholderText(tr("Choose runs and press Preview."));
}

void ReportTextPreview::showDocument(const ReportDocument &doc) {
    QMap<QUrl, QImage> images;
    const QString html = compose(doc, devicePixelRatioF(), &images);
    showHtml(html, images);
}

void ReportTextPreview::showHtml(const QString &html, const QMap<QUrl, QImage> &images) {
    m_images = images;
    setHtml(html);
}

QString ReportTextPreview::compose(const ReportDocument &doc, qreal ratio,
                                   QMap<QUrl, QImage> *images) {
    images->clear();
    QString html =
        QStringLiteral("<h1>%1</h1><p><i>%2</i></p>").arg(esc(doc.title), esc(doc.subtitle));
    for (const ReportDocument::Block &b : doc.blocks)
        html += blockHtml(doc, b, ratio, images);
    if (!doc.attachments.isEmpty())
        html += QStringLiteral("<p><small>%1</small></p>")
                    .arg(esc(tr("The PDF carries %n attached file(s), e.g. the run bundle for "
                                "re-import.",
                                nullptr, int(doc.attachments.size()))));
    return html;
}

QVariant ReportTextPreview::loadResource(int type, const QUrl &name) {
    if (type == QTextDocument::ImageResource && m_images.contains(name))
        return m_images.value(name);
    return QTextBrowser::loadResource(type, name);
}

ReportPreview::ReportPreview(QWidget *parent)
    : QWidget(parent) {
    m_stack = new QStackedLayout(this);
    m_stack->setContentsMargins(0, 0, 0, 0);
    m_text = new ReportTextPreview(this);
    m_stack->addWidget(m_text);
#ifdef ROOFLINE_HAVE_QTPDF
    m_pdf = new QPdfDocument(this);
    m_pdfView = new QPdfView(this);
    m_pdfView->setObjectName(QStringLiteral("pdfView"));
    m_pdfView->setDocument(m_pdf);
    m_pdfView->setPageMode(QPdfView::PageMode::MultiPage);
    m_pdfView->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    m_pdfView->setDocumentMargins(QMargins(12, 12, 12, 12));
    m_stack->addWidget(m_pdfView);
#endif
}

ReportPreview::Content ReportPreview::prepare(const ReportDocument &doc, const QString &pdfPath,
                                              qreal pixelRatio) {
    Content content;
    for (const ReportDocument::Block &b : doc.blocks) {
        if (b.kind == ReportDocument::Block::Kind::Chart && doc.charts.at(b.index).chart)
            ++content.charts;
    }
    if (!pdfPath.isEmpty() && PdfReportWriter::write(doc, pdfPath)) {
        content.pdfPath = pdfPath;
        return content;
    }
    content.html = ReportTextPreview::compose(doc, pixelRatio, &content.images);
    return content;
}

QString ReportPreview::nextPdfPath() {
#ifdef ROOFLINE_HAVE_QTPDF
    if (m_dir.isValid())
        return m_dir.filePath(QStringLiteral("preview-%1.pdf").arg(++m_serial));
#endif
    return QString();
}

void ReportPreview::showContent(const Content &content) {
    m_charts = content.charts;
    m_showsPdf = false;
#ifdef ROOFLINE_HAVE_QTPDF
    if (!content.pdfPath.isEmpty()) {
        m_pdf->close();
        if (m_pdf->load(content.pdfPath) == QPdfDocument::Error::None) {
            m_showsPdf = true;
            m_stack->setCurrentWidget(m_pdfView);
            return;
        }
        showError(tr("Cannot show the report's PDF %1.").arg(content.pdfPath));
        return;
    }
#endif
    m_text->showHtml(content.html, content.images);
    m_stack->setCurrentWidget(m_text);
}

void ReportPreview::showDocument(const ReportDocument &doc) {
    showContent(prepare(doc, nextPdfPath(), devicePixelRatioF()));
}

void ReportPreview::showError(const QString &text) {
    m_showsPdf = false;
    m_charts = 0;
    m_text->setPlainText(text);
    m_stack->setCurrentWidget(m_text);
}

int ReportPreview::pageCount() const {
#ifdef ROOFLINE_HAVE_QTPDF
    if (m_showsPdf)
        return m_pdf->pageCount();
#endif
    return 0;
}

QString ReportPreview::plainText() const {
#ifdef ROOFLINE_HAVE_QTPDF
    if (m_showsPdf) {
        QString text;
        for (int p = 0; p < m_pdf->pageCount(); ++p)
            text += m_pdf->getAllText(p).text() + QLatin1Char('\n');
        return text;
    }
#endif
    return m_text->toPlainText();
}

} // namespace roofline::ui
