// SPDX-License-Identifier: MIT
// nvbandwidth (github.com/NVIDIA/nvbandwidth): every test case's matrix, text or --json.
//   Running host_to_device_memcpy_ce.
//   memcpy CE CPU(row) -> GPU(column) bandwidth (GB/s)
//              0         1
//    0     26.05     25.88
//   SUM host_to_device_memcpy_ce 51.93
// Each cell is one measurement (kernel "[row][column]"), the SUM one more; N/A cells (a GPU
// with itself, a pair without a path) are notes. Latency tests print "(ns)".
#include "model/importers/PeerParsers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace roofline::importers::detail {

namespace {

// The link a test case measures, from its name.
QString levelOf(const QString &test) {
    if (test.startsWith(QLatin1String("host_to")) || test.startsWith(QLatin1String("host_device")))
        return QStringLiteral("H2D"); // host_to_device_*, host_to_all_*, host_device_latency
    if (test.contains(QLatin1String("to_host")))
        return QStringLiteral("D2H"); // device_to_host_*, all_to_host_*
    if (test.startsWith(QLatin1String("device_local")))
        return QStringLiteral("D2D");
    return QStringLiteral("P2P"); // device_to_device_*, all_to_one, one_to_all, multinode_*
}

struct Unit {
    QString metric;
    QString unit;
    double scale = 0;
};

// "(GB/s)" and "(ns)" at the end of a matrix description.
std::optional<Unit> unitOf(const QString &description, QString *unitText) {
    static const QRegularExpression tail(QStringLiteral(R"(\(([^()]+)\)\s*$)"));
    const auto m = tail.match(description);
    if (!m.hasMatch())
        return std::nullopt;
    *unitText = m.captured(1);
    if (*unitText == QLatin1String("GB/s"))
        return Unit{QStringLiteral("bandwidth"), QStringLiteral("B/s"), 1e9};
    if (*unitText == QLatin1String("ns"))
        return Unit{QStringLiteral("latency"), QStringLiteral("s"), 1e-9};
    if (*unitText == QLatin1String("us"))
        return Unit{QStringLiteral("latency"), QStringLiteral("s"), 1e-6};
    return std::nullopt;
}

// One test case's matrix rows ("N/A" or numbers) as measurements.
void addMatrix(const QString &test, const QString &description, const QList<QStringList> &matrix,
               std::optional<double> sum, Parsed &out) {
    QString unitText;
    const auto unit = unitOf(description, &unitText);
    if (!unit) {
        out.note(test,
                 unitText.isEmpty() ? unknownSectionNote(description) : unknownUnitNote(unitText));
        return;
    }
    const QString probe = QStringLiteral("nvbandwidth.") + test;
    const QString level = levelOf(test);
    ParsedDevice &dev = out.device();
    for (int r = 0; r < matrix.size(); ++r) {
        for (int c = 0; c < matrix[r].size(); ++c) {
            const QString cell = matrix[r][c].trimmed();
            const QString field = QStringLiteral("%1[%2][%3]").arg(test).arg(r).arg(c);
            if (cell == QLatin1String("N/A")) {
                out.note(field, notAvailableNote());
                continue;
            }
            if (cell.isEmpty()) {
                out.note(field, missingNote());
                continue;
            }
            const auto v = positiveNumber(cell, field, out);
            if (!v)
                continue;
            Measurement m =
                measurement(probe, unit->metric, level, QString(),
                            QStringLiteral("[%1][%2]").arg(r).arg(c), *v * unit->scale, unit->unit);
            m.params.insert(QStringLiteral("matrix"), description);
            m.params.insert(QStringLiteral("row"), r);
            m.params.insert(QStringLiteral("column"), c);
            dev.measurements.append(m);
        }
    }
    if (sum && *sum > 0 && unit->metric == QLatin1String("bandwidth")) {
        Measurement m = measurement(probe, unit->metric, level, QString(), QStringLiteral("sum"),
                                    *sum * unit->scale, unit->unit);
        m.params.insert(QStringLiteral("matrix"), description);
        dev.measurements.append(m);
    }
}

// The JSON document of a --json output: nvbandwidth writes warnings ("WARNING: Failed to
// acquire log file lock") to the same stream, so it is the lines from the first "{" line to
// the last "}" line.
QByteArray jsonDocumentOf(const QByteArray &data, Parsed &out) {
    QByteArray json = data;
    const qsizetype first = data.startsWith('{') ? 0 : data.indexOf("\n{");
    const qsizetype last = data.lastIndexOf("\n}");
    if (first >= 0 && last > first) {
        json = data.mid(first, last + 2 - first);
        if (first > 0 || data.mid(last + 2).trimmed().size() > 0)
            out.note(QStringLiteral("json"),
                     PeerImport::tr("text around the JSON document (warnings) is not read"));
    }
    return json;
}

// One entry of "testcases": its matrix and SUM, or a note when it did not pass.
void addJsonCase(const QJsonObject &t, Parsed &out) {
    const QString test = t.value(QLatin1String("name")).toString();
    const QString status = t.value(QLatin1String("status")).toString();
    if (status != QLatin1String("Passed")) {
        out.note(test,
                 PeerImport::tr("status '%1'%2; not stored")
                     .arg(status.isEmpty() ? QStringLiteral("?") : status,
                          t.contains(QLatin1String("error"))
                              ? QStringLiteral(": ") + t.value(QLatin1String("error")).toString()
                              : QString()));
        return;
    }
    QList<QStringList> matrix;
    const QJsonArray matrixJson = t.value(QLatin1String("bandwidth_matrix")).toArray();
    for (const QJsonValue &row : matrixJson) {
        QStringList cells;
        const QJsonArray cellsJson = row.toArray();
        for (const QJsonValue &cell : cellsJson)
            cells << (cell.isDouble() ? QString::number(cell.toDouble(), 'g', 17)
                                      : cell.toString());
        matrix << cells;
    }
    std::optional<double> sum;
    const QJsonValue s = t.value(QLatin1String("sum"));
    if (s.isDouble())
        sum = s.toDouble();
    else if (s.isString())
        sum = number(s.toString());
    addMatrix(test, t.value(QLatin1String("bandwidth_description")).toString(), matrix, sum, out);
}

Result<void> parseJson(const QByteArray &data, Parsed &out) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(jsonDocumentOf(data, out), &error);
    if (doc.isNull())
        return invalid(PeerImport::tr("not valid JSON at offset %1: %2")
                           .arg(error.offset)
                           .arg(error.errorString()));
    const QJsonObject root = doc.object().value(QLatin1String("nvbandwidth")).toObject();
    if (root.isEmpty())
        return invalid(PeerImport::tr("no \"nvbandwidth\" object"));
    out.format = QStringLiteral("json");
    out.version = root.value(QLatin1String("version")).toString();
    if (out.version.isEmpty())
        out.version = root.value(QLatin1String("git_version")).toString();
    ParsedDevice &dev = out.device();
    dev.kind = QStringLiteral("cuda");
    dev.driver = root.value(QLatin1String("Driver Version")).toString();
    for (const char *key : {"CUDA Runtime Version", "CUDA Driver Version", "git_version",
                            "MPI version", "error", "warning"}) {
        if (root.contains(QLatin1String(key)))
            out.details.insert(QString::fromLatin1(key), root.value(QLatin1String(key)));
    }
    QStringList names;
    // "0: NVIDIA H100 80GB HBM3 (00000000:07:00)", or with ": (hostname)" after the bus id.
    static const QRegularExpression gpu(
        QStringLiteral(R"(^\s*\d+:\s*(.*?)\s*(\([^()]*\))?\s*(:\s*\(([^()]*)\))?\s*$)"));
    const QJsonArray gpusJson = root.value(QLatin1String("GPU Device list")).toArray();
    for (const QJsonValue &g : gpusJson) {
        const auto m = gpu.match(g.toString());
        names << (m.hasMatch() ? m.captured(1) : g.toString());
        if (m.hasMatch() && !m.captured(4).isEmpty())
            dev.hosts << m.captured(4);
    }
    names.removeDuplicates();
    dev.name = names.join(QStringLiteral(" + "));
    const QJsonArray cases = root.value(QLatin1String("testcases")).toArray();
    if (cases.isEmpty())
        return invalid(PeerImport::tr("no test cases (\"testcases\" is missing or empty)"));
    for (const QJsonValue &v : cases)
        addJsonCase(v.toObject(), out);
    return {};
}

