// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace roofline::cuda {

// A shared library loaded at run time (NVML, NCCL, cuBLASLt), so that its absence is a
// reported state ("unavailable: libnccl.so.2: cannot open shared object file") rather than a
// link or start-up failure of roofline-probe.
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

    // The symbol, or nullptr (and error() names it).
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

} // namespace roofline::cuda
