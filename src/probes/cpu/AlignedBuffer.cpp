// SPDX-License-Identifier: MIT
#include "probes/cpu/AlignedBuffer.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <sys/mman.h>
#include <utility>

namespace roofline::probes {

namespace {
constexpr std::size_t kHuge = std::size_t(2) << 20;
}

AlignedBuffer::AlignedBuffer(std::size_t bytes, Pages pages) {
    m_size = bytes;
    m_mapSize = bytes + kHuge;
    void *p = mmap(nullptr, m_mapSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        m_size = m_mapSize = 0;
        return;
    }
    m_map = p;
    const auto addr = reinterpret_cast<std::uintptr_t>(p);
    m_data = reinterpret_cast<void *>((addr + kHuge - 1) & ~(kHuge - 1));
#ifdef MADV_HUGEPAGE
    if (pages == Pages::Huge)
        m_hugeAdvised = madvise(m_data, bytes, MADV_HUGEPAGE) == 0;
    else
        madvise(m_data, bytes, MADV_NOHUGEPAGE);
#else
    (void)pages;
#endif
}

AlignedBuffer::~AlignedBuffer() {
    release();
}

AlignedBuffer::AlignedBuffer(AlignedBuffer &&other) noexcept {
    *this = std::move(other);
}

AlignedBuffer &AlignedBuffer::operator=(AlignedBuffer &&other) noexcept {
    if (this != &other) {
        release();
        m_map = std::exchange(other.m_map, nullptr);
        m_mapSize = std::exchange(other.m_mapSize, 0);
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_hugeAdvised = other.m_hugeAdvised;
    }
    return *this;
}

void AlignedBuffer::release() {
    if (m_map)
        munmap(m_map, m_mapSize);
    m_map = m_data = nullptr;
    m_size = m_mapSize = 0;
}

long long AlignedBuffer::hugePageBytes() const {
    if (!m_data)
        return -1;
    std::ifstream in("/proc/self/smaps");
    if (!in)
        return -1;
    const auto lo = reinterpret_cast<std::uintptr_t>(m_data);
    const auto hi = lo + m_size;
    std::string line;
    bool inside = false;
    long long total = 0;
    while (std::getline(in, line)) {
        unsigned long long a = 0, b = 0;
        if (std::sscanf(line.c_str(), "%llx-%llx ", &a, &b) == 2 && line.find(' ') > 8) {
            inside = a < hi && b > lo;
            continue;
        }
        if (inside && line.rfind("AnonHugePages:", 0) == 0)
            total += std::atoll(line.c_str() + 14) * 1024;
    }
    return total;
}

} // namespace roofline::probes
