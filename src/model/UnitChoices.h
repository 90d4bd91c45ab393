// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace roofline {

// How a person wants numbers shown (Settings → Display units, `roofline report --*-units`):
// the choices and the one table of their words. The words are the CLI's (docs/cli.md), the
// settings file stores them too, and the Reports page hands them to its `roofline report`
// child, so the three can no longer disagree. Stored data stays SI; DisplayUnits formats.
struct UnitChoices {
    enum class LatencyUnit { Auto, Nanoseconds, Cycles };
    enum class ComputeUnit { Auto, TeraFlops, GigaFlops };
    // One choice each; the CLI option is "--" + optionName().
    enum class Option { Bandwidth, Bytes, Latency, Compute };

    bool binaryBandwidth = false; // GiB/s instead of GB/s
    bool binaryBytes = true;      // working sets in KiB/MiB (caches are binary-sized)
    LatencyUnit latency = LatencyUnit::Auto;
    ComputeUnit compute = ComputeUnit::Auto;

    static const QList<Option> &options();
    // "bandwidth-units", "bytes-units", "latency-units", "compute-units".
    static QString optionName(Option option);
    // The option's words in the order of its values: si|binary, si|binary, auto|ns|cycles,
    // auto|tflops|gflops.
    static QStringList words(Option option);
    QString word(Option option) const;
    // Sets `option` from one of its words (any case; also the words settings files of
    // earlier versions hold: GB/s, GiB/s, kB, KiB, TFLOP/s, GFLOP/s). False, and nothing
    // changes, for any other word.
    bool setWord(Option option, const QString &word);
    // --bandwidth-units si --bytes-units binary …: these choices for `roofline report`.
    QStringList arguments() const;

    friend bool operator==(const UnitChoices &, const UnitChoices &) = default;
};

} // namespace roofline
