// SPDX-License-Identifier: MIT
#pragma once

// How a test waits. A test awaits the condition it is about: QSignalSpy::wait for a signal,
// QTRY_VERIFY/QTRY_COMPARE(_WITH_TIMEOUT) for a state, support::waitFor in a helper that is
// not a test function. A fixed wait (QTest::qWait(N), sleeps) says nothing about what it
// waits for and is too short on a loaded machine; tests/lint/fixed_waits.py rejects one
// anywhere but in holdFor() and sleepFor() below.
#include <QAbstractEventDispatcher>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QObject>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <thread>

namespace roofline::support {

// Turns the event loop until `done()` holds or `timeoutMs` passed; true when it holds. For
// helpers (QTRY_ macros need a test function).
template<typename Condition>
[[nodiscard]] bool waitFor(Condition done, int timeoutMs = 10000) {
    return QTest::qWaitFor(done, timeoutMs);
}

// The only fixed wait a test may use: for a claim that is about elapsed time itself (that
// something does NOT happen within a period, that a process stays alive for a while, a fault
// held for a duration, a kill at a random moment of a trial), where there is no condition to
// await. `why` names the claim; the event loop turns meanwhile.
inline void holdFor(int ms, const char *why) {
    Q_UNUSED(why); // read by the reader and the lint, not by the program
    QTest::qWait(ms);
}

// The same for a thread without an event loop (a job's worker, a sampled kernel, the engine's
// Qt-free code): time that must pass because the claim is about it (a job still running when
// its tracker goes, wall time a measurement must see, time a watch counts as off the CPU).
template<typename Rep, typename Period>
void sleepFor(std::chrono::duration<Rep, Period> duration, const char *why) {
    Q_UNUSED(why);
    std::this_thread::sleep_for(duration);
}

// Delivers every event already posted (queued signals, deferred deletes, layout requests):
// what a finished job or a destroyed object left behind has arrived once this returns.
inline void drainPostedEvents() {
    for (int round = 0; round < 3; ++round) {
        QCoreApplication::sendPostedEvents(nullptr, 0);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
}

// True when none of `owner`'s own timers is running: nothing is scheduled, so nothing will
// fire later (a throttled update that is not pending). Checked instead of waiting past it.
inline bool noTimerPending(const QObject &owner) {
    const auto timers = owner.findChildren<QTimer *>(Qt::FindDirectChildrenOnly);
    return std::none_of(timers.cbegin(), timers.cend(),
                        [](const QTimer *timer) { return timer->isActive(); });
}

} // namespace roofline::support
