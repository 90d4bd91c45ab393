// SPDX-License-Identifier: MIT
#include "model/kernels/KernelPoint.h"

#include "model/MeasurementKind.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <functional>

namespace roofline::kernels {

namespace {

QString levelKey(const QString &level) {
    return MeasurementKind::isMainMemory(level) ? QStringLiteral("DRAM") : level.toUpper();
}

// One CSV line into cells: commas outside double quotes separate, "" inside quotes is a quote.
QStringList csvCells(const QString &line) {
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < line.size()
                && line.at(i + 1) == QLatin1Char('"')) {
                cell += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            cells << cell.trimmed();
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells << cell.trimmed();
    return cells;
}

std::optional<double> number(const QString &text) {
    bool ok = false;
    QString t = text.trimmed();
    t.remove(QLatin1Char(',')); // ncu prints thousands separators in some locales' pages
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// ncu's units (auto-scaled: decimal prefixes) as a factor to bytes or seconds; 0 = unknown.
double unitFactor(const QString &unit) {
    static const QMap<QString, double> factors = {
        {QStringLiteral("byte"), 1},       {QStringLiteral("Kbyte"), 1e3},
        {QStringLiteral("Mbyte"), 1e6},    {QStringLiteral("Gbyte"), 1e9},
        {QStringLiteral("Tbyte"), 1e12},   {QStringLiteral("ns"), 1e-9},
        {QStringLiteral("nsecond"), 1e-9}, {QStringLiteral("us"), 1e-6},
        {QStringLiteral("usecond"), 1e-6}, {QStringLiteral("ms"), 1e-3},
        {QStringLiteral("msecond"), 1e-3}, {QStringLiteral("s"), 1},
        {QStringLiteral("second"), 1},     {QStringLiteral("inst"), 1},
        {QStringLiteral("Kinst"), 1e3},    {QStringLiteral("Minst"), 1e6},
        {QStringLiteral("Ginst"), 1e9},    {QStringLiteral(""), 1},
    };
    return factors.value(unit, 0);
}

struct NcuKernel {
    QString name;
    qint64 launches = 0;
    QMap<QString, double> metrics; // metric → value in base units, summed
    QJsonArray ids;
};

// The ncu metrics the roofline uses (Nsight Compute's own roofline sections).
void fromNcu(const NcuKernel &k, KernelPoint &p, QList<importers::ImportNote> &notes) {
    const auto get = [&](const char *m) { return k.metrics.value(QLatin1String(m), -1); };
    double seconds = get("gpu__time_duration.sum");
    if (seconds < 0)
        seconds = get("Duration");
    p.seconds = std::max(0.0, seconds);
    const std::pair<const char *, const char *> levels[] = {
        {"dram__bytes.sum", "DRAM"}, {"lts__t_bytes.sum", "L2"}, {"l1tex__t_bytes.sum", "L1"}};
    for (const auto &[metric, level] : levels) {
        if (get(metric) >= 0)
            p.bytes.insert(QString::fromLatin1(level), get(metric));
    }
    if (!p.bytes.contains(QStringLiteral("DRAM")) && get("dram__bytes_read.sum") >= 0)
        p.bytes.insert(QStringLiteral("DRAM"),
                       get("dram__bytes_read.sum") + std::max(0.0, get("dram__bytes_write.sum")));
    const std::pair<char, const char *> formats[] = {{'d', "fp64"}, {'f', "fp32"}, {'h', "fp16"}};
    for (const auto &[letter, format] : formats) {
        const QString base = QStringLiteral("sm__sass_thread_inst_executed_op_%1%2_pred_on.sum");
        const double add =
            k.metrics.value(base.arg(QString(QLatin1Char(letter)), QStringLiteral("add")), -1);
        const double mul =
            k.metrics.value(base.arg(QString(QLatin1Char(letter)), QStringLiteral("mul")), -1);
        const double fma =
            k.metrics.value(base.arg(QString(QLatin1Char(letter)), QStringLiteral("fma")), -1);
        if (add < 0 && mul < 0 && fma < 0)
            continue;
        p.flops.insert(QString::fromLatin1(format),
                       std::max(0.0, add) + std::max(0.0, mul) + 2 * std::max(0.0, fma));
    }
    if (p.flops.isEmpty() || p.bytes.isEmpty())
        notes.append(
            {k.name, KernelImport::tr("no FLOP or byte counters in the profile (profile "
                                      "with --set roofline or the metrics of docs/cli.md); "
                                      "stored with its time only")});
}

// Where an ncu --csv table's header is and which columns it has; `first` is its first data row.
struct NcuColumns {
    QStringList header;
    QStringList units; // --page raw: the units row under the header
    qsizetype id = -1, kernel = -1, metricName = -1, metricUnit = -1, metricValue = -1;
    bool details = false; // --page details: one row per kernel and metric
    qsizetype first = 0;
};

Result<NcuColumns> ncuColumns(const QStringList &lines) {
    qsizetype headerAt = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(QLatin1String("\"ID\""))) {
            headerAt = i;
            break;
        }
    }
    if (headerAt < 0)
        return Error{
            KernelImport::tr("no ncu --csv header (\"ID\",…)"), {}, ErrorKind::InvalidInput};
    NcuColumns c;
    c.header = csvCells(lines[headerAt]);
    const auto col = [&](const char *name) { return c.header.indexOf(QLatin1String(name)); };
    c.id = col("ID");
    c.kernel = col("Kernel Name");
    c.metricName = col("Metric Name");
    c.metricUnit = col("Metric Unit");
    c.metricValue = col("Metric Value");
    c.details = c.metricName >= 0 && c.metricValue >= 0;
    if (c.kernel < 0)
        return Error{KernelImport::tr("the ncu table has no \"Kernel Name\" column"),
                     {},
                     ErrorKind::InvalidInput};
    c.first = headerAt + 1;
    if (!c.details && c.first < lines.size()) {
        c.units = csvCells(lines[c.first]); // --page raw: the second row holds the units
        ++c.first;
    }
    return c;
}

// The kernels of an ncu table, in file order.
struct NcuKernels {
    QMap<QString, NcuKernel> byKey;
    QStringList order;
};

// One metric cell added to its kernel (in base units); a cell that is no number, or in an
// unknown unit, is a note when it is a counter or the duration.
void addNcuMetric(NcuKernel &k, const QString &metric, const QString &unit, const QString &value,
                  QList<importers::ImportNote> &notes) {
    const double factor = unitFactor(unit);
    const auto v = number(value);
    if (!v || factor == 0) {
        if (!value.isEmpty()
            && (metric.contains(QLatin1String("__")) || metric == QLatin1String("Duration")))
            notes.append({QStringLiteral("%1 %2").arg(k.name, metric),
                          factor == 0
                              ? KernelImport::tr("unknown unit '%1'; not used").arg(unit)
                              : KernelImport::tr("'%1' is not a number; not used").arg(value)});
        return;
    }
    k.metrics[metric] += *v * factor;
}

// The table's rows summed per kernel (or per launch with perInstance).
NcuKernels readNcuKernels(const QStringList &lines, const NcuColumns &c, bool perInstance,
                          QList<importers::ImportNote> &notes) {
    NcuKernels read;
    QSet<QString> instanceSeen;
    for (qsizetype i = c.first; i < lines.size(); ++i) {
        if (!lines[i].startsWith(QLatin1Char('"')))
            continue;
        // ncu leaves the trailing rule columns out when a metric has no rule: a row needs the
        // columns read here, not the header's width.
        QStringList cells = csvCells(lines[i]);
        const qsizetype needed =
            std::max({c.id, c.kernel, c.metricName, c.metricUnit, c.metricValue}) + 1;
        if (cells.size() < needed)
            continue;
        while (cells.size() < c.header.size())
            cells << QString();
        const QString name = cells[c.kernel];
        const QString instance = c.id >= 0 ? cells[c.id] : QString::number(i);
        const QString key = perInstance ? instance : name;
        if (!read.byKey.contains(key))
            read.order << key;
        NcuKernel &k = read.byKey[key];
        k.name = perInstance ? QStringLiteral("%1 #%2").arg(name, instance) : name;
        if (!instanceSeen.contains(instance)) {
            instanceSeen.insert(instance);
            ++k.launches;
            k.ids.append(instance);
        }
        if (c.details) {
            addNcuMetric(k, cells[c.metricName],
                         c.metricUnit >= 0 ? cells[c.metricUnit] : QString(), cells[c.metricValue],
                         notes);
        } else {
            for (qsizetype col = 0; col < c.header.size(); ++col) {
                if (c.header[col].contains(QLatin1String("__")))
                    addNcuMetric(k, c.header[col], c.units.value(col), cells[col], notes);
            }
        }
    }
    return read;
}

Result<KernelImport::Imported> parseNcu(const QStringList &lines, bool perInstance) {
    KernelImport::Imported out;
    out.tool = QStringLiteral("ncu");
    const auto columns = ncuColumns(lines);
    if (!columns)
        return columns.error();
    const NcuKernels read = readNcuKernels(lines, *columns, perInstance, out.notes);
    for (const QString &key : std::as_const(read.order)) {
        const NcuKernel &k = read.byKey[key];
        KernelPoint p;
        p.name = k.name;
        p.launches = k.launches;
        p.sourceTool = QStringLiteral("ncu");
        p.params.insert(QStringLiteral("ids"), k.ids);
        fromNcu(k, p, out.notes);
        if (p.seconds <= 0) {
            out.notes.append(
                {k.name, KernelImport::tr("no duration (gpu__time_duration.sum); not stored")});
            continue;
        }
        out.kernels.append(p);
    }
    return out;
}

// AMD's counters as rocprof-compute's roofline defines them (src/utils/roofline_calc.py of
// ROCm/omniperf, now rocprofiler-compute): per dispatch, FLOPs of a VALU format =
// 64 × (ADD + MUL + 2 × FMA + TRANS) (a wave of 64 lanes) plus 512 × the MFMA MOPS of that
// format; HBM bytes = 32 × 32-byte reads + 64 × the other reads + 64 × 64-byte writes + 32 × the
// other writes (TCC_EA_*); L2 bytes = 64 × the vL1D's requests to L2 (TCP_TCC_*_REQ); L1 bytes =
// 64 × TCP_TOTAL_CACHE_ACCESSES; LDS bytes = 128 × (SQ_LDS_IDX_ACTIVE − SQ_LDS_BANK_CONFLICT).
// `get` answers a counter's value, or nothing where the profile did not collect it.
struct RocCounters {
    std::function<std::optional<double>(const char *)> get;
};

void fromRocprof(const RocCounters &c, KernelPoint &p, bool &anyFlops, bool &anyBytes) {
    const auto v = [&](const char *counter) { return c.get(counter); };
    const auto sumOf = [&](std::initializer_list<std::pair<const char *, double>> terms,
                           bool *found) {
        double sum = 0;
        for (const auto &[counter, weight] : terms) {
            if (const auto x = v(counter)) {
                sum += weight * *x;
                *found = true;
            }
        }
        return sum;
    };
    struct Format {
        const char *id;
        const char *add, *mul, *fma, *trans, *mfma;
    };
    const Format formats[] = {
        {"fp16", "SQ_INSTS_VALU_ADD_F16", "SQ_INSTS_VALU_MUL_F16", "SQ_INSTS_VALU_FMA_F16",
         "SQ_INSTS_VALU_TRANS_F16", "SQ_INSTS_VALU_MFMA_MOPS_F16"},
        {"bf16", nullptr, nullptr, nullptr, nullptr, "SQ_INSTS_VALU_MFMA_MOPS_BF16"},
        {"fp32", "SQ_INSTS_VALU_ADD_F32", "SQ_INSTS_VALU_MUL_F32", "SQ_INSTS_VALU_FMA_F32",
         "SQ_INSTS_VALU_TRANS_F32", "SQ_INSTS_VALU_MFMA_MOPS_F32"},
        {"fp64", "SQ_INSTS_VALU_ADD_F64", "SQ_INSTS_VALU_MUL_F64", "SQ_INSTS_VALU_FMA_F64",
         "SQ_INSTS_VALU_TRANS_F64", "SQ_INSTS_VALU_MFMA_MOPS_F64"}};
    for (const Format &f : formats) {
        bool found = false;
        double flops = 0;
        if (f.add)
            flops += 64 * sumOf({{f.add, 1}, {f.mul, 1}, {f.fma, 2}, {f.trans, 1}}, &found);
        flops += sumOf({{f.mfma, 512}}, &found);
        if (found) {
            p.flops[QString::fromLatin1(f.id)] += flops;
            anyFlops = true;
        }
    }
    const auto rd = v("TCC_EA_RDREQ_sum"), wr = v("TCC_EA_WRREQ_sum");
    if (rd && wr) {
        const double rd32 = v("TCC_EA_RDREQ_32B_sum").value_or(0);
        const double wr64 = v("TCC_EA_WRREQ_64B_sum").value_or(0);
        p.bytes[QStringLiteral("DRAM")] +=
            32 * rd32 + 64 * (*rd - rd32) + 64 * wr64 + 32 * (*wr - wr64);
        anyBytes = true;
    }
    bool l2 = false;
    const double l2Requests = sumOf({{"TCP_TCC_READ_REQ_sum", 64},
                                     {"TCP_TCC_WRITE_REQ_sum", 64},
                                     {"TCP_TCC_ATOMIC_WITH_RET_REQ_sum", 64},
                                     {"TCP_TCC_ATOMIC_WITHOUT_RET_REQ_sum", 64}},
                                    &l2);
    if (l2) {
        p.bytes[QStringLiteral("L2")] += l2Requests;
        anyBytes = true;
    }
    if (const auto l1 = v("TCP_TOTAL_CACHE_ACCESSES_sum")) {
        p.bytes[QStringLiteral("L1")] += 64 * *l1;
        anyBytes = true;
    }
    if (const auto lds = v("SQ_LDS_IDX_ACTIVE")) {
        p.bytes[QStringLiteral("SHARED")] += 128 * (*lds - v("SQ_LDS_BANK_CONFLICT").value_or(0));
        anyBytes = true;
    }
}

// One dispatch of a rocprof table: its kernel, agent, duration and counters.
struct RocDispatch {
    QString name, agent;
    double ns = -1;
    QMap<QString, double> counters;
};

// The dispatches of a rocprof table, in file order.
struct RocDispatches {
    QMap<QString, RocDispatch> byId;
    QStringList order;
};

// Where a rocprof table's header is and which columns it has.
struct RocColumns {
    qsizetype headerAt = -1;
    QStringList header;
    qsizetype kernel = -1, dispatch = -1, start = -1, end = -1, agent = -1, counterName = -1,
              counterValue = -1;
    bool longForm = false;
};

Result<RocColumns> rocprofColumns(const QStringList &lines) {
    RocColumns c;
    qsizetype &headerAt = c.headerAt;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].contains(QLatin1String("Kernel_Name"))
            || lines[i].contains(QLatin1String("KernelName"))) {
            headerAt = i;
            break;
        }
    }
    if (headerAt < 0)
        return Error{KernelImport::tr("no rocprof header (a Kernel_Name column)"),
                     {},
                     ErrorKind::InvalidInput};
    c.header = csvCells(lines[headerAt]);
    const QStringList &header = c.header;
    const auto col = [&](std::initializer_list<const char *> names) -> qsizetype {
        for (const char *n : names) {
            if (const qsizetype at = header.indexOf(QLatin1String(n)); at >= 0)
                return at;
        }
        return -1;
    };
    c.kernel = col({"Kernel_Name", "KernelName"});
    c.dispatch = col({"Dispatch_Id", "Dispatch_ID", "Index"});
    c.start = col({"Start_Timestamp", "BeginNs"});
    c.end = col({"End_Timestamp", "EndNs"});
    c.agent = col({"Agent_Id", "GPU_ID", "gpu-id"});
    c.counterName = col({"Counter_Name"});
    c.counterValue = col({"Counter_Value"});
    c.longForm = c.counterName >= 0 && c.counterValue >= 0;
    if (c.start < 0 || c.end < 0)
        return Error{KernelImport::tr("the rocprof table has no Start_Timestamp and "
                                      "End_Timestamp columns (profile with the kernel trace)"),
                     {},
                     ErrorKind::InvalidInput};
    return c;
}

