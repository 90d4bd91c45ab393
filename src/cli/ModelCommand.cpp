// SPDX-License-Identifier: MIT
#include "cli/ModelCommand.h"

#include "cli/CliContext.h"
#include "cli/ModelText.h"
#include "model/Catalog.h"
#include "model/HfConfig.h"
#include "model/ModelJson.h"
#include "model/RooflineCalculator.h"
#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "model/analysis/MeasuredCalculator.h"
#include "model/analysis/MeasuredProfile.h"
#include "storage/InputFile.h"
#include "storage/ProfileRepository.h"
#include "storage/RunRepository.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <optional>

namespace roofline::cli {

namespace {

// "kv_heads" → "--kv-heads": engine field names as the flags a user typed.
QString flagFor(const QString &field) {
    if (field.startsWith(QLatin1String("--")))
        return field;
    QString f = field;
    f.replace(QLatin1Char('_'), QLatin1Char('-'));
    return QStringLiteral("--") + f;
}

struct Reader {
    QCommandLineParser &parser;
    QString error;

    template<typename T>
    bool quantity(const char *flag, T *into, bool integer = false) {
        const QString name = QLatin1String(flag);
        if (!parser.isSet(name))
            return true;
        const auto v = units::parseQuantity(parser.value(name));
        if (!v || (integer && *v != double(qint64(*v)))) {
            error = QStringLiteral("--%1: %2")
                        .arg(name, integer ? ModelCommand::tr("expects a whole number, got '%1'")
                                                 .arg(parser.value(name))
                                           : ModelCommand::tr("expects a number, got '%1'")
                                                 .arg(parser.value(name)));
            return false;
        }
        *into = T(*v);
        return true;
    }
};

// The architecture flags, in the order --help lists them: each changes one ModelSpec field.
struct ArchitectureFlag {
    const char *flag;
    int ModelSpec::*field;
};
constexpr ArchitectureFlag kArchitectureFlags[] = {
    {"layers", &ModelSpec::layers},
    {"d-model", &ModelSpec::dModel},
    {"heads", &ModelSpec::heads},
    {"kv-heads", &ModelSpec::kvHeads},
    {"head-dim", &ModelSpec::headDim},
    {"ffn", &ModelSpec::ffn},
    {"vocab", &ModelSpec::vocab},
    {"experts", &ModelSpec::experts},
    {"active-experts", &ModelSpec::activeExperts},
    {"max-context", &ModelSpec::maxContext},
    {"sliding-window", &ModelSpec::slidingWindow},
    {"sliding-layers", &ModelSpec::slidingLayers},
};

// Applies the architecture flags given on top of a catalog, user or imported model. Every
// flag given changes the spec or is rejected: nothing is ignored. A layer count changes the
// windowed-layer count in proportion (all windowed stays all windowed), unless that is given.
Result<QStringList> applyOverrides(QCommandLineParser &p, ModelSpec &m) {
    QStringList changes;
    Reader r{p, {}};
    const int oldLayers = m.layers;
    for (const ArchitectureFlag &a : kArchitectureFlags) {
        if (!p.isSet(QLatin1String(a.flag)))
            continue;
        int v = 0;
        if (!r.quantity(a.flag, &v, true))
            return Error{r.error, {}, ErrorKind::InvalidInput};
        changes << QStringLiteral("--%1 %2 (was %3)")
                       .arg(QLatin1String(a.flag))
                       .arg(v)
                       .arg(m.*(a.field));
        m.*(a.field) = v;
    }
    if (p.isSet(QStringLiteral("tied-embeddings")) && !m.tiedEmbeddings) {
        m.tiedEmbeddings = true;
        changes << QStringLiteral("--tied-embeddings");
    }
    if (m.layers != oldLayers && oldLayers > 0 && !p.isSet(QStringLiteral("sliding-layers"))
        && m.slidingLayers > 0) {
        const int before = m.slidingLayers;
        m.slidingLayers = before == oldLayers
                              ? m.layers
                              : int(std::lround(double(before) * m.layers / oldLayers));
        changes << ModelCommand::tr("%1 of the %2 layers windowed, as %3 of %4 were")
                       .arg(m.slidingLayers)
                       .arg(m.layers)
                       .arg(before)
                       .arg(oldLayers);
    }
    if (m.layers != oldLayers && m.denseLayers > m.layers)
        m.denseLayers = m.layers;
    if (!changes.isEmpty())
        m.source = QStringLiteral("user");
    return changes;
}

// A model id from the catalog, else from the database's user models.
Result<ModelSpec> findModel(const QString &id, CliContext &ctx) {
    if (const ModelSpec *m = Catalog::builtIn().model(id))
        return *m;
    const auto db = ctx.openDatabase();
    if (!db)
        return db.error();
    auto m = storage::ProfileRepository(*db).model(id);
    if (!m && m.error().is(ErrorKind::NotFound))
        return fieldError(QStringLiteral("--model"),
                          ModelCommand::tr("unknown id '%1': neither the catalog nor this "
                                           "database has it; 'roofline catalog models' lists them")
                              .arg(id));
    return m;
}

// A GPU id from the catalog, else from the database's user and measured profiles.
Result<HardwareProfile> findGpu(const QString &id, CliContext &ctx) {
    if (const HardwareProfile *g = Catalog::builtIn().gpu(id))
        return *g;
    const auto db = ctx.openDatabase();
    if (!db)
        return db.error();
    auto g = storage::ProfileRepository(*db).gpu(id);
    if (!g && g.error().is(ErrorKind::NotFound))
        return fieldError(QStringLiteral("--gpu"),
                          ModelCommand::tr("unknown id '%1': neither the catalog nor this "
                                           "database has it; 'roofline catalog gpus' lists them")
                              .arg(id));
    return g;
}

int exitFor(const Error &e) {
    return e.is(ErrorKind::InvalidInput) ? ExitUsage : ExitFailure;
}

// The engine's error as the user typed it: its field named by the flag, its kind kept (--json).
Error asFlags(const Error &e) {
    Error out = e;
    if (!e.field.isEmpty())
        out.field = flagFor(e.field);
    return out;
}

// An error about a flag's value: the flag in front, the kind kept.
Error aboutFlag(const QString &flag, const Error &e) {
    return Error{e.text(), flag, e.kind};
}

} // namespace

QString ModelCommand::summary() const {
    return tr("analytic roofline of one LLM inference step");
}

int ModelCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("The analytic roofline of one LLM inference step: which of the clocks (memory, "
           "compute, launch overhead, and with tensor parallelism the link) sets its time, "
           "overlapped and kernel group by kernel group."));
    p.addHelpOption();
    const auto opt = [&p](const char *name, const QString &help, const char *value = "N") {
        p.addOption(QCommandLineOption(QLatin1String(name), help, QLatin1String(value)));
    };
    const auto flag = [&p](const char *name, const QString &help) {
        p.addOption(QCommandLineOption(QLatin1String(name), help));
    };
    opt("model", tr("catalog or user model id (see 'roofline catalog models')"), "ID");
    opt("config", tr("a Hugging Face config.json to read the model from"), "PATH");
    opt("params", tr("parameter count, for the seeds' params-only formula"));
    opt("layers", tr("decoder layers"));
    opt("d-model", tr("hidden size"));
    opt("heads", tr("query heads"));
    opt("kv-heads", tr("key/value heads"));
    opt("head-dim", tr("size of one head (default d-model / heads)"));
    opt("ffn", tr("feed-forward (per-expert) intermediate size"));
    opt("vocab", tr("vocabulary size"));
    opt("experts", tr("mixture-of-experts: experts per layer"));
    opt("active-experts", tr("mixture-of-experts: experts each token uses"));
    opt("max-context", tr("the longest context the model supports, for the context check"));
    opt("sliding-window", tr("tokens a windowed layer attends to"));
    opt("sliding-layers", tr("how many layers use the sliding window"));
    flag("tied-embeddings", tr("the output head shares the embedding table"));
    opt("gpu", tr("catalog or user GPU id (see 'roofline catalog gpus')"), "ID");
    opt("run", tr("use the measured ceilings of a stored run"), "RUN_ID");
    flag("measured", tr("with --run: the step the run measured for this model, format and batch "
                        "(roofline probe --llm) beside the analytic one, and the kernel "
                        "efficiency it implies"));
    opt("bandwidth", tr("memory bandwidth in B/s, e.g. 3.35e12"), "B_PER_S");
    opt("peak", tr("peak compute in FLOP/s, e.g. 990e12"), "FLOP_PER_S");
    opt("memory", tr("memory capacity in bytes, for the fit check (replaces the hardware's)"),
        "BYTES");
    opt("phase", tr("decode (one token per sequence) or prefill (the whole prompt)"), "PHASE");
    opt("batch", tr("sequences processed at once (default 1)"));
    opt("context", tr("decode: tokens already in the sequence; prefill: prompt length"));
    opt("weights",
        tr("format of the linear layers: fp32 tf32 fp16 bf16 fp8 int8 int4 fp4 mxfp4 nvfp4 "
           "(default: the checkpoint's, else bf16; 16/32-bit floats recast the whole model)"),
        "FMT");
    opt("attention", tr("format of the attention projections (default: --weights)"), "FMT");
    opt("mlp", tr("format of the feed-forward and expert weights (default: --weights)"), "FMT");
    opt("embedding", tr("format of the embedding table (default: the model's dtype)"), "FMT");
    opt("lm-head", tr("format of the output head (default: the model's dtype)"), "FMT");
    opt("kv", tr("KV-cache format (default: the model's dtype, as engines' 'auto')"), "FMT");
    opt("activations", tr("activation format (default: the model's dtype)"), "FMT");
    opt("math", tr("format the GEMMs multiply in (default: see docs/model/precision.md)"), "FMT");
    opt("gqa", tr("query heads per key/value head (overrides the model's)"), "G");
    opt("efficiency", tr("fraction of peak bandwidth the kernels reach, 0 < E <= 1 (default 1)"),
        "E");
    opt("compute-efficiency",
        tr("fraction of peak FLOP/s the kernels reach (MFU), 0 < E <= 1 (default 1)"), "E");
    opt("launch-overhead", tr("seconds per kernel launch (default: measured, else 2.5e-6)"),
        "SECONDS");
    opt("reserve", tr("bytes kept free besides weights and KV cache (default 1e9 + activations)"),
        "BYTES");
    opt("tp", tr("tensor parallelism: GPUs the model is split over (default 1)"));
    opt("link-bandwidth",
        tr("bytes per second each way between the GPUs (default: the GPU's peer link, a "
           "measured run's peer copy)"),
        "B_PER_S");
    opt("link-latency", tr("seconds per all-reduce on top of its bytes (default 0)"), "SECONDS");
    flag("require-fit",
         tr("exit with status 1 when the step does not fit in memory or the model's context"));
    if (!p.parse(args))
        return ctx.fail(ExitUsage, name(), p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        ctx.print(p.helpText());
        return ExitOk;
    }
    if (!p.positionalArguments().isEmpty())
        return ctx.fail(ExitUsage, name(),
                        tr("unexpected argument '%1'").arg(p.positionalArguments().first()));

    Reader r{p, {}};
    const auto isSet = [&p](const char *f) { return p.isSet(QLatin1String(f)); };

    // ---- the model ----
    if (int(isSet("model")) + int(isSet("config")) > 1)
        return ctx.fail(ExitUsage, name(), tr("give --model or --config, not both"));
    ModelSpec model;
    QStringList commandNotes;
    QJsonArray configNotes;
    if (isSet("model") || isSet("config")) {
        if (isSet("params"))
            return ctx.fail(ExitUsage, name(),
                            tr("--params describes a params-only model; it cannot change the "
                               "architecture of --model or --config"));
        if (isSet("model")) {
            auto m = findModel(p.value(QStringLiteral("model")), ctx);
            if (!m)
                return ctx.fail(exitFor(m.error()), name(), asFlags(m.error()));
            model = *m;
        } else {
            const QString path = p.value(QStringLiteral("config"));
            const auto bytes =
                storage::InputFile::read(path, storage::InputFile::Kind::ModelConfig);
            if (!bytes)
                return ctx.fail(
                    exitFor(bytes.error()), name(),
                    Error{bytes.error().message, QStringLiteral("--config"), bytes.error().kind});
            const auto imported = HfConfig::parse(*bytes, path);
            if (!imported)
                return ctx.fail(ExitUsage, name(),
                                Error{tr("--config %1: %2").arg(path, imported.error().text()),
                                      {},
                                      imported.error().kind});
            model = imported->model;
            for (const QString &n : imported->notes) {
                commandNotes << tr("config: %1").arg(n);
                configNotes.append(n);
            }
        }
        const auto changes = applyOverrides(p, model);
        if (!changes)
            return ctx.fail(ExitUsage, name(),
                            Error{changes.error().message, {}, changes.error().kind});
        if (!changes->isEmpty()) {
            commandNotes
                << tr("Changed from %1: %2").arg(model.name, changes->join(QStringLiteral(", ")));
            model.name = tr("%1 (changed)").arg(model.name);
        }
        if (const auto valid = model.checkArchitecture(); !valid)
            return ctx.fail(ExitUsage, name(), asFlags(valid.error()));
    } else {
        model.id = QStringLiteral("custom");
        model.source = QStringLiteral("user");
        model.headDim = 0;
        if (!r.quantity("params", &model.rawParams))
            return ctx.fail(ExitUsage, name(), r.error);
        const auto changes = applyOverrides(p, model);
        if (!changes)
            return ctx.fail(ExitUsage, name(),
                            Error{changes.error().message, {}, changes.error().kind});
        if (isSet("params") && !(model.rawParams > 0))
            return ctx.fail(ExitUsage, name(), tr("--params: must be a positive parameter count"));
        if (!isSet("params") && !isSet("layers"))
            return ctx.fail(ExitUsage, name(),
                            tr("give --model ID, --config PATH, --params N, or a full "
                               "architecture (--layers --d-model --heads --ffn --vocab)"));
        if (model.kvHeads == 0)
            model.kvHeads = model.heads;
        if (model.headDim == 0 && model.heads > 0)
            model.headDim = model.dModel / model.heads;
        if (model.slidingWindow > 0 && !isSet("sliding-layers"))
            model.slidingLayers = model.layers; // a window with no count: every layer
        model.name = model.rawParams > 0
                         ? tr("%1 parameters").arg(units::formatSi(model.rawParams, QString()))
                         : tr("custom model");
    }

    // ---- the hardware ----
    Ceilings hw;
    std::optional<Run> stored; // --run: read once, for its ceilings and its measured step
    const int sources =
        int(isSet("gpu")) + int(isSet("run")) + int(isSet("bandwidth") || isSet("peak"));
    if (sources != 1)
        return ctx.fail(
            ExitUsage, name(),
            tr("give exactly one of --gpu ID, --run RUN_ID, or --bandwidth and --peak"));
    if (isSet("gpu")) {
        const auto g = findGpu(p.value(QStringLiteral("gpu")), ctx);
        if (!g)
            return ctx.fail(exitFor(g.error()), name(), asFlags(g.error()));
        hw = Ceilings::fromProfile(*g);
    } else if (isSet("run")) {
        // The ceilings a stored run actually reached (MeasuredProfile, as the app's).
        const auto db = ctx.openDatabase();
        if (!db)
            return ctx.fail(ExitFailure, name(), db.error());
        const auto run = storage::RunRepository(*db).find(p.value(QStringLiteral("run")));
        if (!run)
            return ctx.fail(ExitFailure, name(), aboutFlag(QStringLiteral("--run"), run.error()));
        const auto measured = MeasuredProfile::calculatorCeilings(*run);
        if (!measured)
            return ctx.fail(ExitFailure, name(),
                            aboutFlag(QStringLiteral("--run"), measured.error()));
        hw = *measured;
        stored = *run;
    } else {
        if (!isSet("bandwidth") || !isSet("peak"))
            return ctx.fail(ExitUsage, name(), tr("--bandwidth and --peak go together"));
        if (!r.quantity("bandwidth", &hw.bandwidth) || !r.quantity("peak", &hw.uniformPeak))
            return ctx.fail(ExitUsage, name(), r.error);
        if (!(hw.uniformPeak > 0))
            return ctx.fail(ExitUsage, name(), tr("--peak: must be positive"));
        hw.name = tr("custom hardware");
    }
    // --memory sets the capacity of any hardware (a GPU's or run's own is replaced).
    if (isSet("memory")) {
        double capacity = 0;
        if (!r.quantity("memory", &capacity))
            return ctx.fail(ExitUsage, name(), r.error);
        if (!(capacity > 0))
            return ctx.fail(ExitUsage, name(), tr("--memory: must be positive"));
        if (hw.capacity)
            commandNotes << tr("Memory capacity %1 instead of the hardware's %2 (--memory).")
                                .arg(units::formatBytes(capacity),
                                     units::formatBytes(*hw.capacity));
        hw.capacity = capacity;
    }

    // ---- the step ----
    InferenceConfig cfg;
    if (isSet("phase")) {
        const auto phase = RooflineCalculator::phaseFromName(p.value(QStringLiteral("phase")));
        if (!phase)
            return ctx.fail(ExitUsage, name(), tr("--phase: must be decode or prefill"));
        cfg.phase = *phase;
    }
    double launch = -1, reserve = -1, link = 0, latency = 0;
    if (!r.quantity("batch", &cfg.batch, true) || !r.quantity("context", &cfg.context, true)
        || !r.quantity("gqa", &cfg.gqa, true) || !r.quantity("efficiency", &cfg.efficiency)
        || !r.quantity("compute-efficiency", &cfg.computeEfficiency)
        || !r.quantity("launch-overhead", &launch) || !r.quantity("reserve", &reserve)
        || !r.quantity("tp", &cfg.tensorParallel, true) || !r.quantity("link-bandwidth", &link)
        || !r.quantity("link-latency", &latency))
        return ctx.fail(ExitUsage, name(), r.error);
    if (isSet("gqa") && cfg.gqa < 1)
        return ctx.fail(ExitUsage, name(), tr("--gqa: must be at least 1"));
    if (isSet("launch-overhead"))
        cfg.launchOverhead = launch;
    if (isSet("reserve"))
        cfg.memoryReserve = reserve;
    if (isSet("link-bandwidth"))
        cfg.linkBandwidth = link;
    if (isSet("link-latency"))
        cfg.linkLatency = latency;
    if ((isSet("link-bandwidth") || isSet("link-latency")) && cfg.tensorParallel <= 1)
        return ctx.fail(ExitUsage, name(),
                        tr("--link-bandwidth and --link-latency time the all-reduces of tensor "
                           "parallelism: give --tp N (N > 1) with them"));
    cfg.weights = p.value(QStringLiteral("weights"));
    cfg.attention = p.value(QStringLiteral("attention"));
    cfg.mlp = p.value(QStringLiteral("mlp"));
    cfg.embedding = p.value(QStringLiteral("embedding"));
    cfg.lmHead = p.value(QStringLiteral("lm-head"));
    cfg.kv = p.value(QStringLiteral("kv"));
    cfg.activations = p.value(QStringLiteral("activations"));
    cfg.math = p.value(QStringLiteral("math"));
    // --measured without --context: the length the run measured this step at, when it
    // measured one (a decode default of 0 tokens would match nothing a probe measures).
    if (isSet("measured") && stored && !isSet("context")) {
        const auto length = MeasuredStep::onlyLength(*stored, model.id, cfg.phase,
                                                     MeasuredStep::formatFor(model, cfg));
        if (length) {
            cfg.context = *length;
            commandNotes << (cfg.phase == Phase::Decode
                                 ? tr("Context %1 tokens, as run %2 measured it (--context).")
                                 : tr("Prompt of %1 tokens, as run %2 measured it (--context)."))
                                .arg(*length)
                                .arg(stored->id);
        }
    }

    const auto result = RooflineCalculator::evaluate(model, hw, cfg);
    if (!result)
        return ctx.fail(ExitUsage, name(), asFlags(result.error()));
    const OperatingPoint &op = *result;

    // ---- the measured step (--measured) ----
    std::optional<MeasuredComparison> measured; // the calculator page shows the same answer
    if (isSet("measured")) {
        if (!isSet("run"))
            return ctx.fail(ExitUsage, name(),
                            tr("--measured needs --run RUN_ID: the run that measured the step"));
        const auto comparison = MeasuredCalculator::compare(*stored, model, hw, cfg);
        if (!comparison)
            return ctx.fail(ExitFailure, name(),
                            QStringLiteral("--measured: ") + comparison.error().text());
        measured = *comparison;
    }
    if (ctx.json) {
        QJsonObject o = toJson(op);
        o.insert(QStringLiteral("model"), model.id);
        o.insert(QStringLiteral("model_name"), model.name);
        o.insert(QStringLiteral("model_spec"), toJson(model));
        o.insert(QStringLiteral("hardware"), hw.name);
        o.insert(QStringLiteral("phase"), RooflineCalculator::phaseName(cfg.phase));
        o.insert(QStringLiteral("batch"), double(cfg.batch));
        o.insert(QStringLiteral("context"), double(cfg.context));
        o.insert(QStringLiteral("efficiency"), cfg.efficiency);
        o.insert(QStringLiteral("compute_efficiency"), cfg.computeEfficiency);
        o.insert(QStringLiteral("command_notes"), QJsonArray::fromStringList(commandNotes));
        if (!configNotes.isEmpty())
            o.insert(QStringLiteral("config_notes"), configNotes);
        if (measured) {
            const MeasuredStepPoint &step = measured->step;
            QJsonObject m;
            m.insert(QStringLiteral("probe"), step.probe);
            m.insert(QStringLiteral("case"), step.caseId);
            m.insert(QStringLiteral("format"), step.format);
            m.insert(QStringLiteral("step_time"), step.stepTime);
            m.insert(QStringLiteral("step_time_min"), step.minTime);
            m.insert(QStringLiteral("step_time_max"), step.maxTime);
            m.insert(QStringLiteral("cov"), step.cov);
            m.insert(QStringLiteral("samples"), double(step.samples));
            m.insert(QStringLiteral("tokens_per_second"), step.tokensPerSecond);
            m.insert(QStringLiteral("bound"), BoundState::id(step.bound));
            m.insert(QStringLiteral("bandwidth_efficiency"), step.bandwidthEfficiency);
            m.insert(QStringLiteral("mfu"), step.mfu);
            m.insert(QStringLiteral("kernel_efficiency"), measured->kernelEfficiency);
            m.insert(QStringLiteral("analytic_grouped_step_time"), op.groupedStepTime);
            const auto orNull = [](const std::optional<double> &v) {
                return v ? QJsonValue(*v) : QJsonValue();
            };
            m.insert(QStringLiteral("measured_bandwidth_efficiency"),
                     orNull(measured->bandwidthEfficiency));
            m.insert(QStringLiteral("measured_compute_efficiency"),
                     orNull(measured->computeEfficiency));
            m.insert(QStringLiteral("kernels"), double(measured->kernels.size()));
            m.insert(QStringLiteral("flip_batch"), orNull(measured->flip));
            m.insert(QStringLiteral("analytic_flip_batch"), orNull(measured->analyticFlip));
            o.insert(QStringLiteral("measured"), m);
        }
        ctx.printJson(o);
    } else {
        QString text = ModelText::describe(op, model.name, hw.name, cfg, commandNotes);
        if (measured)
            text += ModelText::describeMeasured(op, measured->step, measured->kernelEfficiency,
                                                measured->flip, measured->analyticFlip);
        ctx.print(text);
    }
    if (isSet("require-fit")) {
        // The result is out already (with --json the one document, which says fits_in_memory
        // and fits_context): the refusal goes to stderr only.
        const auto refuse = [&](const QString &why) {
            ctx.complain(name(), why);
            return int(ExitFailure);
        };
        if (op.fitsInMemory == std::optional<bool>(false))
            return refuse(tr("--require-fit: %1 needed, %2 available")
                              .arg(units::formatBytes(op.memoryRequired),
                                   units::formatBytes(*op.memoryCapacity)));
        if (op.fitsContext == std::optional<bool>(false))
            return refuse(tr("--require-fit: the context exceeds the model's maximum of %1")
                              .arg(model.maxContext));
        if (!op.fitsInMemory)
            return refuse(tr("--require-fit: the hardware states no memory capacity; give "
                             "--memory"));
    }
    return ExitOk;
}

} // namespace roofline::cli
