// SPDX-License-Identifier: MIT
#include "model/Result.h"

#include <QTest>
#include <memory>
#include <type_traits>

using namespace roofline;

namespace {

// Result<void> is success or an Error, nothing else: no bool sneaks in as a value.
static_assert(!std::is_constructible_v<Result<void>, bool>);
static_assert(std::is_constructible_v<Result<void>, Error>);
static_assert(std::is_default_constructible_v<Result<void>>);
// `if (result)` works, `bool b = result;` does not (explicit operator bool).
static_assert(!std::is_convertible_v<Result<void>, bool>);
static_assert(!std::is_convertible_v<Result<int>, bool>);

Result<void> failIf(bool fail, int *calls) {
    ++*calls;
    if (fail)
        return kindError(ErrorKind::NotFound, QStringLiteral("no run 7"), QStringLiteral("id"));
    return {};
}

// A caller that propagates: the first failure stops the chain and travels up unchanged.
Result<int> chain(bool failFirst, bool failSecond, int *calls) {
    if (auto r = failIf(failFirst, calls); !r)
        return r.error();
    if (auto r = failIf(failSecond, calls); !r)
        return r.error();
    return 42;
}

} // namespace

class TestResult : public QObject {
    Q_OBJECT

private slots:
    void voidSuccess() {
        const Result<void> byDefault;
        QVERIFY(byDefault.ok());
        QVERIFY(static_cast<bool>(byDefault));
        QVERIFY(Result<void>::success().ok());
        const Result<void> fromBraces = []() -> Result<void> { return {}; }();
        QVERIFY(fromBraces.ok());
    }

    void voidFailureCarriesTheError() {
        const Result<void> failed =
            fieldError(QStringLiteral("--efficiency"), QStringLiteral("must be in (0, 1]"));
        QVERIFY(!failed.ok());
        QVERIFY(!failed);
        QCOMPARE(failed.error().kind, ErrorKind::InvalidInput);
        QCOMPARE(failed.error().field, QStringLiteral("--efficiency"));
        QCOMPARE(failed.error().text(), QStringLiteral("--efficiency: must be in (0, 1]"));
        // An Error with every field empty is still a failure: failure is not "message set".
        const Result<void> blank = Error{};
        QVERIFY(!blank.ok());
        QCOMPARE(blank.error().kind, ErrorKind::Failed);
    }

    void voidIsCopiedAndAssigned() {
        Result<void> r;
        QVERIFY(r.ok());
        r = kindError(ErrorKind::Retryable, QStringLiteral("busy"));
        QVERIFY(!r.ok());
        QVERIFY(r.error().is(ErrorKind::Retryable));
        const Result<void> copy = r;
        QVERIFY(!copy.ok());
        QCOMPARE(copy.error().message, QStringLiteral("busy"));
        r = Result<void>::success();
        QVERIFY(r.ok());
        QVERIFY(!copy.ok()); // the copy is its own
    }

    void propagation_data() {
        QTest::addColumn<bool>("failFirst");
        QTest::addColumn<bool>("failSecond");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("calls");
        QTest::newRow("both succeed") << false << false << true << 2;
        QTest::newRow("first fails, second never runs") << true << false << false << 1;
        QTest::newRow("second fails") << false << true << false << 2;
    }
    void propagation() {
        QFETCH(bool, failFirst);
        QFETCH(bool, failSecond);
        QFETCH(bool, ok);
        QFETCH(int, calls);
        int made = 0;
        const Result<int> r = chain(failFirst, failSecond, &made);
        QCOMPARE(r.ok(), ok);
        QCOMPARE(made, calls);
        if (ok) {
            QCOMPARE(*r, 42);
        } else {
            QCOMPARE(r.error().kind, ErrorKind::NotFound);
            QCOMPARE(r.error().field, QStringLiteral("id"));
        }
    }

    void valueResultMovesItsValueOut() {
        Result<std::unique_ptr<int>> r = std::make_unique<int>(7);
        QVERIFY(r.ok());
        const std::unique_ptr<int> taken = std::move(r).value();
        QVERIFY(taken);
        QCOMPARE(*taken, 7);
        const Result<std::unique_ptr<int>> failed = Error{QStringLiteral("gone")};
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().message, QStringLiteral("gone"));
    }
};

QTEST_GUILESS_MAIN(TestResult)
#include "tst_result.moc"
