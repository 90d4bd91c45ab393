// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "model/RunBundle.h"

#include <QFile>
#include <QList>
#include <QString>
#include <algorithm>

// Loads the synthetic fixture runs of tests/data/report (labelled as fixtures in their notes).
inline roofline::Run loadFixtureRun(const QString &name) {
    QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/report/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", qPrintable(name));
    const auto runs = roofline::RunBundle::parse(f.readAll(), name);
    if (!runs || runs->isEmpty())
        qFatal("fixture %s: %s", qPrintable(name),
               qPrintable(runs ? QStringLiteral("empty") : runs.error().text()));
    return runs->first();
}

// `run` with LLM steps measured on it (cpu.llm, as the engine writes them: Llama 3 8B bf16
// decode at context 1024, one step per batch), so its report has "LLM on this machine".
inline roofline::Run withMeasuredLlmSteps(roofline::Run run, const QList<qint64> &batches) {
    for (qint64 b : batches) {
        roofline::Measurement m;
        m.probe = QStringLiteral("cpu.llm");
        m.metric = QStringLiteral("llm_step");
        m.kernel = QStringLiteral("step");
        m.format = QStringLiteral("bf16");
        m.unit = QStringLiteral("s");
        m.value = m.median = m.min = m.max = m.mean = m.best = std::max(0.4, 0.02 * double(b));
        m.n = 5;
        m.params = {{QStringLiteral("case"), QStringLiteral("decode/bf16/b%1").arg(b)},
                    {QStringLiteral("model"), QStringLiteral("llama-3-8b")},
                    {QStringLiteral("model_name"), QStringLiteral("Llama 3 8B")},
                    {QStringLiteral("phase"), QStringLiteral("decode")},
                    {QStringLiteral("batch"), double(b)},
                    {QStringLiteral("context"), 1024.0},
                    {QStringLiteral("prompt"), 0.0},
                    {QStringLiteral("tokens_per_step"), double(b)},
                    {QStringLiteral("bound"), QStringLiteral("memory")},
                    {QStringLiteral("bandwidth_efficiency"), 0.8},
                    {QStringLiteral("mfu"), 0.05}};
        run.measurements << m;
    }
    return run;
}

// `run` with one prefill step measured on it (cpu.llm: Llama 3 8B bf16, `prompt` tokens; a
// prefill's context is 0 in the record, its prompt is what it processed).
inline roofline::Run withMeasuredPrefill(roofline::Run run, qint64 prompt) {
    roofline::Measurement m;
    m.probe = QStringLiteral("cpu.llm");
    m.metric = QStringLiteral("llm_step");
    m.kernel = QStringLiteral("step");
    m.format = QStringLiteral("bf16");
    m.unit = QStringLiteral("s");
    m.value = m.median = m.min = m.max = m.mean = m.best = 0.004 * double(prompt);
    m.n = 3;
    m.params = {{QStringLiteral("case"), QStringLiteral("prefill/bf16/t%1").arg(prompt)},
                {QStringLiteral("model"), QStringLiteral("llama-3-8b")},
                {QStringLiteral("model_name"), QStringLiteral("Llama 3 8B")},
                {QStringLiteral("phase"), QStringLiteral("prefill")},
                {QStringLiteral("batch"), 1.0},
                {QStringLiteral("context"), 0.0},
                {QStringLiteral("prompt"), double(prompt)},
                {QStringLiteral("tokens_per_step"), double(prompt)},
                {QStringLiteral("bound"), QStringLiteral("compute")},
                {QStringLiteral("bandwidth_efficiency"), 0.1},
                {QStringLiteral("mfu"), 0.8}};
    run.measurements << m;
    return run;
}

// Where tests leave their files for a person to look at.
inline QString reportOutputDir() {
    return QStringLiteral(ROOFLINE_BINARY_DIR "/report-out");
}
