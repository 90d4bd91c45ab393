// SPDX-License-Identifier: MIT
// The oneDNN loader: its ABI constants against the installed header (where libdnnl-dev is
// present), a missing library as a reported state, and — where libdnnl is installed — small
// matmuls in every format that compute the right product.
#include "probes/cpu/OneDnn.h"
#include "probes/cpu/OneDnnAbi.h"

#include <QTest>
#include <cstring>
#include <thread>

#if __has_include(<oneapi/dnnl/dnnl.h>)
#include <oneapi/dnnl/dnnl.h>
#define ROOFLINE_HAVE_DNNL_HEADER 1
#endif

using namespace roofline::probes;

class TestOneDnn : public QObject {
    Q_OBJECT
private slots:
    void abiMatchesTheHeader() {
#ifndef ROOFLINE_HAVE_DNNL_HEADER
        QSKIP("no <oneapi/dnnl/dnnl.h> (libdnnl-dev) on this machine");
#else
        QCOMPARE(dnnl::kSuccess, int(dnnl_success));
        QCOMPARE(dnnl::kCpuEngine, int(dnnl_cpu));
        QCOMPARE(dnnl::kStreamDefault, int(dnnl_stream_default_flags));
        QCOMPARE(dnnl::kF16, int(dnnl_f16));
        QCOMPARE(dnnl::kBf16, int(dnnl_bf16));
        QCOMPARE(dnnl::kF32, int(dnnl_f32));
        QCOMPARE(dnnl::kS32, int(dnnl_s32));
        QCOMPARE(dnnl::kS8, int(dnnl_s8));
        QCOMPARE(dnnl::kU8, int(dnnl_u8));
        QCOMPARE(dnnl::kFormatTagAny, int(dnnl_format_tag_any));
        QCOMPARE(dnnl::kQueryImplInfoStr, int(dnnl_query_impl_info_str));
        QCOMPARE(dnnl::kQuerySrcMd, int(dnnl_query_src_md));
        QCOMPARE(dnnl::kQueryWeightsMd, int(dnnl_query_weights_md));
        QCOMPARE(dnnl::kQueryDstMd, int(dnnl_query_dst_md));
        QCOMPARE(dnnl::kArgSrc, DNNL_ARG_SRC);
        QCOMPARE(dnnl::kArgWeights, DNNL_ARG_WEIGHTS);
        QCOMPARE(dnnl::kArgDst, DNNL_ARG_DST);
        QCOMPARE(dnnl::kRuntimeOmp, unsigned(DNNL_RUNTIME_OMP));
        QCOMPARE(dnnl::kRuntimeSeq, unsigned(DNNL_RUNTIME_SEQ));
        QCOMPARE(dnnl::kRuntimeTbb, unsigned(DNNL_RUNTIME_TBB));
        QCOMPARE(sizeof(dnnl::ExecArg), sizeof(dnnl_exec_arg_t));
        QCOMPARE(offsetof(dnnl::Version, cpuRuntime), offsetof(dnnl_version_t, cpu_runtime));
#if DNNL_VERSION_MAJOR < 3
        QVERIFY(sizeof(dnnl_memory_desc_t) <= dnnl::kMdBytes);
        QVERIFY(sizeof(dnnl_matmul_desc_t) <= dnnl::kOpDescBytes);
#endif
#endif
    }

    void missingLibraryIsAState() {
        OneDnn lib({"libdnnl-does-not-exist.so.9"});
        QVERIFY(!lib.available());
        QVERIFY(lib.status().rfind("unavailable: ", 0) == 0);
        QVERIFY(lib.status().find("libdnnl-does-not-exist.so.9") != std::string::npos);
        std::string error;
        QVERIFY(!lib.matmul(8, 8, 8, OneDnn::Format::Fp32, &error));
        QCOMPARE(error, lib.status());
        QVERIFY(!lib.setThreads(2));
    }

    void matmulsCompute_data() {
        QTest::addColumn<int>("format");
        QTest::newRow("fp32") << int(OneDnn::Format::Fp32);
        QTest::newRow("bf16") << int(OneDnn::Format::Bf16);
        QTest::newRow("fp16") << int(OneDnn::Format::Fp16);
        QTest::newRow("int8") << int(OneDnn::Format::Int8);
    }
    void matmulsCompute() {
        QFETCH(int, format);
        // On a thread of its own, as cpu.gemm runs it: the library's OpenMP pool belongs to the
        // thread that first ran a parallel region and ends with it (LeakSanitizer cannot stop a
        // pool that outlives the test).
        QString skipped;
        std::thread worker([&] { skipped = runMatmul(OneDnn::Format(format)); });
        worker.join();
        if (!skipped.isEmpty())
            QSKIP(qPrintable(skipped));
    }

private:
    // Empty when the matmul ran and checked out; the skip reason otherwise. QVERIFY failures
    // return early with a message the caller cannot tell from a skip, so they abort instead.
    static QString runMatmul(OneDnn::Format f) {
        OneDnn &lib = OneDnn::instance();
        if (!lib.available())
            return QString::fromStdString(lib.status());
        check(!lib.version().empty(), "no version");
        check(lib.apiMajor() >= 2, "API major below 2");
        std::string error;
        auto mm = lib.matmul(64, 48, 32, f, &error);
        if (!mm) {
            // A format this CPU's oneDNN cannot do is a stated reason, nothing else.
            check(error.find("unimplemented") != std::string::npos, error.c_str());
            return QString::fromStdString(error);
        }
        check(!mm->implementation().empty(), "no implementation name");
        check(mm->operations() == 2.0 * 64 * 48 * 32, "operations != 2 M N K");
        check(mm->bytes() >= std::uint64_t(64 * 32 + 32 * 48) * (f == OneDnn::Format::Int8 ? 1 : 2),
              "buffers smaller than A and B");
        check(mm->execute(&error), error.c_str());
        check(mm->execute(&error), error.c_str()); // again: the primitive is reusable
        // Every input byte is 0x3f: each result element is K x a x b.
        double a = 0;
        if (f == OneDnn::Format::Int8) {
            a = 63;
        } else if (f == OneDnn::Format::Fp32) {
            const std::uint32_t bits = 0x3f3f3f3f;
            float v;
            std::memcpy(&v, &bits, 4);
            a = v;
        } else if (f == OneDnn::Format::Bf16) {
            const std::uint32_t bits = 0x3f3f0000;
            float v;
            std::memcpy(&v, &bits, 4);
            a = v;
        } else {
            a = 1.8115234375; // fp16 0x3f3f
        }
        const double expected = 32 * a * a;
        for (int i : {0, 17, 64 * 48 - 1}) {
            const double c = f == OneDnn::Format::Int8
                                 ? double(static_cast<const std::int32_t *>(mm->result())[i])
                                 : double(static_cast<const float *>(mm->result())[i]);
            check(qAbs(c / expected - 1.0) < 1e-4, qPrintable(QString::number(c)));
        }
        check(!QString::fromLatin1(OneDnn::formatName(f)).isEmpty(), "no format name");
        return {};
    }
    static void check(bool ok, const char *what) {
        if (!ok)
            qFatal("tst_onednn: %s", what);
    }
};

QTEST_GUILESS_MAIN(TestOneDnn)
#include "tst_onednn.moc"
