// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/RegressionCheck.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace roofline {

// The CI gate's files: `roofline check` and `roofline compare` write their verdicts as JUnit
// XML (one test case per figure; a slower figure fails with its effect and interval) and as a
// Markdown summary (a job summary or merge-request comment). Numbers in the C locale with an
// ASCII minus, as `check` prints them: CI logs and dashboards parse them.
class VerdictExport {
    Q_DECLARE_TR_FUNCTIONS(roofline::VerdictExport)

public:
    // What fails the gate: slower figures only, or uncertain ones too (`--fail-on`).
    enum class FailOn { Slower, Uncertain };

    // One checked run: a test suite.
    struct Suite {
        QString name;  // "node-a · cpu: run 12"
        QString label; // "against the median of up to 5 earlier runs per measurement"
        RegressionCheck::Result result;
    };

    // Whether a finding fails the gate.
    static bool fails(const RegressionFinding &finding, FailOn failOn);
    // Whether any figure of the suites fails the gate.
    static bool fails(const QList<Suite> &suites, FailOn failOn);

    // <testsuites> with one <testsuite> per suite and one <testcase> per figure: failures for
    // the figures that fail the gate, <skipped> for the uncertain ones that do not.
    static QByteArray junit(const QList<Suite> &suites, FailOn failOn,
                            const QString &command = QStringLiteral("check"));
    // "## roofline check" and one table per suite (every figure not "same" first, then the
    // count of the others).
    static QByteArray markdown(const QList<Suite> &suites, FailOn failOn,
                               const QString &command = QStringLiteral("check"));
    // Parses "slower" | "uncertain".
    static std::optional<FailOn> failOnFromName(const QString &name);
};

} // namespace roofline
