// SPDX-License-Identifier: MIT
#include "probes/llm/LlmStepPlan.h"

#include "probes/engine/JsonReader.h"

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <set>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace roofline::probes {

namespace {

// Reads one object's fields, each checked once; whatever was not read is an unknown key.
class Fields {
public:
    Fields(const JsonValue &object, std::string where, std::string *error)
        : m_obj(object)
        , m_where(std::move(where))
        , m_error(error) {}

    bool ok() const { return m_ok; }
    void fail(const std::string &field, const std::string &what) {
        if (m_ok && m_error)
            *m_error = m_where + (field.empty() ? "" : "." + field) + ": " + what;
        m_ok = false;
    }
    const JsonValue *get(const std::string &key, bool required = true) {
        m_read.insert(key);
        const JsonValue *v = m_obj.find(key);
        if (!v && required)
            fail(key, "missing");
        return v;
    }
    std::string string(const std::string &key, bool required = true, std::size_t maxLength = 200) {
        const JsonValue *v = get(key, required);
        if (!v)
            return {};
        const std::string *s = v->asString();
        if (!s) {
            fail(key, "expected a string");
            return {};
        }
        if (s->size() > maxLength) {
            fail(key, "longer than " + std::to_string(maxLength) + " bytes");
            return {};
        }
        return *s;
    }
    std::int64_t integer(const std::string &key, std::int64_t lo, std::int64_t hi) {
        const JsonValue *v = get(key);
        if (!v)
            return 0;
        if (!v->isInteger()) {
            fail(key, "expected an integer");
            return 0;
        }
        const auto x = static_cast<std::int64_t>(v->asNumber());
        if (x < lo || x > hi) {
            fail(key, std::to_string(x) + " is outside " + std::to_string(lo) + "…"
                          + std::to_string(hi));
            return 0;
        }
        return x;
    }
    double number(const std::string &key, double lo, double hi, bool loOpen = false) {
        const JsonValue *v = get(key);
        if (!v)
            return 0;
        if (!v->isNumber()) {
            fail(key, "expected a number");
            return 0;
        }
        const double x = v->asNumber();
        if (!(loOpen ? x > lo : x >= lo) || !(x <= hi)) {
            std::ostringstream s;
            s << x << " is outside " << (loOpen ? "(" : "[") << lo << ", " << hi << "]";
            fail(key, s.str());
            return 0;
        }
        return x;
    }
    bool boolean(const std::string &key) {
        const JsonValue *v = get(key);
        if (!v)
            return false;
        const bool *b = v->asBool();
        if (!b) {
            fail(key, "expected true or false");
            return false;
        }
        return *b;
    }
    const JsonValue::Array *array(const std::string &key, std::size_t maxSize) {
        const JsonValue *v = get(key);
        if (!v)
            return nullptr;
        if (!v->isArray()) {
            fail(key, "expected an array");
            return nullptr;
        }
        if (v->size() > maxSize) {
            fail(key, "more than " + std::to_string(maxSize) + " entries");
            return nullptr;
        }
        return &v->elements();
    }
    // After every field was read: a key the schema does not have is a mistake in the plan.
    void noOthers() {
        if (!m_ok)
            return;
        for (const auto &member : m_obj.members()) {
            if (!m_read.count(member.first)) {
                fail(member.first, "unknown key");
                return;
            }
        }
    }

private:
    const JsonValue &m_obj;
    std::string m_where;
    std::string *m_error;
    std::set<std::string> m_read;
    bool m_ok = true;
};

const char *const kGroups[] = {"embedding",    "attention_projections",
                               "attention",    "sliding_attention",
                               "feed_forward", "experts",
                               "norms",        "lm_head",
                               "all_reduce",   "weights"};

bool knownGroup(const std::string &g) {
    for (const char *k : kGroups) {
        if (g == k)
            return true;
    }
    return false;
}

constexpr std::int64_t kMaxDim = 1 << 20;

// A GEMM's fields: its shape, tokens and formats.
void parseGemm(Fields &f, LlmKernelSpec &k) {
    k.op = LlmKernelSpec::Op::Gemm;
    k.m = f.integer("m", 1, kMaxDim);
    k.n = f.integer("n", 1, kMaxDim);
    k.k = f.integer("k", 1, kMaxDim);
    k.tokens = f.number("tokens", 0, double(kMaxDim), true);
    k.weightsFormat = f.string("weights_format");
    k.activationsFormat = f.string("activations_format");
    if (f.ok() && k.tokens > double(k.m) + 1e-6)
        f.fail("tokens", "more tokens than the GEMM's m rows");
    if (f.ok() && double(k.n) * double(k.k) > double(std::int64_t(1) << 34))
        f.fail("n", "a weight matrix of more than 2^34 elements");
    for (const std::string *fmt : {&k.weightsFormat, &k.activationsFormat}) {
        if (f.ok() && LlmStepPlan::bytesOf(*fmt) <= 0)
            f.fail(fmt == &k.weightsFormat ? "weights_format" : "activations_format",
                   "unknown format '" + *fmt + "'");
    }
}

// An attention kernel's fields: its shape, masking and KV-cache format.
void parseAttention(Fields &f, LlmKernelSpec &k) {
    k.op = LlmKernelSpec::Op::Attention;
    k.batch = f.integer("batch", 1, 4096);
    k.queries = f.integer("queries", 1, kMaxDim);
    k.keys = f.integer("keys", 1, 2 * kMaxDim);
    k.causal = f.boolean("causal");
    k.heads = int(f.integer("heads", 1, 1024));
    k.kvHeads = int(f.integer("kv_heads", 1, 1024));
    k.headDim = int(f.integer("head_dim", 1, 4096));
    k.vDim = int(f.integer("v_dim", 1, 4096));
    k.sharedKv = f.boolean("shared_kv");
    k.window = f.integer("window", 0, 2 * kMaxDim);
    k.kvFormat = f.string("kv_format");
    if (f.ok() && k.heads % k.kvHeads != 0)
        f.fail("kv_heads", "must divide heads (" + std::to_string(k.heads) + ")");
    if (f.ok() && k.sharedKv && k.vDim > k.headDim)
        f.fail("v_dim", "a shared K/V latent holds the values in its first head_dim "
                        "elements: v_dim must not exceed head_dim");
    if (f.ok() && k.causal && k.keys != k.queries)
        f.fail("keys", "causal attention attends over its own queries: keys must equal "
                       "queries");
    if (f.ok() && !k.causal && k.queries != 1)
        f.fail("queries", "decode attention has one query per sequence");
    if (f.ok() && k.window > 0 && !k.causal && k.keys > k.window)
        f.fail("keys", "more keys than the window");
    if (f.ok() && LlmStepPlan::bytesOf(k.kvFormat) <= 0)
        f.fail("kv_format", "unknown format '" + k.kvFormat + "'");
    k.activationsFormat = f.string("activations_format", false);
}

bool parseKernel(const JsonValue &v, const std::string &where, LlmKernelSpec *out,
                 std::string *error) {
    if (!v.isObject()) {
        *error = where + ": expected an object";
        return false;
    }
    Fields f(v, where, error);
    LlmKernelSpec k;
    k.id = f.string("id");
    k.group = f.string("group");
    if (f.ok() && !knownGroup(k.group))
        f.fail("group", "unknown kernel group '" + k.group + "'");
    const std::string op = f.string("op");
    if (op == "gemm") {
        parseGemm(f, k);
    } else if (op == "attention") {
        parseAttention(f, k);
    } else if (f.ok()) {
        f.fail("op", "expected \"gemm\" or \"attention\", got \"" + op + "\"");
    }
    k.perLayer = f.number("per_layer", 0, 1e6, true);
    k.layers = f.integer("layers", 1, 100000);
    k.flops = f.number("flops", 0, 1e21);
    k.bytes = f.number("bytes", 0, 1e18);
    f.noOthers();
    if (!f.ok())
        return false;
    *out = std::move(k);
    return true;
}

bool parseCase(const JsonValue &v, const std::string &where, LlmCaseSpec *out, std::string *error) {
    if (!v.isObject()) {
        *error = where + ": expected an object";
        return false;
    }
    Fields f(v, where, error);
    LlmCaseSpec c;
    c.id = f.string("id");
    c.phase = f.string("phase");
    if (f.ok() && c.phase != "decode" && c.phase != "prefill")
        f.fail("phase", "expected \"decode\" or \"prefill\", got \"" + c.phase + "\"");
    c.format = f.string("format");
    if (f.ok() && LlmStepPlan::bytesOf(c.format) <= 0)
        f.fail("format", "unknown format '" + c.format + "'");
    c.batch = f.integer("batch", 1, 4096);
    c.prompt = f.integer("prompt", 0, kMaxDim);
    c.context = f.integer("context", 0, 2 * kMaxDim);
    if (f.ok() && c.phase == "prefill" && c.prompt < 1)
        f.fail("prompt", "a prefill case needs a prompt of at least one token");
    c.notMeasured = f.string("not_measured", false, 2000);
    const JsonValue::Array *kernels = f.array("kernels", 256);
    if (f.ok()) {
        if (kernels->empty() && c.notMeasured.empty())
            f.fail("kernels", "empty (and no not_measured reason)");
        if (!kernels->empty() && !c.notMeasured.empty())
            f.fail("kernels", "given for a case that is not measured");
    }
    f.noOthers();
    if (!f.ok())
        return false;
    for (std::size_t i = 0; i < kernels->size(); ++i) {
        LlmKernelSpec k;
        if (!parseKernel((*kernels)[i], where + ".kernels[" + std::to_string(i) + "]", &k, error))
            return false;
        c.kernels.push_back(std::move(k));
    }
    *out = std::move(c);
    return true;
}

} // namespace

int LlmKernelSpec::instances() const {
    return std::max(1, static_cast<int>(std::ceil(perLayer - 1e-9)));
}

double LlmStepPlan::bytesOf(std::string_view format) {
    if (format == "fp32")
        return 4;
    if (format == "bf16" || format == "fp16")
        return 2;
    if (format == "fp8" || format == "int8")
        return 1;
    return 0;
}

namespace {

// plan.model: the model's id, name, layers and context.
bool parseModel(const JsonValue &model, LlmStepPlan &plan, std::string &err) {
    Fields mf(model, "plan.model", &err);
    plan.modelId = mf.string("id");
    plan.modelName = mf.string("name");
    plan.layers = mf.integer("layers", 1, 100000);
    plan.maxContext = mf.integer("max_context", 0, 1 << 30);
    mf.noOthers();
    return mf.ok();
}

// plan.cases: each case, its id given once, its kernels within the model's layers.
bool parseCases(const JsonValue::Array &cases, LlmStepPlan &plan, std::string &err) {
    std::set<std::string> ids;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        LlmCaseSpec c;
        if (!parseCase(cases[i], "plan.cases[" + std::to_string(i) + "]", &c, &err))
            return false;
        if (!ids.insert(c.id).second) {
            err = "plan.cases[" + std::to_string(i) + "].id: \"" + c.id + "\" is given twice";
            return false;
        }
        for (const LlmKernelSpec &k : c.kernels) {
            if (k.layers > plan.layers) {
                err = "plan.cases[" + std::to_string(i) + "] kernel " + k.id + ": runs in "
                      + std::to_string(k.layers) + " layers but the model has "
                      + std::to_string(plan.layers);
                return false;
            }
        }
        plan.cases.push_back(std::move(c));
    }
    return true;
}

} // namespace

