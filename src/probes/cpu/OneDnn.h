// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/DynamicLibrary.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace roofline::probes {

// oneDNN (the CPU GEMM library PyTorch and OpenVINO use on x86) loaded at run time with
// dlopen: roofline-probe builds with a C++ compiler alone and starts without the library, and
// its absence is a reported state. Its C API is declared here (the few entry points and
// constants a matmul needs, identical in value in oneDNN 2.x and 3.x; tst_onednn compares them
// with <oneapi/dnnl/dnnl.h> where that header is installed); both API generations are driven
// (2.x: op descriptors; 3.x: primitive-descriptor constructors), chosen by dnnl_version().
//
// Reusable beyond the probe (the LLM-step probe will run its GEMM shapes through it):
//   OneDnn &dnnl = OneDnn::instance();
//   if (!dnnl.available()) report(dnnl.status());
//   std::string error;
//   auto mm = dnnl.matmul(m, n, k, OneDnn::Format::Bf16, &error);   // null + error if not
//   mm->execute(&error);                 // one C = A x B, returns when done
//   mm->implementation();                // "brg:avx512_core_amx_bf16"
// A (src) and C (dst) are plain row-major; B (weights) is in the layout the implementation
// prefers ("any": pre-packed once, as frameworks do with weights, outside any timing).
// Threads: the library's own pool; setThreads() sets its size for calls from this thread.
class OneDnn {
public:
    enum class Format { Fp32, Bf16, Fp16, Int8 };
    static const char *formatName(Format f); // fp32 | bf16 | fp16 | int8
    // What the three matrices hold: "A bf16, B bf16, C fp32".
    static const char *typesOf(Format f);

    // The process-wide loader: libdnnl.so.3, then .so.2, then libdnnl.so.
    static OneDnn &instance();
    explicit OneDnn(const std::vector<std::string> &libraryNames);
    ~OneDnn();
    OneDnn(const OneDnn &) = delete;
    OneDnn &operator=(const OneDnn &) = delete;

    bool available() const { return m_ok; }
    // "ok" or why matmuls cannot run ("unavailable: libdnnl.so.2: cannot open ...").
    const std::string &status() const { return m_status; }
    const std::string &library() const { return m_library; }
    const std::string &version() const { return m_version; } // "2.6.3"
    const std::string &runtime() const { return m_runtime; } // OpenMP | TBB | sequential | ...
    int apiMajor() const { return m_major; }
    // Worker threads for the library's calls from the calling thread (OpenMP builds:
    // omp_set_num_threads of the library's own runtime); false where it cannot be set.
    bool setThreads(int threads);
    // Runs work(member, members) on `threads` of the library's own OpenMP workers and returns
    // when all are done: the engine's kernels beside the library's (cpu.llm's attention) use
    // its pool, since a second pool of threads would compete with its spinning workers for
    // the cores (8 ms stalls per switch seen on the dev VM). False where the runtime has no
    // GOMP_parallel (not OpenMP).
    bool hasParallel() const;
    bool parallel(int threads, const std::function<void(int, int)> &work);

    class Matmul {
    public:
        ~Matmul();
        Matmul(const Matmul &) = delete;
        Matmul &operator=(const Matmul &) = delete;
        // One C = A x B on the library's threads; false (and why) when oneDNN reports an error.
        bool execute(std::string *error = nullptr);
        const std::string &implementation() const { return m_impl; }
        std::int64_t m() const { return m_m; }
        std::int64_t n() const { return m_n; }
        std::int64_t k() const { return m_k; }
        Format format() const { return m_format; }
        // 2 M N K: every multiply-add counts 2 (FLOP, or OP for int8).
        double operations() const { return 2.0 * double(m_m) * double(m_n) * double(m_k); }
        std::uint64_t bytes() const; // A + B (packed) + C
        // C after execute(): row-major M x N, float (int32 for int8). A and B start with every
        // byte 0x3f, so each element of C is K x a x b (a = b = 0.747 fp32, 0.746 bf16,
        // 1.81 fp16, 63 u8/s8): a check that the library computed what is timed.
        const void *result() const { return m_buf[2]; }

    private:
        friend class OneDnn;
        Matmul() = default;
        OneDnn *m_lib = nullptr;
        void *m_pd = nullptr;
        void *m_prim = nullptr;
        void *m_mem[3] = {nullptr, nullptr, nullptr}; // src, weights, dst
        void *m_buf[3] = {nullptr, nullptr, nullptr};
        std::uint64_t m_bytes[3] = {0, 0, 0};
        std::string m_impl;
        std::int64_t m_m = 0, m_n = 0, m_k = 0;
        Format m_format = Format::Fp32;
    };
    // Creates the matmul (and its JIT code), fills A and B with small normal values; null and
    // `error` when the library cannot do this format on this CPU ("unimplemented").
    std::unique_ptr<Matmul> matmul(std::int64_t m, std::int64_t n, std::int64_t k, Format f,
                                   std::string *error);

    // Text of a dnnl_status_t.
    static std::string statusText(int status);

private:
    struct Api;
    // The matmul's primitive descriptor (oneDNN 3.x or 2.x descriptors) for data types ta x tb
    // -> tc; a dnnl_status_t.
    int createMatmulPd(Matmul &mm, int ta, int tb, int tc) const;
    // The descriptor's implementation name, the three buffers (filled) and the primitive;
    // empty, or what failed.
    std::string createMatmulPrimitive(Matmul &mm) const;
    DynamicLibrary m_lib;
    std::unique_ptr<Api> m_api;
    bool m_ok = false;
    std::string m_status, m_library, m_version, m_runtime;
    int m_major = 0;
    void *m_engine = nullptr;
    void *m_stream = nullptr;
};

} // namespace roofline::probes
