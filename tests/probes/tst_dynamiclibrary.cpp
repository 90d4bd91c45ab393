// SPDX-License-Identifier: MIT
// The engine's one DynamicLibrary (oneDNN here, NVML/NCCL/cuBLASLt in src/cuda): which name
// loads, what a failure says, and that dlerror()'s process-wide state is cleared before each
// question and consumed after it (the copy src/cuda once had left a failed lookup's error
// behind for the next caller).
#include "probes/engine/DynamicLibrary.h"

#include <QTest>
#include <cmath>
#include <dlfcn.h>

using roofline::probes::DynamicLibrary;

namespace {
constexpr const char *kMissing = "libroofline-no-such-library.so.0";
constexpr const char *kLibm = "libm.so.6";
} // namespace

class TestDynamicLibrary : public QObject {
    Q_OBJECT
private slots:
    void firstNameThatLoadsWins() {
        DynamicLibrary lib({kMissing, kLibm});
        QVERIFY(lib.loaded());
        QCOMPARE(QString::fromStdString(lib.name()), QString::fromLatin1(kLibm));
        QVERIFY2(lib.error().empty(), lib.error().c_str()); // the failed first name is forgotten
    }
    void everyFailedNameIsReported() {
        DynamicLibrary lib({kMissing, "libroofline-other-missing.so.1"});
        QVERIFY(!lib.loaded());
        const QString e = QString::fromStdString(lib.error());
        QVERIFY2(e.contains(QLatin1String(kMissing)), qPrintable(e));
        QVERIFY2(e.contains(QLatin1String("; libroofline-other-missing.so.1")), qPrintable(e));
        QCOMPARE(lib.symbol("cos"), nullptr);
    }
    void resolvesASymbol() {
        DynamicLibrary lib({kLibm});
        double (*cosine)(double) = nullptr;
        QVERIFY(lib.resolve(cosine, "cos"));
        QCOMPARE(cosine(0.0), 1.0);
        QVERIFY(lib.error().empty());
    }
    void missingSymbolIsNamedAndConsumed() {
        DynamicLibrary lib({kLibm});
        QVERIFY(lib.loaded());
        QCOMPARE(lib.symbol("roofline_no_such_symbol"), nullptr);
        QCOMPARE(QString::fromStdString(lib.error()),
                 QStringLiteral("libm.so.6 lacks roofline_no_such_symbol"));
        // Nothing left pending for whoever asks dlerror() next.
        const char *left = dlerror();
        QVERIFY2(left == nullptr, left);
    }
    void staleErrorOfAnotherCallerIsNotBlamed() {
        DynamicLibrary lib({kLibm});
        QVERIFY(lib.loaded());
        QCOMPARE(dlopen(kMissing, RTLD_NOW | RTLD_LOCAL), nullptr); // leaves an error pending
        QVERIFY(lib.symbol("sqrt") != nullptr);
        QVERIFY2(lib.error().empty(), lib.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestDynamicLibrary)
#include "tst_dynamiclibrary.moc"
