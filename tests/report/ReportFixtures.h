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

// One step as cpu.llm writes it: Llama 3 8B in bf16, `seconds` per step.
inline roofline::Measurement llmStepMeasurement(const QString &caseId, const QString &phase,
                                                qint64 batch, qint64 context, qint64 prompt,
                                                double seconds, const QString &bound,
                                                double bandwidthEfficiency, double mfu) {
    roofline::Measurement m;
    m.probe = QStringLiteral("cpu.llm");
    m.metric = QStringLiteral("llm_step");
    m.kernel = QStringLiteral("step");
    m.format = QStringLiteral("bf16");
    m.unit = QStringLiteral("s");
    m.value = m.median = m.min = m.max = m.mean = m.best = seconds;
    m.n = 5;
    const qint64 tokens = phase == QLatin1String("prefill") ? prompt : batch;
    m.params = {{QStringLiteral("case"), caseId},
                {QStringLiteral("model"), QStringLiteral("llama-3-8b")},
                {QStringLiteral("model_name"), QStringLiteral("Llama 3 8B")},
                {QStringLiteral("phase"), phase},
                {QStringLiteral("batch"), double(batch)},
                {QStringLiteral("context"), double(context)},
                {QStringLiteral("prompt"), double(prompt)},
                {QStringLiteral("tokens_per_step"), double(tokens)},
                {QStringLiteral("bound"), bound},
                {QStringLiteral("bandwidth_efficiency"), bandwidthEfficiency},
                {QStringLiteral("mfu"), mfu}};
    return m;
}

// `run` with LLM steps measured on it (cpu.llm, as the engine writes them: Llama 3 8B bf16
// decode at context 1024, one step per batch), so its report has "LLM on this machine".
inline roofline::Run withMeasuredLlmSteps(roofline::Run run, const QList<qint64> &batches) {
    for (qint64 b : batches)
        run.measurements << llmStepMeasurement(
            QStringLiteral("decode/bf16/b%1").arg(b), QStringLiteral("decode"), b, 1024, 0,
            std::max(0.4, 0.02 * double(b)), QStringLiteral("memory"), 0.8, 0.05);
    return run;
}

// `run` with one prefill step measured on it (cpu.llm: Llama 3 8B bf16, `prompt` tokens; a
// prefill's context is 0 in the record, its prompt is what it processed).
inline roofline::Run withMeasuredPrefill(roofline::Run run, qint64 prompt) {
    run.measurements << llmStepMeasurement(
        QStringLiteral("prefill/bf16/t%1").arg(prompt), QStringLiteral("prefill"), 1, 0, prompt,
        0.004 * double(prompt), QStringLiteral("compute"), 0.1, 0.8);
    return run;
}

// Where tests leave their files for a person to look at.
inline QString reportOutputDir() {
    return QStringLiteral(ROOFLINE_BINARY_DIR "/report-out");
}
