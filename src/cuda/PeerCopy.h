// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaApi.h"

#include <cstdint>
#include <string>

namespace roofline::cuda {

// One ordered pair of GPUs with a buffer pair and a stream on each (stream i on device i,
// stream j on device j).
struct PeerPair {
    int i = 0, j = 1;
    void *srcI = nullptr, *dstI = nullptr; // on device i
    void *srcJ = nullptr, *dstJ = nullptr; // on device j
    std::size_t bytes = 0;
    CudaApi::Stream streamI = nullptr, streamJ = nullptr;
};

// Both directions at once: n copies i→j on stream i and n copies j→i on stream j, timed on
// device i from an event before both to an event after both. Each event is created on the
// device of the stream it is recorded on (the runtime rejects anything else with
// cudaErrorInvalidResourceHandle); stream j joins through cudaStreamWaitEvent, which may cross
// devices. Leaves device i current.
double timeBidirectionalPeer(CudaApi &api, const PeerPair &p, std::uint64_t n);

// Uploads a chase image on the stream the chase will run on and waits for it, so the chase
// never follows pointers that have not arrived (a legacy-stream cudaMemcpy is not ordered with
// a non-blocking stream).
void uploadOnStream(CudaApi &api, CudaApi::Stream s, void *dst, const void *src, std::size_t bytes);

// Whether the multi-GPU probe has anything to measure, and if not, why (its record).
struct PeerApplicability {
    bool applicable = false;
    std::string reason;
};
PeerApplicability peerApplicability(int deviceCount);

} // namespace roofline::cuda
