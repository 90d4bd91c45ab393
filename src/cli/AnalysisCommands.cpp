// SPDX-License-Identifier: MIT
#include "cli/AnalysisCommands.h"

#include "cli/CliContext.h"
#include "cli/TextTable.h"
#include "model/Units.h"
#include "model/analysis/RegressionCheck.h"
#include "model/analysis/RunComparison.h"
#include "report/DisplayUnits.h"
#include "report/RegressionVerdict.h"
#include "report/VerdictExport.h"
#include "storage/AtomicFile.h"
#include "usecases/Baselines.h"
#include "usecases/Reports.h"
#include "usecases/Runs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QJsonArray>

namespace roofline::cli {

namespace {

// Loads runs by integer id or UUID; the error names the key that failed.
Result<QList<Run>> loadRuns(const CliContext &ctx, const QStringList &keys) {
    const auto db = ctx.openDatabase();
    if (!db)
        return db.error();
    return usecases::Runs::load(*db, keys);
}

// The report's display units from the --*-units options (the one word table of
// UnitChoices; DisplayUnits' defaults when absent). Empty `error` when every value was
// understood.
DisplayUnits reportUnits(const QCommandLineParser &p, QString *error) {
    DisplayUnits units;
    for (const UnitChoices::Option option : UnitChoices::options()) {
        const QString name = UnitChoices::optionName(option);
        if (p.isSet(name) && !units.setWord(option, p.value(name)) && error->isEmpty())
            *error = ReportCommand::tr("--%1: must be one of %2")
                         .arg(name, UnitChoices::words(option).join(QStringLiteral(", ")));
    }
    return units;
}

// The CI gate's options, shared by `check` and `compare`.
void addGateOptions(QCommandLineParser &p) {
    p.addOption({QStringLiteral("junit"),
                 CheckCommand::tr("write the verdicts as JUnit XML to FILE (one test case per "
                                  "figure)"),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("markdown"),
                 CheckCommand::tr("write a Markdown summary of the verdicts to FILE"),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("fail-on"),
                 CheckCommand::tr("what fails: slower (default) or uncertain (slower or "
                                  "uncertain figures)"),
                 QStringLiteral("WHAT"), QStringLiteral("slower")});
}

// Writes the --junit and --markdown files; an error names the file.
Result<void> writeGateFiles(const QCommandLineParser &p, const QList<VerdictExport::Suite> &suites,
                            VerdictExport::FailOn failOn, const QString &command) {
    const auto write = [](const QString &option, const QString &path,
                          const QByteArray &bytes) -> Result<void> {
        if (auto written = storage::AtomicFile::write(path, bytes); !written)
            return kindError(written.error().kind,
                             CheckCommand::tr("cannot write %1: %2")
                                 .arg(QDir::toNativeSeparators(path), written.error().text()),
                             option);
        return {};
    };
    if (p.isSet(QStringLiteral("junit"))) {
        if (auto w = write(QStringLiteral("junit"), p.value(QStringLiteral("junit")),
                           VerdictExport::junit(suites, failOn, command));
            !w)
            return w;
    }
    if (p.isSet(QStringLiteral("markdown"))) {
        if (auto w = write(QStringLiteral("markdown"), p.value(QStringLiteral("markdown")),
                           VerdictExport::markdown(suites, failOn, command));
            !w)
            return w;
    }
    return {};
}

// One finding as `check` prints it. `check` is what CI jobs gate on, and their logs are
// scraped: C-locale numbers with an ASCII minus ("-8.1 %"), whatever --lang says; the interval,
// and why when uncertain.
QString findingLine(const QString &label, const RegressionFinding &f) {
    return QStringLiteral("  %1 %2\n")
        .arg(label, RegressionVerdict::findingText(f, RegressionVerdict::Notation::C));
}

} // namespace

QString CompareCommand::summary() const {
    return tr("compare stored runs, flagging changes beyond noise");
}

namespace {

// The side-by-side table of `compare`: one aligned column per run, then each run's tally.
QString comparisonText(const RunComparison &cmp, bool significantOnly) {
    TextTable table;
    for (const RunComparison::Row &row : cmp.rows()) {
        if (significantOnly && !row.significant)
            continue;
        QStringList cells{row.key.text()};
        for (int i = 0; i < row.values.size(); ++i) {
            const auto &v = row.values[i];
            QString cell = v ? units::formatSi(*v, row.unit) : QStringLiteral("—");
            if (i != cmp.baseline() && row.ratios.value(i))
                cell += QStringLiteral(" (×%1%2)")
                            .arg(*row.ratios[i], 0, 'f', 3)
                            .arg(row.significantPerRun.value(i) ? QStringLiteral(" !") : QString());
            cells << cell;
        }
        table.addRow(cells);
    }
    QString s = table.toString();
    for (int i = 0; i < cmp.runCount(); ++i) {
        if (i == cmp.baseline())
            continue;
        const auto t = cmp.tally(i);
        s += CompareCommand::tr("run %1 vs baseline %2: %3 better, %4 worse, %5 within noise, %6 "
                                "missing ('!' = beyond noise)\n")
                 .arg(cmp.runIds().value(i), cmp.runIds().value(cmp.baseline()))
                 .arg(t.better)
                 .arg(t.worse)
                 .arg(t.same)
                 .arg(t.missing);
    }
    return s;
}

QJsonObject comparisonJson(const RunComparison &cmp, bool significantOnly) {
    QJsonObject o = cmp.toJson();
    if (significantOnly) {
        QJsonArray rows;
        const QJsonArray all = o.value(QStringLiteral("rows")).toArray();
        for (qsizetype i = 0; i < all.size(); ++i) {
            if (const QJsonValue r = all.at(i); r[QStringLiteral("significant")].toBool())
                rows.append(r);
        }
        o.insert(QStringLiteral("rows"), rows);
    }
    return o;
}

// The CI gate: every other run's figures against the baseline run, as `check --baseline`.
QList<VerdictExport::Suite> compareSuites(const QList<Run> &runs, int baseline) {
    QList<VerdictExport::Suite> suites;
    const Run &base = runs.at(baseline);
    for (int i = 0; i < runs.size(); ++i) {
        if (i == baseline)
            continue;
        const Run &r = runs.at(i);
        RegressionCheck::Options options;
        options.last = 1;
        options.minSpreadRuns = 1; // two chosen runs: their samples are all there is
        suites.append({CompareCommand::tr("%1 · %2: run %3")
                           .arg(r.host.hostname, r.device.id, RunComparison::runId(r)),
                       CompareCommand::tr("against run %1").arg(RunComparison::runId(base)),
                       RegressionCheck::check(r, {base}, options)});
    }
    return suites;
}

void addCompareOptions(QCommandLineParser &p) {
    p.setApplicationDescription(
        CompareCommand::tr("Compare 2 to 12 stored runs: the same measurements side by side, "
                           "the ratio to the baseline (the earliest run unless --baseline), and a "
                           "flag where the difference is beyond the measured noise."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("ids"), CompareCommand::tr("run ids or UUIDs"),
                            QStringLiteral("ID ID..."));
    p.addOption({QStringLiteral("baseline"),
                 CompareCommand::tr("index (0-based) of the baseline run (default: the earliest)"),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("significant"),
                 CompareCommand::tr("list only rows that changed beyond noise")});
    p.addOption(
        {QStringLiteral("across-tools"),
         CompareCommand::tr("also set imported runs' headline figures (another tool's STREAM "
                            "triad, clpeak peak, …) beside ours; by default a figure is compared "
                            "only with the same figure of the same tool")});
    addGateOptions(p);
}

} // namespace

int CompareCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    addCompareOptions(p);
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    const QStringList ids = p.positionalArguments();
    if (ids.size() < 2 || ids.size() > RunComparison::kMaxRuns)
        return ctx.fail(ExitUsage, name(), tr("give between 2 and 12 run ids"));
    bool ok = true;
    const int chosen =
        p.isSet(QStringLiteral("baseline")) ? p.value(QStringLiteral("baseline")).toInt(&ok) : -1;
    if (!ok || chosen >= ids.size() || (p.isSet(QStringLiteral("baseline")) && chosen < 0))
        return ctx.fail(ExitUsage, name(),
                        tr("--baseline: must be between 0 and %1").arg(ids.size() - 1));
    const auto failOn = VerdictExport::failOnFromName(p.value(QStringLiteral("fail-on")));
    if (!failOn)
        return ctx.fail(ExitUsage, name(), tr("--fail-on: must be slower or uncertain"));
    const bool gate = p.isSet(QStringLiteral("fail-on")) || p.isSet(QStringLiteral("junit"))
                      || p.isSet(QStringLiteral("markdown"));
    const auto runs = loadRuns(ctx, ids);
    if (!runs)
        return ctx.fail(ExitFailure, name(), runs.error());
    // The app's rule (usecases::Baselines): the earliest run unless one is named.
    const int baseline = chosen >= 0 ? chosen : usecases::Baselines::comparisonBaseline(*runs);
    const RunComparison cmp = RunComparison::compare(*runs, baseline, SignificanceRule{},
                                                     p.isSet(QStringLiteral("across-tools")));
    const QList<VerdictExport::Suite> suites =
        gate ? compareSuites(*runs, baseline) : QList<VerdictExport::Suite>();
    if (gate) {
        if (auto written = writeGateFiles(p, suites, *failOn, name()); !written)
            return ctx.fail(ExitFailure, name(), written.error());
    }
    const bool significantOnly = p.isSet(QStringLiteral("significant"));
    if (ctx.json)
        ctx.printJson(comparisonJson(cmp, significantOnly));
    else
        ctx.print(comparisonText(cmp, significantOnly));
    // Exit 4 only when asked to gate (--fail-on): without it compare always exits 0.
    return p.isSet(QStringLiteral("fail-on")) && VerdictExport::fails(suites, *failOn)
               ? CheckCommand::ExitRegressed
               : ExitOk;
}

QString CheckCommand::summary() const {
    return tr("exit non-zero when a node regressed beyond noise");
}

void CheckCommand::addLastOption(QCommandLineParser &p) {
    p.addOption({QStringLiteral("last"), tr("median of this many earlier runs (default 5)"),
                 QStringLiteral("N"), QStringLiteral("5")});
}

Result<int> CheckCommand::lastRuns(const QCommandLineParser &p) {
    bool ok = false;
    const int last = p.value(QStringLiteral("last")).toInt(&ok);
    if (!ok || last < 1)
        return kindError(ErrorKind::InvalidInput, tr("--last: must be a positive number"));
    return last;
}

namespace {

void addCheckOptions(QCommandLineParser &p) {
    p.setApplicationDescription(CheckCommand::tr(
        "Check the latest complete run of a host and device against its baseline: a chosen run "
        "(--baseline ID) or the median of the previous N complete runs (--last N, default 5). "
        "Each measurement's baseline is of the newest runs that measured it undisturbed; "
        "its verdict is faster, slower, same or uncertain, with the change and its "
        "interval. --junit and --markdown write the verdicts for CI.\n\n"
        "Exit status:\n"
        "  0  not regressed: nothing worse beyond noise\n"
        "  1  error (the database cannot be read, an unknown --run or --baseline)\n"
        "  2  usage error\n"
        "  4  regressed: at least one measurement worse beyond its noise (with --fail-on "
        "uncertain: or uncertain)\n"
        "  5  cannot tell: no earlier complete run to compare with, or none measured the "
        "same things\n"
        "  6  not found: no complete run of --device on --host (the name the runs were "
        "stored under: 'roofline runs list' shows it)"));
    p.addHelpOption();
    p.addOption({QStringLiteral("host"), CheckCommand::tr("host name"), QStringLiteral("HOST")});
    p.addOption({QStringLiteral("device"),
                 CheckCommand::tr("device id, name or UUID (cpu, cuda:0, ...)"),
                 QStringLiteral("DEVICE")});
    p.addOption({QStringLiteral("run"), CheckCommand::tr("the run to check (default: the latest)"),
                 QStringLiteral("ID")});
    p.addOption({QStringLiteral("baseline"), CheckCommand::tr("a run to compare against"),
                 QStringLiteral("ID")});
    CheckCommand::addLastOption(p);
    addGateOptions(p);
}

// `check --json`: the verdicts, and which runs the baseline is of.
QJsonObject checkJson(const Run &latest, const QList<Run> &baseline,
                      const RegressionCheck::Result &result, int medianRuns, bool failed) {
    QJsonArray regressions, improvements, uncertain, figures, baselineIds, historyIds;
    for (const auto &f : result.regressions)
        regressions.append(RegressionVerdict::findingJson(f));
    for (const auto &f : result.improvements)
        improvements.append(RegressionVerdict::findingJson(f));
    for (const auto &f : result.uncertain)
        uncertain.append(RegressionVerdict::findingJson(f));
    for (const auto &f : result.figures)
        figures.append(RegressionVerdict::findingJson(f));
    // baseline_runs: the newest `last` (what a figure every run measured is the median
    // of, as History's ⚑ counts them); history_runs: every earlier run read.
    for (qsizetype i = 0; i < baseline.size(); ++i) {
        historyIds.append(double(baseline.at(i).id));
        if (i < medianRuns)
            baselineIds.append(double(baseline.at(i).id));
    }
    return QJsonObject{{QStringLiteral("host"), latest.host.hostname},
                       {QStringLiteral("device"), latest.device.id},
                       {QStringLiteral("run"), double(latest.id)},
                       {QStringLiteral("baseline_runs"), baselineIds},
                       {QStringLiteral("history_runs"), historyIds},
                       {QStringLiteral("last"), medianRuns},
                       {QStringLiteral("compared"), result.compared},
                       {QStringLiteral("k"), result.k},
                       {QStringLiteral("regressed"), result.regressed()},
                       {QStringLiteral("failed"), failed},
                       {QStringLiteral("regressions"), regressions},
                       {QStringLiteral("improvements"), improvements},
                       {QStringLiteral("uncertain"), uncertain},
                       {QStringLiteral("figures"), figures}};
}

QString checkText(const Run &latest, const QList<Run> &baseline,
                  const RegressionCheck::Result &result, int medianRuns, bool failed) {
    QString s =
        CheckCommand::tr("run %1 (%2, %3) against %4 earlier run(s) (a measurement's median of up "
                         "to %5): %6 measurements compared\n")
            .arg(latest.id)
            .arg(latest.host.hostname, latest.device.name)
            .arg(baseline.size())
            .arg(medianRuns)
            .arg(result.compared);
    for (const auto &f : result.regressions)
        s += findingLine(CheckCommand::tr("REGRESSED"), f);
    for (const auto &f : result.uncertain)
        s += findingLine(CheckCommand::tr("UNCERTAIN"), f);
    for (const auto &f : result.improvements)
        s += findingLine(CheckCommand::tr("improved "), f);
    s += result.regressed() ? CheckCommand::tr("REGRESSED: %n measurement(s) worse beyond noise.",
                                               nullptr, int(result.regressions.size()))
         : result.compared == 0
             ? CheckCommand::tr("CANNOT TELL: the runs measured nothing in common.")
         : failed ? CheckCommand::tr("UNCERTAIN: %n measurement(s) too noisy or disturbed to tell.",
                                     nullptr, int(result.uncertain.size()))
                  : CheckCommand::tr("OK: nothing worse beyond noise.");
    if (!failed && !result.uncertain.isEmpty() && result.compared > 0)
        s += QLatin1Char(' ')
             + CheckCommand::tr("%n measurement(s) uncertain.", nullptr,
                                int(result.uncertain.size()));
    return s;
}

} // namespace

int CheckCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    addCheckOptions(p);
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    const auto lastOrError = lastRuns(p);
    if (!lastOrError)
        return ctx.fail(ExitUsage, name(), lastOrError.error());
    const int last = *lastOrError;
    const auto failOn = VerdictExport::failOnFromName(p.value(QStringLiteral("fail-on")));
    if (!failOn)
        return ctx.fail(ExitUsage, name(), tr("--fail-on: must be slower or uncertain"));
    if (!p.isSet(QStringLiteral("run"))
        && (!p.isSet(QStringLiteral("host")) || !p.isSet(QStringLiteral("device"))))
        return ctx.fail(ExitUsage, name(), tr("give --host and --device (or --run ID)"));

