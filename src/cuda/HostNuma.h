// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>

namespace roofline::cuda {

// The host NUMA node a PCI device hangs off (/sys/bus/pci/devices/<bdf>/numa_node), -1 when
// unknown or not NUMA. `busId` as the runtime prints it ("0000:3B:00.0"; case is ignored).
int numaNodeOfPciDevice(const std::string &busId, const std::string &sysfsRoot = "/sys");

// Anonymous host memory whose pages are placed on one NUMA node: mbind(MPOL_PREFERRED) on the
// mapping, then first touch. Plain syscalls, no libnuma. With node < 0, or where mbind is not
// available, the memory is still mapped and touched (placement() says so).
class NumaMemory {
public:
    NumaMemory(std::size_t bytes, int node);
    ~NumaMemory();
    NumaMemory(const NumaMemory &) = delete;
    NumaMemory &operator=(const NumaMemory &) = delete;
    void *data() const { return m_ptr; }
    std::size_t bytes() const { return m_bytes; }
    bool placed() const { return m_placed; }
    const std::string &placement() const { return m_placement; }

private:
    void *m_ptr = nullptr;
    std::size_t m_bytes = 0;
    bool m_placed = false;
    std::string m_placement;
};

// The node holding the page at `p` (get_mempolicy), -1 when unknown.
int numaNodeOfAddress(const void *p);

} // namespace roofline::cuda
