// SPDX-License-Identifier: MIT
#include "model/kernels/KernelPoint.h"

#include "model/MeasurementKind.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

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

Result<KernelImport::Imported> parseNcu(const QStringList &lines, bool perInstance) {
    KernelImport::Imported out;
    out.tool = QStringLiteral("ncu");
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
    const QStringList header = csvCells(lines[headerAt]);
    const auto col = [&](const char *name) { return header.indexOf(QLatin1String(name)); };
    const qsizetype id = col("ID");
    const qsizetype kernel = col("Kernel Name");
    const qsizetype metricName = col("Metric Name");
    const qsizetype metricUnit = col("Metric Unit");
    const qsizetype metricValue = col("Metric Value");
    const bool details = metricName >= 0 && metricValue >= 0;
    if (kernel < 0)
        return Error{KernelImport::tr("the ncu table has no \"Kernel Name\" column"),
                     {},
                     ErrorKind::InvalidInput};
    QStringList units;
    qsizetype first = headerAt + 1;
    if (!details && first < lines.size()) {
        units = csvCells(lines[first]); // --page raw: the second row holds the units
        ++first;
    }
    QMap<QString, NcuKernel> byKey;
    QStringList order;
    QSet<QString> instanceSeen;
    for (qsizetype i = first; i < lines.size(); ++i) {
        if (!lines[i].startsWith(QLatin1Char('"')))
            continue;
        // ncu leaves the trailing rule columns out when a metric has no rule: a row needs the
        // columns read here, not the header's width.
        QStringList cells = csvCells(lines[i]);
        const qsizetype needed = std::max({id, kernel, metricName, metricUnit, metricValue}) + 1;
        if (cells.size() < needed)
            continue;
        while (cells.size() < header.size())
            cells << QString();
        const QString name = cells[kernel];
        const QString instance = id >= 0 ? cells[id] : QString::number(i);
        const QString key = perInstance ? instance : name;
        if (!byKey.contains(key))
            order << key;
        NcuKernel &k = byKey[key];
        k.name = perInstance ? QStringLiteral("%1 #%2").arg(name, instance) : name;
        if (!instanceSeen.contains(instance)) {
            instanceSeen.insert(instance);
            ++k.launches;
            k.ids.append(instance);
        }
        const auto add = [&](const QString &metric, const QString &unit, const QString &value) {
            const double factor = unitFactor(unit);
            const auto v = number(value);
            if (!v || factor == 0) {
                if (!value.isEmpty()
                    && (metric.contains(QLatin1String("__"))
                        || metric == QLatin1String("Duration")))
                    out.notes.append(
                        {QStringLiteral("%1 %2").arg(k.name, metric),
                         factor == 0
                             ? KernelImport::tr("unknown unit '%1'; not used").arg(unit)
                             : KernelImport::tr("'%1' is not a number; not used").arg(value)});
                return;
            }
            k.metrics[metric] += *v * factor;
        };
        if (details) {
            add(cells[metricName], metricUnit >= 0 ? cells[metricUnit] : QString(),
                cells[metricValue]);
        } else {
            for (qsizetype c = 0; c < header.size(); ++c) {
                if (header[c].contains(QLatin1String("__")))
                    add(header[c], units.value(c), cells[c]);
            }
        }
    }
    for (const QString &key : std::as_const(order)) {
        const NcuKernel &k = byKey[key];
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

Result<KernelImport::Imported> parsePlain(const QByteArray &data, bool json) {
    KernelImport::Imported out;
    out.tool = json ? QStringLiteral("json") : QStringLiteral("csv");
    QList<QJsonObject> rows;
    if (json) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
        if (doc.isNull())
            return Error{KernelImport::tr("not valid JSON at offset %1: %2")
                             .arg(error.offset)
                             .arg(error.errorString()),
                         {},
                         ErrorKind::InvalidInput};
        for (const QJsonValue &v : doc.object().value(QLatin1String("kernels")).toArray())
            rows << v.toObject();
    } else {
        const QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
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
            return Error{
                KernelImport::tr("the CSV header needs the columns name and seconds (and flops, "
                                 "bytes)"),
                {},
                ErrorKind::InvalidInput};
    }
    const auto num = [](const QJsonValue &v) -> std::optional<double> {
        if (v.isDouble())
            return v.toDouble();
        return v.isString() ? number(v.toString()) : std::nullopt;
    };
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject &o = rows[i];
        KernelPoint p;
        p.sourceTool = out.tool;
        p.name = o.value(QLatin1String("name")).toString();
        const QString where = p.name.isEmpty() ? KernelImport::tr("kernel %1").arg(i + 1) : p.name;
        const auto seconds = num(o.value(QLatin1String("seconds")));
        if (p.name.isEmpty() || !seconds || *seconds <= 0) {
            out.notes.append({where, p.name.isEmpty()
                                         ? KernelImport::tr("no name; not stored")
                                         : KernelImport::tr("no positive seconds; not stored")});
            continue;
        }
        p.seconds = *seconds;
        const QString format = o.value(QLatin1String("format")).toString(QStringLiteral("fp32"));
        const QString level = o.value(QLatin1String("level")).toString(QStringLiteral("DRAM"));
        for (const auto &[key, target, fallback] :
             {std::tuple{QStringLiteral("flops"), &p.flops, format},
              std::tuple{QStringLiteral("bytes"), &p.bytes, level}}) {
            const QJsonValue v = o.value(key);
            if (v.isObject()) {
                const QJsonObject m = v.toObject();
                for (auto it = m.begin(); it != m.end(); ++it) {
                    if (const auto x = num(it.value()); x && *x >= 0)
                        target->insert(it.key(), *x);
                    else
                        out.notes.append({QStringLiteral("%1 %2.%3").arg(where, key, it.key()),
                                          KernelImport::tr("not a number ≥ 0; not stored")});
                }
            } else if (!v.isUndefined()) {
                if (const auto x = num(v); x && *x >= 0)
                    target->insert(fallback, *x);
                else
                    out.notes.append({QStringLiteral("%1 %2").arg(where, key),
                                      KernelImport::tr("not a number ≥ 0; not stored")});
            }
        }
        if (const auto l = num(o.value(QLatin1String("launches"))); l && *l >= 1)
            p.launches = qint64(*l);
        p.device = o.value(QLatin1String("device")).toString();
        const QJsonValue tags = o.value(QLatin1String("tags"));
        if (tags.isArray()) {
            for (const QJsonValue &t : tags.toArray())
                p.tags << t.toString();
        } else if (tags.isString()) {
            p.tags = tags.toString().split(QLatin1Char(';'), Qt::SkipEmptyParts);
        }
        out.kernels.append(p);
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

std::optional<KernelImport::Tool> KernelImport::toolFromId(const QString &id) {
    if (id.isEmpty() || id == QLatin1String("auto"))
        return Tool::Auto;
    if (id == QLatin1String("csv"))
        return Tool::Csv;
    if (id == QLatin1String("json"))
        return Tool::Json;
    if (id == QLatin1String("ncu"))
        return Tool::Ncu;
    return std::nullopt;
}

Result<KernelImport::Imported> KernelImport::parse(const QByteArray &data, const Options &options) {
    Tool tool = options.tool;
    const QByteArray trimmed = data.trimmed();
    if (tool == Tool::Auto) {
        tool = trimmed.startsWith('{')            ? Tool::Json
               : data.contains("\"Kernel Name\"") ? Tool::Ncu
                                                  : Tool::Csv;
    }
    Result<Imported> r =
        tool == Tool::Ncu
            ? parseNcu(QString::fromUtf8(data).split(QLatin1Char('\n')), options.perInstance)
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
