// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/JsonValue.h"

#include <string>
#include <vector>

namespace roofline::probes {

// One estimate of the core clock. Every method can lie in its own way: a dependent chain
// assumes a per-operation latency (an add-immediate chain runs several per cycle on cores
// that fold immediates at rename), the FMA-implied clock assumes the core's FMA throughput,
// a cycle counter may be virtualised, cpufreq and "cpu MHz" report what a driver or a
// hypervisor believes. So no single one is trusted: ClockReconciler makes them agree.
struct ClockReading {
    enum class Kind {
        Measured, // counts core cycles (chains, cycle counter, FMA rate): must agree
        Reported, // what the OS says (cpufreq, /proc/cpuinfo, TSC): shown, never decides
    };
    std::string method; // "imul-chain", "add-chain", "perf-cycles", "fma-implied", ...
    Kind kind = Kind::Measured;
    double hz = 0.0;   // 0 when the method is unavailable
    std::string basis; // what it assumes ("3-cycle imul latency", "32 fp64 FLOP/cycle")
    std::string state; // "ok" or why it is unavailable ("perf_event_open: ENOENT ...")
};

// The clock the run uses and how sure it is (DESIGN: a clock no core can fool).
struct ClockVerdict {
    // agreed: every measured method within tolerance of the others.
    // majority: most agree, the others are named outliers (warning; the clock is the
    //           majority's).
    // disagree: no majority (e.g. two methods far apart): uncertain.
    // single:   one method only (nothing to check it against): uncertain.
    // none:     no method produced a value.
    std::string status = "none";
    double hz = 0.0;
    bool uncertain = true;
    double spread = 0.0;                // (max - min) / median over the agreeing methods
    std::vector<std::string> agreeing;  // methods that set the clock
    std::vector<std::string> outliers;  // measured methods that disagree with it
    std::vector<std::string> warnings;  // one line each, for the run's warnings
    std::vector<ClockReading> readings; // as given, for the record
    // The FMA-implied method disagreeing with the others means the FLOP/cycle assumed for
    // this core is wrong (or the vector unit runs at another clock): compute ceilings derived
    // from it are then marked uncertain even when the clock itself is settled.
    bool fmaThroughputContradicted = false;

    JsonValue toJson() const;
};

class ClockReconciler {
public:
    // Relative distance within which two measured methods agree ("a few per cent").
    static constexpr double kTolerance = 0.03;

    // Readings earlier in the list win ties (callers list the most direct method first).
    static ClockVerdict reconcile(const std::vector<ClockReading> &readings,
                                  double tolerance = kTolerance);
};

} // namespace roofline::probes
