// SPDX-License-Identifier: MIT
// The host side of the CUDA probes that decides pairing, ordering and labels, tested without a
// GPU (and without the toolkit): event/stream/device pairing of the bidirectional peer copy,
// ordering of the chase upload, discovery creating contexts only where probes run, the
// single-GPU "not applicable" record, the L1/L2/HBM labels with the 4x L2 rule, MIG UUIDs,
// library search paths, NUMA placement of host buffers, NVML sampled during the interval, and
// the per-iteration byte/FLOP rules.
#include "FakeCudaApi.h"
#include "cuda/Accounting.h"
#include "cuda/DevicePlanning.h"
#include "cuda/GpuSpec.h"
#include "cuda/HostNuma.h"
#include "cuda/KernelConstants.h"
#include "cuda/LibraryPaths.h"
#include "cuda/Nvml.h"
#include "cuda/PeerCopy.h"
#include "cuda/SweepPlan.h"
#include "cuda/TelemetryWindow.h"
#include "support/Waits.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <thread>

using namespace roofline::cuda;
using roofline::probes::RunConfig;

namespace {

PeerPair pairOn(FakeCudaApi &api, int i, int j) {
    PeerPair p;
    p.i = i;
    p.j = j;
    p.bytes = 1 << 20;
    api.setDevice(i);
    p.streamI = api.createStream();
    api.setDevice(j);
    p.streamJ = api.createStream();
    api.setDevice(i);
    return p;
}

// The bidirectional copy as the peer probe did it before: all three events created on device
// i, the middle one recorded on device j's stream.
double oldBidirectional(FakeCudaApi &api, const PeerPair &p) {
    api.setDevice(p.i);
    auto start = api.createEvent(), mid = api.createEvent(), stop = api.createEvent();
    api.record(start, p.streamI);
    api.setDevice(p.j);
    api.waitEvent(p.streamJ, start);
    api.copyPeerAsync(nullptr, p.j, nullptr, p.i, p.bytes, p.streamI);
    api.record(mid, p.streamJ); // event of device i on a stream of device j
    api.setDevice(p.i);
    api.waitEvent(p.streamI, mid);
    api.record(stop, p.streamI);
    return api.elapsedSeconds(start, stop);
}

} // namespace

class TestCudaHost : public QObject {
    Q_OBJECT
private slots:
    void bidirectionalPeerPairsEventsWithTheirDevices_data() {
        QTest::addColumn<int>("i");
        QTest::addColumn<int>("j");
        QTest::newRow("0<->1") << 0 << 1;
        QTest::newRow("2<->5") << 2 << 5;
    }
    void bidirectionalPeerPairsEventsWithTheirDevices() {
        QFETCH(int, i);
        QFETCH(int, j);
        FakeCudaApi api(8);
        const PeerPair p = pairOn(api, i, j);
        QCOMPARE(timeBidirectionalPeer(api, p, 3), 1e-3);
        QCOMPARE(api.current, i); // the probe continues on device i
        QCOMPARE(api.liveEvents(), std::size_t(0));
        int toJ = 0, toI = 0;
        for (const std::string &c : api.calls) {
            toJ += c.rfind("peer " + std::to_string(i) + "->" + std::to_string(j), 0) == 0;
            toI += c.rfind("peer " + std::to_string(j) + "->" + std::to_string(i), 0) == 0;
        }
        QCOMPARE(toJ, 3);
        QCOMPARE(toI, 3);
    }
    void oldBidirectionalSequenceIsRejected() {
        // The fake must reject what the runtime rejects, or the test above proves nothing.
        FakeCudaApi api(2);
        const PeerPair p = pairOn(api, 0, 1);
        QVERIFY_THROWS_EXCEPTION(CudaError, oldBidirectional(api, p));
    }
    void chaseUploadIsOrderedOnTheChaseStream() {
        FakeCudaApi api(1);
        api.setDevice(0);
        auto chase = api.createStream();
        std::vector<std::uint64_t> image(16, 1);
        uploadOnStream(api, chase, nullptr, image.data(), image.size() * 8);
        const std::string s = std::to_string(reinterpret_cast<std::uintptr_t>(chase));
        QCOMPARE(api.calls.size(), std::size_t(2));
        QCOMPARE(api.calls[0], "h2d " + s);  // on the stream the chase runs on
        QCOMPARE(api.calls[1], "sync " + s); // and complete before the host buffer goes away
    }
    void discoveryCreatesNoContext() {
        FakeCudaApi api(8);
        const auto all = describeDevices(api);
        QCOMPARE(all.size(), std::size_t(8));
        QVERIFY(api.contexts.empty());
        const GpuSpec probed = specForProbing(api, all[3]); // --device cuda:3
        QCOMPARE(probed.freeMemBytes, std::uint64_t(1003));
        QCOMPARE(api.contexts, std::set<int>{3});
    }
    void singleGpuRecordsNotApplicable() {
        const PeerApplicability one = peerApplicability(1);
        QVERIFY(!one.applicable);
        QVERIFY(one.reason.find("not applicable") == 0);
        QVERIFY(one.reason.find("sees 1") != std::string::npos);
        QVERIFY(!peerApplicability(0).applicable);
        QVERIFY(peerApplicability(2).applicable);
    }

