// SPDX-License-Identifier: MIT
#pragma once

#include "report/ReportTable.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <utility>

class QChart;

namespace roofline {

// A composed report, independent of its output format: blocks in reading order that refer
// to the document's tables and charts. Writers (PDF, HTML) lay it out; exporters write its
// tables (CSV/JSON) and charts (PNG/SVG).
struct ReportDocument {
    struct Chart {
        QString id; // file stem: "roofline", "bandwidth-ladder"
        QString caption;
        std::shared_ptr<QChart> chart;
        double aspect = 0.62; // height ÷ width on the page
    };
    struct Block {
        enum class Kind {
            Heading,
            SubHeading,
            Paragraph,
            Bullets,
            KeyValues,
            Table,
            Chart,
            PageBreak
        };
        Kind kind = Kind::Paragraph;
        QString text;
        QStringList items;                        // bullets
        QList<std::pair<QString, QString>> pairs; // key/values
        int index = -1;                           // table or chart
    };
    struct Attachment {
        QString fileName;
        QString mimeType;
        QByteArray data;
    };

    QString title;
    QString subtitle;
    QString footer; // left part of every page footer
    QList<Block> blocks;
    QList<ReportTable> tables;
    QList<Chart> charts;
    QList<Attachment> attachments;
    QByteArray json; // the report's data as one JSON document (summary, tables, comparison)

    void heading(const QString &t) { blocks << Block{Block::Kind::Heading, t, {}, {}, -1}; }
    void subHeading(const QString &t) { blocks << Block{Block::Kind::SubHeading, t, {}, {}, -1}; }
    void paragraph(const QString &t) { blocks << Block{Block::Kind::Paragraph, t, {}, {}, -1}; }
    void bullets(const QStringList &items) {
        if (!items.isEmpty())
            blocks << Block{Block::Kind::Bullets, {}, items, {}, -1};
    }
    void keyValues(const QList<std::pair<QString, QString>> &pairs) {
        blocks << Block{Block::Kind::KeyValues, {}, {}, pairs, -1};
    }
    void pageBreak() { blocks << Block{Block::Kind::PageBreak, {}, {}, {}, -1}; }
    void table(const ReportTable &t) {
        tables << t;
        blocks << Block{Block::Kind::Table, {}, {}, {}, int(tables.size()) - 1};
    }
    void chart(const QString &id, const QString &caption, std::shared_ptr<QChart> c,
               double aspect = 0.62) {
        charts << Chart{id, caption, std::move(c), aspect};
        blocks << Block{Block::Kind::Chart, {}, {}, {}, int(charts.size()) - 1};
    }
};

} // namespace roofline
