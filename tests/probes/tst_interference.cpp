// SPDX-License-Identifier: MIT
// Interference detection in the sampler: which samples count, when a point is measured again,
// what the measurement says about it, and the counters it reads (/proc/stat steal, the
// per-thread wall/CPU watch). The machine is faked, so nothing here depends on timing.
#include "probes/cpu/Interference.h"
#include "probes/engine/ProbeContext.h"
#include "support/Waits.h"

#include <QTest>
#include <chrono>
#include <thread>

// Qt defines `emit` as a keyword macro; ProbeContext::emit is the engine's (Qt-free) method.
#undef emit

using namespace roofline::probes;

Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(std::optional<std::uint64_t>)

namespace {

// A pretend machine: each body call "takes" 1 microsecond per iteration of wall time on one
// watched thread, of which `lostShare(call)` went to someone else; steal advances as told.
struct FakeMachine {
    double wall = 0.0;
    double lost = 0.0;
    std::uint64_t switches = 0;
    double steal = 0.0;
    int calls = 0;
    std::function<double(int call)> lostShare = [](int) { return 0.0; };
    double stealPerCall = 0.0;

    InterferenceSource source() {
        InterferenceSource s;
        s.cpus = 2;
        s.workTime = [this] { return worktime::Totals{wall, lost}; };
        s.involuntarySwitches = [this] { return switches; };
        s.stealSeconds = [this]() -> std::optional<double> { return steal; };
        return s;
    }
    // The body a probe would pass to sample(); returns seconds for `iters` iterations.
    double run(std::uint64_t iters) {
        const double t = static_cast<double>(iters) * 1e-6;
        const double share = lostShare(calls++);
        wall += t;
        lost += share * t;
        if (share > 0.0)
            ++switches;
        steal += stealPerCall;
        // A preempted call takes longer by what it lost.
        return t / (1.0 - std::min(share, 0.9));
    }
};

SamplingPolicy smallPolicy() {
    SamplingPolicy p;
    p.minSampleSeconds = 1e-3;
    p.minSamples = 10;
    p.minSeconds = 0.0;
    p.maxSeconds = 1e9; // never the binding limit: the fake clock does not advance wall time
    p.targetCov = 0.0;
    return p;
}

struct Harness {
    std::atomic<bool> cancel{false};
    std::vector<Measurement> emitted;
    FakeMachine machine;
    ProbeContext ctx;

    Harness()
        : ctx("cpu", RunConfig{}, cancel, ProbeContext::Clock::time_point::max(), sinks(),
              machine.source()) {}
    ProbeContext::Sinks sinks() {
        ProbeContext::Sinks s;
        s.measurement = [this](Measurement &&m) { emitted.push_back(std::move(m)); };
        return s;
    }
    // A bandwidth-like measurement: value = 1e6 bytes per iteration / seconds.
    Measurement measurementFor(const SampleRun &run) {
        Measurement m;
        m.probe = "test";
        m.metric = "bandwidth";
        m.unit = "B/s";
        m.better = Better::Higher;
        for (double s : run.secondsPerIteration)
            m.samples.push_back(1e6 / s);
        return m;
    }
};

} // namespace

