#include "runner/ProbeRequest.h"

namespace roofline::runner {

QStringList ProbeRequest::arguments() const {
    QStringList args{QStringLiteral("--device"), device, QStringLiteral("--suite"), suite};
    if (!only.isEmpty())
        args << QStringLiteral("--only") << only.join(QLatin1Char(','));
    return args + engineArguments;
}

} // namespace roofline::runner
