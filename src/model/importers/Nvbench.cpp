// SPDX-License-Identifier: MIT
// NVIDIA nvbench (github.com/NVIDIA/nvbench): the --json file. Two layouts exist: the
// current one (JSON format 1.x: "meta", states as an array, summaries with "tag" and "data")
// and the one before it (mid-2021: states and summaries as objects keyed by name, values
// under "value"). Per benchmark state: the cold GPU time (latency, its relative noise as the
// coefficient of variation) and the global-memory throughput when the benchmark declared its
// bytes.
#include "model/importers/PeerParsers.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace roofline::importers::detail {

namespace {

struct Summary {
    QString tag;   // "nv/cold/time/gpu/mean" (current) or the summary's name (before)
    QString value; // as the file has it: numbers are strings
};

QList<Summary> summariesOf(const QJsonValue &v) {
    QList<Summary> out;
    if (v.isArray()) {
        const QJsonArray itemsJson = v.toArray();
        for (const QJsonValue &s : itemsJson) {
            const QJsonObject o = s.toObject();
            QString value;
            const QJsonArray dataJson = o.value(QLatin1String("data")).toArray();
            for (const QJsonValue &d : dataJson) {
                if (d.toObject().value(QLatin1String("name")).toString() == QLatin1String("value"))
                    value = d.toObject().value(QLatin1String("value")).toString();
            }
            out.append({o.value(QLatin1String("tag")).toString(), value});
        }
    } else {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.append({it.key(), it.value()
                                      .toObject()
                                      .value(QLatin1String("value"))
                                      .toObject()
                                      .value(QLatin1String("value"))
                                      .toString()});
    }
    return out;
}

// The value of the first summary whose tag (or, in the older layout, name) is one of `tags`.
std::optional<QString> find(const QList<Summary> &summaries,
                            std::initializer_list<const char *> tags) {
    for (const char *t : tags) {
        for (const Summary &s : summaries) {
            if (s.tag == QLatin1String(t))
                return s.value;
        }
    }
    return std::nullopt;
}

// The file's "meta": nvbench's version, the JSON layout and the command line.
void readMeta(const QJsonObject &root, Parsed &out) {
    const QJsonObject meta = root.value(QLatin1String("meta")).toObject();
    const QJsonObject version = meta.value(QLatin1String("version")).toObject();
    out.version = version.value(QLatin1String("nvbench"))
                      .toObject()
                      .value(QLatin1String("string"))
                      .toString();
    if (version.isEmpty())
        out.details.insert(QStringLiteral("layout"),
                           QStringLiteral("before JSON format 1.0 (no \"meta\")"));
    else
        out.details.insert(
            QStringLiteral("json_format"),
            version.value(QLatin1String("json")).toObject().value(QLatin1String("string")));
    QStringList argv;
    const QJsonArray argvJson = meta.value(QLatin1String("argv")).toArray();
    for (const QJsonValue &a : argvJson)
        argv << a.toString();
    out.commandLine = argv.join(QLatin1Char(' '));
}

// A benchmark's states by name: an array (current layout) or an object keyed by name (before).
QList<std::pair<QString, QJsonObject>> statesOf(const QJsonObject &bench) {
    QList<std::pair<QString, QJsonObject>> states;
    const QJsonValue s = bench.value(QLatin1String("states"));
    if (s.isArray()) {
        const QJsonArray statesJson = s.toArray();
        for (const QJsonValue &st : statesJson)
            states.append({st.toObject().value(QLatin1String("name")).toString(), st.toObject()});
    } else {
        const QJsonObject o = s.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            states.append({it.key(), it.value().toObject()});
    }
    return states;
}

// The kernel name of a state: "device N" and its axis values (the state's name starts with
// "Device=N").
QString kernelOf(const QString &stateName, int device) {
    QString kernel = stateName;
    if (kernel.startsWith(QLatin1String("Device=")))
        kernel = kernel.section(QLatin1Char(' '), 1);
    return QStringLiteral("device %1").arg(device)
           + (kernel.isEmpty() ? QString() : QLatin1Char(' ') + kernel);
}

// One benchmark state: its cold GPU time and, when declared, its global-memory throughput.
void addState(const QString &name, const QString &stateName, const QJsonObject &state,
              QSet<int> &used, Parsed &out) {
    const QString probe = QStringLiteral("nvbench.") + name;
    const QString field = QStringLiteral("%1 [%2]").arg(name, stateName);
    if (state.value(QLatin1String("is_skipped")).toBool()) {
        out.note(field, PeerImport::tr("skipped by nvbench%1; not stored")
                            .arg(state.contains(QLatin1String("skip_reason"))
                                     ? QStringLiteral(": ")
                                           + state.value(QLatin1String("skip_reason")).toString()
                                     : QString()));
        return;
    }
    const int device = state.value(QLatin1String("device")).toInt();
    used.insert(device);
    const QList<Summary> summaries = summariesOf(state.value(QLatin1String("summaries")));
    const auto time = find(summaries, {"nv/cold/time/gpu/mean", "Average GPU Time (Cold)"});
    const auto noise = find(
        summaries, {"nv/cold/time/gpu/stdev/relative", "GPU Relative Standard Deviation (Cold)"});
    const auto samples = find(summaries, {"nv/cold/sample_size", "Number of Samples (Cold)"});
    const auto bandwidth =
        find(summaries, {"nv/cold/bw/global/bytes_per_second", "Average Global Memory Throughput"});
    const QString kernel = kernelOf(stateName, device);
    if (!time) {
        out.note(field, PeerImport::tr("no cold GPU time; not stored"));
        return;
    }
    const auto t = positiveNumber(*time, field + QStringLiteral(" GPU time"), out);
    if (!t)
        return;
    Measurement m = measurement(probe, QStringLiteral("latency"), QString(), QString(), kernel, *t,
                                QStringLiteral("s"));
    if (noise) {
        if (const auto c = number(*noise); c && *c >= 0)
            m.cov = *c;
    }
    if (samples)
        m.params.insert(QStringLiteral("samples"), number(*samples).value_or(0));
    m.params.insert(QStringLiteral("state"), stateName);
    ParsedDevice &dev = out.device();
    dev.measurements.append(m);
    if (!bandwidth)
        return;
    if (const auto bw = positiveNumber(*bandwidth, field + QStringLiteral(" GlobalMem BW"), out)) {
        Measurement g = measurement(probe, QStringLiteral("bandwidth"), QString(), QString(),
                                    kernel, *bw, QStringLiteral("B/s"));
        g.params = m.params;
        dev.measurements.append(g);
    }
}

} // namespace

