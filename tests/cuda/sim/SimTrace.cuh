// SPDX-License-Identifier: MIT
#pragma once

// The simulated-GPU tests' side of src/cuda/KernelTrace.h (label cudasim, issue 29): included
// before a kernel file, it turns the kernels' trace hooks into counters in device memory, so
// a test counts from execution, per element of every registered buffer, the loads and stores
// a kernel issued, and whether any touched the guard bands around it or memory no buffer owns.
// Buffers get guard bands filled with a pattern that is checked after each kernel (the
// simulator has no out-of-bounds detection: a plain store past the end shows only there).
// Plain CUDA + C++17, no Qt: programs built with -cudart shared run on GPGPU-Sim.
#define ROOFLINE_KERNEL_TRACE 1

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <string>
#include <vector>

namespace roofline_trace {

// One traced access: address, and bytes | kind << 32 (kind 0 load, 1 store, 2 shared load
// with the shared offset as address). The device only appends (a small body, so the kernels'
// unrolled loops stay unrolled); the host classifies the log against the buffers.
struct Totals {
    unsigned long long entries, ops;
};
__device__ Totals g_totals;
__device__ ulonglong2 *g_log;
__device__ unsigned long long g_logCapacity;
__device__ unsigned long long *g_values;
__device__ unsigned long long g_valueCapacity;

__device__ __forceinline__ void record(unsigned long long a, unsigned bytes, unsigned kind) {
    const unsigned long long i = atomicAdd(&g_totals.entries, 1ull);
    if (i < g_logCapacity)
        g_log[i] = make_ulonglong2(a, bytes | (static_cast<unsigned long long>(kind) << 32));
}
__device__ __forceinline__ void load(const void *p, unsigned bytes) {
    record(reinterpret_cast<unsigned long long>(p), bytes, 0);
}
__device__ __forceinline__ void store(const void *p, unsigned bytes) {
    record(reinterpret_cast<unsigned long long>(p), bytes, 1);
}
__device__ __forceinline__ void sharedLoad(unsigned offset, unsigned bytes) {
    record(offset, bytes, 2);
}
__device__ __forceinline__ void ops(unsigned n) {
    atomicAdd(&g_totals.ops, static_cast<unsigned long long>(n));
}
__device__ __forceinline__ unsigned long long bitsOf(float x) {
    return __float_as_uint(x);
}
__device__ __forceinline__ unsigned long long bitsOf(double x) {
    return static_cast<unsigned long long>(__double_as_longlong(x));
}
__device__ __forceinline__ unsigned long long bitsOf(__half2 x) {
    return *reinterpret_cast<const unsigned *>(&x);
}
// The thread's final register values (FMA chains, the MMA sum), by global thread index.
template<typename T>
__device__ __forceinline__ void values(const T *x, int n) {
    const unsigned long long t =
        blockIdx.x * static_cast<unsigned long long>(blockDim.x) + threadIdx.x;
    for (int j = 0; j < n; ++j) {
        if (g_values && t * n + j < g_valueCapacity)
            g_values[t * n + j] = bitsOf(x[j]);
    }
}

} // namespace roofline_trace

