// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/JsonValue.h"

#include <optional>
#include <string>
#include <string_view>

namespace roofline::probes {

// A strict JSON reader for the few documents the engine takes in (the LLM step plan): RFC 8259
// exactly, and stricter where a silent reading would hide a mistake — a key given twice, text
// after the document, raw control characters, invalid UTF-8 or a lone surrogate, numbers
// beyond double range or integers beyond 2^53, nesting deeper than kMaxDepth. The error names
// the line and column. Integers (no fraction, no exponent) stay integers.
class JsonReader {
public:
    static constexpr int kMaxDepth = 32;
    static std::optional<JsonValue> parse(std::string_view text, std::string *error);
};

} // namespace roofline::probes
