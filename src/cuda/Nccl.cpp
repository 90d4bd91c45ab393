// SPDX-License-Identifier: MIT
#include "cuda/Nccl.h"

#include "cuda/LibraryPaths.h"

#if __has_include(<nccl.h>)
#include <nccl.h>
#endif

namespace roofline::cuda {

namespace {

constexpr int kFloat32 = 7; // ncclFloat32
constexpr int kSum = 0;     // ncclSum
#if __has_include(<nccl.h>)
static_assert(kFloat32 == ncclFloat32 && kSum == ncclSum, "nccl.h enum values changed");
#endif

} // namespace

Nccl &Nccl::instance() {
    static Nccl nccl(libraryCandidates({"libnccl.so.2", "libnccl.so"}));
    return nccl;
}

Nccl::Nccl(const std::vector<std::string> &libraryNames)
    : m_lib(libraryNames) {
    if (!m_lib.loaded()) {
        m_status = "NCCL unavailable: "
                   + (m_lib.error().empty() ? std::string("no library name given") : m_lib.error());
        return;
    }
    const bool ok =
        m_lib.resolve(m_getVersion, "ncclGetVersion") && m_lib.resolve(m_initAll, "ncclCommInitAll")
        && m_lib.resolve(m_allReduce, "ncclAllReduce")
        && m_lib.resolve(m_groupStart, "ncclGroupStart")
        && m_lib.resolve(m_groupEnd, "ncclGroupEnd") && m_lib.resolve(m_destroy, "ncclCommDestroy")
        && m_lib.resolve(m_errorString, "ncclGetErrorString");
    if (!ok) {
        m_status = "NCCL unavailable: " + m_lib.error();
        return;
    }
    m_getVersion(&m_version);
    m_ok = true;
    m_status = "ok";
}

std::string Nccl::result(int r) const {
    if (r == 0)
        return {};
    return m_errorString ? m_errorString(r) : "NCCL error " + std::to_string(r);
}

std::string Nccl::initAll(std::vector<Comm> *comms, const std::vector<int> &devices) {
    comms->assign(devices.size(), nullptr);
    return result(m_initAll(comms->data(), static_cast<int>(devices.size()), devices.data()));
}

std::string Nccl::allReduceFloatSum(void *buffer, std::size_t count, Comm comm, void *stream) {
    return result(m_allReduce(buffer, buffer, count, kFloat32, kSum, comm, stream));
}

std::string Nccl::groupStart() {
    return result(m_groupStart());
}

std::string Nccl::groupEnd() {
    return result(m_groupEnd());
}

void Nccl::destroy(Comm comm) {
    if (m_destroy && comm)
        m_destroy(comm);
}

} // namespace roofline::cuda
