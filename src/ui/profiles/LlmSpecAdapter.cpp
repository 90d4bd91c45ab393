// SPDX-License-Identifier: MIT
#include "ui/profiles/LlmSpecAdapter.h"

#include "model/Catalog.h"
#include "model/Units.h"
#include "ui/widgets/FieldForm.h"

#include <QLabel>
#include <QLocale>
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

void LlmSpecAdapter::buildForm(FieldForm *form, QVBoxLayout *below, QWidget *parent) {
    m_fields.start(form, parent);
    // Each from -1 up to its maximum, as the form always offered; validate() judges the value.
    const auto count = [this](const char *field, const QString &label, const QString &help,
                              int ModelSpec::*member, int max) {
        m_fields.count(QLatin1String(field), label, help, member, -1, max);
    };
    m_fields.text(QStringLiteral("family"), tr("&Family"), tr("The model family, e.g. Llama 3."),
                  &ModelSpec::family);
    count("layers", tr("&Layers"),
          tr("Transformer blocks. Every layer's weights are read once per decode "
             "step, and each keeps its own KV cache."),
          &ModelSpec::layers, 1000);
    count("d_model", tr("&Hidden size"), tr("d_model: the width of the residual stream."),
          &ModelSpec::dModel, 1 << 20);
    count("heads", tr("&Query heads"), tr("Attention query heads per layer."), &ModelSpec::heads,
          4096);
    count("kv_heads", tr("&KV heads"),
          tr("Key/value heads per layer (GQA): fewer KV heads shrink the KV cache. "
             "Must divide the query heads."),
          &ModelSpec::kvHeads, 4096);
    count("head_dim", tr("Head &size"),
          tr("Width of one attention head (usually hidden size ÷ query heads)."),
          &ModelSpec::headDim, 4096);
    count("ffn", tr("F&eed-forward size"),
          tr("Inner width of the feed-forward block (per expert for mixtures of "
             "experts)."),
          &ModelSpec::ffn, 1 << 22);
    count("vocab", tr("&Vocabulary"),
          tr("Tokens in the vocabulary: sizes the embedding and output matrices."),
          &ModelSpec::vocab, 1 << 24);
    count("experts", tr("E&xperts"), tr("Experts per layer; 0 for a dense model."),
          &ModelSpec::experts, 4096);
    count("active_experts", tr("&Active experts"),
          tr("Experts each token is routed to: only their weights are read."),
          &ModelSpec::activeExperts, 4096);
    count("max_context", tr("Max &context"),
          tr("The longest context the model supports, in tokens."), &ModelSpec::maxContext,
          1 << 30);
    count("sliding_window", tr("Sliding &window"),
          tr("Tokens a windowed layer attends to (Mistral 7B v0.1: 4096 on every "
             "layer; Gemma 3: 1024 on five of every six). 0: no window."),
          &ModelSpec::slidingWindow, 1 << 30);
    count("sliding_layers", tr("W&indowed layers"),
          tr("How many of the layers use the window; the others attend to the whole "
             "context. Their KV cache stops growing at the window."),
          &ModelSpec::slidingLayers, 1000);
    m_fields.text(QStringLiteral("reference"), tr("&Reference"),
                  tr("Where the configuration comes from (a URL or paper)."),
                  &ModelSpec::reference);
    m_fields.flag(tr("Tied input and output embeddings"), &ModelSpec::tiedEmbeddings);
    m_fields.flag(tr("Gated feed-forward (SwiGLU/GeGLU)"), &ModelSpec::gatedFfn);
    m_layout = new QLabel(parent);
    m_layout->setObjectName(QStringLiteral("layout"));
    m_layout->setWordWrap(true);
    m_layout->setToolTip(tr("Parts of the architecture the form has no field for, as the "
                            "catalog or an imported config.json gives them."));
    below->addWidget(m_layout);
}

void LlmSpecAdapter::loadItem(const ModelSpec &spec) {
    m_fields.load(spec);
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
    m_fields.read(s);
    return s;
}

} // namespace roofline::ui
