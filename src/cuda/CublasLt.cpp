// SPDX-License-Identifier: MIT
#include "cuda/CublasLt.h"

#include "cuda/CudaRuntime.h"
#include "cuda/LibraryPaths.h"

namespace roofline::cuda {

std::optional<GemmInputs> gemmInputs(const std::string &f) {
    // Masks: keep the sign and the low mantissa bits, force the exponent of [0.5, 1).
    if (f == "fp64")
        return GemmInputs{8, 8, 0x800FFFFFFFFFFFFFull, 0x3FE0000000000000ull, "fp64"};
    if (f == "fp32" || f == "tf32")
        return GemmInputs{4, 4, 0x807FFFFF807FFFFFull, 0x3F0000003F000000ull, "fp32"};
    if (f == "fp16")
        return GemmInputs{2, 2, 0x83FF83FF83FF83FFull, 0x3800380038003800ull, "fp32"};
    if (f == "bf16")
        return GemmInputs{2, 2, 0x807F807F807F807Full, 0x3F003F003F003F00ull, "fp32"};
    if (f == "fp8") // e4m3: sign, exponent 0110 (2^-1), three mantissa bits
        return GemmInputs{1, 2, 0x8787878787878787ull, 0x3030303030303030ull, "fp32"};
    if (f == "int8") // any byte is a valid int8
        return GemmInputs{1, 4, ~0ull, 0, "int32"};
    return std::nullopt;
}

#ifdef ROOFLINE_HAVE_CUBLASLT_HEADER
std::optional<GemmTypes> gemmTypes(const std::string &f) {
    if (f == "fp64")
        return GemmTypes{CUDA_R_64F, CUDA_R_64F, CUBLAS_COMPUTE_64F, CUDA_R_64F};
    if (f == "fp32")
        return GemmTypes{CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F, CUDA_R_32F};
    if (f == "tf32")
        return GemmTypes{CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, CUDA_R_32F};
    if (f == "fp16")
        return GemmTypes{CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, CUDA_R_32F};
    if (f == "bf16")
        return GemmTypes{CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, CUDA_R_32F};
    if (f == "fp8")
        return GemmTypes{CUDA_R_8F_E4M3, CUDA_R_16BF, CUBLAS_COMPUTE_32F, CUDA_R_32F};
    if (f == "int8")
        return GemmTypes{CUDA_R_8I, CUDA_R_32I, CUBLAS_COMPUTE_32I, CUDA_R_32I};
    return std::nullopt;
}
#endif

CublasLt &CublasLt::instance() {
    // GPGPU-Sim runs the program's own PTX only: cuBLASLt's kernels are cubins for real GPUs,
    // and the library would look for the driver beside the simulator. Not even loaded there.
    if (!simulatorName().empty()) {
        static CublasLt none(
            NotLoaded::Because,
            simulatorLacks("cuBLASLt", "it runs only the program's own PTX, no library's"));
        return none;
    }
#ifdef ROOFLINE_HAVE_CUBLASLT_HEADER
    static CublasLt lib(libraryCandidates(
        {"libcublasLt.so." + std::to_string(CUBLAS_VER_MAJOR), "libcublasLt.so"}));
#else
    static CublasLt lib({});
#endif
    return lib;
}

CublasLt::CublasLt(NotLoaded, const std::string &why)
    : m_lib(std::vector<std::string>{})
    , m_status("cuBLASLt unavailable: " + why) {}

CublasLt::CublasLt(const std::vector<std::string> &libraryNames)
    : m_lib(libraryNames) {
#ifndef ROOFLINE_HAVE_CUBLASLT_HEADER
    m_status = "cuBLASLt unavailable: roofline-probe was built without cublasLt.h";
#else
    if (!m_lib.loaded()) {
        m_status = "cuBLASLt unavailable: "
                   + (m_lib.error().empty() ? std::string("no library name given") : m_lib.error());
        return;
    }
    const bool ok = m_lib.resolve(create, "cublasLtCreate")
                    && m_lib.resolve(destroy, "cublasLtDestroy")
                    && m_lib.resolve(getVersion, "cublasLtGetVersion")
                    && m_lib.resolve(descCreate, "cublasLtMatmulDescCreate")
                    && m_lib.resolve(descDestroy, "cublasLtMatmulDescDestroy")
                    && m_lib.resolve(descSet, "cublasLtMatmulDescSetAttribute")
                    && m_lib.resolve(layoutCreate, "cublasLtMatrixLayoutCreate")
                    && m_lib.resolve(layoutDestroy, "cublasLtMatrixLayoutDestroy")
                    && m_lib.resolve(prefCreate, "cublasLtMatmulPreferenceCreate")
                    && m_lib.resolve(prefDestroy, "cublasLtMatmulPreferenceDestroy")
                    && m_lib.resolve(prefSet, "cublasLtMatmulPreferenceSetAttribute")
                    && m_lib.resolve(heuristic, "cublasLtMatmulAlgoGetHeuristic")
                    && m_lib.resolve(matmul, "cublasLtMatmul");
    if (!ok) {
        m_status = "cuBLASLt unavailable: " + m_lib.error();
        return;
    }
    m_ok = true;
    m_status = "ok";
#endif
}

} // namespace roofline::cuda
