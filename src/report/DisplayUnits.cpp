// SPDX-License-Identifier: MIT
#include "report/DisplayUnits.h"

#include "model/MeasurementParams.h"
#include "model/Run.h"
#include "model/Units.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString number(double v) {
    const int digits = std::fabs(v) >= 100 ? 0 : std::fabs(v) >= 10 ? 1 : 2;
    return QLocale().toString(v, 'f', digits);
}

QString plainTick(double v) {
    if (v >= 1 && v < 1e6)
        return QLocale().toString(v, 'f', 0);
    if (v >= 0.001 && v < 1)
        return QLocale().toString(v, 'g', 3);
    return QLocale().toString(v, 'g', 2);
}

} // namespace

double DisplayUnits::tickFactor(Quantity q) const {
    switch (q) {
    case Quantity::Bandwidth:
        return binaryBandwidth ? kGiB : 1;
    case Quantity::Latency:
        if (usesCycles())
            return 1 / clockHz;
        return latency == LatencyUnit::Nanoseconds ? 1e-9 : 1;
    case Quantity::Compute:
        return compute == ComputeUnit::TeraFlops   ? 1e12
               : compute == ComputeUnit::GigaFlops ? 1e9
                                                   : 1;
    default:
        return 1;
    }
}

QString DisplayUnits::format(Quantity q, double si, const QString &computeUnit) const {
    if (!std::isfinite(si))
        return QStringLiteral("—");
    switch (q) {
    case Quantity::Bandwidth:
        if (binaryBandwidth)
            return number(si / kGiB) + QStringLiteral(" GiB/s");
        return units::formatSi(si, QStringLiteral("B/s"));
    case Quantity::Latency:
        if (usesCycles())
            return tr("%1 cycles").arg(number(si * clockHz));
        if (latency == LatencyUnit::Nanoseconds)
            return number(si * 1e9) + QStringLiteral(" ns");
        return units::formatSeconds(si);
    case Quantity::Compute:
        if (compute == ComputeUnit::TeraFlops)
            return number(si / 1e12) + QStringLiteral(" T") + computeUnit;
        if (compute == ComputeUnit::GigaFlops)
            return number(si / 1e9) + QStringLiteral(" G") + computeUnit;
        return units::formatSi(si, computeUnit);
    case Quantity::Bytes:
        return units::formatBytes(si, binaryBytes);
    case Quantity::Intensity:
        return tr("%1 FLOP/B").arg(QLocale().toString(si, 'g', 3));
    case Quantity::Plain:
        return QLocale().toString(si, 'g', 3);
    }
    return {};
}

QString DisplayUnits::tick(Quantity q, double si, const QString &computeUnit) const {
    const double f = tickFactor(q);
    switch (q) {
    case Quantity::Bandwidth:
        if (binaryBandwidth)
            return plainTick(si / f) + QStringLiteral(" GiB/s");
        return units::formatSi(si, QStringLiteral("B/s"), 1);
    case Quantity::Latency:
        if (usesCycles())
            return tr("%1 cyc").arg(plainTick(si * clockHz));
        if (latency == LatencyUnit::Nanoseconds)
            return plainTick(si * 1e9) + QStringLiteral(" ns");
        return units::formatSi(si, QStringLiteral("s"), 1);
    case Quantity::Compute:
        if (compute != ComputeUnit::Auto)
            return plainTick(si / f);
        return units::formatSi(si, computeUnit, 1);
    case Quantity::Bytes: {
        if (!binaryBytes)
            return units::formatSi(si, QStringLiteral("B"), 1);
        static const char *names[] = {"B", "KiB", "MiB", "GiB", "TiB"};
        int i = 0;
        double v = si;
        while (v >= 1024 && i < 4) {
            v /= 1024;
            ++i;
        }
        return plainTick(v) + QLatin1Char(' ') + QLatin1String(names[i]);
    }
    case Quantity::Intensity:
    case Quantity::Plain:
        return plainTick(si);
    }
    return {};
}

DisplayUnits DisplayUnits::withClockOf(const QList<Run> &runs) const {
    DisplayUnits units = *this;
    units.clockHz = 0;
    if (units.latency != LatencyUnit::Cycles)
        return units;
    double low = 0, high = 0;
    for (const Run &run : runs) {
        for (const Measurement &m : run.measurements) {
            if (m.unit != QLatin1String("s"))
                continue;
            double hz = m.params.value(QLatin1String(param::kCoreClockHz)).toDouble();
            if (!(hz > 0))
                hz = m.params.value(QLatin1String(param::kSmClockHz)).toDouble();
            if (!(hz > 0))
                continue;
            low = low > 0 ? std::min(low, hz) : hz;
            high = std::max(high, hz);
        }
    }
    // Runs at clocks more than 2 % apart share no cycle axis: a cycle there is not one length.
    if (low > 0 && high <= low * 1.02)
        units.clockHz = std::sqrt(low * high);
    return units;
}

} // namespace roofline