class TestInterference : public QObject {
    Q_OBJECT
private slots:
    void stealTicks_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<std::vector<int>>("cpus");
        QTest::addColumn<std::optional<std::uint64_t>>("expected");
        const QString stat =
            QStringLiteral("cpu  3256591 242595 444938 461138 7367 0 7065 13246 0 0\n"
                           "cpu0 1635256 127042 216562 226111 1979 0 3320 6280 0 0\n"
                           "cpu1 1621334 115552 228376 235026 5388 0 3745 6966 0 0\n"
                           "cpu10 1 2 3 4 5 6 7 100 0 0\n"
                           "intr 123 4 5\nctxt 999\nprocs_running 2\n");
        QTest::newRow("both cpus")
            << stat << std::vector<int>{0, 1} << std::optional<std::uint64_t>(6280 + 6966);
        QTest::newRow("one cpu") << stat << std::vector<int>{1}
                                 << std::optional<std::uint64_t>(6966);
        QTest::newRow("cpu10 is not cpu1")
            << stat << std::vector<int>{10} << std::optional<std::uint64_t>(100);
        QTest::newRow("the aggregate line is never a cpu")
            << QStringLiteral("cpu  1 2 3 4 5 6 7 8\n") << std::vector<int>{0}
            << std::optional<std::uint64_t>();
        QTest::newRow("missing cpu")
            << stat << std::vector<int>{0, 7} << std::optional<std::uint64_t>();
        QTest::newRow("no steal column (old kernel)")
            << QStringLiteral("cpu0 1 2 3 4 5 6 7\n") << std::vector<int>{0}
            << std::optional<std::uint64_t>();
        QTest::newRow("garbage") << QStringLiteral("cpuX a b c\n\n") << std::vector<int>{0}
                                 << std::optional<std::uint64_t>();
    }
    void stealTicks() {
        QFETCH(QString, text);
        QFETCH(std::vector<int>, cpus);
        QFETCH(std::optional<std::uint64_t>, expected);
        QCOMPARE(interference::stealTicks(text.toStdString(), cpus), expected);
    }

    void cleanMachineKeepsEverySample() {
        Harness h;
        const SampleRun run =
            h.ctx.sample([&](std::uint64_t n) { return h.machine.run(n); }, smallPolicy());
        QCOMPARE(run.secondsPerIteration.size(), std::size_t(10));
        QVERIFY(run.interference.disturbedSecondsPerIteration.empty());
        QCOMPARE(run.interference.attempts, 1);
        QVERIFY(!run.interference.disturbed());
        h.ctx.emit(h.measurementFor(run));
        QCOMPARE(h.emitted.size(), std::size_t(1));
        const Measurement &m = h.emitted.front();
        QVERIFY(m.flags.empty());
        const JsonValue *i = m.params.find("interference");
        QVERIFY(i && i->isObject());
        QCOMPARE(i->find("disturbed_samples")->asNumber(-1), 0.0);
        QCOMPARE(i->find("attempts")->asNumber(-1), 1.0);
        QVERIFY(!i->find("steal_seconds")->isNull());
    }

    void preemptedSamplesStayOutOfTheStatistics() {
        Harness h;
        // Every fourth call lost 30 % of its time; 0.5 % (a kernel thread) is let be.
        h.machine.lostShare = [](int call) { return call % 4 == 3 ? 0.3 : 0.005; };
        const SampleRun run =
            h.ctx.sample([&](std::uint64_t n) { return h.machine.run(n); }, smallPolicy());
        QCOMPARE(run.secondsPerIteration.size(), std::size_t(10));
        QVERIFY(!run.interference.disturbedSecondsPerIteration.empty());
        for (double s : run.secondsPerIteration)
            QVERIFY(qAbs(s / 1e-6 - 1.0 / 0.995) < 1e-9); // only the lightly touched ones
        for (double s : run.interference.disturbedSecondsPerIteration)
            QVERIFY(qAbs(s / 1e-6 - 1.0 / 0.7) < 1e-9);
        QVERIFY(!run.interference.disturbed()); // a minority: the point stands
        QCOMPARE(run.interference.attempts, 1);
        QVERIFY(qAbs(run.interference.lostShare - 0.005) < 1e-9);

        h.ctx.emit(h.measurementFor(run));
        const Measurement &m = h.emitted.front();
        QCOMPARE(m.stats.n, std::size_t(10));
        QVERIFY(m.flags.empty());
        // Kept out of the statistics, but kept, in the measurement's own unit.
        const JsonValue *values = m.params.find("interference")->find("disturbed_sample_values");
        QVERIFY(values && values->isArray());
        QCOMPARE(values->size(), run.interference.disturbedSecondsPerIteration.size());
        QVERIFY(qAbs(values->elements().at(0).asNumber() / (1e6 / (1e-6 / 0.7)) - 1.0) < 1e-9);
    }

    void calibrationIgnoresOneSlowCall() {
        Harness h;
        // The very first call of each batch size is 50x slow (cold, or preempted): the batch
        // size must still reach the 1 ms a sample needs at 1 us per iteration.
        std::uint64_t lastIters = 0;
        const SampleRun run = h.ctx.sample(
            [&](std::uint64_t n) {
                const double t = h.machine.run(n);
                const bool first = n != lastIters;
                lastIters = n;
                return first ? 50.0 * t : t;
            },
            smallPolicy());
        QVERIFY2(run.iterationsPerSample >= 500,
                 qPrintable(QString::number(run.iterationsPerSample)));
    }

    void aMostlyDisturbedPointIsMeasuredAgainAndFlagged() {
        Harness h;
        h.machine.lostShare = [](int) { return 0.5; }; // a neighbour takes half, always
        const SampleRun run =
            h.ctx.sample([&](std::uint64_t n) { return h.machine.run(n); }, smallPolicy());
        QCOMPARE(run.interference.attempts, 2);
        QVERIFY(run.interference.merged); // no clean sample at all: all of them, said so
        QVERIFY(run.interference.disturbed());
        QVERIFY(run.secondsPerIteration.size() >= 3);
        QCOMPARE(h.ctx.repeatedPoints(), 1);
        QCOMPARE(h.ctx.disturbedPoints(), 1);
        h.ctx.emit(h.measurementFor(run));
        const Measurement &m = h.emitted.front();
        QVERIFY(std::find(m.flags.begin(), m.flags.end(), "disturbed") != m.flags.end());
        QVERIFY(m.params.find("interference")->find("disturbed_samples_in_statistics")->dump()
                == "true");
        QCOMPARE(m.params.find("interference")->find("attempts")->asNumber(-1), 2.0);
    }

    void fewLongSamplesWithOneDisturbedAreRepeatedNotFlagged() {
        Harness h;
        // DRAM-sized points: each call is long against the cap, so a point has three samples,
        // and one of them disturbed. Too few clean ones to stand alone (merged, measured again),
        // but a minority: the headline stands and the point is not flagged.
        h.machine.lostShare = [](int call) { return call % 5 == 3 ? 0.5 : 0.0; };
        SamplingPolicy p = smallPolicy();
        p.minSampleSeconds = 1e-6;
        p.minSamples = 3;
        p.minSeconds = 0.02;
        p.maxSeconds = 0.02;
        const SampleRun run = h.ctx.sample(
            [&](std::uint64_t n) {
                roofline::support::sleepFor(std::chrono::milliseconds(25),
                                            "a call long against the cap");
                return h.machine.run(n);
            },
            p);
        QCOMPARE(run.interference.attempts, 2);
        QVERIFY(run.interference.merged);
        QCOMPARE(run.interference.cleanSamples, std::size_t(2));
        QCOMPARE(run.interference.disturbedSecondsPerIteration.size(), std::size_t(1));
        QVERIFY(!run.interference.disturbed());
        QCOMPARE(h.ctx.disturbedPoints(), 0);
        h.ctx.emit(h.measurementFor(run));
        QVERIFY(h.emitted.front().flags.empty());
        QCOMPARE(h.emitted.front().stats.n, std::size_t(3)); // all three, and said so
    }

    void aNeighbourThatLeavesIsNotFlagged() {
        Harness h;
        // Disturbed throughout the first attempt, quiet afterwards: the second is kept.
        int attemptCalls = 0;
        h.machine.lostShare = [&](int call) {
            attemptCalls = call;
            return call < 40 ? 0.5 : 0.0;
        };
        const SampleRun run =
            h.ctx.sample([&](std::uint64_t n) { return h.machine.run(n); }, smallPolicy());
        QCOMPARE(run.interference.attempts, 2);
        QVERIFY(!run.interference.disturbed());
        QVERIFY(run.interference.disturbedSecondsPerIteration.empty());
        QCOMPARE(h.ctx.disturbedPoints(), 0);
        QVERIFY(attemptCalls >= 40);
    }

    void hypervisorStealRepeatsThePoint() {
        Harness h;
        // Each call: 1 ms of work and 1 ms of steal on the two CPUs: half of the CPU time.
        h.machine.stealPerCall = 1e-3;
        SamplingPolicy p = smallPolicy();
        p.minSeconds = 0.05; // real wall time must pass for a steal share to mean anything
        p.maxSeconds = 0.05;
        const SampleRun run = h.ctx.sample(
            [&](std::uint64_t n) {
                roofline::support::sleepFor(std::chrono::microseconds(500),
                                            "wall time for the steal share");
                return h.machine.run(n);
            },
            p);
        QVERIFY(run.interference.stealSeconds.has_value());
        QVERIFY(run.interference.stealFraction() > interference::kStealRepeatFraction);
        QCOMPARE(run.interference.attempts, 2);
        QVERIFY(run.interference.disturbed());
    }

    void windowsMerge() {
        Harness h;
        SampleRun a =
            h.ctx.sample([&](std::uint64_t n) { return h.machine.run(n); }, smallPolicy());
        h.machine.lostShare = [](int call) { return call % 2 ? 0.2 : 0.0; };
        const SampleRun b =
            h.ctx.sample([&](std::uint64_t n) { return 2.0 * h.machine.run(n); }, smallPolicy());
        const std::size_t disturbedB = b.interference.disturbedSecondsPerIteration.size();
        QVERIFY(disturbedB > 0);
        a.merge(b);
        QCOMPARE(a.windows, 2);
        QCOMPARE(a.secondsPerIteration.size(), std::size_t(20));
        QCOMPARE(a.interference.cleanSamples, std::size_t(20));
        QCOMPARE(a.interference.disturbedSecondsPerIteration.size(), disturbedB);
        QVERIFY(a.interference.involuntarySwitches >= disturbedB);
        h.ctx.emit(h.measurementFor(a), a);
        const Measurement &m = h.emitted.front();
        QCOMPARE(m.stats.n, std::size_t(20));
        QCOMPARE(m.params.find("sampling_windows")->asNumber(-1), 2.0);
        QCOMPARE(m.stats.best, 1e12);      // window one: 1 us per iteration
        QCOMPARE(m.stats.min, 1e12 / 2.0); // window two ran at half the speed
    }

    void watchCountsTimeOffTheCpu() {
        // A thread that sleeps inside a watch "loses" the time it slept: the same arithmetic
        // as a thread whose CPU went to another task.
        const worktime::Totals before = worktime::totals();
        {
            const worktime::Watch watch;
            roofline::support::sleepFor(std::chrono::milliseconds(30),
                                        "time off the CPU, to be counted");
        }
        const worktime::Totals after = worktime::totals();
        const double wall = after.wallSeconds - before.wallSeconds;
        const double lost = after.lostSeconds - before.lostSeconds;
        QVERIFY2(wall >= 0.03, qPrintable(QString::number(wall)));
        QVERIFY2(lost >= 0.025 && lost <= wall, qPrintable(QString::number(lost)));
    }

    void systemSourceReadsThisMachine() {
        const InterferenceSource s = InterferenceSource::system();
        QVERIFY(s.cpus >= 1);
        const std::uint64_t a = s.involuntarySwitches();
        QVERIFY(s.involuntarySwitches() >= a);
        // Linux always has /proc/stat with a steal column (0 on bare metal).
        const auto steal = s.stealSeconds();
        QVERIFY(steal.has_value());
        QVERIFY(*steal >= 0.0);
    }
};

QTEST_GUILESS_MAIN(TestInterference)
#include "tst_interference.moc"
