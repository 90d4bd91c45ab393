// SPDX-License-Identifier: MIT
#include "model/llm/TensorParallel.h"

#include <algorithm>

namespace roofline {

namespace {

int splitUp(int width, int tp) {
    return (width + tp - 1) / tp; // engines pad a width that does not divide
}

} // namespace

Result<ModelSpec> TensorParallel::shard(const ModelSpec &model, int tp) {
    if (tp < 1)
        return fieldError(QStringLiteral("tp"), tr("must be at least 1; got %1").arg(tp));
    if (tp == 1)
        return model;
    ModelSpec s = model;
    if (!model.hasArchitecture()) {
        s.rawParams = model.rawParams / tp;
        if (model.heads > 0 && model.heads % tp != 0)
            return fieldError(
                QStringLiteral("tp"),
                tr("%1 query heads do not split over %2 GPUs").arg(model.heads).arg(tp));
        s.heads = model.heads / tp;
        if (model.kvHeads > 0)
            s.kvHeads = std::max(1, model.kvHeads / tp);
        return s; // a KV width from d_model alone is split by the caller
    }
    if (model.heads % tp != 0)
        return fieldError(QStringLiteral("tp"),
                          tr("%1 query heads do not split over %2 GPUs; choose a divisor of %1")
                              .arg(model.heads)
                              .arg(tp));
    s.heads = model.heads / tp;
    if (!model.isMla()) {
        if (model.kvHeads % tp != 0 && tp % model.kvHeads != 0)
            return fieldError(QStringLiteral("tp"),
                              tr("%1 key/value heads neither split over %2 GPUs nor replicate "
                                 "evenly onto them")
                                  .arg(model.kvHeads)
                                  .arg(tp));
        s.kvHeads = std::max(1, model.kvHeads / tp);
    } else {
        s.kvHeads = s.heads;
    }
    s.ffn = splitUp(model.ffn, tp);
    s.denseFfn = splitUp(model.denseFfn, tp);
    s.sharedExpertFfn = splitUp(model.sharedExpertFfn, tp);
    s.vocab = splitUp(model.vocab, tp);
    return s;
}

double TensorParallel::allReduceBytes(double bytes, int tp) {
    return tp > 1 ? 2.0 * (tp - 1) / tp * bytes : 0.0;
}

double TensorParallel::gatherBytes(double bytes, int tp) {
    return tp > 1 ? double(tp - 1) / tp * bytes : 0.0;
}

} // namespace roofline
