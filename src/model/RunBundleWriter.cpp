// SPDX-License-Identifier: MIT
// Writing a run bundle (and the JSON of one run or measurement that the CLI prints): the
// inverse of RunBundle.cpp, so that parse(write(runs)) gives the runs back.
#include "model/MeasurementKind.h"
#include "model/RunBundle.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace roofline {

namespace {

QJsonArray toArray(const QList<double> &values) {
    QJsonArray a;
    for (double d : values)
        a.append(d);
    return a;
}

} // namespace

QString RunBundle::formatTime(const QDateTime &t) {
    if (!t.isValid())
        return {};
    const QDateTime utc = t.toUTC();
    return utc.toString(utc.time().msec() ? Qt::ISODateWithMs : Qt::ISODate);
}

QJsonObject RunBundle::measurementToJson(const Measurement &m) {
    QJsonObject o = m.extra;
    o.insert(QStringLiteral("probe"), m.probe);
    o.insert(QStringLiteral("metric"), m.metric);
    o.insert(QStringLiteral("level"), m.level);
    o.insert(QStringLiteral("format"), m.format);
    o.insert(QStringLiteral("kernel"), m.kernel);
    o.insert(QStringLiteral("working_set_bytes"), m.workingSetBytes);
    o.insert(QStringLiteral("threads"), m.threads);
    o.insert(QStringLiteral("value"), m.value);
    o.insert(QStringLiteral("unit"), m.unit);
    o.insert(QStringLiteral("best"), m.best);
    o.insert(QStringLiteral("min"), m.min);
    o.insert(QStringLiteral("median"), m.median);
    o.insert(QStringLiteral("max"), m.max);
    o.insert(QStringLiteral("mean"), m.mean);
    o.insert(QStringLiteral("stddev"), m.stddev);
    if (m.cov)
        o.insert(QStringLiteral("cov"), *m.cov);
    o.insert(QStringLiteral("n"), m.n);
    o.insert(QStringLiteral("params"), m.params);
    if (m.samples)
        o.insert(QStringLiteral("samples"), toArray(*m.samples));
    if (m.flags)
        o.insert(QStringLiteral("flags"), QJsonArray::fromStringList(*m.flags));
    // What an import filled in for an earlier version goes back as the bundle had it.
    if (const QJsonValue recorded = o.value(QLatin1String(MeasurementKind::kAsRecorded));
        recorded.isObject()) {
        o.remove(QLatin1String(MeasurementKind::kAsRecorded));
        const QJsonObject values = recorded.toObject();
        for (auto it = values.begin(); it != values.end(); ++it)
            o.insert(it.key(), it.value());
    }
    return o;
}

QJsonObject RunBundle::runToJson(const Run &run, const QString &bundleAppVersion) {
    QJsonObject host = run.host.provenance;
    // The name as the bundle had it when only its normal form was changed on import.
    if (host.value(QLatin1String("hostname")).toString().normalized(QString::NormalizationForm_C)
        != run.host.hostname)
        host.insert(QStringLiteral("hostname"), run.host.hostname);
    host.insert(QStringLiteral("os"), run.host.os);
    host.insert(QStringLiteral("cpu"), run.host.cpu);
    host.insert(QStringLiteral("cores"), run.host.cores);
    host.insert(QStringLiteral("memory_bytes"), run.host.memoryBytes);

    QJsonObject device = run.device.provenance;
    device.insert(QStringLiteral("id"), run.device.id);
    device.insert(QStringLiteral("name"), run.device.name);
    if (!run.device.uuid.isEmpty() || device.contains(QLatin1String("uuid")))
        device.insert(QStringLiteral("uuid"), run.device.uuid);
    if (!run.device.driver.isEmpty() || device.contains(QLatin1String("driver")))
        device.insert(QStringLiteral("driver"), run.device.driver);

    QJsonArray measurements;
    for (const Measurement &m : run.measurements)
        measurements.append(measurementToJson(m));

    // A run that never finished is exported as failed: a bundle only holds finished runs.
    const bool unfinished =
        run.status == Run::Status::Running || run.status == Run::Status::Abandoned;
    QJsonObject o = run.extra;
    o.insert(QStringLiteral("uuid"), run.uuid);
    o.insert(QStringLiteral("started_at"), formatTime(run.startedAt));
    o.insert(QStringLiteral("finished_at"), run.finishedAt.isValid()
                                                ? QJsonValue(formatTime(run.finishedAt))
                                                : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("status"),
             Run::statusName(unfinished ? Run::Status::Failed : run.status));
    const QString reason =
        unfinished && run.reason.isEmpty()
            ? QStringLiteral("interrupted: the process storing this run ended before it finished")
            : run.reason;
    if (!reason.isEmpty())
        o.insert(QStringLiteral("reason"), reason);
    o.insert(QStringLiteral("suite"), run.suite);
    o.insert(QStringLiteral("notes"), run.notes);
    o.insert(QStringLiteral("tags"), QJsonArray::fromStringList(run.tags));
    if (!run.appVersion.isEmpty() && run.appVersion != bundleAppVersion)
        o.insert(QStringLiteral("app_version"), run.appVersion);
    o.insert(QStringLiteral("host"), host);
    o.insert(QStringLiteral("device"), device);
    o.insert(QStringLiteral("measurements"), measurements);
    return o;
}

QJsonObject RunBundle::toJson(const QList<Run> &runs) {
    // The bundle names the version that produced its runs; ours only when it holds none.
    const QString appVersion = runs.isEmpty() || runs.first().appVersion.isEmpty()
                                   ? QStringLiteral(ROOFLINE_VERSION)
                                   : runs.first().appVersion;
    QJsonArray array;
    for (const Run &run : runs)
        array.append(runToJson(run, appVersion));
    return QJsonObject{{QStringLiteral("format"), formatName()},
                       {QStringLiteral("version"), kVersion},
                       {QStringLiteral("app_version"), appVersion},
                       {QStringLiteral("runs"), array}};
}

QByteArray RunBundle::write(const QList<Run> &runs) {
    return QJsonDocument(toJson(runs)).toJson(QJsonDocument::Indented);
}

} // namespace roofline
