// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <optional>

namespace roofline {

// The one median of the project (regression baselines, ladder rungs, noise estimates): the
// middle value, or for an even count the mean of the two middle values, so it is symmetric
// (the median of {1, 2} is 1.5, not 2) and agrees with the statistics the engine stores.
// None for an empty list: there is no value to show, and 0 would read as one.
std::optional<double> median(QList<double> values);

} // namespace roofline
