// SPDX-License-Identifier: MIT
#include "model/importers/PeerImport.h"

#include "model/RunBundle.h"
#include "model/importers/PeerParsers.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QUuid>
#include <cmath>

namespace roofline::importers {

namespace {

struct ToolName {
    PeerTool tool;
    const char *id;
};
constexpr ToolName kTools[] = {
    {PeerTool::NvBandwidth, "nvbandwidth"}, {PeerTool::NcclTests, "nccl-tests"},
    {PeerTool::BabelStream, "babelstream"}, {PeerTool::Stream, "stream"},
    {PeerTool::Mixbench, "mixbench"},       {PeerTool::LikwidBench, "likwid-bench"},
    {PeerTool::Clpeak, "clpeak"},           {PeerTool::Nvbench, "nvbench"},
};

// The namespace of the runs' name-based UUIDs: importing the same output twice gives the
// same run, which storage then skips.
// The namespace of the runs' name-based uuids (the same file imports as the same run).
QUuid uuidNamespace() {
    static const QUuid ns(QStringLiteral("{5b0e6f7c-3c1e-4d55-9a55-6f2d9f2a1c33}"));
    return ns;
}

bool has(const QString &text, const char *needle) {
    return text.contains(QLatin1String(needle));
}

} // namespace

QString PeerImport::toolId(PeerTool tool) {
    for (const ToolName &t : kTools) {
        if (t.tool == tool)
            return QString::fromLatin1(t.id);
    }
    return {};
}

std::optional<PeerTool> PeerImport::toolFromId(const QString &id) {
    for (const ToolName &t : kTools) {
        if (id.compare(QLatin1String(t.id), Qt::CaseInsensitive) == 0)
            return t.tool;
    }
    return std::nullopt;
}

QStringList PeerImport::toolIds() {
    QStringList ids;
    for (const ToolName &t : kTools)
        ids << QString::fromLatin1(t.id);
    return ids;
}

std::optional<PeerTool> PeerImport::detect(const QByteArray &data) {
    // The first 256 KiB decide: every tool names itself or its table near the top.
    const QString head = QString::fromUtf8(data.left(256 * 1024));
    const QString trimmed = head.trimmed();
    if (trimmed.startsWith(QLatin1Char('{'))) {
        if (has(trimmed, "\"nvbandwidth\""))
            return PeerTool::NvBandwidth;
        if (has(trimmed, "\"benchmarks\"") && has(trimmed, "\"devices\""))
            return PeerTool::Nvbench;
        return std::nullopt;
    }
    if (has(head, "\"nvbandwidth\"") && has(head, "\"testcases\""))
        return PeerTool::NvBandwidth; // JSON behind warning lines
    if (trimmed.startsWith(QLatin1Char('<')) && has(trimmed, "<clpeak"))
        return PeerTool::Clpeak;
    if (has(head, "nvbandwidth Version") || has(head, "memcpy CE ") || has(head, "memcpy SM "))
        return PeerTool::NvBandwidth;
    static const QRegularExpression streamHeader(QStringLiteral(R"(Function\s+[MG]i?Bytes/sec)"));
    static const QRegularExpression ncclHeader(
        QStringLiteral(R"(^\S*#\s+size\s+count\s+type\s+redop\b)"),
        QRegularExpression::MultilineOption);
    if (has(head, "nccl-tests version") || ncclHeader.match(head).hasMatch())
        return PeerTool::NcclTests;
    if (has(head, "LIKWID MICRO BENCHMARK"))
        return PeerTool::LikwidBench;
    if (has(head, "STREAM version $Revision") || has(head, "Best Rate MB/s"))
        return PeerTool::Stream;
    if (has(head, "BabelStream") || has(head, "GPU-STREAM") || head.contains(streamHeader)
        || has(head, "function,num_times,n_elements"))
        return PeerTool::BabelStream;
    if (has(head, "mixbench") || has(head, "Compute iters, Flops/byte"))
        return PeerTool::Mixbench;
    if (has(head, "Global memory bandwidth (GBPS)") || has(head, "compute (GFLOPS)"))
        return PeerTool::Clpeak;
    return std::nullopt;
}

QString PeerImport::sourceTool(const Run &run) {
    return run.extra.value(QLatin1String("source"))
        .toObject()
        .value(QLatin1String("tool"))
        .toString();
}

bool PeerImport::isPeerProbe(const QString &probe) {
    const QString tool = probe.section(QLatin1Char('.'), 0, 0);
    // Our own probes are "cpu.*", "cuda.*", "headline": none is a tool id.
    return toolFromId(tool).has_value() && toolId(*toolFromId(tool)) == tool;
}

namespace {

// The parser of `tool` over the whole output.
Result<void> runParser(PeerTool tool, const QByteArray &data, const QString &text,
                       detail::Parsed &parsed) {
    switch (tool) {
    case PeerTool::NvBandwidth:
        return detail::parseNvBandwidth(data, parsed);
    case PeerTool::NcclTests:
        return detail::parseNcclTests(text, parsed);
    case PeerTool::BabelStream:
        return detail::parseBabelStream(text, parsed);
    case PeerTool::Stream:
        return detail::parseStream(text, parsed);
    case PeerTool::Mixbench:
        return detail::parseMixbench(text, parsed);
    case PeerTool::LikwidBench:
        return detail::parseLikwidBench(text, parsed);
    case PeerTool::Clpeak:
        return detail::parseClpeak(data, parsed);
    case PeerTool::Nvbench:
        return detail::parseNvbench(data, parsed);
    }
    return Result<void>::success();
}

// The runs' time: the file's, else now (said in a note); whole seconds.
QDateTime runTime(const PeerImportOptions &options, QList<ImportNote> &notes) {
    QDateTime when = options.fileTime.toUTC();
    if (!when.isValid()) {
        when = QDateTime::currentDateTimeUtc();
        notes.append({QStringLiteral("time"),
                      PeerImport::tr("the output carries no date and no file time was given; the "
                                     "import time stands for the run's time")});
    }
    when.setTime(QTime(when.time().hour(), when.time().minute(), when.time().second()));
    return when;
}

// The raw text, in chunks a bundle can carry (at most PeerImport::kMaxRawChars of it).
QJsonArray rawChunks(const QString &text, QList<ImportNote> &notes) {
    QJsonArray raw;
    const qsizetype kept = std::min(text.size(), PeerImport::kMaxRawChars);
    for (qsizetype at = 0; at < kept; at += PeerImport::kRawChunkChars)
        raw.append(text.mid(at, std::min(PeerImport::kRawChunkChars, kept - at)));
    if (kept < text.size())
        notes.append(
            {QStringLiteral("raw"), PeerImport::tr("the raw text is kept up to %1 characters of %2")
                                        .arg(PeerImport::kMaxRawChars)
                                        .arg(text.size())});
    return raw;
}

// The run's node: --host, else every node the output names, else "unknown" (and a note).
void setHost(Run &run, const detail::ParsedDevice &d, const PeerImportOptions &options,
             QList<ImportNote> &notes) {
    QStringList hosts = d.hosts;
    hosts.removeDuplicates();
    if (!options.host.isEmpty()) {
        run.host.hostname = options.host;
    } else if (!hosts.isEmpty()) {
        run.host.hostname = hosts.join(QLatin1Char(','));
    } else {
        run.host.hostname = QStringLiteral("unknown");
        notes.append({QStringLiteral("host"),
                      PeerImport::tr("the output does not name its node; stored as 'unknown' "
                                     "(name it with --host)")});
    }
    if (hosts.size() > 1)
        run.host.provenance.insert(QStringLiteral("nodes"), QJsonArray::fromStringList(hosts));
}

// Run::extra["source"]: the tool, its version and command line, the notes so far, the raw text.
QJsonObject sourceOf(const QString &id, const detail::Parsed &parsed,
                     const QList<ImportNote> &importNotes, const QJsonArray &raw, bool rawTruncated,
                     const PeerImportOptions &options) {
    QJsonArray notes;
    for (const ImportNote &n : importNotes)
        notes.append(QJsonObject{{QStringLiteral("field"), n.field},
                                 {QStringLiteral("message"), n.message}});
    QJsonObject source{{QStringLiteral("tool"), id},
                       {QStringLiteral("format"), parsed.format},
                       {QStringLiteral("notes"), notes},
                       {QStringLiteral("raw"), raw}};
    if (!parsed.version.isEmpty())
        source.insert(QStringLiteral("tool_version"), parsed.version);
    if (!parsed.commandLine.isEmpty())
        source.insert(QStringLiteral("command_line"), parsed.commandLine);
    if (!options.fileName.isEmpty())
        source.insert(QStringLiteral("file"), options.fileName);
    if (!parsed.details.isEmpty())
        source.insert(QStringLiteral("details"), parsed.details);
    if (rawTruncated)
        source.insert(QStringLiteral("raw_truncated"), true);
    return source;
}

// The run of the output's i-th device (without its source); the host note goes to `notes`.
Run deviceRun(const QString &id, qsizetype i, const detail::Parsed &parsed, const QByteArray &data,
              const QDateTime &when, const PeerImportOptions &options, QList<ImportNote> &notes) {
    const detail::ParsedDevice &d = parsed.devices.at(i);
    Run run;
    // The content and what the user said of it: the same file with another --host is
    // another node's run.
    run.uuid = QUuid::createUuidV5(uuidNamespace(), id.toUtf8() + '\n' + QByteArray::number(i)
                                                        + '\n' + options.host.toUtf8() + '\n'
                                                        + options.test.toUtf8() + '\n' + data)
                   .toString(QUuid::WithoutBraces);
    run.startedAt = when;
    run.finishedAt = when;
    run.status = Run::Status::Complete;
    run.suite = id;
    run.tags = {QStringLiteral("imported"), id};
    setHost(run, d, options, notes);
    run.device.id = id + QLatin1Char('/') + (d.kind.isEmpty() ? QStringLiteral("device") : d.kind);
    run.device.name = d.name.isEmpty() ? run.device.id : d.name;
    run.device.driver = d.driver;
    run.device.provenance = d.provenance;
    run.measurements = d.measurements;
    run.measurementCount = run.measurements.size();
    run.notes = PeerImport::tr("Imported from %1 (%2%3).")
                    .arg(options.fileName.isEmpty() ? QStringLiteral("-") : options.fileName, id,
                         parsed.version.isEmpty() ? QString() : QLatin1Char(' ') + parsed.version);
    return run;
}

} // namespace

Result<PeerImportResult> PeerImport::parse(const QByteArray &data,
                                           const PeerImportOptions &options) {
    const QString file = options.fileName.isEmpty() ? tr("the input") : options.fileName;
    if (data.size() > kMaxInputBytes)
        return kindError(ErrorKind::InvalidInput,
                         tr("%1: %2 bytes; an imported output may have at most %3")
                             .arg(file)
                             .arg(data.size())
                             .arg(kMaxInputBytes));
    if (data.trimmed().isEmpty())
        return kindError(ErrorKind::InvalidInput, tr("%1 is empty").arg(file));
    const std::optional<PeerTool> tool = options.tool ? options.tool : detect(data);
    if (!tool)
        return kindError(ErrorKind::InvalidInput,
                         tr("%1: not the output of a tool this version reads (%2); name it "
                            "with --tool if it is one of them")
                             .arg(file, toolIds().join(QStringLiteral(", "))));

    detail::Parsed parsed;
    parsed.test = options.test;
    const QString text = QString::fromUtf8(data);
    const Result<void> ok = runParser(*tool, data, text, parsed);
    const QString id = toolId(*tool);
    if (!ok) {
        Error e = ok.error();
        e.message = tr("%1 (read as %2): %3").arg(file, id, e.message);
        return e;
    }
    parsed.devices.removeIf([](const detail::ParsedDevice &d) { return d.measurements.isEmpty(); });
    if (parsed.devices.isEmpty())
        return kindError(ErrorKind::InvalidInput,
                         tr("%1 (read as %2): no figure found; this is not %2 output, or "
                            "every test in it failed")
                             .arg(file, id));

    PeerImportResult out;
    out.tool = *tool;
    out.format = parsed.format;
    out.notes = parsed.notes;
    const QDateTime when = runTime(options, out.notes);
    const QJsonArray raw = rawChunks(text, out.notes);
    const bool rawTruncated = std::min(text.size(), kMaxRawChars) < text.size();
    for (qsizetype i = 0; i < parsed.devices.size(); ++i) {
        Run run = deviceRun(id, i, parsed, data, when, options, out.notes);
        run.extra.insert(QStringLiteral("source"),
                         sourceOf(id, parsed, out.notes, raw, rawTruncated, options));
        // The same checks as any bundle: an importer never stores what a bundle could not carry.
        auto checked = RunBundle::runFromJson(RunBundle::runToJson(run), QString(), file);
        if (!checked)
            return checked.error();
        out.runs.append(run);
    }
    return out;
}

namespace detail {

std::optional<double> number(const QString &text) {
    static const QRegularExpression plain(
        QStringLiteral(R"(^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$)"));
    const QString t = text.trimmed();
    if (!plain.match(t).hasMatch())
        return std::nullopt;
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QStringList lines(const QString &text) {
    static const QRegularExpression mpiPrefix(QStringLiteral(R"(^\[\d+,\d+\]<std(out|err)>:)"));
    QStringList out = text.split(QLatin1Char('\n'));
    for (QString &l : out) {
        l.remove(mpiPrefix);
        while (!l.isEmpty() && l.back().isSpace())
            l.chop(1);
    }
    return out;
}

QString formatOfType(const QString &type) {
    const QString t = type.trimmed().toLower();
    static const QList<std::pair<QStringList, const char *>> map = {
        {{QStringLiteral("float"), QStringLiteral("float32"), QStringLiteral("fp32"),
          QStringLiteral("single")},
         "fp32"},
        {{QStringLiteral("double"), QStringLiteral("float64"), QStringLiteral("fp64")}, "fp64"},
        {{QStringLiteral("half"), QStringLiteral("float16"), QStringLiteral("fp16")}, "fp16"},
        {{QStringLiteral("bfloat16"), QStringLiteral("bf16")}, "bf16"},
        {{QStringLiteral("int8"), QStringLiteral("char")}, "int8"},
        {{QStringLiteral("uint8")}, "uint8"},
        {{QStringLiteral("int32"), QStringLiteral("int")}, "int32"},
        {{QStringLiteral("uint32")}, "uint32"},
        {{QStringLiteral("int64")}, "int64"},
        {{QStringLiteral("uint64")}, "uint64"},
        {{QStringLiteral("f8e4m3"), QStringLiteral("fp8_e4m3"), QStringLiteral("fp8")}, "fp8"},
        {{QStringLiteral("f8e5m2"), QStringLiteral("fp8_e5m2")}, "fp8-e5m2"},
    };
    for (const auto &[names, id] : map) {
        if (names.contains(t))
            return QString::fromLatin1(id);
    }
    return {};
}

Measurement measurement(const QString &probe, const QString &metric, const QString &level,
                        const QString &format, const QString &kernel, double value,
                        const QString &unit) {
    Measurement m;
    m.probe = probe;
    m.metric = metric;
    m.level = level;
    m.format = format;
    m.kernel = kernel;
    m.value = value;
    m.best = value;
    m.unit = unit;
    return m;
}

QString notAvailableNote() {
    return PeerImport::tr("N/A: the tool did not measure it; not stored");
}
QString notANumberNote(const QString &cell) {
    return PeerImport::tr("'%1' is not a number; not stored").arg(RunBundle::excerpt(cell, 40));
}
QString missingNote() {
    return PeerImport::tr("missing from the output; not stored");
}
QString zeroNote(const QString &cell) {
    return PeerImport::tr("printed as %1, below the tool's resolution; not stored as a zero")
        .arg(cell);
}
QString unknownUnitNote(const QString &unit) {
    return PeerImport::tr("unknown unit '%1'; not stored").arg(RunBundle::excerpt(unit, 40));
}
QString unknownSectionNote(const QString &title) {
    return PeerImport::tr("'%1' is not a figure this importer reads; not stored")
        .arg(RunBundle::excerpt(title, 80));
}
Error invalid(const QString &message) {
    return Error{message, {}, ErrorKind::InvalidInput};
}
std::optional<double> positiveNumber(const QString &text, const QString &field, Parsed &out) {
    const auto v = number(text);
    if (!v) {
        out.note(field, notANumberNote(text));
        return std::nullopt;
    }
    if (*v <= 0) {
        out.note(field, zeroNote(text));
        return std::nullopt;
    }
    return v;
}

} // namespace detail

} // namespace roofline::importers
