// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <optional>

namespace roofline::units {

// Values are SI doubles everywhere; these helpers only format and parse at the edges.

// "3.35 TB/s", "4.78 ms", "989 TFLOP/s": decimal SI prefixes (GB = 1e9 bytes).
QString formatSi(double value, const QString &unit, int significant = 3);
// Seconds with a prefix that keeps three significant digits: "4.78 ms", "2.50 µs".
QString formatSeconds(double seconds);
// A fraction as a percentage, with the digits that keep a small one from reading as zero:
// whole percent from 10 % up ("95 %", "122 %"), two significant digits below ("4.2 %",
// "0.13 %"); "0 %" only for zero. Compare, the reports and the summaries all use it.
QString formatPercent(double fraction);
// Bytes in GB/MB/... (decimal), or GiB/MiB/... when binary is set.
QString formatBytes(double bytes, bool binary = false);

// Parses "8e9", "3.35e12", "32k", "1.5G", "64Mi", "80GB": a number with an optional decimal
// (k M G T P) or binary (Ki Mi Gi Ti) prefix and an optional trailing unit letter B.
std::optional<double> parseQuantity(const QString &text);

} // namespace roofline::units
