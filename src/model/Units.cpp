// SPDX-License-Identifier: MIT
#include "model/Units.h"

#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace roofline::units {

namespace {

struct Prefix {
    double factor;
    const char *symbol;
};

// "µ" written as a UTF-8 escape so the source stays ASCII.
constexpr Prefix kPrefixes[] = {{1e15, "P"}, {1e12, "T"}, {1e9, "G"},  {1e6, "M"},
                                {1e3, "k"},  {1, ""},     {1e-3, "m"}, {1e-6, "\xc2\xb5"},
                                {1e-9, "n"}, {1e-12, "p"}};

QString number(double v, int significant) {
    v = QString::number(v, 'g', significant).toDouble(); // round first: 0.99996 → 1
    const int digitsBefore = v == 0 ? 1 : int(std::floor(std::log10(std::fabs(v)))) + 1;
    const int decimals = std::max(0, significant - digitsBefore);
    return QLocale().toString(v, 'f', decimals);
}

} // namespace

QString formatSi(double value, const QString &unit, int significant) {
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == 0)
        return QStringLiteral("0 ") + unit;
    const double a = std::fabs(value);
    for (const Prefix &p : kPrefixes) {
        if (a >= p.factor * 0.9995) {
            return number(value / p.factor, significant) + QLatin1Char(' ')
                   + QString::fromUtf8(p.symbol) + unit;
        }
    }
    const Prefix &last = kPrefixes[std::size(kPrefixes) - 1];
    return number(value / last.factor, significant) + QLatin1Char(' ')
           + QString::fromUtf8(last.symbol) + unit;
}

QString formatPercent(double fraction) {
    const double percent = fraction * 100;
    const double magnitude = std::abs(percent);
    int decimals = 0;
    if (magnitude > 0 && magnitude < 10 && std::isfinite(magnitude))
        decimals = std::clamp(1 - int(std::floor(std::log10(magnitude))), 1, 6);
    return QLocale().toString(percent, 'f', decimals) + QStringLiteral(" %");
}

QString formatSeconds(double seconds) {
    return formatSi(seconds, QStringLiteral("s"));
}

QString formatBytes(double bytes, bool binary) {
    if (!binary)
        return formatSi(bytes, QStringLiteral("B"));
    static const char *names[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int i = 0;
    double v = bytes;
    while (std::fabs(v) >= 1024 && i < 5) {
        v /= 1024;
        ++i;
    }
    return number(v, 3) + QLatin1Char(' ') + QLatin1String(names[i]);
}

std::optional<double> parseQuantity(const QString &text) {
    static const QRegularExpression re(QStringLiteral(
        R"(^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*([kKMGTP]i?)?\s*(B|b)?\s*$)"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    double v = m.captured(1).toDouble(&ok);
    if (!ok)
        return std::nullopt;
    const QString prefix = m.captured(2);
    if (!prefix.isEmpty()) {
        const bool binary = prefix.endsWith(QLatin1Char('i'));
        const int power = QStringLiteral("kMGTP").indexOf(prefix.at(0).toLower() == QLatin1Char('k')
                                                              ? QLatin1Char('k')
                                                              : prefix.at(0))
                          + 1;
        v *= std::pow(binary ? 1024.0 : 1000.0, power);
    }
    return v;
}

} // namespace roofline::units
