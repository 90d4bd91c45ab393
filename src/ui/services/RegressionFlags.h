// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/RegressionCheck.h"
#include "report/RegressionVerdict.h"

#include <QHash>
#include <QObject>
#include <QSet>

namespace roofline::usecases {
class JobTracker;
}

namespace roofline::ui {

class Session;

// Per run: did it regress against the median of the previous N complete runs of the same host
// and device (usecases::Baselines, as `roofline check --run ID --last N`)? Asked lazily — a view
// asks for the rows it paints — and answered off the GUI thread (a JobTracker) in batches
// with grouped queries, so a 10,000-run history stays instant.
class RegressionFlags : public QObject {
    Q_OBJECT
public:
    struct Flag {
        enum class State { Pending, NotChecked, NoBaseline, Ok, Regressed };
        State state = State::Pending;
        int baselineRuns = 0;
        RegressionCheck::Result result; // findings only
    };
    static constexpr int kBatch = 48;

    explicit RegressionFlags(Session *services, QObject *parent = nullptr);
    ~RegressionFlags() override;

    int history() const { return m_history; }
    void setHistory(int runs);
    // The known flag of a run; Pending (and queued for checking) when not known yet.
    Flag flag(qint64 runId);
    // Lines for a details pane: the verdict and the findings, each with its kind (Worse for a
    // regression and a regressed verdict); empty for an unchecked run.
    QList<VerdictLine> findingLines(qint64 runId);
    // findingLines()' words only, for a tooltip.
    QStringList findings(qint64 runId);
    // Forget every answer (runs were added or deleted: baselines changed).
    void invalidate();
    // Until the last batch's answers are in (its finished signal is queued to this thread).
    bool isBusy() const;

signals:
    // These runs' flags are known now (empty after invalidate(): ask again).
    void flagsReady(const QList<qint64> &runIds);

private:
    void startBatch();
    void batchDone(const QHash<qint64, Flag> &answers);

    Session *m_services = nullptr;
    int m_history = 5;
    QHash<qint64, Flag> m_known;
    QList<qint64> m_queue;
    QSet<qint64> m_asked; // queued or in the running batch
    usecases::JobTracker *m_jobs = nullptr;
};

} // namespace roofline::ui
