// SPDX-License-Identifier: MIT
// The two STREAM-style tools: BabelStream (github.com/UoB-HPC/BabelStream, formerly
// GPU-STREAM; text and --csv) and McCalpin's STREAM (stream.c). Both print a kernel's best
// rate with the min/avg/max time of its repetitions; the rate is the headline (B/s), the
// times go to params — no statistic is invented from them.
#include "model/importers/PeerParsers.h"

#include <QRegularExpression>
#include <cmath>

namespace roofline::importers::detail {

namespace {

// "MBytes/sec" → 1e6, "GiBytes/sec" → 2^30 …; 0 when unknown.
double byteScale(const QString &unit) {
    static const QRegularExpression u(QStringLiteral(R"(^([KMGT]?)(i?)B(ytes)?/s(ec)?$)"));
    const auto m = u.match(unit);
    if (!m.hasMatch())
        return 0;
    const QString prefix = m.captured(1);
    const bool binary = !m.captured(2).isEmpty();
    const int power = prefix.isEmpty()               ? 0
                      : prefix == QLatin1String("K") ? 1
                      : prefix == QLatin1String("M") ? 2
                      : prefix == QLatin1String("G") ? 3
                                                     : 4;
    return std::pow(binary ? 1024.0 : 1000.0, power);
}

// "268.4 MB (=0.3 GB)" → bytes; the tools print decimal megabytes (BabelStream) or MiB
// (STREAM "MiB").
std::optional<double> sizeOf(const QString &text) {
    static const QRegularExpression s(QStringLiteral(R"(([\d.]+)\s*(KB|MB|GB|KiB|MiB|GiB))"));
    const auto m = s.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const auto v = number(m.captured(1));
    if (!v)
        return std::nullopt;
    const QString u = m.captured(2);
    const double scale = u == QLatin1String("KB")    ? 1e3
                         : u == QLatin1String("MB")  ? 1e6
                         : u == QLatin1String("GB")  ? 1e9
                         : u == QLatin1String("KiB") ? 1024.0
                         : u == QLatin1String("MiB") ? 1024.0 * 1024
                                                     : 1024.0 * 1024 * 1024;
    return *v * scale;
}

bool addKernel(ParsedDevice &dev, Parsed &out, const QString &probe, const QString &field,
               const QString &kernel, const QString &rate, double scale, const QStringList &times,
               const QString &format, double workingSet, qint64 threads) {
    const auto v = number(rate);
    if (!v) {
        out.note(field, rate.isEmpty()                 ? missingNote()
                        : rate == QLatin1String("N/A") ? notAvailableNote()
                                                       : notANumberNote(rate));
        return false;
    }
    if (*v <= 0) {
        out.note(field, zeroNote(rate));
        return false;
    }
    Measurement m = measurement(probe, QStringLiteral("bandwidth"), QStringLiteral("DRAM"), format,
                                kernel.toLower(), *v * scale, QStringLiteral("B/s"));
    m.workingSetBytes = qint64(workingSet);
    m.threads = threads;
    static const char *names[] = {"min_time_s", "max_time_s", "avg_time_s"};
    for (int i = 0; i < times.size() && i < 3; ++i) {
        if (const auto t = number(times[i]))
            m.params.insert(QString::fromLatin1(names[i]), *t);
        else
            out.note(field + QLatin1Char(' ') + QString::fromLatin1(names[i]),
                     notANumberNote(times[i]));
    }
    m.params.insert(QStringLiteral("rate"), QStringLiteral("best (from the minimum time)"));
    dev.measurements.append(m);
    return true;
}

Result<void> parseBabelCsv(const QStringList &all, Parsed &out) {
    out.format = QStringLiteral("csv");
    ParsedDevice &dev = out.device();
    dev.kind = QStringLiteral("device");
    QStringList header;
    int rows = 0;
    for (int i = 0; i < all.size(); ++i) {
        const QString line = all.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList cells = line.split(QLatin1Char(','));
        if (cells.first() == QLatin1String("function") || cells.first() == QLatin1String("phase")) {
            header = cells;
            continue;
        }
        if (header.isEmpty() || header.first() != QLatin1String("function"))
            continue; // the init/read phase rows of BabelStream 5 are not kernels
        const QString where = PeerImport::tr("line %1").arg(i + 1);
        if (cells.size() != header.size()) {
            out.note(where, PeerImport::tr("%1 cells where the header has %2; row not stored")
                                .arg(cells.size())
                                .arg(header.size()));
            continue;
        }
        const auto cell = [&](const char *name) {
            const qsizetype at = header.indexOf(QLatin1String(name));
            return at < 0 ? QString() : cells.at(at).trimmed();
        };
        QString rateColumn;
        double scale = 0;
        for (const QString &h : header) {
            if (h.startsWith(QLatin1String("max_")) && h.endsWith(QLatin1String("_per_sec"))) {
                rateColumn = h;
                const QString u = h.mid(4, h.size() - 12); // mbytes, mibytes, gbytes …
                scale = u == QLatin1String("mbytes")    ? 1e6
                        : u == QLatin1String("mibytes") ? 1024.0 * 1024
                        : u == QLatin1String("gbytes")  ? 1e9
                        : u == QLatin1String("gibytes") ? 1024.0 * 1024 * 1024
                                                        : 0;
            }
        }
        if (scale == 0)
            return invalid(rateColumn.isEmpty()
                               ? PeerImport::tr("the CSV header names no max_…_per_sec column")
                               : unknownUnitNote(rateColumn));
        ++rows;
        const auto n = number(cell("n_elements"));
        const auto size = number(cell("sizeof"));
        const QString format = size == 8.0   ? QStringLiteral("fp64")
                               : size == 4.0 ? QStringLiteral("fp32")
                                             : QString();
        // BabelStream allocates three arrays (a, b, c), as its text's "Total size" counts.
        const double workingSet = n && size ? 3 * *n * *size : 0;
        const QString kernel = cell("function");
        // A row without a rate adds a note, not a measurement: nothing to annotate then.
        const bool added = addKernel(
            dev, out, QStringLiteral("babelstream"), where + QLatin1Char(' ') + kernel, kernel,
            cell(rateColumn.toLatin1().constData()), scale,
            {cell("min_runtime"), cell("max_runtime"), cell("avg_runtime")}, format, workingSet, 0);
        if (const auto times = number(cell("num_times")); added && times)
            dev.measurements.last().params.insert(QStringLiteral("repetitions"), *times);
    }
    if (rows == 0)
        return invalid(PeerImport::tr("no BabelStream CSV rows (a 'function,num_times,…' header)"));
    return {};
}

// What a BabelStream text output has said so far.
struct BabelRead {
    QString implementation;
    QString format;
    double workingSet = 0;
    double scale = 0; // of the rate column
    int rows = 0;
};

// A line BabelStream prints before its table (version, implementation, precision, size,
// repetitions, driver, device, validation); false when the line is none of them.
bool readBabelLine(const QString &line, const QString &where, BabelRead &read, Parsed &out) {
    static const QRegularExpression usingDevice(
        QStringLiteral(R"(^Using\s+(\S+)\s+device\s+(.+)$)"));
    ParsedDevice &dev = out.device();
    if (line.startsWith(QLatin1String("Version:"))) {
        out.version = line.section(QLatin1Char(':'), 1).trimmed();
    } else if (line.startsWith(QLatin1String("Implementation:"))) {
        read.implementation = line.section(QLatin1Char(':'), 1).trimmed();
    } else if (line.startsWith(QLatin1String("Precision:"))) {
        read.format = formatOfType(line.section(QLatin1Char(':'), 1));
        if (read.format.isEmpty())
            out.note(where, PeerImport::tr("unknown precision '%1'")
                                .arg(line.section(QLatin1Char(':'), 1).trimmed()));
    } else if (line.startsWith(QLatin1String("Total size:"))) {
        read.workingSet = sizeOf(line).value_or(0);
    } else if (line.startsWith(QLatin1String("Running kernels"))) {
        out.details.insert(QStringLiteral("repetitions"),
                           line.section(QLatin1Char(' '), 2, 2).toInt());
    } else if (line.startsWith(QLatin1String("Driver:"))) {
        dev.driver = line.section(QLatin1Char(':'), 1).trimmed();
    } else if (auto m1 = usingDevice.match(line); m1.hasMatch()) {
        dev.name = m1.captured(2).trimmed();
    } else if (line.startsWith(QLatin1String("Validation failed"))) {
        out.note(
            where,
            PeerImport::tr("the tool reports '%1'; the figures are stored, check them").arg(line));
        out.details.insert(QStringLiteral("validation"), line);
    } else {
        return false;
    }
    return true;
}

// A row of the table: the kernel, its rate, then min, max and average time.
void addBabelRow(const QString &line, const QString &where, BabelRead &read, Parsed &out) {
    const QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (cells.size() < 2)
        return;
    ++read.rows;
    if (cells.size() < 5)
        out.note(where, PeerImport::tr("%1 cells where the table has 5").arg(cells.size()));
    addKernel(out.device(), out, QStringLiteral("babelstream"), where + QLatin1Char(' ') + cells[0],
              cells[0], cells[1], read.scale, cells.mid(2, 3), read.format, read.workingSet, 0);
}

// What a STREAM output has said so far.
struct StreamRead {
    QString format = QStringLiteral("fp64"); // stream.c's default STREAM_TYPE
    bool formatSaid = false;
    double workingSet = 0;
    qint64 threadCount = 0;
    double scale = 0; // of the rate column; -1 after the table
    int rows = 0;
};

// A line STREAM prints around its table (version, element size, threads, memory, repetitions,
// validation); false when the line is none of them.
bool readStreamLine(const QString &line, const QString &where, StreamRead &read, Parsed &out) {
    static const QRegularExpression revision(
        QStringLiteral(R"(STREAM version \$Revision:\s*([\d.]+))"));
    static const QRegularExpression bytes(
        QStringLiteral(R"(This system uses (\d+) bytes per array element)"));
    static const QRegularExpression threads(
        QStringLiteral(R"(Number of Threads counted\s*=\s*(\d+))"));
    static const QRegularExpression total(QStringLiteral(R"(Total memory required\s*=\s*(.*)$)"));
    static const QRegularExpression times(QStringLiteral(R"(executed (\d+) times)"));
    if (auto mr = revision.match(line); mr.hasMatch()) {
        out.version = mr.captured(1);
    } else if (auto m3 = bytes.match(line); m3.hasMatch()) {
        read.formatSaid = true;
        read.format = m3.captured(1) == QLatin1String("8")   ? QStringLiteral("fp64")
                      : m3.captured(1) == QLatin1String("4") ? QStringLiteral("fp32")
                                                             : QString();
    } else if (auto m4 = threads.match(line); m4.hasMatch()) {
        read.threadCount = m4.captured(1).toLongLong();
    } else if (auto m5 = total.match(line); m5.hasMatch()) {
        read.workingSet = sizeOf(m5.captured(1)).value_or(0);
    } else if (auto m6 = times.match(line); m6.hasMatch()) {
        out.details.insert(QStringLiteral("repetitions"), m6.captured(1).toInt());
    } else if (line.startsWith(QLatin1String("Solution Validates"))
               || line.startsWith(QLatin1String("Failed Validation"))) {
        out.details.insert(QStringLiteral("validation"), line);
        if (line.startsWith(QLatin1String("Failed")))
            out.note(where,
                     PeerImport::tr("the tool reports '%1'; the figures are stored, check them")
                         .arg(line));
    } else {
        return false;
    }
    return true;
}

// A row of the table ("Copy:  5202.3  0.0313  0.0308  0.0319": best rate, avg, min, max time).
void addStreamRow(const QString &line, const QString &where, StreamRead &read, Parsed &out) {
    const QString kernel = line.section(QLatin1Char(':'), 0, 0).trimmed();
    const QStringList cells =
        line.section(QLatin1Char(':'), 1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (kernel.contains(QLatin1Char(' ')) || cells.isEmpty())
        return;
    ++read.rows;
    ParsedDevice &dev = out.device();
    const bool added = addKernel(dev, out, QStringLiteral("stream"),
                                 where + QLatin1Char(' ') + kernel, kernel, cells[0], read.scale,
                                 cells.mid(1, 3), read.format, read.workingSet, read.threadCount);
    // STREAM prints avg, min, max; addKernel reads min, max, avg. A row without a rate added a
    // note, not a measurement: the times are not the previous kernel's.
    if (added && cells.size() >= 4) {
        Measurement &m = dev.measurements.last();
        m.params.insert(QStringLiteral("avg_time_s"), number(cells[1]).value_or(0));
        m.params.insert(QStringLiteral("min_time_s"), number(cells[2]).value_or(0));
        m.params.insert(QStringLiteral("max_time_s"), number(cells[3]).value_or(0));
    }
}

} // namespace

Result<void> parseBabelStream(const QString &text, Parsed &out) {
    const QStringList all = lines(text);
    for (const QString &l : all) {
        if (l.trimmed().startsWith(QLatin1String("function,")))
            return parseBabelCsv(all, out);
    }
    ParsedDevice &dev = out.device();
    static const QRegularExpression table(QStringLiteral(R"(^Function\s+(\S+)\s+Min)"));
    BabelRead read;
    for (int i = 0; i < all.size(); ++i) {
        const QString line = all.at(i).trimmed();
        const QString where = PeerImport::tr("line %1").arg(i + 1);
        if (readBabelLine(line, where, read, out))
            continue;
        if (auto m2 = table.match(line); m2.hasMatch()) {
            read.scale = byteScale(m2.captured(1));
            if (read.scale == 0)
                return invalid(PeerImport::tr("the rate column's unit: %1")
                                   .arg(unknownUnitNote(m2.captured(1))));
        } else if (read.scale > 0 && !line.isEmpty()) {
            addBabelRow(line, where, read, out);
        }
    }
    if (read.scale == 0)
        return invalid(PeerImport::tr("no BabelStream table ('Function MBytes/sec Min (sec) …')"));
    if (read.rows == 0)
        return invalid(PeerImport::tr("the BabelStream table has no rows"));
    dev.kind =
        read.implementation.isEmpty() ? QStringLiteral("device") : read.implementation.toLower();
    if (dev.name.isEmpty())
        dev.name = read.implementation;
    if (read.workingSet == 0)
        out.note(QStringLiteral("Total size"), missingNote());
    return {};
}

Result<void> parseStream(const QString &text, Parsed &out) {
    const QStringList all = lines(text);
    ParsedDevice &dev = out.device();
    dev.kind = QStringLiteral("cpu");
    static const QRegularExpression table(QStringLiteral(R"(^Function\s+Best Rate\s+(\S+))"));
    StreamRead read;
    for (int i = 0; i < all.size(); ++i) {
        const QString line = all.at(i).trimmed();
        const QString where = PeerImport::tr("line %1").arg(i + 1);
        if (readStreamLine(line, where, read, out))
            continue;
        if (auto m7 = table.match(line); m7.hasMatch()) {
            read.scale = byteScale(m7.captured(1));
            if (read.scale == 0)
                return invalid(PeerImport::tr("the rate column's unit: %1")
                                   .arg(unknownUnitNote(m7.captured(1))));
        } else if (read.scale > 0 && line.contains(QLatin1Char(':'))
                   && !line.startsWith(QLatin1Char('-'))) {
            addStreamRow(line, where, read, out);
        } else if (read.scale > 0 && line.startsWith(QLatin1Char('-'))) {
            if (read.rows > 0)
                read.scale = -1; // the table ends at the next rule
        }
    }
    if (read.scale == 0 && read.rows == 0)
        return invalid(PeerImport::tr("no STREAM table ('Function Best Rate MB/s Avg time …')"));
    if (read.rows == 0)
        return invalid(PeerImport::tr("the STREAM table has no rows"));
    if (!read.formatSaid)
        out.note(QStringLiteral("bytes per array element"),
                 PeerImport::tr("not printed; stream.c's default, double (fp64), is assumed"));
    if (read.workingSet == 0)
        out.note(QStringLiteral("Total memory required"), missingNote());
    dev.name = read.threadCount > 0
                   ? PeerImport::tr("CPU (%n threads)", nullptr, int(read.threadCount))
                   : PeerImport::tr("CPU");
    return {};
}

} // namespace roofline::importers::detail
