// SPDX-License-Identifier: MIT
#include "report/LadderChartBuilder.h"

#include "report/ChartStyle.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

using Q = DisplayUnits::Quantity;

bool good(double v) {
    return std::isfinite(v) && v > 0;
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y) {
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

void hideLegend(QChart *chart, QAbstractSeries *series) {
    ChartStyle::hideLegend(chart, series);
}

// Words filled into lines of about `width` characters ("PCIe 4<br>x16<br>(ref.)"); a long
// hyphenated word breaks after its hyphen ("graph-<br>node"). Existing <br> breaks stay.
QString wrapped(const QString &label, int width) {
    QStringList out;
    for (const QString &line : label.split(QStringLiteral("<br>"))) {
        QString current;
        QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < words.size(); ++i) {
            QString w = words.at(i);
            const qsizetype hyphen = w.indexOf(QLatin1Char('-'));
            if (w.size() > width && hyphen > 0 && hyphen + 1 < w.size()
                && !w.contains(QLatin1Char('<'))) {
                words.insert(i + 1, w.mid(hyphen + 1));
                w = w.left(hyphen + 1);
            }
            if (!current.isEmpty() && current.size() + 1 + w.size() > width) {
                out << current;
                current.clear();
            }
            current +=
                (current.isEmpty() || current.endsWith(QLatin1Char('-')) ? QString()
                                                                         : QStringLiteral(" "))
                + w;
        }
        if (!current.isEmpty())
            out << current;
    }
    return out.join(QStringLiteral("<br>"));
}

// Category labels must be unique; rich text lets a rung carry a second line.
QCategoryAxis *rungAxis(const QStringList &labels, const QString &title, bool wrapWords) {
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(-0.5);
    QStringList used;
    for (int i = 0; i < labels.size(); ++i) {
        QString l = labels.at(i);
        // Many rungs leave each label a narrow column (on the A4 page about 55 px for ten
        // rungs), and Qt elides what does not fit ("network …"): one word per line instead.
        if (wrapWords && labels.size() > 12) {
            // A comparison of CPU and GPU runs has fourteen latency rungs: even one word per
            // line is cut ("SYS…"), so the labels stand upright, one line each.
            l.replace(QStringLiteral("<br>"), QStringLiteral(" "));
        } else if (wrapWords && labels.size() > 5) {
            l = wrapped(l, 7);
        }
        while (used.contains(l))
            l += QLatin1Char(' ');
        used << l;
        axis->append(l, i);
    }
    axis->setRange(-0.6, std::max<qsizetype>(1, labels.size()) - 0.4);
    if (wrapWords && labels.size() > 12)
        axis->setLabelsAngle(-90);
    axis->setGridLineVisible(false);
    axis->setTitleText(title);
    QFont f = axis->labelsFont();
    f.setPointSizeF(wrapWords && labels.size() > 8 ? 6.5 : 7.5); // "SYSCALL" in 50 px
    axis->setLabelsFont(f);
    return axis;
}

// Short horizontal dashed marks: the spec value of each rung.
void addSpecMarks(QChart *chart, QAbstractAxis *ax, QAbstractAxis *ay,
                  const QList<std::pair<int, double>> &marks, const QString &name,
                  const QStringList &tips) {
    bool first = true;
    for (int i = 0; i < marks.size(); ++i) {
        auto *s = new QLineSeries;
        const double y = std::log10(marks.at(i).second);
        s->append(marks.at(i).first - 0.38, y);
        s->append(marks.at(i).first + 0.38, y);
        QPen pen = ChartStyle::specPen(QColor(0x20, 0x20, 0x20));
        pen.setWidthF(1.6);
        s->setPen(pen);
        s->setName(name);
        s->setProperty(ChartStyle::kKindProperty, QStringLiteral("spec"));
        ChartStyle::setTooltips(s, {tips.value(i), tips.value(i)});
        attach(chart, s, ax, ay);
        if (!first)
            hideLegend(chart, s);
        first = false;
    }
}

double runOffset(int run, int runs) {
    if (runs <= 1)
        return 0;
    const double span = std::min(0.6, 0.12 * runs);
    return -span / 2 + span * run / (runs - 1);
}

} // namespace

