// SPDX-License-Identifier: MIT
// Every kernel of src/cuda/MemoryKernels.cu on the simulated GPU (label cudasim, issue 29),
// small sizes, against a host reference, with every buffer guarded and every traced access
// counted per element: the bytes each probe reports (Accounting.h, the probes' own functions)
// must be the bytes the kernel touched.
#include "SimTrace.cuh"
#include "cuda/Accounting.h"
#include "cuda/MemoryKernels.cu"
#include "cuda/SweepPlan.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace roofline::cuda;
using roofline::cuda::accounting::StreamKernel;
using sim::check;

namespace {

std::uint64_t splitmixHost(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}
std::uint64_t fillWord(std::uint64_t seed, std::uint64_t i, std::uint64_t andMask,
                       std::uint64_t orMask) {
    return (splitmixHost(seed ^ (i * 0xD1B54A32D192ED03ull)) & andMask) | orMask;
}

// The streaming grid of the tests: 3 blocks of kThreads, arrays of 2 whole passes.
constexpr int kBlocks = 3;
constexpr std::uint64_t kPass = std::uint64_t(kBlocks) * kernels::kThreads * kernels::kStreamUnroll;
constexpr std::uint64_t kVectors = 2 * kPass;
constexpr std::uint64_t kArrayBytes = kVectors * 16;

void fill(sim::Buffer &b, std::uint64_t seed, std::uint64_t andMask = ~0ull,
          std::uint64_t orMask = 0) {
    kernels::fillRandom(b.data(), b.bytes / 8, andMask, orMask, seed, nullptr);
}

void testFill() {
    sim::begin("fillRandom: splitmix64 words, every word stored once");
    sim::Buffer a = sim::make(kArrayBytes, 8);
    sim::track(a);
    sim::reset();
    const std::uint64_t andMask = 0x807FFFFF807FFFFFull, orMask = 0x3F0000003F000000ull;
    kernels::fillRandom(a.data(), a.bytes / 8, andMask, orMask, 0x1234, nullptr);
    const auto t = sim::seen();
    const auto got = sim::download<std::uint64_t>(a.data(), a.bytes / 8);
    std::uint64_t bad = 0;
    for (std::uint64_t i = 0; i < got.size(); ++i)
        bad += got[i] != fillWord(0x1234, i, andMask, orMask);
    check(bad == 0, std::to_string(bad) + " words differ from the host's splitmix64");
    sim::checkEach(a.stores, 1, "stores");
    check(t.loads == 0, "the fill loads nothing");
    sim::checkGuards({&a}, t);
    sim::release(a);
}

void testStream(StreamKernel k) {
    sim::begin(std::string("stream ") + accounting::kernelName(k) + ": " + std::to_string(kBlocks)
               + " blocks x " + std::to_string(kernels::kThreads) + " threads, "
               + std::to_string(kVectors) + " vectors (2 grid passes)");
    sim::Buffer a = sim::make(kArrayBytes, 16), b = sim::make(kArrayBytes, 16),
                c = sim::make(kArrayBytes, 16), sink = sim::make(64, 16);
    for (sim::Buffer *x : {&a, &b, &c, &sink})
        sim::track(*x);
    const kernels::Launch l{kBlocks, kernels::kThreads, nullptr};
    check(kernels::wholePasses(kVectors, l), "the arrays are whole grid passes");
    check(!kernels::wholePasses(kVectors + kernels::kThreads, l), "a tail is refused");
    constexpr float s = 0.4f;
    fill(a, 1);
    if (k == StreamKernel::Triad) {
        fill(b, 2, 0x807FFFFF807FFFFFull, 0x3F0000003F000000ull);
        fill(c, 3, 0x807FFFFF807FFFFFull, 0x3F0000003F000000ull);
    }
    cudaMemset(sink.data(), 0, 64);
    cudaDeviceSynchronize();
    sim::reset();
    switch (k) {
    case StreamKernel::Read:
        kernels::streamRead(a.data(), kVectors, sink.data(), l);
        break;
    case StreamKernel::Write:
        kernels::streamWrite(c.data(), kVectors, 77u, l);
        break;
    case StreamKernel::Copy:
        kernels::streamCopy(b.data(), a.data(), kVectors, l);
        break;
    case StreamKernel::Triad:
        kernels::streamTriad(a.data(), b.data(), c.data(), s, kVectors, l);
        break;
    }
    const auto t = sim::seen();
    // Which arrays each kernel reads and writes, each element exactly once.
    const sim::Buffer *reads[2] = {nullptr, nullptr};
    const sim::Buffer *writes = nullptr;
    switch (k) {
    case StreamKernel::Read:
        reads[0] = &a;
        break;
    case StreamKernel::Write:
        writes = &c;
        break;
    case StreamKernel::Copy:
        reads[0] = &a;
        writes = &b;
        break;
    case StreamKernel::Triad:
        reads[0] = &b;
        reads[1] = &c;
        writes = &a;
        break;
    }
    for (const sim::Buffer *r : reads) {
        if (r)
            sim::checkEach(r->loads, 1, "loads");
    }
    if (writes)
        sim::checkEach(writes->stores, 1, "stores");
    // The probe's byte count is what the kernel touched.
    const std::uint64_t reported = accounting::streamBytes(k, kArrayBytes);
    check(t.loadBytes + t.storeBytes == reported,
          "touched " + std::to_string(t.loadBytes + t.storeBytes) + " bytes, the probe reports "
              + std::to_string(reported));
    const std::uint64_t threads = std::uint64_t(kBlocks) * kernels::kThreads;
    const std::uint64_t trips =
        kVectors
        / (threads * (k == StreamKernel::Triad ? kernels::kTriadUnroll : kernels::kStreamUnroll));
    check(t.loadBytes + t.storeBytes
              == threads * trips * std::uint64_t(accounting::streamBytesPerIteration(k)),
          "bytes per thread and trip differ from streamBytesPerIteration");
    check(t.loads == threads * trips * std::uint64_t(accounting::streamLoadsPerIteration(k)),
          "loads per thread and trip differ from streamLoadsPerIteration");
    // Values.
    if (k == StreamKernel::Write) {
        const auto got = sim::download<std::uint32_t>(c.data(), kVectors * 4);
        std::uint64_t bad = 0;
        for (std::uint64_t v = 0; v < kVectors; ++v) {
            const std::uint32_t h = static_cast<std::uint32_t>(v) * 0x9E3779B9u ^ 77u;
            bad += got[4 * v] != h || got[4 * v + 1] != (h ^ 0x85EBCA6Bu)
                   || got[4 * v + 2] != h + 0xC2B2AE35u || got[4 * v + 3] != ~h;
        }
        check(bad == 0, std::to_string(bad) + " written vectors differ from the pattern");
    } else if (k == StreamKernel::Copy) {
        const auto x = sim::download<std::uint64_t>(a.data(), kVectors * 2);
        const auto y = sim::download<std::uint64_t>(b.data(), kVectors * 2);
        check(x == y, "the copy differs from its source");
        // The probe's own device-side verification agrees.
        sim::Buffer counter = sim::make(8, 8);
        cudaMemset(counter.data(), 0, 8);
        kernels::compareWords(a.data(), b.data(), kVectors * 2, counter.as<unsigned long long>(),
                              nullptr);
        check(sim::download<unsigned long long>(counter.data(), 1)[0] == 0,
              "compareWords finds mismatches in an exact copy");
        // Three planted differences are found.
        std::vector<std::uint64_t> planted = y;
        planted[0] ^= 1;
        planted[planted.size() / 2] ^= 1ull << 40;
        planted.back() ^= 8;
        sim::uploadTo(b.data(), planted);
        cudaMemset(counter.data(), 0, 8);
        kernels::compareWords(a.data(), b.data(), kVectors * 2, counter.as<unsigned long long>(),
                              nullptr);
        check(sim::download<unsigned long long>(counter.data(), 1)[0] == 3,
              "compareWords counts three planted mismatches");
        sim::release(counter);
    } else if (k == StreamKernel::Triad) {
        const auto av = sim::download<float>(a.data(), kVectors * 4);
        const auto bv = sim::download<float>(b.data(), kVectors * 4);
        const auto cv = sim::download<float>(c.data(), kVectors * 4);
        std::uint64_t bad = 0;
        for (std::size_t i = 0; i < av.size(); ++i) {
            const float want = std::fma(s, cv[i], bv[i]);
            bad += std::memcmp(&av[i], &want, 4) != 0;
        }
        check(bad == 0, std::to_string(bad) + " triad results differ from std::fma (exact)");
        sim::Buffer counter = sim::make(8, 8);
        cudaMemset(counter.data(), 0, 8);
        kernels::checkTriad(a.data(), b.data(), c.data(), s, kVectors * 4,
                            counter.as<unsigned long long>(), nullptr);
        check(sim::download<unsigned long long>(counter.data(), 1)[0] == 0,
              "checkTriad finds mismatches in an exact triad");
        std::vector<float> planted = av;
        planted[5] += 1.0f;
        planted[planted.size() - 2] = -planted[planted.size() - 2];
        sim::uploadTo(a.data(), planted);
        cudaMemset(counter.data(), 0, 8);
        kernels::checkTriad(a.data(), b.data(), c.data(), s, kVectors * 4,
                            counter.as<unsigned long long>(), nullptr);
        check(sim::download<unsigned long long>(counter.data(), 1)[0] == 2,
              "checkTriad counts two planted mismatches");
        sim::release(counter);
    } else {
        // The read keeps its sum: the sink is written only for an impossible value.
        const auto z = sim::download<std::uint64_t>(sink.data(), 8);
        check(std::all_of(z.begin(), z.end(), [](std::uint64_t w) { return w == 0; }),
              "the read wrote its sink");
    }
    sim::checkGuards({&a, &b, &c, &sink}, t);
    for (sim::Buffer *x : {&sink, &c, &b, &a})
        sim::release(*x);
}

void testSweep(bool blockLocal, std::uint32_t setVectors, int blocks) {
    const std::uint64_t threads = std::uint64_t(blocks) * kernels::kThreads;
    const std::uint64_t sharers = blockLocal ? kernels::kThreads : threads;
    const std::uint32_t iters = SweepPlan::sweepIterations(setVectors, sharers, threads, 0.0);
    sim::begin(std::string("sweep ") + (blockLocal ? "per SM (ca)" : "grid (cg)") + ", set of "
               + std::to_string(setVectors) + " vectors, " + std::to_string(blocks) + " blocks, "
               + std::to_string(iters) + " iterations");
    sim::Buffer a = sim::make(std::uint64_t(setVectors) * 16, 16), sink = sim::make(64, 16);
    sim::track(a);
    sim::track(sink);
    fill(a, 9);
    cudaDeviceSynchronize();
    sim::reset();
    kernels::sweepRead(a.data(), setVectors, iters,
                       blockLocal ? kernels::Hint::CacheAll : kernels::Hint::CacheL2, blockLocal,
                       sink.data(), {blocks, kernels::kThreads, nullptr});
    const auto t = sim::seen();
    const double reported = accounting::sweepBytes(threads, iters);
    check(double(t.loadBytes) == reported, "touched " + std::to_string(t.loadBytes)
                                               + " bytes, the probe reports "
                                               + std::to_string(reported));
    check(t.stores == 0, "the sweep stores nothing");
    const auto &c = a.loads;
    const unsigned least = *std::min_element(c.begin(), c.end());
    // sweepIterations' promise: at least two laps over the set by the threads sharing it.
    const unsigned laps = blockLocal ? 2u * static_cast<unsigned>(blocks) : 2u;
    check(least >= laps, "an element was read " + std::to_string(least)
                             + " times, fewer than the two laps per sharer the plan promises");
    sim::checkGuards({&a, &sink}, t);
    sim::release(sink);
    sim::release(a);
}

void testShared() {
    sim::begin("shared memory: 2 blocks x 256 threads, 5 iterations");
    sim::Buffer sink = sim::make(64, 16);
    sim::track(sink);
    sim::reset();
    kernels::sharedRead(5, sink.data(), {2, kernels::kThreads, nullptr});
    const auto t = sim::seen();
    const double reported = accounting::sharedBytes(2 * kernels::kThreads, 5);
    check(double(t.sharedBytes) == reported, "loaded " + std::to_string(t.sharedBytes)
                                                 + " shared bytes, the probe reports "
                                                 + std::to_string(reported));
    check(t.sharedOutside == 0, "a shared load beyond the 32 KiB array");
    check(t.stores == 0, "the shared kernel stores to global memory");
    sim::checkGuards({&sink}, t);
    const int perSm = kernels::sharedReadBlocksPerSm();
    sim::note("cudaOccupancyMaxActiveBlocksPerMultiprocessor says " + std::to_string(perSm)
              + " blocks per SM on the simulator (not checked: a simulator figure)");
    sim::release(sink);
}

void testChase(bool cacheL1) {
    constexpr std::uint64_t slots = 64, stride = 128;
    constexpr std::uint64_t iters = slots / kernels::kChaseUnroll; // one full lap
    sim::begin(std::string("pointer chase ") + (cacheL1 ? "ca" : "cg") + ": "
               + std::to_string(slots) + " slots 128 B apart, one Sattolo lap");
    sim::Buffer image = sim::make(slots * stride, 8), state = sim::make(16, 8);
    sim::track(image);
    sim::track(state);
    const std::uint64_t base = reinterpret_cast<std::uint64_t>(image.data());
    const auto img = accounting::chaseImage(base, slots, stride, 0x5eed);
    sim::uploadTo(image.data(), img);
    cudaMemset(state.data(), 0, 16);
    cudaDeviceSynchronize();
    sim::reset();
    kernels::chase(image.data(), iters, cacheL1, state.as<unsigned long long>(), nullptr);
    const auto t = sim::seen();
    // The host follows the same permutation.
    std::uint64_t p = base;
    const std::uint64_t loads = accounting::chaseLoads(iters);
    std::map<std::uint64_t, int> visits;
    for (std::uint64_t i = 0; i < loads; ++i) {
        ++visits[p];
        p = img[(p - base) / 8];
    }
    const auto st = sim::download<std::uint64_t>(state.data(), 2);
    check(st[0] == p, "the chase ended elsewhere than the host's walk of the permutation");
    check(t.loads == loads, "dependent loads " + std::to_string(t.loads) + ", the probe counts "
                                + std::to_string(loads));
    check(visits.size() == slots, "a lap visits every slot once");
    // Every slot's pointer word read exactly once, no other word.
    const auto &c = image.loads;
    std::uint64_t wrong = 0;
    for (std::uint64_t w = 0; w < c.size(); ++w)
        wrong += c[w] != ((w * 8) % stride == 0 ? 1u : 0u);
    check(wrong == 0, std::to_string(wrong) + " words read a wrong number of times");
    check(st[1] > 0, "clock64 cycles around the chase");
    // The chain continues across launches: the second lap starts where the first ended.
    kernels::chase(image.data(), 1, cacheL1, state.as<unsigned long long>(), nullptr);
    std::uint64_t q = p;
    for (int i = 0; i < kernels::kChaseUnroll; ++i)
        q = img[(q - base) / 8];
    check(sim::download<std::uint64_t>(state.data(), 1)[0] == q,
          "the next launch continues from state[0]");
    sim::checkGuards({&image, &state}, sim::seen());
    sim::release(state);
    sim::release(image);
}

void testClockLatchEmpty() {
    sim::begin("spin clock, launch latch, empty kernel");
    sim::reset();
    sim::Buffer out = sim::make(8, 8), flag = sim::make(4, 4), timedOut = sim::make(4, 4);
    for (sim::Buffer *x : {&out, &flag, &timedOut})
        sim::track(*x);
    kernels::spinClock(500, out.as<unsigned long long>(), nullptr);
    const auto spun = sim::download<std::uint64_t>(out.data(), 1)[0];
    check(spun >= 500, "spinClock returned after " + std::to_string(spun) + " of 500 cycles");
    sim::note("clock64 on the simulator counts the thread's instructions: " + std::to_string(spun)
              + " (not a clock rate)");
    // A released latch lets the work behind it run; a held one times out and says so.
    const int one = 1, zero = 0;
    sim::uploadTo(flag.data(), std::vector<int>{one});
    sim::uploadTo(timedOut.data(), std::vector<int>{zero});
    kernels::latch(flag.as<const volatile int>(), 100000, timedOut.as<int>(), nullptr);
    kernels::empty({1, 1, nullptr});
    check(cudaDeviceSynchronize() == cudaSuccess, "latch + empty kernel ran");
    check(sim::download<int>(timedOut.data(), 1)[0] == 0, "a released latch reports a timeout");
    sim::uploadTo(flag.data(), std::vector<int>{zero});
    kernels::latch(flag.as<const volatile int>(), 2000, timedOut.as<int>(), nullptr);
    check(cudaDeviceSynchronize() == cudaSuccess, "held latch ran");
    check(sim::download<int>(timedOut.data(), 1)[0] == 1, "a held latch did not time out");
    check(kernels::emptyLaunchError() == cudaSuccess, "empty kernel launch error");
    check(kernels::preferL1ForSweeps() == cudaSuccess, "cudaFuncSetAttribute(carve-out)");
    sim::note("the latch's flag is device memory here: host-mapped memory written while a "
              "kernel spins is not simulated (the simulator runs a kernel to its end)");
    sim::checkGuards({&out, &flag, &timedOut}, sim::seen());
    for (sim::Buffer *x : {&timedOut, &flag, &out})
        sim::release(*x);
}

} // namespace

int main() {
    testFill();
    for (StreamKernel k :
         {StreamKernel::Read, StreamKernel::Write, StreamKernel::Copy, StreamKernel::Triad})
        testStream(k);
    testSweep(true, 512, 2);   // per-SM set: every block reads all of it
    testSweep(false, 1000, 3); // grid-shared set, not a multiple of the grid
    testShared();
    testChase(true);
    testChase(false);
    testClockLatchEmpty();
    return sim::finish("sim_memory");
}