// The table's dispatches (rows without enough cells or numbers become notes in *out).
Result<RocDispatches> readRocprofDispatches(const QStringList &lines, KernelImport::Imported &out) {
    const auto columns = rocprofColumns(lines);
    if (!columns)
        return columns.error();
    const RocColumns &cols = *columns;
    const QStringList &header = cols.header;
    const qsizetype headerAt = cols.headerAt, kernel = cols.kernel, dispatch = cols.dispatch,
                    start = cols.start, end = cols.end, agent = cols.agent,
                    counterName = cols.counterName, counterValue = cols.counterValue;
    const bool longForm = cols.longForm;
    RocDispatches read;
    for (qsizetype i = headerAt + 1; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        const QStringList cells = csvCells(lines[i]);
        if (cells.size() <= std::max({kernel, start, end, counterName, counterValue})) {
            out.notes.append({KernelImport::tr("line %1").arg(i + 1),
                              KernelImport::tr("%n cell(s), fewer than the header's; not used",
                                               nullptr, int(cells.size()))});
            continue;
        }
        const QString id = dispatch >= 0 ? cells[dispatch] : QString::number(i);
        if (!read.byId.contains(id))
            read.order << id;
        RocDispatch &d = read.byId[id];
        // rocprof-compute marks the kernel descriptor ("… [clone .kd]", "… (.kd)", "….kd").
        QString name = cells[kernel].trimmed();
        for (const char *suffix : {" [clone .kd]", " (.kd)", ".kd"}) {
            if (name.endsWith(QLatin1String(suffix))) {
                name.chop(qsizetype(qstrlen(suffix)));
                break;
            }
        }
        d.name = name.trimmed();
        d.agent = agent >= 0 ? cells[agent] : QString();
        const auto s = number(cells[start]), e = number(cells[end]);
        d.ns = s && e ? *e - *s : -1;
        const auto put = [&](const QString &counter, const QString &text) {
            if (text.trimmed().isEmpty())
                return;
            const auto x = number(text);
            if (!x) {
                out.notes.append({QStringLiteral("%1 %2").arg(d.name, counter),
                                  KernelImport::tr("'%1' is not a number; not used").arg(text)});
                return;
            }
            d.counters[counter] += *x;
        };
        if (longForm) {
            put(cells[counterName], cells[counterValue]);
        } else {
            for (qsizetype c = 0; c < header.size() && c < cells.size(); ++c) {
                const QString &h = header[c];
                if (h.startsWith(QLatin1String("SQ_")) || h.startsWith(QLatin1String("TCC_"))
                    || h.startsWith(QLatin1String("TCP_")))
                    put(h, cells[c]);
            }
        }
    }
    return read;
}

