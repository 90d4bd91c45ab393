// SPDX-License-Identifier: MIT
#pragma once

#include "model/NumberFormat.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <cmath>
#include <limits>

// Plain value structs the ChartFactory draws from. They are filled from runs and the catalog
// by ChartInputs (or by hand in tests and by the GUI); SI units throughout.
namespace roofline {

inline constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();

// One set of roofs: a spec sheet (dashed) or what a run measured (solid).
struct RooflineCeilings {
    QString label;                 // "H100 SXM (spec)", "run 12 (measured)"
    bool measured = false;         // solid when measured, dashed when spec
    int runIndex = -1;             // ≥ 0: colour by run (comparison); < 0: colour by format/level
    QMap<QString, double> compute; // format → FLOP/s (OP/s for integers)
    QMap<QString, double> bandwidth; // level → B/s
    QString memoryLevel;             // the level compute roofs start from (HBM/DRAM)
};

// An operating point: an analytic LLM step or an empirical sweep point.
struct RooflinePoint {
    QString label;        // "Llama 3 8B decode b1"
    QString group;        // legend entry: "LLM decode (analytic)", "sweep (measured)"
    double intensity = 0; // FLOP/byte
    double flops = 0;     // achieved FLOP/s
    QString tooltip;      // value, bound, headroom: shown by the GUI on hover
    // The roof the point is judged against at its intensity (a user's kernel): drawn as a
    // marker on the roof with a dotted line down to the point. NaN: none.
    double attainable = kNoValue;
};

struct RooflineData {
    QString title;
    QList<RooflineCeilings> ceilings;
    QList<RooflinePoint> points;
};

// One rung of a bandwidth or latency ladder, across the runs of the chart.
struct LadderRung {
    QString key;                // level or rung id: "L2", "HBM", "LAUNCH/launch-b2b"
    QString label;              // axis label
    QList<double> measured;     // one per run; NaN where that run did not measure it
    double spec = kNoValue;     // spec-sheet value if known
    bool referenceOnly = false; // nothing measured: a published/typical figure, drawn as such
    QString source;             // where a reference or spec figure comes from
};

struct LadderData {
    QString title;
    QStringList runLabels;
    QList<LadderRung> rungs; // in ladder order (fastest/nearest first)
};

struct FormatRung {
    NumberFormat format;
    QList<double> measured; // per run, FLOP/s or OP/s
    double spec = kNoValue;
};

struct FormatLadderData {
    QString title;
    QStringList runLabels;
    QList<FormatRung> rungs;    // widest storage first
    QStringList sameRangeStory; // one sentence per exponent group, from the format table
};

struct CurvePoint {
    double workingSet = 0; // bytes
    double value = 0;      // B/s or s
    QString level;         // what the probe thought it measured
};

struct WorkingSetCurve {
    QString label; // run + kernel
    int runIndex = 0;
    QString key; // kernel and threads ("read ×2"): one colour per key across the runs
    QList<CurvePoint> points;
};

struct CacheBoundary {
    double bytes = 0;
    QString label;        // "L1 → L2"
    bool detected = true; // from the measured curve; false: a size the system reported
};

struct WorkingSetData {
    QString title;
    bool latency = false; // false: bandwidth curves
    QList<WorkingSetCurve> curves;
    QList<CacheBoundary> boundaries;
};

struct TrendPoint {
    QString id, name, vendor;
    int year = 0;
    double peak = 0;        // dense bf16 (fp16 where bf16 is missing), FLOP/s
    double bandwidth = 0;   // B/s
    double capacity = 0;    // bytes
    double ridge = 0;       // FLOP/byte
    bool ridgeFell = false; // below its predecessor in the same line
    QString predecessor;
};

struct TrendData {
    QString title;
    QList<TrendPoint> points; // by launch year
};

} // namespace roofline
