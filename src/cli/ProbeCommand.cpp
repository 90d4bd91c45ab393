// SPDX-License-Identifier: MIT
#include "cli/ProbeCommand.h"

#include "cli/CliContext.h"
#include "model/Catalog.h"
#include "model/RunBundle.h"
#include "model/Units.h"
#include "model/llm/HfConfig.h"
#include "model/llm/LlmPlan.h"
#include "runner/EngineQuery.h"
#include "runner/ProbeRunner.h"
#include "runner/RunSpool.h"
#include "runner/Suite.h"
#include "storage/AtomicFile.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/InputFile.h"
#include "usecases/Runs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QProcess>
#include <QSocketNotifier>
#include <QSysInfo>
#include <QTemporaryDir>
#include <csignal>
#include <optional>
#include <unistd.h>
#include <variant>

namespace roofline::cli {

namespace {

// The model of --llm (a catalog id) or --llm-config (a Hugging Face config.json).
Result<ModelSpec> llmModelFrom(const QCommandLineParser &p) {
    if (p.isSet(QStringLiteral("llm"))) {
        const ModelSpec *m = Catalog::builtIn().model(p.value(QStringLiteral("llm")));
        if (!m)
            return Error{ProbeCommand::tr("--llm: no model '%1' in the catalog (roofline catalog "
                                          "models lists them; or give --llm-config FILE)")
                             .arg(p.value(QStringLiteral("llm")))};
        return *m;
    }
    const QString path = p.value(QStringLiteral("llm-config"));
    const auto bytes = storage::InputFile::read(path, storage::InputFile::Kind::ModelConfig);
    if (!bytes)
        return Error{bytes.error().message, QStringLiteral("--llm-config"), bytes.error().kind};
    auto imported = HfConfig::parse(*bytes, path);
    if (!imported)
        return Error{ProbeCommand::tr("--llm-config %1: %2").arg(path, imported.error().text())};
    return imported->model;
}

// --llm-batches / --llm-prefill: whole numbers of at least 1, separated by commas.
Result<void> llmIntegers(const QCommandLineParser &p, const char *option, QList<qint64> *out) {
    if (!p.isSet(QLatin1String(option)))
        return {};
    out->clear();
    for (const QString &t :
         p.value(QLatin1String(option)).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto v = units::parseQuantity(t.trimmed());
        if (!v || *v != double(qint64(*v)) || *v < 1)
            return Error{ProbeCommand::tr("--%1: expects whole numbers of at least 1 "
                                          "separated by commas, got '%2'")
                             .arg(QLatin1String(option), t)};
        out->append(qint64(*v));
    }
    if (out->isEmpty())
        return Error{ProbeCommand::tr("--%1: empty").arg(QLatin1String(option))};
    return {};
}

// The LLM step plan of --llm / --llm-config and the --llm-* options (LlmPlan, the plan the
// engine's cpu.llm and cuda.llm measure).
Result<LlmPlan> llmPlanFrom(const QCommandLineParser &p) {
    if (p.isSet(QStringLiteral("llm")) && p.isSet(QStringLiteral("llm-config")))
        return Error{ProbeCommand::tr("give --llm or --llm-config, not both")};
    const auto model = llmModelFrom(p);
    if (!model)
        return model.error();
    LlmPlanRequest req;
    // Defaults sized for the budget of a standard run (at most a minute more on two cores for an
    // 8B model): the model's own dtype where the engine has it, four batches from one token
    // to past any CPU's ridge (about 10-20 in bf16), so the flip can be measured.
    req.batches = {1, 4, 16, 64};
    req.formats = {LlmPlan::engineFormats().contains(model->dtype) ? model->dtype
                                                                   : QStringLiteral("fp32")};
    if (auto ok = llmIntegers(p, "llm-batches", &req.batches); !ok)
        return ok.error();
    if (auto ok = llmIntegers(p, "llm-prefill", &req.prefillLengths); !ok)
        return ok.error();
    if (p.isSet(QStringLiteral("llm-context"))) {
        const auto v = units::parseQuantity(p.value(QStringLiteral("llm-context")));
        if (!v || *v != double(qint64(*v)) || *v < 0)
            return Error{ProbeCommand::tr("--llm-context: expects a whole number of tokens")};
        req.context = qint64(*v);
    }
    if (p.isSet(QStringLiteral("llm-formats")))
        req.formats =
            p.value(QStringLiteral("llm-formats")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    return LlmPlan::build(*model, req);
}

// Ctrl-C during a probe: the handler only writes a byte; the event loop cancels cleanly.
int g_signalPipe[2] = {-1, -1};
void onSignal(int) {
    const char c = 1;
    [[maybe_unused]] const auto n = ::write(g_signalPipe[1], &c, 1);
}

QString enginePath() {
    const QString env = qEnvironmentVariable("ROOFLINE_PROBE");
    return env.isEmpty() ? runner::ProbeRunner::defaultEnginePath() : env;
}

// Why NAME cannot be a host name (roofline-probe --host takes the same): empty when it can.
QString hostProblem(const QString &name) {
    if (name.isEmpty())
        return ProbeCommand::tr("must not be empty");
    if (name.toUtf8().size() > 255)
        return ProbeCommand::tr("longer than 255 bytes");
    for (const QChar c : name) {
        if (c.unicode() <= 0x20 || c.unicode() == 0x7f)
            return ProbeCommand::tr("must not contain blanks or control characters");
    }
    return {};
}

} // namespace

namespace {

void describe(QCommandLineParser &p) {
    p.setApplicationDescription(ProbeCommand::tr(
        "Run the probe suite on this machine's devices and store the run "
        "(one per device). Ctrl-C cancels cleanly: what was measured is "
        "kept and the run is marked cancelled.\n\n"
        "What the database does not take (read-only, disk full, a server restarting) is kept "
        "in a spool file and tried again while measuring and for --store-retry seconds "
        "after. Then it stays in the spool file, whose path is printed, and 'roofline runs "
        "import FILE' stores it.\n\n"
        "Exit status:\n"
        "  0  measured and stored whole\n"
        "  1  a run failed (engine error, crash, time cap, stopped responding); what it "
        "measured is stored\n"
        "  2  usage error (nothing was measured)\n"
        "  3  cancelled; what was measured is stored\n"
        "  4  measured, but not stored whole: the runs are in the spool file named on "
        "stderr (\"spool\" in --json output); 'roofline runs import FILE' completes them"));
    p.addHelpOption();
}

// What to measure, where to store it, and when to give up.
void addRunOptions(QCommandLineParser &p) {
    p.addOption({QStringLiteral("device"), ProbeCommand::tr("cpu, cuda:N or all (default cpu)"),
                 QStringLiteral("DEVICE"), QStringLiteral("cpu")});
    p.addOption({QStringLiteral("suite"),
                 ProbeCommand::tr("quick, standard or full (default %1)")
                     .arg(runner::suiteName(runner::kDefaultSuite)),
                 QStringLiteral("SUITE"), runner::suiteName(runner::kDefaultSuite)});
    p.addOption({QStringLiteral("only"), ProbeCommand::tr("comma-separated probe ids"),
                 QStringLiteral("IDS")});
    p.addOption({QStringLiteral("notes"), ProbeCommand::tr("free text stored with the run"),
                 QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("tag"), ProbeCommand::tr("a tag for the run (repeatable)"),
                 QStringLiteral("TAG")});
    p.addOption({QStringLiteral("time-cap"),
                 ProbeCommand::tr("stop the engine after this many seconds"),
                 QStringLiteral("SECONDS")});
    p.addOption(
        {QStringLiteral("no-save"), ProbeCommand::tr("measure and print, but store nothing")});
    p.addOption(
        {QStringLiteral("host"),
         ProbeCommand::tr("store the run under this host name (default $ROOFLINE_HOST, else the "
                          "machine's; e.g. the Slurm node name)"),
         QStringLiteral("NAME")});
    p.addOption({QStringLiteral("require-device"),
                 ProbeCommand::tr(
                     "fail before measuring unless a usable device of this kind (cpu, cuda) is "
                     "selected (repeatable)"),
                 QStringLiteral("KIND")});
    p.addOption({QStringLiteral("spool"),
                 ProbeCommand::tr(
                     "keep what the database does not take in this folder (default: beside the "
                     "database, else $XDG_STATE_HOME/roofline-lab/spool)"),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("store-retry"),
                 ProbeCommand::tr(
                     "after measuring, keep trying to store for this many seconds (default 30)"),
                 QStringLiteral("SECONDS")});
    p.addOption(
        {QStringLiteral("stall-timeout"),
         ProbeCommand::tr("report the engine as stopped responding after this many seconds without "
                          "output (default 30; the engine writes at least every 2 s)"),
         QStringLiteral("SECONDS")});
}

// The LLM step (--llm*) and what goes on to the engine.
void addLlmOptions(QCommandLineParser &p) {
    p.addOption({QStringLiteral("llm"),
                 ProbeCommand::tr(
                     "also measure this catalog model's LLM step (cpu.llm, cuda.llm): its GEMMs "
                     "and attention at each batch and format"),
                 QStringLiteral("MODEL")});
    p.addOption({QStringLiteral("llm-config"),
                 ProbeCommand::tr("the model of --llm from a Hugging Face config.json instead"),
                 QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("llm-formats"),
         ProbeCommand::tr(
             "formats of the LLM step (default the model's dtype, usually bf16; of fp32, bf16, "
             "fp16, fp8, int8)"),
         QStringLiteral("LIST")});
    p.addOption({QStringLiteral("llm-batches"),
                 ProbeCommand::tr("decode batch sizes (default 1,4,16,64)"),
                 QStringLiteral("LIST")});
    p.addOption({QStringLiteral("llm-context"),
                 ProbeCommand::tr("decode: tokens already in the KV cache (default 1024)"),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("llm-prefill"),
                 ProbeCommand::tr("prefill prompt lengths to measure too (default none)"),
                 QStringLiteral("LIST")});
    p.addOption({QStringLiteral("engine-arg"),
                 ProbeCommand::tr(
                     "pass this argument on to roofline-probe (repeatable; e.g. --max-bytes 1M, "
                     "for tests)"),
                 QStringLiteral("ARG")});
}

// A usage problem with the options: the message of the error `roofline probe` reports.
using Problem = std::optional<QString>;

// --device, --suite, --only, --require-device.
Problem checkSelection(const QCommandLineParser &p, runner::ProbeRequest &request) {
    request.device = p.value(QStringLiteral("device"));
    const std::optional<runner::Suite> suite = runner::parseSuite(p.value(QStringLiteral("suite")));
    if (!suite)
        return ProbeCommand::tr("--suite: must be quick, standard or full");
    request.suite = *suite;
    if (p.isSet(QStringLiteral("only"))) {
        request.only = p.value(QStringLiteral("only")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        // An empty list would mean every probe: the opposite of what --only asks.
        if (request.only.isEmpty())
            return ProbeCommand::tr(
                "--only: name at least one probe id (roofline-probe --list shows them)");
    }
    return std::nullopt;
}

// --notes, --tag: what a run bundle can hold.
Problem checkNotesAndTags(const QCommandLineParser &p, runner::ProbeRequest &request) {
    request.notes = p.value(QStringLiteral("notes"));
    request.tags = p.values(QStringLiteral("tag"));
    if (const QString problem = RunBundle::textProblem(request.notes, RunBundle::kMaxNotesLength);
        !problem.isEmpty())
        return ProbeCommand::tr("--notes: %1").arg(problem);
    for (const QString &tag : std::as_const(request.tags)) {
        if (const QString problem = RunBundle::textProblem(tag, RunBundle::kMaxTagLength);
            !problem.isEmpty() || tag.trimmed().isEmpty())
            return ProbeCommand::tr("--tag: %1")
                .arg(problem.isEmpty() ? ProbeCommand::tr("must not be empty") : problem);
    }
    return std::nullopt;
}

// --host, else $ROOFLINE_HOST (which the engine reads itself); checked here so a bad name
// is a usage error before anything is measured. Then --require-device.
Problem checkHostAndKinds(const QCommandLineParser &p, runner::ProbeRequest &request) {
    if (p.isSet(QStringLiteral("host"))) {
        // NFC, as every host name is stored (the same name typed on another system).
        request.host = p.value(QStringLiteral("host")).normalized(QString::NormalizationForm_C);
        if (const QString problem = hostProblem(request.host); !problem.isEmpty())
            return ProbeCommand::tr("--host: %1").arg(problem);
    } else if (const QString env = qEnvironmentVariable("ROOFLINE_HOST"); !env.isEmpty()) {
        if (const QString problem = hostProblem(env); !problem.isEmpty())
            return ProbeCommand::tr("ROOFLINE_HOST: %1").arg(problem);
    }
    request.requiredKinds = p.values(QStringLiteral("require-device"));
    for (const QString &kind : std::as_const(request.requiredKinds)) {
        if (kind != QLatin1String("cpu") && kind != QLatin1String("cuda"))
            return ProbeCommand::tr("--require-device: must be cpu or cuda");
    }
    return std::nullopt;
}

// --time-cap, --store-retry, --stall-timeout. At most a week (kMaxSeconds): a larger figure
// (1e300) is no limit a clock can count to.
Problem checkSeconds(const QCommandLineParser &p, runner::ProbeRequest &request) {
    const auto seconds = [&](const char *option, double *into, bool zeroAllowed) {
        if (!p.isSet(QLatin1String(option)))
            return true;
        const auto value = units::parseQuantity(p.value(QLatin1String(option)));
        if (!value || !(*value > 0 || (zeroAllowed && *value == 0))
            || !(*value <= runner::ProbeRequest::kMaxSeconds))
            return false;
        *into = *value;
        return true;
    };
    const int week = int(runner::ProbeRequest::kMaxSeconds);
    if (!seconds("time-cap", &request.timeCapSeconds, false))
        return ProbeCommand::tr(
                   "--time-cap: must be a positive number of seconds, at most %1 (a week)")
            .arg(week);
    if (!seconds("store-retry", &request.storeRetrySeconds, true))
        return ProbeCommand::tr("--store-retry: must be a number of seconds from 0 to %1 (a week)")
            .arg(week);
    if (!seconds("stall-timeout", &request.silenceSeconds, false))
        return ProbeCommand::tr("--stall-timeout: must be a positive number of seconds, at most "
                                "%1 (a week)")
            .arg(week);
    return std::nullopt;
}

// --llm / --llm-config: the plan written to `planFolder` for the engine; the --llm-* options
// without one are a usage error. The exit status when it fails.
std::optional<int> writeLlmPlan(const QCommandLineParser &p, const QTemporaryDir &planFolder,
                                runner::ProbeRequest &request, CliContext &ctx,
                                const QString &name) {
    if (!p.isSet(QStringLiteral("llm")) && !p.isSet(QStringLiteral("llm-config"))) {
        for (const char *o : {"llm-formats", "llm-batches", "llm-context", "llm-prefill"}) {
            if (p.isSet(QLatin1String(o)))
                return ctx.fail(ExitUsage, name,
                                ProbeCommand::tr("--%1 needs --llm MODEL or --llm-config FILE")
                                    .arg(QLatin1String(o)));
        }
        return std::nullopt;
    }
    auto plan = llmPlanFrom(p);
    if (!plan)
        return ctx.fail(ExitUsage, name, plan.error().text());
    const QString path = planFolder.filePath(QStringLiteral("llm-plan.json"));
    if (auto written = storage::AtomicFile::write(path, plan->toJsonBytes()); !written)
        return ctx.fail(ExitFailure, name, written.error().text());
    request.llmPlanPath = path;
    ctx.progress(ProbeCommand::tr("LLM step of %1: %n case(s)", nullptr, int(plan->cases.size()))
                     .arg(plan->model.name));
    return std::nullopt;
}

// The request the options ask for, or the exit status of a usage error already reported.
// The checks run in the order the options were always checked, so the first problem named
// is the same.
std::variant<runner::ProbeRequest, int> requestFrom(const QCommandLineParser &p,
                                                    const QTemporaryDir &planFolder,
                                                    CliContext &ctx, const QString &name) {
    runner::ProbeRequest request;
    for (const auto check : {checkSelection, checkNotesAndTags}) {
        if (const Problem problem = check(p, request))
            return ctx.fail(ExitUsage, name, *problem);
    }
    request.save = !p.isSet(QStringLiteral("no-save"));
    request.enginePath = enginePath();
    if (const Problem problem = checkHostAndKinds(p, request))
        return ctx.fail(ExitUsage, name, *problem);
    if (const auto status = writeLlmPlan(p, planFolder, request, ctx, name))
        return *status;
    request.spoolFolder = p.value(QStringLiteral("spool"));
    request.engineArguments = p.values(QStringLiteral("engine-arg"));
    if (const Problem problem = checkSeconds(p, request))
        return ctx.fail(ExitUsage, name, *problem);
    return request;
}

// The time left counts from what this suite took on this host before, as in the app
// (usecases::Runs::typicalDuration); without such runs, from the engine's own plan.
void estimateFromHistory(const storage::Database &db, runner::ProbeRequest &request) {
    if (!request.only.isEmpty() || request.device == QLatin1String("all"))
        return;
    const QString host = !request.host.isEmpty() ? request.host
                         : !qEnvironmentVariableIsEmpty("ROOFLINE_HOST")
                             ? qEnvironmentVariable("ROOFLINE_HOST")
                             : QSysInfo::machineHostName();
    if (const auto typical = usecases::Runs::typicalDuration(
            db, host, runner::suiteName(request.suite), request.device);
        typical && typical->runs > 0)
        request.expectedSeconds = typical->seconds;
}

// The database the runs go to (none with --no-save), checked before anything is measured;
// or the exit status of the failure.
std::variant<std::optional<storage::Database>, int>
openDatabase(runner::ProbeRequest &request, CliContext &ctx, const QString &name) {
    if (!request.save)
        return std::optional<storage::Database>();
    auto opened = storage::DatabaseOpener::open(
        ctx.databasePath.isEmpty() ? storage::Database::defaultPath() : ctx.databasePath);
    if (!opened)
        return ctx.fail(
            ExitFailure, name,
            Error{ProbeCommand::tr("%1\nNothing was measured.").arg(opened.error().text()),
                  {},
                  opened.error().kind});
    // A database that cannot take a run at all is said before measuring, not after.
    if (auto writable = opened->checkWritable(); !writable)
        return ctx.fail(ExitFailure, name,
                        Error{ProbeCommand::tr("%1\nNothing was measured; use a database you can "
                                               "write to (--db), or --no-save.")
                                  .arg(writable.error().text()),
                              {},
                              writable.error().kind});
    const QStringList leftovers = runner::RunSpool::leftovers(*opened);
    if (!leftovers.isEmpty())
        ctx.progress(
            ProbeCommand::tr("note: %n earlier run(s) measured but not stored are waiting in: %1 "
                             "(store them with 'roofline runs import FILE')",
                             nullptr, int(leftovers.size()))
                .arg(leftovers.join(QStringLiteral(", "))));
    estimateFromHistory(*opened, request);
    return std::optional<storage::Database>(*opened);
}

// One measurement: the engine's runs as they finish, how it ended, and what was not stored.
struct Outcome {
    QList<Run> runs;
    Run::Status status = Run::Status::Failed;
    QString reason;
    QString notStoredReason;
    bool notStored = false;
};

// What the runner says while it measures goes to stderr.
void reportProgress(runner::ProbeRunner &probeRunner, QObject *context, CliContext &ctx) {
    QObject::connect(&probeRunner, &runner::ProbeRunner::progressChanged, context,
                     [&ctx](double f, const QString &probe, const QString &message, double eta) {
                         ctx.progress(ProbeCommand::tr("[%1 %] %2 %3 (about %4 left)")
                                          .arg(qRound(f * 100), 3)
                                          .arg(probe, message, units::formatSeconds(eta)));
                     });
    QObject::connect(
        &probeRunner, &runner::ProbeRunner::warningRaised, context,
        [&ctx](const QString &w) { ctx.progress(ProbeCommand::tr("warning: %1").arg(w)); });
    QObject::connect(&probeRunner, &runner::ProbeRunner::storageFailing, context,
                     [&ctx](const QString &why, const QString &spool) {
                         ctx.progress(
                             spool.isEmpty()
                                 ? ProbeCommand::tr("warning: not stored: %1; retrying").arg(why)
                                 : ProbeCommand::tr("warning: not stored: %1; kept in %2, retrying")
                                       .arg(why, spool));
                     });
    QObject::connect(&probeRunner, &runner::ProbeRunner::storageRecovered, context, [&ctx] {
        ctx.progress(
            ProbeCommand::tr("the database takes the results again; everything so far is stored"));
    });
}

// SIGINT/SIGTERM → cancel (the engine, in our process group, gets Ctrl-C too).
void cancelOnSignal(runner::ProbeRunner &probeRunner, QEventLoop &loop, CliContext &ctx) {
    if (::pipe(g_signalPipe) != 0)
        return;
    auto *notifier = new QSocketNotifier(g_signalPipe[0], QSocketNotifier::Read, &loop);
    QObject::connect(notifier, &QSocketNotifier::activated, &loop, [&] {
        char c;
        [[maybe_unused]] const auto n = ::read(g_signalPipe[0], &c, 1);
        ctx.progress(ProbeCommand::tr("cancelling after the current sample…"));
        probeRunner.cancel();
    });
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
}

// Runs the engine to its end in an event loop of its own.
Outcome measure(runner::ProbeRunner &probeRunner, const runner::ProbeRequest &request,
                CliContext &ctx) {
    Outcome out;
    QEventLoop loop;
    reportProgress(probeRunner, &loop, ctx);
    QObject::connect(&probeRunner, &runner::ProbeRunner::runFinished, &loop,
                     [&out](const Run &r) { out.runs << r; });
    QObject::connect(&probeRunner, &runner::ProbeRunner::notStored, &loop,
                     [&out](const QString &, const QString &why) {
                         out.notStored = true;
                         out.notStoredReason = why;
                     });
    QObject::connect(&probeRunner, &runner::ProbeRunner::finished, &loop,
                     [&](Run::Status s, const QString &why) {
                         out.status = s;
                         out.reason = why;
                         loop.quit();
                     });
    cancelOnSignal(probeRunner, loop, ctx);
    QMetaObject::invokeMethod(
        &probeRunner, [&] { probeRunner.start(request); }, Qt::QueuedConnection);
    loop.exec();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    return out;
}

void printJson(const Outcome &out, const runner::ProbeRunner &probeRunner,
               const runner::ProbeRequest &request, CliContext &ctx) {
    const QString spool = probeRunner.spoolPath();
    const auto withStorage = [&](const Run &r) {
        QJsonObject o = RunBundle::runToJson(r);
        if (request.save) {
            o.insert(QStringLiteral("id"), r.id > 0 ? QJsonValue(r.id) : QJsonValue());
            const qint64 stored = probeRunner.storedMeasurements(r.device.id);
            o.insert(QStringLiteral("stored"), !out.notStored);
            o.insert(QStringLiteral("stored_measurements"), stored);
            if (out.notStored)
                o.insert(QStringLiteral("spool"), spool.isEmpty() ? QJsonValue() : spool);
        }
        return o;
    };
    if (out.runs.size() == 1) {
        ctx.printJson(withStorage(out.runs.first()));
        return;
    }
    QJsonArray a;
    for (const Run &r : out.runs)
        a.append(withStorage(r));
    ctx.printJson(a);
}

void printText(const Outcome &out, const runner::ProbeRunner &probeRunner,
               const runner::ProbeRequest &request, CliContext &ctx) {
    for (const Run &r : out.runs) {
        const QString device = r.device.name.isEmpty() ? r.device.id : r.device.name;
        if (!out.notStored || !request.save) {
            ctx.print(QCoreApplication::translate("roofline::cli::ProbeCommand",
                                                  "run %1 (%2) on %3: %4, %n measurement(s)",
                                                  nullptr, int(r.measurements.size()))
                          .arg(r.id)
                          .arg(r.uuid, device, Run::statusText(r.status)));
        } else {
            ctx.print(ProbeCommand::tr("run %1 (%2) on %3: %4, %5 of %6 measurement(s) stored")
                          .arg(r.id > 0 ? QString::number(r.id) : QStringLiteral("-"), r.uuid,
                               device, Run::statusText(r.status))
                          .arg(probeRunner.storedMeasurements(r.device.id))
                          .arg(r.measurements.size()));
        }
    }
}

// Measured, not stored whole. Said on stderr only: with --json the runs are the one document
// on stdout, and they carry stored: false and the spool (docs/cli.md).
int reportNotStored(const Outcome &out, const QString &spool, CliContext &ctx,
                    const QString &name) {
    if (spool.isEmpty()) {
        // No folder took the spool: the bundle itself is the last copy, so it goes out here.
        ctx.complain(name, ProbeCommand::tr("measured, but not stored whole: %1\nNo spool folder "
                                            "could be written either; the run bundle follows on "
                                            "stdout: save it and import it with 'roofline runs "
                                            "import FILE'.")
                               .arg(out.notStoredReason));
        if (!ctx.json)
            ctx.print(QString::fromUtf8(RunBundle::write(out.runs)));
    } else {
        ctx.complain(name, ProbeCommand::tr("measured, but not stored whole: %1\nThe runs are "
                                            "kept in %2; store them with: roofline runs import %2")
                               .arg(out.notStoredReason, spool));
    }
    if (out.status != Run::Status::Complete)
        ctx.progress(out.reason);
    return ExitNotStored;
}

// The exit status of a measurement that was stored (docs/cli.md).
int exitStatus(const Outcome &out, const runner::ProbeRunner &probeRunner, CliContext &ctx) {
    if (out.status == Run::Status::Complete)
        return ExitOk;
    ctx.progress(out.reason);
    // The engine refused its arguments (an unknown --only probe): a usage error, as documented.
    if (out.status == Run::Status::Failed && probeRunner.doneReasonCode() == QLatin1String("usage"))
        return ExitUsage;
    return out.status == Run::Status::Cancelled ? ExitCancelled : ExitFailure;
}

} // namespace

QString ProbeCommand::summary() const {
    return tr("measure this machine and store the run");
}

int ProbeCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    describe(p);
    addRunOptions(p);
    addLlmOptions(p);
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    const QTemporaryDir planFolder; // holds the LLM plan until the engine is done
    auto request = requestFrom(p, planFolder, ctx, name());
    if (const int *status = std::get_if<int>(&request))
        return *status;
    runner::ProbeRequest &req = std::get<runner::ProbeRequest>(request);
    const auto db = openDatabase(req, ctx, name());
    if (const int *status = std::get_if<int>(&db))
        return *status;

