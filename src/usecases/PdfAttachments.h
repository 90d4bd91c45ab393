// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QByteArrayList>
#include <QCoreApplication>
#include <QString>

namespace roofline::usecases {

// Reads the embedded files of a PDF written by QPdfWriter (our own hardware and comparison
// reports, which carry their run bundle). Qt writes each attachment as a /Filespec whose /EF
// entry names a plain or Flate-compressed stream object, and no object streams, so following
// those references suffices; this is not a general PDF parser (object streams and other
// filters are refused with an error).
class PdfAttachments {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::PdfAttachments)

public:
    static Result<QByteArrayList> extract(const QString &pdfPath);
};

} // namespace roofline::usecases
