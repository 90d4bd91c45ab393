#pragma once

// Internal to src/cuda: thin RAII over the CUDA runtime. Every failing call throws
// CudaError naming the call, the device and what to do, so a probe fails cleanly and the
// engine records it (the process never aborts on a CUDA error).
#include <cstddef>
#include <cstdint>
#include <cuda_runtime_api.h>
#include <functional>
#include <stdexcept>
#include <string>

namespace roofline::cuda {

class CudaError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

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
// kernel can read or write it directly (the SM-kernel host-copy path).
class PinnedBuffer {
public:
    PinnedBuffer(std::size_t bytes, bool mapped);
    ~PinnedBuffer();
    PinnedBuffer(const PinnedBuffer &) = delete;
    PinnedBuffer &operator=(const PinnedBuffer &) = delete;
    void *data() const { return m_ptr; }
    void *devicePointer() const; // mapped buffers only
    std::size_t bytes() const { return m_bytes; }

private:
    void *m_ptr = nullptr;
    std::size_t m_bytes = 0;
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
    void record(cudaStream_t s) const;

private:
    cudaEvent_t m_event = nullptr;
};

// Seconds between two recorded events (docs/design.md §3.1: device-side timing), after waiting for
// the second.
double elapsedSeconds(const Event &start, const Event &stop);

// Times `iters` repetitions of enqueue(stream) with events around the whole batch; the
// ProbeContext::sample body of most probes.
double timeOnStream(cudaStream_t stream, std::uint64_t iters,
                    const std::function<void(cudaStream_t)> &enqueue);

// The calling thread's current device is per thread (STYLE-EXAMPLES): every probe sets it.
void setDevice(int ordinal);
std::string errorText(cudaError_t err);

} // namespace roofline::cuda
