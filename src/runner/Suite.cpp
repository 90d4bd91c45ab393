// SPDX-License-Identifier: MIT
#include "runner/Suite.h"

namespace roofline::runner {

QString suiteName(Suite suite) {
    switch (suite) {
    case Suite::Quick:
        return QStringLiteral("quick");
    case Suite::Standard:
        return QStringLiteral("standard");
    case Suite::Full:
        return QStringLiteral("full");
    }
    return suiteName(kDefaultSuite);
}

std::optional<Suite> parseSuite(QStringView name) {
    for (Suite s : kSuites)
        if (name == suiteName(s))
            return s;
    return std::nullopt;
}

QStringList suiteNames() {
    QStringList names;
    for (Suite s : kSuites)
        names << suiteName(s);
    return names;
}

} // namespace roofline::runner
