// SPDX-License-Identifier: MIT
// What a stored run's engine warnings mean (RunWarnings): every code the engines can raise has
// a kind and a headline of its own (the engine sources are scanned for them, so a new code
// cannot reach users as a bare word), duplicates are listed once, unknown codes are kept.
#include "model/analysis/RunWarnings.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace roofline;
using Kind = RunWarnings::Kind;
Q_DECLARE_METATYPE(RunWarnings::Kind)

namespace {

QJsonObject warning(const QString &probe, const QString &code, const QString &message) {
    return {{QStringLiteral("type"), QStringLiteral("warning")},
            {QStringLiteral("device"), QStringLiteral("cpu")},
            {QStringLiteral("probe"), probe},
            {QStringLiteral("code"), code},
            {QStringLiteral("message"), message}};
}

// The warning codes the engine sources raise: ctx.warn("code", …), the two-way ternaries
// (ctx.warn(x ? "a" : "b", …)) and the engine's own {"code": …} messages.
QSet<QString> engineCodes() {
    QSet<QString> codes;
    static const QRegularExpression direct(QStringLiteral("warn\\(\\s*\"([a-z0-9-]+)\""));
    static const QRegularExpression ternary(
        QStringLiteral("warn\\(\\s*[^;\"]*\\?\\s*\"([a-z0-9-]+)\"\\s*:\\s*\"([a-z0-9-]+)\""));
    static const QRegularExpression code(QStringLiteral("set\\(\"code\",\\s*\"([a-z0-9-]+)\"\\)"));
    for (const char *dir : {"src/probes", "src/cuda"}) {
        QDirIterator it(QStringLiteral(ROOFLINE_SOURCE_DIR "/") + QLatin1String(dir),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.cu"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(f.readAll());
            for (const QRegularExpression *re : {&direct, &ternary, &code}) {
                for (auto m = re->globalMatch(text); m.hasNext();) {
                    const auto match = m.next();
                    for (int g = 1; g <= match.lastCapturedIndex(); ++g)
                        codes.insert(match.captured(g));
                }
            }
        }
    }
    return codes;
}

} // namespace

class TestRunWarnings : public QObject {
    Q_OBJECT
private slots:
    void everyEngineCodeHasAHeadline() {
        const QSet<QString> codes = engineCodes();
        // The scan itself works: codes of the CPU engine, the CUDA engine and the engine core.
        for (const char *c : {"interference", "clock-uncertain", "clock-disagreement",
                              "gemm-no-algorithm", "device-unavailable", "below-library"})
            QVERIFY2(codes.contains(QLatin1String(c)), c);
        for (const QString &c : codes)
            QVERIFY2(RunWarnings::isKnown(c), qPrintable(c));
    }

    void kinds_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("probe failed") << QStringLiteral("probe-failed") << Kind::Failure;
        QTest::newRow("check failed") << QStringLiteral("verification-failed") << Kind::Failure;
        QTest::newRow("loop below the library") << QStringLiteral("below-library") << Kind::Failure;
        QTest::newRow("no AMX") << QStringLiteral("not-supported") << Kind::NotMeasured;
        QTest::newRow("no cuBLASLt") << QStringLiteral("cublaslt-unavailable") << Kind::NotMeasured;
        QTest::newRow("disturbed") << QStringLiteral("interference") << Kind::Caveat;
        QTest::newRow("clock") << QStringLiteral("clock-uncertain") << Kind::Caveat;
        QTest::newRow("corroborated") << QStringLiteral("upper-bound-unreached") << Kind::Note;
        // A newer engine's code: a caveat (read with care), never dropped or called harmless.
        QTest::newRow("unknown") << QStringLiteral("quantum-flux") << Kind::Caveat;
    }
    void kinds() {
        QFETCH(QString, code);
        QFETCH(Kind, kind);
        QCOMPARE(RunWarnings::kindOf(code), kind);
        QVERIFY(!RunWarnings::kindLabel(kind).isEmpty());
    }

    // The kinds' file ids (the report's CSV/JSON "kind" column) and who raised a warning.
    void idsAndSources() {
        QCOMPARE(RunWarnings::kindId(Kind::Failure), QStringLiteral("failure"));
        QCOMPARE(RunWarnings::kindId(Kind::NotMeasured), QStringLiteral("not-measured"));
        QCOMPARE(RunWarnings::kindId(Kind::Caveat), QStringLiteral("caveat"));
        QCOMPARE(RunWarnings::kindId(Kind::Note), QStringLiteral("note"));
        const RunWarning probe{QStringLiteral("cpu"), QStringLiteral("cpu.gemm"), {}, {}};
        const RunWarning device{QStringLiteral("cuda:0"), {}, {}, {}};
        QCOMPARE(probe.source(), QStringLiteral("cpu.gemm"));
        QCOMPARE(device.source(), QStringLiteral("cuda:0"));
    }

    void unknownCodeIsNamed() {
        QVERIFY(!RunWarnings::isKnown(QStringLiteral("quantum-flux")));
        QVERIFY(RunWarnings::headline(QStringLiteral("quantum-flux"))
                    .contains(QStringLiteral("quantum-flux")));
        QVERIFY(RunWarnings::isKnown(QStringLiteral("plateau"))); // its headline names it
    }

    void readFromTheRunOnceEach() {
        Run run;
        QVERIFY(RunWarnings::of(run).isEmpty());
        QJsonArray stored;
        stored << warning(QStringLiteral("cpu.compute"), QStringLiteral("not-supported"),
                          QStringLiteral("bf16 (matrix tiles): no AMX-BF16"))
               << warning(QStringLiteral("cpu.bandwidth"), QStringLiteral("interference"),
                          QStringLiteral("1 of 84 points stayed disturbed"))
               << warning(QStringLiteral("cpu.compute"), QStringLiteral("not-supported"),
                          QStringLiteral("bf16 (matrix tiles): no AMX-BF16")) // stored twice
               << warning(QStringLiteral("cpu.gemm"), QStringLiteral("probe-failed"),
                          QStringLiteral("oneDNN failed"))
               << QJsonObject{}; // nothing to say: skipped
        run.extra.insert(QStringLiteral("warnings"), stored);
        const QList<RunWarning> w = RunWarnings::of(run);
        QCOMPARE(w.size(), 3);
        QCOMPARE(w.at(0).probe, QStringLiteral("cpu.compute"));
        QCOMPARE(w.at(1).code, QStringLiteral("interference"));
        QCOMPARE(w.at(2).message, QStringLiteral("oneDNN failed"));
        const QList<RunWarning> sorted = RunWarnings::bySeverity(w);
        QCOMPARE(sorted.at(0).code, QStringLiteral("probe-failed"));
        QCOMPARE(sorted.at(1).code, QStringLiteral("not-supported"));
        QCOMPARE(sorted.at(2).code, QStringLiteral("interference"));
        QCOMPARE(RunWarnings::tally(w),
                 QStringLiteral("1 failure(s), 1 case(s) not measured, 1 caveat(s)"));
    }
};

QTEST_GUILESS_MAIN(TestRunWarnings)
#include "tst_runwarnings.moc"
