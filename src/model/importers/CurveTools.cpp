// SPDX-License-Identifier: MIT
// mixbench (github.com/ekondis/mixbench): the empirical roofline curve of its "CSV data"
// block, one throughput point per row and number format with its arithmetic intensity; and
// likwid-bench (github.com/RRZE-HPC/likwid): the result block of each test it ran.
#include "model/MeasurementParams.h"
#include "model/importers/PeerParsers.h"

#include <QRegularExpression>

namespace roofline::importers::detail {

namespace {

struct Group {
    QString title;  // "Single Precision ops"
    QString format; // fp32 …
    QString kernel; // mix | mix-packed
    QString unit;   // FLOP/s | OP/s
};

std::optional<Group> groupOf(const QString &title) {
    const QString t = title.toLower();
    const bool packed = t.contains(QLatin1String("packed"));
    const QString kernel = packed ? QStringLiteral("mix-packed") : QStringLiteral("mix");
    if (t.contains(QLatin1String("single")))
        return Group{title, QStringLiteral("fp32"), kernel, QStringLiteral("FLOP/s")};
    if (t.contains(QLatin1String("double")))
        return Group{title, QStringLiteral("fp64"), kernel, QStringLiteral("FLOP/s")};
    if (t.contains(QLatin1String("half")))
        return Group{title, QStringLiteral("fp16"), kernel, QStringLiteral("FLOP/s")};
    if (t.contains(QLatin1String("integer")))
        return Group{title, QStringLiteral("int32"), kernel, QStringLiteral("OP/s")};
    return std::nullopt;
}

// What a mixbench output has said so far.
struct MixbenchRead {
    QList<std::optional<Group>> groups; // one per column group of the CSV block
    bool inData = false;
    bool sawHeader = false;
    int rows = 0;
    double bufferBytes = 0;
};

// The lines before the CSV data (banner, command line, device, driver, buffer size) and the
// block's two header lines; false when the line is none of them.
bool readMixbenchHeader(const QString &line, const QString &where, MixbenchRead &read,
                        Parsed &out) {
    static const QRegularExpression banner(
        QStringLiteral(R"(^\s*mixbench(-\w+|/[\w-]+)?\s+\(([^)]*)\))"));
    ParsedDevice &dev = out.device();
    if (auto m = banner.match(line); m.hasMatch() && out.version.isEmpty()) {
        out.version = m.captured(2);
        const QString flavour = m.captured(1);
        dev.kind = flavour.startsWith(QLatin1Char('-')) ? flavour.mid(1) : QStringLiteral("cuda");
        out.details.insert(QStringLiteral("flavour"),
                           QString(QStringLiteral("mixbench") + flavour));
        return true;
    }
    if (line.startsWith(QLatin1String("$ ")) && line.contains(QLatin1String("mixbench"))) {
        out.commandLine = line.mid(2).trimmed();
        return true;
    }
    if (!read.inData && line.startsWith(QLatin1String("Device:"))) {
        dev.name = line.section(QLatin1Char(':'), 1).trimmed();
        if (dev.name.isEmpty())
            out.note(where, PeerImport::tr("the device name is empty"));
        return true;
    }
    if (!read.inData
        && (line.startsWith(QLatin1String("CUDA driver version:"))
            || line.startsWith(QLatin1String("Driver version:")))) {
        dev.driver = line.section(QLatin1Char(':'), 1).trimmed();
        return true;
    }
    if (!read.inData && line.startsWith(QLatin1String("Buffer size:"))) {
        static const QRegularExpression mb(QStringLiteral(R"((\d+)\s*MB)"));
        if (auto m = mb.match(line); m.hasMatch())
            read.bufferBytes = m.captured(1).toDouble() * 1024 * 1024; // mixbench: MiB
        return true;
    }
    if (line.startsWith(QLatin1String("Experiment ID"))) {
        read.groups.clear();
        for (const QString &g : line.split(QLatin1Char(',')).mid(1)) {
            if (g.trimmed().isEmpty())
                continue;
            const auto group = groupOf(g.trimmed());
            if (!group)
                out.note(g.trimmed(), unknownSectionNote(g.trimmed()));
            read.groups << group;
        }
        return true;
    }
    if (line.startsWith(QLatin1String("Compute iters"))) {
        read.sawHeader = true;
        read.inData = true;
        return true;
    }
    return false;
}

// One group's point of a CSV row: Flops/byte, ex.time, GFLOPS, GB/sec from cell `at` on.
void addMixbenchPoint(const Group &group, const QStringList &cells, qsizetype at, double iters,
                      const QString &where, double bufferBytes, Parsed &out) {
    const QString field = QStringLiteral("%1 %2").arg(where, group.title);
    if (cells.size() < at + 4) {
        out.note(field, missingNote());
        return;
    }
    const auto intensity = number(cells[at]);
    const auto time = number(cells[at + 1]);
    const auto rate = number(cells[at + 2]);
    const auto bandwidth = number(cells[at + 3]);
    if (!intensity || !rate) {
        out.note(field, notANumberNote(!intensity ? cells[at] : cells[at + 2]));
        return;
    }
    if (*rate <= 0) {
        out.note(field, zeroNote(cells[at + 2].trimmed()));
        return;
    }
    Measurement m = measurement(
        QStringLiteral("mixbench"), QStringLiteral("throughput"), QString(), group.format,
        QStringLiteral("%1/%2").arg(group.kernel).arg(qint64(iters)), *rate * 1e9, group.unit);
    m.workingSetBytes = qint64(bufferBytes);
    m.params.insert(QLatin1String(param::kArithmeticIntensity), *intensity);
    m.params.insert(QStringLiteral("compute_iters"), iters);
    if (time)
        m.params.insert(QStringLiteral("time_s"), *time * 1e-3); // ex.time is in ms
    if (bandwidth)
        m.params.insert(QStringLiteral("bandwidth_bytes_per_s"), *bandwidth * 1e9);
    out.device().measurements.append(m);
}

// One row of the CSV block: the compute iterations, then four cells per group.
void addMixbenchRow(const QString &line, const QString &where, MixbenchRead &read, Parsed &out) {
    const QStringList cells = line.split(QLatin1Char(','));
    const auto iters = number(cells.value(0));
    if (!iters) {
        out.note(where, notANumberNote(cells.value(0)));
        return;
    }
    ++read.rows;
    for (int g = 0; g < read.groups.size(); ++g) {
        if (read.groups[g])
            addMixbenchPoint(*read.groups[g], cells, 1 + qsizetype(g) * 4, *iters, where,
                             read.bufferBytes, out);
    }
}

// One likwid-bench test block's "Name: value" lines.
struct LikwidTest {
    QString name;
    qint64 threads = 0;
    QHash<QString, QString> values;
};

// The block's counters worth keeping, numbers where they are numbers.
QJsonObject likwidParams(const QHash<QString, QString> &values) {
    QJsonObject params;
    for (const char *key : {"Iterations", "Cycles", "Time", "Data volume (Byte)",
                            "Cycles per update", "Number of Flops", "Inner loop executions"}) {
        const QString k = QString::fromLatin1(key);
        if (values.contains(k)) {
            QString v = values.value(k);
            v.remove(QStringLiteral(" sec"));
            params.insert(k, number(v) ? QJsonValue(*number(v)) : QJsonValue(values.value(k)));
        }
    }
    return params;
}

// A test block's bandwidth and, when it counted FLOPs, its FLOP rate.
void addLikwidTest(const LikwidTest &t, Parsed &out) {
    const QString where = PeerImport::tr("test %1").arg(t.name);
    const auto size = number(t.values.value(QStringLiteral("Size (Byte)")));
    const auto get = [&](const QString &name) -> std::optional<double> {
        if (!t.values.contains(name)) {
            out.note(where + QLatin1Char(' ') + name, missingNote());
            return std::nullopt;
        }
        const auto v = number(t.values.value(name));
        if (!v)
            out.note(where + QLatin1Char(' ') + name, notANumberNote(t.values.value(name)));
        return v;
    };
    const QJsonObject params = likwidParams(t.values);
    ParsedDevice &dev = out.device();
    if (const auto mbytes = get(QStringLiteral("MByte/s"))) {
        if (*mbytes <= 0) {
            out.note(where + QStringLiteral(" MByte/s"),
                     zeroNote(t.values.value(QStringLiteral("MByte/s"))));
        } else {
            Measurement m =
                measurement(QStringLiteral("likwid-bench"), QStringLiteral("bandwidth"), QString(),
                            QString(), t.name, *mbytes * 1e6, QStringLiteral("B/s"));
            m.workingSetBytes = qint64(size.value_or(0));
            m.threads = t.threads;
            m.params = params;
            dev.measurements.append(m);
        }
    }
    const auto flops = number(t.values.value(QStringLiteral("Number of Flops")));
    if (flops && *flops > 0) {
        if (const auto mflops = get(QStringLiteral("MFlops/s")); mflops && *mflops > 0) {
            // The kernel's element type is not printed; likwid's names say it (_sp single).
            const QString format = t.name.contains(QLatin1String("_sp")) ? QStringLiteral("fp32")
                                                                         : QStringLiteral("fp64");
            Measurement m =
                measurement(QStringLiteral("likwid-bench"), QStringLiteral("throughput"), QString(),
                            format, t.name, *mflops * 1e6, QStringLiteral("FLOP/s"));
            m.workingSetBytes = qint64(size.value_or(0));
            m.threads = t.threads;
            m.params = params;
            m.params.insert(QStringLiteral("format_from"), QStringLiteral("test name"));
            dev.measurements.append(m);
        }
    }
}

} // namespace

Result<void> parseMixbench(const QString &text, Parsed &out) {
    const QStringList all = lines(text);
    ParsedDevice &dev = out.device();
    MixbenchRead read;
    for (int i = 0; i < all.size(); ++i) {
        const QString line = all.at(i).trimmed();
        const QString where = PeerImport::tr("line %1").arg(i + 1);
        if (readMixbenchHeader(line, where, read, out) || !read.inData)
            continue;
        if (line.startsWith(QLatin1Char('-')) || line.isEmpty()) {
            if (read.rows > 0)
                read.inData = false;
            continue;
        }
        addMixbenchRow(line, where, read, out);
    }
    if (!read.sawHeader)
        return invalid(
            PeerImport::tr("no mixbench 'CSV data' block ('Compute iters, Flops/byte, …')"));
    if (read.rows == 0)
        return invalid(PeerImport::tr("the mixbench CSV block has no rows"));
    if (dev.kind.isEmpty())
        dev.kind = QStringLiteral("device");
    return {};
}

Result<void> parseLikwidBench(const QString &text, Parsed &out) {
    const QStringList all = lines(text);
    ParsedDevice &dev = out.device();
    dev.kind = QStringLiteral("cpu");
    static const QRegularExpression field(
        QStringLiteral(R"(^([A-Za-z][A-Za-z /().]*?):\s+(\S.*)$)"));
    static const QRegularExpression using_(QStringLiteral(R"(^Using (\d+) threads)"));
    LikwidTest test;
    int blocks = 0;
    const auto finish = [&]() {
        if (test.name.isEmpty())
            return;
        ++blocks;
        addLikwidTest(test, out);
        test = LikwidTest{};
    };
    for (const QString &raw : all) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("$ likwid-bench"))
            || line.startsWith(QLatin1String("likwid-bench "))) {
            if (out.commandLine.isEmpty())
                out.commandLine = line.startsWith(QLatin1Char('$')) ? line.mid(2) : line;
            continue;
        }
        if (line.startsWith(QLatin1String("Test:"))) {
            finish();
            test.name = line.section(QLatin1Char(':'), 1).trimmed();
            continue;
        }
        if (line.startsWith(QLatin1String("CPU name:"))) {
            dev.name = line.section(QLatin1Char(':'), 1).trimmed();
            continue;
        }
        if (test.name.isEmpty())
            continue;
        if (auto m = using_.match(line); m.hasMatch()) {
            test.threads = m.captured(1).toLongLong();
            continue;
        }
        if (auto m = field.match(line); m.hasMatch() && !test.values.contains(m.captured(1)))
            test.values.insert(m.captured(1).trimmed(), m.captured(2).trimmed());
    }
    finish();
    if (blocks == 0)
        return invalid(
            PeerImport::tr("no likwid-bench result ('LIKWID MICRO BENCHMARK', 'Test: …')"));
    if (dev.name.isEmpty())
        dev.name = PeerImport::tr("CPU");
    return {};
}

} // namespace roofline::importers::detail