// The test case being read from the text output: its name, its matrix's description and rows.
struct TextCase {
    QString test;
    QString description;
    QList<QStringList> matrix;
    bool inMatrix = false;
    bool matrixDone = false;
    qsizetype columns = 0;

    void clear() {
        test.clear();
        description.clear();
        matrix.clear();
        inMatrix = false;
        matrixDone = false;
    }
    // The case's matrix as measurements (a case without one is a note); then the next case.
    void flush(std::optional<double> sum, Parsed &out) {
        if (!test.isEmpty() && !description.isEmpty())
            addMatrix(test, description, matrix, sum, out);
        else if (!test.isEmpty())
            out.note(test, missingNote());
        clear();
    }
};

// A line of the text output's preamble (version, driver, runtime, devices and processes);
// false when the line is none of them.
bool readPreambleLine(const QString &line, bool inCase, QStringList &names, Parsed &out) {
    static const QRegularExpression versionLine(QStringLiteral(R"(nvbandwidth Version:\s*(\S+))"));
    static const QRegularExpression deviceLine(
        QStringLiteral(R"(^\s*Device\s+(\d+):\s*(.*?)\s*(\([0-9a-fA-F:.]+\))?\s*$)"));
    static const QRegularExpression processLine(QStringLiteral(
        R"(^\s*Process\s+(\d+)\s+\(([^)]*)\):\s*device\s+(\d+):\s*(.*?)\s*(\([0-9a-fA-F:.]+\))?\s*$)"));
    ParsedDevice &dev = out.device();
    if (auto m = versionLine.match(line); m.hasMatch()) {
        out.version = m.captured(1);
        return true;
    }
    if (line.startsWith(QLatin1String("Built from Git version:"))) {
        out.details.insert(QStringLiteral("git_version"),
                           line.section(QLatin1Char(':'), 1).trimmed());
        return true;
    }
    if (line.startsWith(QLatin1String("Driver Version:"))) {
        dev.driver = line.section(QLatin1Char(':'), 1).trimmed();
        return true;
    }
    if (line.startsWith(QLatin1String("CUDA Runtime Version:"))
        || line.startsWith(QLatin1String("CUDA Driver Version:"))
        || line.startsWith(QLatin1String("MPI version:"))) {
        out.details.insert(line.section(QLatin1Char(':'), 0, 0).trimmed(),
                           line.section(QLatin1Char(':'), 1).trimmed());
        return true;
    }
    if (auto m = processLine.match(line); m.hasMatch()) {
        dev.hosts << m.captured(2);
        names << m.captured(4);
        return true;
    }
    if (auto m = deviceLine.match(line); m.hasMatch() && !inCase) {
        names << m.captured(2);
        return true;
    }
    return false;
}

