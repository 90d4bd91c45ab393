// SPDX-License-Identifier: MIT
// History's kernel table (issue 33: "a table view, sortable, filterable by tag"): one row per
// kernel × placement on the run's measured roofs, the figures `kernels show` gives, numbers
// sorted as numbers, a tag filter; checked by QAbstractItemModelTester through every change.
#include "ui/itemmodels/KernelTableModel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace roofline;
using ui::KernelTableModel;

namespace {

kernels::KernelPoint kernel(const QString &name, double flops, double bytes, double seconds,
                            const QStringList &tags,
                            const QString &format = QStringLiteral("fp32")) {
    kernels::KernelPoint k;
    k.name = name;
    k.flops.insert(format, flops);
    k.bytes.insert(QStringLiteral("DRAM"), bytes);
    k.seconds = seconds;
    k.tags = tags;
    return k;
}

// Roofs of 100 GB/s and 1 TFLOP/s fp32: the ridge at 10 FLOP/B.
kernels::MeasuredRoofs roofs() {
    kernels::MeasuredRoofs r;
    r.bandwidth.insert(QStringLiteral("DRAM"), 100e9);
    r.peak.insert(QStringLiteral("fp32"), 1e12);
    return r;
}

// At 1 FLOP/B (attainable 100 GFLOP/s): 5 %, 40 %; at 100 FLOP/B (1 TFLOP/s): 90 %; and one of
// a format the run has no roof of.
QList<kernels::KernelPoint> fourKernels() {
    return {
        kernel(QStringLiteral("copy"), 5e9, 5e9, 1, {QStringLiteral("io")}),
        kernel(QStringLiteral("triad"), 4e10, 4e10, 1, {QStringLiteral("llm-decode")}),
        kernel(QStringLiteral("gemm"), 9e11, 9e9, 1, {QStringLiteral("LLM"), QStringLiteral("x")}),
        kernel(QStringLiteral("fp4"), 1e9, 1e9, 1, {}, QStringLiteral("fp4x"))};
}

QStringList column(const QAbstractItemModel &m, int column, int role = Qt::DisplayRole) {
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, column).data(role).toString();
    return out;
}

} // namespace

class TestKernelTable : public QObject {
    Q_OBJECT

private slots:
    void placedAndFiltered_data() {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("all") << QString()
                             << QStringList{QStringLiteral("copy"), QStringLiteral("triad"),
                                            QStringLiteral("gemm"), QStringLiteral("fp4")};
        // A tag containing the text, in any case: "llm" is in "llm-decode" and "LLM".
        QTest::newRow("llm") << QStringLiteral("llm")
                             << QStringList{QStringLiteral("triad"), QStringLiteral("gemm")};
        QTest::newRow("exact") << QStringLiteral("io") << QStringList{QStringLiteral("copy")};
        QTest::newRow("none") << QStringLiteral("nosuch") << QStringList();
    }

    void placedAndFiltered() {
        QFETCH(QString, tag);
        QFETCH(QStringList, names);
        KernelTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setKernels(fourKernels(), roofs());
        QCOMPARE(model.rowCount(), 4);
        model.setTagFilter(tag);
        QCOMPARE(column(model, KernelTableModel::Name), names);
        QCOMPARE(model.kernelCount(), 4);
        model.setTagFilter(QString());
        QCOMPARE(model.rowCount(), 4);
    }

    // Each cell as `kernels show` words it.
    void figures() {
        KernelTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setKernels(fourKernels(), roofs());
        const auto cell = [&](int row, int col) { return model.index(row, col).data().toString(); };
        QCOMPARE(cell(1, KernelTableModel::Format), QStringLiteral("fp32"));
        QCOMPARE(cell(1, KernelTableModel::Level), QStringLiteral("DRAM"));
        QCOMPARE(cell(1, KernelTableModel::Intensity), QStringLiteral("1 FLOP/B"));
        QVERIFY2(cell(1, KernelTableModel::Attained).startsWith(QStringLiteral("40")),
                 qPrintable(cell(1, KernelTableModel::Attained)));
        QCOMPARE(cell(1, KernelTableModel::PercentOfAttainable), QStringLiteral("40.0 %"));
        QCOMPARE(cell(1, KernelTableModel::Bound), QStringLiteral("memory"));
        QCOMPARE(cell(2, KernelTableModel::Bound), QStringLiteral("compute"));
        QCOMPARE(cell(2, KernelTableModel::PercentOfAttainable), QStringLiteral("90.0 %"));
        QCOMPARE(cell(0, KernelTableModel::Bound), QStringLiteral("neither (latency, occupancy)"));
    }

    // No roof of the kernel's format in the run: one row without figures that says so.
    void withoutRoof() {
        KernelTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setKernels(fourKernels(), roofs());
        const auto cell = [&](int row, int col) { return model.index(row, col).data().toString(); };
        QCOMPARE(cell(3, KernelTableModel::Bound), QStringLiteral("no roof in this run"));
        QCOMPARE(cell(3, KernelTableModel::Format), QString());
        QCOMPARE(model.headerData(KernelTableModel::PercentOfAttainable, Qt::Horizontal).toString(),
                 QStringLiteral("% of attainable"));
        model.setKernels({}, roofs());
        QCOMPARE(model.rowCount(), 0);
    }

    // Sorted through a proxy on the raw role: 5 < 40 < 90 as numbers (as text "40.0 %" would
    // come before "5.0 %"); the kernel without a placement has no figure and sorts last.
    void sortsNumbersAsNumbers() {
        KernelTableModel model;
        model.setKernels(fourKernels(), roofs());
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(KernelTableModel::RawValueRole);
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(KernelTableModel::PercentOfAttainable, Qt::AscendingOrder);
        QCOMPARE(column(proxy, KernelTableModel::Name),
                 (QStringList{QStringLiteral("copy"), QStringLiteral("triad"),
                              QStringLiteral("gemm"), QStringLiteral("fp4")}));
        proxy.sort(KernelTableModel::Intensity, Qt::DescendingOrder);
        // Reversed, the row without a figure comes first; then the highest intensity.
        QCOMPARE(column(proxy, KernelTableModel::Name).mid(0, 2),
                 (QStringList{QStringLiteral("fp4"), QStringLiteral("gemm")}));
        model.setTagFilter(QStringLiteral("llm")); // a reset under a sorted proxy
        QCOMPARE(column(proxy, KernelTableModel::Name),
                 (QStringList{QStringLiteral("gemm"), QStringLiteral("triad")}));
    }
};

QTEST_MAIN(TestKernelTable)
#include "tst_kerneltable.moc"
