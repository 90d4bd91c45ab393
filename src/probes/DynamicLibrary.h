// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace roofline::probes {

// A shared library loaded at run time (oneDNN for the CPU GEMM rung), so that its absence is
// a reported state ("unavailable: libdnnl.so.2: cannot open shared object file") rather than
// a link or start-up failure of roofline-probe. (src/cuda has its own copy for NVML, NCCL and
// cuBLASLt; this one lives with the engine so CPU-only builds have it.)
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

    // The symbol (searched in the library and its dependencies), or nullptr.
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
