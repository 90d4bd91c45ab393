// SPDX-License-Identifier: MIT
#include "model/ErrorKindName.h"

#include <array>
#include <utility>

namespace roofline {

namespace {
constexpr std::array<std::pair<ErrorKind, const char *>, 12> kNames{{
    {ErrorKind::Failed, "failed"},
    {ErrorKind::InvalidInput, "invalid-input"},
    {ErrorKind::NotFound, "not-found"},
    {ErrorKind::Conflict, "conflict"},
    {ErrorKind::Retryable, "retryable"},
    {ErrorKind::NeedsPassword, "needs-password"},
    {ErrorKind::NewerSchema, "newer-schema"},
    {ErrorKind::Corrupt, "corrupt"},
    {ErrorKind::ReadOnly, "read-only"},
    {ErrorKind::DiskFull, "disk-full"},
    {ErrorKind::Unsupported, "unsupported"},
    {ErrorKind::Cancelled, "cancelled"},
}};
} // namespace

QString errorKindName(ErrorKind kind) {
    for (const auto &[k, name] : kNames) {
        if (k == kind)
            return QLatin1String(name);
    }
    return QStringLiteral("failed");
}

std::optional<ErrorKind> errorKindFromName(const QString &name) {
    for (const auto &[k, word] : kNames) {
        if (name == QLatin1String(word))
            return k;
    }
    return std::nullopt;
}

} // namespace roofline