std::unique_ptr<QChart> LadderChartBuilder::ladder(const LadderData &data, bool latency) const {
    const QString title = data.title.isEmpty()
                              ? (latency ? tr("Latency ladder") : tr("Bandwidth ladder"))
                              : data.title;
    const bool measured = std::any_of(data.rungs.begin(), data.rungs.end(), [](const auto &r) {
        return std::any_of(r.measured.begin(), r.measured.end(), good);
    });
    if (!measured) // reference rungs alone would look like a measurement
        return ChartStyle::emptyChart(title, latency
                                                 ? tr("No latency was measured in this run.")
                                                 : tr("No bandwidth was measured in this run."));
    auto chart = std::make_unique<QChart>();
    ChartStyle::prepare(chart.get(), title);
    const Q q = latency ? Q::Latency : Q::Bandwidth;
    QStringList labels;
    for (const LadderRung &r : data.rungs)
        labels << r.label;
    const auto [lo, hi] = ladderRange(data, latency);
    auto *ax = rungAxis(labels, QString(), true);
    auto *ay = ChartStyle::logAxis(
        lo, hi, m_units.tickFactor(q), [this, q](double v) { return m_units.tick(q, v); },
        latency ? tr("Latency (log)") : tr("Bandwidth (log)"));
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    addRunSeries(chart.get(), ax, ay, data, latency);
    addReferenceMarks(chart.get(), ax, ay, data, latency);
    addStepRatios(chart.get(), ax, ay, data, latency);
    ChartStyle::materializeLabels(chart.get());
    return chart;
}

// The value axis's range: every measured and spec figure, with room above the highest point.
std::pair<double, double> LadderChartBuilder::ladderRange(const LadderData &data, bool latency) {
    double lo = 0, hi = 0;
    auto widen = [&](double v) {
        if (!good(v))
            return;
        lo = lo > 0 ? std::min(lo, v) : v;
        hi = std::max(hi, v);
    };
    for (const LadderRung &r : data.rungs) {
        widen(r.spec);
        for (double v : r.measured)
            widen(v);
    }
    // Half a decade above the highest point (at least): its marker and the label above it
    // stay inside the plot even when the point sits just under a decade (disk seek, 8 ms).
    if (latency) {
        // The full span the seeds talk about, whatever was measured.
        lo = lo > 0 ? std::min(lo, 1e-9) : 1e-9;
        hi = std::max(hi * 3, 1e-2);
    } else {
        lo = lo > 0 ? lo / 2 : 1e9;
        hi = hi > 0 ? hi * 3 : 1e13;
    }
    return {lo, hi};
}

// Each run's measured rungs: dots joined by a thin line, side by side when there are several.
void LadderChartBuilder::addRunSeries(QChart *chart, QAbstractAxis *ax, QAbstractAxis *ay,
                                      const LadderData &data, bool latency) const {
    const Q q = latency ? Q::Latency : Q::Bandwidth;
    const int runs = int(data.runLabels.size());
    for (int r = 0; r < runs; ++r) {
        auto *line = new QLineSeries;
        auto *dots = new QScatterSeries;
        QPen pen = ChartStyle::measuredPen(ChartStyle::runColor(r));
        pen.setWidthF(1.0);
        line->setPen(pen);
        dots->setName(data.runLabels.at(r));
        dots->setColor(ChartStyle::runColor(r));
        dots->setBorderColor(Qt::white);
        dots->setMarkerSize(runs > 4 ? 7 : 10);
        QStringList pointLabels, tips;
        for (int i = 0; i < data.rungs.size(); ++i) {
            const double v = data.rungs.at(i).measured.value(r, kNoValue);
            if (!good(v))
                continue;
            const QPointF p(i + runOffset(r, runs), std::log10(v));
            line->append(p);
            dots->append(p);
            pointLabels << (runs <= 2 ? m_units.format(q, v) : QString());
            tips << QStringLiteral("%1 — %2: %3")
                        .arg(data.runLabels.at(r), data.rungs.at(i).label, m_units.format(q, v));
        }
        line->setProperty(ChartStyle::kKindProperty, QStringLiteral("measured-line"));
        dots->setProperty(ChartStyle::kKindProperty, QStringLiteral("measured"));
        attach(chart, line, ax, ay);
        hideLegend(chart, line);
        attach(chart, dots, ax, ay);
        ChartStyle::setPointLabels(dots, pointLabels, 20);
        ChartStyle::setTooltips(dots, tips);
    }
}

