// SPDX-License-Identifier: MIT
// Portable kernels (GCC vector extensions) for CPUs without a hand-written ISA table, e.g. the
// aarch64 hosts of Grace-Hopper nodes. Built on every platform so it stays compilable.
#include "probes/cpu/CpuKernels.h"

namespace roofline::probes {

namespace {

template<typename S, int N>
struct Vec {
    typedef S T __attribute__((vector_size(sizeof(S) * N)));
    static constexpr int kWidth = N;
    static T zero() { return T{} * S(0); }
    static T set1(S v) { return T{} + v; }
    static T load(const S *p) { return *reinterpret_cast<const T *>(p); }
    static void store(S *p, T v) { *reinterpret_cast<T *>(p) = v; }
    static void stream(S *p, T v) { store(p, v); }
    static void fence() {}
    static T add(T a, T b) { return a + b; }
    static T fma(T a, T b, T c) { return a * b + c; }
    static T muladd(T a, T b, T c) { return a * b + c; }
    static auto hsum(T v) {
        S s = 0;
        for (int k = 0; k < N; ++k)
            s += v[k];
        return s;
    }
};

using D = Vec<double, 2>;
using F = Vec<float, 4>;
struct I : Vec<int, 4> {
    static std::int64_t hsum(T v) { return std::int64_t(v[0]) + v[1] + v[2] + v[3]; }
};

struct B {
    typedef std::uint64_t T __attribute__((vector_size(16)));
    static T zero() { return T{}; }
    static T load(const double *p) { return *reinterpret_cast<const T *>(p); }
    static T combine(T acc, T x, T y) { return acc ^ x ^ y; }
    static T merge(T a, T b) { return a ^ b; }
    static std::uint64_t fold(T v) { return v[0] ^ v[1]; }
};

#include "probes/cpu/KernelsImpl.inc"

} // namespace

const KernelTable &kernelsGeneric() {
    static const KernelTable table = {"generic",
                                      16,
                                      readKernel,
                                      writeKernel<false>,
                                      copyKernel<false>,
                                      triadKernel<false>,
                                      writeKernel<true>,
                                      copyKernel<true>,
                                      triadKernel<true>,
                                      fp64Kernel,
                                      fp32Kernel,
                                      int32Kernel,
                                      nullptr,
                                      intensityKernel,
                                      kChains * 2 * 2,
                                      kChains * 4 * 2,
                                      kChains * 4 * 2,
                                      0,
                                      "vector-extension multiply-add",
                                      "multiply+add",
                                      ""};
    return table;
}

} // namespace roofline::probes
