// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string_view>

namespace roofline::probes {

// The length of the valid UTF-8 sequence that starts at s[i] (1 for ASCII), or 0 where it is not
// valid (truncated, overlong, a surrogate, beyond U+10FFFF). The JSON writer replaces such bytes
// (strings come from /proc, sysfs and user paths and must not break the stream); the strict
// reader refuses them.
std::size_t utf8SequenceLength(std::string_view s, std::size_t i);

} // namespace roofline::probes