    const auto db = ctx.openDatabase();
    if (!db)
        return ctx.fail(ExitFailure, name(), db.error());
    // The baseline rule of the app's Fleet page and History flags (usecases::Baselines).
    usecases::Baselines::Request request;
    request.run = p.value(QStringLiteral("run"));
    request.host = p.value(QStringLiteral("host"));
    request.device = p.value(QStringLiteral("device"));
    request.baseline = p.value(QStringLiteral("baseline"));
    request.last = last;
    const auto checked = usecases::Baselines::check(*db, request);
    if (!checked)
        return ctx.fail(ExitFailure, name(), checked.error());
    switch (checked->outcome) {
    case usecases::Baselines::Check::Outcome::NoCompleteRun:
        return ctx.fail(ExitNotFound, name(), kindError(ErrorKind::NotFound, checked->why));
    case usecases::Baselines::Check::Outcome::NoEarlierRun:
        return ctx.fail(ExitCannotTell, name(), kindError(ErrorKind::NotFound, checked->why));
    case usecases::Baselines::Check::Outcome::Checked:
        break;
    }
    const Run &latest = checked->latest;
    const QList<Run> &baseline = checked->baseline;
    const RegressionCheck::Result &result = checked->result;
    const int medianRuns = request.baseline.isEmpty() ? std::min(last, int(baseline.size())) : 1;
    const QList<VerdictExport::Suite> suites{
        {tr("%1 · %2: run %3").arg(latest.host.hostname, latest.device.id).arg(latest.id),
         request.baseline.isEmpty()
             ? tr("against the median of up to %1 earlier runs per measurement").arg(medianRuns)
             : tr("against run %1").arg(baseline.value(0).id),
         result}};
    if (auto written = writeGateFiles(p, suites, *failOn, name()); !written)
        return ctx.fail(ExitFailure, name(), written.error());
    const bool failed = VerdictExport::fails(suites, *failOn);
    if (ctx.json)
        ctx.printJson(checkJson(latest, baseline, result, medianRuns, failed));
    else
        ctx.print(checkText(latest, baseline, result, medianRuns, failed));
    if (failed)
        return ExitRegressed;
    return result.compared == 0 ? ExitCannotTell : ExitOk;
}

