// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>

namespace roofline::runner {

// Splits roofline-probe's stdout into JSON-lines messages. Partial lines wait for the rest;
// a line that is not a JSON object becomes a message of type "invalid" carrying the text,
// so one bad line never stops a run.
class ProtocolParser {
public:
    QList<QJsonObject> feed(const QByteArray &bytes);
    // What is left when the stream ends (a last line without a newline).
    QList<QJsonObject> flush();

private:
    static QJsonObject parseLine(const QByteArray &line);
    QByteArray m_pending;
};

} // namespace roofline::runner
