// SPDX-License-Identifier: MIT
#include "probes/cpu/LlmCaseRunner.h"

#include "probes/AlignedBuffer.h"
#include "probes/CpuKernels.h"
#include "probes/CpuProbeSupport.h"
#include "probes/ThreadTeam.h"
#include "probes/cpu/CpuGemmProbe.h"
#include "probes/cpu/OneDnn.h"
#include "probes/llm/LlmKernels.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <sys/resource.h>

namespace roofline::probes::llmcpu {

namespace {

using Clock = std::chrono::steady_clock;
namespace lk = llmkernels;

double secondsSince(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

// Involuntary context switches of every thread of the process (getrusage): a call during which
// one happened lost its CPU to another task for at least a scheduler slice (4-8 ms seen here
// under other users' builds), which says nothing about the kernel.
long involuntarySwitches() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_nivcsw;
}

double processCpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec)
           + 1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

std::optional<OneDnn::Format> libraryFormat(const std::string &f) {
    if (f == "fp32")
        return OneDnn::Format::Fp32;
    if (f == "bf16")
        return OneDnn::Format::Bf16;
    if (f == "fp16")
        return OneDnn::Format::Fp16;
    if (f == "int8")
        return OneDnn::Format::Int8;
    return std::nullopt; // fp8: no CPU library GEMM
}

std::optional<lk::Storage> ownStorage(const std::string &f) {
    if (f == "fp32")
        return lk::Storage::Fp32;
    if (f == "bf16")
        return lk::Storage::Bf16;
    return std::nullopt;
}

// Small normal values (no denormals, no overflow): the timing of these kernels does not depend
// on the values, only on the shapes (no library here skips zeros).
void fill(void *p, std::size_t elements, lk::Storage s, std::uint32_t seed) {
    std::uint32_t x = seed * 2654435761u + 1;
    for (std::size_t i = 0; i < elements; ++i) {
        x = x * 1664525u + 1013904223u;
        const float v = (float((x >> 8) & 0xFFFF) / 65536.0f - 0.5f) * 0.25f;
        if (s == lk::Storage::Fp32)
            static_cast<float *>(p)[i] = v;
        else
            static_cast<std::uint16_t *>(p)[i] = lk::floatToBf16(v);
    }
}

double median(std::vector<double> v) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

} // namespace

// ROOFLINE_LLM_GEMM=own (expert and test knob): the engine's own GEMM even where oneDNN is
// loaded, to measure how far it is from the library and to test that path on any machine.
static bool ownGemmForced() {
    const char *v = std::getenv("ROOFLINE_LLM_GEMM");
    return v && std::string_view(v) == "own";
}

// ---- the workers ----

Workers::Workers(OneDnn &lib, const std::vector<int> &cpus)
    : m_lib(lib)
    , m_threads(std::max(1, static_cast<int>(cpus.size()))) {
    if (!m_lib.hasParallel())
        m_team = std::make_unique<ThreadTeam>(cpus);
}

Workers::~Workers() = default;

const char *Workers::kind() const {
    return m_team ? "the engine's pinned threads" : "oneDNN's OpenMP workers";
}

double Workers::run(const std::function<void(int, int)> &work) {
    if (m_team)
        return m_team->runTimed(m_threads, [&](int t) { work(t, m_threads); });
    const auto t0 = Clock::now();
    m_lib.parallel(m_threads, work);
    return secondsSince(t0);
}

// ---- the ceilings of this run ----

