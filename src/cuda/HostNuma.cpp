// SPDX-License-Identifier: MIT
#include "cuda/HostNuma.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <new>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace roofline::cuda {

namespace {

// <linux/mempolicy.h> values, stable kernel ABI.
constexpr int kMpolPreferred = 1;
constexpr unsigned long kMpolFNode = 1ul << 0;
constexpr unsigned long kMpolFAddr = 1ul << 1;
constexpr int kMaxNodes = 1024;

} // namespace

int numaNodeOfPciDevice(const std::string &busId, const std::string &sysfsRoot) {
    if (busId.empty())
        return -1;
    std::string bdf = busId;
    std::transform(bdf.begin(), bdf.end(), bdf.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    // The runtime may print an 8-digit domain ("00000000:3b:00.0"); sysfs uses 4 digits.
    if (const auto colon = bdf.find(':'); colon != std::string::npos && colon > 4)
        bdf = bdf.substr(colon - 4);
    std::ifstream f(sysfsRoot + "/bus/pci/devices/" + bdf + "/numa_node");
    int node = -1;
    if (!(f >> node))
        return -1;
    return node >= 0 ? node : -1;
}

NumaMemory::NumaMemory(std::size_t bytes, int node)
    : m_bytes(bytes) {
    void *p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
    m_ptr = p;
    if (node >= 0 && node < kMaxNodes) {
        unsigned long mask[kMaxNodes / (8 * sizeof(unsigned long))] = {};
        mask[static_cast<unsigned>(node) / (8 * sizeof(unsigned long))] |=
            1ul << (static_cast<unsigned>(node) % (8 * sizeof(unsigned long)));
        const long r = syscall(SYS_mbind, p, bytes, kMpolPreferred, mask,
                               static_cast<unsigned long>(kMaxNodes), 0u);
        m_placed = r == 0;
        m_placement = m_placed ? "host NUMA node " + std::to_string(node) + " (mbind + first touch)"
                               : "first touch (mbind to node " + std::to_string(node)
                                     + " failed: " + std::strerror(errno) + ")";
    } else {
        m_placement = "first touch by the probe thread (the GPU's NUMA node is unknown)";
    }
    // First touch under the policy: every page is faulted in now, not during a timed copy.
    std::memset(p, 0, bytes);
}

NumaMemory::~NumaMemory() {
    if (m_ptr)
        munmap(m_ptr, m_bytes);
}

int numaNodeOfAddress(const void *p) {
    int node = -1;
    const long r = syscall(SYS_get_mempolicy, &node, nullptr, 0ul, const_cast<void *>(p),
                           kMpolFNode | kMpolFAddr);
    return r == 0 ? node : -1;
}

} // namespace roofline::cuda
