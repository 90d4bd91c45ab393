#include "ui/commands/DeleteRunsCommand.h"

#include "storage/RunRepository.h"
#include "ui/services/AppServices.h"

#include <QCoreApplication>

namespace roofline::ui {

DeleteRunsCommand::DeleteRunsCommand(AppServices *services, const QList<qint64> &runIds)
    : m_services(services)
    , m_ids(runIds) {
    setText(QCoreApplication::translate("DeleteRunsCommand", "delete %n run(s)", nullptr,
                                        int(runIds.size())));
}

void DeleteRunsCommand::redo() {
    if (!m_services->hasDatabase())
        return;
    storage::RunRepository repo(*m_services->database());
    m_error.clear();
    if (m_runs.isEmpty()) {
        for (qint64 id : std::as_const(m_ids)) {
            Result<Run> run = repo.get(id);
            if (!run) {
                m_error = run.error().text();
                setObsolete(true);
                return;
            }
            m_runs << *run;
        }
    }
    for (qint64 id : std::as_const(m_ids)) {
        if (Result<bool> ok = repo.remove(id); !ok)
            m_error = ok.error().text();
    }
    m_services->notifyRunsChanged();
}

void DeleteRunsCommand::undo() {
    if (!m_services->hasDatabase())
        return;
    storage::RunRepository repo(*m_services->database());
    m_error.clear();
    // Stored again under new row ids; a later redo deletes those.
    QList<qint64> ids;
    for (const Run &run : std::as_const(m_runs)) {
        Run copy = run;
        copy.id = 0;
        Result<qint64> id = repo.insert(copy);
        if (!id) {
            m_error = id.error().text();
            continue;
        }
        ids << *id;
    }
    m_ids = ids;
    m_services->notifyRunsChanged();
}

} // namespace roofline::ui
