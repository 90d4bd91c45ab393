// SPDX-License-Identifier: MIT
// Reading a run bundle: the general path, field by field over a QJsonDocument. This file is
// the one definition of a valid bundle and the one source of its error messages; parse() first
// tries the one-pass reader of RunBundleReader.cpp, which only ever accepts what this accepts.
// Writing bundles is in RunBundleWriter.cpp.
#include "model/RunBundle.h"

#include "model/MeasurementKind.h"
#include "model/RunBundleReader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QUuid>
#include <cmath>

namespace roofline {

namespace {

using bundle_detail::kMaxExactInteger;

const QStringList &knownRunKeys() {
    static const QStringList keys{
        QStringLiteral("uuid"),   QStringLiteral("started_at"),   QStringLiteral("finished_at"),
        QStringLiteral("status"), QStringLiteral("reason"),       QStringLiteral("suite"),
        QStringLiteral("notes"),  QStringLiteral("tags"),         QStringLiteral("host"),
        QStringLiteral("device"), QStringLiteral("measurements"), QStringLiteral("app_version")};
    return keys;
}

const QStringList &knownMeasurementKeys() {
    static const QStringList keys{
        QStringLiteral("probe"),   QStringLiteral("metric"), QStringLiteral("level"),
        QStringLiteral("format"),  QStringLiteral("kernel"), QStringLiteral("working_set_bytes"),
        QStringLiteral("threads"), QStringLiteral("value"),  QStringLiteral("unit"),
        QStringLiteral("best"),    QStringLiteral("min"),    QStringLiteral("median"),
        QStringLiteral("max"),     QStringLiteral("mean"),   QStringLiteral("stddev"),
        QStringLiteral("cov"),     QStringLiteral("n"),      QStringLiteral("params"),
        QStringLiteral("samples"), QStringLiteral("flags")};
    return keys;
}

// Reads typed fields of one JSON object; the first problem wins and names its field.
class Reader {
public:
    Reader(const QJsonObject &o, QString where, QString prefix = QString())
        : m_o(o)
        , m_where(std::move(where))
        , m_prefix(std::move(prefix)) {}

    bool failed() const { return m_failed; }
    Error error() const { return m_error; }

    void fail(const QString &key, const QString &message) {
        if (m_failed)
            return;
        m_failed = true;
        const QString field = m_prefix + key;
        m_error = Error{QStringLiteral("%1: %2: %3").arg(m_where, field, message), field};
    }

    QJsonValue take(const char *key, bool required) {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() && required)
            fail(QLatin1String(key), RunBundle::tr("missing"));
        return v;
    }

    QString string(const char *key, bool required = true,
                   qsizetype maxLength = RunBundle::kMaxTextLength) {
        const QJsonValue v = take(key, required);
        if (v.isUndefined())
            return {};
        if (!v.isString()) {
            fail(QLatin1String(key), RunBundle::tr("must be a string"));
            return {};
        }
        const QString s = v.toString();
        if (const QString problem = RunBundle::textProblem(s, maxLength); !problem.isEmpty())
            fail(QLatin1String(key), problem);
        return s;
    }

    double number(const char *key, bool required = true) {
        const QJsonValue v = take(key, required);
        if (v.isUndefined())
            return 0;
        if (!v.isDouble() || !std::isfinite(v.toDouble())) {
            fail(QLatin1String(key), RunBundle::tr("must be a finite number"));
            return 0;
        }
        return v.toDouble();
    }

    qint64 count(const char *key, bool required = true) {
        const QJsonValue v = take(key, required);
        if (v.isUndefined())
            return 0;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || !std::isfinite(d) || d < 0 || d > kMaxExactInteger
            || std::floor(d) != d) {
            fail(QLatin1String(key), RunBundle::tr("must be a whole number from 0 to 2^53"));
            return 0;
        }
        return qint64(d);
    }

    QJsonObject object(const char *key, bool required = true) {
        const QJsonValue v = take(key, required);
        if (!v.isUndefined() && !v.isObject())
            fail(QLatin1String(key), RunBundle::tr("must be an object"));
        return v.toObject();
    }

    QJsonArray array(const char *key, bool required = true) {
        const QJsonValue v = take(key, required);
        if (!v.isUndefined() && !v.isArray())
            fail(QLatin1String(key), RunBundle::tr("must be an array"));
        return v.toArray();
    }

