// SPDX-License-Identifier: MIT
#include "cuda/LibraryPaths.h"

#include <algorithm>
#include <cstdlib>

#ifndef ROOFLINE_CUDA_TOOLKIT_LIBDIR
#define ROOFLINE_CUDA_TOOLKIT_LIBDIR ""
#endif

namespace roofline::cuda {

std::vector<std::string> libraryCandidates(const std::vector<std::string> &sonames,
                                           const std::string &cudaHome, const std::string &cudaPath,
                                           const std::string &toolkitLibDir) {
    auto trimmed = [](std::string d) {
        while (d.size() > 1 && d.back() == '/')
            d.pop_back();
        return d;
    };
    std::vector<std::string> dirs;
    for (const std::string &given : {cudaHome, cudaPath}) {
        const std::string root = trimmed(given);
        if (!root.empty()) {
            dirs.push_back(root + "/lib64");
            dirs.push_back(root + "/lib");
        }
    }
    if (!toolkitLibDir.empty())
        dirs.push_back(toolkitLibDir);
    dirs.emplace_back("/usr/local/cuda/lib64");
    std::vector<std::string> out;
    auto add = [&](const std::string &s) {
        if (std::find(out.begin(), out.end(), s) == out.end())
            out.push_back(s);
    };
    for (const std::string &so : sonames)
        add(so);
    for (const std::string &d : dirs) {
        for (const std::string &so : sonames)
            add(trimmed(d) + "/" + so);
    }
    return out;
}

std::vector<std::string> libraryCandidates(const std::vector<std::string> &sonames) {
    const char *home = std::getenv("CUDA_HOME");
    const char *path = std::getenv("CUDA_PATH");
    return libraryCandidates(sonames, home ? home : "", path ? path : "",
                             ROOFLINE_CUDA_TOOLKIT_LIBDIR);
}

} // namespace roofline::cuda