Ceilings measureCeilings(ProbeContext &ctx, const CpuInfo &cpu, OneDnn &lib, Workers &team,
                         const std::vector<std::string> &formats, const SamplingPolicy &policy) {
    Ceilings out;
    const int cores = team.size();
    // DRAM read, every core, over 8 × the last-level cache (at least 512 MiB): the figure
    // the decode step's weight stream is judged by.
    const std::uint64_t llc = cpu.caches.lastLevelBytes();
    const std::uint64_t bytes = cpusupport::capBytes(std::max<std::uint64_t>(512ull << 20, 8 * llc),
                                                     ctx.config().maxBytes, cpu);
    const std::size_t perThread =
        cpusupport::chunkedDoubles(bytes / static_cast<std::uint64_t>(cores));
    out.dramBuffer = std::make_shared<AlignedBuffer>(
        perThread * sizeof(double) * static_cast<std::size_t>(cores), AlignedBuffer::Pages::Huge);
    out.dramPerThread = perThread;
    if (out.dramBuffer->valid()) {
        auto *a = static_cast<double *>(out.dramBuffer->data());
        team.run([&](int t, int) {
            double *p = a + static_cast<std::size_t>(t) * perThread;
            for (std::size_t i = 0; i < perThread; ++i)
                p[i] = 1.0;
        });
        const KernelTable &k = bestKernels();
        std::vector<double> sinks(static_cast<std::size_t>(cores));
        const SampleRun run = ctx.sample(
            [&](std::uint64_t iters) {
                return team.run([&](int t, int) {
                    sinks[static_cast<std::size_t>(t)] +=
                        k.read(a + static_cast<std::size_t>(t) * perThread, perThread, iters);
                });
            },
            policy);
        if (!run.secondsPerIteration.empty()) {
            Measurement m;
            m.probe = "cpu.llm";
            m.metric = "llm_ceiling";
            m.level = "DRAM";
            m.kernel = "read";
            m.threads = cores;
            m.unit = "B/s";
            m.workingSetBytes = perThread * sizeof(double) * static_cast<std::size_t>(cores);
            for (double s : run.secondsPerIteration)
                m.samples.push_back(static_cast<double>(m.workingSetBytes) / s);
            m.finalize();
            m.params.set("isa", k.isa);
            m.params.set("role", "the memory ceiling cpu.llm's kernels are judged by (each case "
                                 "by a read of its own moment, params dram_bandwidth)");
            out.dramBandwidth = m.stats.best;
            ctx.emit(std::move(m), run);
        }
    }
    // The library's GEMM peak per format: a large square matmul (1024 quick, 2048 otherwise).
    const int n = ctx.suite() == Suite::Quick ? 1024 : 2048;
    for (const std::string &f : formats) {
        std::string rule;
        const double perCycle = CpuGemmProbe::formatCeilingPerCycle(cpu, f, &rule);
        const double hz = std::max(cpu.clock.hz, cpu.highestClockHz->load());
        if (perCycle > 0 && hz > 0)
            out.isaPeak[f] = perCycle * hz * cores;
        const auto lf = libraryFormat(f);
        if (!lib.available() || !lf || ctx.stopRequested())
            continue;
        std::string error;
        auto mm = lib.matmul(n, n, n, *lf, &error);
        if (!mm || !mm->execute(&error))
            continue;
        bool failed = false;
        const SampleRun run = ctx.sample(
            [&](std::uint64_t iters) {
                const auto t0 = Clock::now();
                for (std::uint64_t i = 0; i < iters && !failed; ++i)
                    failed = !mm->execute(&error);
                return secondsSince(t0);
            },
            policy);
        if (failed || run.secondsPerIteration.empty())
            continue;
        Measurement m;
        m.probe = "cpu.llm";
        m.metric = "llm_ceiling";
        m.format = f;
        m.kernel = "gemm_onednn";
        m.threads = cores;
        m.unit = f == "int8" ? "OP/s" : "FLOP/s";
        m.workingSetBytes = mm->bytes();
        for (double s : run.secondsPerIteration)
            m.samples.push_back(mm->operations() / s);
        m.finalize();
        m.params.set("m", n);
        m.params.set("n", n);
        m.params.set("k", n);
        m.params.set("implementation", mm->implementation());
        m.params.set("role",
                     "the compute ceiling (MFU denominator) of cpu.llm's " + f + " kernels");
        cpusupport::setCeiling(m, perCycle, cores, rule, cpu);
        out.libraryPeak[f] = m.stats.best;
        ctx.emit(std::move(m), run);
    }
    return out;
}

