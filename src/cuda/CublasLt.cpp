// SPDX-License-Identifier: MIT
#include "cuda/CublasLt.h"

#include "cuda/LibraryPaths.h"

namespace roofline::cuda {

CublasLt &CublasLt::instance() {
#ifdef ROOFLINE_HAVE_CUBLASLT_HEADER
    static CublasLt lib(libraryCandidates(
        {"libcublasLt.so." + std::to_string(CUBLAS_VER_MAJOR), "libcublasLt.so"}));
#else
    static CublasLt lib({});
#endif
    return lib;
}

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
