// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <utility>

namespace roofline {

// A run's provenance (what the engine recorded about the host and the device) as lines a
// person reads: sizes with units, clocks in GHz, counts with thousands separators, nested
// objects and lists of objects one line per entry — never a raw number like 2.19902e+12 or a
// JSON text like `[{"level":1,…}]`. Display only; the bundle attached to the report keeps
// the raw values.
class ProvenanceText {
    Q_DECLARE_TR_FUNCTIONS(roofline::ProvenanceText)

public:
    // "host.cores" → "2", "device.caches" → "L1d: 48 KiB, …\nL2: …", in the run's key order.
    static QList<std::pair<QString, QString>> pairs(const Run &run);
    // One value; `key` (the last JSON key above it) picks the unit: *_bytes, *_hz, *_s, ….
    static QString value(const QString &key, const QJsonValue &v);
};

} // namespace roofline
