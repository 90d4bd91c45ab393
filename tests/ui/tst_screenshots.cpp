// SPDX-License-Identifier: MIT
// Issue 32: every page and dialog rendered at 1024×700 and 1920×1080 in English, German and
// Chinese, offscreen. The screenshots go to a folder (ROOFLINE_SCREENSHOTS, else
// <build>/screenshots/<lang>/<size>/, CI keeps it as an artefact); the test fails on text a
// widget cuts (a label, button, tab or column header narrower than its text) and, in German
// and Chinese, on a visible text that is still the English one (proper names and units aside).
// Cut text includes a spin box's text (its value, suffix or special-value text such as
// "Automatic") wider than its field, and a chart's text that Qt Charts shortened to "...":
// an axis label too wide for its column.
#include "i18n/Translations.h"
#include "support/UiTestSupport.h"
#include "ui/MainWindow.h"
#include "ui/WelcomePage.h"
#include "ui/calculator/CalculatorPage.h"
#include "ui/dialogs/SettingsDialog.h"
#include "ui/dialogs/SyncDialog.h"
#include "ui/pages/ComparePage.h"
#include "ui/pages/FleetPage.h"
#include "ui/pages/HardwarePage.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ModelsPage.h"
#include "ui/pages/ProbePage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/EngineQuery.h"
#include "ui/services/Session.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyle>
#include <QTabBar>
#include <QTextDocumentFragment>
#include <QTranslator>

using namespace roofline;

namespace {

QString folder() {
    const QString env = qEnvironmentVariable("ROOFLINE_SCREENSHOTS");
    return env.isEmpty() ? QStringLiteral(ROOFLINE_BINARY_DIR "/screenshots") : env;
}

// A widget's place in the window, the same in every language (the windows are built alike).
QString pathOf(const QWidget *w, const QWidget *top) {
    QStringList parts;
    for (const QWidget *p = w; p && p != top; p = p->parentWidget()) {
        int index = 0;
        if (const QWidget *parent = p->parentWidget()) {
            for (const QObject *sibling : parent->children()) {
                if (sibling == p)
                    break;
                if (sibling->metaObject() == p->metaObject())
                    ++index;
            }
        }
        parts.prepend(QStringLiteral("%1:%2#%3")
                          .arg(QLatin1String(p->metaObject()->className()), p->objectName())
                          .arg(index));
    }
    return parts.join(QLatin1Char('/'));
}

QString plain(QString text) {
    static const QRegularExpression amp(QStringLiteral("&(?!&)"));
    return text.remove(amp).replace(QStringLiteral("&&"), QStringLiteral("&"));
}

// Still English: a lower-case English word (three letters or more, not part of an id, file
// name or unit) that the English window has at the same place.
bool looksEnglish(const QString &text) {
    static const QRegularExpression word(QStringLiteral("(?<![\\w.\\-/])[a-z]{3,}(?![\\w.\\-/])"));
    static const QStringList names{QStringLiteral("roofline"), QStringLiteral("fsync"),
                                   QStringLiteral("cpu"),      QStringLiteral("cuda"),
                                   QStringLiteral("nvidia"),   QStringLiteral("smi")};
    auto it = word.globalMatch(text);
    while (it.hasNext()) {
        if (!names.contains(it.next().captured()))
            return true;
    }
    return false;
}

// How much of a widget's width the window shows: its rect clipped, left and right only, by
// every parent up to the window (a page scrolled sideways, a pane wider than its splitter
// side). Scrolled out of view up or down is not cut.
int visibleWidth(const QWidget *w) {
    QRect r = w->rect();
    for (const QWidget *p = w; p->parentWidget() && !p->isWindow(); p = p->parentWidget()) {
        r.translate(p->pos());
        const QRect parent = p->parentWidget()->rect();
        r.setLeft(std::max(r.left(), parent.left()));
        r.setRight(std::min(r.right(), parent.right()));
        if (r.width() <= 0)
            return 0;
    }
    return r.width();
}

struct Finding {
    QString where;
    QString what;
};

class Inspector {
public:
    Inspector(QWidget *top, QHash<QString, QString> *english, bool recordEnglish)
        : m_top(top)
        , m_english(english)
        , m_record(recordEnglish) {}

