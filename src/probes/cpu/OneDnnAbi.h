// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

// Internal to OneDnn.cpp (and tst_onednn, which compares every value with the installed
// <oneapi/dnnl/dnnl.h>): the oneDNN C API values the loader uses. They are the same in
// oneDNN 2.x (dnnl_types.h) and 3.x (dnnl_common_types.h / dnnl_types.h), so one engine binary
// drives both; no oneDNN header is needed to build it.
namespace roofline::probes::dnnl {

constexpr int kSuccess = 0;
constexpr int kCpuEngine = 1;     // dnnl_cpu
constexpr int kStreamDefault = 1; // dnnl_stream_default_flags (= dnnl_stream_in_order)
constexpr int kF16 = 1, kBf16 = 2, kF32 = 3, kS32 = 4, kS8 = 5, kU8 = 6; // dnnl_data_type_t
constexpr int kFormatTagAny = 1;                                         // dnnl_format_tag_any
constexpr int kQueryImplInfoStr = 8;                                     // dnnl_query_impl_info_str
constexpr int kQuerySrcMd = 129, kQueryWeightsMd = 131, kQueryDstMd = 133;
constexpr int kArgSrc = 1, kArgDst = 17, kArgWeights = 33; // DNNL_ARG_SRC / DST / WEIGHTS
constexpr unsigned kRuntimeSeq = 1, kRuntimeOmp = 2, kRuntimeTbb = 4, kRuntimeThreadpool = 8;
// oneDNN 2.x memory and matmul descriptors are structs the caller owns (696 and 2800 bytes in
// 2.6); opaque buffers with room to spare stand in for them.
constexpr std::size_t kMdBytes = 4096, kOpDescBytes = 16384;

// dnnl_version_t and dnnl_exec_arg_t, field for field.
struct Version {
    int major, minor, patch;
    const char *hash;
    unsigned cpuRuntime, gpuRuntime;
};
struct ExecArg {
    int arg;
    void *memory;
};

} // namespace roofline::probes::dnnl
