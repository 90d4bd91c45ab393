// SPDX-License-Identifier: MIT
#include "usecases/PdfAttachments.h"

#include "storage/InputFile.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QtEndian>

namespace roofline::usecases {

Result<QByteArrayList> PdfAttachments::extract(const QString &pdfPath) {
    // Read as a bundle is: a regular file only (a FIFO would block the import), of bounded size.
    const auto read = storage::InputFile::read(pdfPath, storage::InputFile::Kind::ReportPdf);
    if (!read)
        return read.error();
    const QByteArray &pdf = *read;
    if (!pdf.startsWith("%PDF-"))
        return kindError(ErrorKind::InvalidInput, tr("%1: not a PDF file").arg(pdfPath));

    // Each attachment is a /Filespec whose /EF entry points at the object holding the bytes.
    const QString text = QString::fromLatin1(pdf);
    static const QRegularExpression filespec(QStringLiteral("/EF\\s*<<\\s*/F\\s+(\\d+)\\s+0\\s+R"));
    QByteArrayList files;
    for (auto it = filespec.globalMatch(text); it.hasNext();) {
        const QString object = it.next().captured(1);
        const QRegularExpression header(QStringLiteral("(?<![0-9])%1\\s+0\\s+obj").arg(object));
        // The pattern holds the object's number, so it cannot be one static expression.
        const QRegularExpressionMatch h =
            header.match(text); // clazy:exclude=use-static-qregularexpression
        if (!h.hasMatch())
            return Error{tr("%1: attachment object %2 is missing").arg(pdfPath, object)};
        const qsizetype dictEnd = pdf.indexOf("stream", h.capturedEnd());
        if (dictEnd < 0)
            return Error{tr("%1: attachment object %2 has no data").arg(pdfPath, object)};
        const QByteArray dict = pdf.mid(h.capturedEnd(), dictEnd - h.capturedEnd());
        qsizetype start = dictEnd + 6;
        if (pdf.mid(start, 2) == "\r\n")
            start += 2;
        else if (start < pdf.size() && pdf.at(start) == '\n')
            ++start;
        const qsizetype end = pdf.indexOf("endstream", start);
        if (end < 0)
            return Error{tr("%1: attachment object %2 is truncated").arg(pdfPath, object)};
        QByteArray data = pdf.mid(start, end - start);
        if (dict.contains("/FlateDecode")) {
            // qUncompress wants the expected size first; it grows its buffer when the guess
            // is short, so any positive size works.
            QByteArray sized(4, '\0');
            qToBigEndian<quint32>(quint32(data.size() * 8), sized.data());
            data = qUncompress(sized + data);
            if (data.isEmpty())
                return Error{tr("%1: an attached file could not be decompressed").arg(pdfPath)};
        } else if (dict.contains("/Filter")) {
            return Error{tr("%1: an attached file uses a compression Roofline Lab cannot read")
                             .arg(pdfPath)};
        } else {
            // Uncompressed streams end with the end-of-line before "endstream".
            while (data.endsWith('\n') || data.endsWith('\r'))
                data.chop(1);
        }
        files << data;
    }
    return files;
}

} // namespace roofline::usecases