// The dispatches as kernel points: per dispatch, or summed per kernel name.
QList<KernelPoint> rocprofPoints(const RocDispatches &read, bool perInstance,
                                 KernelImport::Imported &out) {
    QMap<QString, KernelPoint> byKey;
    QStringList keys;
    for (const QString &id : std::as_const(read.order)) {
        const RocDispatch &d = read.byId[id];
        if (!(d.ns > 0)) {
            out.notes.append({QStringLiteral("%1 #%2").arg(d.name, id),
                              KernelImport::tr("no duration (End_Timestamp − Start_Timestamp "
                                               "is %1 ns); not used")
                                  .arg(d.ns)});
            continue;
        }
        const QString key = perInstance ? id : d.name;
        if (!byKey.contains(key)) {
            keys << key;
            KernelPoint p;
            p.name = perInstance ? QStringLiteral("%1 #%2").arg(d.name, id) : d.name;
            p.launches = 0;
            p.sourceTool = QStringLiteral("rocprof");
            p.device = d.agent.isEmpty() || d.agent.startsWith(QLatin1String("Agent"))
                           ? d.agent
                           : QStringLiteral("GPU %1").arg(d.agent);
            byKey.insert(key, p);
        }
        KernelPoint &p = byKey[key];
        p.seconds += d.ns * 1e-9;
        ++p.launches;
        QJsonArray ids = p.params.value(QLatin1String("dispatches")).toArray();
        ids.append(id);
        p.params.insert(QStringLiteral("dispatches"), ids);
        // rocprofv3 names what it summed over the instances without rocprof-compute's "_sum";
        // gfx94x (MI300) counts the memory side as TCC_EA0_*.
        RocCounters counters{[&d](const char *counter) -> std::optional<double> {
            QStringList names{QLatin1String(counter)};
            if (names.first().startsWith(QLatin1String("TCC_EA_")))
                names << QString(names.first())
                             .replace(QLatin1String("TCC_EA_"), QLatin1String("TCC_EA0_"));
            for (const QString &name : std::as_const(names)) {
                if (d.counters.contains(name))
                    return d.counters.value(name);
                if (name.endsWith(QLatin1String("_sum")) && d.counters.contains(name.chopped(4)))
                    return d.counters.value(name.chopped(4));
            }
            return std::nullopt;
        }};
        bool anyFlops = false, anyBytes = false;
        fromRocprof(counters, p, anyFlops, anyBytes);
        if (!anyFlops || !anyBytes)
            p.params.insert(QStringLiteral("missing_counters"), true);
    }
    QList<KernelPoint> points;
    for (const QString &key : std::as_const(keys)) {
        KernelPoint &p = byKey[key];
        if (p.params.contains(QLatin1String("missing_counters"))) {
            p.params.remove(QStringLiteral("missing_counters"));
            out.notes.append(
                {p.name, KernelImport::tr("no FLOP or byte counters in the profile (collect "
                                          "rocprof-compute's roofline counters: SQ_INSTS_VALU_*, "
                                          "TCC_EA_RDREQ/WRREQ, TCP_TCC_*_REQ); stored with "
                                          "its time only")});
        }
        points.append(p);
    }
    return points;
}

