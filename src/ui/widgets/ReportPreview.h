// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>
#include <QMap>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUrl>
#include <QWidget>

class QStackedLayout;
class QPdfDocument;
class QPdfView;

namespace roofline {
struct ReportDocument;
}

namespace roofline::ui {

// Rich-text fallback of the preview: the same ReportDocument (headings, text, tables with their
// flagged rows, every chart rendered to an image) laid out by QTextBrowser.
class ReportTextPreview : public QTextBrowser {
    Q_OBJECT
public:
    explicit ReportTextPreview(QWidget *parent = nullptr);
    void showDocument(const ReportDocument &doc);
    // The layout of showDocument() in two steps: compose() touches no widget, so it may run on
    // a worker thread (it renders the charts, the slow part); showHtml() shows the result.
    static QString compose(const ReportDocument &doc, qreal pixelRatio, QMap<QUrl, QImage> *images);
    void showHtml(const QString &html, const QMap<QUrl, QImage> &images);
    int chartCount() const { return int(m_images.size()); }

protected:
    // Charts are served from memory: setHtml() may clear the document's own resources.
    QVariant loadResource(int type, const QUrl &name) override;

private:
    QMap<QUrl, QImage> m_images;
};

// Shows a composed report inside the app. Where Qt's PDF module exists (Debian: qt6-pdf-dev,
// ROOFLINE_HAVE_QTPDF) it is the very PDF the export writes, rendered page by page by QtPdf;
// otherwise the rich-text layout above.
class ReportPreview : public QWidget {
    Q_OBJECT
public:
    explicit ReportPreview(QWidget *parent = nullptr);

    // A preview made ready off the GUI thread: the PDF written, or the rich text laid out with
    // its charts rendered. Plain values, so it can travel from a worker to the GUI thread.
    struct Content {
        int charts = 0;
        QString pdfPath;           // the written PDF; empty for the rich-text layout
        QString html;              // the rich-text layout
        QMap<QUrl, QImage> images; // its charts
    };
    // Any thread. Writes the document's PDF to `pdfPath` (from nextPdfPath(); empty: rich text
    // only), falling back to the rich-text layout when it cannot. The document's charts are
    // drawn on the calling thread, which must own them.
    static Content prepare(const ReportDocument &doc, const QString &pdfPath, qreal pixelRatio);
    // A fresh file for prepare() where QtPdf shows the preview (QPdfDocument keeps the file it
    // shows open); empty without QtPdf.
    QString nextPdfPath();
    void showContent(const Content &content);

    // Both steps at once, on the GUI thread.
    void showDocument(const ReportDocument &doc);
    void showError(const QString &text);

    bool showsPdf() const { return m_showsPdf; }
    int pageCount() const; // pages of the shown PDF (0 in the rich-text fallback)
    int chartCount() const { return m_charts; }
    QString plainText() const; // the shown report's text (every PDF page, or the rich text)

private:
    QStackedLayout *m_stack = nullptr;
    ReportTextPreview *m_text = nullptr;
    QPdfDocument *m_pdf = nullptr;
    QPdfView *m_pdfView = nullptr;
    QTemporaryDir m_dir;
    int m_charts = 0;
    int m_serial = 0; // names a fresh preview PDF each time
    bool m_showsPdf = false;
};

} // namespace roofline::ui
