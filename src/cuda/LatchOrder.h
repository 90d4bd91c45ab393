// SPDX-License-Identifier: MIT
#pragma once

// The order of one latched timing (Latch::time), without CUDA types so that tests drive it
// with a recording fake (tst_cudallm). Issue 29: since CUDA 12.2 modules load lazily, so the
// first launch of a kernel (and cuBLASLt's first run of an algorithm) loads code; doing that
// while the spinning latch kernel holds the device can deadlock (NVIDIA's lazy-loading notes
// name this pattern), which shows as "launch latch timed out". So every operation runs once
// OUTSIDE the latch, and is waited for, before it is ever queued behind a hold.
//
// An operation is known by its key (Latch uses the type of the enqueue callable: every lambda
// of a call site is its own type, so the GEMM, the attention, the graph launch each run once
// unlatched the first time they meet a latch; a repeated call site does not pay again).
#include <algorithm>
#include <cstdint>
#include <set>
#include <typeindex>

namespace roofline::cuda {

// Device: hold() queues the spinning latch kernel, release() lets it go, start()/stop()
// record the events around a batch, elapsed() is the seconds between them, sync() waits for
// everything queued (and throws on a failed launch). Enqueue: queues one operation.
template<class Device, class Enqueue>
double timeLatched(Device &device, std::set<std::type_index> &ranUnlatched, std::type_index key,
                   std::uint64_t iters, std::uint64_t maxBatch, const Enqueue &enqueue) {
    if (iters > 0 && ranUnlatched.insert(key).second) {
        try {
            enqueue(); // first run: loads its module (or cuBLASLt's kernels) unlatched
            device.sync();
        } catch (...) {
            ranUnlatched.erase(key);
            throw;
        }
    }
    double total = 0.0;
    for (std::uint64_t done = 0; done < iters;) {
        const std::uint64_t n = std::min(maxBatch, iters - done);
        device.hold();
        device.start();
        try {
            for (std::uint64_t i = 0; i < n; ++i)
                enqueue();
        } catch (...) {
            device.release();
            throw;
        }
        device.stop();
        device.release();
        total += device.elapsed();
        done += n;
    }
    return total;
}

} // namespace roofline::cuda
