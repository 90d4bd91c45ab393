// SPDX-License-Identifier: MIT
#include "model/RunBundleReader.h"

#include "model/JsonCursor.h"
#include "model/MeasurementKind.h"
#include "model/RunBundle.h"

#include <QJsonArray>
#include <QSet>
#include <charconv>
#include <cmath>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace roofline::bundle_detail {

namespace {

// The fast path of RunBundle::parse() for what nearly every bundle is, a well-formed file: one pass
// over the bytes with no QJsonDocument tree in between, numbers converted in place
// (std::from_chars, correctly rounded like Qt's parser), and the short strings every
// measurement repeats (probe, metric, unit, ...) made once and shared. A bundle of 100 runs ×
// 500 measurements × 20 samples is a million numbers and 10,000 objects; the general path
// spent most of its time building and walking the tree for them.
//
// It only ever says "these runs" or "not sure": anything it does not accept exactly as the
// general path would (a syntax error, a duplicate key, an escaped key, a control character in
// a string, a number that under- or overflows, nesting beyond kMaxDepth, any failed check)
// makes it give up, and parseGeneral() (RunBundle.cpp) reads the file again and names the problem.
// So there is one definition of a valid bundle and one source of error messages; the tests compare
// the two paths on valid and fuzzed files.
class FastReader : private JsonCursor {
public:
    using JsonCursor::JsonCursor;

    std::optional<QList<Run>> bundle();

private:
    enum Field : quint8 {
        Probe,
        Metric,
        Level,
        Format,
        Kernel,
        WorkingSet,
        Threads,
        Value,
        Unit,
        Best,
        Min,
        Median,
        Max,
        Mean,
        Stddev,
        Cov,
        N,
        Params,
        Samples,
        Flags,
        FieldCount
    };
    static constexpr quint32 kRequired =
        (1u << FieldCount) - 1 - (1u << Cov) - (1u << Samples) - (1u << Flags);

    static int field(std::string_view key) {
        static constexpr std::string_view names[FieldCount] = {
            "probe",   "metric", "level",  "format", "kernel", "working_set_bytes",
            "threads", "value",  "unit",   "best",   "min",    "median",
            "max",     "mean",   "stddev", "cov",    "n",      "params",
            "samples", "flags"};
        for (int f = 0; f < FieldCount; ++f) {
            if (names[f] == key)
                return f;
        }
        return -1;
    }

    // A key the bundle format does not define: kept in Measurement::extra (once).
    bool extraField(std::string_view key, Measurement &m) {
        const QString name = QString::fromUtf8(key.data(), qsizetype(key.size()));
        QJsonValue v;
        if (!value(v, 4) || m.extra.contains(name))
            return false;
        m.extra.insert(name, v);
        return true;
    }

    // The samples: read into a scratch buffer, then one allocation of the exact size.
    bool samples(std::optional<QList<double>> &into) {
        m_samples.clear();
        if (!array([&] {
                double d = 0;
                if (!real(d) || m_samples.size() >= size_t(RunBundle::kMaxSamples))
                    return false;
                m_samples.push_back(d);
                return true;
            }))
            return false;
        into = QList<double>(m_samples.cbegin(), m_samples.cend());
        return true;
    }

    // The value of one of a measurement's defined fields.
    bool measurementField(Field f, Measurement &m) {
        switch (f) {
        case Probe:
            return sharedString(m.probe) && !m.probe.isEmpty();
        case Metric:
            return sharedString(m.metric);
        case Level:
            return sharedString(m.level);
        case Format:
            return sharedString(m.format);
        case Kernel:
            return sharedString(m.kernel);
        case Unit:
            return sharedString(m.unit);
        case WorkingSet:
            return count(m.workingSetBytes);
        case Threads:
            return count(m.threads);
        case N:
            return count(m.n);
        case Value:
            return real(m.value);
        case Best:
            return real(m.best);
        case Min:
            return real(m.min);
        case Median:
            return real(m.median);
        case Max:
            return real(m.max);
        case Mean:
            return real(m.mean);
        case Stddev:
            return real(m.stddev);
        case Cov: {
            double d = 0;
            if (!real(d))
                return false;
            m.cov = d;
            return true;
        }
        case Params:
            skipSpace();
            return m_p < m_end && *m_p == '{' && objectValue(m.params, 4);
        case Samples:
            return samples(m.samples);
        case Flags: {
            QStringList flags;
            if (!strings(flags))
                return false;
            m.flags = std::move(flags);
            return true;
        }
        case FieldCount:
            break;
        }
        return false;
    }

