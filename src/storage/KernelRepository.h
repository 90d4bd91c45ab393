// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/kernels/KernelPoint.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QDateTime>
#include <optional>

namespace roofline::storage {

// The user's kernel points (schema 3, table kernels): stored with their source, attached to a
// run or standing alone.
class KernelRepository {
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::KernelRepository)

public:
    struct Stored {
        qint64 id = 0;
        qint64 runId = 0; // 0: standing alone
        QString sourceFile;
        QDateTime importedAt;
        kernels::KernelPoint kernel;
    };
    struct Filter {
        qint64 runId = 0; // 0: any
        QString tag;
    };

    explicit KernelRepository(Database database);

    // All in one transaction; the new ids in order.
    Result<QList<qint64>> insert(const QList<kernels::KernelPoint> &kernels, qint64 runId,
                                 const QString &sourceFile);
    Result<QList<Stored>> list(const Filter &filter) const;
    Result<Stored> get(qint64 id) const;
    Result<void> remove(qint64 id);

private:
    Database m_database;
};

} // namespace roofline::storage
