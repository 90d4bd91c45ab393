// SPDX-License-Identifier: MIT
#pragma once

#include "model/llm/ModelSpec.h"
#include "ui/profiles/ProfileAdapter.h"

#include <QCoreApplication>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

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
    QSpinBox *spin(QWidget *parent, int max);

    QLineEdit *m_family = nullptr;
    QLineEdit *m_reference = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_dModel = nullptr;
    QSpinBox *m_heads = nullptr;
    QSpinBox *m_kvHeads = nullptr;
    QSpinBox *m_headDim = nullptr;
    QSpinBox *m_ffn = nullptr;
    QSpinBox *m_vocab = nullptr;
    QSpinBox *m_experts = nullptr;
    QSpinBox *m_activeExperts = nullptr;
    QSpinBox *m_maxContext = nullptr;
    QSpinBox *m_slidingWindow = nullptr;
    QSpinBox *m_slidingLayers = nullptr;
    QLabel *m_layout = nullptr; // what the form has no field for (MLA, shared experts, formats)
    QCheckBox *m_tied = nullptr;
    QCheckBox *m_gated = nullptr;
};

} // namespace roofline::ui
