// SPDX-License-Identifier: MIT
#pragma once

namespace roofline {

// Student's t distribution with a whole number of degrees of freedom, for verdicts whose
// noise is estimated from a few runs: a standard deviation from n runs is itself uncertain
// (n − 1 degrees of freedom), so an interval of ± k of them is wider than ± k true ones.
namespace studentT {

// P(|T| < t) for T with `df` degrees of freedom (≥ 1): exact, the finite series of Abramowitz
// and Stegun 26.7.3 (odd df) and 26.7.4 (even df) in θ = atan(t / √df).
double centralProbability(double t, int df);

// The t of `df` degrees of freedom with P(|T| < t) = `central` (0 < central < 1); 0 for
// df < 1, where it is not defined.
double quantile(double central, int df);

// The t of `df` degrees of freedom with the confidence that ± k has under the normal
// distribution: P(|T| < t) = P(|Z| < k). For k = 3: 235.8 with 1, 19.2 with 2, 6.62 with 4,
// 3.65 with 14 degrees of freedom; k itself as df grows. 0 for df < 1.
double quantileMatchingNormal(double k, int df);

// The k of the normal distribution with P(|Z| < k) = `central` (0 < central < 1).
double normalQuantile(double central);

// The k for one of `m` figures judged together so that the chance that any of them lies beyond
// it by noise alone is at most the chance one figure has beyond ± k (Bonferroni, valid however
// the figures depend on each other): k for m ≤ 1; for k = 3, 3.58 for 8 figures, 4.04 for 50,
// 4.27 for 140.
double familyWise(double k, int m);

} // namespace studentT

} // namespace roofline
