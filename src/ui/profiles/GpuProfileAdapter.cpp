// SPDX-License-Identifier: MIT
#include "ui/profiles/GpuProfileAdapter.h"

#include "model/Catalog.h"
#include "model/FormatChoices.h"
#include "model/Units.h"
#include "ui/widgets/FieldForm.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

namespace roofline::ui {

namespace {
constexpr double kGiga = 1e9;
constexpr double kTera = 1e12;

QDoubleSpinBox *number(QWidget *parent, double max, int decimals, const QString &suffix) {
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true);
    return box;
}
} // namespace

bool GpuProfileAdapter::isIntegerFormat(const QString &format) {
    const NumberFormat *f = Catalog::builtIn().format(format);
    return f ? f->isInteger : format.startsWith(QLatin1String("int"));
}

GpuProfileAdapter::GpuProfileAdapter()
    : ProfileAdapterOf<HardwareProfile>({[] { return Catalog::builtIn().gpus(); },
                                         &usecases::Profiles::gpus, &usecases::Profiles::saveGpu,
                                         &usecases::Profiles::duplicateGpu,
                                         &usecases::Profiles::removeGpu}) {}

ProfileAdapter::Texts GpuProfileAdapter::texts() const {
    Texts t;
    t.title = tr("GPU");
    t.tableName = QStringLiteral("gpus");
    t.filterPlaceholder = tr("Filter GPUs");
    t.filterToolTip = tr("Show GPUs whose name, id or source contains this text.");
    t.newToolTip = tr("Start a new GPU profile of your own.");
    t.saveToolTip = tr("Check the fields and store the profile.");
    t.deleteToolTip = tr("Delete this profile of yours.");
    t.idExample = QStringLiteral("h100-sxm");
    // Two rows of two: four in one row made the editor wider than its side at 1024 px, and
    // German cut "Löschen" off (issue 32).
    t.buttonColumns = 2;
    return t;
}

QVariant GpuProfileAdapter::newItem() const {
    HardwareProfile p;
    p.source = QStringLiteral("user");
    p.id = QStringLiteral("my-gpu");
    p.name = tr("My GPU");
    return wrap(p);
}

QString GpuProfileAdapter::originText(const QVariant &item) const {
    const HardwareProfile &p = of(item);
    if (p.source == QLatin1String("user"))
        return tr("Your profile: edit and save.");
    return tr("%1 profile (read-only). Duplicate it to make a copy you can edit.")
        .arg(p.source == QLatin1String("measured") ? tr("Measured") : tr("Catalog"));
}

QString GpuProfileAdapter::header(int column) const {
    switch (column) {
    case Id:
        return tr("ID");
    case Name:
        return tr("Name");
    case Source:
        return tr("Source");
    case Bandwidth:
        return tr("Bandwidth");
    case Memory:
        return tr("Memory");
    case PeakFp32:
        return tr("FP32");
    case PeakBf16:
        return tr("BF16");
    case PeakFp8:
        return tr("FP8");
    default:
        return {};
    }
}

QVariant GpuProfileAdapter::toolTip(const QVariant &item) const {
    if (of(item).source == QLatin1String("catalog"))
        return tr("Built-in catalog entry (read-only): duplicate it to edit");
    return {};
}

QVariant GpuProfileAdapter::rawValueOf(const HardwareProfile &g, int column) const {
    const auto peak = [&](const char *format) {
        const auto p = g.peakFor(QLatin1String(format));
        return p ? QVariant(*p) : QVariant();
    };
    switch (column) {
    case Id:
        return g.id;
    case Name:
        return g.name;
    case Source:
        return g.source;
    case Bandwidth:
        return g.memoryBandwidth;
    case Memory:
        return g.memoryCapacity;
    case PeakFp32:
        return peak("fp32");
    case PeakBf16:
        return peak("bf16");
    case PeakFp8:
        return peak("fp8");
    default:
        return {};
    }
}

QVariant GpuProfileAdapter::displayOf(const HardwareProfile &g, int column) const {
    const QVariant raw = rawValueOf(g, column);
    switch (column) {
    case Bandwidth:
        return units::formatSi(raw.toDouble(), QStringLiteral("B/s"));
    case Memory:
        return units::formatBytes(raw.toDouble());
    case PeakFp32:
    case PeakBf16:
    case PeakFp8:
        return raw.isValid() ? units::formatSi(raw.toDouble(), QStringLiteral("FLOP/s"))
                             : QStringLiteral("—");
    case Source:
        return g.source == QLatin1String("catalog")    ? tr("catalog")
               : g.source == QLatin1String("measured") ? tr("measured")
                                                       : tr("user");
    default:
        return raw;
    }
}

