// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace roofline {

// The lists of number formats the front ends offer, in one place (as UnitChoices holds the unit
// words): ids of the catalog's formats.json, in the order they are shown. Two lists, because
// they answer two questions: which formats a hardware profile states a dense peak for, and which
// formats a model's weights, activations and KV cache can be computed in (block-scaled and
// 4-bit ones included, fp64 not).
struct FormatChoices {
    // The Hardware page's peak-rate fields: fp64 … int8.
    static const QStringList &peakFields();
    // The calculator's format boxes: fp32 … nvfp4.
    static const QStringList &calculator();
};

} // namespace roofline
