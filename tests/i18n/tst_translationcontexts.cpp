// SPDX-License-Identifier: MIT
// The code asks for its translations through the contexts lupdate filed them under, at run
// time: pages, dialogs, reports, storage errors and `roofline` commands run in German under a
// translator that sees every lookup the real catalogue could not answer. A miss whose text the
// catalogue holds under another context is a tr() with the wrong context (the class of bug
// that once hid storage/RunWriter.cpp's messages). Qt's own words (standard buttons) come
// translated too, from Qt's catalogue.
#include "cli/CliApp.h"
#include "i18n/Translations.h"
#include "storage/RunRepository.h"
#include "support/FleetFixtures.h"
#include "support/UiTestSupport.h"
#include "ui/MainWindow.h"
#include "ui/dialogs/SettingsDialog.h"
#include "ui/dialogs/SyncDialog.h"
#include "ui/pages/ComparePage.h"
#include "ui/pages/FleetPage.h"
#include "ui/pages/HardwarePage.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ProbePage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/Session.h"
#include "usecases/Reports.h"
#include "usecases/Runs.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QMutex>
#include <QPushButton>
#include <QSqlQuery>
#include <QXmlStreamReader>
#include <memory>
#include <optional>

using namespace roofline;

namespace {

// Installed before the real translators, so Qt asks it only when they had no answer.
class MissRecorder : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        if (sourceText && *sourceText) {
            const QMutexLocker lock(&m_mutex);
            m_misses.insert({QString::fromUtf8(context), QString::fromUtf8(sourceText)});
        }
        return {};
    }
    QSet<std::pair<QString, QString>> misses() const {
        const QMutexLocker lock(&m_mutex);
        return m_misses;
    }
    void clear() {
        const QMutexLocker lock(&m_mutex);
        m_misses.clear();
    }

private:
    mutable QMutex m_mutex; // workers translate too
    mutable QSet<std::pair<QString, QString>> m_misses;
};

// source text → the contexts the German catalogue has it under.
QHash<QString, QStringList> catalogue() {
    QHash<QString, QStringList> out;
    QFile f(QStringLiteral(ROOFLINE_SOURCE_DIR "/translations/roofline_de.ts"));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == QLatin1String("source"))
            out[xml.readElementText()] << context;
    }
    return out;
}

// The misses whose text the catalogue files under another context, as "'TEXT' asked in
// CONTEXT, filed in CONTEXTS", sorted.
QStringList wrongContexts(const QSet<std::pair<QString, QString>> &misses) {
    const QHash<QString, QStringList> known = catalogue();
    QStringList wrong;
    for (const auto &[context, source] : misses) {
        if (known.contains(source))
            wrong << QStringLiteral("'%1' asked in %2, filed in %3")
                         .arg(source, context, known.value(source).join(QStringLiteral(", ")));
    }
    wrong.sort();
    return wrong;
}

} // namespace

