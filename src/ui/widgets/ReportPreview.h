#pragma once

#include <QImage>
#include <QMap>
#include <QTextBrowser>
#include <QUrl>

namespace roofline {
struct ReportDocument;
}

namespace roofline::ui {

// Shows a composed report inside the app. Debian's Qt 6.4 ships no QtPdf to render the PDF
// itself, so the preview lays out the same ReportDocument (headings, text, tables with their
// flagged rows, every chart rendered to an image) as rich text.
class ReportPreview : public QTextBrowser {
    Q_OBJECT
public:
    explicit ReportPreview(QWidget *parent = nullptr);

    void showDocument(const ReportDocument &doc);
    int chartCount() const { return int(m_images.size()); }

protected:
    // Charts are served from memory: setHtml() may clear the document's own resources.
    QVariant loadResource(int type, const QUrl &name) override;

private:
    QMap<QUrl, QImage> m_images;
};

} // namespace roofline::ui
