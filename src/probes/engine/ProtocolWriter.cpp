// SPDX-License-Identifier: MIT
#include "probes/engine/ProtocolWriter.h"

#include <cerrno>

namespace roofline::probes {

ProtocolWriter::~ProtocolWriter() {
    stopHeartbeat();
}

bool ProtocolWriter::writeLine(const std::string &line) {
    bool brokeNow = false;
    {
        std::lock_guard lock(m_mutex);
        if (m_broken.load())
            return false;
        errno = 0;
        const bool ok = std::fwrite(line.data(), 1, line.size(), m_out) == line.size()
                        && std::fflush(m_out) == 0;
        m_lastWrite = std::chrono::steady_clock::now();
        if (ok)
            return true;
        // SIGPIPE is ignored (main.cpp), so a reader that went away shows as EPIPE here; a
        // full or failing output (ENOSPC: > /dev/full, EIO) loses every line the same way.
        // Only an interrupted or would-block write may be tried again.
        if (errno != EINTR && errno != EAGAIN) {
            m_broken.store(true);
            brokeNow = true;
        }
        std::clearerr(m_out);
    }
    if (brokeNow && m_onBroken)
        m_onBroken();
    return false;
}

bool ProtocolWriter::write(const JsonValue &message) {
    std::string line = message.dump();
    line += '\n';
    return writeLine(line);
}

bool ProtocolWriter::write(const char *type, const JsonValue &fields) {
    JsonValue msg = JsonValue::object();
    msg.set("type", type);
    if (fields.isObject()) {
        for (const auto &[key, value] : fields.members())
            msg.set(key, value);
    }
    return write(msg);
}

void ProtocolWriter::startHeartbeat(std::chrono::milliseconds interval) {
    stopHeartbeat();
    {
        std::lock_guard lock(m_beatMutex);
        m_beating = true;
    }
    m_heartbeat = std::thread([this, interval] {
        std::unique_lock lock(m_beatMutex);
        while (m_beating) {
            m_beatWake.wait_for(lock, interval / 4, [this] { return !m_beating; });
            if (!m_beating || m_broken.load())
                break;
            std::chrono::steady_clock::time_point last;
            {
                std::lock_guard writeLock(m_mutex);
                last = m_lastWrite;
            }
            if (std::chrono::steady_clock::now() - last >= interval) {
                lock.unlock();
                write("heartbeat", JsonValue::object());
                lock.lock();
            }
        }
    });
}

void ProtocolWriter::stopHeartbeat() {
    {
        std::lock_guard lock(m_beatMutex);
        m_beating = false;
    }
    m_beatWake.notify_all();
    if (m_heartbeat.joinable())
        m_heartbeat.join();
}

} // namespace roofline::probes
