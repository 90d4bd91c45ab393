// SPDX-License-Identifier: MIT
#include "probes/cpu/ClockReconciler.h"

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/Statistics.h"

#include <algorithm>
#include <cmath>

namespace roofline::probes {

namespace {

std::string ghz(double hz) {
    return cpusupport::formatNumber(hz / 1e9, 3) + " GHz";
}

bool close(double a, double b, double tolerance) {
    return std::fabs(a / b - 1.0) <= tolerance;
}

} // namespace

JsonValue ClockVerdict::toJson() const {
    JsonValue j = JsonValue::object();
    j.set("hz", hz);
    j.set("status", status);
    j.set("uncertain", uncertain);
    j.set("spread", spread);
    j.set("tolerance", ClockReconciler::kTolerance);
    j.set("agreeing", JsonValue::arrayOf(agreeing));
    j.set("outliers", JsonValue::arrayOf(outliers));
    j.set("fma_throughput_contradicted", fmaThroughputContradicted);
    JsonValue methods = JsonValue::array();
    for (const ClockReading &r : readings) {
        JsonValue m = JsonValue::object();
        m.set("method", r.method);
        m.set("kind", r.kind == ClockReading::Kind::Measured ? "measured" : "reported");
        m.set("hz", r.hz > 0.0 ? JsonValue(r.hz) : JsonValue());
        m.set("basis", r.basis);
        m.set("state", r.state);
        methods.append(std::move(m));
    }
    j.set("methods", std::move(methods));
    return j;
}

namespace {

using Readings = std::vector<const ClockReading *>;

// The largest group of methods that all lie within the tolerance of its centre reading;
// ties go to the group around the earlier (more direct) reading.
Readings largestAgreeingGroup(const Readings &measured, double tolerance) {
    Readings best;
    for (const ClockReading *centre : measured) {
        Readings group;
        for (const ClockReading *r : measured) {
            if (close(r->hz, centre->hz, tolerance))
                group.push_back(r);
        }
        if (group.size() > best.size())
            best = std::move(group);
    }
    return best;
}

// No group outweighs the rest: keep the most direct method's value, say it is unsure.
void judgeDisagreement(ClockVerdict &v, const Readings &measured, double tolerance) {
    v.status = "disagree";
    v.hz = measured[0]->hz;
    v.agreeing = {measured[0]->method};
    std::string list;
    for (const ClockReading *r : measured) {
        list += (list.empty() ? "" : ", ") + r->method + " " + ghz(r->hz);
        if (r != measured[0])
            v.outliers.push_back(r->method);
    }
    v.warnings.push_back("core clock uncertain: the methods disagree by more than "
                         + cpusupport::formatNumber(100 * tolerance, 0) + " % (" + list
                         + "); figures in cycles and ceilings derived from the clock use "
                         + ghz(v.hz) + " from " + measured[0]->method + " and may be off");
}

// A majority agrees: the clock is its median, each method outside it an outlier said so.
void judgeMajority(ClockVerdict &v, const Readings &measured, const Readings &best,
                   const std::vector<double> &values) {
    v.hz = Statistics::median(values);
    for (const ClockReading *r : best)
        v.agreeing.push_back(r->method);
    v.uncertain = false;
    v.status = best.size() == measured.size() ? "agreed" : "majority";
    for (const ClockReading *r : measured) {
        if (std::find(best.begin(), best.end(), r) != best.end())
            continue;
        v.outliers.push_back(r->method);
        v.warnings.push_back(
            "core clock: " + r->method + " reads " + ghz(r->hz) + " against " + ghz(v.hz) + " from "
            + std::to_string(best.size()) + " agreeing methods; it is left out (" + r->basis
            + (r->method == "fma-implied"
                   ? ": the FMA throughput assumed for this core, or the clock of its "
                     "vector unit, differs; FLOP ceilings are uncertain)"
                   : ": this assumption does not hold on this core)"));
    }
}

// Reported clocks never decide, but a measured clock far above the OS's maximum means
// one of the two is wrong (or the driver's maximum excludes boost): say so.
void checkAgainstCpufreqMax(ClockVerdict &v, const std::vector<ClockReading> &readings,
                            double tolerance) {
    for (const ClockReading &r : readings) {
        if (r.kind == ClockReading::Kind::Reported && r.method == "cpufreq-max" && r.hz > 0.0
            && v.hz > r.hz * (1.0 + tolerance))
            v.warnings.push_back("core clock " + ghz(v.hz) + " is above cpufreq's maximum "
                                 + ghz(r.hz) + " (the driver may leave boost out)");
    }
}

} // namespace

ClockVerdict ClockReconciler::reconcile(const std::vector<ClockReading> &readings,
                                        double tolerance) {
    ClockVerdict v;
    v.readings = readings;
    Readings measured;
    for (const ClockReading &r : readings) {
        if (r.kind == ClockReading::Kind::Measured && std::isfinite(r.hz) && r.hz > 0.0)
            measured.push_back(&r);
    }
    const std::size_t n = measured.size();
    if (n == 0) {
        v.warnings.emplace_back("core clock: no method could measure it; cycle figures and "
                                "ceilings derived from the clock are not available");
        return v;
    }
    if (n == 1) {
        v.status = "single";
        v.hz = measured[0]->hz;
        v.agreeing = {measured[0]->method};
        v.warnings.push_back("core clock " + ghz(v.hz) + " from " + measured[0]->method
                             + " only: no second method to confirm it, so it is uncertain");
        return v;
    }
    const Readings best = largestAgreeingGroup(measured, tolerance);
    std::vector<double> values;
    for (const ClockReading *r : best)
        values.push_back(r->hz);
    const bool majority = best.size() >= 2 && 2 * best.size() > n;
    if (!majority)
        judgeDisagreement(v, measured, tolerance);
    else
        judgeMajority(v, measured, best, values);
    v.fmaThroughputContradicted =
        std::find(v.outliers.begin(), v.outliers.end(), "fma-implied") != v.outliers.end();
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    v.spread = v.status == "disagree" ? 0.0 : (*hi - *lo) / Statistics::median(values);
    checkAgainstCpufreqMax(v, readings, tolerance);
    return v;
}

} // namespace roofline::probes
