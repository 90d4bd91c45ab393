// SPDX-License-Identifier: MIT
#include "cuda/GpuCeilings.h"

#include <algorithm>

namespace roofline::cuda {

int GpuCeilings::fmaLanesPerSm(int cc, const std::string &format) {
    const bool gaming = cc == 75 || cc == 86 || cc == 87 || cc == 89 || cc == 120 || cc == 121;
    if (format == "fp32") {
        if (cc == 70 || cc == 75 || cc == 80)
            return 64;
        return cc >= 70 ? 128 : 0;
    }
    if (format == "fp64") {
        if (cc == 70 || cc == 80)
            return 32;
        if (cc == 90 || cc == 100 || cc == 103)
            return 64;
        return gaming || cc >= 70 ? 2 : 0;
    }
    if (format == "fp16") { // scalar half lanes (a half2 FMA counts two)
        if (cc == 80 || cc == 90 || cc == 100 || cc == 103)
            return 256;
        return cc >= 70 ? 128 : 0;
    }
    return 0;
}

int GpuCeilings::tensorOpsPerSmPerClock(int cc, const std::string &format) {
    // Dense fp16 tensor FLOP per SM per clock, fp16-accumulate rate (= fp32-accumulate on
    // datacenter parts): Volta/Turing 1024, A100 2048, Ada/Ampere-GA10x 1024, Hopper 4096,
    // Blackwell datacenter 8192.
    int fp16 = 0;
    if (cc == 70 || cc == 72 || cc == 75 || cc == 86 || cc == 87 || cc == 89 || cc >= 120)
        fp16 = 1024;
    else if (cc == 80)
        fp16 = 2048;
    else if (cc == 90)
        fp16 = 4096;
    else if (cc == 100 || cc == 103)
        fp16 = 8192;
    if (fp16 == 0)
        return 0;
    if (format == "fp16")
        return fp16;
    if (format == "bf16" || format == "tf32")
        return cc >= 80 ? (format == "bf16" ? fp16 : fp16 / 2) : 0;
    if (format == "fp8")
        return cc >= 89 ? 2 * fp16 : 0;
    if (format == "int8")
        return cc >= 72 ? 2 * fp16 : 0;
    if (format == "fp64") // fp64 tensor cores: A100 and Hopper/Blackwell datacenter only
        return cc == 80 ? 128 : (cc == 90 ? 256 : (cc == 100 || cc == 103 ? 128 : 0));
    return 0;
}

double GpuCeilings::fmaPeak(const GpuSpec &spec, const std::string &format, double clockHz) {
    return 2.0 * fmaLanesPerSm(spec.computeCapability(), format) * spec.smCount * clockHz;
}

double GpuCeilings::gemmPeak(const GpuSpec &spec, const std::string &format, double clockHz) {
    const int cc = spec.computeCapability();
    const int tensor = tensorOpsPerSmPerClock(cc, format);
    if (tensor > 0) {
        const double t = static_cast<double>(tensor) * spec.smCount * clockHz;
        // fp64 GEMM may use the FMA pipe where it is faster (never, today), so take the max.
        return format == "fp64" ? std::max(t, fmaPeak(spec, "fp64", clockHz)) : t;
    }
    if (format == "fp32" || format == "fp64")
        return fmaPeak(spec, format, clockHz);
    return 0.0;
}

double GpuCeilings::memoryBandwidth(const GpuSpec &spec) {
    return static_cast<double>(spec.busWidthBits) / 8.0 * 2.0 * spec.memClockHz;
}

double GpuCeilings::sharedBandwidth(const GpuSpec &spec, double clockHz) {
    return 128.0 * spec.smCount * clockHz;
}

double GpuCeilings::pcieBandwidth(int generation, int width) {
    // GT/s per lane and encoding: gen1/2 8b/10b, gen3-5 128b/130b, gen6 FLIT (~242/256).
    double perLane = 0.0;
    switch (generation) {
    case 1:
        perLane = 2.5e9 * 0.8 / 8;
        break;
    case 2:
        perLane = 5e9 * 0.8 / 8;
        break;
    case 3:
        perLane = 8e9 * 128.0 / 130.0 / 8;
        break;
    case 4:
        perLane = 16e9 * 128.0 / 130.0 / 8;
        break;
    case 5:
        perLane = 32e9 * 128.0 / 130.0 / 8;
        break;
    case 6:
        perLane = 64e9 * 242.0 / 256.0 / 8;
        break;
    default:
        return 0.0;
    }
    return perLane * width;
}

std::optional<std::string> GpuCeilings::gemmUnsupported(const GpuSpec &spec,
                                                        const std::string &format) {
    const int cc = spec.computeCapability();
    if (format == "fp64" || format == "fp32" || format == "fp16")
        return std::nullopt;
    if (format == "int8")
        return cc >= 75 ? std::nullopt
                        : std::optional<std::string>("int8 tensor GEMM needs sm_75 or newer");
    if (format == "tf32" || format == "bf16")
        return cc >= 80 ? std::nullopt
                        : std::optional<std::string>(format + " needs sm_80 or newer");
    if (format == "fp8")
        return cc >= 89 ? std::nullopt
                        : std::optional<std::string>("fp8 (e4m3/e5m2) needs sm_89 or newer");
    return "unknown format " + format;
}

} // namespace roofline::cuda
