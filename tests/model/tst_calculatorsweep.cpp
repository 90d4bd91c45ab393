// SPDX-License-Identifier: MIT
// CalculatorSweep: the curves of the calculator's sweep mode, where the bound flips and where
// memory stops fitting, checked against the seeds' closed-form roofline.
#include "model/Catalog.h"
#include "model/analysis/BoundState.h"
#include "model/llm/CalculatorSweep.h"
#include "model/llm/RooflineCalculator.h"

#include <QTest>

using namespace roofline;

namespace {

// Seed 003's worked example: an 8B model in bf16 on an H100 (3.35 TB/s, 990 TFLOP/s).
constexpr double kParams = 8e9;
constexpr double kBandwidth = 3.35e12;
constexpr double kPeak = 990e12;

ModelSpec rawModel(int layers = 0, int dModel = 0) {
    ModelSpec m;
    m.id = QStringLiteral("raw");
    m.rawParams = kParams;
    m.layers = layers;
    m.dModel = dModel;
    return m;
}

Ceilings seedHw(double capacity = 0) {
    Ceilings c;
    c.name = QStringLiteral("H100 (seed)");
    c.bandwidth = kBandwidth;
    c.uniformPeak = kPeak;
    if (capacity > 0)
        c.capacity = capacity;
    return c;
}

InferenceConfig cfg(Phase phase, qint64 batch, qint64 context) {
    InferenceConfig c;
    c.phase = phase;
    c.batch = batch;
    c.context = context;
    return c;
}

SweepResult sweep(const ModelSpec &m, const Ceilings &hw, const InferenceConfig &c, SweepVariable v,
                  qint64 from, qint64 to, int points = 41) {
    const auto r = CalculatorSweep::run(m, hw, c, v, from, to, points);
    if (!r)
        qFatal("unexpected error: %s", qPrintable(r.error().text()));
    return *r;
}

OperatingPoint eval(const ModelSpec &m, const Ceilings &hw, const InferenceConfig &c) {
    const auto r = RooflineCalculator::evaluate(m, hw, c);
    if (!r)
        qFatal("unexpected error: %s", qPrintable(r.error().text()));
    return *r;
}

bool close(double a, double b, double rel = 1e-9) {
    return qAbs(a - b) <= rel * qMax(qAbs(a), qAbs(b));
}

} // namespace

