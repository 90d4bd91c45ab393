// SPDX-License-Identifier: MIT
// HardwareProfile::validate() and ModelSpec::validate(): one signature (every error, each
// naming its field), one rule for the identity (id slug, name) of both kinds.
#include "model/Catalog.h"
#include "model/HardwareProfile.h"
#include "model/ProfileIdentity.h"
#include "model/llm/ModelSpec.h"

#include <QTest>
#include <functional>

using namespace roofline;

namespace {

HardwareProfile goodGpu() {
    HardwareProfile p;
    p.id = QStringLiteral("my-gpu");
    p.name = QStringLiteral("My GPU");
    p.source = QStringLiteral("user");
    p.memoryBandwidth = 1e12;
    p.memoryCapacity = 80e9;
    p.peak.insert(QStringLiteral("bf16"), 1e15);
    return p;
}

ModelSpec goodModel() {
    ModelSpec m;
    m.id = QStringLiteral("tiny");
    m.name = QStringLiteral("Tiny");
    m.source = QStringLiteral("user");
    m.layers = 4;
    m.dModel = 256;
    m.heads = 8;
    m.kvHeads = 4;
    m.headDim = 32;
    m.ffn = 1024;
    m.vocab = 1000;
    return m;
}

QStringList names(std::initializer_list<const char *> list) {
    QStringList out;
    for (const char *n : list)
        out << QString::fromLatin1(n);
    return out;
}

QStringList fields(const QList<Error> &errors) {
    QStringList out;
    for (const Error &e : errors) {
        out << e.field;
        // Every error is an input error with a message of its own.
        if (e.kind != ErrorKind::InvalidInput || e.message.isEmpty())
            out << QStringLiteral("<bad error %1>").arg(e.text());
    }
    return out;
}

} // namespace

using GpuEdit = std::function<void(HardwareProfile &)>;
using ModelEdit = std::function<void(ModelSpec &)>;
Q_DECLARE_METATYPE(GpuEdit)
Q_DECLARE_METATYPE(ModelEdit)

