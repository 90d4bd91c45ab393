// SPDX-License-Identifier: MIT
// nccl-tests (github.com/NVIDIA/nccl-tests): the table every *_perf binary prints,
//   #       size         count      type   redop    root     time   algbw   busbw #wrong ...
// read by its header, so the columns of older versions (no root, "error" for #wrong) and of
// the collectives without a reduction (redop "none") are found by name. The first block of
// time/algbw/busbw/#wrong is out-of-place, the second in-place.
#include "model/importers/PeerParsers.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <algorithm>

namespace roofline::importers::detail {

namespace {

struct Column {
    QString name;  // time | algbw | busbw | wrong | size | count | type | redop | root
    QString place; // out-of-place | in-place | empty for the row's description
};

// What the lines before and between the table's rows say.
struct NcclRead {
    QString name; // the collective
    QList<Column> columns;
    QJsonArray ranks;
    QStringList gpuNames;
    int rows = 0;
};

// The table's header, "#  size  count  type  redop  root  time  algbw  busbw  #wrong …": the
// first time/algbw/busbw/#wrong block is out-of-place, the second in-place.
QList<Column> headerColumns(const QString &line) {
    const QStringList tokens =
        line.mid(line.indexOf(QLatin1Char('#')) + 1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QList<Column> columns;
    int seenTime = 0;
    for (const QString &t : tokens) {
        QString n = t.toLower();
        if (n == QLatin1String("#wrong") || n == QLatin1String("error")
            || n == QLatin1String("wrong") || n == QLatin1String("res"))
            n = QStringLiteral("wrong");
        if (n == QLatin1String("time"))
            ++seenTime;
        const bool measured = n == QLatin1String("time") || n == QLatin1String("algbw")
                              || n == QLatin1String("busbw") || n == QLatin1String("wrong");
        columns.append({n, !measured       ? QString()
                           : seenTime <= 1 ? QStringLiteral("out-of-place")
                                           : QStringLiteral("in-place")});
    }
    return columns;
}

// A "#" line the output prints around the table (version, collective, settings, ranks, the
// average bus bandwidth, out-of-bounds values, the header); false when the line is none of them.
bool readCommentLine(const QString &line, const QString &where, NcclRead &read, Parsed &out) {
    static const QRegularExpression version(
        QStringLiteral(R"(#\s*nccl-tests version\s+(\S+)(.*)$)"));
    static const QRegularExpression collective(
        QStringLiteral(R"(#\s*Collective test starting:\s*(\w+?)(_perf)?(_mpi)?\s*$)"));
    static const QRegularExpression rank(QStringLiteral(
        R"(#\s*Rank\s+(\d+)\s+.*?\bon\s+(\S+)\s+device\s+(\d+)\s+\[[^\]]*\]\s+(.+)$)"));
    static const QRegularExpression settings(QStringLiteral(R"(#\s*nThread\s+\d+)"));
    static const QRegularExpression header(QStringLiteral(R"(^\s*#\s+size\s+count\s+type\s+)"));
    static const QRegularExpression average(QStringLiteral(R"(#\s*Avg bus bandwidth\s*:\s*(\S+))"));
    static const QRegularExpression bounds(
        QStringLiteral(R"(#\s*Out of bounds values\s*:\s*(.*)$)"));
    ParsedDevice &dev = out.device();
    if (auto m = version.match(line); m.hasMatch()) {
        out.version = m.captured(1);
        out.details.insert(QStringLiteral("nccl"), m.captured(2).trimmed());
        return true;
    }
    if (auto m = collective.match(line); m.hasMatch()) {
        read.name = m.captured(1);
        return true;
    }
    if (settings.match(line).hasMatch()) {
        out.details.insert(QStringLiteral("settings"),
                           line.mid(line.indexOf(QLatin1Char('#')) + 1).trimmed());
        return true;
    }
    if (auto m = rank.match(line); m.hasMatch()) {
        read.ranks.append(QJsonObject{{QStringLiteral("rank"), m.captured(1).toInt()},
                                      {QStringLiteral("host"), m.captured(2)},
                                      {QStringLiteral("device"), m.captured(3).toInt()},
                                      {QStringLiteral("name"), m.captured(4).trimmed()}});
        dev.hosts << m.captured(2);
        read.gpuNames << m.captured(4).trimmed();
        return true;
    }
    if (auto m = average.match(line); m.hasMatch()) {
        if (const auto v = positiveNumber(m.captured(1), where + QStringLiteral(" avg busbw"), out))
            dev.measurements.append(measurement(QString(), QStringLiteral("bandwidth"), QString(),
                                                QString(), QStringLiteral("busbw/average"),
                                                *v * 1e9, QStringLiteral("B/s")));
        return true;
    }
    if (auto m = bounds.match(line); m.hasMatch()) {
        out.details.insert(QStringLiteral("out_of_bounds"), m.captured(1).trimmed());
        return true;
    }
    if (header.match(line).hasMatch()) {
        read.columns = headerColumns(line);
        return true;
    }
    return false;
}

// The collective and the command line from the line that runs the binary ("all_reduce_perf
// -b 8 …"), when no "Collective test starting" line named it.
void readCommandLine(const QString &line, NcclRead &read, Parsed &out) {
    static const QRegularExpression binary(
        QStringLiteral(R"((\S*?\b(\w+?)_perf(_mpi)?)(\s+-.*)?$)"));
    static const QRegularExpression prompt(QStringLiteral(R"(^[>$#]\s*)"));
    if (!read.name.isEmpty() || line.trimmed().startsWith(QLatin1Char('#')))
        return;
    if (auto m = binary.match(line); m.hasMatch() && !line.contains(QLatin1String("Linking"))
                                     && !line.contains(QLatin1String("Compiling"))) {
        read.name = m.captured(2);
        if (out.commandLine.isEmpty())
            out.commandLine = line.trimmed().remove(prompt);
    }
}

// A data row's cells, one per column; nothing for a line that is not a row of the table
// (and a note for a row whose cells do not match the header).
std::optional<QStringList> rowCells(const QString &line, const QString &where,
                                    const QList<Column> &columns, Parsed &out) {
    QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    // Older versions leave the redop cell blank for collectives without a reduction
    // (alltoall, all_gather): one cell short, the time where the redop would be.
    const qsizetype redop =
        std::find_if(columns.cbegin(), columns.cend(),
                     [](const Column &c) { return c.name == QLatin1String("redop"); })
        - columns.cbegin();
    if (cells.size() + 1 == columns.size() && redop < cells.size() && number(cells.at(redop)))
        cells.insert(redop, QString());
    // A data row starts with the size in bytes; anything else (NCCL INFO lines between
    // rows, warnings) is not the table's.
    if (cells.isEmpty() || !number(cells.first()) || cells.size() < 4)
        return std::nullopt;
    if (cells.size() != columns.size()) {
        out.note(where, PeerImport::tr("%1 cells where the header has %2; row not stored")
                            .arg(cells.size())
                            .arg(columns.size()));
        return std::nullopt;
    }
    return cells;
}

// One placement's (out-of-place or in-place) time, bandwidths and #wrong of a row, stored
// with the row's description as their params.
void addPlacement(const QString &place, const QStringList &cells, const QList<Column> &columns,
                  const QString &where, QJsonObject params, double size, const QString &format,
                  Parsed &out) {
    params.insert(QStringLiteral("placement"), place);
    QList<Measurement> made;
    std::optional<double> wrong;
    for (int c = 0; c < columns.size(); ++c) {
        if (columns[c].place != place)
            continue;
        const QString field = QStringLiteral("%1 %2 (%3)").arg(where, columns[c].name, place);
        const QString &cell = cells[c];
        if (cell == QLatin1String("N/A")) {
            if (columns[c].name != QLatin1String("wrong"))
                out.note(field, notAvailableNote());
            else
                params.insert(QStringLiteral("wrong"), QStringLiteral("N/A"));
            continue;
        }
        const auto v = number(cell);
        if (!v) {
            out.note(field, notANumberNote(cell));
            continue;
        }
        if (columns[c].name == QLatin1String("wrong")) {
            wrong = *v;
            params.insert(QStringLiteral("wrong"), *v);
            continue;
        }
        if (*v <= 0) {
            out.note(field, zeroNote(cell));
            continue;
        }
        if (columns[c].name == QLatin1String("time")) {
            made.append(measurement(QString(), QStringLiteral("latency"), QString(), format, place,
                                    *v * 1e-6, QStringLiteral("s")));
        } else {
            // Bus and algorithm bandwidth stay apart: one kernel name each.
            made.append(measurement(QString(), QStringLiteral("bandwidth"), QString(), format,
                                    columns[c].name + QLatin1Char('/') + place, *v * 1e9,
                                    QStringLiteral("B/s")));
        }
    }
    for (Measurement &m : made) {
        m.workingSetBytes = qint64(size);
        m.params = params;
        if (wrong && *wrong > 0)
            m.flags = QStringList{QStringLiteral("wrong-results")};
        out.device().measurements.append(m);
    }
    if (wrong && *wrong > 0)
        out.note(QStringLiteral("%1 #wrong (%2)").arg(where, place),
                 PeerImport::tr("%1 wrong elements: the collective returned wrong data; "
                                "its figures are stored flagged 'wrong-results'")
                     .arg(*wrong));
}

// One data row: its description (size, count, type, redop, root), then each placement's
// figures.
void addRow(const QStringList &cells, const QList<Column> &columns, const QString &where,
            Parsed &out) {
    QJsonObject row;
    QString type;
    double size = 0;
    for (int c = 0; c < columns.size(); ++c) {
        if (!columns[c].place.isEmpty())
            continue;
        row.insert(columns[c].name,
                   number(cells[c]) ? QJsonValue(*number(cells[c])) : QJsonValue(cells[c]));
        if (columns[c].name == QLatin1String("type"))
            type = cells[c];
        if (columns[c].name == QLatin1String("size"))
            size = number(cells[c]).value_or(0);
    }
    const QString format = formatOfType(type);
    for (const QString &place : {QStringLiteral("out-of-place"), QStringLiteral("in-place")})
        addPlacement(place, cells, columns, where, row, size, format, out);
}

// After the last line: the table must have rows; the collective names the probe, and every
// figure gets the rank count; the device is the ranks' GPUs.
Result<void> finish(NcclRead &read, Parsed &out) {
    if (read.columns.isEmpty())
        return invalid(PeerImport::tr("no nccl-tests table (a '# size count type redop' header)"));
    if (read.rows == 0)
        return invalid(PeerImport::tr("the nccl-tests table has no rows"));
    QString &name = read.name;
    if (!out.test.isEmpty()) {
        if (!name.isEmpty() && name != out.test)
            out.note(QStringLiteral("collective"),
                     PeerImport::tr("the output names '%1'; filed under '%2' as asked")
                         .arg(name, out.test));
        name = out.test;
    }
    if (name.isEmpty()) {
        name = QStringLiteral("unknown");
        out.note(QStringLiteral("collective"),
                 PeerImport::tr("the output does not name its test (all_reduce_perf, …); its "
                                "figures are filed under 'nccl-tests.unknown' (name it with "
                                "--test)"));
    }
    out.details.insert(QStringLiteral("collective"), name);
    const QString probe = QStringLiteral("nccl-tests.") + name;
    ParsedDevice &dev = out.device();
    for (Measurement &m : dev.measurements) {
        m.probe = probe;
        // The time and the algorithm bandwidth depend on the number of ranks; the bus
        // bandwidth is nccl-tests' figure made independent of it (doc/PERFORMANCE.md), so it
        // is filed without the rank count and meets other rank counts' in compare.
        if (!m.kernel.startsWith(QLatin1String("busbw")))
            m.threads = read.ranks.size();
        m.params.insert(QStringLiteral("ranks"), read.ranks.size());
    }
    read.gpuNames.removeDuplicates();
    dev.name = read.gpuNames.size() == 1 ? read.gpuNames.first()
                                         : read.gpuNames.join(QStringLiteral(" + "));
    if (!read.ranks.isEmpty())
        dev.provenance.insert(QStringLiteral("ranks"), read.ranks);
    return {};
}

} // namespace

Result<void> parseNcclTests(const QString &text, Parsed &out) {
    const QStringList all = lines(text);
    NcclRead read;
    out.device().kind = QStringLiteral("cuda");
    for (int i = 0; i < all.size(); ++i) {
        const QString &line = all.at(i);
        const QString where = PeerImport::tr("line %1").arg(i + 1);
        if (readCommentLine(line, where, read, out))
            continue;
        readCommandLine(line, read, out);
        if (read.columns.isEmpty() || line.trimmed().isEmpty()
            || line.trimmed().startsWith(QLatin1Char('#')))
            continue;
        if (const auto cells = rowCells(line, where, read.columns, out)) {
            ++read.rows;
            addRow(*cells, read.columns, where, out);
        }
    }
    return finish(read, out);
}

} // namespace roofline::importers::detail
