#pragma once

namespace roofline::probes {

// The engine's version and the JSON-lines protocol version it speaks.
const char *engineVersion();
constexpr int kProtocolVersion = 1;

} // namespace roofline::probes