double dramReadNow(ProbeContext &ctx, Workers &team, const Ceilings &ceilings) {
    if (!ceilings.dramBuffer || !ceilings.dramBuffer->valid() || ctx.stopRequested())
        return ceilings.dramBandwidth;
    auto *a = static_cast<double *>(ceilings.dramBuffer->data());
    const std::size_t perThread = ceilings.dramPerThread;
    const KernelTable &k = bestKernels();
    std::vector<double> sinks(static_cast<std::size_t>(team.size()));
    double best = 0;
    for (int i = 0; i < 5; ++i) {
        const double s = team.run([&](int t, int) {
            sinks[static_cast<std::size_t>(t)] +=
                k.read(a + static_cast<std::size_t>(t) * perThread, perThread, 1);
        });
        if (s > 0)
            best = std::max(best, double(perThread * sizeof(double)) * team.size() / s);
    }
    return best > 0 ? best : ceilings.dramBandwidth;
}

// ---- one case ----

struct CaseRunner::Kernel {
    const LlmKernelSpec *spec = nullptr;
    std::string implementation;
    double bytesPerCall = 0; // what the engine's call moves (its count, not the plan's)
    double opsPerCall = 0;
    std::vector<double> samples;   // seconds of every clean call (all copies, all passes)
    std::vector<double> disturbed; // calls during which a thread of the process was preempted
    int calls = 1;                 // calls per pass: instances x copies
    bool mergedDisturbed = false;
    // Library GEMM: one matmul per instance (each with its own weights).
    std::vector<std::unique_ptr<OneDnn::Matmul>> matmuls;
    // Own GEMM or attention: buffers per instance.
    lk::Storage storage = lk::Storage::Fp32;
    std::vector<AlignedBuffer> weights; // GEMM: W per instance; attention: K (and V) caches
    AlignedBuffer input, output, scratch, values;
    std::int64_t kStride = 0, vStride = 0, seqStride = 0;

    bool call(int instance, Workers &team, double *seconds, std::string *error);
};

bool CaseRunner::Kernel::call(int instance, Workers &team, double *seconds, std::string *error) {
    const LlmKernelSpec &k = *spec;
    if (!matmuls.empty()) {
        const auto t0 = Clock::now();
        const bool ok = matmuls[static_cast<std::size_t>(instance)]->execute(error);
        *seconds = secondsSince(t0);
        return ok;
    }
    if (k.op == LlmKernelSpec::Op::Gemm) {
        const void *w = weights[static_cast<std::size_t>(instance)].data();
        const void *a = input.data();
        auto *c = static_cast<float *>(output.data());
        // Output rows split in blocks of four (the kernel's register block) over the team.
        const std::int64_t blocks = (k.n + 3) / 4;
        *seconds = team.run([&](int t, int members) {
            const std::int64_t b0 = blocks * t / members, b1 = blocks * (t + 1) / members;
            lk::gemm(storage, a, w, c, k.m, k.n, k.k, std::min(k.n, 4 * b0), std::min(k.n, 4 * b1));
        });
        return true;
    }
    lk::AttentionShape sh;
    sh.queries = k.queries;
    sh.keys = k.keys;
    sh.window = k.window;
    sh.heads = k.heads;
    sh.kvHeads = k.kvHeads;
    sh.headDim = k.headDim;
    sh.vDim = k.vDim;
    sh.causal = k.causal;
    sh.sharedKv = k.sharedKv;
    const std::int64_t items = k.batch * k.kvHeads;
    const auto *q = static_cast<const float *>(input.data());
    auto *out = static_cast<float *>(output.data());
    const auto *kc = static_cast<const char *>(weights[0].data());
    const auto *vc = k.sharedKv ? kc : static_cast<const char *>(values.data());
    const double kvb = LlmStepPlan::bytesOf(k.kvFormat);
    const std::int64_t perGroup = k.heads / k.kvHeads;
    const std::int64_t scratchPerThread = perGroup * k.keys;
    *seconds = team.run([&](int t, int members) {
        float *scr = static_cast<float *>(scratch.data()) + scratchPerThread * t;
        for (std::int64_t item = t; item < items; item += members) {
            const std::int64_t b = item / k.kvHeads;
            const int g = static_cast<int>(item % k.kvHeads);
            const std::int64_t cacheRow = (b * k.kvHeads + g) * k.keys;
            const char *kp = kc + static_cast<std::size_t>(cacheRow * kStride * kvb);
            const char *vp = vc + static_cast<std::size_t>(cacheRow * vStride * kvb);
            lk::attentionGroup(storage, sh, q + b * k.queries * k.heads * k.headDim, kp, vp,
                               kStride, vStride, out + b * k.queries * k.heads * k.vDim, g, scr);
        }
    });
    return true;
}

