// SPDX-License-Identifier: MIT
#include "support/UiTestSupport.h"
#include "ui/itemmodels/ProfileTableModel.h"
#include "ui/itemmodels/RunPickerModel.h"
#include "ui/pages/HardwarePage.h"
#include "ui/pages/ModelsPage.h"
#include "ui/profiles/ProfileEditor.h"
#include "ui/services/Session.h"
#include "ui/widgets/FieldForm.h"
#include "ui/widgets/RunPicker.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>

using namespace roofline;

class TestProfilePages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_profilepages"); }

    void modelValidationNamesTheField() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        ui::Session services(db);
        ui::ModelsPage page(&services);
        QVERIFY(page.tableModel()->rowCount() > 0);
        page.newModel();
        auto *form = page.form();
        form->findChild<QLineEdit *>(QStringLiteral("id"))->setText(QStringLiteral("tiny"));
        form->findChild<QSpinBox *>(QStringLiteral("layers"))->setValue(4);
        form->findChild<QSpinBox *>(QStringLiteral("d_model"))->setValue(256);
        form->findChild<QSpinBox *>(QStringLiteral("heads"))->setValue(8);
        form->findChild<QSpinBox *>(QStringLiteral("kv_heads"))->setValue(3);
        form->findChild<QSpinBox *>(QStringLiteral("head_dim"))->setValue(32);
        form->findChild<QSpinBox *>(QStringLiteral("ffn"))->setValue(1024);
        form->findChild<QSpinBox *>(QStringLiteral("vocab"))->setValue(1000);
        QVERIFY(!page.saveCurrent());
        auto *error = form->findChild<QLabel *>(QStringLiteral("error_kv_heads"));
        QVERIFY(error);
        QVERIFY(!error->isHidden());
        QVERIFY(error->text().contains(QStringLiteral("3")));
        QVERIFY(form->errorText(QStringLiteral("layers")).isEmpty());

        form->findChild<QSpinBox *>(QStringLiteral("kv_heads"))->setValue(4);
        QSignalSpy edited(&page, &ui::ModelsPage::edited);
        QVERIFY(page.saveCurrent());
        QVERIFY(error->isHidden());
        QVERIFY(edited.wait(10000)); // stored on the app's writer queue, never the GUI thread
        QCOMPARE(edited.first().first().toString(), QString());
        QVERIFY(storage::ProfileRepository(db).model(QStringLiteral("tiny")));
    }

    // Every error of the spec at once, each beside its field: ModelSpec::validate() (the one
    // signature HardwareProfile shares), not only the first of the architecture's.
    void modelValidationShowsEveryError() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        ui::Session services(db);
        ui::ModelsPage page(&services);
        page.newModel();
        auto *form = page.form();
        form->findChild<QLineEdit *>(QStringLiteral("id"))->setText(QStringLiteral("Bad Id"));
        form->findChild<QLineEdit *>(QStringLiteral("name"))->clear();
        form->findChild<QSpinBox *>(QStringLiteral("layers"))->setValue(4);
        form->findChild<QSpinBox *>(QStringLiteral("d_model"))->setValue(256);
        form->findChild<QSpinBox *>(QStringLiteral("heads"))->setValue(8);
        form->findChild<QSpinBox *>(QStringLiteral("kv_heads"))->setValue(3);
        form->findChild<QSpinBox *>(QStringLiteral("head_dim"))->setValue(32);
        form->findChild<QSpinBox *>(QStringLiteral("ffn"))->setValue(1024);
        form->findChild<QSpinBox *>(QStringLiteral("vocab"))->setValue(0);
        QVERIFY(!page.saveCurrent());
        for (const char *field : {"id", "name", "kv_heads", "vocab"})
            QVERIFY2(!form->errorText(QString::fromLatin1(field)).isEmpty(), field);
        QVERIFY(form->errorText(QStringLiteral("layers")).isEmpty());
        QCOMPARE(form->errorText(QStringLiteral("name")), QStringLiteral("must not be empty"));
    }

    // Unsaved changes are not dropped silently: another row, New or a list that arrives
    // meanwhile ask first (or leave the form alone); the unified table stays a valid model
    // through every reset the editor makes.
    void editorAsksBeforeDiscarding() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        ui::Session services(db);
        ui::ModelsPage page(&services);
        QAbstractItemModelTester tester(page.tableModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(uitest::settle());
        ui::ProfileEditor *editor = page.editor();
        QStringList asked;
        bool discard = false;
        editor->setDiscardQuestion([&](const QString &name) {
            asked << name;
            return discard;
        });
        page.newModel();
        QVERIFY(asked.isEmpty()); // a catalog entry was shown: nothing to lose
        QVERIFY(!editor->isDirty());
        auto *name = page.form()->findChild<QLineEdit *>(QStringLiteral("name"));
        name->setText(QStringLiteral("Mine"));
        QVERIFY(editor->isDirty());

        // Another row: asked, and "keep" leaves the form and the selection as they were.
        auto *view = page.findChild<QTableView *>(QStringLiteral("models"));
        QVERIFY(view);
        view->setCurrentIndex(view->model()->index(1, 0));
        QCOMPARE(asked, QStringList{QStringLiteral("Mine")});
        QCOMPARE(name->text(), QStringLiteral("Mine"));
        QVERIFY(!view->currentIndex().isValid()); // the new model is in no row
        page.newModel();
        QCOMPARE(asked.size(), 2);
        QCOMPARE(name->text(), QStringLiteral("Mine"));

        // A list read meanwhile (another window saved) leaves the unsaved form alone.
        services.notifyProfilesChanged();
        QVERIFY(uitest::settle());
        QCOMPARE(name->text(), QStringLiteral("Mine"));

        // "Discard": the row's entry replaces the form.
        discard = true;
        view->setCurrentIndex(view->model()->index(1, 0));
        QCOMPARE(asked.size(), 3);
        const QString rowId = view->model()->index(1, 0).data().toString();
        QCOMPARE(page.formSpec().id, rowId);
        QVERIFY(!editor->isDirty());

        // Saved: nothing left to ask about.
        page.newModel();
        page.form()->findChild<QSpinBox *>(QStringLiteral("layers"))->setValue(4);
        page.form()->findChild<QSpinBox *>(QStringLiteral("d_model"))->setValue(256);
        page.form()->findChild<QSpinBox *>(QStringLiteral("heads"))->setValue(8);
        page.form()->findChild<QSpinBox *>(QStringLiteral("kv_heads"))->setValue(4);
        page.form()->findChild<QSpinBox *>(QStringLiteral("head_dim"))->setValue(32);
        page.form()->findChild<QSpinBox *>(QStringLiteral("ffn"))->setValue(1024);
        page.form()->findChild<QSpinBox *>(QStringLiteral("vocab"))->setValue(1000);
        QVERIFY(editor->isDirty());
        QSignalSpy edited(&page, &ui::ModelsPage::edited);
        QVERIFY(page.saveCurrent());
        QVERIFY(edited.wait(10000));
        QCOMPARE(edited.first().first().toString(), QString());
        QVERIFY(uitest::settle());
        QVERIFY(!editor->isDirty());
        const int before = int(asked.size());
        view->setCurrentIndex(view->model()->index(0, 0));
        QCOMPARE(int(asked.size()), before);
    }

    void gpuValidationAndDuplicate() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        ui::Session services(db);
        ui::HardwarePage page(&services);
        QVERIFY(uitest::settle());
        QVERIFY(page.tableModel()->rowCount() > 0);
        page.newProfile();
        QVERIFY(!page.saveCurrent());
        QVERIFY(!page.form()->errorText(QStringLiteral("memory_bandwidth")).isEmpty());
        QVERIFY(!page.form()->errorText(QStringLiteral("memory_capacity")).isEmpty());
        QVERIFY(page.form()->errorText(QStringLiteral("name")).isEmpty());

        // A catalog entry is read-only until duplicated.
        const HardwareProfile h100 =
            *storage::ProfileRepository(db).gpu(QStringLiteral("h100-sxm"));
        page.loadProfile(h100);
        QVERIFY(!page.form()->isEnabled());
        QSignalSpy edited(&page, &ui::HardwarePage::edited);
        page.duplicateCurrent();
        QVERIFY(uitest::settle());
        QCOMPARE(edited.size(), 1);
        QVERIFY(page.form()->isEnabled());
        const HardwareProfile copy = page.formProfile();
        QVERIFY(copy.id != h100.id);
        QCOMPARE(copy.memoryBandwidth, h100.memoryBandwidth);
        QVERIFY(page.saveCurrent());
        QVERIFY(uitest::settle());
        QCOMPARE(edited.size(), 2);
        QCOMPARE(edited.last().at(0).toString(), QString());
        QVERIFY(storage::ProfileRepository(db).gpu(copy.id));
    }

    void measuredBesideSpec() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const qint64 id = uitest::store(
            db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 2e10));
        ui::Session services(db);
        ui::HardwarePage page(&services);
        QVERIFY(uitest::settle());
        page.setMeasuredRunId(id);
        QVERIFY(uitest::settle());
        QVERIFY(page.measuredRowCount() > 0);
    }

    // Integer peaks in TOP/s, an absent unit "not supported" (never 0.00 TFLOP/s), the
    // measured box on the newest *complete* run, and a profile made from it.
    void unitsDefaultRunAndProfileFromRun() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const qint64 complete = uitest::store(
            db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 2e10, {}, 2));
        Run partial = uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 1e9);
        partial.status = Run::Status::Cancelled;
        const qint64 cancelled = uitest::store(db, partial);
        ui::Session services(db);
        ui::HardwarePage page(&services);
        QVERIFY(uitest::settle());
        auto *int8 = page.findChild<QDoubleSpinBox *>(QStringLiteral("peak_int8"));
        auto *fp64 = page.findChild<QDoubleSpinBox *>(QStringLiteral("peak_fp64"));
        QVERIFY(int8 && fp64);
        QCOMPARE(int8->suffix(), QStringLiteral(" TOP/s"));
        QCOMPARE(fp64->suffix(), QStringLiteral(" TFLOP/s"));
        int8->setValue(0);
        QCOMPARE(int8->text(), QStringLiteral("not supported"));

        // The run box is the one run picker, one tick at most; the cancelled run says so.
        ui::RunPicker *picker = page.runPicker();
        QCOMPARE(page.measuredRunId(), complete);
        const int cancelledRow = picker->model()->rowOfRun(cancelled);
        QVERIFY(picker->model()
                    ->index(cancelledRow, ui::RunPickerModel::Status)
                    .data()
                    .toString()
                    .contains(QStringLiteral("ancel")));
        QVERIFY(picker->searchBox()->property("findField").toBool());
        // Ticking another run moves the one tick; ticking the complete run again brings it back.
        QSignalSpy ticks(picker, &ui::RunPicker::checkedChanged);
        picker->model()->toggle(cancelledRow);
        QCOMPARE(ticks.size(), 1);
        QCOMPARE(picker->checkedRunIds(), QList<qint64>{cancelled});
        QVERIFY(uitest::settle());
        picker->model()->toggle(picker->model()->rowOfRun(complete));
        QCOMPARE(picker->checkedRunIds(), QList<qint64>{complete});
        QCOMPARE(page.measuredRunId(), complete);
        // A reload (another process wrote) keeps the user's choice.
        page.reload();
        QVERIFY(uitest::settle());
        QCOMPARE(page.measuredRunId(), complete);
        // Bandwidth in the editor's unit: GB/s, not TB/s beside a GB/s field.
        auto *table = page.findChild<QTableWidget *>(QStringLiteral("measured"));
        bool gbs = false;
        for (int r = 0; r < table->rowCount(); ++r)
            gbs = gbs || table->item(r, 1)->text().endsWith(QStringLiteral(" GB/s"));
        QVERIFY(gbs);

        page.findChild<QPushButton *>(QStringLiteral("profileFromRun"))->click();
        const QString id = page.findChild<QLineEdit *>(QStringLiteral("id"))->text();
        QVERIFY2(id.startsWith(QStringLiteral("measured-alpha-")), qPrintable(id));
        QCOMPARE(page.findChild<QDoubleSpinBox *>(QStringLiteral("memory_bandwidth"))->value(),
                 20.0); // 2e10 B/s in GB/s
    }

    void worksWithoutDatabase() {
        ui::Session services(std::nullopt);
        ui::HardwarePage hardware(&services);
        ui::ModelsPage models(&services);
        QVERIFY(hardware.tableModel()->rowCount() > 0);
        QVERIFY(models.tableModel()->rowCount() > 0);
        QVERIFY(!models.saveCurrent());
    }
};

QTEST_MAIN(TestProfilePages)
#include "tst_profilepages.moc"