class TestCalculatorSweep : public QObject {
    Q_OBJECT
private slots:
    void logSpaced_data() {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::addColumn<int>("points");
        QTest::addColumn<QList<qint64>>("expected");
        QTest::newRow("powers of two")
            << qint64(1) << qint64(1024) << 11
            << QList<qint64>{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
        QTest::newRow("rounding duplicates dropped")
            << qint64(1) << qint64(4) << 9 << QList<qint64>{1, 2, 3, 4};
        QTest::newRow("decades") << qint64(10) << qint64(10000) << 4
                                 << QList<qint64>{10, 100, 1000, 10000};
        QTest::newRow("one point keeps the start")
            << qint64(5) << qint64(50) << 1 << QList<qint64>{5};
        QTest::newRow("empty range") << qint64(0) << qint64(50) << 5 << QList<qint64>{};
    }
    void logSpaced() {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        QFETCH(int, points);
        QFETCH(QList<qint64>, expected);
        QCOMPARE(CalculatorSweep::logSpaced(from, to, points), expected);
    }

    void defaults() {
        const ModelSpec &llama = *Catalog::builtIn().model(QStringLiteral("llama-3-8b"));
        QCOMPARE(CalculatorSweep::defaultFrom(SweepVariable::Batch), qint64(1));
        QCOMPARE(CalculatorSweep::defaultTo(SweepVariable::Batch, llama), qint64(1024));
        QCOMPARE(CalculatorSweep::defaultFrom(SweepVariable::Context), qint64(128));
        QVERIFY(llama.maxContext > 128);
        QCOMPARE(CalculatorSweep::defaultTo(SweepVariable::Context, llama),
                 qint64(llama.maxContext));
        QCOMPARE(CalculatorSweep::defaultTo(SweepVariable::Context, rawModel()),
                 CalculatorSweep::kFallbackMaxContext);
    }

    // Decode without a KV cache: intensity = 2·P·B / 2·P = B FLOP/byte, so the bound flips
    // where B equals the ridge point, 990e12 / 3.35e12 ≈ 295.5 ("about 296 tokens per step").
    void seedDecodeFlipsAtTheRidge() {
        const auto r =
            sweep(rawModel(), seedHw(), cfg(Phase::Decode, 1, 0), SweepVariable::Batch, 1, 1024);
        QCOMPARE(r.samples.first().value, qint64(1));
        QCOMPARE(r.samples.last().value, qint64(1024));
        QCOMPARE(BoundState::id(r.samples.first().state), QStringLiteral("memory-bound"));
        QCOMPARE(BoundState::id(r.samples.last().state), QStringLiteral("compute-bound"));
        QCOMPARE(r.flips.size(), 1);
        const SweepFlip &f = r.flips.first();
        QCOMPARE(BoundState::id(f.from), QStringLiteral("memory-bound"));
        QCOMPARE(BoundState::id(f.to), QStringLiteral("compute-bound"));
        QCOMPARE(f.lastBefore, qint64(295));
        QCOMPARE(f.firstAfter, qint64(296));
        const double ridge = kPeak / kBandwidth;
        QVERIFY2(close(f.value, ridge), qPrintable(QString::number(f.value, 'g', 12)));
        QVERIFY(close(f.value, eval(rawModel(), seedHw(), cfg(Phase::Decode, 1, 0)).ridgePoint));
        // On the flip both clocks read the weights' 4.78 ms.
        QVERIFY(close(f.stepTime, 2 * kParams / kBandwidth));
        QVERIFY(close(f.tokensPerSecond, ridge / (2 * kParams / kBandwidth)));
        // No capacity given: nothing to say about fitting.
        QVERIFY(!r.capacity);
        QVERIFY(!r.firstNotFitting);
    }

    // Seed 004's KV formula: with a KV cache the bytes grow with B too, intensity =
    // 2·P·B / (2·P + k·B) with k the KV bytes per sequence (read plus append), and it crosses
    // the ridge R at B* = 2·P·R / (2·P − k·R).
    void seedKvCacheMovesTheFlip_data() {
        QTest::addColumn<qint64>("context");
        QTest::addColumn<int>("gqa");
        QTest::newRow("context 128, GQA 4") << qint64(128) << 4;
        QTest::newRow("context 64, GQA 8") << qint64(64) << 8;
        QTest::newRow("context 16, GQA 1") << qint64(16) << 1;
    }
    void seedKvCacheMovesTheFlip() {
        QFETCH(qint64, context);
        QFETCH(int, gqa);
        InferenceConfig c = cfg(Phase::Decode, 1, context);
        c.gqa = gqa;
        const ModelSpec m = rawModel(32, 4096);
        const auto r = sweep(m, seedHw(), c, SweepVariable::Batch, 1, 4096);
        const double k = 2.0 * 32 * (4096.0 / gqa) * 2 * double(context + 1);
        const double R = kPeak / kBandwidth;
        QVERIFY(2 * kParams > k * R); // the configuration does reach the ridge
        const double expected = 2 * kParams * R / (2 * kParams - k * R);
        QCOMPARE(r.flips.size(), 1);
        QVERIFY2(close(r.flips.first().value, expected),
                 qPrintable(QStringLiteral("%1 vs %2").arg(r.flips.first().value).arg(expected)));
        QCOMPARE(double(r.flips.first().lastBefore), std::floor(expected));
        // The intensity on either side straddles the ridge.
        c.batch = r.flips.first().lastBefore;
        QVERIFY(eval(m, seedHw(), c).arithmeticIntensity < R);
        c.batch = r.flips.first().firstAfter;
        QVERIFY(eval(m, seedHw(), c).arithmeticIntensity > R);
    }

    // At long context the KV cache grows with the batch as fast as the arithmetic: intensity
    // saturates below the ridge and decode never becomes compute-bound.
    void longContextNeverFlips() {
        InferenceConfig c = cfg(Phase::Decode, 1, 4096);
        c.gqa = 4;
        const auto r = sweep(rawModel(32, 4096), seedHw(), c, SweepVariable::Batch, 1, 1024);
        QVERIFY(r.flips.isEmpty());
        for (const SweepSample &s : r.samples)
            QCOMPARE(BoundState::id(s.state), QStringLiteral("memory-bound"));
        // Throughput still rises with the batch, latency too.
        QVERIFY(r.samples.last().tokensPerSecond > r.samples.first().tokensPerSecond);
        QVERIFY(r.samples.last().stepTime > r.samples.first().stepTime);
    }

    // Prefill of one prompt: intensity = 2·P·T / 2·P = T, the prompt length; flips at the ridge.
    void seedPrefillContextSweep() {
        const auto r =
            sweep(rawModel(), seedHw(), cfg(Phase::Prefill, 1, 1), SweepVariable::Context, 1, 8000);
        QCOMPARE(r.variable, SweepVariable::Context);
        QCOMPARE(r.flips.size(), 1);
        QVERIFY(close(r.flips.first().value, kPeak / kBandwidth));
        // Past the flip the step time grows linearly: 8000 tokens take the seed's 129.29 ms.
        QCOMPARE(QString::number(r.samples.last().stepTime * 1e3, 'f', 2),
                 QStringLiteral("129.29"));
    }

    // Memory: weights 16 GB + KV (C+1)·2·L·d·2 bytes per sequence + 1 GB reserve ≤ capacity.
    void fitLimit_data() {
        QTest::addColumn<double>("capacity");
        QTest::addColumn<qint64>("context");
        QTest::newRow("80 GB, context 4095") << 80e9 << qint64(4095);
        QTest::newRow("141 GB, context 8191") << 141e9 << qint64(8191);
        QTest::newRow("24 GB, context 1023") << 24e9 << qint64(1023);
    }
    void fitLimit() {
        QFETCH(double, capacity);
        QFETCH(qint64, context);
        const ModelSpec m = rawModel(32, 4096);
        const auto r = sweep(m, seedHw(capacity), cfg(Phase::Decode, 1, context),
                             SweepVariable::Batch, 1, 1024);
        const double perSequence = 2.0 * 32 * 4096 * 2 * double(context + 1);
        const double free = capacity - 2 * kParams - RooflineCalculator::kContextReserve;
        const auto expected = qint64(std::floor(free / perSequence)) + 1;
        QVERIFY(r.firstNotFitting);
        QCOMPARE(*r.firstNotFitting, expected);
        QCOMPARE(*r.capacity, capacity);
        for (const SweepSample &s : r.samples)
            QCOMPARE(*s.fitsInMemory, s.value < expected);
        // The limit is exact: one sequence fewer fits.
        auto c = cfg(Phase::Decode, expected - 1, context);
        QVERIFY(*eval(m, seedHw(capacity), c).fitsInMemory);
        c.batch = expected;
        QVERIFY(!*eval(m, seedHw(capacity), c).fitsInMemory);
    }
    void fitLimitAlongContext() {
        // Batch 8 on 80 GB: (C+1)·8·524288 bytes of KV fit while C + 1 ≤ 63e9 / 4194304.
        const ModelSpec m = rawModel(32, 4096);
        const auto r =
            sweep(m, seedHw(80e9), cfg(Phase::Decode, 8, 0), SweepVariable::Context, 128, 131072);
        QVERIFY(r.firstNotFitting);
        QCOMPARE(*r.firstNotFitting, qint64(std::floor(63e9 / (8 * 524288.0))));
    }
    void fitLimitEdges() {
        const ModelSpec m = rawModel(32, 4096);
        // Everything fits: no limit.
        auto r = sweep(m, seedHw(1e15), cfg(Phase::Decode, 1, 1024), SweepVariable::Batch, 1, 64);
        QVERIFY(r.capacity);
        QVERIFY(!r.firstNotFitting);
        // Not even the first value fits: the weights alone are over 10 GB.
        r = sweep(m, seedHw(10e9), cfg(Phase::Decode, 1, 1024), SweepVariable::Batch, 4, 64);
        QCOMPARE(r.firstNotFitting, std::optional<qint64>(4));
    }

    // Whatever the model and GPU, each flip sits between two whole values whose own states
    // are the flip's, every sample is the calculator's own answer, and the flip's crossing is
    // where the two clocks meet.
    void flipsAgreeWithTheCalculator_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("phase");
        QTest::addColumn<int>("variable");
        QTest::addColumn<qint64>("fixed");
        QTest::newRow("llama-3-8b h100 decode batch")
            << "llama-3-8b"
            << "h100-sxm" << int(Phase::Decode) << int(SweepVariable::Batch) << qint64(128);
        QTest::newRow("llama-3-70b h200 decode batch")
            << "llama-3-70b"
            << "h200-sxm" << int(Phase::Decode) << int(SweepVariable::Batch) << qint64(128);
        QTest::newRow("llama-3-8b h100 prefill context")
            << "llama-3-8b"
            << "h100-sxm" << int(Phase::Prefill) << int(SweepVariable::Context) << qint64(1);
        QTest::newRow("llama-3-8b h100 decode context")
            << "llama-3-8b"
            << "h100-sxm" << int(Phase::Decode) << int(SweepVariable::Context) << qint64(1024);
    }
    void flipsAgreeWithTheCalculator() {
        QFETCH(QString, model);
        QFETCH(QString, gpu);
        QFETCH(int, phase);
        QFETCH(int, variable);
        QFETCH(qint64, fixed);
        const ModelSpec &m = *Catalog::builtIn().model(model);
        const Ceilings hw = Ceilings::fromProfile(*Catalog::builtIn().gpu(gpu));
        const auto v = SweepVariable(variable);
        InferenceConfig c = cfg(Phase(phase), fixed, fixed);
        const qint64 from = CalculatorSweep::defaultFrom(v);
        const qint64 to = CalculatorSweep::defaultTo(v, m);
        const auto r = sweep(m, hw, c, v, from, to);
        const auto at = [&](qint64 value) {
            InferenceConfig x = c;
            (v == SweepVariable::Batch ? x.batch : x.context) = value;
            return eval(m, hw, x);
        };
        for (const SweepSample &s : r.samples) {
            const OperatingPoint op = at(s.value);
            QCOMPARE(s.state, op.state);
            QCOMPARE(s.tokensPerSecond, op.tokensPerSecond);
            QCOMPARE(s.stepTime, op.stepTime);
        }
        QVERIFY2(!r.flips.isEmpty(), "each configuration above changes bound in its range");
        for (const SweepFlip &f : r.flips) {
            QCOMPARE(f.firstAfter, f.lastBefore + 1);
            QCOMPARE(at(f.lastBefore).state, f.from);
            QCOMPARE(at(f.firstAfter).state, f.to);
            QVERIFY(f.value >= double(f.lastBefore) && f.value <= double(f.firstAfter));
        }
        for (qsizetype i = 1; i < r.flips.size(); ++i)
            QVERIFY(r.flips.at(i).value > r.flips.at(i - 1).value);
    }