    void text(const QWidget *w, const QString &raw, int room, int needed) {
        const QString t = plain(raw).trimmed();
        if (t.isEmpty())
            return;
        const QString key = pathOf(w, m_top) + QLatin1Char('|') + QString::number(m_index++);
        if (room >= 0 && needed > room + 1)
            findings << Finding{
                key, QStringLiteral("cut (%1 of %2 px): %3").arg(room).arg(needed).arg(t)};
        if (m_record)
            m_english->insert(key, t);
        else if (m_english->value(key) == t && looksEnglish(t))
            findings << Finding{key, QStringLiteral("untranslated: %1").arg(t)};
    }

    void inspect(QWidget *root) {
        for (QWidget *w : root->findChildren<QWidget *>()) {
            if (!w->isVisibleTo(m_top) || w->width() <= 0)
                continue;
            m_index = 0;
            const QFontMetrics fm = w->fontMetrics();
            if (auto *l = qobject_cast<QLabel *>(w)) {
                const bool rich =
                    l->textFormat() == Qt::RichText
                    || (l->textFormat() == Qt::AutoText && Qt::mightBeRichText(l->text()));
                if (rich || l->wordWrap() || l->text().contains(QLatin1Char('\n'))) {
                    // Wrapped to its width: cut where the window shows less of it.
                    const int needed =
                        rich ? l->width()
                             : std::min(l->width(), fm.horizontalAdvance(plain(l->text())));
                    text(l,
                         rich ? QTextDocumentFragment::fromHtml(l->text()).toPlainText()
                              : l->text(),
                         visibleWidth(l), needed);
                } else {
                    text(l, l->text(), std::min(l->contentsRect().width(), visibleWidth(l)),
                         fm.horizontalAdvance(plain(l->text())));
                }
            } else if (auto *b = qobject_cast<QAbstractButton *>(w)) {
                if (qobject_cast<QPushButton *>(b) || qobject_cast<QCheckBox *>(b)
                    || qobject_cast<QRadioButton *>(b))
                    text(b, b->text(), std::min(b->width(), visibleWidth(b)),
                         b->sizeHint().width());
            } else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w)) {
                // The field inside the box, less the line edit's 2 px margins each side.
                const auto *field = spin->findChild<QLineEdit *>();
                const QString shown = spin->text();
                if (field && !shown.isEmpty())
                    text(spin, shown,
                         std::min(field->contentsRect().width() - 4, visibleWidth(field)),
                         field->fontMetrics().horizontalAdvance(shown));
            } else if (auto *view = qobject_cast<QGraphicsView *>(w)) {
                chartTexts(view);
            } else if (auto *g = qobject_cast<QGroupBox *>(w)) {
                text(g, g->title(), std::min(g->width(), visibleWidth(g)),
                     fm.horizontalAdvance(plain(g->title())) + 16);
            } else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
                for (int i = 0; i < tabs->count(); ++i) {
                    const QRect r = tabs->tabRect(i);
                    const bool inside = tabs->rect().contains(r);
                    const int icon = tabs->tabIcon(i).isNull() ? 0 : tabs->iconSize().width() + 4;
                    text(tabs, tabs->tabText(i), inside ? r.width() : 0,
                         tabs->fontMetrics().horizontalAdvance(plain(tabs->tabText(i))) + icon
                             + tabs->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr,
                                                          tabs));
                }
            } else if (auto *h = qobject_cast<QHeaderView *>(w)) {
                if (h->orientation() != Qt::Horizontal || !h->model())
                    continue;
                const int margin = 2 * h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
                for (int s = 0; s < h->count(); ++s) {
                    if (h->isSectionHidden(s) || h->sectionSize(s) <= 0)
                        continue;
                    const QString label = h->model()->headerData(s, Qt::Horizontal).toString();
                    text(h, label, h->sectionSize(s),
                         h->fontMetrics().horizontalAdvance(label) + margin);
                }
            }
        }
    }

    QList<Finding> findings;

