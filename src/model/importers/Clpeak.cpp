// SPDX-License-Identifier: MIT
// clpeak (github.com/krrishnarraj/clpeak): its text report and its XML (-x), both the
// format_version 2 of clpeak 2.x (<run><category><test name unit><metric name>) and the
// older one (<platform><device><global_memory_bandwidth unit="gbps"><float>…). Each
// device (text) or run (XML: one per backend) becomes a run of its own.
#include "model/importers/PeerParsers.h"

#include <QRegularExpression>
#include <QXmlStreamReader>

namespace roofline::importers::detail {

namespace {

struct Scale {
    QString metric;
    QString unit;
    double factor = 0;
};

std::optional<Scale> scaleOf(const QString &unitText) {
    const QString u = unitText.trimmed().toLower();
    if (u == QLatin1String("gbps"))
        return Scale{QStringLiteral("bandwidth"), QStringLiteral("B/s"), 1e9};
    if (u == QLatin1String("gflops"))
        return Scale{QStringLiteral("throughput"), QStringLiteral("FLOP/s"), 1e9};
    if (u == QLatin1String("tflops"))
        return Scale{QStringLiteral("throughput"), QStringLiteral("FLOP/s"), 1e12};
    if (u == QLatin1String("giops") || u == QLatin1String("gops"))
        return Scale{QStringLiteral("throughput"), QStringLiteral("OP/s"), 1e9};
    if (u == QLatin1String("tops") || u == QLatin1String("tiops"))
        return Scale{QStringLiteral("throughput"), QStringLiteral("OP/s"), 1e12};
    if (u == QLatin1String("us"))
        return Scale{QStringLiteral("latency"), QStringLiteral("s"), 1e-6};
    return std::nullopt;
}

// The number format a compute figure is of, from its metric name ("half2", "fp8_e4m3",
// "int8_dp") or, failing that, its test name ("double_precision_compute").
QString formatOf(const QString &test, const QString &metric) {
    for (const QString &name : {metric.toLower(), test.toLower()}) {
        static const QList<std::pair<const char *, const char *>> tokens = {
            {"fp8_e5m2", "fp8-e5m2"}, {"fp8_e4m3", "fp8"}, {"mxf4", "mxfp4"}, {"nvf4", "nvfp4"},
            {"fp4", "fp4"},           {"tf32", "tf32"},    {"bf16", "bf16"},  {"bfloat16", "bf16"},
            {"fp64", "fp64"},         {"double", "fp64"},  {"fp32", "fp32"},  {"single", "fp32"},
            {"float", "fp32"},        {"fp16", "fp16"},    {"half", "fp16"},  {"mixed", "fp16"},
            {"int8", "int8"},         {"char", "int8"},    {"int4", "int4"},  {"int", "int32"},
        };
        for (const auto &[token, id] : tokens) {
            if (name.contains(QLatin1String(token)))
                return QString::fromLatin1(id);
        }
    }
    return {};
}

// "Global memory bandwidth" → "global_memory_bandwidth" (the XML's test names).
QString slug(const QString &title) {
    QString s = title.trimmed().toLower();
    s.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("_"));
    while (s.endsWith(QLatin1Char('_')))
        s.chop(1);
    return s;
}

// One figure of a test; false when it is not one this importer stores (then a note).
void add(ParsedDevice &dev, Parsed &out, const QString &test, const QString &unitText,
         const QString &metricName, const QString &valueText) {
    const QString field = QStringLiteral("%1/%2").arg(test, metricName);
    const auto scale = scaleOf(unitText);
    if (!scale) {
        out.note(field, unknownUnitNote(unitText));
        return;
    }
    QString level;
    QString format;
    const QString lower = metricName.toLower();
    if (scale->metric == QLatin1String("bandwidth")) {
        if (test.startsWith(QLatin1String("global_memory")))
            level = QStringLiteral("DRAM");
        else if (test.startsWith(QLatin1String("local_memory")))
            level = QStringLiteral("SHARED");
        else if (test.startsWith(QLatin1String("transfer"))) {
            if (lower.contains(QLatin1String("enqueuemap"))
                || lower.contains(QLatin1String("enqueueunmap"))) {
                out.note(field, PeerImport::tr("the time of a map call, not a transfer rate; not "
                                               "stored"));
                return;
            }
            level = lower.contains(QLatin1String("write")) || lower.contains(QLatin1String("h2d"))
                            || lower.contains(QLatin1String("memcpy to"))
                        ? QStringLiteral("H2D")
                        : QStringLiteral("D2H");
        }
    } else if (scale->metric == QLatin1String("latency")) {
        level = QStringLiteral("LAUNCH");
    } else {
        format = formatOf(test, metricName);
        if (format.isEmpty()) {
            out.note(field, unknownSectionNote(field));
            return;
        }
    }
    const auto v = number(valueText);
    if (!v) {
        out.note(field, valueText.trimmed().isEmpty() ? missingNote() : notANumberNote(valueText));
        return;
    }
    if (*v <= 0) {
        out.note(field, zeroNote(valueText.trimmed()));
        return;
    }
    dev.measurements.append(measurement(QStringLiteral("clpeak"), scale->metric, level, format,
                                        field, *v * scale->factor, scale->unit));
}

Result<void> parseXml(const QByteArray &data, Parsed &out) {
    out.format = QStringLiteral("xml");
    QXmlStreamReader xml(data);
    QString test;     // the current test (v2) or section element (old)
    QString unitText; // its unit attribute
    bool old = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString name = xml.name().toString();
            const auto attr = [&](const char *a) {
                return xml.attributes().value(QLatin1String(a)).toString();
            };
            if (name == QLatin1String("clpeak")) {
                out.version = attr("clpeak_version");
                if (xml.attributes().hasAttribute(QLatin1String("format_version")))
                    out.details.insert(QStringLiteral("xml_format_version"),
                                       attr("format_version"));
                out.details.insert(QStringLiteral("os"), attr("os"));
            } else if (name == QLatin1String("run")) {
                out.devices.append(ParsedDevice{});
                ParsedDevice &d = out.devices.last();
                d.kind = attr("backend").toLower();
                d.name = attr("device");
                d.driver = attr("driver");
                d.provenance.insert(QStringLiteral("platform"), attr("platform"));
            } else if (name == QLatin1String("platform")) {
                old = true;
            } else if (old && name == QLatin1String("device")) {
                out.devices.append(ParsedDevice{});
                ParsedDevice &d = out.devices.last();
                d.kind = QStringLiteral("opencl");
                d.name = attr("name");
                d.driver = attr("driver_version");
            } else if (name == QLatin1String("prop") && !out.devices.isEmpty()) {
                out.devices.last().provenance.insert(attr("name"), attr("value"));
            } else if (name == QLatin1String("test")
                       || (old && xml.attributes().hasAttribute(QLatin1String("unit")))) {
                test = name == QLatin1String("test") ? attr("name") : name;
                unitText = attr("unit");
            } else if (name == QLatin1String("metric") || (old && !test.isEmpty())) {
                const QString metric = name == QLatin1String("metric") ? attr("name") : name;
                const QString status = attr("status");
                if (out.devices.isEmpty())
                    return invalid(PeerImport::tr("a figure outside any <run> or <device>"));
                if (!status.isEmpty()) {
                    out.note(QStringLiteral("%1/%2").arg(test, metric),
                             PeerImport::tr("status '%1'%2; not stored")
                                 .arg(status, attr("reason").isEmpty()
                                                  ? QString()
                                                  : QStringLiteral(": ") + attr("reason")));
                    xml.skipCurrentElement();
                    continue;
                }
                const QString value = xml.readElementText();
                add(out.devices.last(), out, test, unitText, metric, value);
            }
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("test") || (old && xml.name().toString() == test))
                test.clear();
        }
    }
    if (xml.hasError())
        return invalid(PeerImport::tr("not valid XML at line %1: %2")
                           .arg(xml.lineNumber())
                           .arg(xml.errorString()));
    return {};
}

} // namespace