// A line inside a test case: its SUM, a refusal ("Waived", "ERROR"), the description, the
// column indices, a matrix row, or the end of the matrix.
void readCaseLine(const QString &line, TextCase &tc, Parsed &out) {
    static const QRegularExpression sumLine(QStringLiteral(R"(^\s*SUM\s+(\w+)\s+(\S+)\s*$)"));
    if (auto m = sumLine.match(line); m.hasMatch()) {
        const auto v = number(m.captured(2));
        if (!v)
            out.note(QStringLiteral("SUM %1").arg(tc.test), notANumberNote(m.captured(2)));
        tc.flush(v, out);
        return;
    }
    const QString trimmed = line.trimmed();
    if (trimmed.startsWith(QLatin1String("Waived")) || trimmed.startsWith(QLatin1String("ERROR"))
        || trimmed.contains(QLatin1String("not supported"), Qt::CaseInsensitive)) {
        out.note(tc.test, PeerImport::tr("the tool reports '%1'; not stored").arg(trimmed));
        tc.clear();
        return;
    }
    if (tc.description.isEmpty()) {
        if (!trimmed.isEmpty())
            tc.description = trimmed;
        return;
    }
    const QStringList cells = trimmed.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (cells.isEmpty()) {
        if (tc.inMatrix)
            tc.matrixDone = true; // the SUM line (when the version prints one) follows
        return;
    }
    if (tc.matrixDone) {
        tc.flush(std::nullopt, out); // no SUM line (older versions): anything else ends the test
        return;
    }
    if (!tc.inMatrix) {
        tc.inMatrix = true; // the column indices
        tc.columns = cells.size();
        return;
    }
    // " 0    26.03    25.94": the row index, then the cells; a short row's missing cells
    // are notes.
    QStringList row = cells.mid(1);
    while (row.size() < tc.columns)
        row << QString();
    tc.matrix << row;
}

} // namespace

Result<void> parseNvBandwidth(const QByteArray &data, Parsed &out) {
    if (data.trimmed().startsWith('{')
        || (data.contains("\"nvbandwidth\"") && data.contains("\"testcases\"")))
        return parseJson(data, out);
    const QStringList all = lines(QString::fromUtf8(data));
    static const QRegularExpression running(QStringLiteral(R"(^\s*Running\s+(\w+)\.?\s*$)"));
    static const QRegularExpression command(QStringLiteral(R"((\S*nvbandwidth)(\s+-.*)?$)"));
    ParsedDevice &dev = out.device();
    dev.kind = QStringLiteral("cuda");
    QStringList names;
    TextCase tc;
    for (const QString &line : all) {
        if (readPreambleLine(line, !tc.test.isEmpty(), names, out))
            continue;
        if (out.commandLine.isEmpty() && !line.contains(QLatin1String("Version"))) {
            if (auto m = command.match(line); m.hasMatch() && m.capturedLength(2) > 0)
                out.commandLine = line.mid(m.capturedStart(1)).trimmed();
        }
        if (auto m = running.match(line); m.hasMatch()) {
            tc.flush(std::nullopt, out);
            tc.test = m.captured(1);
            continue;
        }
        if (!tc.test.isEmpty())
            readCaseLine(line, tc, out);
    }
    tc.flush(std::nullopt, out);
    names.removeDuplicates();
    dev.name = names.join(QStringLiteral(" + "));
    if (dev.measurements.isEmpty() && out.notes.isEmpty())
        return invalid(PeerImport::tr("no test case ('Running <test>.' and its matrix)"));
    return {};
}

} // namespace roofline::importers::detail
