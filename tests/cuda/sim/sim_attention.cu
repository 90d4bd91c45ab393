// SPDX-License-Identifier: MIT
// cuda.llm's attention kernels (src/cuda/LlmAttention.cu: decode, its combine kernel, and the
// causal prefill) on the simulated GPU (label cudasim, issue 29), against the probe's own host
// fp64 reference (llm::attentionReference) within the probe's stated tolerance, |error| <=
// 1e-4 + 1e-3 |reference|; the KV bytes the kernels touched, counted per element, are the
// probe's counts: decode reads the KV cache exactly once (llm::kvCacheBytes), prefill loads
// what llm::prefillTileBytes says its tiles walk.
#include "SimTrace.cuh"
#include "cuda/LlmAttention.cu"
#include "cuda/LlmDevicePlan.h"

#include <cmath>

using namespace roofline::cuda;
using roofline::probes::LlmKernelSpec;
using sim::check;

namespace {

std::vector<std::uint16_t> randomKv(std::size_t n, bool bf16, std::uint64_t seed) {
    // Values in +-[0.5, 1): bf16 exponent 126, or fp16 exponent 14.
    std::vector<std::uint16_t> v(n);
    for (auto &x : v) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        const auto r = static_cast<std::uint16_t>(seed >> 40);
        x = bf16 ? static_cast<std::uint16_t>((r & 0x807F) | 0x3F00)
                 : static_cast<std::uint16_t>((r & 0x83FF) | 0x3800);
    }
    return v;
}
std::vector<float> randomQ(std::size_t n, std::uint64_t seed) {
    std::vector<float> v(n);
    for (auto &x : v) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        x = static_cast<float>(static_cast<double>(seed >> 11) / 9007199254740992.0 * 2.0 - 1.0);
    }
    return v;
}

LlmKernelSpec spec(int batch, int heads, int kvHeads, int headDim, std::int64_t queries,
                   std::int64_t keys, bool causal, std::int64_t window, bool bf16) {
    LlmKernelSpec k;
    k.op = LlmKernelSpec::Op::Attention;
    k.batch = batch;
    k.heads = heads;
    k.kvHeads = kvHeads;
    k.headDim = headDim;
    k.vDim = headDim;
    k.queries = queries;
    k.keys = keys;
    k.causal = causal;
    k.window = window;
    k.kvFormat = bf16 ? "bf16" : "fp16";
    return k;
}

// Compares out ([batch][queries][heads][d]) with the host reference; returns the worst error.
double compare(const LlmKernelSpec &s, const std::vector<float> &q, const std::vector<float> &out,
               const std::vector<std::uint16_t> &kRaw, const std::vector<std::uint16_t> &vRaw,
               bool bf16, std::uint64_t *bad) {
    const std::size_t d = static_cast<std::size_t>(s.headDim);
    const std::size_t perHead = static_cast<std::size_t>(s.keys) * d;
    std::vector<float> kf(kRaw.size()), vf(vRaw.size());
    for (std::size_t i = 0; i < kf.size(); ++i) {
        kf[i] = llm::kvToFloat(kRaw[i], bf16);
        vf[i] = llm::kvToFloat(vRaw[i], bf16);
    }
    const int group = s.heads / s.kvHeads;
    double worst = 0;
    for (std::int64_t b = 0; b < s.batch; ++b) {
        for (std::int64_t pos = 0; pos < s.queries; ++pos) {
            const auto [first, last] = s.causal
                                           ? llm::visibleKeys(s, pos)
                                           : std::pair<std::int64_t, std::int64_t>(0, s.keys - 1);
            for (int h = 0; h < s.heads; ++h) {
                const std::size_t row =
                    ((static_cast<std::size_t>(b) * s.queries + pos) * s.heads + h) * d;
                const std::size_t kv =
                    (static_cast<std::size_t>(b) * s.kvHeads + h / group) * perHead;
                const auto ref = llm::attentionReference(q.data() + row, kf.data() + kv,
                                                         vf.data() + kv, s.headDim, first, last);
                for (std::size_t e = 0; e < d; ++e) {
                    const double err = std::fabs(out[row + e] - ref[e]);
                    worst = std::max(worst, err);
                    *bad += !std::isfinite(out[row + e]) || err > 1e-4 + 1e-3 * std::fabs(ref[e]);
                }
            }
        }
    }
    return worst;
}

