// SPDX-License-Identifier: MIT
#include "runner/ProtocolParser.h"

#include <QJsonDocument>
#include <QString>

namespace roofline::runner {

QList<QJsonObject> ProtocolParser::feed(const QByteArray &bytes) {
    m_pending += bytes;
    QList<QJsonObject> out;
    qsizetype start = 0;
    for (qsizetype nl = m_pending.indexOf('\n'); nl >= 0; nl = m_pending.indexOf('\n', start)) {
        const QByteArray line = m_pending.mid(start, nl - start).trimmed();
        start = nl + 1;
        if (!line.isEmpty())
            out.append(parseLine(line));
    }
    m_pending.remove(0, start);
    return out;
}

QList<QJsonObject> ProtocolParser::flush() {
    const QByteArray line = m_pending.trimmed();
    m_pending.clear();
    if (line.isEmpty())
        return {};
    return {parseLine(line)};
}

QJsonObject ProtocolParser::parseLine(const QByteArray &line) {
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()
        || !doc.object().value(QStringLiteral("type")).isString()) {
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("invalid")},
                           {QStringLiteral("text"), QString::fromUtf8(line.left(500))}};
    }
    return doc.object();
}

} // namespace roofline::runner
