// SPDX-License-Identifier: MIT
#pragma once

// Happens-before edges for ThreadSanitizer where the synchronisation lives inside Qt: Debian's
// Qt is not instrumented and its mutexes are futexes TSan cannot see, so a hand-off through
// QThreadPool or the event queue reads as a race. JobTracker marks its own hand-offs (release
// before a job starts or posts its answer, acquire where it is picked up), and postTo() is the
// queued call to another thread's object that does the same; in other builds the annotations
// compile to nothing. The `tsan` preset defines ROOFLINE_TSAN. Header-only: any layer's code
// and tests may use it.
#include <QCoreApplication>
#include <QEvent>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <functional>
#include <utility>

#ifdef ROOFLINE_TSAN
#include <sanitizer/tsan_interface.h>
#endif

namespace roofline::usecases {

inline void tsanRelease([[maybe_unused]] const void *address) {
#ifdef ROOFLINE_TSAN
    __tsan_release(const_cast<void *>(address));
#endif
}

inline void tsanAcquire([[maybe_unused]] const void *address) {
#ifdef ROOFLINE_TSAN
    __tsan_acquire(const_cast<void *>(address));
#endif
}

// QThread::wait() joins through a futex: a thread made joinable() releases as it ends, and
// joined() (after wait() returned) acquires, so what the thread left behind (a connection's
// slot, a runner's state) may be destroyed by the joining thread.
inline void joinable(QThread *thread) {
    QObject::connect(
        thread, &QThread::finished, thread, [thread] { tsanRelease(thread); },
        Qt::DirectConnection);
}
inline void joined(QThread *thread) {
    tsanAcquire(thread);
}

namespace detail {

// The call postTo() hands over, as an event of its own: Qt deletes a posted event on the
// thread that received it, so what the call captured goes there, after the acquire. (A queued
// functor call through QMetaObject::invokeMethod may instead be destroyed by the posting
// thread, after the target ran it, through a reference count TSan cannot see.)
class PostedCall : public QEvent {
public:
    static QEvent::Type kind() {
        static const auto type = QEvent::Type(QEvent::registerEventType());
        return type;
    }
    PostedCall(QObject *target, std::function<void()> call)
        : QEvent(kind())
        , m_target(target)
        , m_call(std::move(call)) {}
    ~PostedCall() override { tsanAcquire(this); }
    void run() {
        tsanAcquire(this);
        if (m_target) // gone meanwhile: the call is dropped, as a queued call would be
            m_call();
    }

private:
    QPointer<QObject> m_target;
    std::function<void()> m_call;
};

// Lives on the target's thread for one call, then deletes itself.
class CallRunner : public QObject {
protected:
    bool event(QEvent *event) override {
        if (event->type() != PostedCall::kind())
            return QObject::event(event);
        static_cast<PostedCall *>(event)->run();
        deleteLater();
        return true;
    }
};

} // namespace detail

// Runs `call` on `target`'s thread through its event queue, like a queued
// QMetaObject::invokeMethod, with the hand-off of what `call` captured visible to
// ThreadSanitizer. Dropped if `target` is gone before it runs.
template<typename Call>
void postTo(QObject *target, Call call) {
    auto *runner = new detail::CallRunner;
    runner->moveToThread(target->thread());
    auto *event = new detail::PostedCall(target, std::function<void()>(std::move(call)));
    tsanRelease(event);
    QCoreApplication::postEvent(runner, event);
}

} // namespace roofline::usecases
