// SPDX-License-Identifier: MIT
#include "ui/commands/DeleteRunsCommand.h"

#include "ui/services/Session.h"
#include "usecases/JobTracker.h"
#include "usecases/Runs.h"

namespace roofline::ui {

namespace {
struct Outcome {
    int runs = 0;
    QString error;
};
} // namespace

DeleteRunsCommand::DeleteRunsCommand(Session *services, const QList<qint64> &runIds)
    : m_services(services)
    , m_database(services->database())
    , m_state(std::make_shared<State>(State{runIds, {}})) {
    setText(tr("delete %n run(s)", nullptr, int(runIds.size())));
}

void DeleteRunsCommand::redo() {
    if (!m_database)
        return;
    m_services->writer()->runFor(
        m_services,
        [db = *m_database, state = m_state](usecases::JobControl &) {
            const usecases::Runs::Removal removal = usecases::Runs::remove(db, state->ids);
            // What was deleted comes back on undo, even after a failure half way.
            state->runs = removal.deleted;
            return Outcome{int(removal.deleted.size()),
                           removal.error ? removal.error->text() : QString()};
        },
        [services = m_services, finished = m_finished](const Outcome &out) {
            services->notifyRunsChanged();
            if (finished)
                finished(true, out.runs, out.error);
        },
        usecases::JobOptions{0, false});
}

void DeleteRunsCommand::undo() {
    if (!m_database)
        return;
    m_services->writer()->runFor(
        m_services,
        [db = *m_database, state = m_state](usecases::JobControl &) {
            // Stored again under their own ids (new ones only where another run took an id
            // since); a later redo deletes those.
            const auto ids = usecases::Runs::restore(db, state->runs);
            if (!ids)
                return Outcome{0, ids.error().text()};
            state->ids = *ids;
            return Outcome{int(ids->size()), QString()};
        },
        [services = m_services, finished = m_finished](const Outcome &out) {
            services->notifyRunsChanged();
            if (finished)
                finished(false, out.runs, out.error);
        },
        usecases::JobOptions{0, false});
}

} // namespace roofline::ui