class TestTranslationContexts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        uitest::isolateSettings("tst_translationcontexts");
        QCoreApplication::installTranslator(&m_recorder);
        QVERIFY(Translations::install(QStringLiteral("de")));
        // What the pages, reports and commands below show: a GPU node's runs and a CPU run.
        m_dir = std::make_unique<QTemporaryDir>();
        m_db = uitest::database(*m_dir);
        for (const Run &r : fleetfixture::node(QStringLiteral("gpu-07"), fleetfixture::kH100,
                                               QStringLiteral("cuda:0"), 0.92))
            m_node << uitest::store(*m_db, r);
        uitest::store(*m_db,
                      uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("cpu-01"), 2e10));
    }
    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_recorder); }
    // Each test sees the misses of its own lookups.
    void init() { m_recorder.clear(); }

    // The storage layer's messages: RunWriter's were filed under RunWriter by lupdate but
    // looked up under RunRepository, so they never appeared translated.
    void storageErrorsAreTranslated() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        QSqlQuery refuse(db.connection());
        QVERIFY(refuse.exec(QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON runs"
                                           " BEGIN SELECT RAISE(ABORT, 'refused'); END")));
        const Run run = uitest::run(QStringLiteral("CPU"), QStringLiteral("h"), 1e10);
        const auto stored = storage::RunRepository(db).insert(run);
        QVERIFY(!stored);
        const QString english = QStringLiteral("cannot store the run %1").arg(run.uuid);
        QVERIFY2(!stored.error().text().contains(english), qPrintable(stored.error().text()));
        QVERIFY2(stored.error().text().contains(run.uuid), qPrintable(stored.error().text()));
    }

    // Standard buttons speak German through Qt's own catalogue (qt6-translations-l10n).
    void qtsOwnWordsAreTranslated() {
        QVERIFY2(
            QFile::exists(Translations::qtTranslationsPath() + QStringLiteral("/qtbase_de.qm")),
            "Qt's translations are missing: scripts/install-deps.sh installs "
            "qt6-translations-l10n");
        QDialogButtonBox box(QDialogButtonBox::Cancel | QDialogButtonBox::Apply);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
        QCOMPARE(box.button(QDialogButtonBox::Apply)->text(), QStringLiteral("Anwenden"));
    }

    // The detector itself: a lookup under a context that does not file the text is seen.
    void theDetectorSeesAWrongContext() {
        QCOMPARE(QCoreApplication::translate("CliApp", "needs a path"),
                 QStringLiteral("needs a path"));
        QCOMPARE(wrongContexts(m_recorder.misses()),
                 QStringList{QStringLiteral(
                     "'needs a path' asked in CliApp, filed in roofline::cli::CliApp")});
    }

    // The app's pages and dialogs, shown and fed.
    void pagesAndDialogsFindTheirContexts() {
        { // torn down too before the misses are looked at
            ui::Session services(*m_db);
            services.setCliPath(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"));
            services.setEnginePath(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-probe"));
            ui::MainWindow window;
            auto *history = new ui::HistoryPage(&services);
            auto *compare = new ui::ComparePage(&services);
            auto *reports = new ui::ReportsPage(&services);
            window.addPage(new ui::ProbePage(&services), QStringLiteral("p"), QIcon());
            window.addPage(history, QStringLiteral("h"), QIcon());
            window.addPage(compare, QStringLiteral("c"), QIcon());
            window.addPage(new ui::HardwarePage(&services), QStringLiteral("hw"), QIcon());
            window.addPage(reports, QStringLiteral("r"), QIcon());
            window.addPage(new ui::FleetPage(&services), QStringLiteral("f"), QIcon());
            window.resize(1280, 800);
            window.show();
            QVERIFY(uitest::settle());
            history->selectRun(m_node.last());
            compare->setRunIds(m_node);
            reports->setRunIds({m_node.last()});
            QVERIFY(uitest::settle());
            for (QWidget *page : {static_cast<QWidget *>(history), static_cast<QWidget *>(compare),
                                  static_cast<QWidget *>(reports)}) {
                window.setCurrentPage(page);
                QCoreApplication::processEvents();
            }
            ui::SettingsDialog settings(&services);
            settings.show();
            ui::SyncDialog sync(&services);
            sync.show();
            QCoreApplication::processEvents();
            QVERIFY(uitest::settle());
        }
        const QStringList wrong = wrongContexts(m_recorder.misses());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // Reports composed in this process, as without QtPdf: one run's, and a comparison.
    void reportsFindTheirContexts() {
        QTemporaryDir dir;
        usecases::ReportRequest request;
        request.runs = usecases::Runs::keysOf({m_node.last()});
        const auto runs = usecases::Reports::loadRuns(*m_db, request);
        QVERIFY(runs);
        QVERIFY(usecases::Reports::write(usecases::Reports::compose(request, *runs),
                                         dir.filePath(QStringLiteral("r.html"))));
        request.compare = true;
        request.runs = usecases::Runs::keysOf(m_node);
        const auto more = usecases::Reports::loadRuns(*m_db, request);
        QVERIFY(more);
        QVERIFY(usecases::Reports::write(usecases::Reports::compose(request, *more),
                                         dir.filePath(QStringLiteral("c.html"))));
        const QStringList wrong = wrongContexts(m_recorder.misses());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // `roofline` in this process: help, usage errors, and the commands that read.
    void cliFindsItsContexts_data() {
        QTest::addColumn<QStringList>("args");
        const QString &path = m_db->path();
        const QString db = QStringLiteral("--db");
        const QList<QStringList> commands{
            {QStringLiteral("--help")},
            {QStringLiteral("runs"), QStringLiteral("--help")},
            {QStringLiteral("nonsense")},
            {db, path, QStringLiteral("runs"), QStringLiteral("list")},
            {db, path, QStringLiteral("runs"), QStringLiteral("show"),
             QString::number(m_node.last())},
            {db, path, QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("999")},
            {db, path, QStringLiteral("fleet")},
            {db, path, QStringLiteral("check"), QStringLiteral("--host"), QStringLiteral("gpu-07"),
             QStringLiteral("--device"), QStringLiteral("cuda:0")},
            {db, path, QStringLiteral("compare"), QString::number(m_node.first()),
             QString::number(m_node.last())},
            {db, path, QStringLiteral("report"), QStringLiteral("--compare"), QStringLiteral("1")},
            {QStringLiteral("catalog"), QStringLiteral("gpus")},
            {QStringLiteral("model"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
             QStringLiteral("--gpu"), QStringLiteral("h100-sxm")},
            {QStringLiteral("model"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
             QStringLiteral("--gpu"), QStringLiteral("h100-sxm"), QStringLiteral("--batch"),
             QStringLiteral("0")},
        };
        for (const QStringList &args : commands) {
            // The row's name: the command without the database's path.
            QStringList shown = args;
            shown.removeAll(path);
            QTest::newRow(qPrintable(shown.join(QLatin1Char(' ')))) << args;
        }
    }

    void cliFindsItsContexts() {
        QFETCH(QStringList, args);
        cli::CliApp().run(QStringList{QStringLiteral("roofline")} + args);
        const QStringList wrong = wrongContexts(m_recorder.misses());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

private:
    MissRecorder m_recorder;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::optional<storage::Database> m_db;
    QList<qint64> m_node; // the GPU node's runs
};

QTEST_MAIN(TestTranslationContexts)
#include "tst_translationcontexts.moc"
