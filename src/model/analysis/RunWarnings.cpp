// SPDX-License-Identifier: MIT
#include "model/analysis/RunWarnings.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QStringList>
#include <algorithm>

namespace roofline {

namespace {

// The codes of each kind (docs/cli.md and src/probes/README.md list what each one means).
const QSet<QString> &failures() {
    static const QSet<QString> s{
        QStringLiteral("probe-failed"), QStringLiteral("verification-failed"),
        QStringLiteral("nccl-failed"), QStringLiteral("bundle-write-failed"),
        QStringLiteral("below-library")};
    return s;
}

const QSet<QString> &notMeasured() {
    static const QSet<QString> s{
        QStringLiteral("allocation-failed"),  QStringLiteral("cublaslt-unavailable"),
        QStringLiteral("device-unavailable"), QStringLiteral("format-unsupported"),
        QStringLiteral("gemm-no-algorithm"),  QStringLiteral("gemm-shape-skipped"),
        QStringLiteral("nccl-unavailable"),   QStringLiteral("not-applicable"),
        QStringLiteral("not-implemented"),    QStringLiteral("not-measured"),
        QStringLiteral("not-supported"),      QStringLiteral("unavailable")};
    return s;
}

const QSet<QString> &notes() {
    static const QSet<QString> s{QStringLiteral("plateau"),
                                 QStringLiteral("upper-bound-unreached")};
    return s;
}

} // namespace

QList<RunWarning> RunWarnings::of(const Run &run) {
    QList<RunWarning> out;
    QSet<QString> seen;
    const QJsonArray warningsJson = run.extra.value(QLatin1String("warnings")).toArray();
    for (const QJsonValue &v : warningsJson) {
        const QJsonObject o = v.toObject();
        RunWarning w{o.value(QLatin1String("device")).toString(),
                     o.value(QLatin1String("probe")).toString(),
                     o.value(QLatin1String("code")).toString(),
                     o.value(QLatin1String("message")).toString()};
        if (w.code.isEmpty() && w.message.isEmpty())
            continue;
        const QString key =
            w.device + QChar(0) + w.probe + QChar(0) + w.code + QChar(0) + w.message;
        if (seen.contains(key))
            continue;
        seen.insert(key);
        out << w;
    }
    return out;
}

QList<RunWarning> RunWarnings::bySeverity(QList<RunWarning> warnings) {
    std::stable_sort(warnings.begin(), warnings.end(),
                     [](const RunWarning &a, const RunWarning &b) {
                         return int(kindOf(a.code)) < int(kindOf(b.code));
                     });
    return warnings;
}

RunWarnings::Kind RunWarnings::kindOf(const QString &code) {
    if (failures().contains(code))
        return Kind::Failure;
    if (notMeasured().contains(code))
        return Kind::NotMeasured;
    if (notes().contains(code))
        return Kind::Note;
    return Kind::Caveat;
}

QString RunWarnings::kindLabel(Kind kind) {
    switch (kind) {
    case Kind::Failure:
        return tr("failure");
    case Kind::NotMeasured:
        return tr("not measured");
    case Kind::Caveat:
        return tr("caveat");
    case Kind::Note:
        return tr("note");
    }
    return tr("caveat");
}

QString RunWarnings::kindId(Kind kind) {
    switch (kind) {
    case Kind::Failure:
        return QStringLiteral("failure");
    case Kind::NotMeasured:
        return QStringLiteral("not-measured");
    case Kind::Caveat:
        return QStringLiteral("caveat");
    case Kind::Note:
        return QStringLiteral("note");
    }
    return QStringLiteral("caveat");
}

bool RunWarnings::isKnown(const QString &code) {
    return knownHeadline(code).has_value();
}

QString RunWarnings::headline(const QString &code) {
    return knownHeadline(code).value_or(tr("Engine warning “%1”").arg(code));
}

std::optional<QString> RunWarnings::knownHeadline(const QString &code) {
    struct Entry {
        const char *code;
        QString text;
    };
    const Entry entries[] = {
        {"allocation-failed", tr("Memory for a case could not be allocated; it was not measured")},
        {"below-library", tr("The library beat the format ladder's loop: the loop misses this "
                             "core's rate")},
        {"bundle-write-failed", tr("The run bundle could not be written")},
        {"clock-disagreement", tr("A clock method disagreed with the others and was left out")},
        {"clock-uncertain", tr("The core clock is uncertain: per-cycle figures and ceilings may "
                               "be off")},
        {"core-table-contradicted", tr("The CPU contradicts the core table's row for its model "
                                       "number: the ceilings come from measured throughput")},
        {"cublaslt-unavailable", tr("cuBLASLt is not available: no library GEMM on the GPU")},
        {"device-unavailable", tr("A device could not be probed")},
        {"emulated-cpu", tr("The CPU is emulated: timings are the emulator's, not the "
                            "hardware's")},
        {"format-unsupported", tr("A number format is not supported by this device")},
        {"gemm-no-algorithm", tr("The library offered no algorithm for a GEMM shape")},
        {"gemm-shape-skipped", tr("A GEMM shape did not fit in free memory and was skipped")},
        {"interference", tr("Other work on the machine disturbed some points")},
        {"isa-mismatch", tr("CPUID and /proc/cpuinfo disagree, or the OS disables an "
                            "instruction set extension")},
        {"measured-cache-size", tr("A cache level ends elsewhere than its reported size")},
        {"nccl-failed", tr("A collective (NCCL) failed")},
        {"nccl-unavailable", tr("NCCL is not available: no collectives were measured")},
        {"not-applicable", tr("A case does not apply to this device")},
        {"not-implemented", tr("A case is not implemented for this device")},
        {"not-measured", tr("A case was not measured")},
        {"not-supported", tr("A case is not supported here")},
        {"plateau", tr("A bandwidth plateau was found")},
        {"poor-thread-scaling", tr("All threads together reached far less than threads × one "
                                   "thread: shared execution units or other work")},
        {"probe-failed", tr("A probe failed")},
        {"simulated-gpu", tr("The GPU is simulated: its figures prove the kernels, never a "
                             "GPU's speed")},
        {"unavailable", tr("Something a probe needs is not available")},
        {"upper-bound-unreached", tr("A dot product runs far below its upper bound, and the "
                                     "library agrees: it is the core's rate")},
        {"verification-failed", tr("A result failed its check: its figures are not trusted")},
        {"working-set-below-8x-l2", tr("The memory arrays are below 8× the L2 cache: L2 hits "
                                       "may inflate the figure")},
    };
    for (const Entry &e : entries) {
        if (code == QLatin1String(e.code))
            return e.text;
    }
    return std::nullopt;
}

QString RunWarnings::tally(const QList<RunWarning> &warnings) {
    int counts[4] = {0, 0, 0, 0};
    for (const RunWarning &w : warnings)
        ++counts[int(kindOf(w.code))];
    QStringList parts;
    if (counts[int(Kind::Failure)])
        parts << tr("%n failure(s)", nullptr, counts[int(Kind::Failure)]);
    if (counts[int(Kind::NotMeasured)])
        parts << tr("%n case(s) not measured", nullptr, counts[int(Kind::NotMeasured)]);
    if (counts[int(Kind::Caveat)])
        parts << tr("%n caveat(s)", nullptr, counts[int(Kind::Caveat)]);
    if (counts[int(Kind::Note)])
        parts << tr("%n note(s)", nullptr, counts[int(Kind::Note)]);
    return parts.join(tr(", "));
}

} // namespace roofline