    std::optional<QStringList> strings(const char *key, bool required, bool unique,
                                       qsizetype maxItems = RunBundle::kMaxArrayElements,
                                       qsizetype maxLength = RunBundle::kMaxTextLength) {
        const QJsonValue v = take(key, required);
        if (v.isUndefined())
            return std::nullopt;
        if (!v.isArray()) {
            fail(QLatin1String(key), RunBundle::tr("must be an array of strings"));
            return std::nullopt;
        }
        QStringList out;
        const QJsonArray a = v.toArray();
        if (a.size() > maxItems) {
            fail(QLatin1String(key), RunBundle::tr("%1 entries; a run bundle allows at most %2")
                                         .arg(a.size())
                                         .arg(maxItems));
            return std::nullopt;
        }
        QSet<QString> seen; // a hash, not a list search: 100,000 entries stay linear
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString item = QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i);
            if (!a.at(i).isString()) {
                fail(item, RunBundle::tr("must be a string"));
                return std::nullopt;
            }
            const QString s = a.at(i).toString();
            if (const QString problem = RunBundle::textProblem(s, maxLength); !problem.isEmpty()) {
                fail(item, problem);
                return std::nullopt;
            }
            if (unique) {
                if (seen.contains(s)) {
                    fail(item, RunBundle::tr("'%1' appears twice").arg(RunBundle::excerpt(s, 60)));
                    return std::nullopt;
                }
                seen.insert(s);
            }
            out << s;
        }
        return out;
    }

    QDateTime time(const char *key, bool nullable) {
        const QJsonValue v = take(key, true);
        if (v.isUndefined() || (nullable && v.isNull()))
            return {};
        const QDateTime t =
            v.isString() ? QDateTime::fromString(v.toString(), Qt::ISODateWithMs) : QDateTime();
        if (!t.isValid() || t.timeSpec() == Qt::LocalTime) {
            fail(QLatin1String(key),
                 RunBundle::tr("must be an ISO-8601 time with a time zone, e.g. "
                               "2024-05-01T12:00:00Z"));
            return {};
        }
        return t.toUTC();
    }

    // Keys this build does not know, to be kept verbatim.
    QJsonObject unknown(const QStringList &known) const {
        QJsonObject out;
        for (auto it = m_o.begin(); it != m_o.end(); ++it) {
            if (!known.contains(it.key()))
                out.insert(it.key(), it.value());
        }
        return out;
    }

private:
    QJsonObject m_o;
    QString m_where;
    QString m_prefix;
    bool m_failed = false;
    Error m_error;
};

} // namespace

Result<Measurement> RunBundle::measurementFromJson(const QJsonObject &o, const QString &where) {
    Reader r(o, where);
    Measurement m;
    m.probe = r.string("probe");
    if (!r.failed() && m.probe.isEmpty())
        r.fail(QStringLiteral("probe"), tr("must not be empty"));
    m.metric = r.string("metric");
    m.level = r.string("level");
    m.format = r.string("format");
    m.kernel = r.string("kernel");
    m.workingSetBytes = r.count("working_set_bytes");
    m.threads = r.count("threads");
    m.value = r.number("value");
    m.unit = r.string("unit");
    m.best = r.number("best");
    m.min = r.number("min");
    m.median = r.number("median");
    m.max = r.number("max");
    m.mean = r.number("mean");
    m.stddev = r.number("stddev");
    m.n = r.count("n");
    m.params = r.object("params");
    if (o.contains(QLatin1String("cov")))
        m.cov = r.number("cov");
    if (o.contains(QLatin1String("samples"))) {
        const QJsonArray a = r.array("samples");
        if (a.size() > RunBundle::kMaxSamples)
            r.fail(QStringLiteral("samples"), tr("%1 samples; a run bundle allows at most %2")
                                                  .arg(a.size())
                                                  .arg(RunBundle::kMaxSamples));
        QList<double> samples;
        samples.reserve(a.size());
        for (qsizetype i = 0; i < a.size() && !r.failed(); ++i) {
            const double d = a.at(i).toDouble();
            if (!a.at(i).isDouble() || !std::isfinite(d))
                r.fail(QStringLiteral("samples[%1]").arg(i), tr("must be a finite number"));
            samples.append(d);
        }
        m.samples = samples;
    }
    m.flags = r.strings("flags", false, false);
    m.extra = r.unknown(knownMeasurementKeys());
    if (!r.failed()) {
        if (const auto wrong = implausible(m))
            r.fail(wrong->first, wrong->second);
    }
    if (r.failed())
        return r.error();
    return m;
}