    void levelsFollowTheFourTimesL2Rule_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<bool>("perSm");
        QTest::addColumn<QString>("level");
        QTest::addColumn<bool>("noted");
        const qulonglong KiB = 1024, MiB = 1024 * KiB;
        // H200: 50 MiB L2 (catalog), 256 KiB unified L1/shared per SM.
        QTest::newRow("h200 200 KiB per SM") << "h200-sxm" << 200 * KiB << true << "L1" << false;
        QTest::newRow("h200 224 KiB per SM") << "h200-sxm" << 224 * KiB << true << "L1" << false;
        QTest::newRow("h200 240 KiB per SM") << "h200-sxm" << 240 * KiB << true << "L2" << true;
        QTest::newRow("a100 160 KiB per SM")
            << "a100-sxm4-80gb" << 160 * KiB << true << "L1" << false;
        QTest::newRow("a100 180 KiB per SM")
            << "a100-sxm4-80gb" << 180 * KiB << true << "L2" << true;
        QTest::newRow("4090 96 KiB per SM") << "rtx-4090" << 96 * KiB << true << "L1" << false;
        QTest::newRow("h200 32 MiB") << "h200-sxm" << 32 * MiB << false << "L2" << false;
        QTest::newRow("h200 64 MiB (1.3x L2)") << "h200-sxm" << 64 * MiB << false << "L2" << true;
        QTest::newRow("h200 199 MiB") << "h200-sxm" << 199 * MiB << false << "L2" << true;
        QTest::newRow("h200 4x L2") << "h200-sxm" << 0ull << false << "HBM" << false;
        QTest::newRow("4090 4x L2") << "rtx-4090" << 0ull << false << "DRAM" << false;
    }
    void levelsFollowTheFourTimesL2Rule() {
        QFETCH(QString, gpu);
        QFETCH(qulonglong, bytes);
        QFETCH(bool, perSm);
        QFETCH(QString, level);
        QFETCH(bool, noted);
        const auto spec = catalogSpec(gpu.toStdString());
        QVERIFY(spec);
        const std::uint64_t b = bytes ? bytes : 4 * spec->l2Bytes;
        const auto l = SweepPlan::bandwidthLevel(*spec, b, perSm);
        QCOMPARE(QString::fromStdString(l.level), level);
        QCOMPARE(!l.note.empty(), noted);
    }
    // Issue 29, item 6: the label comes from the L2 size the device reports, not from a fixed
    // size: the 200 MiB point is HBM only where L2 is at most 50 MiB; an H200 reporting 60 MB
    // or a B200 (126 MB) keeps it L2 with a note. The fixed HBM arrays (read/write/copy/triad,
    // the roofline's k = 0 and cuda.llm's ceiling) are labelled by the same rule from their
    // working set, so a run with --max-bytes or little free memory says L2 too.
    void deviceMemoryLabelFollowsTheDevicesL2() {
        auto h200 = *catalogSpec("h200-sxm");
        h200.l2Bytes = 60'000'000;
        const auto at200 = SweepPlan::bandwidthLevel(h200, 200ull << 20, false);
        QCOMPARE(at200.level, std::string("L2"));
        QVERIFY(at200.note.find("4x L2") != std::string::npos);
        QCOMPARE(SweepPlan::bandwidthLevel(h200, 240'000'000, false).level, std::string("HBM"));
        auto b200 = h200;
        b200.l2Bytes = 126'000'000;
        QCOMPARE(SweepPlan::bandwidthLevel(b200, 256ull << 20, false).level, std::string("L2"));
        QCOMPARE(SweepPlan::bandwidthLevel(b200, 504'000'000, false).level, std::string("HBM"));
        // The HBM arrays under --max-bytes 96 MiB: 32 MiB each, copy's set 64 MiB is L2.
        roofline::probes::RunConfig cfg;
        cfg.maxBytes = 96ull << 20;
        const std::uint64_t array = SweepPlan::hbmArrayBytes(h200, cfg, 3);
        QVERIFY(array <= 32ull << 20);
        QCOMPARE(SweepPlan::bandwidthLevel(h200, 2 * array, false).level, std::string("L2"));
    }
    void latencyLevelsSayWhatTheyInclude() {
        const auto h200 = *catalogSpec("h200-sxm");
        QCOMPARE(SweepPlan::latencyLevel(h200, 200 << 10, true).level, std::string("L1"));
        QCOMPARE(SweepPlan::latencyLevel(h200, 200 << 10, false).level, std::string("L2"));
        QCOMPARE(SweepPlan::latencyLevel(h200, 64ull << 20, false).level, std::string("L2"));
        const auto hbm = SweepPlan::latencyLevel(h200, 256ull << 20, false);
        QCOMPARE(hbm.level, std::string("HBM"));
        QVERIFY(hbm.note.find("TLB") != std::string::npos);
        QVERIFY(hbm.note.find("128 GPU pages") != std::string::npos);
    }
    void sweepIterationsLapTheSetAndMeetTheTarget() {
        // A 4 KiB per-SM set read by a 256-thread block: one iteration already covers it.
        QCOMPARE(SweepPlan::sweepIterations(256, 256, 270336, 0.0), 2u);
        // 200 MiB shared by 270,336 threads (H200 grid): 13,107,200 vectors → 13 iterations a lap.
        const std::uint32_t it = SweepPlan::sweepIterations(13107200, 270336, 270336, 0.0);
        QCOMPARE(it, 2u * 13u);
        // The byte target rules when it asks for more.
        const std::uint32_t big = SweepPlan::sweepIterations(65536, 270336, 270336, 2e9);
        QVERIFY(accounting::sweepBytes(270336, big) >= 2e9);
        QVERIFY(accounting::sweepBytes(270336, big - 1) < 2e9);
    }

    // GPGPU-Sim names its device after itself; every other name is a real GPU's.
    void simulatorIsKnownByItsDeviceName_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("simulator");
        QTest::newRow("banner") << "GPGPU-Sim_vGPGPU-Sim Simulator Version 4.2.0 "
                                << "GPGPU-Sim 4.2.0";
        QTest::newRow("version") << "GPGPU-Sim_v4.2.0"
                                 << "GPGPU-Sim 4.2.0";
        QTest::newRow("no version") << "GPGPU-Sim_v"
                                    << "GPGPU-Sim";
        QTest::newRow("h200") << "NVIDIA H200"
                              << "";
        QTest::newRow("prefix elsewhere") << "My GPGPU-Sim_v4 card"
                                          << "";
        QTest::newRow("empty") << ""
                               << "";
    }
    void simulatorIsKnownByItsDeviceName() {
        QFETCH(QString, name);
        QFETCH(QString, simulator);
        QCOMPARE(QString::fromStdString(simulatorOfDeviceName(name.toStdString())), simulator);
        GpuSpec spec = *catalogSpec("h200-sxm");
        QVERIFY(spec.details().dump().find("simulator") == std::string::npos);
        spec.simulator = simulatorOfDeviceName(name.toStdString());
        QCOMPARE(QString::fromStdString(spec.details().dump())
                     .contains(QStringLiteral("\"simulator\":\"GPGPU-Sim")),
                 !simulator.isEmpty());
    }

    void migUuidsAreTriedForNvml() {
        const auto c = Nvml::uuidCandidates("GPU-12345678-9abc-def0-1234-56789abcdef0");
        QCOMPARE(c.size(), std::size_t(2));
        QCOMPARE(c[0], std::string("GPU-12345678-9abc-def0-1234-56789abcdef0"));
        QCOMPARE(c[1], std::string("MIG-12345678-9abc-def0-1234-56789abcdef0"));
        QVERIFY(Nvml::uuidCandidates("").empty());
        GpuSpec s = *catalogSpec("h100-sxm");
        s.uuid = "GPU-12345678-9abc-def0-1234-56789abcdef0";
        s.nvmlUuid = "MIG-12345678-9abc-def0-1234-56789abcdef0";
        s.migInstance = true;
        const auto d = s.details();
        QVERIFY(d.find("nvml_uuid") && d.find("nvml_uuid")->asString());
        QCOMPARE(*d.find("nvml_uuid")->asString(), s.nvmlUuid);
        QVERIFY(d.find("mig_instance"));
        QCOMPARE(d.find("mig_instance")->dump(), std::string("true"));
    }
    void migInstanceFoundAndSampledThroughItsParent() {
        Nvml nvml({ROOFLINE_FAKE_NVML});
        QVERIFY2(nvml.available(), nvml.status().c_str());
        // The runtime reports the instance's UUID bytes; discovery formats them as "GPU-".
        GpuSpec s;
        s.uuid = "GPU-bbbbbbbb-0000-0000-0000-000000000002";
        nvml.describe(s);
        QCOMPARE(s.nvmlStatus, std::string("ok"));
        QCOMPARE(s.nvmlUuid, std::string("MIG-bbbbbbbb-0000-0000-0000-000000000002"));
        QVERIFY(s.migInstance);
        // Telemetry comes from the parent GPU (NVML answers NOT_SUPPORTED on the instance).
        const Nvml::Sample t = nvml.sample(s.nvmlUuid);
        QVERIFY(t.valid);
        QCOMPARE(t.powerWatts, 123.0);
        QCOMPARE(t.smClockHz, 1755e6);
        QCOMPARE(t.throttleReasons, 0x4ull);
        QVERIFY(t.energyJoules > 1.0);
        // A whole GPU is found under its own UUID.
        GpuSpec whole;
        whole.uuid = "GPU-aaaaaaaa-0000-0000-0000-000000000001";
        nvml.describe(whole);
        QCOMPARE(whole.nvmlUuid, whole.uuid);
        QVERIFY(!whole.migInstance);
        QCOMPARE(whole.migMode, std::string("enabled"));
        // An unknown device says so, with both names tried.
        GpuSpec unknown;
        unknown.uuid = "GPU-cccccccc-0000-0000-0000-000000000003";
        nvml.describe(unknown);
        QVERIFY(unknown.nvmlStatus.find("nor as a MIG instance") != std::string::npos);
    }
    void librariesAreSearchedInTheToolkit() {
        const auto c = libraryCandidates({"libcublasLt.so.13", "libcublasLt.so"}, "/opt/cuda/", "",
                                         "/usr/local/cuda-13.0/targets/x86_64-linux/lib");
        const std::vector<std::string> want = {
            "libcublasLt.so.13",
            "libcublasLt.so",
            "/opt/cuda/lib64/libcublasLt.so.13",
            "/opt/cuda/lib64/libcublasLt.so",
            "/opt/cuda/lib/libcublasLt.so.13",
            "/opt/cuda/lib/libcublasLt.so",
            "/usr/local/cuda-13.0/targets/x86_64-linux/lib/libcublasLt.so.13",
            "/usr/local/cuda-13.0/targets/x86_64-linux/lib/libcublasLt.so",
            "/usr/local/cuda/lib64/libcublasLt.so.13",
            "/usr/local/cuda/lib64/libcublasLt.so"};
        QCOMPARE(c, want);
        // No duplicates when CUDA_HOME is the default folder.
        const auto d = libraryCandidates({"libnccl.so.2"}, "/usr/local/cuda", "", "");
        QCOMPARE(std::count(d.begin(), d.end(), std::string("/usr/local/cuda/lib64/libnccl.so.2")),
                 1);
    }

    void numaNodeFromSysfs() {
        QTemporaryDir root;
        auto write = [&](const QString &bdf, const QByteArray &v) {
            const QString dir = root.path() + QStringLiteral("/bus/pci/devices/") + bdf;
            QVERIFY(QDir().mkpath(dir));
            QFile f(dir + QStringLiteral("/numa_node"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(v);
        };
        write(QStringLiteral("0000:3b:00.0"), "1\n");
        write(QStringLiteral("0000:86:00.0"), "-1\n");
        const std::string r = root.path().toStdString();
        QCOMPARE(numaNodeOfPciDevice("0000:3B:00.0", r), 1);     // runtime prints upper case
        QCOMPARE(numaNodeOfPciDevice("00000000:3b:00.0", r), 1); // 8-digit domain
        QCOMPARE(numaNodeOfPciDevice("0000:86:00.0", r), -1);    // not NUMA
        QCOMPARE(numaNodeOfPciDevice("0000:99:00.0", r), -1);    // no such device
        QCOMPARE(numaNodeOfPciDevice("", r), -1);
    }
    void hostMemoryIsPlacedOnTheNode() {
        if (!QFile::exists(QStringLiteral("/sys/devices/system/node/node0")))
            QSKIP("this kernel exposes no NUMA node 0");
        NumaMemory m(4 << 20, 0);
        QVERIFY2(m.placed(), m.placement().c_str());
        QVERIFY(m.placement().find("node 0") != std::string::npos);
        QCOMPARE(numaNodeOfAddress(m.data()), 0);
        QCOMPARE(static_cast<const char *>(m.data())[(4 << 20) - 1], '\0'); // touched
        NumaMemory unknown(1 << 20, -1);
        QVERIFY(!unknown.placed());
        QVERIFY(unknown.placement().find("unknown") != std::string::npos);
    }

    void telemetryIsSampledDuringTheInterval() {
        // A GPU that throttles in the middle of a point and is idle again at its end: a
        // reading taken after the point would show nothing.
        std::atomic<int> phase{0};
        TelemetryWindow w(
            [&] {
                Nvml::Sample s;
                s.valid = true;
                const int p = phase.load();
                s.smClockHz = p == 1 ? 1.2e9 : 1.98e9;
                s.powerWatts = p == 1 ? 700 : 90;
                s.throttleReasons = p == 1 ? 0x4 : 0x1; // sw power cap, then idle
                return s;
            },
            std::chrono::milliseconds(2));
        w.take(); // start a window
        phase = 1;
        roofline::support::sleepFor(std::chrono::milliseconds(30),
                                    "the window spans several 2 ms polls");
        phase = 2;
        const auto t = w.take();
        QVERIFY(t.polls >= 3);
        QVERIFY(t.throttleReasons & 0x4);
        QCOMPARE(t.smClockMinHz, 1.2e9);
        QCOMPARE(t.powerMaxWatts, 700.0);
        QVERIFY(t.seconds >= 0.03);
        // The next window starts afresh.
        roofline::support::sleepFor(std::chrono::milliseconds(10), "the next window polls afresh");
        const auto next = w.take();
        QVERIFY(!(next.throttleReasons & 0x4));
        QCOMPARE(next.powerMaxWatts, 90.0);
        const auto j = t.toJson();
        QCOMPARE(j.find("power_max_w")->asNumber(), 700.0);
    }

    void perIterationRulesAddUpToTheProbeTotals() {
        using accounting::StreamKernel;
        namespace k = roofline::cuda::kernels;
        const auto spec = *catalogSpec("h200-sxm");
        const GridPlan g = SweepPlan::streamingGrid(spec);
        const std::uint64_t bytes = SweepPlan::hbmArrayBytes(spec, RunConfig{}, 3);
        const std::uint64_t threads = static_cast<std::uint64_t>(g.blocks) * g.threads;
        for (StreamKernel kind :
             {StreamKernel::Read, StreamKernel::Write, StreamKernel::Copy, StreamKernel::Triad}) {
            // Iterations per thread to cover the array once, from the kernel's own vectors
            // per iteration (the triad moves kTriadUnroll vectors of each array).
            const int perIter = kind == StreamKernel::Triad ? k::kTriadUnroll : k::kStreamUnroll;
            QCOMPARE((bytes / 16) % (threads * static_cast<std::uint64_t>(perIter)), 0ull);
            const std::uint64_t iterations =
                bytes / 16 / threads / static_cast<std::uint64_t>(perIter);
            QCOMPARE(static_cast<std::uint64_t>(accounting::streamBytesPerIteration(kind)) * threads
                         * iterations,
                     accounting::streamBytes(kind, bytes));
        }
        QCOMPARE(accounting::fmaLoopFlops(1, 1, 2), 2.0 * 2 * k::kFmaChains * k::kFmaSteps);
        QCOMPARE(accounting::mmaLoopFlops(1, 1), k::kMmaChains * 2.0 * 16 * 16 * 16);
        QCOMPARE(accounting::rooflineFmasPerStep(8, 2), k::kRooflineVectors * 4);
        QCOMPARE(accounting::chaseLoads(10), 10ull * k::kChaseUnroll);
        QCOMPARE(accounting::sharedBytes(256, 2), 256.0 * 2 * k::kSharedLoads * 16);
    }
};

QTEST_GUILESS_MAIN(TestCudaHost)
#include "tst_cudahost.moc"
