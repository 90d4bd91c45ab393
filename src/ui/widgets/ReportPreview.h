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

    // Writes the document's PDF (or lays out the rich text) and shows it.
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
    bool m_showsPdf = false;
};

} // namespace roofline::ui
