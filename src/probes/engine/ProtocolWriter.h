// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/JsonValue.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <functional>
#include <mutex>
#include <thread>

namespace roofline::probes {

// Writes one JSON object per line (docs/cli.md protocol) and flushes it at once, so a reader sees
// every line that was written before a crash. Safe to call from several device threads.
//
// The reader is a supervisor (roofline probe, the app) that must be able to tell a long
// measurement from a dead engine: while a heartbeat runs, a {"type":"heartbeat"} line goes out
// whenever nothing else was written for a while. And when the reader is gone (EPIPE: the
// supervisor died or closed the pipe), the writer says so once through onBrokenPipe, so the
// engine stops instead of measuring for nobody.
class ProtocolWriter {
public:
    explicit ProtocolWriter(std::FILE *out)
        : m_out(out) {}
    ~ProtocolWriter();
    ProtocolWriter(const ProtocolWriter &) = delete;
    ProtocolWriter &operator=(const ProtocolWriter &) = delete;

    // Returns false when the line could not be written (the pipe is broken).
    bool write(const JsonValue &message);
    // Builds {"type": type, ...fields} and writes it.
    bool write(const char *type, const JsonValue &fields);

    // Called once, from the writing thread, when a write fails for good (EPIPE, ENOSPC, EIO).
    void onBrokenPipe(std::function<void()> callback) { m_onBroken = std::move(callback); }
    bool broken() const { return m_broken.load(); }
    // The stream the protocol goes to (--help and --version print their text there too).
    std::FILE *stream() const { return m_out; }

    // Heartbeats every `interval` of silence until stopHeartbeat() (or destruction).
    void startHeartbeat(std::chrono::milliseconds interval);
    void stopHeartbeat();

private:
    bool writeLine(const std::string &line);

    std::FILE *m_out;
    std::mutex m_mutex;
    std::atomic<bool> m_broken{false};
    std::function<void()> m_onBroken;
    std::chrono::steady_clock::time_point m_lastWrite = std::chrono::steady_clock::now();
    std::thread m_heartbeat;
    std::mutex m_beatMutex;
    std::condition_variable m_beatWake;
    bool m_beating = false;
};

} // namespace roofline::probes
