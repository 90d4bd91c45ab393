// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "report/DisplayUnits.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QWidget;

namespace roofline::ui {

// Writes runs that only the Probe page holds (measured without a database, or one that
// refused them) to a file: a run bundle (.json, usecases::RunTransfer) or a PDF report (.pdf,
// composed in process by usecases::Reports; it carries the bundle, so `roofline runs import
// report.pdf` stores the runs later).
class UnsavedRunExporter {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::UnsavedRunExporter)

public:
    // The error's text, or empty when the file was written. A PDF is composed on the calling
    // thread, which must be the GUI thread (Qt Charts); it takes about a second.
    static QString write(const QList<Run> &runs, const DisplayUnits &units, const QString &path);
    // Asks where (a bundle by default, named after the host and start), then write(): what to
    // tell the user ("Exported to …", "Export failed: …"), or empty when they cancelled.
    static QString askAndWrite(QWidget *parent, const QList<Run> &runs, const DisplayUnits &units);
};

} // namespace roofline::ui
