// SPDX-License-Identifier: MIT
#include "probes/engine/DynamicLibrary.h"

#include <dlfcn.h>

namespace roofline::probes {

DynamicLibrary::DynamicLibrary(const std::vector<std::string> &names) {
    for (const std::string &n : names) {
        // RTLD_LOCAL: the library's symbols (and its OpenMP runtime's, NCCL's) stay out of ours.
        dlerror();
        m_handle = dlopen(n.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (m_handle) {
            m_name = n;
            m_error.clear();
            return;
        }
        const char *e = dlerror();
        if (!m_error.empty())
            m_error += "; ";
        m_error += e ? std::string(e) : n + ": cannot be loaded";
    }
}

// Deliberately not dlclose()d: oneDNN keeps an OpenMP pool and JIT code, NCCL and cuBLASLt
// keep threads and atexit handlers, that must not outlive their library.
DynamicLibrary::~DynamicLibrary() = default;

void *DynamicLibrary::symbol(const char *name) {
    if (!m_handle)
        return nullptr;
    dlerror(); // a stale error of another caller must not decide this lookup
    void *p = dlsym(m_handle, name);
    // Consumed either way: a failed lookup leaves no error behind for the next caller.
    const char *e = dlerror();
    if (!p || e) {
        m_error = m_name + " lacks " + name;
        return nullptr;
    }
    return p;
}

} // namespace roofline::probes
