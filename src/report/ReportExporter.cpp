#include "report/ReportExporter.h"

#include "report/ChartRenderer.h"
#include "report/HtmlReportWriter.h"
#include "report/PdfReportWriter.h"
#include "report/ReportDocument.h"

#include <QChart>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace roofline {

namespace {

Result<bool> writeFile(const QString &path, const QByteArray &data) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size())
        return Error{ReportExporter::tr("Cannot write '%1': %2. Check the folder exists and is "
                                        "writable.")
                         .arg(QFileInfo(path).absoluteFilePath(), f.errorString())};
    return true;
}

Result<bool> ensureDir(const QString &dir) {
    if (!QDir().mkpath(dir))
        return Error{ReportExporter::tr("Cannot create the folder '%1'.").arg(dir)};
    return true;
}

} // namespace

Result<QStringList> ReportExporter::write(const ReportDocument &doc, const QString &path) {
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (suffix == QLatin1String("pdf")) {
        const auto pages = PdfReportWriter::write(doc, path);
        if (!pages)
            return pages.error();
        return QStringList{path};
    }
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm")) {
        const auto ok = writeFile(path, HtmlReportWriter::write(doc));
        if (!ok)
            return ok.error();
        return QStringList{path};
    }
    if (suffix == QLatin1String("json")) {
        const auto ok = writeFile(path, doc.json);
        if (!ok)
            return ok.error();
        return QStringList{path};
    }
    if (suffix == QLatin1String("csv")) {
        QStringList written;
        for (qsizetype i = 0; i < doc.tables.size(); ++i) {
            const QString p =
                i == 0 ? path
                       : info.dir().filePath(info.completeBaseName() + QLatin1Char('.')
                                             + doc.tables.at(i).id + QStringLiteral(".csv"));
            const auto ok = writeFile(p, doc.tables.at(i).toCsv().toUtf8());
            if (!ok)
                return ok.error();
            written << p;
        }
        return written;
    }
    return Error{tr("Unknown report format '.%1' in '%2': use .pdf, .html, .csv or .json.")
                     .arg(suffix, path),
                 QStringLiteral("-o")};
}

Result<QStringList> ReportExporter::writeTables(const ReportDocument &doc, const QString &dir) {
    if (const auto ok = ensureDir(dir); !ok)
        return ok.error();
    QStringList written;
    for (const ReportTable &t : doc.tables) {
        const QString csv = QDir(dir).filePath(t.id + QStringLiteral(".csv"));
        const QString json = QDir(dir).filePath(t.id + QStringLiteral(".json"));
        for (const auto &[p, data] :
             {std::pair{csv, t.toCsv().toUtf8()},
              std::pair{json, QJsonDocument(t.toJson()).toJson(QJsonDocument::Indented)}}) {
            if (const auto ok = writeFile(p, data); !ok)
                return ok.error();
            written << p;
        }
    }
    return written;
}

Result<QStringList> ReportExporter::writeCharts(const ReportDocument &doc, const QString &dir) {
    if (const auto ok = ensureDir(dir); !ok)
        return ok.error();
    QStringList written;
    for (const ReportDocument::Chart &c : doc.charts) {
        if (!c.chart)
            continue;
        const QSize size(900, int(900 * c.aspect));
        const QString png = QDir(dir).filePath(c.id + QStringLiteral(".png"));
        const QString svg = QDir(dir).filePath(c.id + QStringLiteral(".svg"));
        if (!ChartRenderer::writePng(c.chart.get(), png, size))
            return Error{tr("Cannot write the chart image '%1'.").arg(png)};
        if (!ChartRenderer::writeSvg(c.chart.get(), svg, size))
            return Error{tr("Cannot write the chart image '%1'.").arg(svg)};
        written << png << svg;
    }
    return written;
}

} // namespace roofline