// rocprof-compute's pmc_perf.csv (and rocprof v1/v2's results CSV): one row per dispatch, one
// column per counter; rocprofv3's counter_collection.csv: one row per dispatch and counter
// (Counter_Name, Counter_Value). Time: End_Timestamp − Start_Timestamp (or EndNs − BeginNs), ns.
Result<KernelImport::Imported> parseRocprof(const QStringList &lines, bool perInstance) {
    KernelImport::Imported out;
    out.tool = QStringLiteral("rocprof");
    const auto read = readRocprofDispatches(lines, out);
    if (!read)
        return read.error();
    out.kernels = rocprofPoints(*read, perInstance, out);
    return out;
}

// The rows of a plain --json file: the objects of its "kernels" array.
Result<QList<QJsonObject>> plainJsonRows(const QByteArray &data) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (doc.isNull())
        return Error{KernelImport::tr("not valid JSON at offset %1: %2")
                         .arg(error.offset)
                         .arg(error.errorString()),
                     {},
                     ErrorKind::InvalidInput};
    QList<QJsonObject> rows;
    const QJsonArray kernelsJson = doc.object().value(QLatin1String("kernels")).toArray();
    for (const QJsonValue &v : kernelsJson)
        rows << v.toObject();
    return rows;
}

// The rows of a plain CSV file as objects keyed by the lower-cased header ("#" lines skipped).
Result<QList<QJsonObject>> plainCsvRows(const QByteArray &data) {
    const QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
    QList<QJsonObject> rows;
    QStringList header;
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList cells = csvCells(line);
        if (header.isEmpty()) {
            for (const QString &h : cells)
                header << h.toLower();
            continue;
        }
        QJsonObject o;
        for (qsizetype c = 0; c < header.size() && c < cells.size(); ++c) {
            if (!cells[c].isEmpty())
                o.insert(header[c], cells[c]);
        }
        rows << o;
    }
    if (!header.contains(QLatin1String("name")) || !header.contains(QLatin1String("seconds")))
        return Error{KernelImport::tr("the CSV header needs the columns name and seconds (and "
                                      "flops, bytes)"),
                     {},
                     ErrorKind::InvalidInput};
    return rows;
}

