// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <optional>
#include <utility>

namespace roofline {

// The run bundle of docs/cli.md: the JSON file that carries runs between machines and versions.
// Parsing validates everything before returning anything, so an importer can reject a
// file whole; errors name the file, the run (index and uuid) and the field, and quote at most
// a couple of hundred characters of the input.
//
// What is valid: strict JSON (RFC 8259: each key once per object, no raw control characters
// in strings, only JSON's escapes, surrogates in pairs, no BOM, numbers as JSON writes them and
// integers within 2^53, which a double holds exactly), no U+0000 anywhere (the database could
// not store it everywhere), within the limits below, and physically possible: no negative
// figures, min <= value <= max (the samples too), no samples with n = 0. A run that finished
// before it started (the wall clock stepped back) is read with its times as recorded and an
// import warning (importWarnings()).
class RunBundle {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::RunBundle)

public:
    static constexpr int kVersion = 1;
    static QString formatName() { return QStringLiteral("roofline-lab-runs"); }

    // Limits of a bundle: far beyond any real run, small enough that a broken or hostile file
    // cannot exhaust memory or time (and never a quadratic amount of work).
    static constexpr qint64 kMaxFileBytes = qint64(1) << 30;
    static constexpr qsizetype kMaxRuns = 100000;
    static constexpr qsizetype kMaxMeasurements = 1000000; // per run
    static constexpr qsizetype kMaxSamples = 1000000;      // per measurement
    static constexpr qsizetype kMaxArrayElements = 1000000;
    static constexpr qsizetype kMaxTags = 1000; // per run
    static constexpr qsizetype kMaxTagLength = 256;
    static constexpr qsizetype kMaxNotesLength = 1 << 20; // characters
    static constexpr qsizetype kMaxTextLength = 1 << 16;  // any other text
    static constexpr int kMaxDepth = 64;
    // started_at and finished_at may be at most this far ahead of the reading machine's clock.
    static constexpr int kMaxFutureDays = 1;

    // `text` for an error message: itself when short, else its start, "…" and its length.
    static QString excerpt(const QString &text, qsizetype max = 200);
    // What is wrong with a stored text (notes, a tag), or empty: U+0000, or too long.
    static QString textProblem(const QString &text, qsizetype maxLength);
    // A measurement no probe can have produced: {field, why}, or nothing.
    static std::optional<std::pair<QString, QString>> implausible(const Measurement &m);

    static Result<QList<Run>> parse(const QByteArray &json, const QString &fileName);
    // What an import of this parsed run must say, one sentence each: a run that finished
    // before it started (the clock was stepped back; the times are kept as recorded), values
    // filled in for an earlier version (kept as recorded in the measurements' provenance).
    static QStringList importWarnings(const Run &run);
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