    bool measurement(Measurement &m) {
        quint32 seen = 0;
        const bool ok = object([&](std::string_view key) {
            const int f = field(key);
            if (f < 0)
                return extraField(key, m);
            if (seen & (1u << f))
                return false;
            seen |= 1u << f;
            return measurementField(Field(f), m);
        });
        // Impossible statistics (negative, outside [min, max] …) are named by the general path.
        return ok && (seen & kRequired) == kRequired && !RunBundle::implausible(m);
    }

    // A run's own keys go through runFromJson() (a thousand runs are cheap); its measurements
    // are read here.
    bool run(QJsonObject &header, QList<Measurement> &measurements) {
        bool seenMeasurements = false;
        const bool ok = object([&](std::string_view key) {
            if (key == "measurements") {
                if (seenMeasurements)
                    return false;
                seenMeasurements = true;
                return array([&] {
                    Measurement m;
                    if (!measurement(m) || measurements.size() >= RunBundle::kMaxMeasurements)
                        return false;
                    MeasurementKind::normaliseImported(m); // a bundle of an earlier version
                    measurements.append(std::move(m));
                    return true;
                });
            }
            const QString name = QString::fromUtf8(key.data(), qsizetype(key.size()));
            QJsonValue v;
            if (!value(v, 3) || header.contains(name))
                return false;
            header.insert(name, v);
            return true;
        });
        return ok && seenMeasurements;
    }

    std::vector<double> m_samples;
};

std::optional<QList<Run>> FastReader::bundle() {
    struct Pending {
        QJsonObject header;
        QList<Measurement> measurements;
    };
    QList<Pending> pending;
    QString format;
    QString appVersion;
    double version = 0;
    quint8 seen = 0;
    std::set<std::string> otherKeys;
    const auto once = [&seen](int bit) {
        if (seen & (1u << bit))
            return false;
        seen |= 1u << bit;
        return true;
    };
    const bool ok = object([&](std::string_view key) {
        if (key == "format")
            return once(0) && string(format);
        if (key == "version")
            return once(1) && number(version);
        if (key == "app_version")
            return once(2) && string(appVersion);
        if (key == "runs")
            return once(3) && array([&] {
                       Pending p;
                       if (!run(p.header, p.measurements) || pending.size() >= RunBundle::kMaxRuns)
                           return false;
                       pending.append(std::move(p));
                       return true;
                   });
        // The general path ignores keys it does not know here too, but not one given twice.
        if (!otherKeys.insert(std::string(key)).second)
            return false;
        QJsonValue ignored;
        return value(ignored, 2);
    });
    skipSpace();
    if (!ok || m_p != m_end || (seen & 0b1011) != 0b1011 || format != RunBundle::formatName()
        || version != RunBundle::kVersion)
        return std::nullopt;

    QList<Run> out;
    out.reserve(pending.size());
    QSet<QString> uuids;
    for (Pending &p : pending) {
        p.header.insert(QStringLiteral("measurements"), QJsonArray());
        auto run = RunBundle::runFromJson(p.header, appVersion, QString());
        if (!run || uuids.contains(run->uuid.toLower()))
            return std::nullopt;
        uuids.insert(run->uuid.toLower());
        Run &r = run.value();
        r.measurements = std::move(p.measurements);
        r.measurementCount = r.measurements.size();
        out.append(std::move(r));
    }
    return out;
}

} // namespace

std::optional<QList<Run>> readWellFormed(const QByteArray &json) {
    return FastReader(json).bundle();
}

} // namespace roofline::bundle_detail