namespace {

// started_at and finished_at. A time far ahead of this machine's clock comes from a machine
// whose clock is wrong; such a run would stay every node's "latest" for ever (check, fleet,
// History's order).
void readRunTimes(Reader &r, Run &run) {
    run.startedAt = r.time("started_at", false);
    run.finishedAt = r.time("finished_at", true);
    const QDateTime horizon = QDateTime::currentDateTimeUtc().addDays(RunBundle::kMaxFutureDays);
    for (const auto &[key, t] :
         {std::pair{"started_at", run.startedAt}, std::pair{"finished_at", run.finishedAt}}) {
        if (!r.failed() && t.isValid() && t > horizon)
            r.fail(QLatin1String(key),
                   RunBundle::tr("%1 is in the future (this machine's clock says %2): the clock "
                                 "of the machine that measured it was wrong; fix the time in the "
                                 "file")
                       .arg(RunBundle::formatTime(t),
                            RunBundle::formatTime(QDateTime::currentDateTimeUtc())));
    }
}

// The status: a finished run's (complete, cancelled, failed).
void readRunStatus(Reader &r, Run &run) {
    const QString status = r.string("status");
    const auto parsedStatus = Run::statusFromName(status);
    if (!r.failed()
        && (!parsedStatus || *parsedStatus == Run::Status::Running
            || *parsedStatus == Run::Status::Abandoned))
        r.fail(QStringLiteral("status"),
               RunBundle::tr("'%1' is not one of complete, cancelled, failed")
                   .arg(RunBundle::excerpt(status, 60)));
    run.status = parsedStatus.value_or(Run::Status::Failed);
}

// The host's and the device's named fields, from their provenance objects.
Result<void> readHostAndDevice(Run &run, const QString &where) {
    Reader host(run.host.provenance, where, QStringLiteral("host."));
    // NFC: the same name typed on a system that writes NFD (macOS) is the same host.
    run.host.hostname = host.string("hostname").normalized(QString::NormalizationForm_C);
    run.host.os = host.string("os");
    run.host.cpu = host.string("cpu");
    run.host.cores = host.count("cores");
    run.host.memoryBytes = host.count("memory_bytes");
    if (host.failed())
        return host.error();

    Reader device(run.device.provenance, where, QStringLiteral("device."));
    run.device.id = device.string("id");
    run.device.name = device.string("name");
    run.device.uuid = device.string("uuid", false);
    run.device.driver = device.string("driver", false);
    if (device.failed())
        return device.error();
    return {};
}

// The measurements, each checked and normalised as a bundle of an earlier version wrote it.
Result<void> readMeasurements(const QJsonArray &measurements, const QString &where, Run &run) {
    run.measurements.reserve(measurements.size());
    for (qsizetype i = 0; i < measurements.size(); ++i) {
        const QString at = QStringLiteral("%1: measurements[%2]").arg(where).arg(i);
        if (!measurements.at(i).isObject())
            return Error{RunBundle::tr("%1: must be an object").arg(at),
                         QStringLiteral("measurements[%1]").arg(i)};
        auto m = RunBundle::measurementFromJson(measurements.at(i).toObject(), at);
        if (!m)
            return m.error();
        Measurement read = std::move(m).value();
        MeasurementKind::normaliseImported(read); // a bundle of an earlier version
        run.measurements.append(std::move(read));
    }
    return {};
}

} // namespace

Result<Run> RunBundle::runFromJson(const QJsonObject &o, const QString &bundleAppVersion,
                                   const QString &where) {
    Reader r(o, where);
    Run run;
    run.uuid = r.string("uuid");
    if (!r.failed() && (run.uuid.size() != 36 || QUuid::fromString(run.uuid).isNull()))
        r.fail(QStringLiteral("uuid"), tr("'%1' is not a UUID").arg(excerpt(run.uuid, 60)));
    readRunTimes(r, run);
    readRunStatus(r, run);
    run.reason = r.string("reason", false);
    run.suite = r.string("suite");
    run.notes = r.string("notes", true, kMaxNotesLength);
    run.tags = r.strings("tags", true, true, kMaxTags, kMaxTagLength).value_or(QStringList());
    run.appVersion =
        o.contains(QLatin1String("app_version")) ? r.string("app_version") : bundleAppVersion;

    run.host.provenance = r.object("host");
    run.device.provenance = r.object("device");
    const QJsonArray measurements = r.array("measurements");
    if (measurements.size() > kMaxMeasurements)
        r.fail(QStringLiteral("measurements"), tr("%1 measurements; a run bundle allows at most %2")
                                                   .arg(measurements.size())
                                                   .arg(kMaxMeasurements));
    // finished_at before started_at: the wall clock was stepped back while the run went on
    // (NTP, a VM resumed). Both are kept as recorded and importWarnings() says so.
    run.extra = r.unknown(knownRunKeys());
    if (r.failed())
        return r.error();
    if (auto ok = readHostAndDevice(run, where); !ok)
        return ok.error();
    if (auto ok = readMeasurements(measurements, where, run); !ok)
        return ok.error();
    run.measurementCount = run.measurements.size();
    return run;
}