std::optional<LlmStepPlan> LlmStepPlan::parse(std::string_view json, std::string *error) {
    std::string dummy;
    std::string &err = error ? *error : dummy;
    if (json.size() > kMaxFileBytes) {
        err = "the plan is larger than " + std::to_string(kMaxFileBytes >> 20) + " MiB";
        return std::nullopt;
    }
    std::string jsonError;
    const std::optional<JsonValue> doc = JsonReader::parse(json, &jsonError);
    if (!doc) {
        err = "not valid JSON: " + jsonError;
        return std::nullopt;
    }
    if (!doc->isObject()) {
        err = "the plan must be a JSON object";
        return std::nullopt;
    }
    Fields f(*doc, "plan", &err);
    LlmStepPlan plan;
    const std::string schema = f.string("schema");
    if (f.ok() && schema != kSchema)
        f.fail("schema", "expected \"" + std::string(kSchema) + "\", got \"" + schema + "\"");
    const JsonValue *model = f.get("model");
    if (f.ok() && !model->isObject())
        f.fail("model", "expected an object");
    const JsonValue::Array *cases = f.ok() ? f.array("cases", 4096) : nullptr;
    if (f.ok() && cases->empty())
        f.fail("cases", "empty");
    f.noOthers();
    if (!f.ok())
        return std::nullopt;
    if (!parseModel(*model, plan, err) || !parseCases(*cases, plan, err))
        return std::nullopt;
    return plan;
}

std::optional<LlmStepPlan> LlmStepPlan::load(const std::string &path, std::string *error) {
    const auto fail = [&](const std::string &why) {
        if (error)
            *error = path + ": " + why;
        return std::nullopt;
    };
    // Opened without blocking and checked before a byte is read (docs/cli.md, "Files read"): a
    // FIFO would wait for a writer for ever, /dev/zero never ends.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return fail(std::string("cannot be read: ") + std::strerror(errno));
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return fail("not a regular file (a folder, FIFO, device or socket); only regular files "
                    "are read");
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    std::string text;
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int e = errno;
            ::close(fd);
            return fail(std::string("cannot be read: ") + std::strerror(e));
        }
        if (n == 0)
            break;
        text.append(buf, static_cast<std::size_t>(n));
        if (text.size() > kMaxFileBytes) {
            ::close(fd);
            return fail("larger than " + std::to_string(kMaxFileBytes >> 20) + " MiB");
        }
    }
    ::close(fd);
    std::string why;
    auto plan = parse(text, &why);
    if (!plan && error)
        *error = path + ": " + why;
    return plan;
}

} // namespace roofline::probes
