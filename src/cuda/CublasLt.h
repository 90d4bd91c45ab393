// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/cuda: cuBLASLt loaded with dlopen. Why not link CUDA::cublasLt: the library
// is ~500 MB and absent from many GPU nodes and containers that have a driver; linking would
// make roofline-probe fail to start there, while the format ladder should just say
// "cuBLASLt unavailable" and the other probes run. The toolkit's header is used for types
// only (decltype of each entry point), so the build still needs the toolkit, not the library.
#include "probes/engine/DynamicLibrary.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#if __has_include(<cublasLt.h>)
#include <cublasLt.h>
#define ROOFLINE_HAVE_CUBLASLT_HEADER 1
#endif

namespace roofline::cuda {

// One format's GEMM as cuda.gemm and cuda.llm both run it (one table for the two): element
// bytes of A/B and of C, and the bit masks kernels::fillRandom applies to random words so that
// every input element is a finite value in ±[0.5, 1) (no NaN, no overflow, no denormals).
struct GemmInputs {
    int abBytes = 0, cBytes = 0;
    std::uint64_t andMask = 0, orMask = 0;
    const char *accumulate = ""; // fp64 | fp32 | int32
};
// fp64, fp32, tf32, fp16, bf16, fp8 (e4m3 in, bf16 out), int8 (int32 out); nullopt otherwise.
std::optional<GemmInputs> gemmInputs(const std::string &format);

#ifdef ROOFLINE_HAVE_CUBLASLT_HEADER
// The cuBLASLt types of that GEMM: A/B and C data types, compute type, scale (alpha/beta) type.
struct GemmTypes {
    cudaDataType_t ab, c;
    cublasComputeType_t compute;
    cudaDataType_t scale;
};
std::optional<GemmTypes> gemmTypes(const std::string &format);
#endif

class CublasLt {
public:
    // The process-wide loader: libcublasLt.so.<toolkit major>, then libcublasLt.so.
    static CublasLt &instance();
    explicit CublasLt(const std::vector<std::string> &libraryNames);
    // Not loaded at all, for the reason given ("cuBLASLt unavailable: <why>").
    enum class NotLoaded { Because };
    CublasLt(NotLoaded, const std::string &why);

    bool available() const { return m_ok; }
    // "ok" or why GEMM cannot run ("cuBLASLt unavailable: libcublasLt.so.13: cannot open ...").
    const std::string &status() const { return m_status; }
    std::string libraryName() const { return m_lib.name(); }

#ifdef ROOFLINE_HAVE_CUBLASLT_HEADER
    decltype(&cublasLtCreate) create = nullptr;
    decltype(&cublasLtDestroy) destroy = nullptr;
    decltype(&cublasLtGetVersion) getVersion = nullptr;
    decltype(&cublasLtMatmulDescCreate) descCreate = nullptr;
    decltype(&cublasLtMatmulDescDestroy) descDestroy = nullptr;
    decltype(&cublasLtMatmulDescSetAttribute) descSet = nullptr;
    decltype(&cublasLtMatrixLayoutCreate) layoutCreate = nullptr;
    decltype(&cublasLtMatrixLayoutDestroy) layoutDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceCreate) prefCreate = nullptr;
    decltype(&cublasLtMatmulPreferenceDestroy) prefDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceSetAttribute) prefSet = nullptr;
    decltype(&cublasLtMatmulAlgoGetHeuristic) heuristic = nullptr;
    decltype(&cublasLtMatmul) matmul = nullptr;
#endif

private:
    probes::DynamicLibrary m_lib;
    bool m_ok = false;
    std::string m_status;
};

} // namespace roofline::cuda
