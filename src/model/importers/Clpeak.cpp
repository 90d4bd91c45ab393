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
    static const QRegularExpression nonWord(QStringLiteral("[^a-z0-9]+"));
    s.replace(nonWord, QStringLiteral("_"));
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

QString attribute(const QXmlStreamReader &xml, const char *name) {
    return xml.attributes().value(QLatin1String(name)).toString();
}

// What the XML reader keeps between elements.
struct XmlState {
    QString test;     // the current test (v2) or section element (old)
    QString unitText; // its unit attribute
    bool old = false; // the format before format_version 2
};

// The report's header, a run or device (a new device) and its properties: true when the
// element was one of them.
bool deviceElement(const QXmlStreamReader &xml, const QString &name, XmlState &s, Parsed &out) {
    if (name == QLatin1String("clpeak")) {
        out.version = attribute(xml, "clpeak_version");
        if (xml.attributes().hasAttribute(QLatin1String("format_version")))
            out.details.insert(QStringLiteral("xml_format_version"),
                               attribute(xml, "format_version"));
        out.details.insert(QStringLiteral("os"), attribute(xml, "os"));
    } else if (name == QLatin1String("run")) {
        out.devices.append(ParsedDevice{});
        ParsedDevice &d = out.devices.last();
        d.kind = attribute(xml, "backend").toLower();
        d.name = attribute(xml, "device");
        d.driver = attribute(xml, "driver");
        d.provenance.insert(QStringLiteral("platform"), attribute(xml, "platform"));
    } else if (name == QLatin1String("platform")) {
        s.old = true;
    } else if (s.old && name == QLatin1String("device")) {
        out.devices.append(ParsedDevice{});
        ParsedDevice &d = out.devices.last();
        d.kind = QStringLiteral("opencl");
        d.name = attribute(xml, "name");
        d.driver = attribute(xml, "driver_version");
    } else if (name == QLatin1String("prop") && !out.devices.isEmpty()) {
        out.devices.last().provenance.insert(attribute(xml, "name"), attribute(xml, "value"));
    } else {
        return false;
    }
    return true;
}

// A test (its name and unit) or one of its figures, stored or noted.
Result<void> figureElement(QXmlStreamReader &xml, const QString &name, XmlState &s, Parsed &out) {
    if (name == QLatin1String("test")
        || (s.old && xml.attributes().hasAttribute(QLatin1String("unit")))) {
        s.test = name == QLatin1String("test") ? attribute(xml, "name") : name;
        s.unitText = attribute(xml, "unit");
    } else if (name == QLatin1String("metric") || (s.old && !s.test.isEmpty())) {
        const QString metric = name == QLatin1String("metric") ? attribute(xml, "name") : name;
        const QString status = attribute(xml, "status");
        if (out.devices.isEmpty())
            return invalid(PeerImport::tr("a figure outside any <run> or <device>"));
        if (!status.isEmpty()) {
            const QString reason = attribute(xml, "reason");
            out.note(
                QStringLiteral("%1/%2").arg(s.test, metric),
                PeerImport::tr("status '%1'%2; not stored")
                    .arg(status, reason.isEmpty() ? QString() : QStringLiteral(": ") + reason));
            xml.skipCurrentElement();
            return {};
        }
        const QString value = xml.readElementText();
        add(out.devices.last(), out, s.test, s.unitText, metric, value);
    }
    return {};
}

Result<void> parseXml(const QByteArray &data, Parsed &out) {
    out.format = QStringLiteral("xml");
    QXmlStreamReader xml(data);
    XmlState s;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString name = xml.name().toString();
            if (deviceElement(xml, name, s, out))
                continue;
            if (auto r = figureElement(xml, name, s, out); !r)
                return r;
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("test") || (s.old && xml.name().toString() == s.test))
                s.test.clear();
        }
    }
    if (xml.hasError())
        return invalid(PeerImport::tr("not valid XML at line %1: %2")
                           .arg(xml.lineNumber())
                           .arg(xml.errorString()));
    return {};
}