void testDecode(int batch, int heads, int kvHeads, int headDim, std::int64_t keys, int splits,
                bool bf16) {
    const LlmKernelSpec s = spec(batch, heads, kvHeads, headDim, 1, keys, false, 0, bf16);
    sim::begin("decode attention " + std::string(bf16 ? "bf16" : "fp16") + ": batch "
               + std::to_string(batch) + ", heads " + std::to_string(heads) + "/"
               + std::to_string(kvHeads) + ", d " + std::to_string(headDim) + ", keys "
               + std::to_string(keys) + ", " + std::to_string(splits) + " splits");
    llm::DecodeAttention a;
    a.batch = batch;
    a.heads = heads;
    a.kvHeads = kvHeads;
    a.headDim = headDim;
    a.keys = keys;
    a.splits = splits;
    const std::size_t kvElems = std::size_t(batch) * kvHeads * keys * headDim;
    const std::size_t qElems = std::size_t(batch) * heads * headDim;
    sim::Buffer k = sim::make(kvElems * 2, 2), v = sim::make(kvElems * 2, 2),
                q = sim::make(qElems * 4, 4), out = sim::make(qElems * 4, 4),
                ws = sim::make(llm::decodeWorkspaceFloats(a) * 4, 4);
    for (sim::Buffer *x : {&k, &v, &q, &out, &ws})
        sim::track(*x);
    const auto kRaw = randomKv(kvElems, bf16, 11), vRaw = randomKv(kvElems, bf16, 13);
    const auto qh = randomQ(qElems, 17);
    sim::uploadTo(k.data(), kRaw);
    sim::uploadTo(v.data(), vRaw);
    sim::uploadTo(q.data(), qh);
    sim::reset();
    check(llm::decodeAttention(bf16 ? llm::KvType::Bf16 : llm::KvType::Fp16, a, q.as<const float>(),
                               k.data(), v.data(), ws.as<float>(), out.as<float>(), nullptr),
          "the shape has a kernel");
    const auto seen = sim::seen();
    // The KV cache read exactly once: every element of K and of V, once.
    sim::checkEach(k.loads, 1, "K loads");
    sim::checkEach(v.loads, 1, "V loads");
    const double kvTouched = double(sim::sum(k.loads) + sim::sum(v.loads)) * 2.0;
    check(kvTouched == llm::kvCacheBytes(s), "KV bytes touched " + std::to_string(kvTouched)
                                                 + ", the probe reports "
                                                 + std::to_string(llm::kvCacheBytes(s)));
    sim::checkEach(out.stores, 1, "output stores");
    check(sim::sum(k.stores) + sim::sum(v.stores) + sim::sum(q.stores) == 0,
          "the kernel writes its inputs");
    // Every query element read by each row group of each split of its kv head (from cache:
    // not in the model's bytes).
    const int rowGroups = llm::kAttentionThreads / (headDim / llm::kAttentionElementsPerLoad);
    sim::checkEach(q.loads, static_cast<unsigned>(splits * rowGroups),
                   "q loads (splits x row groups)");
    std::uint64_t bad = 0;
    const double worst =
        compare(s, qh, sim::download<float>(out.data(), qElems), kRaw, vRaw, bf16, &bad);
    check(bad == 0, std::to_string(bad)
                        + " outputs outside 1e-4 + 1e-3 |ref| of the host fp64 "
                          "reference (worst "
                        + std::to_string(worst) + ")");
    std::printf("     worst |error| %.3g against the fp64 reference\n", worst);
    sim::checkGuards({&k, &v, &q, &out, &ws}, seen);
    for (sim::Buffer *x : {&ws, &out, &q, &v, &k})
        sim::release(*x);
}