    void rejectsBadRanges() {
        const auto c = cfg(Phase::Decode, 1, 0);
        auto r = CalculatorSweep::run(rawModel(), seedHw(), c, SweepVariable::Batch, 0, 10);
        QVERIFY(!r);
        QCOMPARE(r.error().field, QStringLiteral("batch"));
        r = CalculatorSweep::run(rawModel(), seedHw(), c, SweepVariable::Context, 100, 100);
        QVERIFY(!r);
        QCOMPARE(r.error().field, QStringLiteral("context"));
        r = CalculatorSweep::run(rawModel(), seedHw(), c, SweepVariable::Batch, 1, 10, 1);
        QVERIFY(!r);
        // The calculator's own errors come through, naming their field.
        InferenceConfig bad = c;
        bad.efficiency = 0;
        r = CalculatorSweep::run(rawModel(), seedHw(), bad, SweepVariable::Batch, 1, 10);
        QVERIFY(!r);
        QCOMPARE(r.error().field, QStringLiteral("efficiency"));
    }

    void stateLabels() {
        QCOMPARE(BoundState::label(Bound::Memory), QStringLiteral("Memory-bound"));
        QCOMPARE(BoundState::label(Bound::Compute), QStringLiteral("Compute-bound"));
        QCOMPARE(BoundState::label(Bound::Overhead), QStringLiteral("Launch-overhead-bound"));
        QCOMPARE(BoundState::label(Bound::Link), QStringLiteral("Link-bound"));
        // The ids are the CLI contract and read back to the same state.
        for (Bound b : {Bound::Memory, Bound::Compute, Bound::Overhead, Bound::Link}) {
            QVERIFY(!BoundState::explanation(b).isEmpty());
            QCOMPARE(BoundState::fromId(BoundState::id(b)), std::optional<Bound>(b));
        }
        QCOMPARE(BoundState::id(Bound::Overhead), QStringLiteral("overhead-bound"));
        QVERIFY(!BoundState::fromId(QStringLiteral("something-new")));
    }
};

QTEST_APPLESS_MAIN(TestCalculatorSweep)
#include "tst_calculatorsweep.moc"
