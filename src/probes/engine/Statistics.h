// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <vector>

namespace roofline::probes {

// Which end of a sample set is the headline "best": the highest rate (bandwidth, throughput;
// STREAM convention) or the lowest time (latency).
enum class Better { Higher, Lower };

// Summary of one measurement's raw samples, all in the samples' own unit.
struct SampleStats {
    double best = 0.0;
    double min = 0.0;
    double median = 0.0;
    double max = 0.0;
    double mean = 0.0;
    double stddev = 0.0; // sample standard deviation (n - 1); 0 for n < 2
    double cov = 0.0;    // stddev / mean; 0 when the mean is 0
    std::size_t n = 0;
};

// Pure functions over a sample set, so they can be tested with known data.
class Statistics {
public:
    static SampleStats summarize(const std::vector<double> &samples, Better better);
    // The one median of the engine (probes, cpu, llm and cuda use it): the middle value of an
    // odd count, the mean of the two middle values of an even one, and 0 for an empty set
    // (callers that must tell "no samples" from 0 check emptiness themselves).
    static double median(std::vector<double> samples);
    // Coefficient of variation of the samples; the adaptive sampler's noise measure.
    static double cov(const std::vector<double> &samples);
};

} // namespace roofline::probes