CaseRunner::CaseRunner(const LlmCaseSpec &c, OneDnn &lib, Workers &team, const CpuInfo &cpu)
    : m_case(c)
    , m_lib(lib)
    , m_team(team)
    , m_cpu(cpu) {}

CaseRunner::~CaseRunner() = default;

int CaseRunner::copiesFor(const LlmCaseSpec &c, std::uint64_t lastLevelCache) {
    double weights = 0;
    for (const LlmKernelSpec &k : c.kernels) {
        if (k.op == LlmKernelSpec::Op::Gemm)
            weights +=
                k.instances() * double(k.n) * double(k.k) * LlmStepPlan::bytesOf(k.weightsFormat);
    }
    if (!(weights > 0))
        return 1;
    return std::clamp(static_cast<int>(std::ceil(4.0 * double(lastLevelCache) / weights)), 1, 64);
}

double CaseRunner::bytesNeeded(const LlmCaseSpec &c, std::uint64_t lastLevelCache) {
    double total = 0;
    const int copies = copiesFor(c, lastLevelCache);
    for (const LlmKernelSpec &k : c.kernels) {
        if (k.op == LlmKernelSpec::Op::Gemm) {
            const double wb = LlmStepPlan::bytesOf(k.weightsFormat);
            total += copies * k.instances() * double(k.n) * double(k.k) * wb
                     + double(k.m) * double(k.k + k.n) * 4.0 * k.instances() * copies;
        } else {
            const double kvb = LlmStepPlan::bytesOf(k.kvFormat);
            total += double(k.batch) * double(k.kvHeads) * double(k.keys)
                         * (k.headDim + (k.sharedKv ? 0 : k.vDim)) * kvb
                     + double(k.batch) * double(k.queries) * k.heads * (k.headDim + k.vDim) * 4.0;
        }
    }
    return total;
}

