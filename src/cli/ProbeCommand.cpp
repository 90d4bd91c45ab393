#include "cli/ProbeCommand.h"

#include "cli/CliContext.h"
#include "model/RunBundle.h"
#include "model/Units.h"
#include "runner/ProbeRunner.h"
#include "runner/ProtocolParser.h"
#include "storage/Database.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QProcess>
#include <QSocketNotifier>
#include <csignal>
#include <unistd.h>

namespace roofline::cli {

namespace {

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
           "kept and the run is marked cancelled."));
    p.addHelpOption();
    p.addOption({QStringLiteral("device"), tr("cpu, cuda:N or all (default cpu)"),
                 QStringLiteral("DEVICE"), QStringLiteral("cpu")});
    p.addOption({QStringLiteral("suite"), tr("quick, standard or full (default quick)"),
                 QStringLiteral("SUITE"), QStringLiteral("quick")});
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
    if (!p.parse(args))
        return ctx.fail(ExitUsage, name(), p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        ctx.print(p.helpText());
        return ExitOk;
    }
    runner::ProbeRequest request;
    request.device = p.value(QStringLiteral("device"));
    request.suite = p.value(QStringLiteral("suite"));
    if (!QStringList{QStringLiteral("quick"), QStringLiteral("standard"), QStringLiteral("full")}
             .contains(request.suite))
        return ctx.fail(ExitUsage, name(), tr("--suite: must be quick, standard or full"));
    if (p.isSet(QStringLiteral("only")))
        request.only = p.value(QStringLiteral("only")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    request.notes = p.value(QStringLiteral("notes"));
    request.tags = p.values(QStringLiteral("tag"));
    request.save = !p.isSet(QStringLiteral("no-save"));
    request.enginePath = enginePath();
    // --host, else $ROOFLINE_HOST (which the engine reads itself); checked here so a bad name
    // is a usage error before anything is measured.
    if (p.isSet(QStringLiteral("host"))) {
        request.host = p.value(QStringLiteral("host"));
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
    if (p.isSet(QStringLiteral("time-cap"))) {
        const auto cap = units::parseQuantity(p.value(QStringLiteral("time-cap")));
        if (!cap || !(*cap > 0))
            return ctx.fail(ExitUsage, name(),
                            tr("--time-cap: must be a positive number of seconds"));
        request.timeCapSeconds = *cap;
    }

    std::optional<storage::Database> db;
    if (request.save) {
        auto opened = storage::Database::open(
            ctx.databasePath.isEmpty() ? storage::Database::defaultPath() : ctx.databasePath);
        if (!opened)
            return ctx.fail(ExitFailure, name(), opened.error().text());
        db = *opened;
    }

    runner::ProbeRunner probeRunner(db);
    QList<Run> runs;
    Run::Status status = Run::Status::Failed;
    QString reason;
    QEventLoop loop;
    QObject::connect(&probeRunner, &runner::ProbeRunner::progressChanged, &loop,
                     [&ctx](double f, const QString &probe, const QString &message, double eta) {
                         ctx.progress(tr("[%1 %] %2 %3 (about %4 left)")
                                          .arg(qRound(f * 100), 3)
                                          .arg(probe, message, units::formatSeconds(eta)));
                     });
    QObject::connect(&probeRunner, &runner::ProbeRunner::warningRaised, &loop,
                     [&ctx](const QString &w) { ctx.progress(tr("warning: %1").arg(w)); });
    QObject::connect(&probeRunner, &runner::ProbeRunner::runFinished, &loop,
                     [&runs](const Run &r) { runs << r; });
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

    if (ctx.json) {
        if (runs.size() == 1) {
            ctx.printJson(RunBundle::runToJson(runs.first()));
        } else {
            QJsonArray a;
            for (const Run &r : runs)
                a.append(RunBundle::runToJson(r));
            ctx.printJson(a);
        }
    } else {
        for (const Run &r : runs)
            ctx.print(QCoreApplication::translate("ProbeCommand",
                                                  "run %1 (%2) on %3: %4, %n measurement(s)",
                                                  nullptr, int(r.measurements.size()))
                          .arg(r.id)
                          .arg(r.uuid, r.device.name.isEmpty() ? r.device.id : r.device.name,
                               Run::statusText(r.status)));
    }
    if (status == Run::Status::Complete)
        return ExitOk;
    ctx.progress(reason);
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
    runner::ProtocolParser parser;
    QList<QJsonObject> messages = parser.feed(engine.readAllStandardOutput());
    messages += parser.flush();
    QJsonArray devices;
    for (const QJsonObject &m : messages) {
        if (m.value(QStringLiteral("type")).toString() != QLatin1String("device"))
            continue;
        QJsonObject d = m.value(QStringLiteral("device")).isObject()
                            ? m.value(QStringLiteral("device")).toObject()
                            : m;
        const QString id = d.value(QStringLiteral("id")).toString();
        QJsonObject row{
            {QStringLiteral("id"), id},
            {QStringLiteral("kind"),
             d.value(QStringLiteral("kind"))
                 .toString(id.startsWith(QLatin1String("cuda")) ? QStringLiteral("cuda")
                                                                : QStringLiteral("cpu"))},
            {QStringLiteral("name"), d.value(QStringLiteral("name")).toString()},
            {QStringLiteral("available"), d.value(QStringLiteral("available")).toBool(true)},
            {QStringLiteral("reason"), d.value(QStringLiteral("reason")).toString()}};
        devices.append(row);
    }
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
