// SPDX-License-Identifier: MIT
#include "model/NumberFormat.h"

#include <algorithm>

namespace roofline {

QList<QList<NumberFormat>> sameRangeGroups(const QList<NumberFormat> &formats) {
    QList<QList<NumberFormat>> groups;
    for (const NumberFormat &f : formats) {
        if (f.isInteger)
            continue;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const QList<NumberFormat> &g) {
            return g.front().sameRangeAs(f);
        });
        if (it == groups.end())
            groups.append({f});
        else
            it->append(f);
    }
    for (auto &g : groups)
        std::stable_sort(g.begin(), g.end(), [](const NumberFormat &a, const NumberFormat &b) {
            return a.mantissaBits > b.mantissaBits;
        });
    std::stable_sort(groups.begin(), groups.end(), [](const auto &a, const auto &b) {
        return a.front().exponentBits > b.front().exponentBits;
    });
    return groups;
}

} // namespace roofline
