// SPDX-License-Identifier: MIT
#include "ui/profiles/LlmSpecAdapter.h"

#include "model/Catalog.h"
#include "model/Units.h"
#include "ui/widgets/FieldForm.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

namespace roofline::ui {

LlmSpecAdapter::LlmSpecAdapter()
    : ProfileAdapterOf<ModelSpec>({[] { return Catalog::builtIn().models(); },
                                   &usecases::Profiles::models, &usecases::Profiles::saveModel,
                                   &usecases::Profiles::duplicateModel,
                                   &usecases::Profiles::removeModel}) {}

ProfileAdapter::Texts LlmSpecAdapter::texts() const {
    Texts t;
    t.title = tr("Model");
    t.tableName = QStringLiteral("models");
    t.filterPlaceholder = tr("Filter models");
    t.filterToolTip = tr("Show models whose name, id or source contains this text.");
    t.newToolTip = tr("Start a new model of your own.");
    t.saveToolTip = tr("Check the fields and store the model (Ctrl+S).");
    t.deleteToolTip = tr("Delete this model of yours.");
    t.idExample = QStringLiteral("llama-3-8b");
    t.buttonColumns = 5; // one row: New, Import config.json…, Duplicate, Save, Delete
    return t;
}

QVariant LlmSpecAdapter::newItem() const {
    ModelSpec s;
    s.source = QStringLiteral("user");
    s.id = QStringLiteral("my-model");
    s.name = tr("My model");
    return wrap(s);
}

QString LlmSpecAdapter::originText(const QVariant &item) const {
    return of(item).source == QLatin1String("user")
               ? tr("Your model: edit and save.")
               : tr("Catalog entry (read-only). Duplicate it to make a copy you can edit.");
}

QString LlmSpecAdapter::header(int column) const {
    switch (column) {
    case Id:
        return tr("ID");
    case Name:
        return tr("Name");
    case Source:
        return tr("Source");
    case Params:
        return tr("Parameters");
    case Layers:
        return tr("Layers");
    case DModel:
        return tr("d_model");
    case Heads:
        return tr("Heads");
    case KvHeads:
        return tr("KV heads");
    case Experts:
        return tr("Experts");
    default:
        return {};
    }
}

QVariant LlmSpecAdapter::rawValueOf(const ModelSpec &m, int column) const {
    switch (column) {
    case Id:
        return m.id;
    case Name:
        return m.name;
    case Source:
        return m.source;
    case Params:
        return m.totalParams();
    case Layers:
        return m.layers;
    case DModel:
        return m.dModel;
    case Heads:
        return m.heads;
    case KvHeads:
        return m.kvHeads;
    case Experts:
        return m.experts;
    default:
        return {};
    }
}

QVariant LlmSpecAdapter::displayOf(const ModelSpec &m, int column) const {
    switch (column) {
    case Params:
        return units::formatSi(m.totalParams(), QString());
    case Experts:
        return m.isMoE() ? QStringLiteral("%1/%2").arg(m.activeExperts).arg(m.experts)
                         : QStringLiteral("—");
    case Source:
        return m.source == QLatin1String("catalog") ? tr("catalog") : tr("user");
    case Layers:
    case DModel:
    case Heads:
    case KvHeads:
        return QLocale().toString(rawValueOf(m, column).toInt());
    default:
        return rawValueOf(m, column);
    }
}

QSpinBox *LlmSpecAdapter::spin(QWidget *parent, int max) {
    auto *box = new QSpinBox(parent);
    box->setRange(-1, max);
    box->setGroupSeparatorShown(true);
    return box;
}

void LlmSpecAdapter::buildForm(FieldForm *form, QVBoxLayout *below, QWidget *parent) {
    m_family = new QLineEdit(parent);
    m_reference = new QLineEdit(parent);
    m_layers = spin(parent, 1000);
    m_dModel = spin(parent, 1 << 20);
    m_heads = spin(parent, 4096);
    m_kvHeads = spin(parent, 4096);
    m_headDim = spin(parent, 4096);
    m_ffn = spin(parent, 1 << 22);
    m_vocab = spin(parent, 1 << 24);
    m_experts = spin(parent, 4096);
    m_activeExperts = spin(parent, 4096);
    m_maxContext = spin(parent, 1 << 30);
    m_slidingWindow = spin(parent, 1 << 30);
    m_slidingLayers = spin(parent, 1000);
    m_tied = new QCheckBox(tr("Tied input and output embeddings"), parent);
    m_gated = new QCheckBox(tr("Gated feed-forward (SwiGLU/GeGLU)"), parent);
    form->addField(QStringLiteral("family"), tr("&Family"), m_family,
                   tr("The model family, e.g. Llama 3."));
    form->addField(QStringLiteral("layers"), tr("&Layers"), m_layers,
                   tr("Transformer blocks. Every layer's weights are read once per decode "
                      "step, and each keeps its own KV cache."));
    form->addField(QStringLiteral("d_model"), tr("&Hidden size"), m_dModel,
                   tr("d_model: the width of the residual stream."));
    form->addField(QStringLiteral("heads"), tr("&Query heads"), m_heads,
                   tr("Attention query heads per layer."));
    form->addField(QStringLiteral("kv_heads"), tr("&KV heads"), m_kvHeads,
                   tr("Key/value heads per layer (GQA): fewer KV heads shrink the KV cache. "
                      "Must divide the query heads."));
    form->addField(QStringLiteral("head_dim"), tr("Head &size"), m_headDim,
                   tr("Width of one attention head (usually hidden size ÷ query heads)."));
    form->addField(QStringLiteral("ffn"), tr("F&eed-forward size"), m_ffn,
                   tr("Inner width of the feed-forward block (per expert for mixtures of "
                      "experts)."));
    form->addField(QStringLiteral("vocab"), tr("&Vocabulary"), m_vocab,
                   tr("Tokens in the vocabulary: sizes the embedding and output matrices."));
    form->addField(QStringLiteral("experts"), tr("E&xperts"), m_experts,
                   tr("Experts per layer; 0 for a dense model."));
    form->addField(QStringLiteral("active_experts"), tr("&Active experts"), m_activeExperts,
                   tr("Experts each token is routed to: only their weights are read."));
    form->addField(QStringLiteral("max_context"), tr("Max &context"), m_maxContext,
                   tr("The longest context the model supports, in tokens."));
    form->addField(QStringLiteral("sliding_window"), tr("Sliding &window"), m_slidingWindow,
                   tr("Tokens a windowed layer attends to (Mistral 7B v0.1: 4096 on every "
                      "layer; Gemma 3: 1024 on five of every six). 0: no window."));
    form->addField(QStringLiteral("sliding_layers"), tr("W&indowed layers"), m_slidingLayers,
                   tr("How many of the layers use the window; the others attend to the whole "
                      "context. Their KV cache stops growing at the window."));
    form->addField(QStringLiteral("reference"), tr("&Reference"), m_reference,
                   tr("Where the configuration comes from (a URL or paper)."));
    form->addWidget(m_tied);
    form->addWidget(m_gated);
    m_layout = new QLabel(parent);
    m_layout->setObjectName(QStringLiteral("layout"));
    m_layout->setWordWrap(true);
    m_layout->setToolTip(tr("Parts of the architecture the form has no field for, as the "
                            "catalog or an imported config.json gives them."));
    below->addWidget(m_layout);
}

void LlmSpecAdapter::loadItem(const ModelSpec &spec) {
    m_family->setText(spec.family);
    m_reference->setText(spec.reference);
    m_layers->setValue(spec.layers);
    m_dModel->setValue(spec.dModel);
    m_heads->setValue(spec.heads);
    m_kvHeads->setValue(spec.kvHeads);
    m_headDim->setValue(spec.headDim);
    m_ffn->setValue(spec.ffn);
    m_vocab->setValue(spec.vocab);
    m_experts->setValue(spec.experts);
    m_activeExperts->setValue(spec.activeExperts);
    m_maxContext->setValue(spec.maxContext);
    m_slidingWindow->setValue(spec.slidingWindow);
    m_slidingLayers->setValue(spec.slidingLayers);
    m_tied->setChecked(spec.tiedEmbeddings);
    m_gated->setChecked(spec.gatedFfn);
    QStringList layout;
    if (spec.isMla())
        layout << tr("latent attention (MLA): %1 + %2 values cached per token and layer")
                      .arg(spec.kvLoraRank)
                      .arg(spec.qkRopeHeadDim);
    if (spec.sharedExpertFfn > 0)
        layout << tr("shared experts of width %1").arg(spec.sharedExpertFfn);
    if (spec.denseLayers > 0)
        layout << tr("%1 dense layers of width %2").arg(spec.denseLayers).arg(spec.denseFfn);
    if (!spec.attentionFormat.isEmpty() || !spec.mlpFormat.isEmpty())
        layout << tr("stored as: attention %1, feed-forward %2, the rest %3")
                      .arg(spec.attentionFormat.isEmpty() ? spec.dtype : spec.attentionFormat,
                           spec.mlpFormat.isEmpty() ? spec.dtype : spec.mlpFormat, spec.dtype);
    m_layout->setText(layout.join(QStringLiteral("; ")));
    m_layout->setVisible(!layout.isEmpty());
}

ModelSpec LlmSpecAdapter::readItem(const ModelSpec &loaded) const {
    ModelSpec s = loaded;
    s.source = QStringLiteral("user");
    s.rawParams = 0;
    s.family = m_family->text().trimmed();
    s.reference = m_reference->text().trimmed();
    s.layers = m_layers->value();
    s.dModel = m_dModel->value();
    s.heads = m_heads->value();
    s.kvHeads = m_kvHeads->value();
    s.headDim = m_headDim->value();
    s.ffn = m_ffn->value();
    s.vocab = m_vocab->value();
    s.experts = m_experts->value();
    s.activeExperts = m_activeExperts->value();
    s.maxContext = m_maxContext->value();
    s.slidingWindow = m_slidingWindow->value();
    s.slidingLayers = m_slidingLayers->value();
    s.tiedEmbeddings = m_tied->isChecked();
    s.gatedFfn = m_gated->isChecked();
    return s;
}

} // namespace roofline::ui
