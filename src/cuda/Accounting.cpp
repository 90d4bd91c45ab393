// SPDX-License-Identifier: MIT
#include "cuda/Accounting.h"

#include "cuda/KernelConstants.h"
#include "probes/cpu/PointerChase.h"
#include "probes/engine/Statistics.h"

#include <algorithm>
#include <cmath>

namespace roofline::cuda::accounting {

const char *kernelName(StreamKernel k) {
    switch (k) {
    case StreamKernel::Read:
        return "read";
    case StreamKernel::Write:
        return "write";
    case StreamKernel::Copy:
        return "copy";
    case StreamKernel::Triad:
        return "triad";
    }
    return "";
}

int arraysOf(StreamKernel k) {
    switch (k) {
    case StreamKernel::Read:
    case StreamKernel::Write:
        return 1;
    case StreamKernel::Copy:
        return 2;
    case StreamKernel::Triad:
        return 3;
    }
    return 1;
}

std::uint64_t streamBytes(StreamKernel k, std::uint64_t arrayBytes) {
    return static_cast<std::uint64_t>(arraysOf(k)) * arrayBytes;
}

int streamLoadsPerIteration(StreamKernel k) {
    switch (k) {
    case StreamKernel::Read:
    case StreamKernel::Copy:
        return kernels::kStreamUnroll;
    case StreamKernel::Write:
        return 0;
    case StreamKernel::Triad:
        return 2 * kernels::kTriadUnroll;
    }
    return 0;
}

int streamStoresPerIteration(StreamKernel k) {
    switch (k) {
    case StreamKernel::Read:
        return 0;
    case StreamKernel::Write:
    case StreamKernel::Copy:
        return kernels::kStreamUnroll;
    case StreamKernel::Triad:
        return kernels::kTriadUnroll;
    }
    return 0;
}

int streamBytesPerIteration(StreamKernel k) {
    return (streamLoadsPerIteration(k) + streamStoresPerIteration(k)) * kernels::kVectorBytes;
}

double sweepBytes(std::uint64_t threads, std::uint64_t iterations) {
    return static_cast<double>(threads) * static_cast<double>(iterations) * kernels::kSweepLoads
           * kernels::kVectorBytes;
}

double sharedBytes(std::uint64_t threads, std::uint64_t iterations) {
    return static_cast<double>(threads) * static_cast<double>(iterations) * kernels::kSharedLoads
           * kernels::kVectorBytes;
}

std::uint64_t chaseLoads(std::uint64_t iterations) {
    return iterations * kernels::kChaseUnroll;
}

double fmaLoopFlops(std::uint64_t threads, std::uint64_t iterations, int lanesPerFma) {
    return fmaFlops(threads, iterations, kernels::kFmaPerIteration, lanesPerFma);
}

double mmaLoopFlops(std::uint64_t warps, std::uint64_t iterations) {
    return static_cast<double>(warps) * static_cast<double>(iterations) * kernels::kMmaChains
           * kernels::kMmaFlops;
}

int rooflineFmasPerStep(int lanesPerVector, int lanesPerFma) {
    return lanesPerFma > 0 ? kernels::kRooflineVectors * lanesPerVector / lanesPerFma : 0;
}

double fmaFlops(std::uint64_t threads, std::uint64_t iterations, int chains, int lanes) {
    return 2.0 * static_cast<double>(threads) * static_cast<double>(iterations) * chains * lanes;
}

double gemmFlops(double m, double n, double k) {
    return 2.0 * m * n * k;
}

double rooflineFlops(std::uint64_t elements, int fmas) {
    return 2.0 * static_cast<double>(elements) * fmas;
}

std::uint64_t rooflineBytes(std::uint64_t elements, int elementBytes) {
    return 2 * elements * static_cast<std::uint64_t>(elementBytes);
}

double allReduceBusFactor(int ranks) {
    return ranks > 0 ? 2.0 * (ranks - 1) / ranks : 0.0;
}

double cyclesToSeconds(double cycles, double clockHz) {
    return clockHz > 0 ? cycles / clockHz : 0.0;
}

std::vector<Plateau> plateaus(const std::vector<std::uint64_t> &sizes,
                              const std::vector<double> &values, double jump, int minPoints) {
    std::vector<Plateau> out;
    const std::size_t n = std::min(sizes.size(), values.size());
    std::size_t start = 0;
    auto close = [&](std::size_t end) { // [start, end)
        if (static_cast<int>(end - start) < minPoints)
            return;
        const double med = probes::Statistics::median(std::vector<double>(
            values.begin() + static_cast<long>(start), values.begin() + static_cast<long>(end)));
        out.push_back({sizes[start], sizes[end - 1], med});
    };
    for (std::size_t i = 1; i < n; ++i) {
        const double a = values[i - 1], b = values[i];
        const double rel = std::abs(b - a) / std::max(std::abs(a), 1e-300);
        if (rel > jump) {
            close(i);
            start = i;
        }
    }
    if (n > 0)
        close(n);
    return out;
}

std::vector<std::uint64_t> chaseImage(std::uint64_t base, std::uint64_t slotCount,
                                      std::uint64_t strideBytes, std::uint64_t seed) {
    const std::uint64_t wordsPerSlot = std::max<std::uint64_t>(strideBytes / 8, 1);
    std::vector<std::uint64_t> image(slotCount * wordsPerSlot, 0);
    const auto next = probes::PointerChase::sattoloCycle(slotCount, seed);
    for (std::uint64_t i = 0; i < slotCount; ++i)
        image[i * wordsPerSlot] = base + static_cast<std::uint64_t>(next[i]) * strideBytes;
    return image;
}

} // namespace roofline::cuda::accounting
