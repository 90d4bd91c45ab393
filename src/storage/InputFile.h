// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace roofline::storage {

// The one way the app and `roofline` read a file a user names (docs/cli.md, "Files read"): only
// a regular file, checked with fstat on a descriptor opened without blocking before a byte is
// read (a FIFO would wait for a writer for ever, /dev/zero never ends, a folder has no
// content), and never more than the kind's limit, also when the file grows while it is read.
class InputFile {
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::InputFile)

public:
    enum class Kind {
        RunBundle,   // a run bundle or a probe's spool file: RunBundle::kMaxFileBytes (1 GiB)
        ReportPdf,   // a report PDF carrying its runs' bundle: the bundle's limit plus 64 MiB
        ModelConfig, // a Hugging Face config.json (--config, --llm-config, Models → Import): 16 MiB
    };
    static qint64 maxBytes(Kind kind);
    static Result<QByteArray> read(const QString &path, Kind kind);
};

} // namespace roofline::storage