Result<QList<Run>> RunBundle::parse(const QByteArray &json, const QString &fileName) {
    if (auto runs = bundle_detail::readWellFormed(json))
        return std::move(*runs);
    return parseGeneral(json, fileName);
}

Result<QList<Run>> RunBundle::parseGeneral(const QByteArray &json, const QString &fileName) {
    if (json.size() > kMaxFileBytes)
        return Error{tr("%1: %2 bytes; a run bundle may be at most %3 bytes")
                         .arg(fileName)
                         .arg(json.size())
                         .arg(kMaxFileBytes),
                     QString(), ErrorKind::InvalidInput};
    // Strict JSON first: Qt's parser would take a key twice, raw control characters, bad
    // escapes, lone surrogates, .5 and rounded big integers, and drop a BOM.
    if (const auto strict = bundle_detail::checkStrictJson(json)) {
        const QString at = tr("line %1, column %2").arg(strict->line).arg(strict->column);
        return Error{
            strict->path.isEmpty()
                ? tr("%1: %2: %3 (near \"%4\")").arg(fileName, at, strict->message, strict->near)
                : tr("%1: %2: %3 (%4, near \"%5\")")
                      .arg(fileName, strict->path, strict->message, at, strict->near),
            strict->path, ErrorKind::InvalidInput};
    }
    // Strict JSON may be a lone value (null, 5, "x"): no bundle, and Qt's parser would call it
    // invalid JSON.
    if (!json.trimmed().startsWith('{'))
        return Error{tr("%1: not a run bundle (expected a JSON object)").arg(fileName), QString(),
                     ErrorKind::InvalidInput};
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return Error{tr("%1: not valid JSON at offset %2: %3")
                         .arg(fileName)
                         .arg(err.offset)
                         .arg(err.errorString()),
                     QString(), ErrorKind::InvalidInput};
    if (!doc.isObject())
        return Error{tr("%1: not a run bundle (expected a JSON object)").arg(fileName)};
    const QJsonObject root = doc.object();
    Reader r(root, fileName);
    const QString format = r.string("format");
    if (!r.failed() && format != formatName())
        r.fail(
            QStringLiteral("format"),
            tr("'%1' is not a run bundle (expected '%2')").arg(excerpt(format, 60), formatName()));
    if (r.failed())
        return r.error();
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble() || version.toDouble() != kVersion)
        return Error{tr("%1: version: unsupported bundle version %2 (this build reads version "
                        "%3); update Roofline Lab to import it")
                         .arg(fileName, version.isDouble() ? QString::number(version.toDouble())
                                                           : tr("(missing or not a number)"))
                         .arg(kVersion),
                     QStringLiteral("version")};
    const QString appVersion = r.string("app_version", false);
    const QJsonArray runs = r.array("runs");
    if (r.failed())
        return r.error();

    QList<Run> out;
    out.reserve(runs.size());
    QSet<QString> seen;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const QJsonObject o = runs.at(i).toObject();
        const QString uuid = excerpt(o.value(QLatin1String("uuid")).toString(), 60);
        const QString where =
            uuid.isEmpty() ? QStringLiteral("%1: runs[%2]").arg(fileName).arg(i)
                           : QStringLiteral("%1: runs[%2] (%3)").arg(fileName).arg(i).arg(uuid);
        if (!runs.at(i).isObject())
            return Error{tr("%1: must be an object").arg(where), QStringLiteral("runs[%1]").arg(i)};
        auto run = runFromJson(o, appVersion, where);
        if (!run)
            return run.error();
        if (seen.contains(run->uuid.toLower()))
            return Error{tr("%1: uuid: appears more than once in this file").arg(where),
                         QStringLiteral("uuid")};
        seen.insert(run->uuid.toLower());
        out.append(std::move(run).value());
    }
    return out;
}

