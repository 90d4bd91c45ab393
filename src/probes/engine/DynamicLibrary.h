// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace roofline::probes {

// A shared library loaded at run time (oneDNN for the CPU GEMM rung; NVML, NCCL and cuBLASLt
// for src/cuda), so that its absence is a reported state ("unavailable: libdnnl.so.2: cannot
// open shared object file") rather than a link or start-up failure of roofline-probe. The one
// copy: it lives with the engine so CPU-only builds have it, and src/cuda uses it.
//
// dlerror() is process-wide state: every call here clears it before asking and consumes what
// it reports, so a stale error of another caller is never blamed on this library and no error
// of this one is left behind for the next caller.
class DynamicLibrary {
public:
    // Tries each name in turn; the first that loads wins.
    explicit DynamicLibrary(const std::vector<std::string> &names);
    ~DynamicLibrary();
    DynamicLibrary(const DynamicLibrary &) = delete;
    DynamicLibrary &operator=(const DynamicLibrary &) = delete;

    bool loaded() const { return m_handle != nullptr; }
    const std::string &name() const { return m_name; }
    // Why loading failed (dlerror of every name tried), or why a symbol is missing.
    const std::string &error() const { return m_error; }

    // The symbol (searched in the library and its dependencies), or nullptr (and error()
    // names it).
    void *symbol(const char *name);
    template<typename Fn>
    bool resolve(Fn &fn, const char *name) {
        fn = reinterpret_cast<Fn>(symbol(name));
        return fn != nullptr;
    }

private:
    void *m_handle = nullptr;
    std::string m_name;
    std::string m_error;
};

} // namespace roofline::probes
