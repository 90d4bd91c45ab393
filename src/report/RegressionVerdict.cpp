// SPDX-License-Identifier: MIT
#include "report/RegressionVerdict.h"

#include "model/Units.h"

#include <QJsonArray>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {
QString whyKey(RegressionFinding::Why why) {
    switch (why) {
    case RegressionFinding::Why::Disturbed:
        return QStringLiteral("disturbed");
    case RegressionFinding::Why::TooNoisy:
        return QStringLiteral("too-noisy");
    case RegressionFinding::Why::NoiseUnknown:
        return QStringLiteral("noise-unknown");
    case RegressionFinding::Why::BaselineDisturbed:
        return QStringLiteral("baseline-disturbed");
    case RegressionFinding::Why::None:
        break;
    }
    return {};
}
} // namespace

QString RegressionVerdict::signedPercent(double change, Notation notation) {
    const bool people = notation == Notation::Locale;
    const QString number =
        (people ? QLocale() : QLocale::c()).toString(std::fabs(change) * 100, 'f', 1);
    const QString minus = people ? QStringLiteral("\u2212") : QStringLiteral("-");
    return (change < 0 ? minus : QStringLiteral("+")) + number + QStringLiteral(" %");
}

QString RegressionVerdict::intervalText(const RegressionFinding &f, Notation notation) {
    return QStringLiteral("%1 … %2").arg(signedPercent(f.low, notation),
                                         signedPercent(f.high, notation));
}

QString RegressionVerdict::whyText(RegressionFinding::Why why) {
    switch (why) {
    case RegressionFinding::Why::Disturbed:
        return tr("the latest point was disturbed by other work");
    case RegressionFinding::Why::TooNoisy:
        return tr("too noisy to tell a 10 % change");
    case RegressionFinding::Why::NoiseUnknown:
        return tr("its noise is unknown (no statistics, too few runs)");
    case RegressionFinding::Why::BaselineDisturbed:
        return tr("every earlier point was disturbed by other work: no baseline");
    case RegressionFinding::Why::None:
        break;
    }
    return {};
}

QString RegressionVerdict::verdictKey(RegressionFinding::Verdict verdict) {
    switch (verdict) {
    case RegressionFinding::Verdict::Faster:
        return QStringLiteral("faster");
    case RegressionFinding::Verdict::Slower:
        return QStringLiteral("slower");
    case RegressionFinding::Verdict::Uncertain:
        return QStringLiteral("uncertain");
    case RegressionFinding::Verdict::Same:
        break;
    }
    return QStringLiteral("same");
}

QString RegressionVerdict::verdictText(RegressionFinding::Verdict verdict) {
    switch (verdict) {
    case RegressionFinding::Verdict::Faster:
        return tr("faster");
    case RegressionFinding::Verdict::Slower:
        return tr("slower");
    case RegressionFinding::Verdict::Uncertain:
        return tr("uncertain");
    case RegressionFinding::Verdict::Same:
        break;
    }
    return tr("same");
}

QString RegressionVerdict::findingText(const RegressionFinding &f, Notation notation) {
    if (f.why == RegressionFinding::Why::BaselineDisturbed)
        return tr("%1: %2 → %3 (%4 against the median of %n disturbed point(s)); %5", nullptr,
                  f.disturbedLeftOut)
            .arg(f.key.text(), units::formatSi(f.baseline, f.unit),
                 units::formatSi(f.latest, f.unit), signedPercent(f.change, notation),
                 whyText(f.why));
    QString text = tr("%1: %2 → %3 (%4, interval %5, median of %n run(s))", nullptr, f.baselineRuns)
                       .arg(f.key.text(), units::formatSi(f.baseline, f.unit),
                            units::formatSi(f.latest, f.unit), signedPercent(f.change, notation),
                            intervalText(f, notation));
    if (f.disturbedLeftOut > 0)
        text += tr("; %n disturbed point(s) left out", nullptr, f.disturbedLeftOut);
    if (f.why != RegressionFinding::Why::None)
        text += QStringLiteral("; ") + whyText(f.why);
    return text;
}

QString RegressionVerdict::summary(const RegressionCheck::Result &r, int baselineRuns) {
    const QString against =
        baselineRuns == 1
            ? tr("the previous run")
            : tr("the median of up to %1 earlier runs per measurement").arg(baselineRuns);
    QString s;
    if (r.regressed())
        s = tr("Regressed: %n measurement(s) worse beyond noise against %1.", nullptr,
               int(r.regressions.size()))
                .arg(against);
    else if (r.compared == 0)
        return tr("Not checked: no measurement in common with %1.").arg(against);
    else
        s = tr("No regression: %n measurement(s) within noise of %1 or better.", nullptr,
               r.compared)
                .arg(against);
    if (!r.uncertain.isEmpty())
        s +=
            QLatin1Char(' ') + tr("%n measurement(s) uncertain.", nullptr, int(r.uncertain.size()));
    return s;
}

