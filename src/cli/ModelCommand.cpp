#include "cli/ModelCommand.h"

#include "cli/CliContext.h"
#include "cli/TextTable.h"
#include "model/Catalog.h"
#include "model/ModelJson.h"
#include "model/RooflineCalculator.h"
#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "model/analysis/MeasuredProfile.h"
#include "storage/RunRepository.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>

namespace roofline::cli {

namespace {

// "kv_heads" → "--kv-heads": engine field names as the flags a user typed.
QString flagFor(const QString &field) {
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

QString describe(const OperatingPoint &op, const QString &modelName, const QString &hwName,
                 const InferenceConfig &cfg) {
    using namespace units;
    // Keys are measured in terminal columns, so translated (CJK) keys keep the values aligned.
    QList<QPair<QString, QString>> lines;
    const auto line = [&lines](const QString &k, const QString &v) { lines.append({k, v}); };
    QString s = ModelCommand::tr("%1 on %2: %3, batch %4, context %5\n")
                    .arg(modelName, hwName, RooflineCalculator::phaseName(cfg.phase))
                    .arg(cfg.batch)
                    .arg(cfg.context);
    line(ModelCommand::tr("State"), BoundState::label(op.state));
    line(ModelCommand::tr("Formats (w/kv/act)"),
         QStringLiteral("%1 / %2 / %3 (math in %4)")
             .arg(op.weightsFormat, op.kvFormat, op.activationsFormat, op.computeFormat));
    line(ModelCommand::tr("Arithmetic intensity"),
         ModelCommand::tr("%1 FLOP/byte").arg(op.arithmeticIntensity, 0, 'g', 4));
    line(ModelCommand::tr("Ridge point"),
         ModelCommand::tr("%1 FLOP/byte").arg(op.ridgePoint, 0, 'g', 4));
    line(ModelCommand::tr("Bytes moved"), formatBytes(op.bytes));
    line(ModelCommand::tr("  weights"), formatBytes(op.weightBytes));
    line(ModelCommand::tr("  KV cache"), ModelCommand::tr("%1 (%2 % of weights)")
                                             .arg(formatBytes(op.kvCacheBytes))
                                             .arg(op.kvToWeights * 100, 0, 'f', 1));
    line(ModelCommand::tr("FLOPs"), formatSi(op.flops, QStringLiteral("FLOP")));
    line(ModelCommand::tr("Effective bandwidth"),
         formatSi(op.effectiveBandwidth, QStringLiteral("B/s")));
    line(ModelCommand::tr("Peak compute"), formatSi(op.peakFlops, QStringLiteral("FLOP/s")));
    line(ModelCommand::tr("Memory time"), formatSeconds(op.memoryTime));
    line(ModelCommand::tr("Compute time"), formatSeconds(op.computeTime));
    line(ModelCommand::tr("Overhead time"), ModelCommand::tr("%1 (%2 launches × %3)")
                                                .arg(formatSeconds(op.overheadTime))
                                                .arg(op.launches)
                                                .arg(formatSeconds(op.launchOverhead)));
    line(ModelCommand::tr("Step time"), formatSeconds(op.stepTime));
    line(ModelCommand::tr("Time per token"), formatSeconds(op.timePerToken));
    line(ModelCommand::tr("Throughput"),
         ModelCommand::tr("%1 tokens/s").arg(op.tokensPerSecond, 0, 'f', 1));
    line(ModelCommand::tr("Compute utilisation"),
         QStringLiteral("%1 %").arg(op.computeUtilization * 100, 0, 'f', 1));
    line(ModelCommand::tr("With CUDA Graphs"),
         ModelCommand::tr("%1 step, %2")
             .arg(formatSeconds(op.graphStepTime), BoundState::label(op.graphState)));
    line(ModelCommand::tr("Memory required"), formatBytes(op.memoryRequired));
    if (op.memoryCapacity)
        line(ModelCommand::tr("Fits in memory"),
             ModelCommand::tr("%1 (capacity %2)")
                 .arg(*op.fitsInMemory ? ModelCommand::tr("yes") : ModelCommand::tr("no"),
                      formatBytes(*op.memoryCapacity)));
    s += keyValueLines(lines);
    for (const QString &n : op.notes)
        s += QStringLiteral("  * ") + n + QLatin1Char('\n');
    return s;
}

} // namespace

QString ModelCommand::summary() const {
    return tr("analytic roofline of one LLM inference step");
}

int ModelCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("The analytic roofline of one LLM inference step: which of the "
           "three clocks (memory, compute, launch overhead) sets its time."));
    p.addHelpOption();
    const auto opt = [&p](const char *name, const QString &help, const char *value = "N") {
        p.addOption(QCommandLineOption(QLatin1String(name), help, QLatin1String(value)));
    };
    opt("model", tr("catalog or user model id (see 'roofline catalog models')"), "ID");
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
    p.addOption(QCommandLineOption(QStringLiteral("tied-embeddings"),
                                   tr("the output head shares the embedding table")));
    opt("gpu", tr("catalog or user GPU id (see 'roofline catalog gpus')"), "ID");
    opt("run", tr("use the measured ceilings of a stored run"), "RUN_ID");
    opt("bandwidth", tr("memory bandwidth in B/s, e.g. 3.35e12"), "B_PER_S");
    opt("peak", tr("peak compute in FLOP/s, e.g. 990e12"), "FLOP_PER_S");
    opt("memory", tr("memory capacity in bytes, for the fit check"), "BYTES");
    opt("phase", tr("decode (one token per sequence) or prefill (the whole prompt)"), "PHASE");
    opt("batch", tr("sequences processed at once (default 1)"));
    opt("context", tr("decode: tokens already in the sequence; prefill: prompt length"));
    opt("weights", tr("weight format: fp32 tf32 fp16 bf16 fp8 int8 int4 (default bf16)"), "FMT");
    opt("kv", tr("KV-cache format (default: the weights' float format, else bf16)"), "FMT");
    opt("activations", tr("activation format (default: the weights' float format, else bf16)"),
        "FMT");
    opt("gqa", tr("query heads per key/value head (overrides the model's)"), "G");
    opt("efficiency", tr("fraction of peak bandwidth the kernels reach, 0 < E <= 1 (default 1)"),
        "E");
    opt("launch-overhead", tr("seconds per kernel launch (default: measured, else 2.5e-6)"),
        "SECONDS");
    opt("reserve", tr("bytes kept free besides weights and KV cache (default 1e9 + activations)"),
        "BYTES");
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
    const Catalog &catalog = Catalog::builtIn();

