// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/cuda: thin RAII over the CUDA runtime. Every failing call throws
// CudaError naming the call, the device and what to do, so a probe fails cleanly and the
// engine records it (the process never aborts on a CUDA error).
#include "cuda/CudaApi.h"
#include "cuda/HostNuma.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cuda_runtime_api.h>
#include <functional>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <typeindex>

namespace roofline::cuda {

void check(cudaError_t err, const char *what);

// Device memory; move-only.
class DeviceBuffer {
public:
    DeviceBuffer() = default;
    explicit DeviceBuffer(std::size_t bytes);
    ~DeviceBuffer();
    DeviceBuffer(DeviceBuffer &&o) noexcept;
    DeviceBuffer &operator=(DeviceBuffer &&o) noexcept;
    void *data() const { return m_ptr; }
    template<typename T>
    T *as() const {
        return static_cast<T *>(m_ptr);
    }
    std::size_t bytes() const { return m_bytes; }

private:
    void *m_ptr = nullptr;
    std::size_t m_bytes = 0;
};

// Pinned (page-locked) host memory, optionally mapped into the device address space so a
// kernel can read or write it directly (the SM-kernel host-copy path). With numaNode >= 0 the
// pages are placed on that host NUMA node (mbind, then first touch) and registered with
// cudaHostRegister: the copy then never crosses the socket interconnect.
class PinnedBuffer {
public:
    PinnedBuffer(std::size_t bytes, bool mapped, int numaNode = -1);
    ~PinnedBuffer();
    PinnedBuffer(const PinnedBuffer &) = delete;
    PinnedBuffer &operator=(const PinnedBuffer &) = delete;
    void *data() const { return m_ptr; }
    void *devicePointer() const; // mapped buffers only
    std::size_t bytes() const { return m_bytes; }

    // "node N (mbind + first touch)" or "driver default (node unknown)".
    const std::string &placement() const { return m_placement; }

private:
    void *m_ptr = nullptr;
    std::size_t m_bytes = 0;
    std::unique_ptr<NumaMemory> m_numa; // set: registered with cudaHostRegister
    std::string m_placement;
};

class Stream {
public:
    Stream();
    ~Stream();
    Stream(const Stream &) = delete;
    Stream &operator=(const Stream &) = delete;
    cudaStream_t get() const { return m_stream; }
    void sync() const;

private:
    cudaStream_t m_stream = nullptr;
};

class Event {
public:
    Event();
    ~Event();
    Event(const Event &) = delete;
    Event &operator=(const Event &) = delete;
    cudaEvent_t get() const { return m_event; }
    void record(cudaStream_t s);
    // On a simulator (simulatorName()): the host's steady clock when the stream reached the
    // event (record() waits for the stream there), since GPGPU-Sim's events tick in whole
    // seconds.
    std::chrono::steady_clock::time_point simulatedAt() const { return m_simulatedAt; }

private:
    cudaEvent_t m_event = nullptr;
    std::chrono::steady_clock::time_point m_simulatedAt{};
};

// Seconds between two recorded events (docs/design.md §3.1: device-side timing), after waiting for
// the second. On a simulator: the host's steady clock between the two (the simulation's time,
// never a GPU's; its figures are flagged `simulated`).
double elapsedSeconds(const Event &start, const Event &stop);

// Times `iters` repetitions of enqueue(stream) with events around the whole batch; the
// ProbeContext::sample body of most probes.
double timeOnStream(cudaStream_t stream, std::uint64_t iters,
                    const std::function<void(cudaStream_t)> &enqueue);

// The launch/copy latch (nvbandwidth's method), shared by the launch and host-link probes: a
// one-thread kernel spins on a host-mapped flag, the timed work is enqueued behind it while
// the device waits, then the host releases it, so the device runs the batch back to back
// instead of at the host's enqueue rate. At most kMaxBatch operations go behind one latch
// (the launch queue must never fill while the device is held). The kernel times out after
// kernels::kLatchTimeoutSeconds; a timed-out latch throws. Every operation (each enqueue call
// site) runs once outside the latch, waited for, before it is queued behind a hold: its first
// launch loads its module lazily, which must not happen while the latch holds the device
// (LatchOrder.h, issue 29).
class Latch {
public:
    static constexpr std::uint64_t kMaxBatch = 256;
    explicit Latch(double smClockHz);
    ~Latch();
    Latch(const Latch &) = delete;
    Latch &operator=(const Latch &) = delete;

    // Times `iters` operations (in batches of ≤ kMaxBatch behind the latch) with events
    // around each batch; returns the total seconds on the device.
    double time(cudaStream_t stream, std::uint64_t iters,
                const std::function<void(cudaStream_t)> &enqueue);

private:
    void hold(cudaStream_t stream);
    void release();
    std::set<std::type_index> m_ranUnlatched; // LatchOrder.h
    PinnedBuffer m_flag;
    int *m_timedOut = nullptr; // device memory
    std::uint64_t m_timeoutCycles = 0;
};

// The real runtime behind CudaApi.
class CudaRuntimeApi : public CudaApi {
public:
    int deviceCount() override;
    GpuSpec describe(int ordinal) override;
    std::uint64_t freeMemory(int ordinal) override;
    void setDevice(int ordinal) override;
    Stream createStream() override;
    void destroyStream(Stream s) override;
    Event createEvent() override;
    void destroyEvent(Event e) override;
    void record(Event e, Stream s) override;
    void waitEvent(Stream s, Event e) override;
    void copyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, std::size_t bytes,
                       Stream s) override;
    void copyToDeviceAsync(void *dst, const void *src, std::size_t bytes, Stream s) override;
    void syncStream(Stream s) override;
    double elapsedSeconds(Event start, Event stop) override;
};

// The calling thread's current device is per thread (STYLE-EXAMPLES): every probe sets it.
void setDevice(int ordinal);
std::string errorText(cudaError_t err);
// Waits for the work queued on `stream` (on a simulator: for the whole device, see the .cpp).
void syncStream(cudaStream_t stream, const char *what);

// The simulator the runtime in this process is ("GPGPU-Sim 4.2.0"; set by device discovery
// from the device's name), empty for a real GPU's runtime. GPGPU-Sim implements part of the
// runtime and aborts the process (or lacks the symbol) on the rest: CUDA graphs, occupancy,
// peer access, PCI bus ids, cudaGetErrorName, host memory the device reads (mapped or
// registered), and it runs no library kernels (cuBLASLt, NCCL); NVML would describe the real
// GPU beside it. The probes ask before calling any of that and report what they skipped.
const std::string &simulatorName();
void setSimulatorName(const std::string &name);
// "<what> is not available on GPGPU-Sim 4.2.0, a functional simulator (<why>)".
std::string simulatorLacks(const std::string &what, const std::string &why);

} // namespace roofline::cuda
