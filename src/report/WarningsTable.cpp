// SPDX-License-Identifier: MIT
#include "report/WarningsTable.h"

#include "report/HardwareReport.h"

namespace roofline {

ReportTable warningsTable(const QList<RunWarning> &warnings) {
    ReportTable t;
    t.id = QStringLiteral("warnings");
    t.title = HardwareReport::tr("What the engine said while it measured");
    t.columns = {HardwareReport::tr("Kind"), HardwareReport::tr("What it means"),
                 HardwareReport::tr("Probe"), HardwareReport::tr("The engine's words")};
    t.keys = {QStringLiteral("kind"), QStringLiteral("code"), QStringLiteral("probe"),
              QStringLiteral("message")};
    t.columnWeights = {0.8, 2.0, 0.9, 3.6};
    for (const RunWarning &w : RunWarnings::bySeverity(warnings)) {
        const RunWarnings::Kind kind = RunWarnings::kindOf(w.code);
        t.addRow(
            {RunWarnings::kindLabel(kind), RunWarnings::headline(w.code), w.source(), w.message},
            {RunWarnings::kindId(kind), w.code, w.source(), w.message},
            kind == RunWarnings::Kind::Failure);
    }
    t.note = HardwareReport::tr("The engine's words name kernels, sizes and figures and are kept "
                                "as it wrote them, in English; the run's bundle (attached) holds "
                                "the same warnings.");
    return t;
}

} // namespace roofline