bool CaseRunner::prepare(std::string *why) {
    m_copies = copiesFor(m_case, m_cpu.caches.lastLevelBytes());
    for (const LlmKernelSpec &k : m_case.kernels) {
        auto kernel = std::make_unique<Kernel>();
        kernel->spec = &k;
        const int instances = k.op == LlmKernelSpec::Op::Gemm ? k.instances() * m_copies : 1;
        kernel->calls = instances;
        if (k.op == LlmKernelSpec::Op::Gemm) {
            const auto lf = libraryFormat(k.weightsFormat);
            const double wb = LlmStepPlan::bytesOf(k.weightsFormat);
            if (m_lib.available() && lf && !ownGemmForced()) {
                for (int i = 0; i < instances; ++i) {
                    std::string error;
                    auto mm = m_lib.matmul(k.m, k.n, k.k, *lf, &error);
                    if (!mm) {
                        *why = k.id + ": " + error;
                        return false;
                    }
                    kernel->implementation = "oneDNN " + m_lib.version() + " "
                                             + mm->implementation() + " (" + OneDnn::typesOf(*lf)
                                             + ")";
                    kernel->bytesPerCall = static_cast<double>(mm->bytes());
                    kernel->opsPerCall = mm->operations();
                    kernel->matmuls.push_back(std::move(mm));
                }
            } else if (const auto st = ownStorage(k.weightsFormat); st) {
                kernel->storage = *st;
                const auto n = static_cast<std::size_t>(k.n), kk = static_cast<std::size_t>(k.k),
                           m = static_cast<std::size_t>(k.m);
                for (int i = 0; i < instances; ++i) {
                    AlignedBuffer w(n * kk * static_cast<std::size_t>(wb),
                                    AlignedBuffer::Pages::Huge);
                    if (!w.valid()) {
                        *why = k.id + ": cannot allocate its weights";
                        return false;
                    }
                    fill(w.data(), n * kk, *st, static_cast<std::uint32_t>(i + 1));
                    kernel->weights.push_back(std::move(w));
                }
                kernel->input = AlignedBuffer(m * kk * static_cast<std::size_t>(wb) + 64,
                                              AlignedBuffer::Pages::Small);
                kernel->output =
                    AlignedBuffer(m * n * sizeof(float) + 64, AlignedBuffer::Pages::Small);
                if (!kernel->input.valid() || !kernel->output.valid()) {
                    *why = k.id + ": cannot allocate its activations";
                    return false;
                }
                fill(kernel->input.data(), m * kk, *st, 99);
                kernel->implementation = std::string("engine blocked GEMM (4 weight rows x all "
                                                     "token rows, ")
                                         + k.weightsFormat + ", fp32 accumulation)";
                kernel->bytesPerCall =
                    double(n * kk) * wb + double(m * kk) * wb + double(m * n) * 4;
                kernel->opsPerCall = 2.0 * double(m) * double(n) * double(kk);
            } else {
                const std::string library =
                    ownGemmForced()     ? std::string("set aside by ROOFLINE_LLM_GEMM=own")
                    : m_lib.available() ? "which does no " + k.weightsFormat + " matmul"
                                        : m_lib.status();
                *why = k.id + ": " + k.weightsFormat + " GEMMs need oneDNN (" + library
                       + "); the engine's own GEMM does fp32 and bf16 only";
                return false;
            }
        } else {
            const auto st = ownStorage(k.kvFormat);
            if (!st) {
                *why = k.id
                       + ": the engine's attention kernel reads fp32 and bf16 KV caches, "
                         "not "
                       + k.kvFormat;
                return false;
            }
            kernel->storage = *st;
            const double kvb = LlmStepPlan::bytesOf(k.kvFormat);
            const auto rows = static_cast<std::size_t>(k.batch * k.kvHeads * k.keys);
            kernel->kStride = k.headDim;
            kernel->vStride = k.sharedKv ? k.headDim : k.vDim;
            AlignedBuffer kc(rows * static_cast<std::size_t>(k.headDim * kvb) + 64,
                             AlignedBuffer::Pages::Huge);
            if (!kc.valid()) {
                *why = k.id + ": cannot allocate the KV cache";
                return false;
            }
            fill(kc.data(), rows * static_cast<std::size_t>(k.headDim), *st, 7);
            kernel->weights.push_back(std::move(kc));
            if (!k.sharedKv) {
                kernel->values = AlignedBuffer(rows * static_cast<std::size_t>(k.vDim * kvb) + 64,
                                               AlignedBuffer::Pages::Huge);
                if (!kernel->values.valid()) {
                    *why = k.id + ": cannot allocate the KV cache";
                    return false;
                }
                fill(kernel->values.data(), rows * static_cast<std::size_t>(k.vDim), *st, 8);
            }
            const auto qn = static_cast<std::size_t>(k.batch * k.queries * k.heads);
            kernel->input = AlignedBuffer(qn * static_cast<std::size_t>(k.headDim) * 4 + 64,
                                          AlignedBuffer::Pages::Small);
            kernel->output = AlignedBuffer(qn * static_cast<std::size_t>(k.vDim) * 4 + 64,
                                           AlignedBuffer::Pages::Small);
            kernel->scratch = AlignedBuffer(static_cast<std::size_t>(k.heads / k.kvHeads * k.keys)
                                                    * 4 * static_cast<std::size_t>(m_team.size())
                                                + 64,
                                            AlignedBuffer::Pages::Small);
            if (!kernel->input.valid() || !kernel->output.valid() || !kernel->scratch.valid()) {
                *why = k.id + ": cannot allocate the queries";
                return false;
            }
            fill(kernel->input.data(), qn * static_cast<std::size_t>(k.headDim), lk::Storage::Fp32,
                 9);
            kernel->implementation = std::string("engine attention (") + k.kvFormat
                                     + " KV cache, fp32 arithmetic, each K/V row read once per "
                                       "kv-head group)";
            kernel->bytesPerCall = double(rows) * (k.headDim + (k.sharedKv ? 0 : k.vDim)) * kvb
                                   + double(qn) * (k.headDim + k.vDim) * 4;
            // Per (query, key) pair and head: QKᵀ and AV multiply-adds (plus the exp, not counted).
            double pairs = 0;
            if (k.causal) {
                for (std::int64_t i = 0; i < k.queries; ++i)
                    pairs += double(k.window > 0 ? std::min<std::int64_t>(i + 1, k.window) : i + 1);
            } else {
                pairs = double(k.keys);
            }
            kernel->opsPerCall = 2.0 * double(k.batch) * k.heads * (k.headDim + k.vDim) * pairs;
        }
        m_kernels.push_back(std::move(kernel));
    }
    return true;
}

