// SPDX-License-Identifier: MIT
#pragma once

#include "model/llm/ModelSpec.h"
#include "ui/profiles/ProfileAdapter.h"
#include "ui/profiles/ProfileFields.h"

#include <QCoreApplication>

class QLabel;

namespace roofline::ui {

// LLM specs for the profile editor: the catalog and the user's own (usecases::Profiles::models),
// ModelSpec::validate(), and a form of the architecture as a config.json gives it. Named Llm…:
// "model" means the LLM here, and Qt's item model is ProfileTableModel.
class LlmSpecAdapter : public ProfileAdapterOf<ModelSpec> {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::LlmSpecAdapter)

public:
    LlmSpecAdapter();

    enum Column { Id, Name, Source, Params, Layers, DModel, Heads, KvHeads, Experts, ColumnCount };

    Texts texts() const override;
    QVariant newItem() const override;
    QString originText(const QVariant &item) const override;
    int columnCount() const override { return ColumnCount; }
    QString header(int column) const override;
    QVariant toolTip(const QVariant &) const override { return {}; }
    void buildForm(FieldForm *form, QVBoxLayout *below, QWidget *parent) override;

protected:
    QVariant rawValueOf(const ModelSpec &m, int column) const override;
    QVariant displayOf(const ModelSpec &m, int column) const override;
    void loadItem(const ModelSpec &spec) override;
    ModelSpec readItem(const ModelSpec &loaded) const override;

private:
    ProfileFields<ModelSpec> m_fields;
    QLabel *m_layout = nullptr; // what the form has no field for (MLA, shared experts, formats)
};

} // namespace roofline::ui
