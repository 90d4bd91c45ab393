// SPDX-License-Identifier: MIT
// ggml's matrix multiplications at the shapes cpu.llm measures (issue 19): one Llama-3-8B layer's
// GEMMs (q, k, v, o, gate, up, down) and the lm_head, through ggml's public API on its CPU
// backend -- the same ggml_mul_mat that llama.cpp's decode graph runs -- with the weights in
// f32 or bf16 and 1..N activation columns, on a fixed thread count.
//
// Our own harness, built against the peer's build tree (benchmarks/llm/README.md); no llama.cpp
// code is copied. Method, as cpu.llm's replay: each call has its own weights, the layer's calls
// run in model order (so a call's weights are not in the cache from its previous call), a
// warm-up pass, then passes until --min-passes and --min-seconds; per kernel the median call time
// and the CoV over all calls, bytes counted as cpu.llm counts them (weights + activations in +
// output). Each call is one graph with one node, computed on a persistent thread pool (as
// llama.cpp's CPU backend keeps one): the per-call cost of waking the pool is in the figure.
//
// Output: one JSON object per kernel on stdout.
#include "ggml-cpu.h"
#include "ggml.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Shape {
    const char *id; // cpu.llm's kernel id
    int n, k;       // out features, in features
    int instances;  // calls of this shape per layer
};

// Llama-3-8B (d_model 4096, 32 heads / 8 KV heads of 128, ffn 14336, vocab 128256).
const Shape kShapes[] = {
    {"q_proj+o_proj", 4096, 4096, 2},      {"k_proj+v_proj", 1024, 4096, 2},
    {"gate_proj+up_proj", 14336, 4096, 2}, {"down_proj", 4096, 14336, 1},
    {"lm_head", 128256, 4096, 1},
};

struct Call {
    const Shape *shape = nullptr;
    ggml_tensor *w = nullptr;
    ggml_cgraph *graph = nullptr;
    ggml_cplan plan{};
    std::vector<unsigned char> work;
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

void fill(ggml_tensor *t, unsigned seed) {
    unsigned x = seed * 2654435761u + 1;
    const std::int64_t n = ggml_nelements(t);
    for (std::int64_t i = 0; i < n; ++i) {
        x = x * 1664525u + 1013904223u;
        const float v = (float((x >> 8) & 0xFFFF) / 65536.0f - 0.5f) * 0.25f;
        if (t->type == GGML_TYPE_F32)
            static_cast<float *>(t->data)[i] = v;
        else
            static_cast<ggml_bf16_t *>(t->data)[i] = ggml_fp32_to_bf16(v);
    }
}

int usage() {
    std::fprintf(stderr, "usage: ggml-matmul-bench --type f32|bf16 [--batch M] [--threads T] "
                         "[--min-passes P] [--min-seconds S]\n");
    return 2;
}

} // namespace

