// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "report/ReportTable.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

class QIODevice;

namespace roofline {

struct ReportDocument;

// Lays a ReportDocument out on A4 pages of a vector PDF: real text with embedded fonts, charts
// drawn as vectors, table headers repeated on every page a table spans, "page N of M" in the
// footer, and the document's attachments (the run bundle) embedded for re-import.
class PdfReportWriter {
    Q_DECLARE_TR_FUNCTIONS(roofline::PdfReportWriter)

public:
    // The page count. The file is written whole or not at all.
    static Result<int> write(const ReportDocument &doc, const QString &path);
    // Onto an open device; `path` only names it in messages.
    static Result<int> write(const ReportDocument &doc, QIODevice *device, const QString &path);
    // A table row's fill: worse darker red, better light green, mixed amber, another flag
    // pink, else alternating grey; their greys differ by 15 levels or more, so greyscale print
    // keeps them apart (the marks ▼ ▲ say it again in the cells).
    static QColor rowFill(const ReportTable &table, qsizetype row);
};

} // namespace roofline
