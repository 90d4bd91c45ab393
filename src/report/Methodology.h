// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <utility>

namespace roofline {

// The methodology appendix: what each probe family does and how bytes and FLOPs are counted
// (docs/design.md §3), with the public tools the method follows.
class Methodology {
    Q_DECLARE_TR_FUNCTIONS(roofline::Methodology)

public:
    // (heading, paragraph) in reading order.
    static QList<std::pair<QString, QString>> sections();

private:
    static QList<std::pair<QString, QString>> measurementSections();
    static QList<std::pair<QString, QString>> probeSections();
    static QList<std::pair<QString, QString>> readingSections();
};

} // namespace roofline