// A JSON number, or a string holding one.
std::optional<double> plainNumber(const QJsonValue &v) {
    if (v.isDouble())
        return v.toDouble();
    return v.isString() ? number(v.toString()) : std::nullopt;
}

// A row's flops or bytes: one number (for the row's format or level) or an object of them.
void readPlainCounts(const QJsonObject &o, const QString &key, const QString &fallback,
                     const QString &where, QMap<QString, double> &target,
                     QList<importers::ImportNote> &notes) {
    const QJsonValue v = o.value(key);
    if (v.isObject()) {
        const QJsonObject m = v.toObject();
        for (auto it = m.begin(); it != m.end(); ++it) {
            if (const auto x = plainNumber(it.value()); x && *x >= 0)
                target.insert(it.key(), *x);
            else
                notes.append({QStringLiteral("%1 %2.%3").arg(where, key, it.key()),
                              KernelImport::tr("not a number ≥ 0; not stored")});
        }
    } else if (!v.isUndefined()) {
        if (const auto x = plainNumber(v); x && *x >= 0)
            target.insert(fallback, *x);
        else
            notes.append({QStringLiteral("%1 %2").arg(where, key),
                          KernelImport::tr("not a number ≥ 0; not stored")});
    }
}

// One row as a kernel point; nothing (and a note) without a name or positive seconds.
std::optional<KernelPoint> plainPoint(const QJsonObject &o, qsizetype i, const QString &tool,
                                      QList<importers::ImportNote> &notes) {
    KernelPoint p;
    p.sourceTool = tool;
    p.name = o.value(QLatin1String("name")).toString();
    const QString where = p.name.isEmpty() ? KernelImport::tr("kernel %1").arg(i + 1) : p.name;
    const auto seconds = plainNumber(o.value(QLatin1String("seconds")));
    if (p.name.isEmpty() || !seconds || *seconds <= 0) {
        notes.append({where, p.name.isEmpty()
                                 ? KernelImport::tr("no name; not stored")
                                 : KernelImport::tr("no positive seconds; not stored")});
        return std::nullopt;
    }
    p.seconds = *seconds;
    const QString format = o.value(QLatin1String("format")).toString(QStringLiteral("fp32"));
    const QString level = o.value(QLatin1String("level")).toString(QStringLiteral("DRAM"));
    readPlainCounts(o, QStringLiteral("flops"), format, where, p.flops, notes);
    readPlainCounts(o, QStringLiteral("bytes"), level, where, p.bytes, notes);
    if (const auto l = plainNumber(o.value(QLatin1String("launches"))); l && *l >= 1)
        p.launches = qint64(*l);
    p.device = o.value(QLatin1String("device")).toString();
    const QJsonValue tags = o.value(QLatin1String("tags"));
    if (tags.isArray()) {
        const QJsonArray tagListJson = tags.toArray();
        for (const QJsonValue &t : tagListJson)
            p.tags << t.toString();
    } else if (tags.isString()) {
        p.tags = tags.toString().split(QLatin1Char(';'), Qt::SkipEmptyParts);
    }
    return p;
}

