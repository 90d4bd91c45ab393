// SPDX-License-Identifier: MIT
#include "cli/ModelCommand.h"

#include "cli/CliContext.h"
#include "cli/ModelText.h"
#include "model/Catalog.h"
#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "model/analysis/MeasuredProfile.h"
#include "model/llm/HfConfig.h"
#include "model/llm/MeasuredCalculator.h"
#include "model/llm/ModelJson.h"
#include "model/llm/RooflineCalculator.h"
#include "storage/InputFile.h"
#include "storage/ProfileRepository.h"
#include "usecases/Runs.h"

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

namespace {

void addOption(QCommandLineParser &p, const char *name, const QString &help,
               const char *value = "N") {
    p.addOption(QCommandLineOption(QLatin1String(name), help, QLatin1String(value)));
}

void addFlag(QCommandLineParser &p, const char *name, const QString &help) {
    p.addOption(QCommandLineOption(QLatin1String(name), help));
}

// The model: a catalog or user id, a config.json, or its architecture flag by flag.
void addModelOptions(QCommandLineParser &p) {
    addOption(p, "model",
              ModelCommand::tr("catalog or user model id (see 'roofline catalog models')"), "ID");
    addOption(p, "config", ModelCommand::tr("a Hugging Face config.json to read the model from"),
              "PATH");
    addOption(p, "params", ModelCommand::tr("parameter count, for the seeds' params-only formula"));
    addOption(p, "layers", ModelCommand::tr("decoder layers"));
    addOption(p, "d-model", ModelCommand::tr("hidden size"));
    addOption(p, "heads", ModelCommand::tr("query heads"));
    addOption(p, "kv-heads", ModelCommand::tr("key/value heads"));
    addOption(p, "head-dim", ModelCommand::tr("size of one head (default d-model / heads)"));
    addOption(p, "ffn", ModelCommand::tr("feed-forward (per-expert) intermediate size"));
    addOption(p, "vocab", ModelCommand::tr("vocabulary size"));
    addOption(p, "experts", ModelCommand::tr("mixture-of-experts: experts per layer"));
    addOption(p, "active-experts", ModelCommand::tr("mixture-of-experts: experts each token uses"));
    addOption(p, "max-context",
              ModelCommand::tr("the longest context the model supports, for the context check"));
    addOption(p, "sliding-window", ModelCommand::tr("tokens a windowed layer attends to"));
    addOption(p, "sliding-layers", ModelCommand::tr("how many layers use the sliding window"));
    addFlag(p, "tied-embeddings", ModelCommand::tr("the output head shares the embedding table"));
}

// The hardware: a GPU id, a stored run's ceilings, or bandwidth and peak.
void addHardwareOptions(QCommandLineParser &p) {
    addOption(p, "gpu", ModelCommand::tr("catalog or user GPU id (see 'roofline catalog gpus')"),
              "ID");
    addOption(p, "run", ModelCommand::tr("use the measured ceilings of a stored run"), "RUN_ID");
    addFlag(p, "measured",
            ModelCommand::tr("with --run: the step the run measured for this model, format and "
                             "batch (roofline probe --llm) beside the analytic one, and the kernel "
                             "efficiency it implies"));
    addOption(p, "bandwidth", ModelCommand::tr("memory bandwidth in B/s, e.g. 3.35e12"), "B_PER_S");
    addOption(p, "peak", ModelCommand::tr("peak compute in FLOP/s, e.g. 990e12"), "FLOP_PER_S");
    addOption(
        p, "memory",
        ModelCommand::tr("memory capacity in bytes, for the fit check (replaces the hardware's)"),
        "BYTES");
}

// The step's shape and its formats.
void addStepOptions(QCommandLineParser &p) {
    addOption(p, "phase",
              ModelCommand::tr("decode (one token per sequence) or prefill (the whole prompt)"),
              "PHASE");
    addOption(p, "batch", ModelCommand::tr("sequences processed at once (default 1)"));
    addOption(p, "context",
              ModelCommand::tr("decode: tokens already in the sequence; prefill: prompt length"));
    addOption(p, "weights",
              ModelCommand::tr("format of the linear layers: fp32 tf32 fp16 bf16 fp8 int8 int4 "
                               "fp4 mxfp4 nvfp4 (default: the checkpoint's, else bf16; 16/32-bit "
                               "floats recast the whole model)"),
              "FMT");
    addOption(p, "attention",
              ModelCommand::tr("format of the attention projections (default: --weights)"), "FMT");
    addOption(
        p, "mlp",
        ModelCommand::tr("format of the feed-forward and expert weights (default: --weights)"),
        "FMT");
    addOption(p, "embedding",
              ModelCommand::tr("format of the embedding table (default: the model's dtype)"),
              "FMT");
    addOption(p, "lm-head",
              ModelCommand::tr("format of the output head (default: the model's dtype)"), "FMT");
    addOption(p, "kv",
              ModelCommand::tr("KV-cache format (default: the model's dtype, as engines' 'auto')"),
              "FMT");
    addOption(p, "activations", ModelCommand::tr("activation format (default: the model's dtype)"),
              "FMT");
    addOption(
        p, "math",
        ModelCommand::tr("format the GEMMs multiply in (default: see docs/model/precision.md)"),
        "FMT");
}

// Efficiencies, overheads, tensor parallelism and the fit check.
void addTimingOptions(QCommandLineParser &p) {
    addOption(p, "gqa", ModelCommand::tr("query heads per key/value head (overrides the model's)"),
              "G");
    addOption(
        p, "efficiency",
        ModelCommand::tr("fraction of peak bandwidth the kernels reach, 0 < E <= 1 (default 1)"),
        "E");
    addOption(
        p, "compute-efficiency",
        ModelCommand::tr("fraction of peak FLOP/s the kernels reach (MFU), 0 < E <= 1 (default 1)"),
        "E");
    addOption(p, "launch-overhead",
              ModelCommand::tr("seconds per kernel launch (default: measured, else 2.5e-6)"),
              "SECONDS");
    addOption(p, "reserve",
              ModelCommand::tr(
                  "bytes kept free besides weights and KV cache (default 1e9 + activations)"),
              "BYTES");
    addOption(p, "tp",
              ModelCommand::tr("tensor parallelism: GPUs the model is split over (default 1)"));
    addOption(p, "link-bandwidth",
              ModelCommand::tr("bytes per second each way between the GPUs (default: the GPU's "
                               "peer link, a measured run's peer copy)"),
              "B_PER_S");
    addOption(p, "link-latency",
              ModelCommand::tr("seconds per all-reduce on top of its bytes (default 0)"),
              "SECONDS");
    addFlag(p, "require-fit",
            ModelCommand::tr(
                "exit with status 1 when the step does not fit in memory or the model's context"));
}

// The exit status of a failure already reported; nothing while all is well.
using Exit = std::optional<int>;

// One `roofline model` invocation: the options read into a model, hardware and step, each
// part by its own function, then the operating point printed.
class ModelStep {
public:
    ModelStep(QCommandLineParser &p, CliContext &ctx, const QString &name)
        : m_p(p)
        , m_ctx(ctx)
        , m_name(name)
        , m_reader{p, {}} {}

