#include "probes/ProtocolWriter.h"

namespace roofline::probes {

void ProtocolWriter::write(const JsonValue &message) {
    std::string line = message.dump();
    line += '\n';
    std::lock_guard lock(m_mutex);
    std::fwrite(line.data(), 1, line.size(), m_out);
    std::fflush(m_out);
}

void ProtocolWriter::write(const char *type, const JsonValue &fields) {
    JsonValue msg = JsonValue::object();
    msg.set("type", type);
    if (fields.isObject()) {
        for (const auto &[key, value] : fields.members())
            msg.set(key, value);
    }
    write(msg);
}

} // namespace roofline::probes
