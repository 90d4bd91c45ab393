// SPDX-License-Identifier: MIT
#include "model/analysis/StudentT.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace roofline::studentT {

double centralProbability(double t, int df) {
    if (df < 1 || !(t > 0))
        return 0;
    if (std::isinf(t))
        return 1;
    const double theta = std::atan(t / std::sqrt(double(df)));
    const double s = std::sin(theta);
    const double c2 = std::cos(theta) * std::cos(theta);
    if (df % 2 == 1) {
        // 2/π (θ + sin θ cos θ (1 + 2/3 cos²θ + 2·4/(3·5) cos⁴θ + … up to cos^(df−3)θ))
        double term = 1, sum = df > 1 ? 1 : 0;
        for (int j = 1; 2 * j + 1 <= df - 2; ++j) {
            term *= c2 * double(2 * j) / double(2 * j + 1);
            sum += term;
        }
        return 2 / std::numbers::pi * (theta + s * std::cos(theta) * sum);
    }
    // sin θ (1 + 1/2 cos²θ + 1·3/(2·4) cos⁴θ + … up to cos^(df−2)θ)
    double term = 1, sum = 1;
    for (int j = 1; 2 * j <= df - 2; ++j) {
        term *= c2 * double(2 * j - 1) / double(2 * j);
        sum += term;
    }
    return s * sum;
}

double quantileMatchingNormal(double k, int df) {
    if (df < 1 || !(k > 0))
        return 0;
    const double target = std::erf(k / std::numbers::sqrt2);
    // The t quantile is at least k (heavier tails) and, for k ≤ 6 and df ≥ 1, far below 1e12.
    double lo = k, hi = std::max(2 * k, 1.0);
    while (centralProbability(hi, df) < target && hi < 1e12)
        hi *= 2;
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; ++i) {
        const double mid = std::sqrt(lo * hi); // bisection in log space: hi may be 1e5 × lo
        (centralProbability(mid, df) < target ? lo : hi) = mid;
    }
    return hi;
}

} // namespace roofline::studentT
