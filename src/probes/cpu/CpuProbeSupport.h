// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuInfo.h"
#include "probes/engine/Measurement.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace roofline::probes {

class ProbeContext;

// Small helpers shared by the CPU probes.
namespace cpusupport {

// "4 KiB", "1.5 MiB": for progress messages and warnings only (never in figures).
std::string formatBytes(std::uint64_t bytes);
// Locale-independent fixed-point text (std::to_chars).
std::string formatNumber(double v, int precision);
// Rounds down to a whole number of kernel chunks (at least one).
std::size_t chunkedDoubles(std::uint64_t bytes);
// Sizes from `lo` to `hi` (inclusive, both rounded to powers of two) with `perOctave` steps.
std::vector<std::uint64_t> geometricSizes(std::uint64_t lo, std::uint64_t hi, int perOctave);
// The run's largest working set: the suite's wish, capped by --max-bytes and by half of RAM.
std::uint64_t capBytes(std::uint64_t wanted, std::uint64_t maxBytes, const CpuInfo &cpu);
JsonValue cpuList(const std::vector<int> &cpus, int count);

// The physical ceiling of a CPU figure, derived from the core's per-cycle limit (CoreModel),
// the run's measured clock and the cores used; recorded in params (ceiling, ceiling_rule,
// ceiling_source, fraction_of_ceiling) and flagged "above-theoretical-peak" beyond the clock's
// tolerance. A figure derived from an uncertain clock also gets "clock-uncertain".
constexpr double kCeilingTolerance = 1.03;
// `asSpec` false: the ceiling only bounds the figure (the load ports bound an L3 or DRAM read,
// but the memory system is far slower): checked, never shown as the spec.
void setCeiling(Measurement &m, double perCyclePerCore, int cores, const std::string &rule,
                const CpuInfo &cpu, bool asSpec = true);
// Marks a ceiling set by setCeiling as an upper bound that the core may not reach (a dot
// product, `kernel`, bounded by the FMA pipes): params ceiling_is_upper_bound, and why appended
// to ceiling_source, so that a low fraction_of_ceiling never reads as the probe's fault unsaid.
void markUpperBound(Measurement &m, const std::string &kernel);
// Flags "clock-uncertain" (once) when the run's clock is uncertain and `m` holds figures derived
// from it (cycles, per-cycle rates, ceilings); `throughputCeiling` also when the FMA-implied
// clock contradicted the core's FLOP/cycle. Returns whether it flagged.
bool flagClockUncertain(Measurement &m, const CpuInfo &cpu, bool throughputCeiling = false);
// No core issues more than this many vector instructions (FMA-class or memory accesses) per
// cycle: Zen 5 has four FP pipes and four load/store AGUs, Golden Cove three loads + two
// stores. A measured rate that implies more means the clock or the counting is wrong.
constexpr double kMaxVectorInstructionsPerCycle = 4.0;
// Records params.vector_instructions_per_cycle and flags "implied-ipc-impossible" above
// kMaxVectorInstructionsPerCycle (x 1.03 for the clock's tolerance).
void checkImpliedIpc(Measurement &m, double instructionsPerSecondPerCore, const CpuInfo &cpu);
// Records a clock seen during the run (CpuInfo::highestClockHz keeps the highest).
void noteClock(const CpuInfo &cpu, double hz);
// The core clock right now on the calling thread: the add chain, when it was one of the
// methods that agreed on the run's clock; otherwise the run's reconciled clock.
double currentClockHz(const CpuInfo &cpu, double seconds = 0.05);
// Sends the CPU's run-wide warnings once per process (the first CPU probe to run): the clock's,
// code "clock-uncertain" when it is uncertain, "clock-disagreement" for a left-out method; and
// "isa-mismatch" where /proc/cpuinfo and CPUID disagree or the OS disables an extension.
void warnClockOnce(ProbeContext &ctx, const CpuInfo &cpu);

} // namespace cpusupport

using CpuInfoPtr = std::shared_ptr<const CpuInfo>;

} // namespace roofline::probes