private:
    // Qt Charts shortens an axis label (or title) that does not fit its room to "…" + "...":
    // every such text on the chart is cut.
    void chartTexts(const QGraphicsView *view) {
        if (!view->scene())
            return;
        for (const QGraphicsItem *item : view->scene()->items()) {
            const auto *t = dynamic_cast<const QGraphicsTextItem *>(item);
            if (!t || !t->isVisible())
                continue;
            const QString shown = t->toPlainText().trimmed();
            if (shown.endsWith(QLatin1String("...")) || shown.endsWith(QChar(0x2026)))
                findings << Finding{pathOf(view, m_top),
                                    QStringLiteral("cut chart text: %1").arg(shown)};
        }
    }

    QWidget *m_top;
    QHash<QString, QString> *m_english;
    bool m_record;
    int m_index = 0;
};

void removeTranslators() {
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale::c());
}

} // namespace

class TestScreenshots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        uitest::isolateSettings("tst_screenshots");
        m_dir = std::make_unique<QTemporaryDir>();
        m_db = uitest::database(*m_dir);
        for (int i = 0; i < 4; ++i)
            uitest::store(*m_db,
                          uitest::run(QStringLiteral("AMD EPYC 9654"), QStringLiteral("gpu-07"),
                                      2e10 * (1 - 0.05 * i), {}, i));
        // Peers of gpu-07 (same CPU and build), one far below them: the Fleet page shows a
        // DRAIN and the figures it cannot tell in its flag column, in every language.
        for (int peer = 8; peer <= 11; ++peer)
            uitest::store(*m_db,
                          uitest::run(QStringLiteral("AMD EPYC 9654"),
                                      QStringLiteral("gpu-%1").arg(peer, 2, 10, QLatin1Char('0')),
                                      peer == 11 ? 1.2e10 : 2e10));
    }
    void cleanup() { removeTranslators(); }

    void everyPage_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        // English first: the other languages are compared with what it shows.
        for (const char *lang : {"en", "de", "zh_CN"}) {
            QTest::addRow("%s 1024x700", lang) << QString::fromLatin1(lang) << QSize(1024, 700);
            QTest::addRow("%s 1920x1080", lang) << QString::fromLatin1(lang) << QSize(1920, 1080);
        }
    }
    void everyPage() {
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        QVERIFY(QGuiApplication::primaryScreen()->size().width() >= size.width());
        QVERIFY(Translations::install(lang));
        ui::Session services(*m_db);
        services.setEnginePath(QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
        ui::MainWindow window;
        auto *probe = new ui::ProbePage(&services);
        const QList<std::pair<QString, QWidget *>> pages{
            {QStringLiteral("welcome"), new ui::WelcomePage(&services, probe->engine())},
            {QStringLiteral("probe"), probe},
            {QStringLiteral("history"), new ui::HistoryPage(&services)},
            {QStringLiteral("compare"), new ui::ComparePage(&services)},
            {QStringLiteral("calculator"), new ui::CalculatorPage(&services)},
            {QStringLiteral("hardware"), new ui::HardwarePage(&services)},
            {QStringLiteral("models"), new ui::ModelsPage(&services)},
            {QStringLiteral("reports"), new ui::ReportsPage(&services)},
            {QStringLiteral("fleet"), new ui::FleetPage(&services)}};
        for (const auto &[name, page] : pages)
            window.addPage(page, name, QIcon());
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), size);
        QSignalSpy devices(probe->engine(), &ui::EngineQuery::devicesReady);
        QVERIFY(devices.wait(20000) || !probe->engine()->devices().isEmpty());
        QVERIFY(uitest::settle());

        const QString out =
            QStringLiteral("%1/%2/%3x%4").arg(folder(), lang).arg(size.width()).arg(size.height());
        QVERIFY(QDir().mkpath(out));
        const bool english = lang == QLatin1String("en");
        const QString sizeKey = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        QHash<QString, QString> &reference = m_english[sizeKey];
        QList<Finding> findings;
        int n = 0;
        for (const auto &[name, page] : pages) {
            window.setCurrentPage(page);
            QVERIFY(uitest::settle());
            QApplication::processEvents();
            QVERIFY(window.grab().save(QStringLiteral("%1/%2-%3.png")
                                           .arg(out)
                                           .arg(++n, 2, 10, QLatin1Char('0'))
                                           .arg(name)));
            Inspector inspector(&window, &reference, english);
            inspector.inspect(page);
            findings += inspector.findings;
        }
        // The dialogs, each at its own size.
        ui::SettingsDialog settings(&services, &window);
        ui::SyncDialog sync(&services, &window);
        for (const auto &[name, dialog] : QList<std::pair<QString, QDialog *>>{
                 {QStringLiteral("preferences"), &settings}, {QStringLiteral("sync"), &sync}}) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            QVERIFY(uitest::settle());
            QVERIFY(dialog->grab().save(QStringLiteral("%1/%2-%3.png")
                                            .arg(out)
                                            .arg(++n, 2, 10, QLatin1Char('0'))
                                            .arg(name)));
            Inspector inspector(dialog, &reference, english);
            inspector.inspect(dialog);
            findings += inspector.findings;
            dialog->hide();
        }
        QFile report(out + QStringLiteral("/findings.txt"));
        QVERIFY(report.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QStringList lines;
        for (const Finding &f : std::as_const(findings))
            lines << f.what + QStringLiteral("   [") + f.where + QLatin1Char(']');
        report.write(lines.join(QLatin1Char('\n')).toUtf8());
        QVERIFY2(findings.isEmpty(),
                 qPrintable(QStringLiteral("%1 finding(s), see %2/findings.txt; first: %3")
                                .arg(findings.size())
                                .arg(out, lines.value(0))));
    }

    // The checker itself on a spin box: its special-value text ("Automatic") or value with
    // suffix is cut when wider than the field, and still English where English was recorded.
    void checkerReadsSpinBoxes_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("recorded"); // the English window's text there; "" none
        QTest::addColumn<QString>("finding");  // the start of the one finding; "" none
        QTest::addRow("special text fits") << 220 << 0 << QString() << QString();
        QTest::addRow("special text cut") << 40 << 0 << QString() << QStringLiteral("cut");
        QTest::addRow("value with suffix cut") << 40 << 4096 << QString() << QStringLiteral("cut");
        QTest::addRow("special text still English")
            << 220 << 0 << QStringLiteral("Automatic (from the model)")
            << QStringLiteral("untranslated");
    }
    void checkerReadsSpinBoxes() {
        QFETCH(int, width);
        QFETCH(int, value);
        QFETCH(QString, recorded);
        QFETCH(QString, finding);
        QWidget window;
        auto *spin = new QSpinBox(&window);
        spin->setRange(0, 100000);
        spin->setSpecialValueText(QStringLiteral("Automatic (from the model)"));
        spin->setSuffix(QStringLiteral(" tokens"));
        spin->setValue(value);
        spin->setGeometry(0, 0, width, spin->sizeHint().height());
        window.resize(400, 100);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QHash<QString, QString> english;
        if (!recorded.isEmpty()) {
            Inspector record(&window, &english, true);
            record.inspect(&window);
            QCOMPARE(english.values(), QStringList{recorded});
        }
        Inspector inspector(&window, &english, false);
        inspector.inspect(&window);
        if (finding.isEmpty()) {
            QVERIFY(inspector.findings.isEmpty());
        } else {
            QCOMPARE(inspector.findings.size(), 1);
            QVERIFY2(inspector.findings.first().what.startsWith(finding),
                     qPrintable(inspector.findings.first().what));
        }
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::optional<storage::Database> m_db;
    QHash<QString, QHash<QString, QString>> m_english; // per size: widget path → English text
};

// The offscreen platform's screen is 800×800 by default, and MainWindow fits itself to the
// screen: give it one large enough for 1920×1080 before the QApplication exists.
int main(int argc, char **argv) {
    const QString config = QDir::temp().filePath(
        QStringLiteral("tst_screenshots-screen-%1.json").arg(QCoreApplication::applicationPid()));
    QFile f(config);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(config));
    f.write(R"({"screens": [{"name": "screenshots", "x": 0, "y": 0, "width": 2560,
                "height": 1600, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    f.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config));
    QApplication app(argc, argv);
    TestScreenshots test;
    QTEST_SET_MAIN_SOURCE_PATH
    const int rc = QTest::qExec(&test, argc, argv);
    QFile::remove(config);
    return rc;
}
#include "tst_screenshots.moc"
