// SPDX-License-Identifier: MIT
#include "report/ReportExporter.h"

#include "report/ChartRenderer.h"
#include "report/HtmlReportWriter.h"
#include "report/PdfReportWriter.h"
#include "report/ReportDocument.h"
#include "storage/AtomicFile.h"

#include <QChart>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace roofline {

namespace {} // namespace

Result<void> ReportExporter::writeFile(const QString &path, const QByteArray &data) {
    // Whole or not at all (storage::AtomicFile): a full disk leaves the old file (or none),
    // never a 0-byte or cut-off report that a script would take for a good one.
    const auto ok = storage::AtomicFile::write(path, data);
    if (ok)
        return {};
    const QString file = QFileInfo(path).absoluteFilePath();
    if (ok.error().is(ErrorKind::DiskFull))
        return Error{tr("Cannot write '%1': the disk is full (%2). Free some space and try again.")
                         .arg(file, ok.error().message),
                     QString(), ErrorKind::DiskFull};
    return Error{tr("Cannot write '%1': %2. Check the folder exists and is writable.")
                     .arg(file, ok.error().message)};
}

namespace {

Result<void> ensureDir(const QString &dir) {
    if (!QDir().mkpath(dir))
        return Error{ReportExporter::tr("Cannot create the folder '%1'.").arg(dir)};
    return {};
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
        // One file per table, all or none: each is written whole beside its target first
        // (AtomicFile), and only when every one is there are they renamed into place. A failure
        // part-way leaves no new table beside old ones that a script would take for one report.
        QStringList targets, staged;
        const QString stage = QStringLiteral(".part-%1").arg(QCoreApplication::applicationPid());
        const auto discard = [&staged] {
            for (const QString &s : std::as_const(staged))
                QFile::remove(s);
        };
        for (qsizetype i = 0; i < doc.tables.size(); ++i) {
            const QString p =
                i == 0 ? path
                       : info.dir().filePath(info.completeBaseName() + QLatin1Char('.')
                                             + doc.tables.at(i).id + QStringLiteral(".csv"));
            if (QFileInfo(p).isDir()) {
                discard();
                return Error{tr("Cannot write '%1': a folder of that name is in the way.")
                                 .arg(QFileInfo(p).absoluteFilePath())};
            }
            const auto ok = writeFile(p + stage, doc.tables.at(i).toCsv().toUtf8());
            if (!ok) {
                discard();
                return ok.error();
            }
            targets << p;
            staged << p + stage;
        }
        for (qsizetype i = 0; i < staged.size(); ++i) {
            if (std::rename(QFile::encodeName(staged.at(i)).constData(),
                            QFile::encodeName(targets.at(i)).constData())
                != 0) {
                const QString why = QString::fromLocal8Bit(std::strerror(errno));
                discard();
                return Error{tr("Cannot write '%1': %2. Check the folder exists and is writable.")
                                 .arg(QFileInfo(targets.at(i)).absoluteFilePath(), why)};
            }
        }
        return targets;
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
        if (const auto ok = writeFile(png, ChartRenderer::png(c.chart.get(), size)); !ok)
            return ok.error();
        if (const auto ok = writeFile(svg, ChartRenderer::svg(c.chart.get(), size)); !ok)
            return ok.error();
        written << png << svg;
    }
    return written;
}

} // namespace roofline