class TestProfileValidation : public QObject {
    Q_OBJECT
private slots:
    void identity_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("expected");
        const auto row = [](const char *what, const char *id, const char *name,
                            std::initializer_list<const char *> expected) {
            QTest::newRow(what) << QString::fromUtf8(id) << QString::fromUtf8(name)
                                << names(expected);
        };
        row("good", "h100-sxm", "H100", {});
        row("dots and underscores", "a.b_c-1", "x", {});
        row("empty id", "", "x", {"id"});
        row("capital", "H100", "x", {"id"});
        row("space", "my gpu", "x", {"id"});
        row("leading dash", "-gpu", "x", {"id"});
        row("blank name", "ok", "  ", {"name"});
        row("both", "Bad Id", "", {"id", "name"});
    }
    void identity() {
        QFETCH(QString, id);
        QFETCH(QString, name);
        QFETCH(QStringList, expected);
        QCOMPARE(fields(profileIdentityErrors(id, name)), expected);
    }

    void gpu_data() {
        QTest::addColumn<GpuEdit>("edit");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("good") << GpuEdit([](HardwareProfile &) {}) << QStringList();
        QTest::newRow("id") << GpuEdit([](HardwareProfile &p) { p.id = QStringLiteral("My GPU"); })
                            << QStringList{QStringLiteral("id")};
        QTest::newRow("name") << GpuEdit([](HardwareProfile &p) { p.name.clear(); })
                              << QStringList{QStringLiteral("name")};
        QTest::newRow("bandwidth") << GpuEdit([](HardwareProfile &p) { p.memoryBandwidth = 0; })
                                   << QStringList{QStringLiteral("memory_bandwidth")};
        QTest::newRow("capacity") << GpuEdit([](HardwareProfile &p) { p.memoryCapacity = -1; })
                                  << QStringList{QStringLiteral("memory_capacity")};
        QTest::newRow("no peak") << GpuEdit([](HardwareProfile &p) { p.peak.clear(); })
                                 << QStringList{QStringLiteral("peak_bf16")};
        QTest::newRow("every error at once")
            << GpuEdit([](HardwareProfile &p) { p = HardwareProfile(); })
            << QStringList{QStringLiteral("id"), QStringLiteral("name"),
                           QStringLiteral("memory_bandwidth"), QStringLiteral("memory_capacity"),
                           QStringLiteral("peak_bf16")};
    }
    void gpu() {
        QFETCH(GpuEdit, edit);
        QFETCH(QStringList, expected);
        HardwareProfile p = goodGpu();
        edit(p);
        QCOMPARE(fields(p.validate()), expected);
    }

    void model_data() {
        QTest::addColumn<ModelEdit>("edit");
        QTest::addColumn<QStringList>("expected");
        const auto row = [](const char *name, ModelEdit edit,
                            std::initializer_list<const char *> expected) {
            QTest::newRow(name) << edit << names(expected);
        };
        row("good", [](ModelSpec &) {}, {});
        row("id", [](ModelSpec &m) { m.id = QStringLiteral("Tiny Model"); }, {"id"});
        row("name", [](ModelSpec &m) { m.name = QStringLiteral(" "); }, {"name"});
        row("above its range", [](ModelSpec &m) { m.layers = ModelSpec::kMaxLayers + 1; },
            {"layers"});
        row("not positive", [](ModelSpec &m) { m.vocab = 0; }, {"vocab"});
        row("negative", [](ModelSpec &m) { m.maxContext = -1; }, {"max_context"});
        row("uneven heads", [](ModelSpec &m) { m.kvHeads = 3; }, {"kv_heads"});
        // No division by zero K/V heads: only the positive rule speaks.
        row("zero kv heads", [](ModelSpec &m) { m.kvHeads = 0; }, {"kv_heads"});
        row("active experts out of range",
            [](ModelSpec &m) {
                m.experts = 8;
                m.activeExperts = 9;
            },
            {"active_experts"});
        row("active experts without experts", [](ModelSpec &m) { m.activeExperts = 2; },
            {"active_experts"});
        row("more windowed layers than layers",
            [](ModelSpec &m) {
                m.slidingWindow = 128;
                m.slidingLayers = 5;
            },
            {"sliding_layers"});
        row("windowed layers without a window", [](ModelSpec &m) { m.slidingLayers = 2; },
            {"sliding_window"});
        row("latent attention without rope", [](ModelSpec &m) { m.kvLoraRank = 64; },
            {"qk_rope_head_dim"});
        row("latent attention head size",
            [](ModelSpec &m) {
                m.kvLoraRank = 64;
                m.qkRopeHeadDim = 8;
                m.qkNopeHeadDim = 16;
            },
            {"head_dim"});
        row("latent sizes without a latent", [](ModelSpec &m) { m.qLoraRank = 32; },
            {"kv_lora_rank"});
        row("dense layers without experts", [](ModelSpec &m) { m.denseLayers = 1; },
            {"dense_layers"});
        row("more dense layers than layers",
            [](ModelSpec &m) {
                m.experts = 8;
                m.activeExperts = 2;
                m.denseLayers = 5;
                m.denseFfn = 512;
            },
            {"dense_layers"});
        row("dense layers without a width",
            [](ModelSpec &m) {
                m.experts = 8;
                m.activeExperts = 2;
                m.denseLayers = 1;
            },
            {"dense_ffn"});
        row("shared experts without experts", [](ModelSpec &m) { m.sharedExpertFfn = 512; },
            {"shared_expert_ffn"});
        row("params only without layers",
            [](ModelSpec &m) {
                m.layers = 0;
                m.heads = -1;
            },
            {"layers", "heads"});
        row("every error at once",
            [](ModelSpec &m) {
                m.id.clear();
                m.name.clear();
                m.kvHeads = 3;
                m.activeExperts = 1;
                m.sharedExpertFfn = 64;
            },
            {"id", "name", "kv_heads", "active_experts", "shared_expert_ffn"});
    }
    void model() {
        QFETCH(ModelEdit, edit);
        QFETCH(QStringList, expected);
        ModelSpec m = goodModel();
        edit(m);
        const QList<Error> errors = m.validate();
        QCOMPARE(fields(errors), expected);
        // The architecture alone drops the identity; the calculators stop at its first error.
        QStringList architecture = expected;
        architecture.removeAll(QStringLiteral("id"));
        architecture.removeAll(QStringLiteral("name"));
        QCOMPARE(fields(m.architectureErrors()), architecture);
        const Result<void> first = m.checkArchitecture();
        QCOMPARE(first.ok(), architecture.isEmpty());
        if (!first)
            QCOMPARE(first.error().field, architecture.first());
    }

    // The built-in catalog is storable as it is: a user's duplicate of any entry saves.
    void catalogEntriesAreValid() {
        for (const ModelSpec &m : Catalog::builtIn().models())
            QVERIFY2(m.validate().isEmpty(), qPrintable(m.id));
        for (const HardwareProfile &g : Catalog::builtIn().gpus())
            QVERIFY2(g.validate().isEmpty(), qPrintable(g.id));
    }
};

QTEST_GUILESS_MAIN(TestProfileValidation)
#include "tst_profilevalidation.moc"