std::string CaseRunner::summary() const {
    int calls = 0;
    double weights = 0;
    for (const auto &k : m_kernels) {
        calls += k->calls;
        if (k->spec->op == LlmKernelSpec::Op::Gemm)
            weights += k->calls * double(k->spec->n) * double(k->spec->k)
                       * LlmStepPlan::bytesOf(k->spec->weightsFormat);
    }
    return std::to_string(m_kernels.size()) + " kernels, " + std::to_string(calls) + " calls, "
           + cpusupport::formatNumber(weights / 1e9, 2) + " GB of weights";
}

bool CaseRunner::replay(int minPasses, double minSeconds, double maxSeconds, ProbeContext &ctx,
                        std::string *why) {
    const auto onePass = [&](bool record) {
        for (auto &k : m_kernels) {
            for (int i = 0; i < k->calls; ++i) {
                double s = 0;
                const long before = involuntarySwitches();
                if (!k->call(i, m_team, &s, why))
                    return false;
                if (record)
                    (involuntarySwitches() == before ? k->samples : k->disturbed).push_back(s);
            }
        }
        return true;
    };
    if (!onePass(false)) // warm-up: JIT, page faults, caches of the activations
        return false;
    const auto t0 = Clock::now();
    while (!ctx.stopRequested()) {
        const double cpu0 = processCpuSeconds();
        const auto p0 = Clock::now();
        if (!onePass(true))
            return false;
        const double wall = secondsSince(p0);
        if (wall > 0)
            m_cpuShares.push_back((processCpuSeconds() - cpu0) / (wall * m_team.size()));
        ++m_passes;
        const double elapsed = secondsSince(t0);
        std::size_t fewest = SIZE_MAX;
        for (const auto &k : m_kernels)
            fewest = std::min(fewest, k->samples.size());
        const bool enough = fewest >= static_cast<std::size_t>(minPasses);
        if ((m_passes >= minPasses && enough && elapsed >= minSeconds) || elapsed >= maxSeconds)
            break;
    }
    // A kernel left with fewer than three clean calls keeps its disturbed ones too (and the
    // flag "disturbed"): a figure with a stated flaw, not none.
    for (auto &k : m_kernels) {
        if (k->samples.size() < 3) {
            k->samples.insert(k->samples.end(), k->disturbed.begin(), k->disturbed.end());
            k->mergedDisturbed = !k->disturbed.empty();
        }
    }
    if (m_passes == 0) {
        *why = "stopped before a pass finished";
        return false;
    }
    // The step's samples: its q-quantile is the sum over kernels of each kernel's q-quantile
    // call time x calls per step (sample i of n: q = i / (n - 1)), so its median is the sum of
    // the kernel medians. A pass-by-pass sum would let one preempted call among hundreds (a
    // scheduler tick of another task: 4-8 ms on the dev VM) spoil every pass.
    std::vector<std::vector<double>> sorted;
    for (const auto &k : m_kernels) {
        sorted.push_back(k->samples);
        std::sort(sorted.back().begin(), sorted.back().end());
    }
    std::size_t fewest = SIZE_MAX;
    for (const auto &v : sorted)
        fewest = std::min(fewest, v.size());
    const int n =
        static_cast<int>(std::min<std::size_t>(fewest, static_cast<std::size_t>(m_passes)));
    for (int i = 0; i < n; ++i) {
        double step = 0;
        for (std::size_t k = 0; k < m_kernels.size(); ++k) {
            const std::vector<double> &v = sorted[k];
            const double q = n > 1 ? double(i) / (n - 1) : 0.5;
            step += v[static_cast<std::size_t>(std::lround(q * double(v.size() - 1)))]
                    * m_kernels[k]->spec->callsPerStep();
        }
        m_stepSamples.push_back(step);
    }
    return true;
}

