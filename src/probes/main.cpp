// roofline-probe: the Qt-free measurement engine (placeholder until the probe engine lands).
#include "probes/ProbeVersion.h"

#include <cstdio>
#include <cstring>

int main(int argc, char **argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0) {
            std::printf("roofline-probe %s\n", roofline::probes::engineVersion());
            return 0;
        }
    }
    std::printf("{\"type\":\"hello\",\"protocol\":%d,\"engine_version\":\"%s\"}\n",
                roofline::probes::kProtocolVersion, roofline::probes::engineVersion());
    std::printf("{\"type\":\"done\",\"status\":\"failed\",\"reason\":\"no probes built yet\"}\n");
    return 1;
}