Result<void> parseClpeak(const QByteArray &data, Parsed &out) {
    if (data.trimmed().startsWith('<'))
        return parseXml(data, out);
    const QStringList all = lines(QString::fromUtf8(data));
    static const QRegularExpression section(QStringLiteral(R"(^(.*\S)\s*\(([A-Za-z]+)\)\s*$)"));
    static const QRegularExpression single(
        QStringLiteral(R"(^(Kernel launch latency)\s*:\s*(\S+)\s*(\w+)\s*$)"));
    static const QRegularExpression figure(QStringLiteral(R"(^(\S.*?)\s*:\s*(\S+)\s*$)"));
    QString platform;
    QString test;
    QString unitText;
    for (int i = 0; i < all.size(); ++i) {
        const QString line = all.at(i).trimmed();
        const QString where = PeerImport::tr("line %1").arg(i + 1);
        if (line.isEmpty()) {
            test.clear();
            continue;
        }
        if (line.startsWith(QLatin1String("Platform:"))) {
            platform = line.section(QLatin1Char(':'), 1).trimmed();
            continue;
        }
        if (line.startsWith(QLatin1String("Device:"))) {
            out.devices.append(ParsedDevice{});
            ParsedDevice &d = out.devices.last();
            d.kind = QStringLiteral("opencl");
            d.name = line.section(QLatin1Char(':'), 1).trimmed();
            d.provenance.insert(QStringLiteral("platform"), platform);
            test.clear();
            continue;
        }
        if (out.devices.isEmpty())
            continue;
        ParsedDevice &d = out.devices.last();
        if (line.startsWith(QLatin1String("Driver version"))) {
            d.driver = line.section(QLatin1Char(':'), 1).trimmed();
            continue;
        }
        if (line.startsWith(QLatin1String("Compute units"))
            || line.startsWith(QLatin1String("Clock frequency"))) {
            d.provenance.insert(line.section(QLatin1Char(':'), 0, 0).trimmed(),
                                line.section(QLatin1Char(':'), 1).trimmed());
            continue;
        }
        if (auto m = single.match(line); m.hasMatch()) {
            add(d, out, slug(m.captured(1)), m.captured(3), QStringLiteral("kernel"),
                m.captured(2));
            continue;
        }
        if (auto m = section.match(line); m.hasMatch() && !line.contains(QLatin1Char(':'))) {
            test = slug(m.captured(1));
            unitText = m.captured(2);
            continue;
        }
        if (line.contains(QLatin1String("Skipped"))
            || line.contains(QLatin1String("not supported"))) {
            out.note(where, PeerImport::tr("the tool reports '%1'; not stored").arg(line));
            continue;
        }
        if (auto m = figure.match(line); m.hasMatch() && !test.isEmpty()) {
            add(d, out, test, unitText, m.captured(1), m.captured(2));
            continue;
        }
        if (!test.isEmpty() || line.endsWith(QLatin1Char(')')))
            out.note(where, unknownSectionNote(line));
    }
    if (out.devices.isEmpty())
        return invalid(PeerImport::tr("no clpeak device ('Device: …' and its figures)"));
    return {};
}

} // namespace roofline::importers::detail