std::vector<Measurement> CaseRunner::measurements(const std::string &probe,
                                                  const Ceilings &ceilings) const {
    std::vector<Measurement> out;
    const int cores = m_team.size();
    const auto common = [&](Measurement &m) {
        m.probe = probe;
        m.format = m_case.format;
        m.threads = cores;
        m.unit = "s";
        m.better = Better::Lower;
        auto &p = m.params;
        p.set("case", m_case.id);
        p.set("phase", m_case.phase);
        p.set("batch", m_case.batch);
        p.set("prompt", m_case.prompt);
        p.set("context", m_case.context);
        p.set("passes", m_passes);
        p.set("timing", "steady_clock around each call (library: execute + stream wait; engine "
                        "kernels: common start to the last thread's end), the layer replayed "
                        "call by call with its own weights per call");
    };
    const auto peakOf = [&](const std::map<std::string, double> &m, const std::string &f) {
        const auto it = m.find(f);
        return it == m.end() ? 0.0 : it->second;
    };
    double allCallsStep = 0;
    double memorySeconds = 0, stepMedian = 0, stepFlops = 0, stepBytes = 0, planFlops = 0,
           planBytes = 0;
    for (const auto &k : m_kernels) {
        const LlmKernelSpec &s = *k->spec;
        Measurement m;
        common(m);
        m.metric = "llm_kernel";
        m.kernel = s.id;
        m.samples = k->samples;
        m.finalize();
        m.params.set("clean_calls", static_cast<std::int64_t>(k->samples.size()));
        // What a tool that keeps every call (llama-bench's mean over tokens) would report.
        std::vector<double> all = k->samples;
        if (!k->mergedDisturbed)
            all.insert(all.end(), k->disturbed.begin(), k->disturbed.end());
        m.params.set("all_calls_median_seconds", median(all));
        allCallsStep += median(all) * s.callsPerStep();
        m.params.set("disturbed_calls", static_cast<std::int64_t>(k->disturbed.size()));
        if (k->mergedDisturbed)
            m.flags.push_back("disturbed");
        const double t = m.stats.median;
        const double bps = t > 0 ? k->bytesPerCall / t : 0;
        const double fps = t > 0 ? k->opsPerCall / t : 0;
        // The roofline of this kernel on this run's ceilings: which roof its counts hit first.
        const std::string computeFormat =
            s.op == LlmKernelSpec::Op::Attention ? std::string("fp32") : s.weightsFormat;
        const double peak = peakOf(ceilings.libraryPeak, computeFormat);
        const double tMem =
            ceilings.dramBandwidth > 0 ? k->bytesPerCall / ceilings.dramBandwidth : 0;
        const double tComp = peak > 0 ? k->opsPerCall / peak : 0;
        const bool memoryBound = tMem >= tComp;
        auto &p = m.params;
        p.set("group", s.group);
        p.set("op", s.op == LlmKernelSpec::Op::Gemm ? "gemm" : "attention");
        if (s.op == LlmKernelSpec::Op::Gemm) {
            p.set("m", s.m);
            p.set("n", s.n);
            p.set("k", s.k);
        } else {
            p.set("queries", s.queries);
            p.set("keys", s.keys);
            p.set("heads", s.heads);
            p.set("kv_heads", s.kvHeads);
            p.set("head_dim", s.headDim);
            p.set("v_dim", s.vDim);
            p.set("causal", s.causal);
            p.set("kv_format", s.kvFormat);
        }
        p.set("per_layer", s.perLayer);
        p.set("layers", s.layers);
        p.set("calls_per_step", s.callsPerStep());
        p.set("instances", s.instances());
        p.set("weight_copies", m_copies);
        p.set("implementation", k->implementation);
        p.set("bytes_per_call", k->bytesPerCall);
        p.set("ops_per_call", k->opsPerCall);
        p.set("plan_flops_per_call", s.flops);
        p.set("plan_bytes_per_call", s.bytes);
        p.set("bytes_per_second", bps);
        p.set("flops_per_second", fps);
        p.set("bound", memoryBound ? "memory" : "compute");
        if (ceilings.dramBandwidth > 0)
            p.set("bandwidth_efficiency", bps / ceilings.dramBandwidth);
        if (peak > 0)
            p.set("mfu", fps / peak);
        if (const double isa = peakOf(ceilings.isaPeak, computeFormat); isa > 0)
            p.set("mfu_isa", fps / isa);
        if (memoryBound ? ceilings.dramBandwidth > 0 : peak > 0)
            p.set("efficiency", memoryBound ? bps / ceilings.dramBandwidth : fps / peak);
        p.set("seconds_per_step", t * s.callsPerStep());
        m.workingSetBytes = static_cast<std::uint64_t>(k->bytesPerCall * k->calls);
        stepMedian += t * s.callsPerStep();
        if (memoryBound)
            memorySeconds += t * s.callsPerStep();
        stepFlops += k->opsPerCall * s.callsPerStep();
        stepBytes += k->bytesPerCall * s.callsPerStep();
        planFlops += s.flops * s.callsPerStep();
        planBytes += s.bytes * s.callsPerStep();
        out.push_back(std::move(m));
    }
    Measurement step;
    common(step);
    step.metric = "llm_step";
    step.kernel = "step";
    step.samples = m_stepSamples;
    step.finalize();
    auto &p = step.params;
    const double t = step.stats.median;
    const double tokens =
        m_case.phase == "decode" ? double(m_case.batch) : double(m_case.batch * m_case.prompt);
    p.set("tokens_per_step", tokens);
    p.set("tokens_per_second", t > 0 ? tokens / t : 0);
    p.set("sum_of_kernel_medians_seconds", stepMedian);
    p.set("all_calls_step_seconds", allCallsStep);
    p.set("flops", stepFlops);
    p.set("bytes", stepBytes);
    p.set("plan_flops", planFlops);
    p.set("plan_bytes", planBytes);
    p.set("flops_per_second", t > 0 ? stepFlops / t : 0);
    p.set("bytes_per_second", t > 0 ? stepBytes / t : 0);
    const double memShare = stepMedian > 0 ? memorySeconds / stepMedian : 0;
    p.set("memory_bound_share", memShare);
    p.set("bound", memShare >= 0.5 ? "memory" : "compute");
    if (ceilings.dramBandwidth > 0)
        p.set("bandwidth_efficiency", t > 0 ? stepBytes / t / ceilings.dramBandwidth : 0);
    if (const double peak = peakOf(ceilings.libraryPeak, m_case.format); peak > 0)
        p.set("mfu", t > 0 ? stepFlops / t / peak : 0);
    p.set("dram_bandwidth", ceilings.dramBandwidth);
    p.set("step_rule", "sample q of the step = sum over kernels of the q-quantile of its call "
                       "times x calls per step (per layer x layers; lm_head once): the median "
                       "is the sum of the kernel medians; embedding, norms, element-wise "
                       "kernels and sampling are not measured (the analytic step counts them)");
    if (!m_cpuShares.empty())
        p.set("threads_cpu_share_median", median(m_cpuShares));
    out.push_back(std::move(step));
    return out;
}

} // namespace roofline::probes::llmcpu
