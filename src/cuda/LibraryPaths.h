// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace roofline::cuda {

// Where to look for a dlopen'd CUDA library (cuBLASLt, NCCL): each soname as the loader finds
// it (LD_LIBRARY_PATH, ld.so.cache), then in $CUDA_HOME/lib64, $CUDA_PATH/lib64, the toolkit
// folder the build used and /usr/local/cuda/lib64 — a toolkit that is installed but not on
// the loader path is the common case on GPU nodes. No duplicates; order kept.
std::vector<std::string> libraryCandidates(const std::vector<std::string> &sonames,
                                           const std::string &cudaHome, const std::string &cudaPath,
                                           const std::string &toolkitLibDir);
// The same with the environment and the build's toolkit folder.
std::vector<std::string> libraryCandidates(const std::vector<std::string> &sonames);

} // namespace roofline::cuda
