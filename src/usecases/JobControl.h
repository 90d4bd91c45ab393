// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <atomic>
#include <functional>
#include <memory>

namespace roofline::usecases {

// What a job running on a worker thread (JobTracker::run) sees of the tracker: whether it
// should stop, and a way to say how far it got. Cheap to copy; safe to use from the job's
// thread only.
class JobControl {
public:
    struct State {
        std::atomic_bool cancelled = false;
        // Set by the tracker: hands progress to its thread (queued).
        std::function<void(int value, int maximum, const QString &text)> progress;
    };

    JobControl()
        : m_state(std::make_shared<State>()) {}
    explicit JobControl(std::shared_ptr<State> state)
        : m_state(std::move(state)) {}

    // The page cancelled the job, a newer request superseded it, or the tracker is going
    // away: stop at the next step (what the job returns then is only shown after cancel()).
    bool isCancelled() const { return m_state->cancelled.load(std::memory_order_relaxed); }
    // For use cases that take a cancel predicate.
    std::function<bool()> cancelled() const {
        return [state = m_state] { return state->cancelled.load(std::memory_order_relaxed); };
    }
    // `value` of `maximum` steps done, and what the job does now (translated).
    void setProgress(int value, int maximum, const QString &text = QString()) const {
        if (m_state->progress)
            m_state->progress(value, maximum, text);
    }
    // For use cases that take a progress callback.
    std::function<void(int, int, const QString &)> progress() const {
        return [state = m_state](int value, int maximum, const QString &text) {
            if (state->progress)
                state->progress(value, maximum, text);
        };
    }

private:
    std::shared_ptr<State> m_state;
};

} // namespace roofline::usecases