void GpuProfileAdapter::buildForm(FieldForm *form, QVBoxLayout *, QWidget *parent) {
    m_vendor = new QLineEdit(parent);
    m_architecture = new QLineEdit(parent);
    m_memoryType = new QLineEdit(parent);
    m_capacity = number(parent, 1e5, 1, tr(" GB"));
    m_bandwidth = number(parent, 1e6, 1, tr(" GB/s"));
    m_l2 = number(parent, 1e5, 1, tr(" MB"));
    m_sms = new QSpinBox(parent);
    m_sms->setRange(0, 100000);
    m_clock = number(parent, 1e5, 0, tr(" MHz"));
    m_tdp = number(parent, 1e5, 0, tr(" W"));
    form->addField(QStringLiteral("vendor"), tr("&Vendor"), m_vendor, tr("e.g. NVIDIA."));
    form->addField(QStringLiteral("architecture"), tr("&Architecture"), m_architecture,
                   tr("e.g. Hopper."));
    form->addField(QStringLiteral("memory_type"), tr("Memory &type"), m_memoryType,
                   tr("e.g. HBM3, GDDR6X."));
    form->addField(QStringLiteral("memory_capacity"), tr("Memory &capacity"), m_capacity,
                   tr("Device memory in GB (10⁹ bytes): decides whether weights and KV cache "
                      "fit."));
    form->addField(QStringLiteral("memory_bandwidth"), tr("Memory &bandwidth"), m_bandwidth,
                   tr("Peak device-memory bandwidth in GB/s: the slanted roof that limits "
                      "decode."));
    form->addField(QStringLiteral("l2_bytes"), tr("&L2 cache"), m_l2,
                   tr("Last-level cache size in MB."));
    form->addField(QStringLiteral("sm_count"), tr("&SMs"), m_sms,
                   tr("Streaming multiprocessors (compute units)."));
    form->addField(QStringLiteral("boost_clock"), tr("Boost c&lock"), m_clock,
                   tr("Boost clock the peak rates assume."));
    form->addField(QStringLiteral("tdp"), tr("&Power"), m_tdp, tr("Board power (TDP)."));
    for (const QString &f : FormatChoices::peakFields()) {
        QDoubleSpinBox *box =
            number(parent, 1e6, 2, isIntegerFormat(f) ? tr(" TOP/s") : tr(" TFLOP/s"));
        // 0 is "no such unit", not a peak of 0.00.
        box->setSpecialValueText(tr("not supported"));
        m_peaks.insert(f, box);
        form->addField(QStringLiteral("peak_") + f, tr("Peak %1").arg(f), box,
                       tr("Dense peak in %1 (TFLOP/s; TOP/s for integers); 0 when the GPU "
                          "has no such unit. Sets the flat roof for this format.")
                           .arg(f));
    }
}

void GpuProfileAdapter::loadItem(const HardwareProfile &p) {
    m_vendor->setText(p.vendor);
    m_architecture->setText(p.architecture);
    m_memoryType->setText(p.memoryType);
    m_capacity->setValue(p.memoryCapacity / kGiga);
    m_bandwidth->setValue(p.memoryBandwidth / kGiga);
    m_l2->setValue(p.l2Bytes / 1e6);
    m_sms->setValue(p.smCount);
    m_clock->setValue(p.boostClockHz / 1e6);
    m_tdp->setValue(p.tdpWatts);
    for (auto it = m_peaks.cbegin(); it != m_peaks.cend(); ++it)
        it.value()->setValue(p.peak.value(it.key(), 0) / kTera);
}

HardwareProfile GpuProfileAdapter::readItem(const HardwareProfile &loaded) const {
    HardwareProfile p = loaded;
    p.source = QStringLiteral("user");
    p.vendor = m_vendor->text().trimmed();
    p.architecture = m_architecture->text().trimmed();
    p.memoryType = m_memoryType->text().trimmed();
    p.memoryCapacity = m_capacity->value() * kGiga;
    p.memoryBandwidth = m_bandwidth->value() * kGiga;
    p.l2Bytes = m_l2->value() * 1e6;
    p.smCount = m_sms->value();
    p.boostClockHz = m_clock->value() * 1e6;
    p.tdpWatts = m_tdp->value();
    for (auto it = m_peaks.cbegin(); it != m_peaks.cend(); ++it) {
        if (it.value()->value() > 0)
            p.peak.insert(it.key(), it.value()->value() * kTera);
        else
            p.peak.remove(it.key());
    }
    return p;
}

} // namespace roofline::ui
