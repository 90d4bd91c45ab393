// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/llm/ModelSpec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace roofline {

// What a Hugging Face config.json says about a model, as a ModelSpec, read offline.
struct HfImport {
    ModelSpec model;
    // What the reader assumed or left out, one sentence each: a field taken from the model
    // class's default because the config omits it, a vision tower not counted, a
    // quantisation scheme read, a speculative-decoding module skipped.
    QStringList notes;
};

// Reads the config.json of the Llama, Mistral, Mixtral, Qwen2/Qwen3 (dense and MoE), Gemma 2/3,
// Phi-3, DeepSeek-V2/V3 and GPT-OSS families (their `model_type`s are supportedTypes()).
// Each family's fields are read under the names and with the defaults of its transformers
// configuration class; a field that family needs and neither the file nor the class gives
// is an error naming it, as is a field of the wrong type or an unknown model_type.
class HfConfig {
    Q_DECLARE_TR_FUNCTIONS(roofline::HfConfig)

public:
    // `origin` (a path or a hub id) goes into the spec's reference and its default id. No I/O
    // here (the model layer has none): callers read the file.
    static Result<HfImport> parse(const QByteArray &json, const QString &origin = QString());
    static QStringList supportedTypes();
};

} // namespace roofline