int main(int argc, char **argv) {
    std::string type = "bf16";
    int batch = 1, threads = 2, minPasses = 10;
    double minSeconds = 3.0;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (i + 1 >= argc)
            return usage();
        const char *v = argv[++i];
        if (a == "--type")
            type = v;
        else if (a == "--batch")
            batch = std::atoi(v);
        else if (a == "--threads")
            threads = std::atoi(v);
        else if (a == "--min-passes")
            minPasses = std::atoi(v);
        else if (a == "--min-seconds")
            minSeconds = std::atof(v);
        else
            return usage();
    }
    if ((type != "f32" && type != "bf16") || batch < 1 || threads < 1 || minPasses < 1)
        return usage();
    const ggml_type wt = type == "f32" ? GGML_TYPE_F32 : GGML_TYPE_BF16;
    const double wb = type == "f32" ? 4.0 : 2.0;

    ggml_cpu_init();
    std::vector<Call> calls;
    std::size_t bytes = 0;
    for (const Shape &s : kShapes) {
        for (int i = 0; i < s.instances; ++i) {
            calls.emplace_back();
            calls.back().shape = &s;
            bytes += std::size_t(s.n) * s.k * std::size_t(wb) + std::size_t(batch) * (s.k + s.n) * 4
                     + 3 * ggml_tensor_overhead();
        }
    }
    const std::size_t graphs = calls.size() * (ggml_graph_overhead() + 4096);
    ggml_init_params ip{bytes + graphs + (64u << 20), nullptr, false};
    ggml_context *ctx = ggml_init(ip);
    if (!ctx) {
        std::fprintf(stderr, "ggml_init failed for %zu bytes\n", ip.mem_size);
        return 1;
    }
    ggml_threadpool_params tpp = ggml_threadpool_params_default(threads);
    ggml_threadpool *pool = ggml_threadpool_new(&tpp);
    unsigned seed = 1;
    for (Call &c : calls) {
        c.w = ggml_new_tensor_2d(ctx, wt, c.shape->k, c.shape->n);
        ggml_tensor *x = ggml_new_tensor_2d(ctx, GGML_TYPE_F32, c.shape->k, batch);
        fill(c.w, seed++);
        fill(x, 99);
        ggml_tensor *y = ggml_mul_mat(ctx, c.w, x); // [n, batch] = W x
        c.graph = ggml_new_graph(ctx);
        ggml_build_forward_expand(c.graph, y);
        c.plan = ggml_graph_plan(c.graph, threads, pool);
        c.work.resize(c.plan.work_size + 64);
        c.plan.work_data = c.work.data();
    }
    using Clock = std::chrono::steady_clock;
    std::vector<std::vector<double>> samples(calls.size());
    const auto pass = [&](bool record) {
        for (std::size_t i = 0; i < calls.size(); ++i) {
            const auto t0 = Clock::now();
            if (ggml_graph_compute(calls[i].graph, &calls[i].plan) != GGML_STATUS_SUCCESS) {
                std::fprintf(stderr, "ggml_graph_compute failed\n");
                std::exit(1);
            }
            if (record)
                samples[i].push_back(std::chrono::duration<double>(Clock::now() - t0).count());
        }
    };
    pass(false);
    const auto start = Clock::now();
    int passes = 0;
    while (passes < minPasses
           || std::chrono::duration<double>(Clock::now() - start).count() < minSeconds) {
        pass(true);
        ++passes;
    }
    // Per kernel: every call of its instances together (as cpu.llm pools a kernel's calls).
    std::size_t at = 0;
    for (const Shape &s : kShapes) {
        std::vector<double> all;
        for (int i = 0; i < s.instances; ++i, ++at)
            all.insert(all.end(), samples[at].begin(), samples[at].end());
        double mean = 0, var = 0;
        for (double t : all)
            mean += t / double(all.size());
        for (double t : all)
            var += (t - mean) * (t - mean) / double(all.size() > 1 ? all.size() - 1 : 1);
        const double t = median(all);
        const double moved = double(s.n) * s.k * wb + double(batch) * (s.k + s.n) * 4.0;
        std::printf("{\"kernel\":\"%s\",\"type\":\"%s\",\"batch\":%d,\"threads\":%d,\"n\":%d,"
                    "\"k\":%d,\"calls\":%zu,\"passes\":%d,\"median_seconds\":%.9g,"
                    "\"min_seconds\":%.9g,\"cov\":%.4f,\"bytes_per_call\":%.0f,"
                    "\"bytes_per_second\":%.6g,\"flops_per_second\":%.6g}\n",
                    s.id, type.c_str(), batch, threads, s.n, s.k, all.size(), passes, t,
                    *std::min_element(all.begin(), all.end()), mean > 0 ? std::sqrt(var) / mean : 0,
                    moved, moved / t, 2.0 * batch * s.n * double(s.k) / t);
    }
    ggml_threadpool_free(pool);
    ggml_free(ctx);
    return 0;
}
