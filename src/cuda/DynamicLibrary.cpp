// SPDX-License-Identifier: MIT
#include "cuda/DynamicLibrary.h"

#include <dlfcn.h>

namespace roofline::cuda {

DynamicLibrary::DynamicLibrary(const std::vector<std::string> &names) {
    for (const std::string &n : names) {
        // RTLD_LOCAL: the library's symbols must not leak into or clash with ours.
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

DynamicLibrary::~DynamicLibrary() {
    // Deliberately not dlclose()d: NCCL and cuBLASLt keep threads and atexit handlers that
    // must not outlive their code.
}

void *DynamicLibrary::symbol(const char *name) {
    if (!m_handle)
        return nullptr;
    void *p = dlsym(m_handle, name);
    if (!p)
        m_error = m_name + " lacks " + name;
    return p;
}

} // namespace roofline::cuda
