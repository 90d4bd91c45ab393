// SPDX-License-Identifier: MIT
// Every kernel of src/cuda/ComputeKernels.cu on the simulated GPU (label cudasim, issue 29):
// the FMA chains bit-exact against std::fma (fp16: a host fp16 FMA rounded once), their FMA
// count per thread the one the FLOP accounting uses; the roofline sweep kernel in place, each
// vector loaded and stored once, k FMAs per lane exactly; the tensor-core loop's MMA count.
#include "SimTrace.cuh"
#include "cuda/Accounting.h"
#include "cuda/ComputeKernels.cu"

#include <cmath>

using namespace roofline::cuda;
using sim::check;

namespace {

// fp16 on the host: round a double to the nearest half (ties to even) and back. An fp16 FMA
// x·b + c of halves is exact in double (11-bit significands), so rounding it once is the
// device's single rounding.
double toHalf(double v) {
    const __half h = __double2half(v);
    return static_cast<double>(__half2float(h));
}

// Whether the simulator converts float pairs to half2 (cvt.rn.f16x2.f32 is not implemented in
// GPGPU-Sim, see its README): the kernels' fp16 operands come from __float2half2_rn.
__global__ void half2Probe(float v, unsigned *out) {
    const __half2 h = __float2half2_rn(v);
    out[0] = *reinterpret_cast<const unsigned *>(&h);
}
bool simulatorConvertsHalf2() {
    unsigned *d = nullptr;
    cudaMalloc(&d, 4);
    cudaMemset(d, 0, 4);
    half2Probe<<<1, 1>>>(0.001f * 3.0f, d);
    unsigned got = 0;
    cudaMemcpy(&got, d, 4, cudaMemcpyDeviceToHost);
    cudaFree(d);
    const __half h = __float2half_rn(0.001f * 3.0f);
    const unsigned short bits = *reinterpret_cast<const unsigned short *>(&h);
    return got == (static_cast<unsigned>(bits) << 16 | bits);
}

constexpr int kBlocks = 2, kThreadsPerBlock = 64;
constexpr std::uint32_t kIters = 3;

template<typename T>
void testFma(kernels::Format f, const char *name, bool half2Works) {
    sim::begin(std::string("FMA loop ") + name + ": " + std::to_string(kBlocks) + " x "
               + std::to_string(kThreadsPerBlock) + " threads, " + std::to_string(kIters)
               + " iterations x " + std::to_string(kernels::kFmaPerIteration) + " FMAs");
    const std::size_t threads = std::size_t(kBlocks) * kThreadsPerBlock;
    sim::Buffer values = sim::make(threads * kernels::kFmaChains * 8, 8),
                sink = sim::make(threads * 4, 4);
    sim::track(sink);
    unsigned long long *vp = values.as<unsigned long long>();
    const unsigned long long cap = threads * kernels::kFmaChains;
    cudaMemcpyToSymbol(roofline_trace::g_values, &vp, sizeof vp);
    cudaMemcpyToSymbol(roofline_trace::g_valueCapacity, &cap, sizeof cap);
    sim::reset();
    kernels::fmaLoop(f, kIters, sink.data(), {kBlocks, kThreadsPerBlock, nullptr});
    const auto s = sim::seen();
    const auto got = sim::download<unsigned long long>(values.data(), cap);
    // The FMAs executed are the ones the FLOP count counts.
    const std::uint64_t perThread = std::uint64_t(kIters) * kernels::kFmaPerIteration;
    check(s.ops == threads * perThread, "executed " + std::to_string(s.ops) + " FMAs, expected "
                                            + std::to_string(threads * perThread));
    const int lanes = kernels::lanesPerFma(f);
    check(accounting::fmaLoopFlops(threads, kIters, lanes) == double(s.ops) * 2.0 * lanes,
          "fmaLoopFlops differs from 2 x lanes x the FMAs executed");
    // The chains against the host, bit for bit.
    std::uint64_t bad = 0;
    for (std::size_t t = 0; t < threads; ++t) {
        const unsigned tid = static_cast<unsigned>(t % kThreadsPerBlock); // threadIdx.x
        for (int j = 0; j < kernels::kFmaChains; ++j) {
            const float x0 = 0.001f * static_cast<float>(tid + static_cast<unsigned>(j));
            unsigned long long want = 0;
            if constexpr (std::is_same_v<T, float>) {
                float x = x0;
                for (std::uint64_t i = 0; i < std::uint64_t(kIters) * kernels::kFmaSteps; ++i)
                    x = std::fma(x, 0.999f, 0.001f);
                std::uint32_t b;
                std::memcpy(&b, &x, 4);
                want = b;
            } else if constexpr (std::is_same_v<T, double>) {
                double x = x0;
                for (std::uint64_t i = 0; i < std::uint64_t(kIters) * kernels::kFmaSteps; ++i)
                    x = std::fma(x, double(0.999f), double(0.001f));
                std::memcpy(&want, &x, 8);
            } else {
                double x = toHalf(x0);
                for (std::uint64_t i = 0; i < std::uint64_t(kIters) * kernels::kFmaSteps; ++i)
                    x = toHalf(x * 0.5 + 0.25);
                const __half h = __double2half(x);
                const unsigned short bits = *reinterpret_cast<const unsigned short *>(&h);
                want = static_cast<unsigned long long>(bits) << 16 | bits;
            }
            bad += got[t * kernels::kFmaChains + j] != want;
        }
    }
    if (std::is_same_v<T, __half2> && !half2Works)
        sim::note("value check skipped: the simulator does not implement cvt.rn.f16x2.f32 "
                  "(__float2half2_rn), which makes the kernel's fp16 operands; the FMA count "
                  "is checked ("
                  + std::to_string(bad) + " chains differ)");
    else
        check(bad == 0, std::to_string(bad) + " chains differ from the host's FMA chain");
    sim::checkGuards({&sink}, s);
    unsigned long long *none = nullptr;
    cudaMemcpyToSymbol(roofline_trace::g_values, &none, sizeof none);
    sim::release(sink);
    sim::release(values);
}

void testMma() {
    constexpr int threads = 64; // two warps
    sim::begin("tensor-core loop (wmma m16n16k16 fp16, fp32 accumulate): 1 x 2 warps, 3 "
               "iterations");
    sim::Buffer values = sim::make(threads * 8, 8), sink = sim::make(threads * 4, 4);
    sim::track(sink);
    unsigned long long *vp = values.as<unsigned long long>();
    const unsigned long long cap = threads;
    cudaMemcpyToSymbol(roofline_trace::g_values, &vp, sizeof vp);
    cudaMemcpyToSymbol(roofline_trace::g_valueCapacity, &cap, sizeof cap);
    sim::reset();
    kernels::mmaLoop(kIters, sink.data(), {1, threads, nullptr});
    const auto s = sim::seen();
    // mma_sync is a warp-wide call: each thread traces it, so per warp ops / 32.
    const double warps = threads / 32.0;
    const double mmas = double(s.ops) / 32.0;
    check(mmas == warps * kIters * kernels::kMmaChains,
          "MMAs per warp and iteration differ from kMmaChains");
    check(accounting::mmaLoopFlops(2, kIters) == mmas * kernels::kMmaFlops,
          "mmaLoopFlops differs from the MMAs executed x 2 x 16^3");
    const auto got = sim::download<unsigned long long>(values.data(), cap);
    bool finitePositive = true;
    for (unsigned long long b : got) {
        float x;
        const std::uint32_t w = static_cast<std::uint32_t>(b);
        std::memcpy(&x, &w, 4);
        finitePositive = finitePositive && std::isfinite(x) && x > 0;
    }
    check(finitePositive, "an accumulator sum is not finite and positive");
    sim::note("the accumulators' values depend on the fragment layout (each thread fills its "
              "own fragment of A): checked finite and positive, not against a host product");
    sim::checkGuards({&sink}, s);
    unsigned long long *none = nullptr;
    cudaMemcpyToSymbol(roofline_trace::g_values, &none, sizeof none);
    sim::release(sink);
    sim::release(values);
}

template<typename T>
void testRoofline(kernels::Format f, const char *name, int fmas, bool half2Works) {
    constexpr int blocks = 2;
    const std::uint64_t vectors = std::uint64_t(blocks) * kernels::kThreads
                                  * kernels::kRooflineVectors * 2; // two trips per thread
    sim::begin(std::string("roofline ") + name + ", k = " + std::to_string(fmas) + ": "
               + std::to_string(vectors) + " vectors in place");
    sim::Buffer data = sim::make(vectors * 16, 16);
    sim::track(data);
    // Normal values of every format: fp16 in +-[0.5, 1), the fp32/fp64 views finite too.
    std::vector<std::uint64_t> words(vectors * 2);
    std::uint64_t state = 7;
    for (std::uint64_t &w : words) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        w = ((state ^ (state >> 29)) & 0x83FF83FF83FF83FFull) | 0x3800380038003800ull;
    }
    sim::uploadTo(data.data(), words);
    const auto before = sim::download<unsigned char>(data.data(), vectors * 16);
    sim::reset();
    kernels::roofline(f, data.data(), vectors, fmas, {blocks, kernels::kThreads, nullptr});
    const auto s = sim::seen();
    const auto after = sim::download<unsigned char>(data.data(), vectors * 16);
    sim::checkEach(data.loads, 1, "loads");
    sim::checkEach(data.stores, 1, "stores");
    const int lanes = kernels::lanesPerVector(f), perFma = kernels::lanesPerFma(f);
    const std::uint64_t elements = vectors * std::uint64_t(lanes);
    // The probe's count: rooflineBytes(vectors, 16), each vector read once and written once.
    check(s.loadBytes + s.storeBytes == accounting::rooflineBytes(vectors, 16),
          "touched " + std::to_string(s.loadBytes + s.storeBytes) + " bytes, the probe reports "
              + std::to_string(accounting::rooflineBytes(vectors, 16)));
    check(s.ops == elements / std::uint64_t(perFma) * std::uint64_t(fmas),
          "executed " + std::to_string(s.ops)
              + " FMA instructions, expected k x elements / "
                "lanes per FMA");
    check(accounting::rooflineFlops(elements, fmas) == double(s.ops) * 2.0 * perFma,
          "rooflineFlops differs from the FMAs executed");
    std::uint64_t bad = 0;
    for (std::uint64_t i = 0; i < elements; ++i) {
        if constexpr (std::is_same_v<T, float>) {
            float x, y;
            std::memcpy(&x, before.data() + 4 * i, 4);
            std::memcpy(&y, after.data() + 4 * i, 4);
            for (int k = 0; k < fmas; ++k)
                x = std::fma(x, 0.5f, 0.5f);
            bad += std::memcmp(&x, &y, 4) != 0;
        } else if constexpr (std::is_same_v<T, double>) {
            double x, y;
            std::memcpy(&x, before.data() + 8 * i, 8);
            std::memcpy(&y, after.data() + 8 * i, 8);
            for (int k = 0; k < fmas; ++k)
                x = std::fma(x, 0.5, 0.5);
            bad += std::memcmp(&x, &y, 8) != 0;
        } else {
            __half hx, hy;
            std::memcpy(&hx, before.data() + 2 * i, 2);
            std::memcpy(&hy, after.data() + 2 * i, 2);
            double x = __half2float(hx);
            for (int k = 0; k < fmas; ++k)
                x = toHalf(x * 0.5 + 0.25);
            bad += x != double(__half2float(hy));
        }
    }
    if (std::is_same_v<T, __half2> && !half2Works && fmas > 0)
        sim::note("value check skipped: the simulator lacks cvt.rn.f16x2.f32 (the kernel's b and "
                  "c); bytes and FMA counts are checked ("
                  + std::to_string(bad) + " differ)");
    else
        check(bad == 0, std::to_string(bad) + " elements differ from the host's FMA chain");
    sim::checkGuards({&data}, s);
    sim::release(data);
}

} // namespace

int main() {
    const bool half2 = simulatorConvertsHalf2();
    std::printf("NOTE simulator: cvt.rn.f16x2.f32 (__float2half2_rn) %s\n",
                half2 ? "works" : "does NOT give the host's result");
    testFma<float>(kernels::Format::Fp32, "fp32", half2);
    testFma<double>(kernels::Format::Fp64, "fp64", half2);
    testFma<__half2>(kernels::Format::Fp16, "fp16 (half2)", half2);
    testMma();
    for (int k : {0, 1, 9, 17}) {
        testRoofline<float>(kernels::Format::Fp32, "fp32", k, half2);
        testRoofline<double>(kernels::Format::Fp64, "fp64", k, half2);
        testRoofline<__half2>(kernels::Format::Fp16, "fp16", k, half2);
    }
    return sim::finish("sim_compute");
}
