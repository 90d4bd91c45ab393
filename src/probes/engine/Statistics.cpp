// SPDX-License-Identifier: MIT
#include "probes/engine/Statistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace roofline::probes {

SampleStats Statistics::summarize(const std::vector<double> &samples, Better better) {
    SampleStats s;
    s.n = samples.size();
    if (samples.empty())
        return s;
    const auto [lo, hi] = std::minmax_element(samples.begin(), samples.end());
    s.min = *lo;
    s.max = *hi;
    s.best = better == Better::Higher ? s.max : s.min;
    s.median = median(samples);
    s.mean = std::accumulate(samples.begin(), samples.end(), 0.0) / static_cast<double>(s.n);
    if (s.n > 1) {
        double sq = 0.0;
        for (double v : samples)
            sq += (v - s.mean) * (v - s.mean);
        s.stddev = std::sqrt(sq / static_cast<double>(s.n - 1));
    }
    s.cov = s.mean != 0.0 ? s.stddev / std::fabs(s.mean) : 0.0;
    return s;
}

double Statistics::median(std::vector<double> samples) {
    if (samples.empty())
        return 0.0;
    const std::size_t mid = samples.size() / 2;
    std::nth_element(samples.begin(), samples.begin() + static_cast<std::ptrdiff_t>(mid),
                     samples.end());
    const double upper = samples[mid];
    if (samples.size() % 2 == 1)
        return upper;
    const double lower =
        *std::max_element(samples.begin(), samples.begin() + static_cast<std::ptrdiff_t>(mid));
    return 0.5 * (lower + upper);
}

double Statistics::cov(const std::vector<double> &samples) {
    return summarize(samples, Better::Higher).cov;
}

} // namespace roofline::probes
