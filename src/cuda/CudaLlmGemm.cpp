// SPDX-License-Identifier: MIT
#include "cuda/CudaLlmGemm.h"

#include "cuda/Kernels.h"

namespace roofline::cuda {

double CudaLlmGemm::bytesPerCall() const {
    return double(m_n) * double(m_k) * m_inBytes + double(m_m) * double(m_k) * m_inBytes
           + double(m_m) * double(m_n) * m_outBytes;
}

void CudaLlmGemm::fillInput(void *data, std::size_t bytes, std::uint64_t seed,
                            cudaStream_t s) const {
    kernels::fillRandom(data, bytes / 8, m_andMask, m_orMask, seed, s);
}

#ifndef ROOFLINE_HAVE_CUBLASLT_HEADER
CudaLlmGemm::CudaLlmGemm(const std::string &, std::int64_t m, std::int64_t n, std::int64_t k,
                         void *workspace, std::size_t workspaceBytes)
    : m_why(CublasLt::instance().status())
    , m_m(m)
    , m_n(n)
    , m_k(k)
    , m_workspace(workspace)
    , m_workspaceBytes(workspaceBytes) {}
CudaLlmGemm::~CudaLlmGemm() = default;
bool CudaLlmGemm::run(const void *, const void *, void *, cudaStream_t) const {
    return false;
}
std::string CudaLlmGemm::implementation() const {
    return "none";
}
#else

namespace {

bool lt(cublasStatus_t st, const char *what, std::string *why) {
    if (st == CUBLAS_STATUS_SUCCESS)
        return true;
    *why = std::string(what) + " failed: cuBLAS status " + std::to_string(st);
    return false;
}

} // namespace

CudaLlmGemm::CudaLlmGemm(const std::string &format, std::int64_t m, std::int64_t n, std::int64_t k,
                         void *workspace, std::size_t workspaceBytes)
    : m_m(m)
    , m_n(n)
    , m_k(k)
    , m_workspace(workspace)
    , m_workspaceBytes(workspaceBytes) {
    CublasLt &api = CublasLt::instance();
    if (!api.available()) {
        m_why = api.status();
        return;
    }
    // The formats cuda.llm runs, from the table cuda.gemm uses (types and input masks).
    const bool runs = format == "bf16" || format == "fp16" || format == "fp8" || format == "int8";
    const auto inputs = runs ? gemmInputs(format) : std::nullopt;
    const auto types = runs ? gemmTypes(format) : std::nullopt;
    if (!inputs || !types) {
        m_why = "cuda.llm runs no " + format + " GEMM";
        return;
    }
    m_inBytes = inputs->abBytes;
    m_outBytes = inputs->cBytes;
    m_andMask = inputs->andMask;
    m_orMask = inputs->orMask;
    m_intScale = types->scale == CUDA_R_32I;
    const cudaDataType_t ab = types->ab, c = types->c;
    const cublasComputeType_t compute = types->compute;
    const cudaDataType_t scale = types->scale;
    if (!lt(api.create(&m_handle), "cublasLtCreate", &m_why)
        || !lt(api.descCreate(&m_desc, compute, scale), "cublasLtMatmulDescCreate", &m_why))
        return;
    const cublasOperation_t opT = CUBLAS_OP_T, opN = CUBLAS_OP_N;
    if (!lt(api.descSet(m_desc, CUBLASLT_MATMUL_DESC_TRANSA, &opT, sizeof opT), "TRANSA", &m_why)
        || !lt(api.descSet(m_desc, CUBLASLT_MATMUL_DESC_TRANSB, &opN, sizeof opN), "TRANSB",
               &m_why))
        return;
    if (format == "fp8") {
        const std::int8_t fast = 1;
        if (!lt(api.descSet(m_desc, CUBLASLT_MATMUL_DESC_FAST_ACCUM, &fast, sizeof fast),
                "FAST_ACCUM", &m_why))
            return;
    }
    const auto u = [](std::int64_t v) { return static_cast<std::uint64_t>(v); };
    if (!lt(api.layoutCreate(&m_la, ab, u(k), u(n), k), "layout W", &m_why)
        || !lt(api.layoutCreate(&m_lb, ab, u(k), u(m), k), "layout A", &m_why)
        || !lt(api.layoutCreate(&m_lc, c, u(n), u(m), n), "layout C", &m_why))
        return;
    cublasLtMatmulPreference_t pref = nullptr;
    if (!lt(api.prefCreate(&pref), "cublasLtMatmulPreferenceCreate", &m_why))
        return;
    cublasLtMatmulHeuristicResult_t result{};
    int found = 0;
    const bool prefOk = lt(api.prefSet(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                       &m_workspaceBytes, sizeof m_workspaceBytes),
                           "workspace preference", &m_why);
    const cublasStatus_t hs =
        prefOk ? api.heuristic(m_handle, m_desc, m_la, m_lb, m_lc, m_lc, pref, 1, &result, &found)
               : CUBLAS_STATUS_NOT_INITIALIZED;
    api.prefDestroy(pref);
    if (!prefOk)
        return;
    if (hs != CUBLAS_STATUS_SUCCESS || found < 1) {
        m_why = "cuBLASLt offers no " + format + " algorithm for " + std::to_string(m) + "x"
                + std::to_string(n) + "x" + std::to_string(k) + " (status " + std::to_string(hs)
                + ")";
        return;
    }
    m_algo = result.algo;
    m_ok = true;
}

CudaLlmGemm::~CudaLlmGemm() {
    CublasLt &api = CublasLt::instance();
    if (!api.available())
        return;
    if (m_la)
        api.layoutDestroy(m_la);
    if (m_lb)
        api.layoutDestroy(m_lb);
    if (m_lc)
        api.layoutDestroy(m_lc);
    if (m_desc)
        api.descDestroy(m_desc);
    if (m_handle)
        api.destroy(m_handle);
}

bool CudaLlmGemm::run(const void *w, const void *a, void *c, cudaStream_t s) const {
    const float fOne = 1.0f, fZero = 0.0f;
    const int iOne = 1, iZero = 0;
    const void *alpha = m_intScale ? static_cast<const void *>(&iOne) : &fOne;
    const void *beta = m_intScale ? static_cast<const void *>(&iZero) : &fZero;
    return CublasLt::instance().matmul(m_handle, m_desc, alpha, w, m_la, a, m_lb, beta, c, m_lc, c,
                                       m_lc, &m_algo, m_workspace, m_workspaceBytes, s)
           == CUBLAS_STATUS_SUCCESS;
}

std::string CudaLlmGemm::implementation() const {
    return "cuBLASLt " + CublasLt::instance().libraryName()
           + " (TN, first heuristic algorithm, 32 MiB workspace)";
}
#endif

} // namespace roofline::cuda
