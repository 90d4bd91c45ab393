// SPDX-License-Identifier: MIT
#include "probes/cpu/FormatLadder.h"

namespace roofline::probes {

namespace {

FormatChoice run(const char *format, const char *family, std::string id) {
    return {format, family, std::move(id), FormatChoice::Status::Run, {}};
}

FormatChoice missing(const char *format, const char *family, std::string reason) {
    return {format, family, {}, FormatChoice::Status::NotSupported, std::move(reason)};
}

void x86(const IsaFeatures &f, const FormatLadder::AmxState &amx, std::vector<FormatChoice> &out) {
    const bool avx512 = f.avx512f && f.avx512bw;
    const bool avx2 = f.avx2 && f.fma;
    const char *base = avx512 ? "x86.avx512" : avx2 ? "x86.avx2" : "x86.sse2";
    for (const char *fmt : {"fp64", "fp32", "int32"})
        out.push_back(run(fmt, "vector", std::string(base) + "." + fmt));
    if (f.avx512fp16)
        out.push_back(run("fp16", "vector", "x86.avx512fp16.fma"));
    else
        out.push_back(missing("fp16", "vector",
                              "no AVX512-FP16 (F16C converts, it does no "
                              "fp16 arithmetic)"));
    if (f.avx512bf16)
        out.push_back(run("bf16", "vector", "x86.avx512bf16.dot"));
    else
        out.push_back(missing("bf16", "vector", "no AVX512-BF16"));
    if (f.avx512vnni)
        out.push_back(run("int8", "vector", "x86.avx512vnni.dot"));
    else if (f.avxvnni)
        out.push_back(run("int8", "vector", "x86.avxvnni.dot"));
    else if (avx512)
        out.push_back(run("int8", "vector", "x86.avx512bw.int8"));
    else if (avx2)
        out.push_back(run("int8", "vector", "x86.avx2.int8"));
    else
        out.push_back(missing("int8", "vector", "no AVX2 or VNNI int8 dot product"));

    const auto matrix = [&](const char *format, bool has, const char *flag, const char *id) {
        if (!has) {
            out.push_back(missing(format, "matrix", std::string("no ") + flag));
            return;
        }
        if (!amx.granted) {
            FormatChoice c =
                missing(format, "matrix", amx.asked ? amx.state : "AMX permission not requested");
            c.status = FormatChoice::Status::Refused;
            out.push_back(std::move(c));
            return;
        }
        out.push_back(run(format, "matrix", id));
    };
    matrix("bf16", f.amxBf16, "AMX-BF16", "x86.amx.bf16");
    matrix("int8", f.amxInt8, "AMX-INT8", "x86.amx.int8");
    for (const std::string &why : f.disabledByOs) {
        // The CPU has it, the OS does not save its registers: say so on the rungs it would serve.
        for (FormatChoice &c : out) {
            if (c.status != FormatChoice::Status::Run
                && ((why.rfind("AVX-512", 0) == 0 && c.family == "vector")
                    || (why.rfind("AMX", 0) == 0 && c.family == "matrix")))
                c.reason += "; the CPU has " + why;
        }
    }
}

void arm(const IsaFeatures &f, std::vector<FormatChoice> &out) {
    // NEON fmla chains (accumulator form) where ASIMD is there, which is every Linux aarch64.
    for (const char *fmt : {"fp64", "fp32"})
        out.push_back(run(fmt, "vector", std::string(f.neon ? "arm.neon." : "generic.") + fmt));
    out.push_back(run("int32", "vector", "generic.int32"));
    // SVE first: on a core with 256-bit SVE (Neoverse V1) it is twice NEON; at 128 bits the two
    // are the same instructions' width.
    if (f.sve)
        out.push_back(run("fp16", "vector", "arm.sve.fp16"));
    else if (f.asimdhp)
        out.push_back(run("fp16", "vector", "arm.neon.fp16"));
    else
        out.push_back(missing("fp16", "vector", "no FEAT_FP16 (asimdhp)"));
    if (f.svebf16)
        out.push_back(run("bf16", "vector", "arm.sve.bf16"));
    else if (f.bf16)
        out.push_back(run("bf16", "vector", "arm.neon.bf16"));
    else
        out.push_back(missing("bf16", "vector", "no FEAT_BF16 (bf16)"));
    if (f.sve)
        out.push_back(run("int8", "vector", "arm.sve.int8"));
    else if (f.asimddp)
        out.push_back(run("int8", "vector", "arm.neon.int8"));
    else
        out.push_back(missing("int8", "vector", "no FEAT_DotProd (asimddp)"));
}

} // namespace

std::vector<FormatChoice> FormatLadder::choose(const IsaFeatures &isa, const AmxState &amx) {
    std::vector<FormatChoice> out;
    if (isa.arch == "x86_64")
        x86(isa, amx, out);
    else if (isa.arch == "aarch64")
        arm(isa, out);
    else
        for (const char *fmt : {"fp64", "fp32", "int32"})
            out.push_back(run(fmt, "vector", std::string("generic.") + fmt));
    return out;
}

bool FormatLadder::canRun(const std::string &id, const IsaFeatures &f, const AmxState &amx) {
    const auto starts = [&](const char *prefix) { return id.rfind(prefix, 0) == 0; };
    if (starts("x86.") && f.arch != "x86_64")
        return false;
    if (starts("arm.") && f.arch != "aarch64")
        return false;
    if (starts("generic."))
        return f.arch != "x86_64";
    if (starts("x86.avx512fp16."))
        return f.avx512fp16;
    if (starts("x86.avx512bf16."))
        return f.avx512bf16;
    if (starts("x86.avx512vnni."))
        return f.avx512vnni;
    if (starts("x86.avxvnni."))
        return f.avxvnni;
    if (starts("x86.avx512.") || starts("x86.avx512bw."))
        return f.avx512f && f.avx512bw;
    if (starts("x86.avx2."))
        return f.avx2 && f.fma;
    if (starts("x86.sse2."))
        return f.sse2;
    if (id == "x86.amx.bf16")
        return f.amxBf16 && amx.granted;
    if (id == "x86.amx.int8")
        return f.amxInt8 && amx.granted;
    if (id == "arm.neon.fp64" || id == "arm.neon.fp32")
        return f.neon;
    if (starts("arm.neon.fp16"))
        return f.asimdhp;
    if (starts("arm.neon.bf16"))
        return f.bf16;
    if (starts("arm.neon.int8"))
        return f.asimddp;
    if (starts("arm.sve.bf16"))
        return f.svebf16;
    if (starts("arm.sve."))
        return f.sve;
    return false;
}

std::string FormatLadder::describe(const FormatChoice &c) {
    const std::string rung = c.format + (c.family == "matrix" ? " (matrix tiles)" : "");
    switch (c.status) {
    case FormatChoice::Status::Run:
        return rung + ": measured with " + c.kernelId;
    case FormatChoice::Status::NotSupported:
        return rung + ": not supported (" + c.reason + "); not measured";
    case FormatChoice::Status::Refused:
        return rung + ": the CPU has it but Linux refused the tile state (" + c.reason
               + "); not measured";
    }
    return rung;
}

} // namespace roofline::probes
