// SPDX-License-Identifier: MIT
// The typed suite on both sides of the Qt/engine wall: runner/Suite.h (the app, the CLI, the
// probe request) and probes/engine/Suite.h (the engine) spell the same names, parse the same words
// and have the one default docs/cli.md gives (quick) — the engine once defaulted to standard
// while ProbeRequest and `roofline probe` said quick.
#include "probes/engine/EngineOptions.h"
#include "probes/engine/Suite.h"
#include "runner/ProbeRequest.h"
#include "runner/Suite.h"

#include <QTest>
#include <string>
#include <vector>

namespace probes = roofline::probes;
namespace runner = roofline::runner;

class TestSuite : public QObject {
    Q_OBJECT
private slots:
    void namesAgree_data() {
        QTest::addColumn<int>("suite");
        QTest::addColumn<QString>("name");
        QTest::newRow("quick") << int(runner::Suite::Quick) << QStringLiteral("quick");
        QTest::newRow("standard") << int(runner::Suite::Standard) << QStringLiteral("standard");
        QTest::newRow("full") << int(runner::Suite::Full) << QStringLiteral("full");
    }
    void namesAgree() {
        QFETCH(int, suite);
        QFETCH(QString, name);
        const auto qt = static_cast<runner::Suite>(suite);
        const auto engine = static_cast<probes::Suite>(suite);
        QCOMPARE(runner::suiteName(qt), name);
        QCOMPARE(QString::fromLatin1(probes::suiteName(engine)), name);
        QCOMPARE(runner::parseSuite(name), std::optional<runner::Suite>(qt));
        QCOMPARE(probes::parseSuite(name.toStdString()), std::optional<probes::Suite>(engine));
    }
    void unknownWordsAreRefused_data() {
        QTest::addColumn<QString>("word");
        QTest::newRow("empty") << QString();
        QTest::newRow("capitalised") << QStringLiteral("Quick");
        QTest::newRow("padded") << QStringLiteral(" quick");
        QTest::newRow("other") << QStringLiteral("huge");
    }
    void unknownWordsAreRefused() {
        QFETCH(QString, word);
        QVERIFY(!runner::parseSuite(word));
        QVERIFY(!probes::parseSuite(word.toStdString()));
    }
    void oneListOfSuites() {
        QCOMPARE(runner::suiteNames(),
                 (QStringList{QStringLiteral("quick"), QStringLiteral("standard"),
                              QStringLiteral("full")}));
    }
    // docs/cli.md: without --suite, `roofline probe`, a ProbeRequest and the bare engine all
    // measure the quick suite.
    void oneDefault() {
        QCOMPARE(runner::kDefaultSuite, runner::Suite::Quick);
        QCOMPARE(int(probes::kDefaultSuite), int(runner::kDefaultSuite));
        const runner::ProbeRequest request;
        QCOMPARE(request.suite, runner::kDefaultSuite);
        const QStringList args = request.arguments();
        const qsizetype at = args.indexOf(QStringLiteral("--suite"));
        QVERIFY(at >= 0 && at + 1 < args.size());
        QCOMPARE(args.at(at + 1), QStringLiteral("quick"));

        std::string program = "roofline-probe";
        std::vector<char *> argv{program.data()};
        std::string error;
        const auto options = probes::EngineOptions::parse(int(argv.size()), argv.data(), &error);
        QVERIFY2(options.has_value(), error.c_str());
        QCOMPARE(int(options->config.suite), int(probes::Suite::Quick));
    }
    void requestPassesItsSuite() {
        runner::ProbeRequest request;
        request.suite = runner::Suite::Full;
        const QStringList args = request.arguments();
        QCOMPARE(args.mid(args.indexOf(QStringLiteral("--suite")), 2),
                 (QStringList{QStringLiteral("--suite"), QStringLiteral("full")}));
    }
};

QTEST_GUILESS_MAIN(TestSuite)
#include "tst_suite.moc"
