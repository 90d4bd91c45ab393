// SPDX-License-Identifier: MIT
#include "runner/ProbeRequest.h"

namespace roofline::runner {

QStringList ProbeRequest::arguments() const {
    QStringList args{QStringLiteral("--device"), device, QStringLiteral("--suite"),
                     suiteName(suite)};
    if (!only.isEmpty())
        args << QStringLiteral("--only") << only.join(QLatin1Char(','));
    if (!host.isEmpty())
        args << QStringLiteral("--host") << host;
    for (const QString &kind : requiredKinds)
        args << QStringLiteral("--require-device") << kind;
    if (!llmPlanPath.isEmpty())
        args << QStringLiteral("--llm-plan") << llmPlanPath;
    return args + engineArguments;
}

} // namespace roofline::runner
