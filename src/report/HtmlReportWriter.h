// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

namespace roofline {

struct ReportDocument;

// A self-contained HTML page: charts as inline SVG (real text), tables with their headers,
// flagged rows highlighted, and the attachments (the run bundle) embedded as JSON script
// elements so the page, like the PDF, carries its own data.
class HtmlReportWriter {
public:
    static QByteArray write(const ReportDocument &doc);
};

} // namespace roofline
