// SPDX-License-Identifier: MIT
#pragma once

// The names of a measurement's `params` that something other than the probe that wrote them
// reads: both engines (src/probes, src/cuda) write them, the charts, reports and tables read
// them. One spelling here, so an engine cannot store a figure under a name the readers never
// look for (the CPU roofline sweep once wrote "flops_per_byte" and the roofline chart, which
// reads "arithmetic_intensity", skipped every CPU point).
//
// Plain C++ (no Qt): the engines include it too. Readers wrap a name in QLatin1String.
namespace roofline::param {

// FLOP per byte moved of a throughput point on the roofline sweep (CPU and GPU).
inline constexpr const char *kArithmeticIntensity = "arithmetic_intensity";
// The theoretical ceiling of this measurement in its own unit, and how it was derived.
inline constexpr const char *kCeiling = "ceiling";
inline constexpr const char *kCeilingSource = "ceiling_source";
// Where a CPU ceiling's per-cycle rate comes from, in one word: "table" (the core table's row,
// which the CPU's features and measured FMA rate agree with), "measured" (this run's FMA rate
// rounded up to a pipe configuration: no row, or a row the CPU contradicts), "isa" (an upper
// bound from the ISA alone).
inline constexpr const char *kCeilingBasis = "ceiling_basis";
// True when that ceiling bounds the figure without being a rate the core is known to reach (a
// CPU dot product, bounded by the FMA pipes): a low fraction of it is not by itself a fault.
inline constexpr const char *kCeilingIsUpperBound = "ceiling_is_upper_bound";
// A library GEMM (cpu.gemm) next to the format ladder's fastest loop of the same format and
// threads in the same run: library / loop, and what that means ("library-above": the loop
// misses the core's rate; "corroborated": both far below an upper-bound ceiling and agreeing;
// "agrees"; "library-below"; "not-comparable": the all-thread loop ran on shared units).
inline constexpr const char *kInstructionPeakRatio = "instruction_peak_ratio";
inline constexpr const char *kInstructionPeakVerdict = "instruction_peak_verdict";
// The clock a latency in cycles is converted with (CPU core, GPU SM).
inline constexpr const char *kCoreClockHz = "core_clock_hz";
inline constexpr const char *kSmClockHz = "sm_clock_hz";

// Names of earlier engine versions, read (never written) so runs stored before the rename
// keep charting: the CPU roofline sweep's intensity until this vocabulary.
inline constexpr const char *kLegacyFlopsPerByte = "flops_per_byte";

} // namespace roofline::param
