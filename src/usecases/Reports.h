// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/kernels/KernelPoint.h"
#include "report/DisplayUnits.h"
#include "report/ReportDocument.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QStringList>
#include <functional>

namespace roofline::usecases {

// What a report is made of: the Reports page's ticks and options, `roofline report`'s flags.
struct ReportRequest {
    QStringList runs;     // ids or uuids
    bool compare = false; // the comparison report of 2–12 runs; else the hardware report of one
    // Comparison: index of the run the others are divided by; -1 (the default) the earliest
    // of them (usecases::Baselines::comparisonBaseline), whatever order they are given in.
    int baseline = -1;
    bool trends = true;           // hardware report: the GPU trend charts
    bool allMeasurements = true;  // hardware report: the appendix of every measurement
    bool onlySignificant = false; // comparison: only rows that changed beyond noise
    DisplayUnits units;           // the person's choices; the clock comes from the runs
    // Hardware report: the user's kernels attached to the run, on its roofline page and in
    // their own table (issue 33); `kernelsTag` keeps only those with that tag.
    bool kernels = true;
    QString kernelsTag;
};

// What a report is composed from: the runs, and the kernels the hardware report shows.
struct ReportInputs {
    QList<Run> runs;
    QList<kernels::KernelPoint> kernels;
};

// Use case "build a report": the Reports page (in a `roofline report` child process, or in
// process where QtPdf is missing) and `roofline report` validate, load, compose and write
// through these, so the page's preview is the document the command writes.
class Reports {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::Reports)

public:
    // InvalidInput naming the option (--compare, --baseline, --run) when the request cannot
    // make a report.
    static Result<void> validate(const ReportRequest &request);
    // The runs, whole, in order; progress per run, Cancelled once `cancelled()` says so.
    static Result<QList<Run>>
    loadRuns(const storage::Database &database, const ReportRequest &request,
             const std::function<void(int, int, const QString &)> &progress = {},
             const std::function<bool()> &cancelled = {});
    // loadRuns() and then loadKernels() of the first run: what compose() needs, in one job.
    static Result<ReportInputs>
    load(const storage::Database &database, const ReportRequest &request,
         const std::function<void(int, int, const QString &)> &progress = {},
         const std::function<bool()> &cancelled = {});
    // The kernels the hardware report of `run` shows (attached to it, with the request's tag);
    // none for a comparison or with `kernels` off.
    static Result<QList<kernels::KernelPoint>>
    loadKernels(const storage::Database &database, const ReportRequest &request, const Run &run);
    // Needs the thread that owns the QApplication: Qt Charts lays text out through objects
    // the GUI thread's chart views share (see ReportsPage).
    static ReportDocument compose(const ReportRequest &request, const QList<Run> &runs,
                                  const QList<kernels::KernelPoint> &kernels = {});
    // A file by its suffix (.pdf, .html, .csv, .json), or with `chartsOnly` every chart as
    // PNG and SVG into the folder `output`. The files written.
    static Result<QStringList> write(const ReportDocument &document, const QString &output,
                                     bool chartsOnly = false);
    static int chartCount(const ReportDocument &document);
    // The arguments of `roofline report` (after the global options) that make this request's
    // document into `output`: what the Reports page runs in its child process.
    static QStringList commandArguments(const ReportRequest &request, const QString &output,
                                        bool chartsOnly);
};

} // namespace roofline::usecases
