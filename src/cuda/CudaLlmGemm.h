// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/cuda: one GEMM shape of cuda.llm through cuBLASLt (CublasLt, loaded at run
// time). C[m×n] = A[m×k]·Wᵀ with W n×k row-major (a checkpoint's linear layer) and A, C
// row-major, i.e. in cuBLASLt's column-major terms the TN product Wᵀ(k×n)ᵀ · A(k×m) = C(n×m):
// the layout fp8 and int8 require. bf16/fp16 accumulate in fp32; fp8 e4m3 (bf16 out, fast
// accumulation as inference uses it); int8 (int32 out and accumulate).
#include "cuda/CublasLt.h"

#include <cstdint>
#include <cuda_runtime_api.h>
#include <string>

namespace roofline::cuda {

class CudaLlmGemm {
public:
    // Picks cuBLASLt's first heuristic algorithm for the shape; ok() false and why() when
    // cuBLASLt offers none (or the format is not one cuda.llm runs).
    CudaLlmGemm(const std::string &format, std::int64_t m, std::int64_t n, std::int64_t k,
                void *workspace, std::size_t workspaceBytes);
    ~CudaLlmGemm();
    CudaLlmGemm(const CudaLlmGemm &) = delete;
    CudaLlmGemm &operator=(const CudaLlmGemm &) = delete;

    bool ok() const { return m_ok; }
    const std::string &why() const { return m_why; }
    // Bytes of one element of A and W, and of C.
    int inputBytes() const { return m_inBytes; }
    int outputBytes() const { return m_outBytes; }
    // Bytes one call moves as cuda.llm counts them: W once, A once, C once.
    double bytesPerCall() const;
    double opsPerCall() const { return 2.0 * double(m_m) * double(m_n) * double(m_k); }
    // Finite random values for an input buffer of `bytes` (a whole number of 8-byte words).
    void fillInput(void *data, std::size_t bytes, std::uint64_t seed, cudaStream_t s) const;
    // Enqueues one call; false when cuBLASLt refuses it.
    bool run(const void *w, const void *a, void *c, cudaStream_t s) const;
    std::string implementation() const;

private:
    bool m_ok = false;
    std::string m_why;
    std::int64_t m_m, m_n, m_k;
    int m_inBytes = 2, m_outBytes = 2;
    std::uint64_t m_andMask = 0, m_orMask = 0;
    bool m_intScale = false;
    void *m_workspace;
    std::size_t m_workspaceBytes;
#ifdef ROOFLINE_HAVE_CUBLASLT_HEADER
    cublasLtHandle_t m_handle = nullptr;
    cublasLtMatmulDesc_t m_desc = nullptr;
    cublasLtMatrixLayout_t m_la = nullptr, m_lb = nullptr, m_lc = nullptr;
    cublasLtMatmulAlgo_t m_algo{};
#endif
};

} // namespace roofline::cuda
