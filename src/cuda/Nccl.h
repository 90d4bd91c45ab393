// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/cuda: NCCL loaded with dlopen("libnccl.so.2") at run time, so a node without
// it still runs every other probe and the multi-GPU probe says "NCCL unavailable: ...". The
// toolkit's nccl.h supplies the types where present; the few enum values used are checked
// against it.
#include "probes/engine/DynamicLibrary.h"

#include <cstddef>
#include <string>
#include <vector>

namespace roofline::cuda {

class Nccl {
public:
    using Comm = void *; // ncclComm_t
    static Nccl &instance();
    explicit Nccl(const std::vector<std::string> &libraryNames);

    bool available() const { return m_ok; }
    const std::string &status() const { return m_status; }
    int version() const { return m_version; }

    // Wrappers return "" on success, else NCCL's error text.
    std::string initAll(std::vector<Comm> *comms, const std::vector<int> &devices);
    // fp32 sum all-reduce, in place, on `stream` (a cudaStream_t).
    std::string allReduceFloatSum(void *buffer, std::size_t count, Comm comm, void *stream);
    std::string groupStart();
    std::string groupEnd();
    void destroy(Comm comm);

private:
    std::string result(int r) const;

    probes::DynamicLibrary m_lib;
    bool m_ok = false;
    std::string m_status;
    int m_version = 0;
    int (*m_getVersion)(int *) = nullptr;
    int (*m_initAll)(Comm *, int, const int *) = nullptr;
    int (*m_allReduce)(const void *, void *, std::size_t, int, int, Comm, void *) = nullptr;
    int (*m_groupStart)() = nullptr;
    int (*m_groupEnd)() = nullptr;
    int (*m_destroy)(Comm) = nullptr;
    const char *(*m_errorString)(int) = nullptr;
};

} // namespace roofline::cuda
