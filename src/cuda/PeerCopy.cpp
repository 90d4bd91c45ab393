// SPDX-License-Identifier: MIT
#include "cuda/PeerCopy.h"

#include <algorithm>

namespace roofline::cuda {

namespace {

// Events destroyed on every path, each on its own device.
struct EventOn {
    CudaApi &api;
    int device;
    CudaApi::Event e;
    EventOn(CudaApi &a, int d)
        : api(a)
        , device(d)
        , e((a.setDevice(d), a.createEvent())) {}
    ~EventOn() {
        try {
            api.setDevice(device);
            api.destroyEvent(e);
        } catch (...) { // a destructor never throws; the error surfaced already
        }
    }
    EventOn(const EventOn &) = delete;
    EventOn &operator=(const EventOn &) = delete;
};

} // namespace

double timeBidirectionalPeer(CudaApi &api, const PeerPair &p, std::uint64_t n) {
    EventOn start(api, p.i), stop(api, p.i);
    EventOn joined(api, p.j); // recorded on stream j: created on device j
    api.setDevice(p.i);
    api.record(start.e, p.streamI);
    api.setDevice(p.j);
    api.waitEvent(p.streamJ, start.e);
    for (std::uint64_t r = 0; r < n; ++r) {
        api.setDevice(p.i);
        api.copyPeerAsync(p.dstJ, p.j, p.srcI, p.i, p.bytes, p.streamI);
        api.setDevice(p.j);
        api.copyPeerAsync(p.dstI, p.i, p.srcJ, p.j, p.bytes, p.streamJ);
    }
    api.record(joined.e, p.streamJ);
    api.setDevice(p.i);
    api.waitEvent(p.streamI, joined.e);
    api.record(stop.e, p.streamI);
    return api.elapsedSeconds(start.e, stop.e);
}

void uploadOnStream(CudaApi &api, CudaApi::Stream s, void *dst, const void *src,
                    std::size_t bytes) {
    api.copyToDeviceAsync(dst, src, bytes, s);
    api.syncStream(s); // `src` may be pageable and short-lived: done before returning
}

PeerApplicability peerApplicability(int deviceCount) {
    if (deviceCount >= 2)
        return {true, ""};
    return {false, "not applicable: peer copies and NCCL need two or more GPUs; this process sees "
                       + std::to_string(std::max(deviceCount, 0))};
}

} // namespace roofline::cuda
