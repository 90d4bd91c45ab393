#pragma once

#include "model/Result.h"
#include "model/Run.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

namespace roofline {

// The run bundle of docs/cli.md: the JSON file that carries runs between machines and versions.
// Parsing validates everything before returning anything, so an importer can reject a
// file whole; errors name the file, the run (index and uuid) and the field.
class RunBundle {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::RunBundle)

public:
    static constexpr int kVersion = 1;
    static QString formatName() { return QStringLiteral("roofline-lab-runs"); }

    static Result<QList<Run>> parse(const QByteArray &json, const QString &fileName);
    // parse() without its fast path for well-formed files: QJsonDocument and the field by
    // field checks only. parse() must return exactly what this does (tests compare them).
    static Result<QList<Run>> parseGeneral(const QByteArray &json, const QString &fileName);
    static QByteArray write(const QList<Run> &runs);
    static QJsonObject toJson(const QList<Run> &runs);

    // One element of `runs`. A run whose app version differs from the bundle's carries its own.
    static QJsonObject runToJson(const Run &run, const QString &bundleAppVersion = QString());
    static QJsonObject measurementToJson(const Measurement &m);
    // `where` prefixes error messages ("file.json: runs[3]").
    static Result<Run> runFromJson(const QJsonObject &o, const QString &bundleAppVersion,
                                   const QString &where);
    static Result<Measurement> measurementFromJson(const QJsonObject &o, const QString &where);

    static QString formatTime(const QDateTime &t);
};

} // namespace roofline
