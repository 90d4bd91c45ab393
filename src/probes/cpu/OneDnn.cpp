// SPDX-License-Identifier: MIT
#include "probes/cpu/OneDnn.h"

#include "probes/cpu/OneDnnAbi.h"

#include <cstdlib>
#include <cstring>
#include <mutex>

namespace roofline::probes {

struct OneDnn::Api {
    const dnnl::Version *(*version)() = nullptr;
    int (*engineCreate)(void **, int, std::size_t) = nullptr;
    int (*engineDestroy)(void *) = nullptr;
    int (*streamCreate)(void **, void *, unsigned) = nullptr;
    int (*streamDestroy)(void *) = nullptr;
    int (*streamWait)(void *) = nullptr;
    int (*pdQuery)(const void *, int, int, void *) = nullptr;
    const void *(*pdQueryMd)(const void *, int, int) = nullptr;
    int (*pdDestroy)(void *) = nullptr;
    int (*primitiveCreate)(void **, const void *) = nullptr;
    int (*primitiveExecute)(const void *, void *, int, const dnnl::ExecArg *) = nullptr;
    int (*primitiveDestroy)(void *) = nullptr;
    int (*memoryCreate)(void **, const void *, void *, void *) = nullptr;
    int (*memoryDestroy)(void *) = nullptr;
    std::size_t (*mdGetSize)(const void *) = nullptr;
    // 2.x
    int (*mdInitByStrides)(void *, int, const std::int64_t *, int, const std::int64_t *) = nullptr;
    int (*mdInitByTag)(void *, int, const std::int64_t *, int, int) = nullptr;
    int (*matmulDescInit)(void *, const void *, const void *, const void *, const void *) = nullptr;
    int (*pdCreate)(void **, const void *, const void *, void *, const void *) = nullptr;
    // 3.x
    int (*mdCreateWithStrides)(void **, int, const std::int64_t *, int,
                               const std::int64_t *) = nullptr;
    int (*mdCreateWithTag)(void **, int, const std::int64_t *, int, int) = nullptr;
    int (*mdDestroy)(void *) = nullptr;
    int (*matmulPdCreate)(void **, void *, const void *, const void *, const void *, const void *,
                          const void *) = nullptr;
    // The library's OpenMP runtime (found through its dependencies).
    void (*ompSetNumThreads)(int) = nullptr;
    void (*gompParallel)(void (*)(void *), void *, unsigned, unsigned) = nullptr;
    int (*ompGetThreadNum)() = nullptr;
    int (*ompGetNumThreads)() = nullptr;
};

const char *OneDnn::formatName(Format f) {
    switch (f) {
    case Format::Fp32:
        return "fp32";
    case Format::Bf16:
        return "bf16";
    case Format::Fp16:
        return "fp16";
    case Format::Int8:
        return "int8";
    }
    return "";
}

const char *OneDnn::typesOf(Format f) {
    switch (f) {
    case Format::Fp32:
        return "A fp32, B fp32, C fp32";
    case Format::Bf16:
        return "A bf16, B bf16, C fp32";
    case Format::Fp16:
        return "A fp16, B fp16, C fp32";
    case Format::Int8:
        return "A u8, B s8, C int32";
    }
    return "";
}

std::string OneDnn::statusText(int status) {
    switch (status) {
    case 0:
        return "success";
    case 1:
        return "out of memory";
    case 2:
        return "invalid arguments";
    case 3:
        return "unimplemented (no implementation for this format on this CPU)";
    case 4:
        return "iterator ends";
    case 5:
        return "runtime error";
    case 6:
        return "not required";
    default:
        return "status " + std::to_string(status);
    }
}

OneDnn &OneDnn::instance() {
    // The OpenMP runtime oneDNN brings (libgomp) reads its wait policy once, when the library
    // loads. Its default lets idle workers sleep after a short spin, and waking them cost 4-8 ms
    // (timer-tick quantised) per call on the dev VM: every matmul under a few milliseconds -
    // each decode GEMV of an LLM step - measured the wake-up, not the kernel (0.65 ms for a
    // 4096 x 4096 bf16 GEMV with spinning workers, 8 ms without). Inference engines keep their
    // workers spinning (llama.cpp's thread pool, KMP_BLOCKTIME in Intel's PyTorch guides), so
    // the engine asks for that too, unless the user set a policy. Unbound, the workers still
    // stalled 8 ms per call whenever other (even nice 19) work ran on the machine: the
    // scheduler moved them about; bound one per CPU (OMP_PROC_BIND, also unless set) the same
    // GEMV took 1 ms under the same load.
    setenv("OMP_WAIT_POLICY", "active", 0);
    setenv("OMP_PROC_BIND", "true", 0);
    static OneDnn lib({"libdnnl.so.3", "libdnnl.so.2", "libdnnl.so"});
    return lib;
}

OneDnn::OneDnn(const std::vector<std::string> &libraryNames)
    : m_lib(libraryNames)
    , m_api(std::make_unique<Api>()) {
    if (!m_lib.loaded()) {
        m_status = "unavailable: " + m_lib.error()
                   + " (install Debian's libdnnl2, or oneDNN 3.x, for the library GEMM rung)";
        return;
    }
    m_library = m_lib.name();
    Api &a = *m_api;
    bool ok = m_lib.resolve(a.version, "dnnl_version")
              && m_lib.resolve(a.engineCreate, "dnnl_engine_create")
              && m_lib.resolve(a.engineDestroy, "dnnl_engine_destroy")
              && m_lib.resolve(a.streamCreate, "dnnl_stream_create")
              && m_lib.resolve(a.streamDestroy, "dnnl_stream_destroy")
              && m_lib.resolve(a.streamWait, "dnnl_stream_wait")
              && m_lib.resolve(a.pdQuery, "dnnl_primitive_desc_query")
              && m_lib.resolve(a.pdQueryMd, "dnnl_primitive_desc_query_md")
              && m_lib.resolve(a.pdDestroy, "dnnl_primitive_desc_destroy")
              && m_lib.resolve(a.primitiveCreate, "dnnl_primitive_create")
              && m_lib.resolve(a.primitiveExecute, "dnnl_primitive_execute")
              && m_lib.resolve(a.primitiveDestroy, "dnnl_primitive_destroy")
              && m_lib.resolve(a.memoryCreate, "dnnl_memory_create")
              && m_lib.resolve(a.memoryDestroy, "dnnl_memory_destroy")
              && m_lib.resolve(a.mdGetSize, "dnnl_memory_desc_get_size");
    if (ok) {
        const dnnl::Version *v = a.version();
        m_major = v ? v->major : 0;
        if (v)
            m_version = std::to_string(v->major) + "." + std::to_string(v->minor) + "."
                        + std::to_string(v->patch);
        const unsigned rt = v ? v->cpuRuntime : 0;
        m_runtime = rt == dnnl::kRuntimeOmp          ? "OpenMP"
                    : rt == dnnl::kRuntimeTbb        ? "TBB"
                    : rt == dnnl::kRuntimeSeq        ? "sequential"
                    : rt == dnnl::kRuntimeThreadpool ? "threadpool"
                                                     : "runtime " + std::to_string(rt);
        if (m_major >= 3)
            ok = m_lib.resolve(a.mdCreateWithStrides, "dnnl_memory_desc_create_with_strides")
                 && m_lib.resolve(a.mdCreateWithTag, "dnnl_memory_desc_create_with_tag")
                 && m_lib.resolve(a.mdDestroy, "dnnl_memory_desc_destroy")
                 && m_lib.resolve(a.matmulPdCreate, "dnnl_matmul_primitive_desc_create");
        else if (m_major == 2 || m_major == 1)
            ok = m_lib.resolve(a.mdInitByStrides, "dnnl_memory_desc_init_by_strides")
                 && m_lib.resolve(a.mdInitByTag, "dnnl_memory_desc_init_by_tag")
                 && m_lib.resolve(a.matmulDescInit, "dnnl_matmul_desc_init")
                 && m_lib.resolve(a.pdCreate, "dnnl_primitive_desc_create");
        else
            ok = false;
    }
    if (!ok) {
        m_status = "unavailable: " + m_lib.error()
                   + (m_major && m_major < 1 ? " (oneDNN " + m_version + " is too old)" : "");
        return;
    }
    if (m_runtime == "OpenMP") {
        m_lib.resolve(a.ompSetNumThreads, "omp_set_num_threads"); // optional
        // The entry compiled `#pragma omp parallel` regions call (GNU ABI; Intel's runtime
        // exports it too): the engine's own kernels run on the library's workers.
        if (!m_lib.resolve(a.gompParallel, "GOMP_parallel")
            || !m_lib.resolve(a.ompGetThreadNum, "omp_get_thread_num")
            || !m_lib.resolve(a.ompGetNumThreads, "omp_get_num_threads"))
            a.gompParallel = nullptr;
    }
    if (int s = a.engineCreate(&m_engine, dnnl::kCpuEngine, 0); s != dnnl::kSuccess) {
        m_status = "unavailable: dnnl_engine_create: " + statusText(s);
        return;
    }
    if (int s = a.streamCreate(&m_stream, m_engine, dnnl::kStreamDefault); s != dnnl::kSuccess) {
        m_status = "unavailable: dnnl_stream_create: " + statusText(s);
        return;
    }
    m_ok = true;
    m_status = "ok";
}

OneDnn::~OneDnn() {
    if (m_stream)
        m_api->streamDestroy(m_stream);
    if (m_engine)
        m_api->engineDestroy(m_engine);
}

bool OneDnn::setThreads(int threads) {
    if (!m_api->ompSetNumThreads || threads < 1)
        return false;
    m_api->ompSetNumThreads(threads);
    return true;
}

#if defined(__SANITIZE_THREAD__)
extern "C" void __tsan_acquire(void *addr);
extern "C" void __tsan_release(void *addr);
#define ROOFLINE_TSAN_ACQUIRE(p) __tsan_acquire(p)
#define ROOFLINE_TSAN_RELEASE(p) __tsan_release(p)
#else
#define ROOFLINE_TSAN_ACQUIRE(p) static_cast<void>(p)
#define ROOFLINE_TSAN_RELEASE(p) static_cast<void>(p)
#endif

namespace {
// libgomp hands the call to its team and joins it through futexes ThreadSanitizer cannot see
// (libgomp is not instrumented): the hand-off in and the join out are told to it explicitly,
// so what the work writes and the caller reads afterwards is not taken for a race.
struct ParallelCall {
    const std::function<void(int, int)> *work;
    int (*threadNum)();
    int (*numThreads)();
};
void parallelTrampoline(void *p) {
    ROOFLINE_TSAN_ACQUIRE(p);
    const auto *c = static_cast<const ParallelCall *>(p);
    (*c->work)(c->threadNum(), c->numThreads());
    ROOFLINE_TSAN_RELEASE(p);
}
} // namespace

bool OneDnn::hasParallel() const {
    return m_ok && m_api->gompParallel != nullptr;
}

bool OneDnn::parallel(int threads, const std::function<void(int, int)> &work) {
    if (!hasParallel() || threads < 1)
        return false;
    ParallelCall call{&work, m_api->ompGetThreadNum, m_api->ompGetNumThreads};
    ROOFLINE_TSAN_RELEASE(&call);
    m_api->gompParallel(parallelTrampoline, &call, static_cast<unsigned>(threads), 0);
    ROOFLINE_TSAN_ACQUIRE(&call);
    return true;
}

OneDnn::Matmul::~Matmul() {
    const Api &a = *m_lib->m_api;
    for (void *mem : m_mem) {
        if (mem)
            a.memoryDestroy(mem);
    }
    if (m_prim)
        a.primitiveDestroy(m_prim);
    if (m_pd)
        a.pdDestroy(m_pd);
    for (void *b : m_buf)
        std::free(b);
}

std::uint64_t OneDnn::Matmul::bytes() const {
    return m_bytes[0] + m_bytes[1] + m_bytes[2];
}

bool OneDnn::Matmul::execute(std::string *error) {
    const Api &a = *m_lib->m_api;
    const dnnl::ExecArg args[3] = {
        {dnnl::kArgSrc, m_mem[0]}, {dnnl::kArgWeights, m_mem[1]}, {dnnl::kArgDst, m_mem[2]}};
    int s = a.primitiveExecute(m_prim, m_lib->m_stream, 3, args);
    if (s == dnnl::kSuccess)
        s = a.streamWait(m_lib->m_stream);
    if (s != dnnl::kSuccess && error)
        *error = "dnnl_primitive_execute: " + statusText(s);
    return s == dnnl::kSuccess;
}

namespace {

// oneDNN's data types of A, B and C for a format.
struct DataTypes {
    int a = dnnl::kF32, b = dnnl::kF32, c = dnnl::kF32;
};

DataTypes dataTypesOf(OneDnn::Format f) {
    int ta = dnnl::kF32, tb = dnnl::kF32, tc = dnnl::kF32;
    switch (f) {
    case OneDnn::Format::Fp32:
        break;
    case OneDnn::Format::Bf16:
        ta = tb = dnnl::kBf16;
        break;
    case OneDnn::Format::Fp16:
        ta = tb = dnnl::kF16;
        break;
    case OneDnn::Format::Int8:
        ta = dnnl::kU8;
        tb = dnnl::kS8;
        tc = dnnl::kS32;
        break;
    }
    return {ta, tb, tc};
}

} // namespace

int OneDnn::createMatmulPd(Matmul &mm, int ta, int tb, int tc) const {
    const Api &a = *m_api;
    const std::int64_t m = mm.m_m, n = mm.m_n, k = mm.m_k;
    std::int64_t dimsA[12] = {m, k}, stridesA[12] = {k, 1};
    std::int64_t dimsB[12] = {k, n};
    std::int64_t dimsC[12] = {m, n}, stridesC[12] = {n, 1};
    int s = dnnl::kSuccess;
    if (m_major >= 3) {
        void *mdA = nullptr, *mdB = nullptr, *mdC = nullptr;
        s = a.mdCreateWithStrides(&mdA, 2, dimsA, ta, stridesA);
        if (s == dnnl::kSuccess)
            s = a.mdCreateWithTag(&mdB, 2, dimsB, tb, dnnl::kFormatTagAny);
        if (s == dnnl::kSuccess)
            s = a.mdCreateWithStrides(&mdC, 2, dimsC, tc, stridesC);
        if (s == dnnl::kSuccess)
            s = a.matmulPdCreate(&mm.m_pd, m_engine, mdA, mdB, nullptr, mdC, nullptr);
        for (void *md : {mdA, mdB, mdC}) {
            if (md)
                a.mdDestroy(md);
        }
    } else {
        // Zeroed, 8-byte aligned storage for the caller-owned 2.x descriptors.
        std::vector<std::uint64_t> storage((3 * dnnl::kMdBytes + dnnl::kOpDescBytes) / 8, 0);
        void *mdA = storage.data();
        void *mdB = storage.data() + dnnl::kMdBytes / 8;
        void *mdC = storage.data() + 2 * dnnl::kMdBytes / 8;
        void *desc = storage.data() + 3 * dnnl::kMdBytes / 8;
        s = a.mdInitByStrides(mdA, 2, dimsA, ta, stridesA);
        if (s == dnnl::kSuccess)
            s = a.mdInitByTag(mdB, 2, dimsB, tb, dnnl::kFormatTagAny);
        if (s == dnnl::kSuccess)
            s = a.mdInitByStrides(mdC, 2, dimsC, tc, stridesC);
        if (s == dnnl::kSuccess)
            s = a.matmulDescInit(desc, mdA, mdB, nullptr, mdC);
        if (s == dnnl::kSuccess)
            s = a.pdCreate(&mm.m_pd, desc, nullptr, m_engine, nullptr);
    }
    return s;
}

std::string OneDnn::createMatmulPrimitive(Matmul &mm) const {
    const Api &a = *m_api;
    const char *impl = nullptr;
    if (a.pdQuery(mm.m_pd, dnnl::kQueryImplInfoStr, 0, &impl) == dnnl::kSuccess && impl)
        mm.m_impl = impl;
    const int queries[3] = {dnnl::kQuerySrcMd, dnnl::kQueryWeightsMd, dnnl::kQueryDstMd};
    for (int i = 0; i < 3; ++i) {
        const void *md = a.pdQueryMd(mm.m_pd, queries[i], 0);
        const std::size_t bytes = md ? a.mdGetSize(md) : 0;
        if (!md || bytes == 0)
            return "oneDNN: the matmul has no memory descriptor for argument " + std::to_string(i);
        const std::size_t rounded = (bytes + 63) / 64 * 64;
        mm.m_buf[i] = std::aligned_alloc(64, rounded);
        if (!mm.m_buf[i])
            return "oneDNN matmul: cannot allocate " + std::to_string(rounded) + " bytes";
        // 0x3f in every byte: small normal values in fp32/bf16/fp16 (0.75, 0.75, 1.8) and
        // 63 in u8/s8, so no denormal or overflow slows or breaks a format.
        std::memset(mm.m_buf[i], 0x3f, rounded);
        mm.m_bytes[i] = bytes;
        if (int e = a.memoryCreate(&mm.m_mem[i], md, m_engine, mm.m_buf[i]); e != dnnl::kSuccess)
            return "dnnl_memory_create: " + statusText(e);
    }
    if (int e = a.primitiveCreate(&mm.m_prim, mm.m_pd); e != dnnl::kSuccess)
        return "dnnl_primitive_create: " + statusText(e);
    return {};
}

std::unique_ptr<OneDnn::Matmul> OneDnn::matmul(std::int64_t m, std::int64_t n, std::int64_t k,
                                               Format f, std::string *error) {
    const auto fail = [&](const std::string &what) -> std::unique_ptr<Matmul> {
        if (error)
            *error = what;
        return nullptr;
    };
    if (!m_ok)
        return fail(m_status);
    if (m <= 0 || n <= 0 || k <= 0)
        return fail("matmul: dimensions must be positive");
    const DataTypes t = dataTypesOf(f);
    std::unique_ptr<Matmul> mm(new Matmul);
    mm->m_lib = this;
    mm->m_m = m;
    mm->m_n = n;
    mm->m_k = k;
    mm->m_format = f;
    if (const int s = createMatmulPd(*mm, t.a, t.b, t.c); s != dnnl::kSuccess)
        return fail(std::string("oneDNN ") + m_version + " " + formatName(f) + " matmul "
                    + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k) + ": "
                    + statusText(s));
    if (std::string why = createMatmulPrimitive(*mm); !why.empty())
        return fail(why);
    return mm;
}

} // namespace roofline::probes
