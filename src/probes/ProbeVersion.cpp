#include "probes/ProbeVersion.h"

namespace roofline::probes {

const char *engineVersion() {
    return ROOFLINE_VERSION;
}

} // namespace roofline::probes