Result<KernelImport::Imported> parsePlain(const QByteArray &data, bool json) {
    KernelImport::Imported out;
    out.tool = json ? QStringLiteral("json") : QStringLiteral("csv");
    const auto rows = json ? plainJsonRows(data) : plainCsvRows(data);
    if (!rows)
        return rows.error();
    for (qsizetype i = 0; i < rows->size(); ++i) {
        if (auto p = plainPoint(rows->at(i), i, out.tool, out.notes))
            out.kernels.append(*p);
    }
    return out;
}

} // namespace

MeasuredRoofs KernelRoofline::roofs(const Run &run) {
    MeasuredRoofs r;
    for (const Measurement &m : run.measurements) {
        if (!(m.value > 0))
            continue;
        if (MeasurementKind::metricOf(m) == Metric::Bandwidth && !m.level.isEmpty()
            && !MeasurementKind::isTransfer(MeasurementKind::levelOf(m))) {
            const QString key = levelKey(m.level);
            r.bandwidth[key] = std::max(r.bandwidth.value(key), m.value);
        } else if (m.unit == QLatin1String("FLOP/s") && !m.format.isEmpty()) {
            r.peak[m.format] = std::max(r.peak.value(m.format), m.value);
        }
    }
    return r;
}

QList<KernelPlacement> KernelRoofline::place(const KernelPoint &kernel, const MeasuredRoofs &roofs,
                                             QList<importers::ImportNote> *notes) {
    QList<KernelPlacement> out;
    for (auto f = kernel.flops.cbegin(); f != kernel.flops.cend(); ++f) {
        if (!(f.value() > 0) || !(kernel.seconds > 0))
            continue;
        if (!roofs.peak.contains(f.key())) {
            if (notes)
                notes->append({kernel.name, tr("the run has no measured %1 roof").arg(f.key())});
            continue;
        }
        for (auto b = kernel.bytes.cbegin(); b != kernel.bytes.cend(); ++b) {
            const QString level = levelKey(b.key());
            if (!(b.value() > 0))
                continue;
            if (!roofs.bandwidth.contains(level)) {
                if (notes)
                    notes->append(
                        {kernel.name, tr("the run has no measured %1 bandwidth").arg(level)});
                continue;
            }
            KernelPlacement p;
            p.format = f.key();
            p.level = level;
            p.intensity = f.value() / b.value();
            p.attained = f.value() / kernel.seconds;
            const double memory = roofs.bandwidth.value(level) * p.intensity;
            const double compute = roofs.peak.value(f.key());
            p.attainable = std::min(memory, compute);
            p.bound = memory < compute ? QStringLiteral("memory") : QStringLiteral("compute");
            p.fraction = p.attained / p.attainable;
            p.farBelow = p.fraction < kFarBelow;
            out.append(p);
        }
    }
    return out;
}

