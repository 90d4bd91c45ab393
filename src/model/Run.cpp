// SPDX-License-Identifier: MIT
#include "model/Run.h"

#include <QCoreApplication>

namespace roofline {

QString Run::statusName(Status status) {
    switch (status) {
    case Status::Running:
        return QStringLiteral("running");
    case Status::Complete:
        return QStringLiteral("complete");
    case Status::Cancelled:
        return QStringLiteral("cancelled");
    case Status::Failed:
        return QStringLiteral("failed");
    case Status::Abandoned:
        return QStringLiteral("abandoned");
    }
    return {};
}

std::optional<Run::Status> Run::statusFromName(const QString &name) {
    for (Status s : {Status::Running, Status::Complete, Status::Cancelled, Status::Failed,
                     Status::Abandoned}) {
        if (statusName(s) == name)
            return s;
    }
    return std::nullopt;
}

QString Run::statusText(Status status) {
    switch (status) {
    case Status::Running:
        return QCoreApplication::translate("roofline::Run", "running");
    case Status::Complete:
        return QCoreApplication::translate("roofline::Run", "complete");
    case Status::Cancelled:
        return QCoreApplication::translate("roofline::Run", "cancelled");
    case Status::Failed:
        return QCoreApplication::translate("roofline::Run", "failed");
    case Status::Abandoned:
        return QCoreApplication::translate("roofline::Run", "abandoned");
    }
    return {};
}

} // namespace roofline