    Exit readModel();
    Exit readHardware();
    Exit readStep();
    int evaluateAndPrint();

private:
    bool isSet(const char *flag) const { return m_p.isSet(QLatin1String(flag)); }
    Exit fail(int code, const Error &error) const { return m_ctx.fail(code, m_name, error); }
    Exit fail(int code, const QString &message) const { return m_ctx.fail(code, m_name, message); }
    Exit readNamedModel();
    Exit readConfig();
    Exit readCustomModel();
    Exit readStoredRun();
    Exit readBandwidthAndPeak();
    Exit readMemory();
    Exit readQuantities();
    void contextAsMeasured();
    QJsonObject toJsonDocument(const OperatingPoint &op,
                               const std::optional<MeasuredComparison> &measured) const;
    int requireFit(const OperatingPoint &op) const;

    QCommandLineParser &m_p;
    CliContext &m_ctx;
    QString m_name;
    Reader m_reader;
    ModelSpec m_model;
    QStringList m_commandNotes;
    QJsonArray m_configNotes;
    Ceilings m_hw;
    std::optional<Run> m_stored; // --run: read once, for its ceilings and its measured step
    InferenceConfig m_cfg;
};

Exit ModelStep::readModel() {
    if (int(isSet("model")) + int(isSet("config")) > 1)
        return fail(ExitUsage, ModelCommand::tr("give --model or --config, not both"));
    if (!isSet("model") && !isSet("config"))
        return readCustomModel();
    if (isSet("params"))
        return fail(ExitUsage,
                    ModelCommand::tr("--params describes a params-only model; it cannot change "
                                     "the architecture of --model or --config"));
    if (const Exit failed = isSet("model") ? readNamedModel() : readConfig())
        return failed;
    const auto changes = applyOverrides(m_p, m_model);
    if (!changes)
        return fail(ExitUsage, Error{changes.error().message, {}, changes.error().kind});
    if (!changes->isEmpty()) {
        m_commandNotes << ModelCommand::tr("Changed from %1: %2")
                              .arg(m_model.name, changes->join(QStringLiteral(", ")));
        m_model.name = ModelCommand::tr("%1 (changed)").arg(m_model.name);
    }
    if (const auto valid = m_model.checkArchitecture(); !valid)
        return fail(ExitUsage, asFlags(valid.error()));
    return std::nullopt;
}

Exit ModelStep::readNamedModel() {
    auto m = findModel(m_p.value(QStringLiteral("model")), m_ctx);
    if (!m)
        return fail(exitFor(m.error()), asFlags(m.error()));
    m_model = *m;
    return std::nullopt;
}

Exit ModelStep::readConfig() {
    const QString path = m_p.value(QStringLiteral("config"));
    const auto bytes = storage::InputFile::read(path, storage::InputFile::Kind::ModelConfig);
    if (!bytes)
        return fail(exitFor(bytes.error()),
                    Error{bytes.error().message, QStringLiteral("--config"), bytes.error().kind});
    const auto imported = HfConfig::parse(*bytes, path);
    if (!imported)
        return fail(ExitUsage,
                    Error{ModelCommand::tr("--config %1: %2").arg(path, imported.error().text()),
                          {},
                          imported.error().kind});
    m_model = imported->model;
    for (const QString &n : imported->notes) {
        m_commandNotes << ModelCommand::tr("config: %1").arg(n);
        m_configNotes.append(n);
    }
    return std::nullopt;
}

// --params N, or a full architecture flag by flag.
Exit ModelStep::readCustomModel() {
    m_model.id = QStringLiteral("custom");
    m_model.source = QStringLiteral("user");
    m_model.headDim = 0;
    if (!m_reader.quantity("params", &m_model.rawParams))
        return fail(ExitUsage, m_reader.error);
    const auto changes = applyOverrides(m_p, m_model);
    if (!changes)
        return fail(ExitUsage, Error{changes.error().message, {}, changes.error().kind});
    if (isSet("params") && !(m_model.rawParams > 0))
        return fail(ExitUsage, ModelCommand::tr("--params: must be a positive parameter count"));
    if (!isSet("params") && !isSet("layers"))
        return fail(ExitUsage,
                    ModelCommand::tr("give --model ID, --config PATH, --params N, or a full "
                                     "architecture (--layers --d-model --heads --ffn --vocab)"));
    if (m_model.kvHeads == 0)
        m_model.kvHeads = m_model.heads;
    if (m_model.headDim == 0 && m_model.heads > 0)
        m_model.headDim = m_model.dModel / m_model.heads;
    if (m_model.slidingWindow > 0 && !isSet("sliding-layers"))
        m_model.slidingLayers = m_model.layers; // a window with no count: every layer
    m_model.name =
        m_model.rawParams > 0
            ? ModelCommand::tr("%1 parameters").arg(units::formatSi(m_model.rawParams, QString()))
            : ModelCommand::tr("custom model");
    return std::nullopt;
}

Exit ModelStep::readHardware() {
    const int sources =
        int(isSet("gpu")) + int(isSet("run")) + int(isSet("bandwidth") || isSet("peak"));
    if (sources != 1)
        return fail(ExitUsage, ModelCommand::tr("give exactly one of --gpu ID, --run RUN_ID, or "
                                                "--bandwidth and --peak"));
    if (isSet("gpu")) {
        const auto g = findGpu(m_p.value(QStringLiteral("gpu")), m_ctx);
        if (!g)
            return fail(exitFor(g.error()), asFlags(g.error()));
        m_hw = Ceilings::fromProfile(*g);
    } else if (const Exit failed = isSet("run") ? readStoredRun() : readBandwidthAndPeak()) {
        return failed;
    }
    return readMemory();
}

// The ceilings a stored run actually reached (MeasuredProfile, as the app's).
Exit ModelStep::readStoredRun() {
    const auto db = m_ctx.openDatabase();
    if (!db)
        return fail(ExitFailure, db.error());
    const auto run = usecases::Runs::load(*db, QStringList{m_p.value(QStringLiteral("run"))});
    if (!run)
        return fail(ExitFailure, aboutFlag(QStringLiteral("--run"), run.error()));
    const auto measured = MeasuredProfile::calculatorCeilings(run->first());
    if (!measured)
        return fail(ExitFailure, aboutFlag(QStringLiteral("--run"), measured.error()));
    m_hw = *measured;
    m_stored = run->first();
    return std::nullopt;
}

Exit ModelStep::readBandwidthAndPeak() {
    if (!isSet("bandwidth") || !isSet("peak"))
        return fail(ExitUsage, ModelCommand::tr("--bandwidth and --peak go together"));
    if (!m_reader.quantity("bandwidth", &m_hw.bandwidth)
        || !m_reader.quantity("peak", &m_hw.uniformPeak))
        return fail(ExitUsage, m_reader.error);
    if (!(m_hw.uniformPeak > 0))
        return fail(ExitUsage, ModelCommand::tr("--peak: must be positive"));
    m_hw.name = ModelCommand::tr("custom hardware");
    return std::nullopt;
}

// --memory sets the capacity of any hardware (a GPU's or run's own is replaced).
Exit ModelStep::readMemory() {
    if (!isSet("memory"))
        return std::nullopt;
    double capacity = 0;
    if (!m_reader.quantity("memory", &capacity))
        return fail(ExitUsage, m_reader.error);
    if (!(capacity > 0))
        return fail(ExitUsage, ModelCommand::tr("--memory: must be positive"));
    if (m_hw.capacity)
        m_commandNotes << ModelCommand::tr(
                              "Memory capacity %1 instead of the hardware's %2 (--memory).")
                              .arg(units::formatBytes(capacity),
                                   units::formatBytes(*m_hw.capacity));
    m_hw.capacity = capacity;
    return std::nullopt;
}

Exit ModelStep::readStep() {
    if (isSet("phase")) {
        const auto phase = RooflineCalculator::phaseFromName(m_p.value(QStringLiteral("phase")));
        if (!phase)
            return fail(ExitUsage, ModelCommand::tr("--phase: must be decode or prefill"));
        m_cfg.phase = *phase;
    }
    if (const Exit failed = readQuantities())
        return failed;
    m_cfg.weights = m_p.value(QStringLiteral("weights"));
    m_cfg.attention = m_p.value(QStringLiteral("attention"));
    m_cfg.mlp = m_p.value(QStringLiteral("mlp"));
    m_cfg.embedding = m_p.value(QStringLiteral("embedding"));
    m_cfg.lmHead = m_p.value(QStringLiteral("lm-head"));
    m_cfg.kv = m_p.value(QStringLiteral("kv"));
    m_cfg.activations = m_p.value(QStringLiteral("activations"));
    m_cfg.math = m_p.value(QStringLiteral("math"));
    contextAsMeasured();
    return std::nullopt;
}

// The step's numbers: batch, context, efficiencies, overheads, tensor parallelism.
Exit ModelStep::readQuantities() {
    double launch = -1, reserve = -1, link = 0, latency = 0;
    Reader &r = m_reader;
    if (!r.quantity("batch", &m_cfg.batch, true) || !r.quantity("context", &m_cfg.context, true)
        || !r.quantity("gqa", &m_cfg.gqa, true) || !r.quantity("efficiency", &m_cfg.efficiency)
        || !r.quantity("compute-efficiency", &m_cfg.computeEfficiency)
        || !r.quantity("launch-overhead", &launch) || !r.quantity("reserve", &reserve)
        || !r.quantity("tp", &m_cfg.tensorParallel, true) || !r.quantity("link-bandwidth", &link)
        || !r.quantity("link-latency", &latency))
        return fail(ExitUsage, r.error);
    if (isSet("gqa") && m_cfg.gqa < 1)
        return fail(ExitUsage, ModelCommand::tr("--gqa: must be at least 1"));
    if (isSet("launch-overhead"))
        m_cfg.launchOverhead = launch;
    if (isSet("reserve"))
        m_cfg.memoryReserve = reserve;
    if (isSet("link-bandwidth"))
        m_cfg.linkBandwidth = link;
    if (isSet("link-latency"))
        m_cfg.linkLatency = latency;
    if ((isSet("link-bandwidth") || isSet("link-latency")) && m_cfg.tensorParallel <= 1)
        return fail(ExitUsage,
                    ModelCommand::tr("--link-bandwidth and --link-latency time the all-reduces of "
                                     "tensor parallelism: give --tp N (N > 1) with them"));
    return std::nullopt;
}

// --measured without --context: the length the run measured this step at, when it
// measured one (a decode default of 0 tokens would match nothing a probe measures).
void ModelStep::contextAsMeasured() {
    if (!isSet("measured") || !m_stored || isSet("context"))
        return;
    const auto length = MeasuredStep::onlyLength(*m_stored, m_model.id, m_cfg.phase,
                                                 MeasuredStep::formatFor(m_model, m_cfg));
    if (!length)
        return;
    m_cfg.context = *length;
    m_commandNotes
        << (m_cfg.phase == Phase::Decode
                ? ModelCommand::tr("Context %1 tokens, as run %2 measured it (--context).")
                : ModelCommand::tr("Prompt of %1 tokens, as run %2 measured it (--context)."))
               .arg(*length)
               .arg(m_stored->id);
}

QJsonObject measuredJson(const OperatingPoint &op, const MeasuredComparison &measured) {
    const MeasuredStepPoint &step = measured.step;
    const auto orNull = [](const std::optional<double> &v) {
        return v ? QJsonValue(*v) : QJsonValue();
    };
    return QJsonObject{
        {QStringLiteral("probe"), step.probe},
        {QStringLiteral("case"), step.caseId},
        {QStringLiteral("format"), step.format},
        {QStringLiteral("step_time"), step.stepTime},
        {QStringLiteral("step_time_min"), step.minTime},
        {QStringLiteral("step_time_max"), step.maxTime},
        {QStringLiteral("cov"), step.cov},
        {QStringLiteral("samples"), double(step.samples)},
        {QStringLiteral("tokens_per_second"), step.tokensPerSecond},
        {QStringLiteral("bound"), BoundState::id(step.bound)},
        {QStringLiteral("bandwidth_efficiency"), step.bandwidthEfficiency},
        {QStringLiteral("mfu"), step.mfu},
        {QStringLiteral("kernel_efficiency"), measured.kernelEfficiency},
        {QStringLiteral("analytic_grouped_step_time"), op.groupedStepTime},
        {QStringLiteral("measured_bandwidth_efficiency"), orNull(measured.bandwidthEfficiency)},
        {QStringLiteral("measured_compute_efficiency"), orNull(measured.computeEfficiency)},
        {QStringLiteral("kernels"), double(measured.kernels.size())},
        {QStringLiteral("flip_batch"), orNull(measured.flip)},
        {QStringLiteral("analytic_flip_batch"), orNull(measured.analyticFlip)},
    };
}

QJsonObject ModelStep::toJsonDocument(const OperatingPoint &op,
                                      const std::optional<MeasuredComparison> &measured) const {
    QJsonObject o = toJson(op);
    o.insert(QStringLiteral("model"), m_model.id);
    o.insert(QStringLiteral("model_name"), m_model.name);
    o.insert(QStringLiteral("model_spec"), toJson(m_model));
    o.insert(QStringLiteral("hardware"), m_hw.name);
    o.insert(QStringLiteral("phase"), RooflineCalculator::phaseName(m_cfg.phase));
    o.insert(QStringLiteral("batch"), double(m_cfg.batch));
    o.insert(QStringLiteral("context"), double(m_cfg.context));
    o.insert(QStringLiteral("efficiency"), m_cfg.efficiency);
    o.insert(QStringLiteral("compute_efficiency"), m_cfg.computeEfficiency);
    o.insert(QStringLiteral("command_notes"), QJsonArray::fromStringList(m_commandNotes));
    if (!m_configNotes.isEmpty())
        o.insert(QStringLiteral("config_notes"), m_configNotes);
    if (measured)
        o.insert(QStringLiteral("measured"), measuredJson(op, *measured));
    return o;
}

int ModelStep::evaluateAndPrint() {
    const auto result = RooflineCalculator::evaluate(m_model, m_hw, m_cfg);
    if (!result)
        return *fail(ExitUsage, asFlags(result.error()));
    const OperatingPoint &op = *result;
    // The measured step (--measured): the calculator page shows the same answer.
    std::optional<MeasuredComparison> measured;
    if (isSet("measured")) {
        if (!isSet("run"))
            return *fail(ExitUsage, ModelCommand::tr("--measured needs --run RUN_ID: the run "
                                                     "that measured the step"));
        const auto comparison = MeasuredCalculator::compare(*m_stored, m_model, m_hw, m_cfg);
        if (!comparison)
            return *fail(ExitFailure, QStringLiteral("--measured: ") + comparison.error().text());
        measured = *comparison;
    }
    if (m_ctx.json) {
        m_ctx.printJson(toJsonDocument(op, measured));
    } else {
        QString text = ModelText::describe(op, m_model.name, m_hw.name, m_cfg, m_commandNotes);
        if (measured)
            text += ModelText::describeMeasured(op, measured->step, measured->kernelEfficiency,
                                                measured->flip, measured->analyticFlip);
        m_ctx.print(text);
    }
    return isSet("require-fit") ? requireFit(op) : int(ExitOk);
}

// The result is out already (with --json the one document, which says fits_in_memory and
// fits_context): the refusal goes to stderr only.
int ModelStep::requireFit(const OperatingPoint &op) const {
    QString why;
    if (op.fitsInMemory == std::optional<bool>(false))
        why =
            ModelCommand::tr("--require-fit: %1 needed, %2 available")
                .arg(units::formatBytes(op.memoryRequired), units::formatBytes(*op.memoryCapacity));
    else if (op.fitsContext == std::optional<bool>(false))
        why = ModelCommand::tr("--require-fit: the context exceeds the model's maximum of %1")
                  .arg(m_model.maxContext);
    else if (!op.fitsInMemory)
        why = ModelCommand::tr(
            "--require-fit: the hardware states no memory capacity; give --memory");
    if (why.isEmpty())
        return ExitOk;
    m_ctx.complain(m_name, why);
    return ExitFailure;
}

} // namespace

int ModelCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("The analytic roofline of one LLM inference step: which of the clocks (memory, "
           "compute, launch overhead, and with tensor parallelism the link) sets its time, "
           "overlapped and kernel group by kernel group."));
    p.addHelpOption();
    addModelOptions(p);
    addHardwareOptions(p);
    addStepOptions(p);
    addTimingOptions(p);
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    if (!p.positionalArguments().isEmpty())
        return ctx.fail(ExitUsage, name(),
                        tr("unexpected argument '%1'").arg(p.positionalArguments().constFirst()));
    ModelStep step(p, ctx, name());
    for (const auto read :
         {&ModelStep::readModel, &ModelStep::readHardware, &ModelStep::readStep}) {
        if (const Exit failed = (step.*read)())
            return *failed;
    }
    return step.evaluateAndPrint();
}

} // namespace roofline::cli