QString KernelCompare::boundKey(const KernelPlacement &placement) {
    return placement.farBelow ? QStringLiteral("neither") : placement.bound;
}

namespace {

// Several records of one name on a run (two imports, or per-instance points) are one
// kernel: their work and time summed. `order` receives the names in first-seen order.
QMap<QString, KernelPoint> summedByName(const QList<KernelPoint> &kernels, QStringList &order) {
    QMap<QString, KernelPoint> out;
    for (const KernelPoint &k : kernels) {
        if (!out.contains(k.name)) {
            order << k.name;
            out.insert(k.name, k);
            continue;
        }
        KernelPoint &sum = out[k.name];
        for (auto it = k.flops.cbegin(); it != k.flops.cend(); ++it)
            sum.flops[it.key()] += it.value();
        for (auto it = k.bytes.cbegin(); it != k.bytes.cend(); ++it)
            sum.bytes[it.key()] += it.value();
        sum.seconds += k.seconds;
        sum.launches += k.launches;
    }
    return out;
}

// One kernel of both runs: its time per launch on each, and one row per (format, level) it
// is placed at on either run's roofs (one row without any placement).
void compareKernel(const QString &name, const KernelPoint &ka, const MeasuredRoofs &roofsA,
                   const KernelPoint &kb, const MeasuredRoofs &roofsB,
                   QList<KernelComparison> &out) {
    KernelComparison base;
    base.name = name;
    base.secondsA = ka.seconds / double(std::max<qint64>(1, ka.launches));
    base.secondsB = kb.seconds / double(std::max<qint64>(1, kb.launches));
    base.speedup = base.secondsB > 0 ? base.secondsA / base.secondsB : 0;
    const QList<KernelPlacement> pa = KernelRoofline::place(ka, roofsA);
    const QList<KernelPlacement> pb = KernelRoofline::place(kb, roofsB);
    QList<std::pair<QString, QString>> keys;
    for (const QList<KernelPlacement> *list : {&pa, &pb}) {
        for (const KernelPlacement &p : *list) {
            if (!keys.contains(std::pair{p.format, p.level}))
                keys << std::pair{p.format, p.level};
        }
    }
    if (keys.isEmpty())
        out << base;
    for (const auto &[format, level] : std::as_const(keys)) {
        KernelComparison row = base;
        row.format = format;
        row.level = level;
        for (const KernelPlacement &p : pa) {
            if (p.format == format && p.level == level)
                row.a = p;
        }
        for (const KernelPlacement &p : pb) {
            if (p.format == format && p.level == level)
                row.b = p;
        }
        row.boundChanged =
            row.a && row.b && KernelCompare::boundKey(*row.a) != KernelCompare::boundKey(*row.b);
        out << row;
    }
}

} // namespace

