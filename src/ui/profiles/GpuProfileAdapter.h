// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "ui/profiles/ProfileAdapter.h"
#include "ui/profiles/ProfileFields.h"

#include <QCoreApplication>

namespace roofline::ui {

// GPU profiles for the profile editor: the catalog, the user's own and measured ones
// (usecases::Profiles::gpus), HardwareProfile::validate(), and a form in the units of a spec sheet
// (GB, GB/s, MB, MHz, W, TFLOP/s or TOP/s).
class GpuProfileAdapter : public ProfileAdapterOf<HardwareProfile> {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::GpuProfileAdapter)

public:
    GpuProfileAdapter();

    enum Column { Id, Name, Source, Bandwidth, Memory, PeakFp32, PeakBf16, PeakFp8, ColumnCount };

    // Integer formats count operations (TOP/s), not floating-point ones (TFLOP/s).
    static bool isIntegerFormat(const QString &format);

    Texts texts() const override;
    QVariant newItem() const override;
    QString originText(const QVariant &item) const override;
    int columnCount() const override { return ColumnCount; }
    QString header(int column) const override;
    QVariant toolTip(const QVariant &item) const override;
    void buildForm(FieldForm *form, QVBoxLayout *below, QWidget *parent) override;

protected:
    QVariant rawValueOf(const HardwareProfile &g, int column) const override;
    QVariant displayOf(const HardwareProfile &g, int column) const override;
    void loadItem(const HardwareProfile &p) override;
    HardwareProfile readItem(const HardwareProfile &loaded) const override;

private:
    // One "Peak <format>" field, in TFLOP/s (TOP/s for integers); 0 when there is no such unit.
    void addPeakField(FieldForm *form, const QString &format);

    ProfileFields<HardwareProfile> m_fields;
};

} // namespace roofline::ui
