// SPDX-License-Identifier: MIT
// Host-side logic of the CUDA probes, with the catalog's GPUs as fake devices: ceilings per
// architecture, sweep plans, byte/FLOP accounting, Sattolo layout, plateaus, absent libraries.
// Needs neither a GPU nor the CUDA toolkit.
#include "cuda/Accounting.h"
#include "cuda/GpuCeilings.h"
#include "cuda/Nccl.h"
#include "cuda/Nvml.h"
#include "cuda/SweepPlan.h"

#include <QTest>
#include <set>

using namespace roofline::cuda;
using roofline::probes::RunConfig;
using roofline::probes::Suite;

class TestCudaPlan : public QObject {
    Q_OBJECT
private slots:
    void ceilingsMatchDatasheets_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("format");
        QTest::addColumn<double>("clockHz");
        QTest::addColumn<double>("datasheet");
        // Datasheet dense rates (resources/catalog/gpus.json) at the clock they are quoted at.
        QTest::newRow("h100 fp32") << "h100-sxm"
                                   << "fp32" << 1.98e9 << 67e12;
        QTest::newRow("h100 fp64") << "h100-sxm"
                                   << "fp64" << 1.98e9 << 34e12;
        QTest::newRow("h100 bf16") << "h100-sxm"
                                   << "bf16" << 1.83e9 << 989.4e12;
        QTest::newRow("h100 fp8") << "h100-sxm"
                                  << "fp8" << 1.83e9 << 1978.9e12;
        QTest::newRow("h100 tf32") << "h100-sxm"
                                   << "tf32" << 1.83e9 << 494.7e12;
        QTest::newRow("a100 fp16") << "a100-sxm4-80gb"
                                   << "fp16" << 1.41e9 << 312e12;
        QTest::newRow("a100 fp64 tensor") << "a100-sxm4-80gb"
                                          << "fp64" << 1.41e9 << 19.5e12;
        QTest::newRow("a100 int8") << "a100-sxm4-80gb"
                                   << "int8" << 1.41e9 << 624e12;
        QTest::newRow("4090 fp32") << "rtx-4090"
                                   << "fp32" << 2.52e9 << 82.6e12;
        // GeForce fp16 with fp16 accumulate (330 TFLOP/s) is the ceiling; fp32-acc is half.
        QTest::newRow("4090 fp16") << "rtx-4090"
                                   << "fp16" << 2.52e9 << 330.3e12;
    }
    void ceilingsMatchDatasheets() {
        QFETCH(QString, gpu);
        QFETCH(QString, format);
        QFETCH(double, clockHz);
        QFETCH(double, datasheet);
        const auto spec = catalogSpec(gpu.toStdString());
        QVERIFY(spec);
        const std::string f = format.toStdString();
        const double peak = (f == "fp32" || (f == "fp64" && spec->ccMajor == 9))
                                ? GpuCeilings::fmaPeak(*spec, f, clockHz)
                                : GpuCeilings::gemmPeak(*spec, f, clockHz);
        QVERIFY2(std::abs(peak / datasheet - 1.0) < 0.03,
                 qPrintable(QStringLiteral("%1 vs %2").arg(peak).arg(datasheet)));
    }
    void memoryBandwidthFromBusAndClock() {
        QCOMPARE(std::round(GpuCeilings::memoryBandwidth(*catalogSpec("h100-sxm")) / 1e10), 335.0);
        QCOMPARE(std::round(GpuCeilings::memoryBandwidth(*catalogSpec("h200-sxm")) / 1e11), 48.0);
        QCOMPARE(std::round(GpuCeilings::memoryBandwidth(*catalogSpec("a100-sxm4-80gb")) / 1e9),
                 2039.0);
        QCOMPARE(std::round(GpuCeilings::memoryBandwidth(*catalogSpec("rtx-4090")) / 1e9), 1008.0);
        QVERIFY(std::abs(GpuCeilings::pcieBandwidth(4, 16) - 31.5e9) < 0.1e9);
        QVERIFY(std::abs(GpuCeilings::pcieBandwidth(5, 16) - 63.0e9) < 0.1e9);
        QCOMPARE(GpuCeilings::pcieBandwidth(0, 16), 0.0);
    }
    void unsupportedFormatsSaySo() {
        auto a100 = *catalogSpec("a100-sxm4-80gb");
        QVERIFY(GpuCeilings::gemmUnsupported(a100, "fp8").has_value());
        QVERIFY(!GpuCeilings::gemmUnsupported(a100, "bf16").has_value());
        QVERIFY(!GpuCeilings::gemmUnsupported(*catalogSpec("rtx-4090"), "fp8").has_value());
        auto turing = a100;
        turing.ccMajor = 7;
        turing.ccMinor = 5;
        QVERIFY(GpuCeilings::gemmUnsupported(turing, "bf16").has_value());
        QVERIFY(!GpuCeilings::gemmUnsupported(turing, "int8").has_value());
        QCOMPARE(GpuCeilings::tensorOpsPerSmPerClock(75, "tf32"), 0);
    }
    void skuHints() {
        QCOMPARE(catalogSpec("h200-sxm")->skuHint(), std::string("h200-sxm"));
        QCOMPARE(catalogSpec("h100-sxm")->skuHint(), std::string("h100-sxm"));
        QCOMPARE(catalogSpec("a100-sxm4-80gb")->skuHint(), std::string("a100-sxm4-80gb"));
        QCOMPARE(catalogSpec("rtx-4090")->skuHint(), std::string("rtx-4090"));
        QVERIFY(!catalogSpec("no-such-gpu"));
    }
    void hbmArraysRespectL2AndMemory() {
        for (const char *id : {"h100-sxm", "h200-sxm", "a100-sxm4-80gb", "rtx-4090"}) {
            const auto spec = *catalogSpec(id);
            for (Suite s : {Suite::Quick, Suite::Standard, Suite::Full}) {
                const std::uint64_t b =
                    SweepPlan::hbmArrayBytes(spec, RunConfig{s, 0, 0.0, nullptr}, 3);
                QVERIFY2(b >= 8 * spec.l2Bytes, id);
                QVERIFY2(b >= (1ull << 30) - SweepPlan::streamingGrid(spec).vectorsPerPass * 16,
                         id);
                QVERIFY(3 * b <= spec.freeMemBytes);
                QCOMPARE(b % (SweepPlan::streamingGrid(spec).vectorsPerPass * 16), 0ull);
            }
        }
        // A small device: the three arrays stay within 60 % of free memory.
        auto small = *catalogSpec("rtx-4090");
        small.freeMemBytes = 2ull << 30;
        QVERIFY(3 * SweepPlan::hbmArrayBytes(small, {}, 3) <= small.freeMemBytes / 10 * 6);
        // --max-bytes caps the total.
        QVERIFY(
            3 * SweepPlan::hbmArrayBytes(small, RunConfig{Suite::Quick, 64 << 20, 0, nullptr}, 3)
            <= (64u << 20));
    }
    void gridFromSmCount() {
        const GridPlan g = SweepPlan::streamingGrid(*catalogSpec("h100-sxm"));
        QCOMPARE(g.blocks, 132 * 8);
        QCOMPARE(g.threads, 256);
        QCOMPARE(SweepPlan::streamingGrid(*catalogSpec("rtx-4090")).blocks, 128 * 6);
    }
    void sweepsCoverTheLevels() {
        const auto spec = *catalogSpec("h200-sxm");
        for (Suite s : {Suite::Quick, Suite::Standard, Suite::Full}) {
            const RunConfig c{s, 0, 0.0, nullptr};
            const auto lat = SweepPlan::latencySweep(spec, c);
            QCOMPARE(lat.front(), 1024ull);
            QVERIFY(lat.back() >= 4 * spec.l2Bytes);
            QVERIFY(std::is_sorted(lat.begin(), lat.end()));
            const auto ws = SweepPlan::workingSetSweep(spec, c);
            QVERIFY(ws.back() >= 4 * spec.l2Bytes);
            const auto host = SweepPlan::hostLinkSweep(spec, c);
            QCOMPARE(host.front(), 1024ull);
            QCOMPARE(host.back(), s == Suite::Quick ? 256ull << 20 : 1ull << 30);
            QVERIFY(SweepPlan::rooflineIntensities(c).front() == 0);
            QVERIFY(!SweepPlan::gemmShapes(c).empty());
        }
        QVERIFY(SweepPlan::chaseLoads({Suite::Full, 0, 0.0, nullptr}) >= 1000000);
        // fp32 ridge on H200 ≈ 14 FLOP/B: the quick sweep must cross it (k FMAs × 2 × 4 / 32).
        const int kMax = SweepPlan::rooflineIntensities({}).back();
        QVERIFY(accounting::rooflineFlops(4, kMax) / 32.0 > 67e12 / 4.8e12);
    }
    void accountingRules() {
        using accounting::StreamKernel;
        QCOMPARE(accounting::streamBytes(StreamKernel::Read, 100), 100ull);
        QCOMPARE(accounting::streamBytes(StreamKernel::Write, 100), 100ull);
        QCOMPARE(accounting::streamBytes(StreamKernel::Copy, 100), 200ull);
        QCOMPARE(accounting::streamBytes(StreamKernel::Triad, 100), 300ull);
        QCOMPARE(accounting::fmaFlops(1000, 10, 8, 2), 320000.0);
        QCOMPARE(accounting::gemmFlops(8192, 8192, 8192), 2.0 * 8192.0 * 8192.0 * 8192.0);
        QCOMPARE(accounting::rooflineBytes(10, 16), 320ull);
        QCOMPARE(accounting::allReduceBusFactor(2), 1.0);
        QCOMPARE(accounting::allReduceBusFactor(8), 1.75);
        QCOMPARE(accounting::cyclesToSeconds(1980.0, 1.98e9), 1e-6);
        QCOMPARE(accounting::cyclesToSeconds(1.0, 0.0), 0.0);
    }
    void chaseImageIsOneCycle() {
        const std::uint64_t base = 0x7f0000000000ull, stride = 128, count = 4096;
        const auto img = accounting::chaseImage(base, count, stride, 42);
        QCOMPARE(img.size(), count * stride / 8);
        std::set<std::uint64_t> seen;
        std::uint64_t p = base;
        for (std::uint64_t i = 0; i < count; ++i) {
            QVERIFY((p - base) % stride == 0);
            QVERIFY(seen.insert(p).second);
            p = img[(p - base) / 8];
        }
        QCOMPARE(p, base); // back at the start after exactly `count` loads
        QCOMPARE(img[1], 0ull);
    }
    void plateausOfASyntheticCurve() {
        // L1 ~20 TB/s, L2 ~10 TB/s, HBM ~4 TB/s with noise.
        const std::vector<std::uint64_t> sizes = {1, 2, 4, 8, 16, 32, 64, 128, 256};
        const std::vector<double> v = {20.1, 19.8, 20.3, 10.2, 9.9, 10.1, 4.1, 3.9, 4.0};
        const auto p = accounting::plateaus(sizes, v);
        QCOMPARE(p.size(), std::size_t(3));
        QCOMPARE(p[0].toBytes, 4ull);
        QCOMPARE(p[1].fromBytes, 8ull);
        QCOMPARE(p[2].value, 4.0);
    }
    void absentLibrariesAreReported() {
        Nvml nvml({"libroofline-no-such-nvml.so.1"});
        QVERIFY(!nvml.available());
        QVERIFY(nvml.status().find("NVML unavailable") == 0);
        QVERIFY(nvml.status().find("libroofline-no-such-nvml.so.1") != std::string::npos);
        QVERIFY(!nvml.sample("GPU-0").valid);
        GpuSpec s = *catalogSpec("h100-sxm");
        s.uuid = "GPU-00000000-0000-0000-0000-000000000000";
        nvml.describe(s);
        QCOMPARE(s.pcieGen, 0);
        QVERIFY(s.nvmlStatus.find("NVML unavailable") == 0);
        Nccl nccl({"libroofline-no-such-nccl.so.2"});
        QVERIFY(!nccl.available());
        QVERIFY(nccl.status().find("NCCL unavailable") == 0);
        QVERIFY(Nvml::throttleNames(0x4 | 0x40)
                == (std::vector<std::string>{"sw_power_cap", "hw_thermal"}));
    }
};

QTEST_GUILESS_MAIN(TestCudaPlan)
#include "tst_cudaplan.moc"
