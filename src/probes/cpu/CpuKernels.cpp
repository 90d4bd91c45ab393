// SPDX-License-Identifier: MIT
#include "probes/cpu/CpuKernels.h"

#include "probes/cpu/IsaFeatures.h"

namespace roofline::probes {

std::vector<const KernelTable *> supportedKernels() {
    std::vector<const KernelTable *> out;
#if defined(__x86_64__)
    // CPUID and XCR0, as for the format ladder: the CPU has it and the OS saves its state.
    static const IsaFeatures f = IsaFeatures::detect();
    out.push_back(&kernelsSse2());
    if (f.avx2 && f.fma)
        out.push_back(&kernelsAvx2());
    if (f.avx512f && f.avx512bw)
        out.push_back(&kernelsAvx512());
#else
    out.push_back(&kernelsGeneric());
#endif
    return out;
}

const KernelTable &bestKernels() {
    static const KernelTable *best = supportedKernels().back();
    return *best;
}

} // namespace roofline::probes
