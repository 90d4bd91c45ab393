// SPDX-License-Identifier: MIT
#pragma once

namespace roofline::probes {

// The engine's version and the JSON-lines protocol version it speaks.
const char *engineVersion();
// The compiler that built the engine, e.g. "gcc 12.2.0".
const char *compilerVersion();
constexpr int kProtocolVersion = 1;

} // namespace roofline::probes
