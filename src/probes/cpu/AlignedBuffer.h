// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

namespace roofline::probes {

// Anonymous memory aligned to 2 MiB, with transparent huge pages requested or refused
// explicitly so that TLB effects are a stated parameter, not an accident.
class AlignedBuffer {
public:
    enum class Pages { Huge, Small };

    AlignedBuffer() = default;
    AlignedBuffer(std::size_t bytes, Pages pages);
    ~AlignedBuffer();
    AlignedBuffer(AlignedBuffer &&other) noexcept;
    AlignedBuffer &operator=(AlignedBuffer &&other) noexcept;
    AlignedBuffer(const AlignedBuffer &) = delete;
    AlignedBuffer &operator=(const AlignedBuffer &) = delete;

    void *data() const { return m_data; }
    std::size_t size() const { return m_size; }
    bool valid() const { return m_data != nullptr; }
    // Whether madvise(MADV_HUGEPAGE) was accepted (THP may still be unavailable).
    bool hugePagesAdvised() const { return m_hugeAdvised; }
    // Kernel-reported huge-page-backed bytes of this mapping (/proc/self/smaps), -1 if unknown.
    long long hugePageBytes() const;

private:
    void release();

    void *m_map = nullptr;
    std::size_t m_mapSize = 0;
    void *m_data = nullptr;
    std::size_t m_size = 0;
    bool m_hugeAdvised = false;
};

} // namespace roofline::probes