    // ---- the model ----
    ModelSpec model;
    QString modelName;
    if (p.isSet(QStringLiteral("model"))) {
        const ModelSpec *m = catalog.model(p.value(QStringLiteral("model")));
        if (!m)
            return ctx.fail(ExitUsage, name(),
                            tr("--model: unknown id '%1'; 'roofline catalog models' lists them")
                                .arg(p.value(QStringLiteral("model"))));
        model = *m;
        modelName = m->name;
    } else {
        model.id = QStringLiteral("custom");
        model.source = QStringLiteral("user");
        model.headDim = 0;
        if (!r.quantity("params", &model.rawParams) || !r.quantity("layers", &model.layers, true)
            || !r.quantity("d-model", &model.dModel, true)
            || !r.quantity("heads", &model.heads, true)
            || !r.quantity("kv-heads", &model.kvHeads, true)
            || !r.quantity("head-dim", &model.headDim, true) || !r.quantity("ffn", &model.ffn, true)
            || !r.quantity("vocab", &model.vocab, true)
            || !r.quantity("experts", &model.experts, true)
            || !r.quantity("active-experts", &model.activeExperts, true))
            return ctx.fail(ExitUsage, name(), r.error);
        if (p.isSet(QStringLiteral("params")) && !(model.rawParams > 0))
            return ctx.fail(ExitUsage, name(), tr("--params: must be a positive parameter count"));
        if (!p.isSet(QStringLiteral("params")) && !p.isSet(QStringLiteral("layers")))
            return ctx.fail(ExitUsage, name(),
                            tr("give --model ID, --params N, or a full architecture "
                               "(--layers --d-model --heads --ffn --vocab)"));
        if (model.kvHeads == 0)
            model.kvHeads = model.heads;
        if (model.headDim == 0 && model.heads > 0)
            model.headDim = model.dModel / model.heads;
        model.tiedEmbeddings = p.isSet(QStringLiteral("tied-embeddings"));
        model.name = model.rawParams > 0
                         ? tr("%1 parameters").arg(units::formatSi(model.rawParams, QString()))
                         : tr("custom model");
        modelName = model.name;
    }

