// SPDX-License-Identifier: MIT
#pragma once

#include "model/UnitChoices.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace roofline {

struct Run;

// How numbers are shown: the person's choices (UnitChoices, with their words) and the clock
// that turns latencies into cycles. Data stays SI everywhere and only these functions convert.
struct DisplayUnits : UnitChoices {
    Q_DECLARE_TR_FUNCTIONS(roofline::DisplayUnits)

public:
    enum class Quantity { Bandwidth, Latency, Compute, Bytes, Intensity, Plain };

    double clockHz = 0; // for cycles; falls back to seconds when unknown

    // "3.05 TB/s", "2.78 TiB/s", "19.2 ns", "38 cycles", "795 TFLOP/s".
    QString format(Quantity q, double si,
                   const QString &computeUnit = QStringLiteral("FLOP/s")) const;
    // Label of one decade tick on a log axis; `si` is the tick's SI value.
    QString tick(Quantity q, double si,
                 const QString &computeUnit = QStringLiteral("FLOP/s")) const;
    // SI value of one display unit for fixed-unit settings (1e9·2^0 … ), or 1 when the prefix
    // follows the magnitude: decade ticks are placed at powers of ten of the display value.
    double tickFactor(Quantity q) const;
    bool usesCycles() const { return latency == LatencyUnit::Cycles && clockHz > 0; }
    // These units with the clock that turns these runs' latencies into cycles: the one their
    // latency probes recorded (core_clock_hz on CPUs, sm_clock_hz on GPUs) when the runs agree
    // on it within 2 %; otherwise none, and latencies fall back to time. The app and the CLI
    // both use it, so a report shows the same cycles wherever it is made.
    DisplayUnits withClockOf(const QList<Run> &runs) const;
};

} // namespace roofline
