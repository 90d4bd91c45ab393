// SPDX-License-Identifier: MIT
#include "probes/cpu/InstructionPeaks.h"

#include "probes/cpu/CpuProbeSupport.h"

namespace roofline::probes {

void InstructionPeaks::record(const InstructionPeak &peak) {
    const std::lock_guard<std::mutex> lock(m_mutex);
    for (InstructionPeak &p : m_peaks) {
        if (p.format == peak.format && p.threads == peak.threads) {
            if (peak.rate > p.rate)
                p = peak;
            return;
        }
    }
    m_peaks.push_back(peak);
}

std::optional<InstructionPeak> InstructionPeaks::find(const std::string &format,
                                                      int threads) const {
    const std::lock_guard<std::mutex> lock(m_mutex);
    for (const InstructionPeak &p : m_peaks) {
        if (p.format == format && p.threads == threads)
            return p;
    }
    return std::nullopt;
}

const char *verdictName(PeakAgreement::Verdict v) {
    switch (v) {
    case PeakAgreement::Verdict::LibraryAbove:
        return "library-above";
    case PeakAgreement::Verdict::Corroborated:
        return "corroborated";
    case PeakAgreement::Verdict::Agrees:
        return "agrees";
    case PeakAgreement::Verdict::LibraryBelow:
        return "library-below";
    case PeakAgreement::Verdict::NotComparable:
        return "not-comparable";
    }
    return "agrees";
}

PeakAgreement compareWithInstructionPeak(double libraryRate, const InstructionPeak &peak,
                                         const std::string &library, double clockHz,
                                         const InstructionPeak *oneThread) {
    using cpusupport::formatNumber;
    PeakAgreement a;
    if (!(libraryRate > 0.0) || !(peak.rate > 0.0))
        return a;
    a.ratio = libraryRate / peak.rate;
    if (oneThread && peak.threads > 1 && oneThread->rate > 0.0) {
        const double scaling = peak.rate / (oneThread->rate * peak.threads);
        if (scaling < kMinScaling) {
            a.verdict = PeakAgreement::Verdict::NotComparable;
            a.text = "the format ladder's " + std::to_string(peak.threads) + "-thread "
                     + peak.format + " figure reached " + formatNumber(scaling * peak.threads, 2)
                     + "x its one-thread rate (ideal " + std::to_string(peak.threads)
                     + "x: shared execution units when it ran), so it is not held against the "
                       "library";
            return a;
        }
    }
    const std::string who = library + "'s " + peak.format + " GEMM on "
                            + std::to_string(peak.threads)
                            + (peak.threads == 1 ? " thread" : " threads");
    const std::string pct = formatNumber(100.0 * a.ratio, 0) + " %";
    if (a.ratio > kLibraryAbove) {
        a.verdict = PeakAgreement::Verdict::LibraryAbove;
        a.text = who + " reaches " + formatNumber(a.ratio, 2) + "x the format ladder's peak ("
                 + peak.kernel
                 + "): a register-resident loop of the format's fastest "
                   "instruction should be the fastest code of the format, so the ladder's "
                   "kernel misses this core's rate (a probe fault) or the library uses units "
                   "the ladder does not measure; trust the library's figure for "
                 + peak.format;
        return a;
    }
    if (a.ratio < kAgreeFrom) {
        a.verdict = PeakAgreement::Verdict::LibraryBelow;
        return a;
    }
    const double fraction = peak.ceiling > 0.0 ? peak.rate / peak.ceiling : 0.0;
    if (peak.ceilingIsUpperBound && fraction > 0.0 && fraction < kFarBelowBound) {
        a.verdict = PeakAgreement::Verdict::Corroborated;
        std::string perCycle;
        if (clockHz > 0.0 && peak.threads > 0)
            perCycle = " (" + formatNumber(peak.rate / peak.threads / clockHz, 1)
                       + (peak.format.rfind("int", 0) == 0 ? " OP" : " FLOP")
                       + " per cycle per core)";
        a.text =
            peak.format + ": " + peak.kernel + " reaches only " + formatNumber(100.0 * fraction, 0)
            + " % of its upper bound (the FMA pipes; the core table holds no rate for "
              "this instruction), and "
            + who + " reaches " + pct + " of the same loop: two methods agree on this core's rate"
            + perCycle + ", so the low fraction is the core's, not a fault of the probe";
        return a;
    }
    a.verdict = PeakAgreement::Verdict::Agrees;
    return a;
}

} // namespace roofline::probes
