#include "probes/CpuKernels.h"

namespace roofline::probes {

std::vector<const KernelTable *> supportedKernels() {
    std::vector<const KernelTable *> out;
#if defined(__x86_64__)
    __builtin_cpu_init();
    out.push_back(&kernelsSse2());
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        out.push_back(&kernelsAvx2());
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw"))
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