Result<void> parseNvbench(const QByteArray &data, Parsed &out) {
    out.format = QStringLiteral("json");
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (doc.isNull())
        return invalid(PeerImport::tr("not valid JSON at offset %1: %2")
                           .arg(error.offset)
                           .arg(error.errorString()));
    const QJsonObject root = doc.object();
    readMeta(root, out);
    QHash<int, QString> deviceNames;
    const QJsonArray devicesJson = root.value(QLatin1String("devices")).toArray();
    for (const QJsonValue &d : devicesJson)
        deviceNames.insert(d.toObject().value(QLatin1String("id")).toInt(),
                           d.toObject().value(QLatin1String("name")).toString());
    const QJsonArray benchmarks = root.value(QLatin1String("benchmarks")).toArray();
    if (benchmarks.isEmpty())
        return invalid(PeerImport::tr("no benchmarks (\"benchmarks\" is missing or empty)"));

    ParsedDevice &dev = out.device();
    dev.kind = QStringLiteral("cuda");
    QSet<int> used;
    for (const QJsonValue &b : benchmarks) {
        const QJsonObject bench = b.toObject();
        const QString name = bench.value(QLatin1String("name")).toString();
        for (const auto &[stateName, state] : statesOf(bench))
            addState(name, stateName, state, used, out);
    }
    QStringList names;
    for (int d : std::as_const(used))
        names << deviceNames.value(d, QStringLiteral("device %1").arg(d));
    names.sort();
    names.removeDuplicates();
    dev.name = names.join(QStringLiteral(" + "));
    return {};
}

} // namespace roofline::importers::detail
