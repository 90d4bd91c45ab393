#pragma once

#include "probes/CpuInfo.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace roofline::probes {

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

} // namespace cpusupport

using CpuInfoPtr = std::shared_ptr<const CpuInfo>;

} // namespace roofline::probes
