// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/NumberFormat.h"
#include "model/Result.h"
#include "model/llm/ModelSpec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace roofline {

// The built-in catalog (resources/catalog/*.json): GPUs, LLM specs and number formats.
// Parsing is strict: a missing or mistyped field is a warning naming the entry and field,
// an unusable entry is skipped with a warning, a malformed document is an error.
class Catalog {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::Catalog)

public:
    // The catalog compiled into the application (Qt resources), loaded once.
    static const Catalog &builtIn();

    static Result<QList<HardwareProfile>> parseGpus(const QByteArray &json, QStringList *warnings);
    static Result<QList<ModelSpec>> parseModels(const QByteArray &json, QStringList *warnings);
    static Result<QList<NumberFormat>> parseFormats(const QByteArray &json, QStringList *warnings);

    const QList<HardwareProfile> &gpus() const { return m_gpus; }
    const QList<ModelSpec> &models() const { return m_models; }
    const QList<NumberFormat> &formats() const { return m_formats; }
    // Problems found while loading (empty for a healthy catalog).
    const QStringList &warnings() const { return m_warnings; }

    const HardwareProfile *gpu(const QString &id) const;
    const ModelSpec *model(const QString &id) const;
    const NumberFormat *format(const QString &id) const;

private:
    Catalog() = default;
    QList<HardwareProfile> m_gpus;
    QList<ModelSpec> m_models;
    QList<NumberFormat> m_formats;
    QStringList m_warnings;
};

} // namespace roofline
