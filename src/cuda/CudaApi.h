// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/GpuSpec.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace roofline::cuda {

// A failed CUDA call: names the call, the device and what to do (CudaRuntime's check()).
class CudaError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The runtime calls whose order and pairing the CUDA probes must get right (which device an
// event or stream belongs to, which stream a copy is ordered on, which device gets a context),
// behind an interface without CUDA types. CudaRuntimeApi (CudaRuntime.cpp) calls the real
// runtime; tests drive the same routines (PeerCopy, CudaDiscovery's planning) with a fake that
// enforces the runtime's rules without a GPU. Every call throws CudaError on failure.
class CudaApi {
public:
    using Stream = void *; // cudaStream_t
    using Event = void *;  // cudaEvent_t
    virtual ~CudaApi() = default;

    virtual int deviceCount() = 0;
    // Properties and attributes only: creates no context on the device.
    virtual GpuSpec describe(int ordinal) = 0;
    // Free memory of one device: creates (or uses) that device's primary context.
    virtual std::uint64_t freeMemory(int ordinal) = 0;

    virtual void setDevice(int ordinal) = 0;
    // Streams and events belong to the device current when they are created.
    virtual Stream createStream() = 0;
    virtual void destroyStream(Stream s) = 0;
    virtual Event createEvent() = 0;
    virtual void destroyEvent(Event e) = 0;
    // Event and stream must belong to the same device.
    virtual void record(Event e, Stream s) = 0;
    // A stream may wait on an event of another device.
    virtual void waitEvent(Stream s, Event e) = 0;
    virtual void copyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                               std::size_t bytes, Stream s) = 0;
    virtual void copyToDeviceAsync(void *dst, const void *src, std::size_t bytes, Stream s) = 0;
    virtual void syncStream(Stream s) = 0;
    // Seconds from start to stop (same device), after waiting for stop.
    virtual double elapsedSeconds(Event start, Event stop) = 0;
};

} // namespace roofline::cuda