QString ReportCommand::summary() const {
    return tr("write a hardware or comparison report");
}

namespace {

void addReportOptions(QCommandLineParser &p) {
    p.setApplicationDescription(
        ReportCommand::tr("Write the hardware report of one run (--run) or the comparison "
                          "report of several (--compare). The format follows the suffix of "
                          "-o: .pdf (vector, with the run bundle attached), .html, .csv, .json."));
    p.addHelpOption();
    p.addOption(
        {QStringLiteral("run"), ReportCommand::tr("the run to report on"), QStringLiteral("ID")});
    p.addOption({QStringLiteral("compare"), ReportCommand::tr("comma-separated runs to compare"),
                 QStringLiteral("ID,ID,...")});
    p.addOption(
        {QStringLiteral("baseline"),
         ReportCommand::tr("index of the baseline in --compare (default: the earliest run)"),
         QStringLiteral("N")});
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                 ReportCommand::tr("the report file"),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("png"),
                 ReportCommand::tr("also write every chart as PNG and SVG into DIR"),
                 QStringLiteral("DIR")});
    p.addOption(
        {QStringLiteral("charts-only"), ReportCommand::tr("write only the charts (with --png)")});
    // What the app's Reports page offers, so `roofline report` writes exactly its document.
    p.addOption({QStringLiteral("trends"),
                 ReportCommand::tr("hardware report: include the GPU trend charts (the default)")});
    p.addOption({QStringLiteral("no-trends"),
                 ReportCommand::tr("hardware report: leave the GPU trend charts out")});
    p.addOption({QStringLiteral("all-measurements"),
                 ReportCommand::tr(
                     "hardware report: include the appendix of every measurement (the default)")});
    p.addOption(
        {QStringLiteral("no-all-measurements"),
         ReportCommand::tr("hardware report: leave the appendix of every measurement out")});
    p.addOption({QStringLiteral("only-significant"),
                 ReportCommand::tr("comparison report: list only rows that changed beyond noise")});
    p.addOption({QStringLiteral("kernels"),
                 ReportCommand::tr("hardware report: only the run's kernels with this tag on its "
                                   "roofline (default: every kernel attached to the run)"),
                 QStringLiteral("TAG")});
    p.addOption({QStringLiteral("no-kernels"),
                 ReportCommand::tr("hardware report: leave the run's kernels out")});
    p.addOption({QStringLiteral("bandwidth-units"),
                 ReportCommand::tr("bandwidth in si (GB/s, the default) or binary (GiB/s) units"),
                 QStringLiteral("si|binary")});
    p.addOption(
        {QStringLiteral("bytes-units"),
         ReportCommand::tr("working-set sizes in si (MB) or binary (MiB, the default) units"),
         QStringLiteral("si|binary")});
    p.addOption(
        {QStringLiteral("latency-units"),
         ReportCommand::tr("latencies by magnitude (auto, the default), in ns, or in cycles of the "
                           "clock the runs recorded"),
         QStringLiteral("auto|ns|cycles")});
    p.addOption(
        {QStringLiteral("compute-units"),
         ReportCommand::tr("FLOP/s by magnitude (auto, the default), in TFLOP/s or in GFLOP/s"),
         QStringLiteral("auto|tflops|gflops")});
}

