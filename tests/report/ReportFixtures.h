#pragma once

#include "model/Run.h"
#include "model/RunBundle.h"

#include <QFile>
#include <QString>

// Loads the synthetic fixture runs of tests/data/report (labelled as fixtures in their notes).
inline roofline::Run loadFixtureRun(const QString &name) {
    QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/report/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", qPrintable(name));
    const auto runs = roofline::RunBundle::parse(f.readAll(), name);
    if (!runs || runs->isEmpty())
        qFatal("fixture %s: %s", qPrintable(name),
               qPrintable(runs ? QStringLiteral("empty") : runs.error().text()));
    return runs->first();
}

// Where tests leave their files for a person to look at.
inline QString reportOutputDir() {
    return QStringLiteral(ROOFLINE_BINARY_DIR "/report-out");
}
