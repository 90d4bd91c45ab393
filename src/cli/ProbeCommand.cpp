// SPDX-License-Identifier: MIT
#include "cli/ProbeCommand.h"

#include "app/Runs.h"
#include "cli/CliContext.h"
#include "model/Catalog.h"
#include "model/HfConfig.h"
#include "model/LlmPlan.h"
#include "model/RunBundle.h"
#include "model/Units.h"
#include "runner/EngineQuery.h"
#include "runner/ProbeRunner.h"
#include "runner/RunSpool.h"
#include "runner/Suite.h"
#include "storage/AtomicFile.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/InputFile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QProcess>
#include <QSocketNotifier>
#include <QSysInfo>
#include <QTemporaryDir>
#include <csignal>
#include <unistd.h>

namespace roofline::cli {

namespace {

// The LLM step plan of --llm / --llm-config and the --llm-* options (LlmPlan, the plan the
// engine's cpu.llm and cuda.llm measure).
Result<LlmPlan> llmPlanFrom(const QCommandLineParser &p) {
    if (p.isSet(QStringLiteral("llm")) && p.isSet(QStringLiteral("llm-config")))
        return Error{ProbeCommand::tr("give --llm or --llm-config, not both")};
    ModelSpec model;
    if (p.isSet(QStringLiteral("llm"))) {
        const ModelSpec *m = Catalog::builtIn().model(p.value(QStringLiteral("llm")));
        if (!m)
            return Error{ProbeCommand::tr("--llm: no model '%1' in the catalog (roofline catalog "
                                          "models lists them; or give --llm-config FILE)")
                             .arg(p.value(QStringLiteral("llm")))};
        model = *m;
    } else {
        const QString path = p.value(QStringLiteral("llm-config"));
        const auto bytes = storage::InputFile::read(path, storage::InputFile::Kind::ModelConfig);
        if (!bytes)
            return Error{bytes.error().message, QStringLiteral("--llm-config"), bytes.error().kind};
        auto imported = HfConfig::parse(*bytes, path);
        if (!imported)
            return Error{
                ProbeCommand::tr("--llm-config %1: %2").arg(path, imported.error().text())};
        model = imported->model;
    }
    LlmPlanRequest req;
    // Defaults sized for the budget of a standard run (at most a minute more on two cores for an
    // 8B model): the model's own dtype where the engine has it, four batches from one token
    // to past any CPU's ridge (about 10-20 in bf16), so the flip can be measured.
    req.batches = {1, 4, 16, 64};
    req.formats = {LlmPlan::engineFormats().contains(model.dtype) ? model.dtype
                                                                  : QStringLiteral("fp32")};
    const auto integers = [&p](const char *option, QList<qint64> *out) -> Result<void> {
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
    };
    if (auto ok = integers("llm-batches", &req.batches); !ok)
        return ok.error();
    if (auto ok = integers("llm-prefill", &req.prefillLengths); !ok)
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
    return LlmPlan::build(model, req);
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

QString ProbeCommand::summary() const {
    return tr("measure this machine and store the run");
}

int ProbeCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Run the probe suite on this machine's devices and store the run "
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
    p.addOption({QStringLiteral("device"), tr("cpu, cuda:N or all (default cpu)"),
                 QStringLiteral("DEVICE"), QStringLiteral("cpu")});
    p.addOption(
        {QStringLiteral("suite"),
         tr("quick, standard or full (default %1)").arg(runner::suiteName(runner::kDefaultSuite)),
         QStringLiteral("SUITE"), runner::suiteName(runner::kDefaultSuite)});
    p.addOption({QStringLiteral("only"), tr("comma-separated probe ids"), QStringLiteral("IDS")});
    p.addOption(
        {QStringLiteral("notes"), tr("free text stored with the run"), QStringLiteral("TEXT")});
    p.addOption(
        {QStringLiteral("tag"), tr("a tag for the run (repeatable)"), QStringLiteral("TAG")});
    p.addOption({QStringLiteral("time-cap"), tr("stop the engine after this many seconds"),
                 QStringLiteral("SECONDS")});
    p.addOption({QStringLiteral("no-save"), tr("measure and print, but store nothing")});
    p.addOption({QStringLiteral("host"),
                 tr("store the run under this host name (default $ROOFLINE_HOST, else the "
                    "machine's; e.g. the Slurm node name)"),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("require-device"),
                 tr("fail before measuring unless a usable device of this kind (cpu, cuda) is "
                    "selected (repeatable)"),
                 QStringLiteral("KIND")});
    p.addOption({QStringLiteral("spool"),
                 tr("keep what the database does not take in this folder (default: beside the "
                    "database, else $XDG_STATE_HOME/roofline-lab/spool)"),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("store-retry"),
                 tr("after measuring, keep trying to store for this many seconds (default 30)"),
                 QStringLiteral("SECONDS")});
    p.addOption({QStringLiteral("stall-timeout"),
                 tr("report the engine as stopped responding after this many seconds without "
                    "output (default 30; the engine writes at least every 2 s)"),
                 QStringLiteral("SECONDS")});
    p.addOption({QStringLiteral("llm"),
                 tr("also measure this catalog model's LLM step (cpu.llm, cuda.llm): its GEMMs "
                    "and attention at each batch and format"),
                 QStringLiteral("MODEL")});
    p.addOption({QStringLiteral("llm-config"),
                 tr("the model of --llm from a Hugging Face config.json instead"),
                 QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("llm-formats"),
         tr("formats of the LLM step (default the model's dtype, usually bf16; of fp32, bf16, "
            "fp16, fp8, int8)"),
         QStringLiteral("LIST")});
    p.addOption({QStringLiteral("llm-batches"), tr("decode batch sizes (default 1,4,16,64)"),
                 QStringLiteral("LIST")});
    p.addOption({QStringLiteral("llm-context"),
                 tr("decode: tokens already in the KV cache (default 1024)"), QStringLiteral("N")});
    p.addOption({QStringLiteral("llm-prefill"),
                 tr("prefill prompt lengths to measure too (default none)"),
                 QStringLiteral("LIST")});
    p.addOption({QStringLiteral("engine-arg"),
                 tr("pass this argument on to roofline-probe (repeatable; e.g. --max-bytes 1M, "
                    "for tests)"),
                 QStringLiteral("ARG")});
    if (!p.parse(args))
        return ctx.fail(ExitUsage, name(), p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        ctx.print(p.helpText());
        return ExitOk;
    }
    runner::ProbeRequest request;
    request.device = p.value(QStringLiteral("device"));
    const std::optional<runner::Suite> suite = runner::parseSuite(p.value(QStringLiteral("suite")));
    if (!suite)
        return ctx.fail(ExitUsage, name(), tr("--suite: must be quick, standard or full"));
    request.suite = *suite;
    if (p.isSet(QStringLiteral("only"))) {
        request.only = p.value(QStringLiteral("only")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        // An empty list would mean every probe: the opposite of what --only asks.
        if (request.only.isEmpty())
            return ctx.fail(ExitUsage, name(),
                            tr("--only: name at least one probe id (roofline-probe --list shows "
                               "them)"));
    }
    request.notes = p.value(QStringLiteral("notes"));
    request.tags = p.values(QStringLiteral("tag"));
    if (const QString problem = RunBundle::textProblem(request.notes, RunBundle::kMaxNotesLength);
        !problem.isEmpty())
        return ctx.fail(ExitUsage, name(), tr("--notes: %1").arg(problem));
    for (const QString &tag : std::as_const(request.tags)) {
        if (const QString problem = RunBundle::textProblem(tag, RunBundle::kMaxTagLength);
            !problem.isEmpty() || tag.trimmed().isEmpty())
            return ctx.fail(
                ExitUsage, name(),
                tr("--tag: %1").arg(problem.isEmpty() ? tr("must not be empty") : problem));
    }
    request.save = !p.isSet(QStringLiteral("no-save"));
    request.enginePath = enginePath();
    // --host, else $ROOFLINE_HOST (which the engine reads itself); checked here so a bad name
    // is a usage error before anything is measured.
    if (p.isSet(QStringLiteral("host"))) {
        // NFC, as every host name is stored (the same name typed on another system).
        request.host = p.value(QStringLiteral("host")).normalized(QString::NormalizationForm_C);
        if (const QString problem = hostProblem(request.host); !problem.isEmpty())
            return ctx.fail(ExitUsage, name(), tr("--host: %1").arg(problem));
    } else if (const QString env = qEnvironmentVariable("ROOFLINE_HOST"); !env.isEmpty()) {
        if (const QString problem = hostProblem(env); !problem.isEmpty())
            return ctx.fail(ExitUsage, name(), tr("ROOFLINE_HOST: %1").arg(problem));
    }
    request.requiredKinds = p.values(QStringLiteral("require-device"));
    for (const QString &kind : std::as_const(request.requiredKinds)) {
        if (kind != QLatin1String("cpu") && kind != QLatin1String("cuda"))
            return ctx.fail(ExitUsage, name(), tr("--require-device: must be cpu or cuda"));
    }
    QTemporaryDir planFolder;
    if (p.isSet(QStringLiteral("llm")) || p.isSet(QStringLiteral("llm-config"))) {
        auto plan = llmPlanFrom(p);
        if (!plan)
            return ctx.fail(ExitUsage, name(), plan.error().text());
        const QString path = planFolder.filePath(QStringLiteral("llm-plan.json"));
        if (auto written = storage::AtomicFile::write(path, plan->toJsonBytes()); !written)
            return ctx.fail(ExitFailure, name(), written.error().text());
        request.llmPlanPath = path;
        ctx.progress(tr("LLM step of %1: %n case(s)", nullptr, int(plan->cases.size()))
                         .arg(plan->model.name));
    } else {
        for (const char *o : {"llm-formats", "llm-batches", "llm-context", "llm-prefill"}) {
            if (p.isSet(QLatin1String(o)))
                return ctx.fail(
                    ExitUsage, name(),
                    tr("--%1 needs --llm MODEL or --llm-config FILE").arg(QLatin1String(o)));
        }
    }
    request.spoolFolder = p.value(QStringLiteral("spool"));
    request.engineArguments = p.values(QStringLiteral("engine-arg"));
    // At most a week (kMaxSeconds): a larger figure (1e300) is no limit a clock can count to.
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
        return ctx.fail(
            ExitUsage, name(),
            tr("--time-cap: must be a positive number of seconds, at most %1 (a week)").arg(week));
    if (!seconds("store-retry", &request.storeRetrySeconds, true))
        return ctx.fail(
            ExitUsage, name(),
            tr("--store-retry: must be a number of seconds from 0 to %1 (a week)").arg(week));
    if (!seconds("stall-timeout", &request.silenceSeconds, false))
        return ctx.fail(ExitUsage, name(),
                        tr("--stall-timeout: must be a positive number of seconds, at most %1 "
                           "(a week)")
                            .arg(week));

    std::optional<storage::Database> db;
    if (request.save) {
        auto opened = storage::DatabaseOpener::open(
            ctx.databasePath.isEmpty() ? storage::Database::defaultPath() : ctx.databasePath);
        if (!opened)
            return ctx.fail(ExitFailure, name(),
                            Error{tr("%1\nNothing was measured.").arg(opened.error().text()),
                                  {},
                                  opened.error().kind});
        // A database that cannot take a run at all is said before measuring, not after.
        if (auto writable = opened->checkWritable(); !writable)
            return ctx.fail(ExitFailure, name(),
                            Error{tr("%1\nNothing was measured; use a database you can write to "
                                     "(--db), or --no-save.")
                                      .arg(writable.error().text()),
                                  {},
                                  writable.error().kind});
        db = *opened;
        const QStringList leftovers = runner::RunSpool::leftovers(db);
        if (!leftovers.isEmpty())
            ctx.progress(tr("note: %n earlier run(s) measured but not stored are waiting in: %1 "
                            "(store them with 'roofline runs import FILE')",
                            nullptr, int(leftovers.size()))
                             .arg(leftovers.join(QStringLiteral(", "))));
        // The time left counts from what this suite took on this host before, as in the app
        // (app::Runs::typicalDuration); without such runs, from the engine's own plan.
        if (request.only.isEmpty() && request.device != QLatin1String("all")) {
            const QString host = !request.host.isEmpty() ? request.host
                                 : !qEnvironmentVariableIsEmpty("ROOFLINE_HOST")
                                     ? qEnvironmentVariable("ROOFLINE_HOST")
                                     : QSysInfo::machineHostName();
            if (const auto typical = app::Runs::typicalDuration(
                    *db, host, runner::suiteName(request.suite), request.device);
                typical && typical->runs > 0)
                request.expectedSeconds = typical->seconds;
        }
    }

    runner::ProbeRunner probeRunner(db);
    QList<Run> runs;
    Run::Status status = Run::Status::Failed;
    QString reason;
    QString notStoredReason;
    bool notStored = false;
    QEventLoop loop;
    QObject::connect(&probeRunner, &runner::ProbeRunner::progressChanged, &loop,
                     [&ctx](double f, const QString &probe, const QString &message, double eta) {
                         ctx.progress(tr("[%1 %] %2 %3 (about %4 left)")
                                          .arg(qRound(f * 100), 3)
                                          .arg(probe, message, units::formatSeconds(eta)));
                     });
    QObject::connect(&probeRunner, &runner::ProbeRunner::warningRaised, &loop,
                     [&ctx](const QString &w) { ctx.progress(tr("warning: %1").arg(w)); });
    QObject::connect(
        &probeRunner, &runner::ProbeRunner::storageFailing, &loop,
        [&ctx](const QString &why, const QString &spool) {
            ctx.progress(spool.isEmpty()
                             ? tr("warning: not stored: %1; retrying").arg(why)
                             : tr("warning: not stored: %1; kept in %2, retrying").arg(why, spool));
        });
    QObject::connect(&probeRunner, &runner::ProbeRunner::storageRecovered, &loop, [&ctx] {
        ctx.progress(tr("the database takes the results again; everything so far is stored"));
    });
    QObject::connect(&probeRunner, &runner::ProbeRunner::runFinished, &loop,
                     [&runs](const Run &r) { runs << r; });
    QObject::connect(&probeRunner, &runner::ProbeRunner::notStored, &loop,
                     [&](const QString &, const QString &why) {
                         notStored = true;
                         notStoredReason = why;
                     });
    QObject::connect(&probeRunner, &runner::ProbeRunner::finished, &loop,
                     [&](Run::Status s, const QString &why) {
                         status = s;
                         reason = why;
                         loop.quit();
                     });

    // SIGINT/SIGTERM → cancel (the engine, in our process group, gets Ctrl-C too).
    if (::pipe(g_signalPipe) == 0) {
        auto *notifier = new QSocketNotifier(g_signalPipe[0], QSocketNotifier::Read, &loop);
        QObject::connect(notifier, &QSocketNotifier::activated, &loop, [&] {
            char c;
            [[maybe_unused]] const auto n = ::read(g_signalPipe[0], &c, 1);
            ctx.progress(tr("cancelling after the current sample…"));
            probeRunner.cancel();
        });
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
    }
    QMetaObject::invokeMethod(
        &probeRunner, [&] { probeRunner.start(request); }, Qt::QueuedConnection);
    loop.exec();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);

    const QString spool = probeRunner.spoolPath();
    const auto withStorage = [&](const Run &r) {
        QJsonObject o = RunBundle::runToJson(r);
        if (request.save) {
            o.insert(QStringLiteral("id"), r.id > 0 ? QJsonValue(r.id) : QJsonValue());
            const qint64 stored = probeRunner.storedMeasurements(r.device.id);
            o.insert(QStringLiteral("stored"), !notStored);
            o.insert(QStringLiteral("stored_measurements"), stored);
            if (notStored)
                o.insert(QStringLiteral("spool"), spool.isEmpty() ? QJsonValue() : spool);
        }
        return o;
    };
    if (ctx.json) {
        if (runs.size() == 1) {
            ctx.printJson(withStorage(runs.first()));
        } else {
            QJsonArray a;
            for (const Run &r : runs)
                a.append(withStorage(r));
            ctx.printJson(a);
        }
    } else {
        for (const Run &r : runs) {
            const QString device = r.device.name.isEmpty() ? r.device.id : r.device.name;
            if (!notStored || !request.save) {
                ctx.print(QCoreApplication::translate("roofline::cli::ProbeCommand",
                                                      "run %1 (%2) on %3: %4, %n measurement(s)",
                                                      nullptr, int(r.measurements.size()))
                              .arg(r.id)
                              .arg(r.uuid, device, Run::statusText(r.status)));
            } else {
                ctx.print(tr("run %1 (%2) on %3: %4, %5 of %6 measurement(s) stored")
                              .arg(r.id > 0 ? QString::number(r.id) : QStringLiteral("-"))
                              .arg(r.uuid, device, Run::statusText(r.status))
                              .arg(probeRunner.storedMeasurements(r.device.id))
                              .arg(r.measurements.size()));
            }
        }
    }
    if (notStored) {
        // Said on stderr only: with --json the runs above are the one document on stdout, and
        // they carry stored: false and the spool (docs/cli.md).
        if (spool.isEmpty()) {
            // No folder took the spool: the bundle itself is the last copy, so it goes out here.
            ctx.complain(name(),
                         tr("measured, but not stored whole: %1\nNo spool folder could be written "
                            "either; the run bundle follows on stdout: save it and import it with "
                            "'roofline runs import FILE'.")
                             .arg(notStoredReason));
            if (!ctx.json)
                ctx.print(QString::fromUtf8(RunBundle::write(runs)));
        } else {
            ctx.complain(name(),
                         tr("measured, but not stored whole: %1\nThe runs are kept in %2; store "
                            "them with: roofline runs import %2")
                             .arg(notStoredReason, spool));
        }
        if (status != Run::Status::Complete)
            ctx.progress(reason);
        return ExitNotStored;
    }
    if (status == Run::Status::Complete)
        return ExitOk;
    ctx.progress(reason);
    // The engine refused its arguments (an unknown --only probe): a usage error, as documented.
    if (status == Run::Status::Failed && probeRunner.doneReasonCode() == QLatin1String("usage"))
        return ExitUsage;
    return status == Run::Status::Cancelled ? ExitCancelled : ExitFailure;
}

QString DevicesCommand::summary() const {
    return tr("list the devices that can be probed here");
}

int DevicesCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("List the devices roofline-probe sees: the CPU, and each CUDA "
                                   "device with the reason when it cannot be used."));
    p.addHelpOption();
    if (!p.parse(args))
        return ctx.fail(ExitUsage, name(), p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        ctx.print(p.helpText());
        return ExitOk;
    }
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
        QString s;
        for (const QJsonValue &v : devices) {
            const QJsonObject d = v.toObject();
            s += QStringLiteral("%1 %2 %3\n")
                     .arg(d.value(QStringLiteral("id")).toString(), -8)
                     .arg(d.value(QStringLiteral("name")).toString(), -40)
                     .arg(d.value(QStringLiteral("available")).toBool()
                              ? tr("available")
                              : tr("unavailable: %1")
                                    .arg(d.value(QStringLiteral("reason")).toString()));
        }
        ctx.print(s);
    }
    return engine.exitCode() == 0 ? ExitOk : ExitFailure;
}

} // namespace roofline::cli