// The combinations of `report`'s options that make no document: the message, or empty.
QString reportUsageProblem(const QCommandLineParser &p) {
    if (p.isSet(QStringLiteral("run")) == p.isSet(QStringLiteral("compare")))
        return ReportCommand::tr("give either --run ID or --compare ID,ID,...");
    const bool chartsOnly = p.isSet(QStringLiteral("charts-only"));
    if (chartsOnly && !p.isSet(QStringLiteral("png")))
        return ReportCommand::tr("--charts-only needs --png DIR");
    if (!chartsOnly && !p.isSet(QStringLiteral("output")))
        return ReportCommand::tr("-o FILE: say where to write the report");
    if (p.isSet(QStringLiteral("kernels")) && p.isSet(QStringLiteral("no-kernels")))
        return ReportCommand::tr("give --kernels TAG or --no-kernels, not both");
    for (const char *option : {"trends", "all-measurements"}) {
        const QString on = QLatin1String(option);
        if (p.isSet(on) && p.isSet(QStringLiteral("no-") + on))
            return ReportCommand::tr("give --%1 or --no-%1, not both").arg(on);
    }
    return {};
}

// The report file (-o) and the charts (--png), unless --charts-only: the files written.
Result<QStringList> writeReport(const ReportDocument &doc, const QCommandLineParser &p,
                                bool chartsOnly) {
    QStringList written;
    if (!chartsOnly) {
        const auto w = usecases::Reports::write(doc, p.value(QStringLiteral("output")));
        if (!w)
            return w.error();
        written += *w;
    }
    if (p.isSet(QStringLiteral("png"))) {
        const auto w = usecases::Reports::write(doc, p.value(QStringLiteral("png")), true);
        if (!w)
            return w.error();
        written += *w;
    }
    return written;
}

} // namespace