VerdictLine::Kind RegressionVerdict::summaryKind(const RegressionCheck::Result &r) {
    if (r.regressed())
        return VerdictLine::Kind::Worse;
    return r.compared == 0 ? VerdictLine::Kind::Info : VerdictLine::Kind::Unchanged;
}

QList<VerdictLine> RegressionVerdict::verdictLines(const RegressionCheck::Result &r,
                                                   int baselineRuns, int limit) {
    QList<VerdictLine> out{{summaryKind(r), summary(r, baselineRuns)}};
    const auto add = [&out, limit](const QList<RegressionFinding> &list, VerdictLine::Kind kind,
                                   const QString &prefix) {
        for (int i = 0; i < list.size() && i < limit; ++i)
            out.append({kind, prefix + findingText(list.at(i))});
        if (list.size() > limit)
            out.append(
                {VerdictLine::Kind::Info, tr("… and %n more", nullptr, int(list.size() - limit))});
    };
    add(r.regressions, VerdictLine::Kind::Worse, tr("worse: "));
    add(r.improvements, VerdictLine::Kind::Better, tr("better: "));
    add(r.uncertain, VerdictLine::Kind::Info, tr("uncertain: "));
    return out;
}

QStringList RegressionVerdict::lines(const RegressionCheck::Result &r, int baselineRuns,
                                     int limit) {
    return texts(verdictLines(r, baselineRuns, limit));
}

QStringList RegressionVerdict::texts(const QList<VerdictLine> &lines) {
    QStringList out;
    out.reserve(lines.size());
    for (const VerdictLine &line : lines)
        out << line.text;
    return out;
}

QJsonObject RegressionVerdict::findingJson(const RegressionFinding &f) {
    return QJsonObject{{QStringLiteral("probe"), f.key.probe},
                       {QStringLiteral("metric"), f.key.metric},
                       {QStringLiteral("level"), f.key.level},
                       {QStringLiteral("format"), f.key.format},
                       {QStringLiteral("kernel"), f.key.kernel},
                       {QStringLiteral("working_set_bytes"), double(f.key.workingSetBytes)},
                       {QStringLiteral("threads"), double(f.key.threads)},
                       {QStringLiteral("unit"), f.unit},
                       {QStringLiteral("baseline"), f.baseline},
                       {QStringLiteral("latest"), f.latest},
                       {QStringLiteral("change"), f.change},
                       {QStringLiteral("noise"), f.noise},
                       {QStringLiteral("interval"), QJsonArray{f.low, f.high}},
                       {QStringLiteral("verdict"), verdictKey(f.verdict)},
                       {QStringLiteral("why"), f.why == RegressionFinding::Why::None
                                                   ? QJsonValue()
                                                   : QJsonValue(whyKey(f.why))},
                       {QStringLiteral("baseline_runs"), f.baselineRuns},
                       {QStringLiteral("spread_runs"), f.spreadRuns},
                       {QStringLiteral("disturbed_left_out"), f.disturbedLeftOut}};
}

bool RegressionVerdict::sameNode(const Run &a, const Run &b) {
    return a.host.hostname == b.host.hostname && a.device.name == b.device.name
           && a.device.id == b.device.id;
}

std::optional<RegressionVerdict::NodeOverTime>
RegressionVerdict::nodeOverTime(const QList<Run> &runs) {
    if (runs.size() < 2)
        return std::nullopt;
    for (const Run &r : runs) {
        if (!sameNode(r, runs.first()))
            return std::nullopt;
    }
    // Only runs that can stand for the node (complete, with measurements: usecases::LatestRuns'
    // rule, as `roofline check` and the fleet choose them), whichever runs were ticked: the
    // app's Compare page and the comparison PDF both come here, so they say the same.
    QList<Run> ordered;
    for (const Run &r : runs) {
        if (r.status == Run::Status::Complete && !r.measurements.isEmpty())
            ordered << r;
    }
    if (ordered.size() < 2)
        return std::nullopt;
    // Newest first, in the one order of a node's runs (RegressionCheck::earlier).
    std::sort(ordered.begin(), ordered.end(),
              [](const Run &a, const Run &b) { return RegressionCheck::earlier(b, a); });
    NodeOverTime out;
    out.latest = ordered.takeFirst();
    out.earlier = ordered;
    out.result = RegressionCheck::check(out.latest, out.earlier);
    return out;
}

} // namespace roofline
