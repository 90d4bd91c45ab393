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

} // namespace

Result<void> parseNcclTests(const QString &text, Parsed &out) {
    const QStringList all = lines(text);
    static const QRegularExpression version(
        QStringLiteral(R"(#\s*nccl-tests version\s+(\S+)(.*)$)"));
    static const QRegularExpression collective(
        QStringLiteral(R"(#\s*Collective test starting:\s*(\w+?)(_perf)?(_mpi)?\s*$)"));
    static const QRegularExpression binary(
        QStringLiteral(R"((\S*?\b(\w+?)_perf(_mpi)?)(\s+-.*)?$)"));
    static const QRegularExpression rank(QStringLiteral(
        R"(#\s*Rank\s+(\d+)\s+.*?\bon\s+(\S+)\s+device\s+(\d+)\s+\[[^\]]*\]\s+(.+)$)"));
    static const QRegularExpression settings(QStringLiteral(R"(#\s*nThread\s+\d+)"));
    static const QRegularExpression header(QStringLiteral(R"(^\s*#\s+size\s+count\s+type\s+)"));
    static const QRegularExpression average(QStringLiteral(R"(#\s*Avg bus bandwidth\s*:\s*(\S+))"));
    static const QRegularExpression bounds(
        QStringLiteral(R"(#\s*Out of bounds values\s*:\s*(.*)$)"));

    QString name;
    QList<Column> columns;
    QJsonArray ranks;
    QStringList gpuNames;
    ParsedDevice &dev = out.device();
    dev.kind = QStringLiteral("cuda");
    int rows = 0;

    for (int i = 0; i < all.size(); ++i) {
        const QString &line = all.at(i);
        const QString where = PeerImport::tr("line %1").arg(i + 1);
        if (auto m = version.match(line); m.hasMatch()) {
            out.version = m.captured(1);
            out.details.insert(QStringLiteral("nccl"), m.captured(2).trimmed());
            continue;
        }
        if (auto m = collective.match(line); m.hasMatch()) {
            name = m.captured(1);
            continue;
        }
        if (settings.match(line).hasMatch()) {
            out.details.insert(QStringLiteral("settings"),
                               line.mid(line.indexOf(QLatin1Char('#')) + 1).trimmed());
            continue;
        }
        if (auto m = rank.match(line); m.hasMatch()) {
            ranks.append(QJsonObject{{QStringLiteral("rank"), m.captured(1).toInt()},
                                     {QStringLiteral("host"), m.captured(2)},
                                     {QStringLiteral("device"), m.captured(3).toInt()},
                                     {QStringLiteral("name"), m.captured(4).trimmed()}});
            dev.hosts << m.captured(2);
            gpuNames << m.captured(4).trimmed();
            continue;
        }
        if (auto m = average.match(line); m.hasMatch()) {
            const auto v = number(m.captured(1));
            if (!v) {
                out.note(where + QStringLiteral(" avg busbw"), notANumberNote(m.captured(1)));
            } else if (*v <= 0) {
                out.note(where + QStringLiteral(" avg busbw"), zeroNote(m.captured(1)));
            } else {
                Measurement a =
                    measurement(QString(), QStringLiteral("bandwidth"), QString(), QString(),
                                QStringLiteral("busbw/average"), *v * 1e9, QStringLiteral("B/s"));
                dev.measurements.append(a);
            }
            continue;
        }
        if (auto m = bounds.match(line); m.hasMatch()) {
            out.details.insert(QStringLiteral("out_of_bounds"), m.captured(1).trimmed());
            continue;
        }
        if (header.match(line).hasMatch()) {
            const QStringList tokens = line.mid(line.indexOf(QLatin1Char('#')) + 1)
                                           .split(QLatin1Char(' '), Qt::SkipEmptyParts);
            columns.clear();
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
            continue;
        }
        if (name.isEmpty() && !line.trimmed().startsWith(QLatin1Char('#'))) {
            if (auto m = binary.match(line); m.hasMatch()
                                             && !line.contains(QLatin1String("Linking"))
                                             && !line.contains(QLatin1String("Compiling"))) {
                name = m.captured(2);
                if (out.commandLine.isEmpty())
                    out.commandLine =
                        line.trimmed().remove(QRegularExpression(QStringLiteral(R"(^[>$#]\s*)")));
            }
        }
        if (columns.isEmpty() || line.trimmed().isEmpty()
            || line.trimmed().startsWith(QLatin1Char('#')))
            continue;
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
            continue;
        if (cells.size() != columns.size()) {
            out.note(where, PeerImport::tr("%1 cells where the header has %2; row not stored")
                                .arg(cells.size())
                                .arg(columns.size()));
            continue;
        }
        ++rows;
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
        for (const QString &place : {QStringLiteral("out-of-place"), QStringLiteral("in-place")}) {
            QJsonObject params = row;
            params.insert(QStringLiteral("placement"), place);
            QList<Measurement> made;
            std::optional<double> wrong;
            for (int c = 0; c < columns.size(); ++c) {
                if (columns[c].place != place)
                    continue;
                const QString field =
                    QStringLiteral("%1 %2 (%3)").arg(where, columns[c].name, place);
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
                    made.append(measurement(QString(), QStringLiteral("latency"), QString(), format,
                                            place, *v * 1e-6, QStringLiteral("s")));
                } else {
                    // Bus and algorithm bandwidth stay apart: one kernel name each.
                    made.append(measurement(QString(), QStringLiteral("bandwidth"), QString(),
                                            format, columns[c].name + QLatin1Char('/') + place,
                                            *v * 1e9, QStringLiteral("B/s")));
                }
            }
            for (Measurement &m : made) {
                m.workingSetBytes = qint64(size);
                m.params = params;
                if (wrong && *wrong > 0)
                    m.flags = QStringList{QStringLiteral("wrong-results")};
                dev.measurements.append(m);
            }
            if (wrong && *wrong > 0)
                out.note(QStringLiteral("%1 #wrong (%2)").arg(where, place),
                         PeerImport::tr("%1 wrong elements: the collective returned wrong data; "
                                        "its figures are stored flagged 'wrong-results'")
                             .arg(*wrong));
        }
    }
    if (columns.isEmpty())
        return invalid(PeerImport::tr("no nccl-tests table (a '# size count type redop' header)"));
    if (rows == 0)
        return invalid(PeerImport::tr("the nccl-tests table has no rows"));
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
    for (Measurement &m : dev.measurements) {
        m.probe = probe;
        // The time and the algorithm bandwidth depend on the number of ranks; the bus
        // bandwidth is nccl-tests' figure made independent of it (doc/PERFORMANCE.md), so it
        // is filed without the rank count and meets other rank counts' in compare.
        if (!m.kernel.startsWith(QLatin1String("busbw")))
            m.threads = ranks.size();
        m.params.insert(QStringLiteral("ranks"), ranks.size());
    }
    gpuNames.removeDuplicates();
    dev.name = gpuNames.size() == 1 ? gpuNames.first() : gpuNames.join(QStringLiteral(" + "));
    if (!ranks.isEmpty())
        dev.provenance.insert(QStringLiteral("ranks"), ranks);
    return {};
}

} // namespace roofline::importers::detail