// What the text reader keeps between lines.
struct TextState {
    QString platform;
    QString test;
    QString unitText;
};

// "Platform:", "Device:" (a new device), and the device's driver, compute units and clock:
// true when the line was one of them.
bool deviceLine(const QString &line, TextState &s, Parsed &out) {
    if (line.startsWith(QLatin1String("Platform:"))) {
        s.platform = line.section(QLatin1Char(':'), 1).trimmed();
        return true;
    }
    if (line.startsWith(QLatin1String("Device:"))) {
        out.devices.append(ParsedDevice{});
        ParsedDevice &d = out.devices.last();
        d.kind = QStringLiteral("opencl");
        d.name = line.section(QLatin1Char(':'), 1).trimmed();
        d.provenance.insert(QStringLiteral("platform"), s.platform);
        s.test.clear();
        return true;
    }
    if (out.devices.isEmpty())
        return false;
    ParsedDevice &d = out.devices.last();
    if (line.startsWith(QLatin1String("Driver version"))) {
        d.driver = line.section(QLatin1Char(':'), 1).trimmed();
        return true;
    }
    if (line.startsWith(QLatin1String("Compute units"))
        || line.startsWith(QLatin1String("Clock frequency"))) {
        d.provenance.insert(line.section(QLatin1Char(':'), 0, 0).trimmed(),
                            line.section(QLatin1Char(':'), 1).trimmed());
        return true;
    }
    return false;
}

// A line of the last device's tests: a section (test and unit), a figure, or a note.
void figureLine(const QString &line, int lineNumber, TextState &s, Parsed &out) {
    static const QRegularExpression section(QStringLiteral(R"(^(.*\S)\s*\(([A-Za-z]+)\)\s*$)"));
    static const QRegularExpression single(
        QStringLiteral(R"(^(Kernel launch latency)\s*:\s*(\S+)\s*(\w+)\s*$)"));
    static const QRegularExpression figure(QStringLiteral(R"(^(\S.*?)\s*:\s*(\S+)\s*$)"));
    ParsedDevice &d = out.devices.last();
    if (auto m = single.match(line); m.hasMatch()) {
        add(d, out, slug(m.captured(1)), m.captured(3), QStringLiteral("kernel"), m.captured(2));
        return;
    }
    if (auto m = section.match(line); m.hasMatch() && !line.contains(QLatin1Char(':'))) {
        s.test = slug(m.captured(1));
        s.unitText = m.captured(2);
        return;
    }
    const QString where = PeerImport::tr("line %1").arg(lineNumber);
    if (line.contains(QLatin1String("Skipped")) || line.contains(QLatin1String("not supported"))) {
        out.note(where, PeerImport::tr("the tool reports '%1'; not stored").arg(line));
        return;
    }
    if (auto m = figure.match(line); m.hasMatch() && !s.test.isEmpty()) {
        add(d, out, s.test, s.unitText, m.captured(1), m.captured(2));
        return;
    }
    if (!s.test.isEmpty() || line.endsWith(QLatin1Char(')')))
        out.note(where, unknownSectionNote(line));
}

} // namespace

Result<void> parseClpeak(const QByteArray &data, Parsed &out) {
    if (data.trimmed().startsWith('<'))
        return parseXml(data, out);
    const QStringList all = lines(QString::fromUtf8(data));
    TextState s;
    for (int i = 0; i < all.size(); ++i) {
        const QString line = all.at(i).trimmed();
        if (line.isEmpty()) {
            s.test.clear();
            continue;
        }
        if (deviceLine(line, s, out) || out.devices.isEmpty())
            continue;
        figureLine(line, i + 1, s, out);
    }
    if (out.devices.isEmpty())
        return invalid(PeerImport::tr("no clpeak device ('Device: …' and its figures)"));
    return {};
}

} // namespace roofline::importers::detail
