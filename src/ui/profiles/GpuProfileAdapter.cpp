// SPDX-License-Identifier: MIT
#include "ui/profiles/GpuProfileAdapter.h"

#include "model/Catalog.h"
#include "model/FormatChoices.h"
#include "model/Units.h"
#include "ui/widgets/FieldForm.h"

namespace roofline::ui {

namespace {
constexpr double kGiga = 1e9;
constexpr double kTera = 1e12;
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
    m_fields.start(form, parent);
    m_fields.text(QStringLiteral("vendor"), tr("&Vendor"), tr("e.g. NVIDIA."),
                  &HardwareProfile::vendor);
    m_fields.text(QStringLiteral("architecture"), tr("&Architecture"), tr("e.g. Hopper."),
                  &HardwareProfile::architecture);
    m_fields.text(QStringLiteral("memory_type"), tr("Memory &type"), tr("e.g. HBM3, GDDR6X."),
                  &HardwareProfile::memoryType);
    m_fields.figure(QStringLiteral("memory_capacity"), tr("Memory &capacity"),
                    tr("Device memory in GB (10⁹ bytes): decides whether weights and KV cache "
                       "fit."),
                    &HardwareProfile::memoryCapacity, kGiga, 1e5, 1, tr(" GB"));
    m_fields.figure(QStringLiteral("memory_bandwidth"), tr("Memory &bandwidth"),
                    tr("Peak device-memory bandwidth in GB/s: the slanted roof that limits "
                       "decode."),
                    &HardwareProfile::memoryBandwidth, kGiga, 1e6, 1, tr(" GB/s"));
    m_fields.figure(QStringLiteral("l2_bytes"), tr("&L2 cache"), tr("Last-level cache size in MB."),
                    &HardwareProfile::l2Bytes, 1e6, 1e5, 1, tr(" MB"));
    m_fields
        .count(QStringLiteral("sm_count"), tr("&SMs"),
               tr("Streaming multiprocessors (compute units)."), &HardwareProfile::smCount, 0,
               100000)
        ->setGroupSeparatorShown(false);
    m_fields.figure(QStringLiteral("boost_clock"), tr("Boost c&lock"),
                    tr("Boost clock the peak rates assume."), &HardwareProfile::boostClockHz, 1e6,
                    1e5, 0, tr(" MHz"));
    m_fields.figure(QStringLiteral("tdp"), tr("&Power"), tr("Board power (TDP)."),
                    &HardwareProfile::tdpWatts, 1, 1e5, 0, tr(" W"));
    for (const QString &f : FormatChoices::peakFields())
        addPeakField(form, f);
}

void GpuProfileAdapter::addPeakField(FieldForm *form, const QString &format) {
    QDoubleSpinBox *box =
        m_fields.number(1e6, 2, isIntegerFormat(format) ? tr(" TOP/s") : tr(" TFLOP/s"));
    // 0 is "no such unit", not a peak of 0.00.
    box->setSpecialValueText(tr("not supported"));
    form->addField(QStringLiteral("peak_") + format, tr("Peak %1").arg(format), box,
                   tr("Dense peak in %1 (TFLOP/s; TOP/s for integers); 0 when the GPU "
                      "has no such unit. Sets the flat roof for this format.")
                       .arg(format));
    m_fields.bind(
        [box, format](const HardwareProfile &p) { box->setValue(p.peak.value(format, 0) / kTera); },
        [box, format](HardwareProfile &p) {
            if (box->value() > 0)
                p.peak.insert(format, box->value() * kTera);
            else
                p.peak.remove(format);
        });
}

void GpuProfileAdapter::loadItem(const HardwareProfile &p) {
    m_fields.load(p);
}

HardwareProfile GpuProfileAdapter::readItem(const HardwareProfile &loaded) const {
    HardwareProfile p = loaded;
    p.source = QStringLiteral("user");
    m_fields.read(p);
    return p;
}

} // namespace roofline::ui
