// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

namespace roofline {

// The engine (roofline-probe, Qt-free and English only) names its probes and says why a
// device cannot be measured in English. The app shows them in the user's language through
// this table, keyed by the engine's probe ids (cpu.bandwidth, cuda.gemm, …) and by the stable
// start of each "why not" it writes (src/cuda/CudaDiscovery.cpp); what the table does not
// know stays in the engine's words. Warnings are translated by code in RunWarnings.
class EngineTexts {
    Q_DECLARE_TR_FUNCTIONS(roofline::EngineTexts)

public:
    // The probe's title in the user's language; `engineTitle` for an id the table lacks.
    static QString probeTitle(const QString &id, const QString &engineTitle);
    // Why a device cannot be measured, in the user's language where the table knows it.
    static QString deviceReason(const QString &engineReason);
};

} // namespace roofline
