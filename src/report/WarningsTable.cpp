// SPDX-License-Identifier: MIT
#include "report/WarningsTable.h"

#include "report/HardwareReport.h"

namespace roofline {

namespace {

QString kindId(RunWarnings::Kind kind) {
    switch (kind) {
    case RunWarnings::Kind::Failure:
        return QStringLiteral("failure");
    case RunWarnings::Kind::NotMeasured:
        return QStringLiteral("not-measured");
    case RunWarnings::Kind::Caveat:
        return QStringLiteral("caveat");
    case RunWarnings::Kind::Note:
        return QStringLiteral("note");
    }
    return QStringLiteral("caveat");
}

} // namespace

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
        const QString probe = w.probe.isEmpty() ? w.device : w.probe;
        t.addRow({RunWarnings::kindLabel(kind), RunWarnings::headline(w.code), probe, w.message},
                 {kindId(kind), w.code, probe, w.message}, kind == RunWarnings::Kind::Failure);
    }
    t.note = HardwareReport::tr("The engine's words name kernels, sizes and figures and are kept "
                                "as it wrote them, in English; the run's bundle (attached) holds "
                                "the same warnings.");
    return t;
}

} // namespace roofline
