// SPDX-License-Identifier: MIT
#pragma once

// Private to src/model/importers: what PeerImport.cpp and the per-tool parsers share.

#include "model/Measurement.h"
#include "model/Result.h"
#include "model/importers/PeerImport.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline::importers::detail {

// One device's figures as a parser reads them; PeerImport turns it into a Run.
struct ParsedDevice {
    QString kind;      // the device part of Run::Device::id: "cuda", "cpu", "opencl", …
    QString name;      // "NVIDIA H100 80GB HBM3"
    QString driver;    // when the output names it
    QStringList hosts; // every node the output names, in order of appearance
    QJsonObject provenance;
    QList<Measurement> measurements;
};

struct Parsed {
    QString test; // PeerImportOptions::test
    QString format = QStringLiteral("text");
    QString version;     // the tool's own version, as printed
    QString commandLine; // when the output shows it
    QJsonObject details; // tool-specific facts worth keeping (iterations, validation, …)
    QList<ParsedDevice> devices;
    QList<ImportNote> notes;

    void note(const QString &field, const QString &message) { notes.append({field, message}); }
    ParsedDevice &device() {
        if (devices.isEmpty())
            devices.append(ParsedDevice{});
        return devices.last();
    }
};

// Each parser reads the whole text; an Error (InvalidInput) rejects the file, anything it
// skips is a note.
Result<void> parseNvBandwidth(const QByteArray &data, Parsed &out);
Result<void> parseNcclTests(const QString &text, Parsed &out);
Result<void> parseBabelStream(const QString &text, Parsed &out);
Result<void> parseStream(const QString &text, Parsed &out);
Result<void> parseMixbench(const QString &text, Parsed &out);
Result<void> parseLikwidBench(const QString &text, Parsed &out);
Result<void> parseClpeak(const QByteArray &data, Parsed &out);
Result<void> parseNvbench(const QByteArray &data, Parsed &out);

// --- shared vocabulary ---

// A plain decimal number as the tools print them ("5202.3", "1.4e-05", "-1"), or nothing:
// no units, no thousands separators, never NaN or infinity.
std::optional<double> number(const QString &text);
// The text's lines without trailing whitespace or \r, with an mpirun prefix
// ("[1,0]<stdout>:") removed.
QStringList lines(const QString &text);
// The project's format id of a tool's element type ("float" → fp32, "double" → fp64,
// "half" → fp16, "bfloat16" → bf16, "int32"/"int" → int32, …), or empty when unknown.
QString formatOfType(const QString &type);
// A measurement with its headline value; best = value (the tools print their best or their
// mean; params say which).
Measurement measurement(const QString &probe, const QString &metric, const QString &level,
                        const QString &format, const QString &kernel, double value,
                        const QString &unit);

// The notes every parser writes, one wording each.
QString notAvailableNote();                       // "N/A"
QString notANumberNote(const QString &cell);      // "'abc' is not a number"
QString missingNote();                            // the cell is absent
QString zeroNote(const QString &cell);            // printed as 0 (below the resolution)
QString unknownUnitNote(const QString &unit);     // "unknown unit 'MB/h'"
QString unknownSectionNote(const QString &title); // a block this importer does not read
Error invalid(const QString &message);            // InvalidInput
// `text` as a positive number; else nothing and a note on `field`: notANumberNote, or zeroNote
// for zero and below (callers that tell N/A or a missing cell apart check those first).
std::optional<double> positiveNumber(const QString &text, const QString &field, Parsed &out);

} // namespace roofline::importers::detail
