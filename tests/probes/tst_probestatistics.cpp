// SPDX-License-Identifier: MIT
// Statistics helpers and the adaptive sampler, with known data (no timing thresholds).
#include "probes/engine/ProbeContext.h"
#include "probes/engine/Statistics.h"

#include <QTest>

using namespace roofline::probes;

Q_DECLARE_METATYPE(std::vector<double>)

class TestProbeStatistics : public QObject {
    Q_OBJECT
private slots:
    void summarize_data() {
        QTest::addColumn<std::vector<double>>("samples");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("median");
        QTest::addColumn<double>("max");
        QTest::addColumn<double>("mean");
        QTest::addColumn<double>("stddev");
        QTest::addColumn<double>("cov");

        QTest::newRow("single") << std::vector<double>{5.0} << 5.0 << 5.0 << 5.0 << 5.0 << 0.0
                                << 0.0;
        QTest::newRow("odd, unsorted")
            << std::vector<double>{3.0, 1.0, 2.0} << 1.0 << 2.0 << 3.0 << 2.0 << 1.0 << 0.5;
        QTest::newRow("even") << std::vector<double>{4.0, 1.0, 3.0, 2.0} << 1.0 << 2.5 << 4.0 << 2.5
                              << std::sqrt(5.0 / 3.0) << std::sqrt(5.0 / 3.0) / 2.5;
        QTest::newRow("constant") << std::vector<double>{7.0, 7.0, 7.0, 7.0} << 7.0 << 7.0 << 7.0
                                  << 7.0 << 0.0 << 0.0;
        // 2, 4, 4, 4, 5, 5, 7, 9: population sd 2, sample sd sqrt(32/7).
        QTest::newRow("textbook") << std::vector<double>{2, 4, 4, 4, 5, 5, 7, 9} << 2.0 << 4.5
                                  << 9.0 << 5.0 << std::sqrt(32.0 / 7.0)
                                  << std::sqrt(32.0 / 7.0) / 5.0;
    }
    void summarize() {
        QFETCH(std::vector<double>, samples);
        QFETCH(double, min);
        QFETCH(double, median);
        QFETCH(double, max);
        QFETCH(double, mean);
        QFETCH(double, stddev);
        QFETCH(double, cov);
        const SampleStats hi = Statistics::summarize(samples, Better::Higher);
        QCOMPARE(hi.n, samples.size());
        QCOMPARE(hi.min, min);
        QCOMPARE(hi.median, median);
        QCOMPARE(hi.max, max);
        QVERIFY(qAbs(hi.mean - mean) < 1e-12);
        QVERIFY(qAbs(hi.stddev - stddev) < 1e-12);
        QVERIFY(qAbs(hi.cov - cov) < 1e-12);
        QCOMPARE(hi.best, max);
        QCOMPARE(Statistics::summarize(samples, Better::Lower).best, min);
    }
    void empty() {
        const SampleStats s = Statistics::summarize({}, Better::Higher);
        QCOMPARE(s.n, std::size_t(0));
        QCOMPARE(s.mean, 0.0);
    }
    // The engine's one median (Statistics, the clock reconciler, the LLM case runner and the
    // CUDA plateaus all call it): middle value, mean of the two middle ones, 0 when empty.
    void median_data() {
        QTest::addColumn<std::vector<double>>("samples");
        QTest::addColumn<double>("median");
        QTest::newRow("empty") << std::vector<double>{} << 0.0;
        QTest::newRow("one") << std::vector<double>{4.0} << 4.0;
        QTest::newRow("two") << std::vector<double>{3.0, 1.0} << 2.0;
        QTest::newRow("odd, unsorted") << std::vector<double>{9.0, 1.0, 5.0} << 5.0;
        QTest::newRow("even, unsorted") << std::vector<double>{8.0, 2.0, 6.0, 4.0} << 5.0;
        QTest::newRow("ties") << std::vector<double>{1.0, 2.0, 2.0, 7.0} << 2.0;
    }
    void median() {
        QFETCH(std::vector<double>, samples);
        QFETCH(double, median);
        QCOMPARE(Statistics::median(samples), median);
    }
    void measurementHeadline() {
        Measurement bw;
        bw.better = Better::Higher;
        bw.samples = {1.0, 3.0, 2.0};
        bw.finalize();
        QCOMPARE(bw.value(), 3.0); // best for bandwidth
        Measurement lat;
        lat.better = Better::Lower;
        lat.samples = {1.0, 3.0, 2.0, 10.0};
        lat.finalize();
        QCOMPARE(lat.value(), 2.5); // median for latency
    }
    void samplerKeepsEverySampleAndBatches() {
        std::atomic<bool> cancel{false};
        RunConfig cfg{Suite::Quick, 0, 0.0, nullptr};
        ProbeContext ctx("cpu", cfg, cancel, ProbeContext::Clock::time_point::max(), {});
        SamplingPolicy p;
        p.minSampleSeconds = 1e-3;
        p.minSamples = 10;
        p.minSeconds = 0.0;
        p.maxSeconds = 10.0;
        p.targetCov = 0.0;
        // A fake clock: every iteration "takes" 1 microsecond, so batching must reach 1000.
        std::uint64_t calls = 0;
        const SampleRun run = ctx.sample(
            [&](std::uint64_t iters) {
                ++calls;
                return static_cast<double>(iters) * 1e-6;
            },
            p);
        QCOMPARE(run.secondsPerIteration.size(), std::size_t(10));
        QVERIFY(run.iterationsPerSample >= 1000);
        for (double s : run.secondsPerIteration)
            QCOMPARE(s, 1e-6);
        QVERIFY(!run.stopped);
    }
    void samplerHonoursMinIterations() {
        std::atomic<bool> cancel{false};
        ProbeContext ctx("cpu", RunConfig{}, cancel, ProbeContext::Clock::time_point::max(), {});
        SamplingPolicy p;
        p.minSamples = 3;
        p.minSeconds = 0.0;
        p.maxSeconds = 0.0;
        p.minIterations = 50'000;
        const SampleRun run = ctx.sample([](std::uint64_t iters) { return iters * 1e-6; }, p);
        QVERIFY(run.iterationsPerSample * run.secondsPerIteration.size() >= 50'000);
    }
    void samplerStopsOnCancel() {
        std::atomic<bool> cancel{false};
        ProbeContext ctx("cpu", RunConfig{}, cancel, ProbeContext::Clock::time_point::max(), {});
        SamplingPolicy p;
        p.minSamples = 1000;
        p.minSeconds = 100.0;
        p.maxSeconds = 100.0;
        int samples = 0;
        const SampleRun run = ctx.sample(
            [&](std::uint64_t iters) {
                if (++samples == 20)
                    cancel = true; // as the signal handler would
                return iters * 1e-3;
            },
            p);
        QVERIFY(run.stopped);
        QVERIFY(run.secondsPerIteration.size() < 20);
    }
};

QTEST_GUILESS_MAIN(TestProbeStatistics)
#include "tst_probestatistics.moc"
