// SPDX-License-Identifier: MIT
#include "probes/engine/ProbeVersion.h"

namespace roofline::probes {

const char *engineVersion() {
    return ROOFLINE_VERSION;
}

const char *compilerVersion() {
#if defined(__clang__)
    return "clang " __clang_version__;
#elif defined(__GNUC__)
    return "gcc " __VERSION__;
#else
    return "unknown";
#endif
}

} // namespace roofline::probes
