// SPDX-License-Identifier: MIT
#include "cuda/CudaRuntime.h"

#include "cuda/Kernels.h"
#include "cuda/LatchOrder.h"

#include <algorithm>
#include <cuda_runtime.h>
#include <utility>

namespace roofline::cuda {

namespace {

std::string &simulatorSlot() {
    static std::string name;
    return name;
}

} // namespace

const std::string &simulatorName() {
    return simulatorSlot();
}

void setSimulatorName(const std::string &name) {
    simulatorSlot() = name;
}

std::string simulatorLacks(const std::string &what, const std::string &why) {
    return what + " is not available on " + simulatorName() + ", a functional simulator (" + why
           + ")";
}

std::string errorText(cudaError_t err) {
    // GPGPU-Sim's runtime has no cudaGetErrorName (a call would not resolve).
    if (!simulatorName().empty())
        return "CUDA error " + std::to_string(static_cast<int>(err)) + ": "
               + cudaGetErrorString(err);
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

PinnedBuffer::PinnedBuffer(std::size_t bytes, bool mapped, int numaNode)
    : m_bytes(bytes) {
    if (numaNode < 0) {
        check(cudaHostAlloc(&m_ptr, bytes, mapped ? cudaHostAllocMapped : cudaHostAllocDefault),
              ("cudaHostAlloc(" + std::to_string(bytes) + " B)").c_str());
        m_placement = "cudaHostAlloc (driver default placement; the GPU's NUMA node is unknown)";
        return;
    }
    m_numa = std::make_unique<NumaMemory>(bytes, numaNode);
    check(cudaHostRegister(m_numa->data(), bytes,
                           mapped ? cudaHostRegisterMapped : cudaHostRegisterDefault),
          ("cudaHostRegister(" + std::to_string(bytes) + " B)").c_str());
    m_ptr = m_numa->data();
    m_placement = m_numa->placement();
}

PinnedBuffer::~PinnedBuffer() {
    if (m_numa)
        cudaHostUnregister(m_ptr);
    else if (m_ptr)
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
    syncStream(m_stream, "cudaStreamSynchronize");
}

void syncStream(cudaStream_t stream, const char *what) {
    // GPGPU-Sim's cudaStreamSynchronize returns at once for any stream but the legacy one
    // (the waiting call sits after its return): only the whole device can be waited for.
    if (!simulatorName().empty())
        check(cudaDeviceSynchronize(), what);
    else
        check(cudaStreamSynchronize(stream), what);
}

Event::Event() {
    check(cudaEventCreate(&m_event), "cudaEventCreate");
}

Event::~Event() {
    if (m_event)
        cudaEventDestroy(m_event);
}

void Event::record(cudaStream_t s) {
    check(cudaEventRecord(m_event, s), "cudaEventRecord");
    if (!simulatorName().empty()) {
        // GPGPU-Sim's cudaEventSynchronize does not wait for the kernels before the event.
        syncStream(s, "cudaStreamSynchronize(simulated event)");
        m_simulatedAt = std::chrono::steady_clock::now();
    }
}

double elapsedSeconds(const Event &start, const Event &stop) {
    if (!simulatorName().empty())
        return std::chrono::duration<double>(stop.simulatedAt() - start.simulatedAt()).count();
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

Latch::Latch(double smClockHz)
    : m_flag(sizeof(int), true)
    , m_timeoutCycles(static_cast<std::uint64_t>((smClockHz > 0 ? smClockHz : 2e9)
                                                 * kernels::kLatchTimeoutSeconds)) {
    check(cudaMalloc(reinterpret_cast<void **>(&m_timedOut), sizeof(int)), "cudaMalloc(latch)");
    check(cudaMemset(m_timedOut, 0, sizeof(int)), "cudaMemset(latch)");
}

Latch::~Latch() {
    release();
    cudaFree(m_timedOut);
}

void Latch::hold(cudaStream_t stream) {
    *static_cast<volatile int *>(m_flag.data()) = 0;
    kernels::latch(static_cast<const volatile int *>(m_flag.devicePointer()), m_timeoutCycles,
                   m_timedOut, stream);
}

void Latch::release() {
    *static_cast<volatile int *>(m_flag.data()) = 1;
}

double Latch::time(cudaStream_t stream, std::uint64_t iters,
                   const std::function<void(cudaStream_t)> &enqueue) {
    struct Device {
        Latch &latch;
        cudaStream_t stream;
        Event a, b;
        void hold() { latch.hold(stream); }
        void release() { latch.release(); }
        void start() { a.record(stream); }
        void stop() { b.record(stream); }
        double elapsed() { return elapsedSeconds(a, b); }
        void sync() {
            check(cudaStreamSynchronize(stream), "first run outside the latch");
            check(cudaGetLastError(), "first run outside the latch");
        }
    } device{*this, stream, {}, {}};
    const double total = timeLatched(device, m_ranUnlatched, std::type_index(enqueue.target_type()),
                                     iters, kMaxBatch, [&] { enqueue(stream); });
    check(cudaGetLastError(), "latched launch");
    int timedOut = 0;
    check(cudaMemcpy(&timedOut, m_timedOut, sizeof timedOut, cudaMemcpyDeviceToHost),
          "cudaMemcpy(latch)");
    if (timedOut)
        throw CudaError("the launch latch timed out: the host did not release it within "
                        + std::to_string(kernels::kLatchTimeoutSeconds) + " s");
    return total;
}

int CudaRuntimeApi::deviceCount() {
    int n = 0;
    check(cudaGetDeviceCount(&n), "cudaGetDeviceCount");
    return n;
}

std::uint64_t CudaRuntimeApi::freeMemory(int ordinal) {
    // No restore of the previous device afterwards: since CUDA 12 cudaSetDevice creates the
    // primary context, and "restoring" device 0 would put a context on a GPU nobody probes.
    // Every probe sets its own device on its worker thread.
    check(cudaSetDevice(ordinal), "cudaSetDevice");
    std::size_t freeBytes = 0, total = 0;
    check(cudaMemGetInfo(&freeBytes, &total), "cudaMemGetInfo");
    return freeBytes;
}

void CudaRuntimeApi::setDevice(int ordinal) {
    check(cudaSetDevice(ordinal), "cudaSetDevice");
}

CudaApi::Stream CudaRuntimeApi::createStream() {
    cudaStream_t s = nullptr;
    check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "cudaStreamCreate");
    return s;
}

void CudaRuntimeApi::destroyStream(Stream s) {
    cudaStreamDestroy(static_cast<cudaStream_t>(s));
}

CudaApi::Event CudaRuntimeApi::createEvent() {
    cudaEvent_t e = nullptr;
    check(cudaEventCreate(&e), "cudaEventCreate");
    return e;
}

void CudaRuntimeApi::destroyEvent(Event e) {
    cudaEventDestroy(static_cast<cudaEvent_t>(e));
}

void CudaRuntimeApi::record(Event e, Stream s) {
    check(cudaEventRecord(static_cast<cudaEvent_t>(e), static_cast<cudaStream_t>(s)),
          "cudaEventRecord");
}

void CudaRuntimeApi::waitEvent(Stream s, Event e) {
    check(cudaStreamWaitEvent(static_cast<cudaStream_t>(s), static_cast<cudaEvent_t>(e), 0),
          "cudaStreamWaitEvent");
}

void CudaRuntimeApi::copyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                   std::size_t bytes, Stream s) {
    check(cudaMemcpyPeerAsync(dst, dstDevice, src, srcDevice, bytes, static_cast<cudaStream_t>(s)),
          "cudaMemcpyPeerAsync");
}

void CudaRuntimeApi::copyToDeviceAsync(void *dst, const void *src, std::size_t bytes, Stream s) {
    check(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, static_cast<cudaStream_t>(s)),
          "cudaMemcpyAsync(H2D)");
}

void CudaRuntimeApi::syncStream(Stream s) {
    cuda::syncStream(static_cast<cudaStream_t>(s), "cudaStreamSynchronize");
}

double CudaRuntimeApi::elapsedSeconds(Event start, Event stop) {
    check(cudaEventSynchronize(static_cast<cudaEvent_t>(stop)), "cudaEventSynchronize");
    float ms = 0.0f;
    check(
        cudaEventElapsedTime(&ms, static_cast<cudaEvent_t>(start), static_cast<cudaEvent_t>(stop)),
        "cudaEventElapsedTime");
    return static_cast<double>(ms) * 1e-3;
}

void setDevice(int ordinal) {
    check(cudaSetDevice(ordinal), "cudaSetDevice");
}

} // namespace roofline::cuda