void testPrefill(int batch, int heads, int kvHeads, int headDim, std::int64_t queries,
                 std::int64_t keys, std::int64_t window, bool bf16) {
    const LlmKernelSpec s = spec(batch, heads, kvHeads, headDim, queries, keys, true, window, bf16);
    sim::begin("prefill attention " + std::string(bf16 ? "bf16" : "fp16") + ": batch "
               + std::to_string(batch) + ", heads " + std::to_string(heads) + "/"
               + std::to_string(kvHeads) + ", d " + std::to_string(headDim) + ", "
               + std::to_string(queries) + " queries over " + std::to_string(keys)
               + " keys, window " + std::to_string(window));
    llm::PrefillAttention a;
    a.batch = batch;
    a.heads = heads;
    a.kvHeads = kvHeads;
    a.headDim = headDim;
    a.queries = queries;
    a.keys = keys;
    a.window = window;
    const llm::KvType type = bf16 ? llm::KvType::Bf16 : llm::KvType::Fp16;
    const std::size_t kvElems = std::size_t(batch) * kvHeads * keys * headDim;
    const std::size_t qElems = std::size_t(batch) * queries * heads * headDim;
    sim::Buffer k = sim::make(kvElems * 2, 2), v = sim::make(kvElems * 2, 2),
                q = sim::make(qElems * 4, 4), out = sim::make(qElems * 4, 4);
    for (sim::Buffer *x : {&k, &v, &q, &out})
        sim::track(*x);
    const auto kRaw = randomKv(kvElems, bf16, 21), vRaw = randomKv(kvElems, bf16, 23);
    const auto qh = randomQ(qElems, 27);
    sim::uploadTo(k.data(), kRaw);
    sim::uploadTo(v.data(), vRaw);
    sim::uploadTo(q.data(), qh);
    check(llm::preparePrefillAttention(type, a), "prepare");
    sim::reset();
    check(llm::prefillAttention(type, a, q.as<const float>(), k.data(), v.data(), out.as<float>(),
                                nullptr),
          "the shape has a kernel");
    const auto seen = sim::seen();
    check(cudaGetLastError() == cudaSuccess, "launch");
    const double tiles = double(sim::sum(k.loads) + sim::sum(v.loads)) * 2.0;
    check(tiles == llm::prefillTileBytes(s), "K/V bytes loaded " + std::to_string(tiles)
                                                 + ", the probe's kv_tile_bytes_loaded "
                                                 + std::to_string(llm::prefillTileBytes(s)));
    sim::checkEach(out.stores, 1, "output stores");
    sim::checkEach(q.loads, 1, "q loads");
    std::uint64_t bad = 0;
    const double worst =
        compare(s, qh, sim::download<float>(out.data(), qElems), kRaw, vRaw, bf16, &bad);
    check(bad == 0, std::to_string(bad)
                        + " outputs outside 1e-4 + 1e-3 |ref| of the host fp64 "
                          "reference (worst "
                        + std::to_string(worst) + ")");
    std::printf("     worst |error| %.3g against the fp64 reference\n", worst);
    sim::checkGuards({&k, &v, &q, &out}, seen);
    for (sim::Buffer *x : {&out, &q, &v, &k})
        sim::release(*x);
}

} // namespace

int main() {
    // Keys not a multiple of the rows per trip, splits that do not divide them, every group.
    testDecode(2, 4, 2, 64, 100, 3, true);
    testDecode(1, 8, 1, 128, 70, 2, false);
    testDecode(2, 8, 2, 128, 37, 1, true);
    testDecode(1, 2, 2, 64, 130, 4, false);
    // The key loop's two row groups a trip (issue 29; d 128: 8 rows a row group, 16 a trip;
    // d 64: 16 and 32): splits of 24 keys (3 row groups: the last trip ends after its first
    // half), of 32 keys (2 whole trips), of 1 key each (5 keys in 5 splits), of 2 keys with an
    // empty last split (6 keys in 4 splits of 2), and one key in all.
    testDecode(1, 4, 1, 128, 48, 2, true);
    testDecode(1, 2, 1, 128, 64, 2, false);
    testDecode(2, 8, 1, 128, 5, 5, true);
    testDecode(1, 4, 2, 64, 6, 4, false);
    testDecode(1, 1, 1, 128, 1, 1, true);
    // Causal prefill: aligned and offset (keys > queries), a window, groups 1/2/4/8.
    testPrefill(1, 4, 2, 64, 70, 70, 0, true);
    testPrefill(2, 4, 1, 64, 40, 72, 0, false);
    testPrefill(1, 2, 2, 64, 50, 50, 17, true);
    testPrefill(1, 8, 1, 128, 24, 24, 0, true);
    return sim::finish("sim_attention");
}
