// SPDX-License-Identifier: MIT
// The Models page's "Import config.json…": a published config becomes a model of yours in the
// form (unsaved), keeps what the form has no field for (MLA, shared experts, formats) through a
// save, and a broken config explains itself without changing anything.
#include "support/UiTestSupport.h"
#include "ui/itemmodels/ProfileTableModel.h"
#include "ui/pages/ModelsPage.h"
#include "ui/services/Session.h"
#include "ui/widgets/FieldForm.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSpinBox>
#include <sys/stat.h>

using namespace roofline;

namespace {

QString config(const char *name) {
    return QStringLiteral(ROOFLINE_TEST_DATA "/hf-configs/") + QLatin1String(name);
}

} // namespace

class TestModelImport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_modelimport"); }

    void importAndSave() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        ui::Session services(db);
        ui::ModelsPage page(&services);
        QVERIFY(page.importConfig(config("deepseek-v3.json")));
        const ModelSpec spec = page.formSpec();
        QCOMPARE(spec.source, QStringLiteral("user"));
        QCOMPARE(spec.layers, 61);
        QCOMPARE(page.form()->findChild<QSpinBox *>(QStringLiteral("layers"))->value(), 61);
        // The catalog has deepseek-v3: the import offers a free id and stores nothing yet.
        QCOMPARE(page.form()->findChild<QLineEdit *>(QStringLiteral("id"))->text(),
                 QStringLiteral("deepseek-v3-config"));
        QVERIFY(!storage::ProfileRepository(db).model(QStringLiteral("deepseek-v3-config")));
        // What the form does not edit is shown and kept.
        auto *layout = page.findChild<QLabel *>(QStringLiteral("layout"));
        QVERIFY2(layout->text().contains(QStringLiteral("MLA")), qPrintable(layout->text()));
        QVERIFY(layout->text().contains(QStringLiteral("fp8")));
        // Saved under an id of one's own, it reads back whole (MLA, experts, formats).
        page.form()->findChild<QLineEdit *>(QStringLiteral("id"))->setText(QStringLiteral("my-v3"));
        QVERIFY(page.saveCurrent());
        QVERIFY(uitest::settle()); // stored on the app's writer queue
        const auto stored = storage::ProfileRepository(db).model(QStringLiteral("my-v3"));
        QVERIFY(stored);
        QCOMPARE(stored->kvLoraRank, 512);
        QCOMPARE(stored->denseLayers, 3);
        QCOMPARE(stored->sharedExpertFfn, 2048);
        QCOMPARE(stored->mlpFormat, QStringLiteral("fp8"));
        QCOMPARE(stored->totalParams(), spec.totalParams());
    }

    void slidingWindowFields() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        ui::Session services(db);
        ui::ModelsPage page(&services);
        QVERIFY(page.importConfig(config("gemma-3-27b-it.json")));
        QCOMPARE(page.form()->findChild<QSpinBox *>(QStringLiteral("sliding_window"))->value(),
                 1024);
        QCOMPARE(page.form()->findChild<QSpinBox *>(QStringLiteral("sliding_layers"))->value(), 52);
        // The notes say what came from class defaults (the vocabulary) and what is not counted.
        QLabel *origin = nullptr;
        for (QLabel *l : page.findChildren<QLabel *>()) {
            if (l->text().contains(QStringLiteral("Imported from")))
                origin = l;
        }
        QVERIFY(origin);
        QVERIFY(origin->text().contains(QStringLiteral("vocab_size")));
        // Windowed layers beyond the layer count are refused, naming the field.
        page.form()->findChild<QSpinBox *>(QStringLiteral("sliding_layers"))->setValue(70);
        QVERIFY(!page.saveCurrent());
        QVERIFY(!page.form()->errorText(QStringLiteral("sliding_layers")).isEmpty());
    }

    void brokenConfigExplains() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        ui::Session services(db);
        ui::ModelsPage page(&services);
        const ModelSpec before = page.formSpec();
        QFile bad(dir.filePath(QStringLiteral("config.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"model_type": "bert", "hidden_size": 768})");
        bad.close();
        QVERIFY(!page.importConfig(bad.fileName()));
        auto *box = page.findChild<QMessageBox *>();
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("model_type"))
                     || box->informativeText().contains(QStringLiteral("model_type")),
                 qPrintable(box->text() + box->informativeText()));
        box->close();
        QCOMPARE(page.formSpec().id, before.id);
    }

    // Issue 27, item 1: Models → Import reads through the one bounded reader: a FIFO (which
    // used to block the GUI thread for ever) and /dev/zero are refused at once, by name.
    void boundedFileReads_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("FIFO") << QStringLiteral("fifo");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero");
    }
    void boundedFileReads() {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QString path = kind;
        if (kind == QLatin1String("fifo")) {
            path = dir.filePath(QStringLiteral("config.json"));
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        }
        storage::Database db = uitest::database(dir);
        ui::Session services(db);
        ui::ModelsPage page(&services);
        QVERIFY(!page.importConfig(path));
        auto *box = page.findChild<QMessageBox *>();
        QVERIFY(box);
        const QString said = box->text() + box->informativeText();
        QVERIFY2(said.contains(QStringLiteral("not a regular file")), qPrintable(said));
        box->close();
    }
};

QTEST_MAIN(TestModelImport)
#include "tst_modelimport.moc"
