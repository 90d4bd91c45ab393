// SPDX-License-Identifier: MIT
#include "report/VerdictExport.h"

#include "model/Units.h"
#include "report/RegressionVerdict.h"

#include <QXmlStreamWriter>

namespace roofline {

namespace {

using Notation = RegressionVerdict::Notation;

QString percent(double change) {
    return RegressionVerdict::signedPercent(change, Notation::C);
}

// The one-line message of a figure that failed or was skipped.
QString message(const RegressionFinding &f) {
    QString s = QStringLiteral("%1 %2 (interval %3), %4 → %5")
                    .arg(RegressionVerdict::verdictKey(f.verdict), percent(f.change),
                         RegressionVerdict::intervalText(f, Notation::C),
                         units::formatSi(f.baseline, f.unit), units::formatSi(f.latest, f.unit));
    if (f.why != RegressionFinding::Why::None)
        s += QStringLiteral(": ") + RegressionVerdict::whyText(f.why);
    return s;
}

// Markdown table cells must not break the table.
QString cell(QString text) {
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

} // namespace

std::optional<VerdictExport::FailOn> VerdictExport::failOnFromName(const QString &name) {
    if (name == QLatin1String("slower"))
        return FailOn::Slower;
    if (name == QLatin1String("uncertain"))
        return FailOn::Uncertain;
    return std::nullopt;
}

bool VerdictExport::fails(const RegressionFinding &f, FailOn failOn) {
    return f.verdict == RegressionFinding::Verdict::Slower
           || (failOn == FailOn::Uncertain && f.verdict == RegressionFinding::Verdict::Uncertain);
}

bool VerdictExport::fails(const QList<Suite> &suites, FailOn failOn) {
    for (const Suite &s : suites) {
        for (const RegressionFinding &f : s.result.figures) {
            if (fails(f, failOn))
                return true;
        }
    }
    return false;
}

namespace {

// One figure: a failure, a skipped test (uncertain) or a pass with its details.
void writeTestCase(QXmlStreamWriter &xml, const QString &suiteName, const RegressionFinding &f,
                   VerdictExport::FailOn failOn) {
    xml.writeStartElement(QStringLiteral("testcase"));
    xml.writeAttribute(QStringLiteral("classname"), suiteName);
    xml.writeAttribute(QStringLiteral("name"), f.key.text());
    xml.writeAttribute(QStringLiteral("time"), QStringLiteral("0"));
    const QString details = RegressionVerdict::findingText(f, Notation::C);
    if (VerdictExport::fails(f, failOn)) {
        xml.writeStartElement(QStringLiteral("failure"));
        xml.writeAttribute(QStringLiteral("type"), RegressionVerdict::verdictKey(f.verdict));
        xml.writeAttribute(QStringLiteral("message"), message(f));
        xml.writeCharacters(details);
        xml.writeEndElement();
    } else if (f.verdict == RegressionFinding::Verdict::Uncertain) {
        xml.writeStartElement(QStringLiteral("skipped"));
        xml.writeAttribute(QStringLiteral("message"), message(f));
        xml.writeEndElement();
    } else {
        xml.writeTextElement(QStringLiteral("system-out"), details);
    }
    xml.writeEndElement();
}

// One run's figures against its baseline, the baseline named in a property.
void writeSuite(QXmlStreamWriter &xml, const VerdictExport::Suite &s,
                VerdictExport::FailOn failOn) {
    int suiteFailures = 0, suiteSkipped = 0;
    for (const RegressionFinding &f : s.result.figures) {
        const bool failed = VerdictExport::fails(f, failOn);
        suiteFailures += failed ? 1 : 0;
        suiteSkipped += !failed && f.verdict == RegressionFinding::Verdict::Uncertain ? 1 : 0;
    }
    xml.writeStartElement(QStringLiteral("testsuite"));
    xml.writeAttribute(QStringLiteral("name"), s.name);
    xml.writeAttribute(QStringLiteral("tests"), QString::number(s.result.figures.size()));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(suiteFailures));
    xml.writeAttribute(QStringLiteral("skipped"), QString::number(suiteSkipped));
    xml.writeStartElement(QStringLiteral("properties"));
    xml.writeStartElement(QStringLiteral("property"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("baseline"));
    xml.writeAttribute(QStringLiteral("value"), s.label);
    xml.writeEndElement();
    xml.writeEndElement();
    for (const RegressionFinding &f : s.result.figures)
        writeTestCase(xml, s.name, f, failOn);
    xml.writeEndElement();
}

} // namespace

QByteArray VerdictExport::junit(const QList<Suite> &suites, FailOn failOn, const QString &command) {
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    int tests = 0, failures = 0, skipped = 0;
    for (const Suite &s : suites) {
        for (const RegressionFinding &f : s.result.figures) {
            ++tests;
            if (fails(f, failOn))
                ++failures;
            else if (f.verdict == RegressionFinding::Verdict::Uncertain)
                ++skipped;
        }
    }
    xml.writeStartElement(QStringLiteral("testsuites"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("roofline ") + command);
    xml.writeAttribute(QStringLiteral("tests"), QString::number(tests));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    xml.writeAttribute(QStringLiteral("skipped"), QString::number(skipped));
    for (const Suite &s : suites)
        writeSuite(xml, s, failOn);
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

QByteArray VerdictExport::markdown(const QList<Suite> &suites, FailOn failOn,
                                   const QString &command) {
    QString s = QStringLiteral("## roofline %1: %2\n\n")
                    .arg(command, fails(suites, failOn) ? tr("FAILED") : tr("passed"));
    for (const Suite &suite : suites) {
        const RegressionCheck::Result &r = suite.result;
        s += QStringLiteral("### %1\n\n").arg(cell(suite.name));
        s +=
            tr("%1: %2 slower, %3 faster, %4 uncertain, %5 same of %6 figures.")
                .arg(suite.label)
                .arg(r.regressions.size())
                .arg(r.improvements.size())
                .arg(r.uncertain.size())
                .arg(r.compared - r.regressions.size() - r.improvements.size() - r.uncertain.size())
                .arg(r.compared)
            + QStringLiteral("\n\n");
        QList<RegressionFinding> shown = r.regressions + r.uncertain + r.improvements;
        if (shown.isEmpty())
            continue;
        s += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n|---|---|---:|---:|---:|---|\n")
                 .arg(tr("Verdict"), tr("Figure"), tr("Baseline"), tr("Latest"), tr("Change"),
                      tr("Interval"));
        for (const RegressionFinding &f : std::as_const(shown)) {
            const QString verdict = RegressionVerdict::verdictKey(f.verdict);
            s += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                     .arg(fails(f, failOn) ? QStringLiteral("**%1**").arg(verdict) : verdict,
                          cell(f.key.text()), units::formatSi(f.baseline, f.unit),
                          units::formatSi(f.latest, f.unit), percent(f.change),
                          RegressionVerdict::intervalText(f, Notation::C)
                              + (f.why != RegressionFinding::Why::None
                                     ? QStringLiteral(" (") + RegressionVerdict::whyText(f.why)
                                           + QLatin1Char(')')
                                     : QString()));
        }
        s += QLatin1Char('\n');
    }
    return s.toUtf8();
}

} // namespace roofline
