// SPDX-License-Identifier: MIT
// CPU probe building blocks: Sattolo cycles, kernel results and byte accounting for every ISA
// this CPU runs, level classification and boundary detection, sweeps and option parsing.
#include "probes/cpu/AlignedBuffer.h"
#include "probes/cpu/BandwidthProbe.h"
#include "probes/cpu/CacheLevels.h"
#include "probes/cpu/CpuKernels.h"
#include "probes/cpu/LatencyProbe.h"
#include "probes/cpu/PointerChase.h"
#include "probes/cpu/RooflineProbe.h"
#include "probes/engine/EngineOptions.h"

#include <QTest>
#include <cstring>
#include <set>

using namespace roofline::probes;

using Args = std::vector<std::string>;
Q_DECLARE_METATYPE(Args)

class TestCpuProbes : public QObject {
    Q_OBJECT
private slots:
    void sattoloIsOneCycle_data() {
        QTest::addColumn<int>("n");
        for (int n : {2, 3, 16, 1000, 65536})
            QTest::newRow(QByteArray::number(n).constData()) << n;
    }
    void sattoloIsOneCycle() {
        QFETCH(int, n);
        for (std::uint64_t seed : {1ull, 42ull, 0xdeadbeefull}) {
            const auto next = PointerChase::sattoloCycle(n, seed);
            QCOMPARE(int(next.size()), n);
            std::set<std::uint32_t> targets(next.begin(), next.end());
            QCOMPARE(int(targets.size()), n); // a permutation
            std::uint32_t i = 0;
            int steps = 0;
            do {
                QVERIFY(next[i] != i); // no fixed points
                i = next[i];
                ++steps;
            } while (i != 0 && steps <= n);
            QCOMPARE(steps, n); // back at the start only after visiting all n
        }
    }
    void chaseLayout() {
        const std::size_t slotCount = 4096;
        for (std::size_t stride : {std::size_t(64), std::size_t(256)}) {
            AlignedBuffer buf(slotCount * stride, AlignedBuffer::Pages::Small);
            QVERIFY(buf.valid());
            void **start = PointerChase::build(buf.data(), slotCount, stride, 7);
            QCOMPARE(PointerChase::cycleLength(start, slotCount + 1), slotCount);
            // Every pointer lands on a slot boundary inside the buffer.
            auto *base = static_cast<char *>(buf.data());
            for (std::size_t i = 0; i < slotCount; ++i) {
                auto *target = static_cast<char *>(*reinterpret_cast<void **>(base + i * stride));
                QVERIFY(target >= base && target < base + slotCount * stride);
                QCOMPARE(std::size_t(target - base) % stride, std::size_t(0));
            }
            QCOMPARE(PointerChase::chase(start, slotCount), start); // one lap returns home
        }
    }
    void byteAccounting_data() {
        using K = BandwidthProbe::Kernel;
        QTest::addColumn<int>("kernel");
        QTest::addColumn<int>("arrays");
        QTest::addColumn<int>("counted"); // bytes per element
        QTest::addColumn<int>("writeAllocate");
        QTest::newRow("read") << int(K::Read) << 1 << 8 << 0;
        QTest::newRow("write") << int(K::Write) << 1 << 8 << 8;
        QTest::newRow("copy") << int(K::Copy) << 2 << 16 << 8;
        QTest::newRow("triad") << int(K::Triad) << 3 << 24 << 8;
        QTest::newRow("write_nt") << int(K::WriteNt) << 1 << 8 << 0;
        QTest::newRow("copy_nt") << int(K::CopyNt) << 2 << 16 << 0;
        QTest::newRow("triad_nt") << int(K::TriadNt) << 3 << 24 << 0;
    }
    void byteAccounting() {
        QFETCH(int, kernel);
        QFETCH(int, arrays);
        QFETCH(int, counted);
        QFETCH(int, writeAllocate);
        const auto b = BandwidthProbe::bytesFor(BandwidthProbe::Kernel(kernel), 1000);
        QCOMPARE(b.arrays, arrays);
        QCOMPARE(b.counted, std::uint64_t(counted) * 1000);
        QCOMPARE(b.writeAllocateExtra, std::uint64_t(writeAllocate) * 1000);
    }
    void kernelsComputeWhatTheyCount() {
        // Results, not just speed: each ISA table must do exactly the work it is credited for.
        const std::size_t n = 4 * kKernelChunkDoubles;
        for (const KernelTable *k : supportedKernels()) {
            const QByteArray isa(k->isa);
            AlignedBuffer buf(4 * n * sizeof(double) + 4096, AlignedBuffer::Pages::Small);
            auto *a = static_cast<double *>(buf.data());
            double *b = a + n, *c = b + n;
            for (std::size_t i = 0; i < n; ++i) {
                b[i] = double(i);
                c[i] = 2.0;
            }
            // read: the XOR of the bit patterns of every word read, once per pass (the passes
            // run inside): each pass flips the result, so an odd count gives the words' XOR.
            std::uint64_t bits = 0;
            for (std::size_t i = 0; i < n; ++i) {
                std::uint64_t v;
                std::memcpy(&v, b + i, sizeof v);
                bits ^= v;
            }
            QVERIFY(bits != 0);
            QCOMPARE(k->read(b, n, 1), double(bits));
            QCOMPARE(k->read(b, n, 3), double(bits));
            QCOMPARE(k->read(b, n, 2), 0.0);
            QCOMPARE(k->read(b, n, 0), 0.0);
            // Every word counts: one changed word changes the result.
            b[n - 1] = -1.0;
            std::uint64_t last, was;
            std::memcpy(&last, b + n - 1, sizeof last);
            const double old = double(n - 1);
            std::memcpy(&was, &old, sizeof was);
            QCOMPARE(k->read(b, n, 1), double(bits ^ was ^ last));
            b[n - 1] = old;
            for (bool nt : {false, true}) {
                (nt ? k->writeNt : k->write)(a, n, 3.0);
                QVERIFY2(std::all_of(a, a + n, [](double v) { return v == 3.0; }), isa);
                (nt ? k->copyNt : k->copy)(a, b, n);
                QVERIFY2(std::equal(a, a + n, b), isa);
                (nt ? k->triadNt : k->triad)(a, b, c, 0.5, n);
                for (std::size_t i = 0; i < n; ++i)
                    QCOMPARE(a[i], double(i) + 1.0);
            }
            for (std::size_t i = 0; i < kIntensityChunkDoubles; ++i)
                a[i] = 4.0;
            k->intensity(a, kIntensityChunkDoubles, 2, 0.5, 1.0); // 4 -> 3 -> 2.5
            QVERIFY2(std::all_of(a, a + kIntensityChunkDoubles, [](double v) { return v == 2.5; }),
                     isa);
            k->intensity(a, kIntensityChunkDoubles, 0, 0.5, 1.0); // one add
            QCOMPARE(a[kIntensityChunkDoubles - 1], 3.5);
            // x <- 0.5x + 0.5 from x = 0.5 + chain index converges to 1 for every chain.
            QVERIFY(qAbs(k->fp64(200, 0.5, 0.5) / (12.0 * k->vectorBytes / 8) - 1.0) < 1e-9);
            QVERIFY(k->fp64FlopsPerIteration > 0 && k->fp32FlopsPerIteration > 0);
            // int32: x <- 3x + 1 (SSE2: x <- x + 1, it has no pmulld) per chain from 1 + chain,
            // wrapping in 32 bits; the chains are summed lane-wise (wrapping), then the lanes.
            const bool mul = QByteArray(k->isa) != "sse2";
            std::uint32_t lane = 0;
            for (int chain = 0; chain < 12; ++chain) {
                std::uint32_t x = 1 + chain;
                for (int i = 0; i < 300; ++i)
                    x = mul ? x * 3u + 1u : x + 1u;
                lane += x;
            }
            const int lanes = k->vectorBytes / 4;
            // AVX-512's reduction is 32-bit (wraps); the others sum the lanes in 64 bits.
            const std::int64_t expect =
                QByteArray(k->isa) == "avx512"
                    ? std::int64_t(static_cast<std::int32_t>(lane * std::uint32_t(lanes)))
                    : std::int64_t(static_cast<std::int32_t>(lane)) * lanes;
            QCOMPARE(k->int32(300, 3, 1), expect);
        }
    }
    void levelClassification_data() {
        QTest::addColumn<qulonglong>("perThread");
        QTest::addColumn<qulonglong>("total");
        QTest::addColumn<QString>("level");
        QTest::newRow("tiny") << 1024ull << 1024ull << QStringLiteral("L1");
        QTest::newRow("L1 edge") << 32768ull << 65536ull << QStringLiteral("L1");
        QTest::newRow("just over L1") << 32769ull << 32769ull << QStringLiteral("L2");
        QTest::newRow("L2 edge") << 524288ull << 524288ull << QStringLiteral("L2");
        QTest::newRow("L3 by total") << 4194304ull << 8388608ull << QStringLiteral("L3");
        QTest::newRow("L3 edge") << 33554432ull << 33554432ull << QStringLiteral("L3");
        QTest::newRow("DRAM") << 134217728ull << 268435456ull << QStringLiteral("DRAM");
        QTest::newRow("shared L3 overflow") << 20971520ull << 41943040ull << QStringLiteral("DRAM");
    }
    void levelClassification() {
        QFETCH(qulonglong, perThread);
        QFETCH(qulonglong, total);
        QFETCH(QString, level);
        const CacheLevels c{32 << 10, 512 << 10, 32 << 20, 2};
        QCOMPARE(QString::fromStdString(c.classify(perThread, total)), level);
        const CacheLevels none{};
        QCOMPARE(QString::fromStdString(none.classify(perThread, total)), QStringLiteral("DRAM"));
    }
    void boundaryDetection() {
        // A latency sweep shaped like this VM: L3 reported 32 MiB but DRAM-like from 8 MiB.
        const CacheLevels c{32 << 10, 512 << 10, 32 << 20, 2};
        const std::vector<SweepPoint> lat = {
            {4 << 10, 1.3},   {16 << 10, 1.3},   {32 << 10, 1.4},   {64 << 10, 3.9},
            {256 << 10, 5.0}, {512 << 10, 6.0},  {1 << 20, 14.0},   {4 << 20, 19.0},
            {8 << 20, 105.0}, {16 << 20, 128.0}, {32 << 20, 140.0}, {128 << 20, 150.0}};
        const auto b = BoundaryDetector::detect(lat, c, false);
        QCOMPARE(b.size(), std::size_t(3));
        QCOMPARE(b[0].level, std::string("L1"));
        QCOMPARE(b[0].measuredBytes, std::uint64_t(32 << 10));
        QCOMPARE(b[1].measuredBytes, std::uint64_t(512 << 10));
        QCOMPARE(b[2].level, std::string("L3"));
        QCOMPARE(b[2].reportedBytes, std::uint64_t(32 << 20));
        QCOMPARE(b[2].measuredBytes, std::uint64_t(4 << 20));
        // The same shape as bandwidth (higher is faster).
        std::vector<SweepPoint> bw;
        bw.reserve(lat.size());
        for (const auto &p : lat)
            bw.push_back({p.bytes, 1000.0 / p.value});
        QCOMPARE(BoundaryDetector::detect(bw, c, true)[2].measuredBytes, std::uint64_t(4 << 20));
    }
    void sweepsRespectMaxBytes() {
        CpuInfo cpu;
        cpu.caches = {32 << 10, 512 << 10, 32 << 20, 2};
        cpu.memoryBytes = 16ull << 30;
        cpu.allowedCpus = {0, 1};
        for (Suite s : {Suite::Quick, Suite::Standard, Suite::Full}) {
            const RunConfig cfg{s, 64 << 20, 0.0, nullptr};
            const auto sizes = BandwidthProbe::sweep(cfg, cpu);
            QCOMPARE(sizes.back(), std::uint64_t(64 << 20));
            QVERIFY(std::is_sorted(sizes.begin(), sizes.end()));
            for (const auto &p : LatencyProbe::plan(cfg, cpu))
                QVERIFY(p.bytes <= (64u << 20));
            const auto full = BandwidthProbe::sweep(RunConfig{s, 0, 0.0, nullptr}, cpu);
            QVERIFY(full.back() >= 8ull * (32 << 20)); // >= 8x the last-level cache
        }
        // Every suite reaches 1 GiB (a VM may understate the host's last-level cache).
        for (Suite s : {Suite::Quick, Suite::Standard, Suite::Full})
            QVERIFY(BandwidthProbe::sweep(RunConfig{s, 0, 0.0, nullptr}, cpu).back()
                    >= (1ull << 30));
        // No latency point repeats the cap within 15 % (a VM reporting a 260 MiB L3: cap
        // 1040 MiB, and the sweep's 1 GiB once measured the same thing for 5.7 s).
        CpuInfo big = cpu;
        big.caches = {48 << 10, 2 << 20, 260ull << 20, 3};
        for (Suite s : {Suite::Quick, Suite::Standard, Suite::Full}) {
            std::vector<std::uint64_t> chase;
            for (const auto &p : LatencyProbe::plan(RunConfig{s, 0, 0.0, nullptr}, big)) {
                if (p.kernel == std::string("chase"))
                    chase.push_back(p.bytes);
            }
            QVERIFY(std::is_sorted(chase.begin(), chase.end()));
            QVERIFY(chase.back() >= 4 * (260ull << 20));
            QVERIFY(chase.size() >= 2);
            const std::uint64_t below = chase[chase.size() - 2];
            QVERIFY2(20 * below <= 17 * chase.back(),
                     qPrintable(QStringLiteral("%1 beside %2").arg(below).arg(chase.back())));
        }
        const auto ai = RooflineProbe::intensities(512);
        QCOMPARE(ai.front().intensity, 1.0 / 16.0);
        QCOMPARE(ai.back().intensity, 64.0);
    }
    void options_data() {
        QTest::addColumn<Args>("args");
        QTest::addColumn<bool>("ok");
        QTest::newRow("defaults") << Args{} << true;
        QTest::newRow("full set") << Args{
            "--device", "cuda:1", "--suite=full", "--only", "cpu.latency,cpu.compute",
            "--bundle", "x.json", "--time-cap",   "30",     "--max-bytes",
            "64M"} << true;
        QTest::newRow("bad suite") << Args{"--suite", "huge"} << false;
        QTest::newRow("bad device") << Args{"--device", "gpu0"} << false;
        QTest::newRow("bad cuda index") << Args{"--device", "cuda:x"} << false;
        QTest::newRow("missing value") << Args{"--bundle"} << false;
        QTest::newRow("negative cap") << Args{"--time-cap", "-1"} << false;
        QTest::newRow("unknown") << Args{"--frobnicate"} << false;
    }
    void options() {
        QFETCH(Args, args);
        QFETCH(bool, ok);
        std::vector<std::string> storage{"roofline-probe"};
        for (const std::string &a : args)
            storage.push_back(a);
        std::vector<char *> argv;
        argv.reserve(storage.size());
        for (auto &s : storage)
            argv.push_back(s.data());
        std::string error;
        const auto o = EngineOptions::parse(int(argv.size()), argv.data(), &error);
        QCOMPARE(o.has_value(), ok);
        QCOMPARE(error.empty(), ok);
        if (ok && args.size() > 2) {
            QCOMPARE(o->device, std::string("cuda:1"));
            QCOMPARE(o->config.suite, Suite::Full);
            QCOMPARE(o->only.size(), std::size_t(2));
            QCOMPARE(o->config.maxBytes, std::uint64_t(64) << 20);
            QCOMPARE(o->timeCapSeconds, 30.0);
        }
    }
};

QTEST_GUILESS_MAIN(TestCpuProbes)
#include "tst_cpuprobes.moc"
