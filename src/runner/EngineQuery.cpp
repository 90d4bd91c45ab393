// SPDX-License-Identifier: MIT
#include "runner/EngineQuery.h"

#include "runner/ProtocolParser.h"

#include <QByteArray>
#include <QJsonValue>

namespace roofline::runner {

namespace {

QString str(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toString();
}

// A version the engine writes as a number (CUDA's 12040) or as words.
QString version(const QJsonValue &v) {
    if (v.isString())
        return v.toString();
    return v.isDouble() ? QString::number(v.toInt()) : QString();
}

QJsonObject objectOr(const QJsonObject &o, const char *key) {
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isObject() ? v.toObject() : QJsonObject{};
}

} // namespace

EngineQuery::Answer EngineQuery::read(const QByteArray &output) {
    ProtocolParser parser;
    QList<QJsonObject> messages = parser.feed(output);
    messages += parser.flush();
    Answer answer;
    for (const QJsonObject &m : messages) {
        const QString type = str(m, "type");
        if (type == QLatin1String("hello"))
            answer.hello = hello(m);
        else if (type == QLatin1String("device"))
            answer.devices << device(m);
        else if (type == QLatin1String("probe"))
            answer.probes << probe(m);
    }
    return answer;
}

EngineDevice EngineQuery::device(const QJsonObject &message) {
    QJsonObject d = objectOr(message, "device");
    if (d.isEmpty()) {
        d = message;
        d.remove(QStringLiteral("type"));
        d.remove(QStringLiteral("host"));
    }
    EngineDevice dev;
    dev.id = str(d, "id");
    dev.kind = d.value(QStringLiteral("kind"))
                   .toString(dev.id.startsWith(QLatin1String("cuda")) ? QStringLiteral("cuda")
                                                                      : QStringLiteral("cpu"));
    dev.name = str(d, "name");
    dev.available = d.value(QStringLiteral("available")).toBool(true);
    dev.reason = str(d, "reason");
    dev.uuid = str(d, "uuid");
    dev.driver = str(d, "driver");
    dev.driverVersion = version(d.value(QStringLiteral("driver_version")));
    dev.runtimeVersion = version(d.value(QStringLiteral("runtime_version")));
    dev.object = d;
    return dev;
}

QJsonObject EngineQuery::host(const QJsonObject &message) {
    return objectOr(message, "host");
}

EngineProbe EngineQuery::probe(const QJsonObject &message) {
    return EngineProbe{str(message, "id"), str(message, "device"), str(message, "title"),
                       str(message, "description"), objectOr(message, "estimated_seconds")};
}

EngineHello EngineQuery::hello(const QJsonObject &message) {
    const QJsonObject build = objectOr(message, "build");
    return EngineHello{str(message, "engine_version"), str(build, "compiler"), str(build, "arch"),
                       build.value(QStringLiteral("cuda")).toBool()};
}

} // namespace roofline::runner
