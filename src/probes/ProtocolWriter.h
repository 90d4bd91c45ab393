#pragma once

#include "probes/JsonValue.h"

#include <cstdio>
#include <mutex>

namespace roofline::probes {

// Writes one JSON object per line (docs/cli.md protocol) and flushes it at once, so a reader sees
// every line that was written before a crash. Safe to call from several device threads.
class ProtocolWriter {
public:
    explicit ProtocolWriter(std::FILE *out)
        : m_out(out) {}
    void write(const JsonValue &message);
    // Builds {"type": type, ...fields} and writes it.
    void write(const char *type, const JsonValue &fields);

private:
    std::FILE *m_out;
    std::mutex m_mutex;
};

} // namespace roofline::probes