QStringList RunBundle::importWarnings(const Run &run) {
    QStringList out;
    if (run.finishedAt.isValid() && run.finishedAt < run.startedAt)
        out << tr("run %1: finished_at %2 is before started_at %3: the clock was stepped back "
                  "while it ran; both times are kept as recorded")
                   .arg(run.uuid, formatTime(run.finishedAt), formatTime(run.startedAt));
    qsizetype filled = 0;
    for (const Measurement &m : run.measurements)
        filled += m.extra.contains(QLatin1String(MeasurementKind::kAsRecorded)) ? 1 : 0;
    if (filled > 0)
        out << tr("run %1: %n measurement(s) of an earlier version without a format read as "
                  "fp64 (the format the CPU's memory probes measure); the bundle's empty format "
                  "is kept in their provenance and exported again as it was",
                  nullptr, int(filled))
                   .arg(run.uuid);
    return out;
}

QString RunBundle::excerpt(const QString &text, qsizetype max) {
    if (text.size() <= max)
        return text;
    return tr("%1… (%2 characters)").arg(text.left(qMax<qsizetype>(1, max - 20))).arg(text.size());
}

QString RunBundle::textProblem(const QString &text, qsizetype maxLength) {
    if (text.contains(QChar(0)))
        return tr("must not contain U+0000 (NUL): the database cannot store it everywhere");
    if (text.size() > maxLength)
        return tr("%1 characters; at most %2 are allowed").arg(text.size()).arg(maxLength);
    // Noncharacters and lone surrogates are not text: SQLite stores U+FFFE as U+FFFD while
    // PostgreSQL keeps it, so one run would read differently on the two. Refused by name.
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        char32_t code = c.unicode();
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            code = QChar::surrogateToUcs4(c, text.at(i + 1));
            ++i;
        } else if (c.isSurrogate()) {
            return tr("holds a lone UTF-16 surrogate (U+%1) at character %2: not text")
                .arg(QString::number(uint(code), 16).toUpper().rightJustified(4, u'0'))
                .arg(i + 1);
        }
        if (QChar::isNonCharacter(code))
            return tr("holds U+%1, a Unicode noncharacter, at character %2: databases store it "
                      "differently, so it is refused")
                .arg(QString::number(uint(code), 16).toUpper().rightJustified(4, u'0'))
                .arg(i + 1);
    }
    return {};
}

std::optional<std::pair<QString, QString>> RunBundle::implausible(const Measurement &m) {
    // Bandwidths, latencies and rates are never negative.
    const std::pair<const char *, double> figures[] = {
        {"value", m.value}, {"best", m.best}, {"min", m.min},      {"median", m.median},
        {"max", m.max},     {"mean", m.mean}, {"stddev", m.stddev}};
    for (const auto &[name, v] : figures) {
        if (v < 0)
            return std::pair{QString::fromLatin1(name),
                             tr("is %1, but a %2 cannot be negative")
                                 .arg(v)
                                 .arg(m.metric.isEmpty() ? tr("measured figure") : m.metric)};
    }
    if (m.cov && *m.cov < 0)
        return std::pair{
            QStringLiteral("cov"),
            tr("is %1, but a coefficient of variation cannot be negative").arg(*m.cov)};
    if (m.n == 0 && m.samples && !m.samples->isEmpty())
        return std::pair{QStringLiteral("n"),
                         tr("is 0, but %1 samples are given").arg(m.samples->size())};
    if (m.n == 0)
        return std::nullopt; // no statistics to check
    if (m.min > m.max)
        return std::pair{QStringLiteral("min"), tr("is %1, above max %2").arg(m.min).arg(m.max)};
    // Every statistic lies within [min, max]; the mean may miss by rounding only.
    const double slack = 1e-9 * std::max(std::abs(m.min), std::abs(m.max));
    const std::pair<const char *, double> inside[] = {
        {"value", m.value}, {"best", m.best}, {"median", m.median}, {"mean", m.mean}};
    for (const auto &[name, v] : inside) {
        if (v < m.min - slack || v > m.max + slack)
            return std::pair{
                QString::fromLatin1(name),
                tr("is %1, outside [min, max] = [%2, %3]").arg(v).arg(m.min).arg(m.max)};
    }
    // min and max are those of the samples: none may lie outside them.
    if (m.samples) {
        for (qsizetype i = 0; i < m.samples->size(); ++i) {
            const double v = m.samples->at(i);
            if (v < m.min - slack || v > m.max + slack)
                return std::pair{
                    QStringLiteral("samples[%1]").arg(i),
                    tr("is %1, outside [min, max] = [%2, %3]").arg(v).arg(m.min).arg(m.max)};
        }
    }
    return std::nullopt;
}

} // namespace roofline
