// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "model/analysis/RegressionCheck.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace roofline {

// One line of a verdict as shown, and what it says: views colour and flag a line by its kind,
// never by matching its (translated) words.
struct VerdictLine {
    enum class Kind {
        Info,      // neither good nor bad: not checked, "… and 3 more", the trend
        Worse,     // a regression, or the verdict that there is one
        Better,    // an improvement beyond noise
        Unchanged, // the verdict that nothing got worse
    };
    Kind kind = Kind::Info;
    QString text;

    friend bool operator==(const VerdictLine &, const VerdictLine &) = default;
};

// The words for a regression check, shared by the Fleet page, History, Compare and the fleet
// and comparison reports, so a finding reads the same wherever it is shown.
class RegressionVerdict {
    Q_DECLARE_TR_FUNCTIONS(roofline::RegressionVerdict)

public:
    // How a number is written: for people (the user's locale, U+2212 minus: as wide as the plus
    // sign in a column) or for text a script may parse (C locale, ASCII '-').
    enum class Notation { Locale, C };
    // A relative change as a signed percentage with one decimal: "+5.0 %", "−8.1 %".
    static QString signedPercent(double change, Notation notation = Notation::Locale);

    // "cpu.bandwidth bandwidth DRAM read 1 GiB ×1: 3.1 TB/s → 2.85 TB/s (−8.1 %, interval
    // −9.3 % … −6.9 %, median of 5 runs)", and for an uncertain figure why.
    static QString findingText(const RegressionFinding &finding,
                               Notation notation = Notation::Locale);
    // The interval of a finding's change: "−9.3 % … −6.9 %".
    static QString intervalText(const RegressionFinding &finding,
                                Notation notation = Notation::Locale);
    // Why a figure is uncertain, in words (empty for Why::None).
    static QString whyText(RegressionFinding::Why why);
    // JSON and JUnit: faster | slower | same | uncertain.
    static QString verdictKey(RegressionFinding::Verdict verdict);
    // For people: "faster", "slower", "same", "uncertain".
    static QString verdictText(RegressionFinding::Verdict verdict);
    // One sentence: regressed or not, against what (`baselineRuns`: the median is of up to this
    // many earlier runs per measurement).
    static QString summary(const RegressionCheck::Result &result, int baselineRuns);
    // What summary() says: Worse (regressed), Info (nothing to compare) or Unchanged.
    static VerdictLine::Kind summaryKind(const RegressionCheck::Result &result);
    // The summary, then up to `limit` regressions (Worse), improvements (Better) and uncertain
    // figures (Info), one line each; "… and N more" is Info.
    static QList<VerdictLine> verdictLines(const RegressionCheck::Result &result, int baselineRuns,
                                           int limit = 8);
    // verdictLines()' words only, for reports and tooltips that show no kind.
    static QStringList lines(const RegressionCheck::Result &result, int baselineRuns,
                             int limit = 8);
    static QStringList texts(const QList<VerdictLine> &lines);
    // `roofline check --json`'s shape of one finding.
    static QJsonObject findingJson(const RegressionFinding &finding);

    // A node is a host and one of its devices (name and id), as the fleet view groups runs.
    static bool sameNode(const Run &a, const Run &b);

    // "This node over time": when 2 or more runs are all of one node, the newest of them
    // checked against the median of the earlier ones (RegressionCheck). Runs need their
    // measurements; cancelled, failed and empty runs are left out (issue 32: the one rule of
    // `roofline check`, the fleet, the Compare page and the comparison PDF).
    struct NodeOverTime {
        Run latest;
        QList<Run> earlier; // newest first
        RegressionCheck::Result result;
    };
    static std::optional<NodeOverTime> nodeOverTime(const QList<Run> &runs);
};

} // namespace roofline
