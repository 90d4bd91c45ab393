// SPDX-License-Identifier: MIT
#include "model/UnitChoices.h"

namespace roofline {

namespace {

// Words older settings files hold, by option, in the order of the option's values.
QStringList legacyWords(UnitChoices::Option option) {
    using Option = UnitChoices::Option;
    switch (option) {
    case Option::Bandwidth:
        return {QStringLiteral("gb/s"), QStringLiteral("gib/s")};
    case Option::Bytes:
        return {QStringLiteral("kb"), QStringLiteral("kib")};
    case Option::Latency:
        return {};
    case Option::Compute:
        return {QString(), QStringLiteral("tflop/s"), QStringLiteral("gflop/s")};
    }
    return {};
}

} // namespace

const QList<UnitChoices::Option> &UnitChoices::options() {
    static const QList<Option> all{Option::Bandwidth, Option::Bytes, Option::Latency,
                                   Option::Compute};
    return all;
}

QString UnitChoices::optionName(Option option) {
    switch (option) {
    case Option::Bandwidth:
        return QStringLiteral("bandwidth-units");
    case Option::Bytes:
        return QStringLiteral("bytes-units");
    case Option::Latency:
        return QStringLiteral("latency-units");
    case Option::Compute:
        return QStringLiteral("compute-units");
    }
    return {};
}

QStringList UnitChoices::words(Option option) {
    switch (option) {
    case Option::Bandwidth:
    case Option::Bytes:
        return {QStringLiteral("si"), QStringLiteral("binary")};
    case Option::Latency:
        return {QStringLiteral("auto"), QStringLiteral("ns"), QStringLiteral("cycles")};
    case Option::Compute:
        return {QStringLiteral("auto"), QStringLiteral("tflops"), QStringLiteral("gflops")};
    }
    return {};
}

QString UnitChoices::word(Option option) const {
    int index = 0;
    switch (option) {
    case Option::Bandwidth:
        index = binaryBandwidth ? 1 : 0;
        break;
    case Option::Bytes:
        index = binaryBytes ? 1 : 0;
        break;
    case Option::Latency:
        index = int(latency);
        break;
    case Option::Compute:
        index = int(compute);
        break;
    }
    return words(option).value(index);
}

bool UnitChoices::setWord(Option option, const QString &word) {
    const QString w = word.trimmed().toLower();
    qsizetype index = words(option).indexOf(w);
    if (index < 0 && !w.isEmpty())
        index = legacyWords(option).indexOf(w);
    if (index < 0)
        return false;
    switch (option) {
    case Option::Bandwidth:
        binaryBandwidth = index == 1;
        break;
    case Option::Bytes:
        binaryBytes = index == 1;
        break;
    case Option::Latency:
        latency = LatencyUnit(index);
        break;
    case Option::Compute:
        compute = ComputeUnit(index);
        break;
    }
    return true;
}

QStringList UnitChoices::arguments() const {
    QStringList args;
    for (Option option : options())
        args << QStringLiteral("--") + optionName(option) << word(option);
    return args;
}

} // namespace roofline