// The rungs' spec marks, and the reference-only rungs (grey diamonds, "not measured").
void LadderChartBuilder::addReferenceMarks(QChart *chart, QAbstractAxis *ax, QAbstractAxis *ay,
                                           const LadderData &data, bool latency) const {
    const Q q = latency ? Q::Latency : Q::Bandwidth;
    QList<std::pair<int, double>> specs;
    QStringList specTips;
    auto *refs = new QScatterSeries;
    refs->setName(tr("reference, not measured"));
    refs->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    refs->setMarkerSize(10);
    refs->setColor(QColor(0xd0, 0xd0, 0xd0));
    refs->setBorderColor(QColor(0x60, 0x60, 0x60));
    QStringList refLabels, refTips;
    for (int i = 0; i < data.rungs.size(); ++i) {
        const LadderRung &rung = data.rungs.at(i);
        if (rung.referenceOnly && good(rung.spec)) {
            refs->append(i, std::log10(rung.spec));
            refLabels << tr("%1 (ref.)").arg(m_units.format(q, rung.spec));
            refTips << tr("%1: %2, reference figure (%3), not measured")
                           .arg(rung.label, m_units.format(q, rung.spec), rung.source);
        } else if (good(rung.spec)) {
            specs << std::make_pair(i, rung.spec);
            specTips << tr("%1 spec: %2 (%3)")
                            .arg(rung.label, m_units.format(q, rung.spec), rung.source);
        }
    }
    addSpecMarks(chart, ax, ay, specs, tr("spec"), specTips);
    refs->setProperty(ChartStyle::kKindProperty, QStringLiteral("reference"));
    attach(chart, refs, ax, ay);
    ChartStyle::setPointLabels(refs, refLabels, 20);
    ChartStyle::setTooltips(refs, refTips);
    if (refs->count() == 0)
        hideLegend(chart, refs);
}

// The step between adjacent rungs ("10× less"), from the first run (or the reference figure),
// written between them.
void LadderChartBuilder::addStepRatios(QChart *chart, QAbstractAxis *ax, QAbstractAxis *ay,
                                       const LadderData &data, bool latency) {
    auto headline = [&](const LadderRung &rung) {
        const double v = rung.measured.value(0, kNoValue);
        return good(v) ? v : rung.spec;
    };
    auto *ratios = new QScatterSeries;
    ratios->setMarkerSize(1);
    ratios->setColor(Qt::transparent);
    ratios->setBorderColor(Qt::transparent);
    QStringList ratioLabels;
    for (int i = 0; i + 1 < data.rungs.size(); ++i) {
        const double a = headline(data.rungs.at(i)), b = headline(data.rungs.at(i + 1));
        if (!good(a) || !good(b))
            continue;
        const double ratio = latency ? b / a : a / b;
        ratios->append(i + 0.5, (std::log10(a) + std::log10(b)) / 2);
        const QString n = QLocale().toString(std::fabs(ratio), 'f', ratio < 10 ? 1 : 0);
        ratioLabels << (ratio >= 1 ? tr("%1× %2").arg(n, latency ? tr("slower") : tr("less"))
                                   : tr("%1× more").arg(QLocale().toString(1 / ratio, 'f', 1)));
    }
    ratios->setName(tr("step between rungs"));
    ratios->setProperty(ChartStyle::kKindProperty, QStringLiteral("ratio"));
    attach(chart, ratios, ax, ay);
    hideLegend(chart, ratios);
    ChartStyle::setPointLabels(ratios, ratioLabels, 10);
    QFont f = ratios->pointLabelsFont();
    f.setItalic(true);
    ratios->setPointLabelsFont(f);
    ratios->setPointLabelsColor(QColor(0x80, 0x20, 0x20));
}

