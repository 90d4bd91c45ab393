// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace roofline {

// One number format as data (formats.json): the format ladder is computed from this table.
struct NumberFormat {
    QString id;   // "fp32", "bf16", "int8", ...
    QString name; // "BF16 (bfloat16)"
    bool isInteger = false;
    double bytes = 0; // per stored element (0.5 for 4-bit formats)
    int exponentBits = 0;
    int mantissaBits = 0;
    double maxFinite = 0;
    double epsilon = 0;
    QString source;
    // The hardware peak its arithmetic runs at, when that is another format's: block-scaled
    // mxfp4/nvfp4 multiply at the fp4 rate, fp8-e5m2 at the fp8 rate. Empty: its own id.
    QString peakFormat;

    bool isValid() const { return !id.isEmpty() && bytes > 0; }
    QString peakKey() const { return peakFormat.isEmpty() ? id : peakFormat; }
    // Two formats with the same exponent width cover the same range: swapping them
    // trades precision, not magnitude.
    bool sameRangeAs(const NumberFormat &other) const {
        return !isInteger && !other.isInteger && exponentBits == other.exponentBits;
    }
};

// Groups of floating-point formats that share an exponent width (hence a range),
// widest exponent first; each group lists its members by descending precision.
QList<QList<NumberFormat>> sameRangeGroups(const QList<NumberFormat> &formats);

} // namespace roofline
