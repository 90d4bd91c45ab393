// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <functional>
#include <memory>
#include <optional>

namespace roofline::ui {

class Session;

// Deletes runs from the history; undo stores them again, whole (measurements, tags, notes,
// provenance, same UUID). The runs are read in full as they are deleted. Redo and undo run
// on Session::writer(), in the order pushed, off the GUI thread; finished() tells the
// page each outcome.
class DeleteRunsCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::DeleteRunsCommand)

public:
    // `deleting`: a redo (else an undo); `runs` it deleted or stored again; `error` empty
    // when every one was.
    using Finished = std::function<void(bool deleting, int runs, const QString &error)>;

    DeleteRunsCommand(Session *services, const QList<qint64> &runIds);
    void setFinished(Finished finished) { m_finished = std::move(finished); }

    void redo() override;
    void undo() override;

private:
    // Shared with the queued jobs, which run one at a time in order.
    struct State {
        QList<qint64> ids;
        QList<Run> runs;
    };
    Session *m_services = nullptr;
    std::optional<storage::Database> m_database; // the one the runs were deleted from
    std::shared_ptr<State> m_state;
    Finished m_finished;
};

} // namespace roofline::ui