std::unique_ptr<QChart> LadderChartBuilder::formats(const FormatLadderData &data) const {
    const QString title = data.title.isEmpty() ? tr("Format ladder") : data.title;
    if (data.rungs.isEmpty())
        return ChartStyle::emptyChart(title, tr("No compute peak was measured in this run."));
    auto chart = std::make_unique<QChart>();
    ChartStyle::prepare(chart.get(), title);
    QStringList labels;
    double lo = 0, hi = 0;
    for (const FormatRung &r : data.rungs) {
        labels << formatLabel(r.format);
        for (double v : r.measured) {
            if (good(v)) {
                lo = lo > 0 ? std::min(lo, v) : v;
                hi = std::max(hi, v);
            }
        }
        if (good(r.spec)) {
            lo = lo > 0 ? std::min(lo, r.spec) : r.spec;
            hi = std::max(hi, r.spec);
        }
    }
    auto *ax =
        rungAxis(labels, tr("format · bytes/element · exponent/mantissa bits · range"), false);
    auto *ay = ChartStyle::logAxis(
        lo > 0 ? lo / 2 : 1e9, hi > 0 ? hi * 3 : 1e12, m_units.tickFactor(Q::Compute),
        [this](double v) { return m_units.tick(Q::Compute, v); }, tr("Dense peak (log)"));
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    addFormatRuns(chart.get(), ax, ay, data);
    QList<std::pair<int, double>> specs;
    QStringList tips;
    for (int i = 0; i < data.rungs.size(); ++i) {
        if (good(data.rungs.at(i).spec)) {
            specs << std::make_pair(i, data.rungs.at(i).spec);
            tips << tr("%1 spec: %2")
                        .arg(data.rungs.at(i).format.id,
                             m_units.format(Q::Compute, data.rungs.at(i).spec));
        }
    }
    addSpecMarks(chart.get(), ax, ay, specs, tr("spec (dense)"), tips);
    ChartStyle::materializeLabels(chart.get());
    return chart;
}

// A rung's label, one short fact per line: a category gets a seventh of the plot width at most,
// and Qt elides a line that does not fit ("±1.8e308 · 16.0 …").
QString LadderChartBuilder::formatLabel(const NumberFormat &f) {
    const double digits = (f.mantissaBits + 1) * std::log10(2.0);
    const QString range =
        f.isInteger ? tr("integer")
                    : tr("e%1 m%2<br>±%3<br>%4 dig.")
                          .arg(QString::number(f.exponentBits), QString::number(f.mantissaBits),
                               QString::number(f.maxFinite, 'e', 1)
                                   .remove(QLatin1Char('+'))
                                   .replace(QStringLiteral("e0"), QStringLiteral("e")),
                               QLocale().toString(digits, 'f', 1));
    return QStringLiteral("<b>%1</b><br>%2 B<br>%3")
        .arg(f.id, QLocale().toString(f.bytes, 'g', 2), range);
}

// Each run's measured peak per format, with its share of the spec.
void LadderChartBuilder::addFormatRuns(QChart *chart, QAbstractAxis *ax, QAbstractAxis *ay,
                                       const FormatLadderData &data) const {
    const int runs = int(data.runLabels.size());
    for (int r = 0; r < runs; ++r) {
        auto *dots = new QScatterSeries;
        dots->setName(data.runLabels.at(r));
        dots->setColor(ChartStyle::runColor(r));
        dots->setBorderColor(Qt::white);
        dots->setMarkerSize(runs > 4 ? 7 : 10);
        QStringList pointLabels, tips;
        for (int i = 0; i < data.rungs.size(); ++i) {
            const FormatRung &rung = data.rungs.at(i);
            const double v = rung.measured.value(r, kNoValue);
            if (!good(v))
                continue;
            dots->append(i + runOffset(r, runs), std::log10(v));
            const QString unit =
                rung.format.isInteger ? QStringLiteral("OP/s") : QStringLiteral("FLOP/s");
            QString text = m_units.format(Q::Compute, v, unit);
            if (good(rung.spec))
                text += tr(" (%1 %)").arg(QLocale().toString(100 * v / rung.spec, 'f', 0));
            pointLabels << (runs <= 2 ? text : QString());
            tips << QStringLiteral("%1 — %2: %3").arg(data.runLabels.at(r), rung.format.id, text);
        }
        dots->setProperty(ChartStyle::kKindProperty, QStringLiteral("measured"));
        attach(chart, dots, ax, ay);
        ChartStyle::setPointLabels(dots, pointLabels, 20);
        ChartStyle::setTooltips(dots, tips);
    }
}

} // namespace roofline
