// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Result.h"
#include "model/Run.h"
#include "model/llm/RooflineCalculator.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace roofline {

// One measured ceiling next to the spec it is judged by (docs/design.md §3 rule 9).
struct SpecComparison {
    QString label;  // "HBM read bandwidth", "bf16 peak"
    QString metric; // bandwidth | throughput | latency
    QString key;    // level or format
    QString kernel;
    QString unit;
    double measured = 0;
    std::optional<double> spec;
    std::optional<double> fraction; // measured ÷ spec
    // Where the spec value comes from: the spec sheet's name, or (a CPU without one) the
    // engine's rule "derived from the ISA and the measured clock (...)".
    QString specSource;
    bool specDerived = false; // the CPU's theoretical ceiling, not a spec sheet
    // That ceiling only bounds the figure (a CPU dot product, held against the FMA pipes: no
    // core table states its own rate), so a low fraction is not by itself a fault.
    bool specUpperBound = false;
    // The second method for a CPU format peak: the library GEMM (cpu.gemm) against the format
    // ladder's loop of the same format in the same run, library / loop, and the engine's verdict
    // ("corroborated", "library-above", "agrees", "library-below"; params instruction_peak_*).
    // Of the library figure with the most threads that could be compared (not one whose
    // all-thread loop ran on shared units: "not-comparable"); unset when the run holds none.
    std::optional<double> libraryVsLoop;
    QString libraryVerdict;
    double noise = 0; // relative (stddev/mean)
    qint64 n = 0;
    bool aboveSpec = false; // never shown silently: the report flags it
};

// Derives the ceilings a run actually reached, as a HardwareProfile the roofline calculator
// can use (source "measured"), and lines them up against a spec profile.
class MeasuredProfile {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::MeasuredProfile)

public:
    // Memory bandwidth: the best DRAM/HBM bandwidth of any kernel; peak per format: the best
    // throughput measured in that format; launch overhead: the back-to-back launch figure if
    // the run has one (otherwise the fastest launch rung); host link: the best H2D/D2H copy.
    static HardwareProfile derive(const Run &run);

    // Ceilings for the calculator. A run that measured no bf16/fp16 (a CPU) would leave LLM
    // arithmetic without a roof, so the best measured floating-point peak stands in for it.
    static Ceilings ceilings(const HardwareProfile &measured);

    // What the calculator runs on when a stored run is its hardware (CLI `--run`, the
    // calculator page's measured runs): derive(run) named "gpu07: NVIDIA H100 (run 15)", or an
    // error when the run measured no memory bandwidth or no compute peak.
    static Result<HardwareProfile> calculatorProfile(const Run &run);
    static Result<Ceilings> calculatorCeilings(const Run &run);
    // The calculator's ceilings of any profile: a measured one through ceilings(), a spec
    // sheet as it is.
    static Ceilings ceilingsFor(const HardwareProfile &profile);
    // "gpu07: NVIDIA H100 (run 15)": how a run is named as hardware.
    static QString runLabel(const Run &run);

    // Measured vs spec, one row per measured ceiling; spec may be absent (CPU, unknown GPU).
    // A CPU run with theoretical ceilings (engine params "ceiling") is judged by those, whatever
    // `spec` is: catalog profiles are GPUs.
    static QList<SpecComparison> compareWithSpec(const Run &run,
                                                 const std::optional<HardwareProfile> &spec);

    // A CPU has no spec sheet in the catalog; its theoretical ceilings stand in for one: per
    // format the highest ceiling the engine derived for the run (FLOP per cycle of the core ×
    // the measured clock × the cores used; params "ceiling"). Empty for other devices and for
    // runs without such ceilings (older engines).
    static std::optional<HardwareProfile> derivedCpuSpec(const Run &run);
    // True when the run's clock was uncertain (device provenance clock.uncertain): ceilings
    // derived from it may be off.
    static bool clockUncertain(const Run &run);

    // The catalog GPU a run's device most likely is ("NVIDIA H100 80GB HBM3" → h100-sxm): the
    // model token (the one with digits) must match; ties keep catalog order.
    static std::optional<HardwareProfile> matchCatalog(const Run &run);

    // False for a DRAM/HBM point whose working set is under a quarter of the run's largest
    // main-memory working set: near a cache boundary it still measures cache.
    static bool isMemoryPlateau(const Run &run, const Measurement &m);

    // Above-spec tolerance: spec sheets round, so 1 % over is not yet suspicious.
    static constexpr double kAboveSpecTolerance = 1.01;
    // Above a derived CPU ceiling: the clock it rests on is measured to within 3 %.
    static constexpr double kAboveDerivedTolerance = 1.03;
};

} // namespace roofline
