// SPDX-License-Identifier: MIT
// History → Sync…: the app's `roofline runs sync`, both directions, idempotent, and a bad
// location refused before anything starts.
#include "storage/RunRepository.h"
#include "support/UiTestSupport.h"
#include "ui/dialogs/SyncDialog.h"
#include "ui/services/Session.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace roofline;

namespace {
int runCount(const QString &path) {
    auto db = storage::DatabaseOpener::open(path);
    if (!db)
        return -1;
    auto runs = storage::RunRepository(*db).list();
    return runs ? int(runs->size()) : -1;
}
} // namespace

class TestSyncDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_syncdialog"); }

    void pushIsIdempotentAndPullNotifies() {
        QTemporaryDir dir;
        storage::Database here = uitest::database(dir);
        for (int i = 0; i < 3; ++i)
            uitest::store(here, uitest::run(QStringLiteral("CPU"), QStringLiteral("node-a"), 4e10));
        ui::Session services(here);
        const QString other = dir.filePath(QStringLiteral("other.sqlite"));

        ui::SyncDialog dialog(&services);
        dialog.setOtherLocation(other);
        dialog.setDirection(ui::SyncDialog::Direction::Push);
        QSignalSpy finished(&dialog, &ui::SyncDialog::finished);
        QSignalSpy changed(&services, &ui::Session::runsChanged);
        dialog.start();
        QVERIFY(dialog.isBusy());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(runCount(other), 3);
        QVERIFY2(dialog.resultText().contains(QLatin1String("3 run(s) copied")),
                 qPrintable(dialog.resultText()));
        QCOMPARE(changed.size(), 0); // a push changes nothing here

        // Again: nothing left to copy.
        dialog.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(runCount(other), 3);
        QVERIFY2(dialog.resultText().contains(QLatin1String("0 run(s) copied"))
                     && dialog.resultText().contains(QLatin1String("3 already there")),
                 qPrintable(dialog.resultText()));

        // Pull two new runs from the other side: this database's pages are told.
        {
            auto db = storage::DatabaseOpener::open(other);
            QVERIFY(db);
            uitest::store(*db, uitest::run(QStringLiteral("CPU"), QStringLiteral("node-b"), 3e10));
            uitest::store(*db, uitest::run(QStringLiteral("CPU"), QStringLiteral("node-b"), 3e10));
        }
        dialog.setDirection(ui::SyncDialog::Direction::Pull);
        dialog.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.last().first().toBool(), true);
        QCOMPARE(runCount(dir.filePath(QStringLiteral("test.sqlite"))), 5);
        QCOMPARE(changed.size(), 1);
    }

    void refusesItselfAndFolders() {
        QTemporaryDir dir;
        storage::Database here = uitest::database(dir);
        ui::Session services(here);
        ui::SyncDialog dialog(&services);
        auto *sync = dialog.findChild<QPushButton *>(QStringLiteral("sync"));
        QVERIFY(sync);
        dialog.setOtherLocation(here.path());
        QVERIFY(!sync->isEnabled());
        dialog.setOtherLocation(dir.path());
        QVERIFY(!sync->isEnabled());
        dialog.setOtherLocation(QString());
        QVERIFY(!sync->isEnabled());
        dialog.setOtherLocation(dir.filePath(QStringLiteral("new.sqlite")));
        QVERIFY(sync->isEnabled());
    }
};

QTEST_MAIN(TestSyncDialog)
#include "tst_syncdialog.moc"
