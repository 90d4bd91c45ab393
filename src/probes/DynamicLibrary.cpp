// SPDX-License-Identifier: MIT
#include "probes/DynamicLibrary.h"

#include <dlfcn.h>

namespace roofline::probes {

DynamicLibrary::DynamicLibrary(const std::vector<std::string> &names) {
    for (const std::string &n : names) {
        // RTLD_LOCAL: the library's symbols (and its OpenMP runtime's) stay out of ours.
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
    // Deliberately not dlclose()d: oneDNN keeps an OpenMP pool and JIT code that must not
    // outlive their library.
}

void *DynamicLibrary::symbol(const char *name) {
    if (!m_handle)
        return nullptr;
    dlerror();
    void *p = dlsym(m_handle, name);
    if (!p)
        m_error = m_name + " lacks " + name;
    return p;
}

} // namespace roofline::probes