    // ---- the hardware ----
    Ceilings hw;
    const int sources =
        int(p.isSet(QStringLiteral("gpu"))) + int(p.isSet(QStringLiteral("run")))
        + int(p.isSet(QStringLiteral("bandwidth")) || p.isSet(QStringLiteral("peak")));
    if (sources != 1)
        return ctx.fail(
            ExitUsage, name(),
            tr("give exactly one of --gpu ID, --run RUN_ID, or --bandwidth and --peak"));
    if (p.isSet(QStringLiteral("gpu"))) {
        const HardwareProfile *g = catalog.gpu(p.value(QStringLiteral("gpu")));
        if (!g)
            return ctx.fail(ExitUsage, name(),
                            tr("--gpu: unknown id '%1'; 'roofline catalog gpus' lists them")
                                .arg(p.value(QStringLiteral("gpu"))));
        hw = Ceilings::fromProfile(*g);
    } else if (p.isSet(QStringLiteral("run"))) {
        // The ceilings a stored run actually reached.
        const auto db = ctx.openDatabase();
        if (!db)
            return ctx.fail(ExitFailure, name(), db.error().text());
        const auto run = storage::RunRepository(*db).find(p.value(QStringLiteral("run")));
        if (!run)
            return ctx.fail(ExitFailure, name(), QStringLiteral("--run: ") + run.error().text());
        const HardwareProfile measured = MeasuredProfile::derive(*run);
        if (!(measured.memoryBandwidth > 0) || measured.peak.isEmpty())
            return ctx.fail(ExitFailure, name(),
                            tr("--run: run %1 measured no memory bandwidth or no compute peak; "
                               "probe with the standard suite first")
                                .arg(p.value(QStringLiteral("run"))));
        hw = MeasuredProfile::ceilings(measured);
        hw.name = tr("%1 (measured in run %2)").arg(measured.name, p.value(QStringLiteral("run")));
    } else {
        if (!p.isSet(QStringLiteral("bandwidth")) || !p.isSet(QStringLiteral("peak")))
            return ctx.fail(ExitUsage, name(), tr("--bandwidth and --peak go together"));
        double capacity = 0;
        if (!r.quantity("bandwidth", &hw.bandwidth) || !r.quantity("peak", &hw.uniformPeak)
            || !r.quantity("memory", &capacity))
            return ctx.fail(ExitUsage, name(), r.error);
        if (!(hw.uniformPeak > 0))
            return ctx.fail(ExitUsage, name(), tr("--peak: must be positive"));
        if (p.isSet(QStringLiteral("memory"))) {
            if (!(capacity > 0))
                return ctx.fail(ExitUsage, name(), tr("--memory: must be positive"));
            hw.capacity = capacity;
        }
        hw.name = tr("custom hardware");
    }

    // ---- the step ----
    InferenceConfig cfg;
    if (p.isSet(QStringLiteral("phase"))) {
        const auto phase = RooflineCalculator::phaseFromName(p.value(QStringLiteral("phase")));
        if (!phase)
            return ctx.fail(ExitUsage, name(), tr("--phase: must be decode or prefill"));
        cfg.phase = *phase;
    }
    double launch = -1, reserve = -1;
    if (!r.quantity("batch", &cfg.batch, true) || !r.quantity("context", &cfg.context, true)
        || !r.quantity("gqa", &cfg.gqa, true) || !r.quantity("efficiency", &cfg.efficiency)
        || !r.quantity("launch-overhead", &launch) || !r.quantity("reserve", &reserve))
        return ctx.fail(ExitUsage, name(), r.error);
    if (p.isSet(QStringLiteral("gqa")) && cfg.gqa < 1)
        return ctx.fail(ExitUsage, name(), tr("--gqa: must be at least 1"));
    if (p.isSet(QStringLiteral("launch-overhead")))
        cfg.launchOverhead = launch;
    if (p.isSet(QStringLiteral("reserve")))
        cfg.memoryReserve = reserve;
    if (p.isSet(QStringLiteral("weights")))
        cfg.weights = p.value(QStringLiteral("weights"));
    cfg.kv = p.value(QStringLiteral("kv"));
    cfg.activations = p.value(QStringLiteral("activations"));

    const auto result = RooflineCalculator::evaluate(model, hw, cfg);
    if (!result) {
        const Error &e = result.error();
        return ctx.fail(ExitUsage, name(),
                        e.field.isEmpty() ? e.message
                                          : flagFor(e.field) + QStringLiteral(": ") + e.message);
    }
    if (ctx.json) {
        QJsonObject o = toJson(*result);
        o.insert(QStringLiteral("model"), model.id);
        o.insert(QStringLiteral("hardware"), hw.name);
        o.insert(QStringLiteral("phase"), RooflineCalculator::phaseName(cfg.phase));
        o.insert(QStringLiteral("batch"), double(cfg.batch));
        o.insert(QStringLiteral("context"), double(cfg.context));
        o.insert(QStringLiteral("efficiency"), cfg.efficiency);
        ctx.printJson(o);
    } else {
        ctx.print(describe(*result, modelName, hw.name, cfg));
    }
    return ExitOk;
}

} // namespace roofline::cli