    runner::ProbeRunner probeRunner(std::get<0>(db));
    const Outcome out = measure(probeRunner, req, ctx);
    if (ctx.json)
        printJson(out, probeRunner, req, ctx);
    else
        printText(out, probeRunner, req, ctx);
    if (out.notStored)
        return reportNotStored(out, probeRunner.spoolPath(), ctx, name());
    return exitStatus(out, probeRunner, ctx);
}

namespace {

// `devices` as text: one line per device, why it cannot be used when it cannot.
QString devicesText(const QJsonArray &devices) {
    QString s;
    for (const QJsonValue &v : devices) {
        const QJsonObject d = v.toObject();
        s += QStringLiteral("%1 %2 %3\n")
                 .arg(d.value(QStringLiteral("id")).toString(), -8)
                 .arg(d.value(QStringLiteral("name")).toString(), -40)
                 .arg(d.value(QStringLiteral("available")).toBool()
                          ? DevicesCommand::tr("available")
                          : DevicesCommand::tr("unavailable: %1")
                                .arg(d.value(QStringLiteral("reason")).toString()));
    }
    return s;
}

} // namespace

QString DevicesCommand::summary() const {
    return tr("list the devices that can be probed here");
}

int DevicesCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("List the devices roofline-probe sees: the CPU, and each CUDA "
                                   "device with the reason when it cannot be used."));
    p.addHelpOption();
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    QProcess engine;
    engine.start(enginePath(), {QStringLiteral("--devices")});
    if (!engine.waitForStarted(10000))
        return ctx.fail(ExitFailure, name(),
                        tr("cannot start the measurement engine %1: %2")
                            .arg(enginePath(), engine.errorString()));
    if (!engine.waitForFinished(60000)) {
        engine.kill();
        return ctx.fail(ExitFailure, name(),
                        tr("the measurement engine did not answer within a minute"));
    }
    const runner::EngineQuery::Answer answer =
        runner::EngineQuery::read(engine.readAllStandardOutput());
    QJsonArray devices;
    for (const runner::EngineDevice &d : answer.devices)
        devices.append(QJsonObject{{QStringLiteral("id"), d.id},
                                   {QStringLiteral("kind"), d.kind},
                                   {QStringLiteral("name"), d.name},
                                   {QStringLiteral("available"), d.available},
                                   {QStringLiteral("reason"), d.reason}});
    if (ctx.json) {
        ctx.printJson(devices);
    } else {
        ctx.print(devicesText(devices));
    }
    return engine.exitCode() == 0 ? ExitOk : ExitFailure;
}

} // namespace roofline::cli
