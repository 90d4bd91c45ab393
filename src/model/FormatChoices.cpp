// SPDX-License-Identifier: MIT
#include "model/FormatChoices.h"

namespace roofline {

const QStringList &FormatChoices::peakFields() {
    static const QStringList ids = {QStringLiteral("fp64"), QStringLiteral("fp32"),
                                    QStringLiteral("tf32"), QStringLiteral("fp16"),
                                    QStringLiteral("bf16"), QStringLiteral("fp8"),
                                    QStringLiteral("int8")};
    return ids;
}

const QStringList &FormatChoices::calculator() {
    static const QStringList ids = {QStringLiteral("fp32"),  QStringLiteral("tf32"),
                                    QStringLiteral("fp16"),  QStringLiteral("bf16"),
                                    QStringLiteral("fp8"),   QStringLiteral("int8"),
                                    QStringLiteral("int4"),  QStringLiteral("fp4"),
                                    QStringLiteral("mxfp4"), QStringLiteral("nvfp4")};
    return ids;
}

} // namespace roofline
