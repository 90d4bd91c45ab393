#include "cuda/CudaRuntime.h"

#include <cuda_runtime.h>
#include <utility>

namespace roofline::cuda {

std::string errorText(cudaError_t err) {
    return std::string(cudaGetErrorName(err)) + ": " + cudaGetErrorString(err);
}

void check(cudaError_t err, const char *what) {
    if (err == cudaSuccess)
        return;
    int dev = -1;
    cudaGetDevice(&dev);
    std::string hint;
    if (err == cudaErrorMemoryAllocation)
        hint = " (free GPU memory, or lower --max-bytes)";
    else if (err == cudaErrorInsufficientDriver)
        hint = " (install a driver that supports this CUDA runtime)";
    throw CudaError(std::string(what) + " on cuda:" + std::to_string(dev)
                    + " failed: " + errorText(err) + hint);
}

DeviceBuffer::DeviceBuffer(std::size_t bytes)
    : m_bytes(bytes) {
    check(cudaMalloc(&m_ptr, bytes), ("cudaMalloc(" + std::to_string(bytes) + " B)").c_str());
}

DeviceBuffer::~DeviceBuffer() {
    if (m_ptr)
        cudaFree(m_ptr);
}

DeviceBuffer::DeviceBuffer(DeviceBuffer &&o) noexcept
    : m_ptr(std::exchange(o.m_ptr, nullptr))
    , m_bytes(std::exchange(o.m_bytes, 0)) {}

DeviceBuffer &DeviceBuffer::operator=(DeviceBuffer &&o) noexcept {
    if (this != &o) {
        if (m_ptr)
            cudaFree(m_ptr);
        m_ptr = std::exchange(o.m_ptr, nullptr);
        m_bytes = std::exchange(o.m_bytes, 0);
    }
    return *this;
}

PinnedBuffer::PinnedBuffer(std::size_t bytes, bool mapped)
    : m_bytes(bytes) {
    check(cudaHostAlloc(&m_ptr, bytes, mapped ? cudaHostAllocMapped : cudaHostAllocDefault),
          ("cudaHostAlloc(" + std::to_string(bytes) + " B)").c_str());
}

PinnedBuffer::~PinnedBuffer() {
    if (m_ptr)
        cudaFreeHost(m_ptr);
}

void *PinnedBuffer::devicePointer() const {
    void *d = nullptr;
    check(cudaHostGetDevicePointer(&d, m_ptr, 0), "cudaHostGetDevicePointer");
    return d;
}

Stream::Stream() {
    check(cudaStreamCreateWithFlags(&m_stream, cudaStreamNonBlocking), "cudaStreamCreate");
}

Stream::~Stream() {
    if (m_stream)
        cudaStreamDestroy(m_stream);
}

void Stream::sync() const {
    check(cudaStreamSynchronize(m_stream), "cudaStreamSynchronize");
}

Event::Event() {
    check(cudaEventCreate(&m_event), "cudaEventCreate");
}

Event::~Event() {
    if (m_event)
        cudaEventDestroy(m_event);
}

void Event::record(cudaStream_t s) const {
    check(cudaEventRecord(m_event, s), "cudaEventRecord");
}

double elapsedSeconds(const Event &start, const Event &stop) {
    check(cudaEventSynchronize(stop.get()), "cudaEventSynchronize");
    float ms = 0.0f;
    check(cudaEventElapsedTime(&ms, start.get(), stop.get()), "cudaEventElapsedTime");
    return static_cast<double>(ms) * 1e-3;
}

double timeOnStream(cudaStream_t stream, std::uint64_t iters,
                    const std::function<void(cudaStream_t)> &enqueue) {
    Event a, b;
    a.record(stream);
    for (std::uint64_t i = 0; i < iters; ++i)
        enqueue(stream);
    b.record(stream);
    check(cudaGetLastError(), "kernel launch");
    return elapsedSeconds(a, b);
}

void setDevice(int ordinal) {
    check(cudaSetDevice(ordinal), "cudaSetDevice");
}

} // namespace roofline::cuda