// ---- host side ----
namespace sim {

inline int g_failures = 0, g_checks = 0;
inline std::string g_test;

inline void check(bool ok, const std::string &what) {
    ++g_checks;
    if (!ok) {
        ++g_failures;
        std::printf("FAIL %s: %s\n", g_test.c_str(), what.c_str());
    }
}
inline void cuda(cudaError_t e, const char *what) {
    if (e != cudaSuccess) {
        std::printf("FAIL %s: %s: %s\n", g_test.c_str(), what, cudaGetErrorString(e));
        ++g_failures;
    }
}
inline void begin(const std::string &name) {
    g_test = name;
    std::printf("---- %s\n", name.c_str());
}
inline void note(const std::string &text) {
    std::printf("NOTE %s: %s\n", g_test.c_str(), text.c_str());
}
inline int finish(const char *program) {
    std::printf("%s: %d checks, %d failed\n", program, g_checks, g_failures);
    return g_failures ? 1 : 0;
}

constexpr unsigned char kGuardByte = 0xA5;
constexpr std::size_t kGuard = 4096;
constexpr unsigned long long kLogCapacity = 1ull << 20;
constexpr unsigned kSharedLimit = 32768; // kSharedVectors × 16 (KernelConstants.h)

// A device buffer of `bytes` with guard bands of kGuard bytes on both sides (pattern
// kGuardByte); the trace counts its accesses per `granule`-byte element.
struct Buffer {
    char *raw = nullptr;
    std::size_t bytes = 0, granule = 16, elements = 0;
    std::vector<unsigned> loads, stores; // per element, since the last reset()
    void *data() const { return raw + kGuard; }
    template<typename T>
    T *as() const {
        return reinterpret_cast<T *>(raw + kGuard);
    }
};

// What the trace saw since the last reset(), classified against the tracked buffers.
struct Seen {
    unsigned long long loads = 0, stores = 0, loadBytes = 0, storeBytes = 0;
    unsigned long long guardHits = 0, strayHits = 0;
    unsigned long long sharedLoads = 0, sharedBytes = 0, sharedOutside = 0, ops = 0;
    bool overflow = false;
};

inline std::vector<Buffer *> &registry() {
    static std::vector<Buffer *> r;
    return r;
}
inline ulonglong2 *&logBuffer() {
    static ulonglong2 *p = nullptr;
    return p;
}

inline void reset() {
    if (!logBuffer()) {
        cuda(cudaMalloc(&logBuffer(), kLogCapacity * sizeof(ulonglong2)), "cudaMalloc(log)");
        cuda(cudaMemcpyToSymbol(roofline_trace::g_log, &logBuffer(), sizeof(ulonglong2 *)),
             "log symbol");
        cuda(cudaMemcpyToSymbol(roofline_trace::g_logCapacity, &kLogCapacity, sizeof kLogCapacity),
             "log capacity");
    }
    for (Buffer *b : registry()) {
        b->loads.assign(b->elements, 0);
        b->stores.assign(b->elements, 0);
    }
    roofline_trace::Totals t{};
    cuda(cudaDeviceSynchronize(), "before reset");
    cuda(cudaMemcpyToSymbol(roofline_trace::g_totals, &t, sizeof t), "reset totals");
}

inline Seen seen() {
    Seen s;
    roofline_trace::Totals t{};
    cuda(cudaDeviceSynchronize(), "kernel");
    cuda(cudaMemcpyFromSymbol(&t, roofline_trace::g_totals, sizeof t), "read totals");
    s.ops = t.ops;
    s.overflow = t.entries > kLogCapacity;
    const unsigned long long n = s.overflow ? kLogCapacity : t.entries;
    std::vector<ulonglong2> log(n);
    if (n)
        cuda(cudaMemcpy(log.data(), logBuffer(), n * sizeof(ulonglong2), cudaMemcpyDeviceToHost),
             "read log");
    for (Buffer *b : registry()) {
        b->loads.assign(b->elements, 0);
        b->stores.assign(b->elements, 0);
    }
    for (const ulonglong2 &e : log) {
        const unsigned long long a = e.x, bytes = e.y & 0xFFFFFFFFull;
        const unsigned kind = static_cast<unsigned>(e.y >> 32);
        if (kind == 2) {
            ++s.sharedLoads;
            s.sharedBytes += bytes;
            s.sharedOutside += a + bytes > kSharedLimit;
            continue;
        }
        (kind ? s.stores : s.loads) += 1;
        (kind ? s.storeBytes : s.loadBytes) += bytes;
        bool found = false;
        for (Buffer *b : registry()) {
            const auto base = reinterpret_cast<unsigned long long>(b->data());
            if (a + bytes <= base - kGuard || a >= base + b->bytes + kGuard)
                continue;
            found = true;
            if (a < base || a + bytes > base + b->bytes) {
                ++s.guardHits;
                break;
            }
            for (unsigned long long x = (a - base) / b->granule;
                 x <= (a + bytes - 1 - base) / b->granule; ++x)
                ++(kind ? b->stores : b->loads)[x];
            break;
        }
        s.strayHits += !found;
    }
    return s;
}

inline Buffer make(std::size_t bytes, std::size_t granule) {
    Buffer b;
    b.bytes = bytes;
    b.granule = granule;
    b.elements = (bytes + granule - 1) / granule;
    cuda(cudaMalloc(&b.raw, bytes + 2 * kGuard), "cudaMalloc");
    cuda(cudaMemset(b.raw, kGuardByte, bytes + 2 * kGuard), "cudaMemset(guard)");
    return b;
}
// Counts the trace's accesses to b (and its guard bands) from now on.
inline void track(Buffer &b) {
    registry().push_back(&b);
    b.loads.assign(b.elements, 0);
    b.stores.assign(b.elements, 0);
}
inline void release(Buffer &b) {
    auto &r = registry();
    for (std::size_t i = 0; i < r.size(); ++i) {
        if (r[i] == &b) {
            r.erase(r.begin() + static_cast<long>(i));
            break;
        }
    }
    cudaFree(b.raw);
    b.raw = nullptr;
}

// Checks that every element was loaded (or stored) exactly `times` times.
inline void checkEach(const std::vector<unsigned> &c, unsigned times, const std::string &what) {
    std::size_t wrong = 0, first = 0;
    for (std::size_t i = 0; i < c.size(); ++i) {
        if (c[i] != times && wrong++ == 0)
            first = i;
    }
    check(wrong == 0, what + ": " + std::to_string(wrong) + " of " + std::to_string(c.size())
                          + " elements touched other than " + std::to_string(times)
                          + " times (first: element " + std::to_string(first) + ", "
                          + std::to_string(c.empty() ? 0 : c[first]) + " times)");
}
inline unsigned long long sum(const std::vector<unsigned> &c) {
    unsigned long long s = 0;
    for (unsigned x : c)
        s += x;
    return s;
}
// The guard bands of b still hold the pattern.
inline bool guardsIntact(const Buffer &b) {
    std::vector<unsigned char> g(kGuard);
    for (const char *at : {b.raw, b.raw + kGuard + b.bytes}) {
        cuda(cudaMemcpy(g.data(), at, kGuard, cudaMemcpyDeviceToHost), "read guard");
        for (unsigned char x : g) {
            if (x != kGuardByte)
                return false;
        }
    }
    return true;
}
inline void checkGuards(const std::vector<const Buffer *> &bs, const Seen &s) {
    for (const Buffer *b : bs)
        check(guardsIntact(*b), "guard band of a " + std::to_string(b->bytes)
                                    + "-byte buffer overwritten (an access outside the buffer)");
    check(s.guardHits == 0, std::to_string(s.guardHits) + " traced accesses hit a guard band");
    check(s.strayHits == 0,
          std::to_string(s.strayHits) + " traced accesses outside every tracked buffer");
    check(!s.overflow, "the trace log overflowed: use smaller sizes");
}

template<typename T>
inline std::vector<T> download(const void *p, std::size_t n) {
    std::vector<T> v(n);
    cuda(cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost), "download");
    return v;
}
template<typename T>
inline void uploadTo(void *p, const std::vector<T> &v) {
    cuda(cudaMemcpy(p, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice), "upload");
}

} // namespace sim
