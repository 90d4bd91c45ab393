// SPDX-License-Identifier: MIT
#include "model/Median.h"

#include <algorithm>

namespace roofline {

std::optional<double> median(QList<double> values) {
    if (values.isEmpty())
        return std::nullopt;
    const qsizetype n = values.size();
    const auto mid = values.begin() + n / 2;
    std::nth_element(values.begin(), mid, values.end());
    if (n % 2)
        return *mid;
    // The lower middle is the largest of the lower half.
    const double lower = *std::max_element(values.begin(), mid);
    return (lower + *mid) / 2;
}

} // namespace roofline
