// SPDX-License-Identifier: MIT
#pragma once

// A CudaApi without a GPU that enforces the runtime's pairing rules the probes depend on:
// streams and events belong to the device current at creation; an event may only be recorded
// on a stream of its own device (else cudaErrorInvalidResourceHandle); elapsed time needs two
// events of one device; work enqueued on a stream needs that stream's device current; a
// context appears on a device the first time it is made current or its memory is queried.
#include "cuda/CudaApi.h"

#include <map>
#include <set>
#include <string>
#include <vector>

class FakeCudaApi : public roofline::cuda::CudaApi {
public:
    explicit FakeCudaApi(int devices)
        : m_devices(devices) {}

    std::set<int> contexts;         // devices that got a context
    std::vector<std::string> calls; // "record e1 s2", "copy s1", ...
    int current = 0;

    // What describe() and freeMemory() report for every device (tst_cudallm sets a GPU's
    // architecture, SMs, L2 and free memory); by default a nameless part with 1000 + ordinal
    // bytes free.
    roofline::cuda::GpuSpec gpu;

    int deviceCount() override { return m_devices; }
    roofline::cuda::GpuSpec describe(int ordinal) override {
        roofline::cuda::GpuSpec s = gpu;
        s.ordinal = ordinal;
        s.freeMemBytes = 0; // the real describe() creates no context: free memory is unknown
        if (s.name.empty())
            s.name = "fake";
        return s;
    }
    std::uint64_t freeMemory(int ordinal) override {
        contexts.insert(ordinal);
        return gpu.freeMemBytes ? gpu.freeMemBytes : 1000 + static_cast<std::uint64_t>(ordinal);
    }
    void setDevice(int ordinal) override {
        if (ordinal < 0 || ordinal >= m_devices)
            fail("cudaSetDevice: invalid device");
        current = ordinal;
        contexts.insert(ordinal);
    }
    Stream createStream() override { return make(m_streams, "s"); }
    void destroyStream(Stream s) override { m_streams.erase(id(s)); }
    Event createEvent() override { return make(m_events, "e"); }
    void destroyEvent(Event e) override {
        if (deviceOf(m_events, e) != current)
            fail("cudaEventDestroy: event of another device");
        m_events.erase(id(e));
    }
    void record(Event e, Stream s) override {
        if (deviceOf(m_events, e) != deviceOf(m_streams, s))
            fail("cudaEventRecord: cudaErrorInvalidResourceHandle (event of device "
                 + std::to_string(deviceOf(m_events, e)) + ", stream of device "
                 + std::to_string(deviceOf(m_streams, s)) + ")");
        m_recorded.insert(id(e));
        calls.push_back("record " + name(e) + " " + name(s));
    }
    void waitEvent(Stream s, Event e) override {
        if (!m_recorded.count(id(e)))
            fail("cudaStreamWaitEvent on an event never recorded");
        calls.push_back("wait " + name(s) + " " + name(e));
    }
    void copyPeerAsync(void *, int dstDevice, const void *, int srcDevice, std::size_t,
                       Stream s) override {
        enqueue(s, "peer " + std::to_string(srcDevice) + "->" + std::to_string(dstDevice));
    }
    void copyToDeviceAsync(void *, const void *, std::size_t, Stream s) override {
        enqueue(s, "h2d");
    }
    void syncStream(Stream s) override {
        deviceOf(m_streams, s);
        calls.push_back("sync " + name(s));
    }
    double elapsedSeconds(Event start, Event stop) override {
        if (deviceOf(m_events, start) != deviceOf(m_events, stop))
            fail("cudaEventElapsedTime: events of two devices");
        if (!m_recorded.count(id(start)) || !m_recorded.count(id(stop)))
            fail("cudaEventElapsedTime: event not recorded");
        return 1e-3;
    }
    int streamDevice(Stream s) { return deviceOf(m_streams, s); }
    std::size_t liveEvents() const { return m_events.size(); }

private:
    [[noreturn]] static void fail(const std::string &what) {
        throw roofline::cuda::CudaError(what);
    }
    static std::uintptr_t id(const void *p) { return reinterpret_cast<std::uintptr_t>(p); }
    void *make(std::map<std::uintptr_t, int> &pool, const char *) {
        const std::uintptr_t next = ++m_next;
        pool[next] = current;
        contexts.insert(current);
        return reinterpret_cast<void *>(next);
    }
    int deviceOf(const std::map<std::uintptr_t, int> &pool, const void *h) const {
        const auto it = pool.find(id(h));
        if (it == pool.end())
            fail("unknown handle");
        return it->second;
    }
    std::string name(const void *h) const { return std::to_string(id(h)); }
    void enqueue(Stream s, const std::string &what) {
        if (deviceOf(m_streams, s) != current)
            fail(what + ": enqueued on a stream of device " + std::to_string(deviceOf(m_streams, s))
                 + " while device " + std::to_string(current) + " is current");
        calls.push_back(what + " " + name(s));
    }

    int m_devices;
    std::uintptr_t m_next = 0;
    std::map<std::uintptr_t, int> m_streams, m_events;
    std::set<std::uintptr_t> m_recorded;
};
