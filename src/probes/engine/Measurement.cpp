// SPDX-License-Identifier: MIT
#include "probes/engine/Measurement.h"

namespace roofline::probes {

JsonValue Measurement::toJson(const std::string &deviceId) const {
    JsonValue j = JsonValue::object();
    if (!deviceId.empty())
        j.set("device", deviceId);
    j.set("probe", probe);
    j.set("metric", metric);
    j.set("level", level);
    j.set("format", format);
    j.set("kernel", kernel);
    j.set("working_set_bytes", static_cast<std::int64_t>(workingSetBytes));
    j.set("threads", threads);
    j.set("value", value());
    j.set("unit", unit);
    j.set("best", stats.best);
    j.set("min", stats.min);
    j.set("median", stats.median);
    j.set("max", stats.max);
    j.set("mean", stats.mean);
    j.set("stddev", stats.stddev);
    j.set("n", static_cast<std::int64_t>(stats.n));
    j.set("cov", stats.cov);
    j.set("flags", JsonValue::arrayOf(flags));
    j.set("params", params);
    j.set("samples", JsonValue::arrayOf(samples));
    return j;
}

} // namespace roofline::probes
