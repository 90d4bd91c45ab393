// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline::importers {

// The benchmark tools whose published output becomes a run (docs/cli.md `roofline import`).
enum class PeerTool {
    NvBandwidth, // nvbandwidth: text and --json
    NcclTests,   // nccl-tests: the *_perf table
    BabelStream, // BabelStream: text and --csv
    Stream,      // McCalpin's STREAM (stream.c)
    Mixbench,    // mixbench-cuda/-hip/-sycl/-opencl/-cpu: the "CSV data" block
    LikwidBench, // likwid-bench: the result block
    Clpeak,      // clpeak: text and -x/--xml-file XML
    Nvbench,     // NVIDIA nvbench: --json
};

// A cell, line or field of the tool's output that was not stored as a measurement, and why
// (N/A, missing, an unknown unit, a failed test): never a silent zero.
struct ImportNote {
    QString field;   // "line 12 busbw (in-place)", "host_to_device_memcpy_ce[0][1]"
    QString message; // translated
    friend bool operator==(const ImportNote &, const ImportNote &) = default;
};

struct PeerImportOptions {
    std::optional<PeerTool> tool; // forced (--tool); detected from the content otherwise
    QString fileName;             // for messages and provenance (no I/O here)
    QDateTime fileTime;           // when the output was written: the run's time (UTC)
    QString host;                 // the node it ran on, when the output does not say (--host)
    QString test; // the test, when the output does not name it (nccl-tests: all_reduce, …)
};

struct PeerImportResult {
    QList<Run> runs; // one per device the output covers (clpeak lists several)
    PeerTool tool = PeerTool::NcclTests;
    QString format; // text | json | csv | xml
    QList<ImportNote> notes;
};

// Peer tools' output as runs, in the project's units and names (SI: B/s, s, FLOP/s, OP/s).
// Qt Core only, no I/O: the caller reads the file (usecases::PeerImports). Each run keeps the
// tool, its version and command line where the output shows them, the notes and the raw
// text under Run::extra "source" (docs/cli.md), so it survives bundles and PDFs.
//
// Imported runs are marked so they are never mistaken for our own measurements:
//   - device.id is "<tool>/<device>" (e.g. "nccl-tests/cuda", "stream/cpu"), so the fleet
//     files them as a node of their own and `check` compares them only with the same tool's
//     runs;
//   - measurement probes are "<tool>" or "<tool>.<test>", so `compare` only ever sets a
//     figure beside the same figure of the same tool (RunComparison's headlines skip them
//     unless asked: RunComparison::compare(…, acrossTools)).
class PeerImport {
    Q_DECLARE_TR_FUNCTIONS(roofline::importers::PeerImport)

public:
    // The raw text is kept in chunks of this many characters (a bundle's longest text is
    // RunBundle::kMaxTextLength), at most kMaxRawChars of it.
    static constexpr qsizetype kRawChunkChars = 16384;
    static constexpr qsizetype kMaxRawChars = qsizetype(8) << 20;
    // Larger inputs are refused before parsing.
    static constexpr qsizetype kMaxInputBytes = qsizetype(64) << 20;

    static QString toolId(PeerTool tool); // "nccl-tests", "nvbandwidth", …
    static std::optional<PeerTool> toolFromId(const QString &id);
    static QStringList toolIds();
    // The tool whose output this is, from its content alone, or nothing.
    static std::optional<PeerTool> detect(const QByteArray &data);
    // The runs of one output file. InvalidInput when the content is not the tool's output,
    // or holds no figure at all; every skipped cell otherwise is a note.
    static Result<PeerImportResult> parse(const QByteArray &data, const PeerImportOptions &options);

    // "nccl-tests" for a run imported from nccl-tests, empty for our own runs.
    static QString sourceTool(const Run &run);
    // Whether a measurement's probe is a peer tool's ("nccl-tests.all_reduce", "stream").
    static bool isPeerProbe(const QString &probe);
};

} // namespace roofline::importers
