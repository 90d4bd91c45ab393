#pragma once

#include "model/Run.h"
#include "storage/Database.h"

#include <QUndoCommand>

namespace roofline::ui {

class AppServices;

// Deletes runs from the history; undo stores them again, whole (measurements, tags, notes,
// provenance, same UUID). The runs are read in full before the first delete.
class DeleteRunsCommand : public QUndoCommand {
public:
    DeleteRunsCommand(AppServices *services, const QList<qint64> &runIds);

    // False when a run could not be read or deleted; error() says why.
    bool succeeded() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    void redo() override;
    void undo() override;

private:
    AppServices *m_services = nullptr;
    QList<qint64> m_ids;
    QList<Run> m_runs;
    QString m_error;
};

} // namespace roofline::ui
