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

double quantile(double central, int df) {
    if (df < 1 || !(central > 0) || !(central < 1))
        return 0;
    // The t quantile is above the normal one (heavier tails) and, for the confidences used here
    // and df ≥ 1, far below 1e12.
    double lo = normalQuantile(central), hi = std::max(2 * lo, 1.0);
    while (centralProbability(hi, df) < central && hi < 1e12)
        hi *= 2;
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; ++i) {
        const double mid = std::sqrt(lo * hi); // bisection in log space: hi may be 1e5 × lo
        (centralProbability(mid, df) < central ? lo : hi) = mid;
    }
    return hi;
}

double quantileMatchingNormal(double k, int df) {
    if (!(k > 0))
        return 0;
    return quantile(std::erf(k / std::numbers::sqrt2), df);
}

double normalQuantile(double central) {
    if (!(central > 0) || !(central < 1))
        return 0;
    double lo = 0, hi = 40; // erf(40 / √2) is 1 in double precision
    for (int i = 0; i < 200 && hi - lo > 1e-13; ++i) {
        const double mid = (lo + hi) / 2;
        (std::erf(mid / std::numbers::sqrt2) < central ? lo : hi) = mid;
    }
    return hi;
}

double familyWise(double k, int m) {
    if (m <= 1 || !(k > 0))
        return k;
    // The two tails of ± k shared among m figures. erfc keeps the tail exact where 1 − erf
    // would round it away.
    const double tail = std::erfc(k / std::numbers::sqrt2) / m;
    return normalQuantile(1 - tail);
}

} // namespace roofline::studentT
