// SPDX-License-Identifier: MIT
#include "ui/widgets/RunChartPanel.h"

#include "report/ChartFactory.h"
#include "report/ChartInputs.h"
#include "ui/services/Session.h"
#include "ui/widgets/ChartView.h"

#include <QChart>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QSettings>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

namespace roofline::ui {

RunChartPanel::RunChartPanel(const QString &settingsKey, QWidget *parent)
    : QWidget(parent)
    , m_settingsKey(settingsKey) {
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("chartKind"));
    m_kind->addItem(tr("Roofline"), Roofline);
    m_kind->addItem(tr("Bandwidth ladder"), BandwidthLadder);
    m_kind->addItem(tr("Latency ladder"), LatencyLadder);
    m_kind->addItem(tr("Peak per number format"), FormatLadder);
    m_kind->addItem(tr("Bandwidth against working set"), WorkingSetBandwidth);
    m_kind->addItem(tr("Latency against working set"), WorkingSetLatency);
    m_kind->setToolTip(tr("Which chart to draw from the measurements. Hover over a point for "
                          "its value."));
    m_view = new ChartView(this);

    auto *top = new QHBoxLayout;
    auto *label = new QLabel(tr("C&hart:"), this);
    label->setBuddy(m_kind);
    top->addWidget(label);
    top->addWidget(m_kind);
    top->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    const int saved =
        QSettings().value(m_settingsKey + QStringLiteral("/chartKind"), BandwidthLadder).toInt();
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(saved)));
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(m_settingsKey + QStringLiteral("/chartKind"), int(kind()));
        redraw();
    });
    clear(tr("No measurements yet"));
}

RunChartPanel::Kind RunChartPanel::kind() const {
    return Kind(m_kind->currentData().toInt());
}

void RunChartPanel::setKind(Kind kind) {
    m_kind->setCurrentIndex(m_kind->findData(kind));
}

void RunChartPanel::setUnits(const DisplayUnits &units) {
    m_units = units;
    redraw();
}

void RunChartPanel::setKernels(const QList<kernels::KernelPoint> &kernels) {
    m_kernels = kernels;
    redraw();
}

void RunChartPanel::setKernelDropEnabled(bool enabled) {
    m_kernelDrops = enabled;
    setAcceptDrops(enabled);
    // The chart view (a QGraphicsView) would take the drop for its scene and drop it there.
    m_view->setAcceptDrops(!enabled);
    m_view->viewport()->setAcceptDrops(!enabled);
    setToolTip(enabled ? tr("Drop a kernel file (CSV, JSON or ncu --csv) here to import its "
                            "kernels onto the run shown.")
                       : QString());
}

namespace {

QStringList localFiles(const QMimeData *mime) {
    QStringList out;
    if (!mime || !mime->hasUrls())
        return out;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            out << url.toLocalFile();
    }
    return out;
}

} // namespace

void RunChartPanel::dragEnterEvent(QDragEnterEvent *event) {
    if (m_kernelDrops && !localFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void RunChartPanel::dropEvent(QDropEvent *event) {
    const QStringList files = m_kernelDrops ? localFiles(event->mimeData()) : QStringList();
    if (files.isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    emit kernelFilesDropped(files);
}

void RunChartPanel::setRuns(const QList<Run> &runs, const QStringList &labels,
                            const std::optional<HardwareProfile> &spec) {
    m_runs = runs;
    m_labels = labels;
    m_spec = spec;
    // Another run's kernels never stand on these roofs: the page sets this run's when read.
    m_kernels.clear();
    m_message.clear();
    redraw();
}

void RunChartPanel::clear(const QString &message) {
    m_runs.clear();
    m_kernels.clear();
    m_labels.clear();
    m_message = message;
    redraw();
}

void RunChartPanel::redraw() {
    const bool anything = std::any_of(m_runs.cbegin(), m_runs.cend(),
                                      [](const Run &r) { return !r.measurements.isEmpty(); });
    if (!anything) {
        m_view->showMessage(m_message.isEmpty() ? tr("No measurements yet") : m_message);
        return;
    }
    const ChartFactory factory(Session::unitsFor(m_units, m_runs));
    std::unique_ptr<QChart> chart;
    switch (kind()) {
    case Roofline: {
        QList<RooflinePoint> points;
        if (m_runs.size() == 1)
            points = ChartInputs::kernelPoints(m_runs.first(), m_kernels)
                     + ChartInputs::sweepPoints(m_runs.first(), tr("sweep (measured)"));
        chart = factory.roofline(ChartInputs::roofline(m_runs, m_labels, m_spec, points));
        break;
    }
    case BandwidthLadder:
        chart = factory.bandwidthLadder(ChartInputs::bandwidthLadder(m_runs, m_labels, m_spec));
        break;
    case LatencyLadder:
        chart = factory.latencyLadder(ChartInputs::latencyLadder(m_runs, m_labels));
        break;
    case FormatLadder:
        chart = factory.formatLadder(ChartInputs::formatLadder(m_runs, m_labels, m_spec));
        break;
    case WorkingSetBandwidth:
        chart = factory.workingSet(ChartInputs::workingSet(m_runs, m_labels, false));
        break;
    case WorkingSetLatency:
        chart = factory.workingSet(ChartInputs::workingSet(m_runs, m_labels, true));
        break;
    }
    if (chart)
        m_view->setOwnedChart(std::move(chart));
}

} // namespace roofline::ui