QList<KernelComparison> KernelCompare::compare(const QList<KernelPoint> &a,
                                               const MeasuredRoofs &roofsA,
                                               const QList<KernelPoint> &b,
                                               const MeasuredRoofs &roofsB, QStringList *onlyA,
                                               QStringList *onlyB) {
    QStringList orderA, orderB;
    const QMap<QString, KernelPoint> mapA = summedByName(a, orderA), mapB = summedByName(b, orderB);
    QList<KernelComparison> out;
    for (const QString &name : std::as_const(orderA)) {
        if (!mapB.contains(name)) {
            if (onlyA)
                *onlyA << name;
            continue;
        }
        compareKernel(name, mapA[name], roofsA, mapB[name], roofsB, out);
    }
    if (onlyB) {
        for (const QString &name : std::as_const(orderB)) {
            if (!mapA.contains(name))
                *onlyB << name;
        }
    }
    return out;
}

std::optional<KernelImport::Tool> KernelImport::toolFromId(const QString &id) {
    if (id.isEmpty() || id == QLatin1String("auto"))
        return Tool::Auto;
    if (id == QLatin1String("csv"))
        return Tool::Csv;
    if (id == QLatin1String("json"))
        return Tool::Json;
    if (id == QLatin1String("ncu"))
        return Tool::Ncu;
    if (id == QLatin1String("rocprof"))
        return Tool::Rocprof;
    return std::nullopt;
}

Result<KernelImport::Imported> KernelImport::parse(const QByteArray &data, const Options &options) {
    Tool tool = options.tool;
    const QByteArray trimmed = data.trimmed();
    if (tool == Tool::Auto) {
        const QByteArray head = data.left(data.indexOf('\n')); // the header row
        tool = trimmed.startsWith('{')                                       ? Tool::Json
               : data.contains("\"Kernel Name\"")                            ? Tool::Ncu
               : head.contains("Kernel_Name") || head.contains("KernelName") ? Tool::Rocprof
                                                                             : Tool::Csv;
    }
    const QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
    Result<Imported> r = tool == Tool::Ncu       ? parseNcu(lines, options.perInstance)
                         : tool == Tool::Rocprof ? parseRocprof(lines, options.perInstance)
                                                 : parsePlain(data, tool == Tool::Json);
    if (!r)
        return Error{tr("%1: %2").arg(options.fileName, r.error().message), {}, r.error().kind};
    if (r->kernels.isEmpty())
        return Error{tr("%1: no kernel with a name and a duration").arg(options.fileName),
                     {},
                     ErrorKind::InvalidInput};
    return r;
}

} // namespace roofline::kernels