namespace {

// The Reports page's request from `report`'s options (the use case: the same request makes the
// same document), or the usage error.
Result<usecases::ReportRequest> reportRequest(const QCommandLineParser &p,
                                              const DisplayUnits &units) {
    usecases::ReportRequest request;
    request.compare = p.isSet(QStringLiteral("compare"));
    request.runs =
        request.compare
            ? p.value(QStringLiteral("compare")).split(QLatin1Char(','), Qt::SkipEmptyParts)
            : QStringList{p.value(QStringLiteral("run"))};
    bool baselineOk = true;
    if (p.isSet(QStringLiteral("baseline"))) {
        // A negative index is out of range (validate says so), never "the earliest".
        const int n = p.value(QStringLiteral("baseline")).toInt(&baselineOk);
        request.baseline = n < 0 ? -2 : n;
    }
    if (!baselineOk)
        return fieldError(QStringLiteral("--baseline"), ReportCommand::tr("must be a number"));
    request.trends = !p.isSet(QStringLiteral("no-trends"));
    request.allMeasurements = !p.isSet(QStringLiteral("no-all-measurements"));
    request.onlySignificant = p.isSet(QStringLiteral("only-significant"));
    request.kernels = !p.isSet(QStringLiteral("no-kernels"));
    request.kernelsTag = p.value(QStringLiteral("kernels"));
    request.units = units;
    if (auto valid = usecases::Reports::validate(request); !valid)
        return valid.error();
    return request;
}

// Composes the requested document from the database, writes it and prints what was written.
int writeRequestedReport(const usecases::ReportRequest &request, const QCommandLineParser &p,
                         const CliContext &ctx, const QString &command) {
    const auto db = ctx.openDatabase();
    if (!db)
        return ctx.fail(ExitFailure, command, db.error());
    const auto runs = usecases::Reports::loadRuns(*db, request);
    if (!runs)
        return ctx.fail(ExitFailure, command, runs.error());

    const auto kernels = usecases::Reports::loadKernels(*db, request, runs->first());
    if (!kernels)
        return ctx.fail(kernels.error().kind == ErrorKind::InvalidInput ? ExitUsage : ExitFailure,
                        command, kernels.error());
    const ReportDocument doc = usecases::Reports::compose(request, *runs, *kernels);
    const auto written = writeReport(doc, p, p.isSet(QStringLiteral("charts-only")));
    if (!written)
        return ctx.fail(ExitFailure, command, written.error());
    if (ctx.json) {
        // "charts": how many charts the document holds (the app's preview says so).
        ctx.printJson(QJsonObject{{QStringLiteral("files"), QJsonArray::fromStringList(*written)},
                                  {QStringLiteral("title"), doc.title},
                                  {QStringLiteral("charts"), usecases::Reports::chartCount(doc)}});
    } else {
        ctx.print(written->join(QLatin1Char('\n')));
    }
    return ExitOk;
}

} // namespace

int ReportCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    addReportOptions(p);
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    if (const QString problem = reportUsageProblem(p); !problem.isEmpty())
        return ctx.fail(ExitUsage, name(), problem);
    QString unitsError;
    const DisplayUnits units = reportUnits(p, &unitsError);
    if (!unitsError.isEmpty())
        return ctx.fail(ExitUsage, name(), unitsError);
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ctx.fail(ExitFailure, name(),
                        tr("reports need the Qt GUI libraries (charts are drawn)"));
    const auto request = reportRequest(p, units);
    if (!request)
        return ctx.fail(ExitUsage, name(), request.error());
    return writeRequestedReport(*request, p, ctx, name());
}

} // namespace roofline::cli
