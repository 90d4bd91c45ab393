// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/kernels/KernelPoint.h"
#include "storage/Database.h"
#include "storage/KernelRepository.h"

#include <QCoreApplication>
#include <optional>

namespace roofline::usecases {

// Use case "my kernels on this machine's measured roofline" (`roofline kernels …`): import a
// profile or a plain CSV/JSON (model/kernels), attach it to a stored run or keep it alone,
// and place a kernel on its run's measured roofs.
class Kernels {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::Kernels)

public:
    struct ImportOptions {
        QString tool; // auto | csv | json | ncu
        QString run;  // id or uuid; empty: standing alone
        bool perInstance = false;
    };
    struct Imported {
        QList<qint64> ids;
        QString tool;
        qint64 runId = 0;
        QList<importers::ImportNote> notes;
    };
    struct Placed {
        storage::KernelRepository::Stored stored;
        std::optional<Run> run;
        QList<kernels::KernelPlacement> placements;
        QList<importers::ImportNote> notes;
    };

    struct Compared {
        Run runA, runB; // without their measurements' series: what the rows were placed on
        QList<kernels::KernelComparison> rows;
        QStringList onlyA, onlyB; // kernel names attached to one run only
    };

    static Result<Imported> importFile(const storage::Database &database, const QString &path,
                                       const ImportOptions &options);
    static Result<Placed> place(const storage::Database &database, qint64 id);
    // The kernels attached to run A and to run B (ids or uuids) set side by side by name;
    // NotFound naming the run when one is unknown.
    static Result<Compared> compare(const storage::Database &database, const QString &runA,
                                    const QString &runB);
    // The kernels attached to run `runId` (the Roofline chart's points), in import order.
    static Result<QList<kernels::KernelPoint>> ofRun(const storage::Database &database,
                                                     qint64 runId);

    // `kernels export` (issue 33, rocprofiler-compute#281): a run's measured roofs and every
    // kernel attached to it (with tag `tag` when set) placed on them, in one file.
    struct ExportRow {
        storage::KernelRepository::Stored stored;
        std::optional<kernels::KernelPlacement> placement; // none: no roof of its format/level
    };
    struct Exported {
        qint64 runId = 0;
        kernels::MeasuredRoofs roofs;
        QList<ExportRow> rows; // per kernel, one per placement (or one without a placement)
        QList<importers::ImportNote> notes;
        qsizetype kernelCount = 0;
    };
    enum class ExportFormat { Csv, Json };
    // NotFound with field --run for an unknown run; a run without (matching) kernels is an
    // Exported with no rows (the caller says so).
    static Result<Exported> exportTable(const storage::Database &database, const QString &run,
                                        const QString &tag);
    // The documented file layouts (docs/cli.md "kernels export").
    static QByteArray exportBytes(const Exported &exported, ExportFormat format);
};

} // namespace roofline::usecases
