// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QCoreApplication>
#include <QStringList>

namespace roofline {

struct ReportDocument;

// Writes a composed report to files. The format follows the suffix (docs/cli.md `report`):
// .pdf (vector), .html, .csv (the first table; every other table beside it as
// <stem>.<table>.csv), .json (summary and every table in one document). Every file is
// written whole or not at all (writeFile).
class ReportExporter {
    Q_DECLARE_TR_FUNCTIONS(roofline::ReportExporter)

public:
    // Returns the files written.
    static Result<QStringList> write(const ReportDocument &doc, const QString &path);
    // Every table as <dir>/<id>.csv and <dir>/<id>.json.
    static Result<QStringList> writeTables(const ReportDocument &doc, const QString &dir);
    // Every chart as <dir>/<id>.png and <dir>/<id>.svg.
    static Result<QStringList> writeCharts(const ReportDocument &doc, const QString &dir);
    // `data` to `path`, all of it or the file is left as it was (storage::AtomicFile: no 0-byte
    // or half-written report on a full disk). DiskFull when ENOSPC.
    static Result<void> writeFile(const QString &path, const QByteArray &data);
};

} // namespace roofline
