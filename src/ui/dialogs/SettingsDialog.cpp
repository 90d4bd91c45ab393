// SPDX-License-Identifier: MIT
#include "ui/dialogs/SettingsDialog.h"

#include "i18n/Translations.h"
#include "storage/Database.h"
#include "storage/SqlDialect.h"
#include "ui/dialogs/DatabaseOpenJob.h"
#include "ui/dialogs/FileDialogs.h"
#include "ui/services/Session.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/Palette.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {

// Red in light and dark palettes alike (as FieldForm's messages).
const QString kErrorStyle = palette::textStyle(palette::fieldError());

QLabel *messageLabel(const QString &name, QWidget *parent) {
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setStyleSheet(kErrorStyle);
    label->setWordWrap(true);
    label->hide();
    return label;
}

QLabel *noteLabel(const QString &text, QWidget *parent) {
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

// Each language under its own name, as a user who reads only that one finds it.
QString languageName(const QString &code) {
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    const QLocale locale(code);
    return locale.nativeLanguageName().isEmpty() ? code : locale.nativeLanguageName();
}

// What "System default" comes out as: the shipped translation for the system locale (exact,
// or its language alone), else English, as Translations::install() decides.
QString systemLanguage() {
    const QString name = QLocale::system().name();
    const QStringList shipped = Translations::available();
    if (shipped.contains(name))
        return name;
    const QString language = name.section(QLatin1Char('_'), 0, 0);
    for (const QString &code : shipped) {
        if (code.section(QLatin1Char('_'), 0, 0) == language)
            return code;
    }
    return QStringLiteral("en");
}

template<typename T>
void selectData(QComboBox *box, const T &value) {
    box->setCurrentIndex(std::max(0, box->findData(QVariant::fromValue(value))));
}

} // namespace

SettingsDialog::SettingsDialog(Session *services, QWidget *parent)
    : QDialog(parent)
    , m_services(services) {
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Preferences"));
    m_opener = new DatabaseOpenJob(this);
    connect(m_opener, &DatabaseOpenJob::finished, this, &SettingsDialog::onOpened);
    buildUi();
    load(Preferences::load());
}

// The three boxes, then the buttons (the tab order is the order they are made in).
void SettingsDialog::buildUi() {
    QGroupBox *dbBox = buildDatabaseBox();
    QGroupBox *languageBox = buildLanguageBox();
    QGroupBox *unitsBox = buildUnitsBox();
    buildButtons();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(dbBox);
    layout->addWidget(languageBox);
    layout->addWidget(unitsBox);
    layout->addStretch();
    layout->addWidget(m_buttons);
    setMinimumWidth(640);
    resize(640, heightForWidth(640));

    // A test result describes the database it tested, not one chosen since.
    const auto changed = [this] {
        if (!m_opener->isBusy())
            showStatus(QString(), false);
        validate();
    };
    connect(m_sqlite, &QRadioButton::toggled, this, changed);
    connect(m_path, &QLineEdit::textChanged, this, changed);
    connect(m_url, &QLineEdit::textChanged, this, changed);
}

// The database: a local file or a shared server, each with its field and message, and the
// connection test. Indented fields sit in column 1 under their choice.
QGroupBox *SettingsDialog::buildDatabaseBox() {
    auto *dbBox = new QGroupBox(tr("Run history database"), this);
    auto *grid = new QGridLayout(dbBox);
    grid->setColumnMinimumWidth(0, 20);
    grid->setColumnStretch(1, 1);
    auto *kind = new QButtonGroup(dbBox);
    buildSqliteChoice(grid, kind);
    buildPostgresChoice(grid, kind);
    buildConnectionTest(grid);
    return dbBox;
}

// Rows 0–2: the local file, its path, Browse and the path's message.
void SettingsDialog::buildSqliteChoice(QGridLayout *grid, QButtonGroup *kind) {
    QWidget *dbBox = grid->parentWidget();
    m_sqlite = new QRadioButton(tr("&Local file (SQLite)"), dbBox);
    m_sqlite->setObjectName(QStringLiteral("sqlite"));
    m_sqlite->setToolTip(tr("Runs are kept in one file on this computer."));
    kind->addButton(m_sqlite);
    grid->addWidget(m_sqlite, 0, 0, 1, 3);
    m_path = new QLineEdit(dbBox);
    m_path->setObjectName(QStringLiteral("sqlitePath"));
    m_path->setPlaceholderText(
        tr("Default: %1").arg(QDir::toNativeSeparators(storage::Database::defaultPath())));
    m_path->setToolTip(tr("The database file; a new one is created when it does not exist. "
                          "Leave empty for the default."));
    m_path->setClearButtonEnabled(true);
    grid->addWidget(m_path, 1, 1);
    m_browse = new QPushButton(tr("&Browse…"), dbBox);
    m_browse->setObjectName(QStringLiteral("browse"));
    connect(m_browse, &QPushButton::clicked, this, &SettingsDialog::browse);
    grid->addWidget(m_browse, 1, 2);
    m_pathMessage = messageLabel(QStringLiteral("pathMessage"), dbBox);
    grid->addWidget(m_pathMessage, 2, 1, 1, 2);
}

// Rows 3–6: the shared server, its URL, the URL's message and where the password comes from.
void SettingsDialog::buildPostgresChoice(QGridLayout *grid, QButtonGroup *kind) {
    QWidget *dbBox = grid->parentWidget();
    m_postgres = new QRadioButton(tr("&Shared server (PostgreSQL)"), dbBox);
    m_postgres->setObjectName(QStringLiteral("postgresql"));
    m_postgres->setToolTip(tr("Runs are kept on a PostgreSQL server that the lab's machines "
                              "share."));
    kind->addButton(m_postgres);
    grid->addWidget(m_postgres, 3, 0, 1, 3);
    m_url = new QLineEdit(dbBox);
    m_url->setObjectName(QStringLiteral("postgresUrl"));
    m_url->setPlaceholderText(QStringLiteral("postgresql://user@host:5432/roofline"));
    m_url->setToolTip(tr("postgresql://user@host:port/database, optionally with ?schema=NAME, "
                         "sslmode or connect_timeout."));
    m_url->setClearButtonEnabled(true);
    grid->addWidget(m_url, 4, 1, 1, 2);
    m_urlMessage = messageLabel(QStringLiteral("urlMessage"), dbBox);
    grid->addWidget(m_urlMessage, 5, 1, 1, 2);
    grid->addWidget(noteLabel(tr("The password comes from ~/.pgpass (or PGPASSFILE). When the "
                                 "server asks for one that is not there, Roofline Lab asks you "
                                 "and keeps it for this session only."),
                              dbBox),
                    6, 1, 1, 2);
}

// Rows 7–8: Test connection with its progress and result, and the note under them.
void SettingsDialog::buildConnectionTest(QGridLayout *grid) {
    QWidget *dbBox = grid->parentWidget();
    auto *testRow = new QHBoxLayout;
    m_test = new QPushButton(tr("&Test connection"), dbBox);
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_test->setToolTip(tr("Open the chosen database as a check; the app keeps using the "
                          "current one."));
    connect(m_test, &QPushButton::clicked, this, &SettingsDialog::testConnection);
    testRow->addWidget(m_test);
    m_progress = new QProgressBar(dbBox);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setRange(0, 0); // busy: a connection attempt has no steps to count
    m_progress->setMaximumWidth(120);
    m_progress->setTextVisible(false);
    m_progress->hide();
    testRow->addWidget(m_progress);
    m_status = new QLabel(dbBox);
    m_status->setObjectName(QStringLiteral("connectionStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    testRow->addWidget(m_status, 1);
    grid->addLayout(testRow, 7, 0, 1, 3);
    m_note = noteLabel(QString(), dbBox);
    m_note->setObjectName(QStringLiteral("databaseNote"));
    m_note->hide();
    grid->addWidget(m_note, 8, 0, 1, 3);
}

QGroupBox *SettingsDialog::buildLanguageBox() {
    auto *languageBox = new QGroupBox(tr("Language"), this);
    auto *languageForm = new QFormLayout(languageBox);
    m_language = new QComboBox(languageBox);
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("System default (%1)").arg(languageName(systemLanguage())), QString());
    for (const QString &code : Translations::available())
        m_language->addItem(languageName(code), code);
    languageForm->addRow(tr("&Language:"), m_language);
    languageForm->addRow(noteLabel(tr("Takes effect after Roofline Lab restarts."), languageBox));
    return languageBox;
}

// How charts and reports show bandwidth, working sets, latency and compute.
QGroupBox *SettingsDialog::buildUnitsBox() {
    auto *unitsBox = new QGroupBox(tr("Display units"), this);
    auto *unitsForm = new QFormLayout(unitsBox);
    const auto combo = [unitsBox](const char *name) {
        auto *box = new QComboBox(unitsBox);
        box->setObjectName(QLatin1String(name));
        return box;
    };
    m_bandwidth = combo("bandwidthUnit");
    m_bandwidth->addItem(tr("GB/s, TB/s (decimal)"), false);
    m_bandwidth->addItem(tr("GiB/s (binary)"), true);
    unitsForm->addRow(tr("&Bandwidth:"), m_bandwidth);
    m_bytes = combo("bytesUnit");
    m_bytes->addItem(tr("KiB, MiB, GiB (binary)"), true);
    m_bytes->addItem(tr("kB, MB, GB (decimal)"), false);
    unitsForm->addRow(tr("&Working sets:"), m_bytes);
    m_latency = combo("latencyUnit");
    m_latency->addItem(tr("Automatic (ns, µs, ms)"), int(DisplayUnits::LatencyUnit::Auto));
    m_latency->addItem(tr("Nanoseconds"), int(DisplayUnits::LatencyUnit::Nanoseconds));
    m_latency->addItem(tr("Clock cycles"), int(DisplayUnits::LatencyUnit::Cycles));
    m_latency->setItemData(2,
                           tr("Cycles of the clock the run measured; runs without one, or "
                              "several runs at different clocks, stay in time units."),
                           Qt::ToolTipRole);
    unitsForm->addRow(tr("La&tency:"), m_latency);
    m_compute = combo("computeUnit");
    m_compute->addItem(tr("Automatic (GFLOP/s, TFLOP/s)"), int(DisplayUnits::ComputeUnit::Auto));
    m_compute->addItem(QStringLiteral("TFLOP/s"), int(DisplayUnits::ComputeUnit::TeraFlops));
    m_compute->addItem(QStringLiteral("GFLOP/s"), int(DisplayUnits::ComputeUnit::GigaFlops));
    unitsForm->addRow(tr("&Compute:"), m_compute);
    unitsForm->addRow(noteLabel(tr("Charts and reports show these units; stored runs, bundles "
                                   "and CSV/JSON exports stay in SI units."),
                                unitsBox));
    return unitsBox;
}

void SettingsDialog::buildButtons() {
    m_buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &SettingsDialog::apply);
}

void SettingsDialog::load(const Preferences &s) {
    (s.databaseKind == Preferences::DatabaseKind::PostgreSQL ? m_postgres : m_sqlite)
        ->setChecked(true);
    m_path->setText(QDir::toNativeSeparators(s.sqlitePath));
    m_url->setText(s.postgresUrl);
    selectData(m_language, s.language);
    selectData(m_bandwidth, s.units.binaryBandwidth);
    selectData(m_bytes, s.units.binaryBytes);
    selectData(m_latency, int(s.units.latency));
    selectData(m_compute, int(s.units.compute));
    validate();
}

Preferences SettingsDialog::settings() const {
    Preferences s;
    s.databaseKind = m_postgres->isChecked() ? Preferences::DatabaseKind::PostgreSQL
                                             : Preferences::DatabaseKind::SQLite;
    s.sqlitePath = QDir::fromNativeSeparators(m_path->text().trimmed());
    s.postgresUrl = m_url->text().trimmed();
    s.language = m_language->currentData().toString();
    s.units.binaryBandwidth = m_bandwidth->currentData().toBool();
    s.units.binaryBytes = m_bytes->currentData().toBool();
    s.units.latency = DisplayUnits::LatencyUnit(m_latency->currentData().toInt());
    s.units.compute = DisplayUnits::ComputeUnit(m_compute->currentData().toInt());
    return s;
}

void SettingsDialog::setDatabaseLocked(const QString &reason) {
    m_lockReason = reason;
    if (!reason.isEmpty()) {
        m_note->setText(reason);
        m_note->show();
        fitHeight();
    }
    validate();
}

void SettingsDialog::setSessionOverride(const QString &location, const QString &source) {
    if (location.isEmpty() || !m_lockReason.isEmpty())
        return;
    // Non-breaking hyphens keep "--db" on one line.
    QString unbroken = source;
    unbroken.replace(QLatin1Char('-'), QChar(0x2011));
    m_note->setText(tr("This session uses %1 (given by %2). A database chosen here is saved for "
                       "later starts, and opened now if you change it.")
                        .arg(location, unbroken));
    m_note->show();
    fitHeight();
}

bool SettingsDialog::validate() {
    const bool postgres = m_postgres->isChecked();
    const bool busy = m_opener->isBusy();
    const bool editable = m_lockReason.isEmpty() && !busy;
    m_sqlite->setEnabled(editable);
    m_postgres->setEnabled(editable);
    m_path->setEnabled(editable && !postgres);
    m_browse->setEnabled(editable && !postgres);
    m_url->setEnabled(editable && postgres);

    // Only the chosen kind's field must be usable; the other keeps what was typed.
    const QString pathProblem =
        postgres ? QString() : Preferences::sqlitePathProblem(m_path->text());
    const QString urlProblem =
        postgres ? Preferences::postgresUrlProblem(m_url->text()) : QString();
    m_pathMessage->setText(pathProblem);
    m_pathMessage->setVisible(!pathProblem.isEmpty());
    m_urlMessage->setText(urlProblem);
    m_urlMessage->setVisible(!urlProblem.isEmpty());
    fitHeight();
    const bool ok = pathProblem.isEmpty() && urlProblem.isEmpty();
    m_test->setEnabled(ok && !busy);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok && !busy);
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(ok && !busy);
    return ok;
}

void SettingsDialog::setBusy(bool busy, const QString &message) {
    m_progress->setVisible(busy);
    if (busy)
        showStatus(message, false);
    validate();
}

void SettingsDialog::showStatus(const QString &text, bool error) {
    m_status->setStyleSheet(error ? kErrorStyle : QString());
    m_status->setText(text);
    fitHeight();
}

void SettingsDialog::showEvent(QShowEvent *event) {
    QDialog::showEvent(event);
    fitHeight(); // now with the style's real fonts and margins
}

void SettingsDialog::fitHeight() {
    // Wrapped messages come and go; a window's minimum size ignores height-for-width, so the
    // dialog fits them itself instead of squeezing the rows (or keeping a gap once they go).
    const int needed = heightForWidth(width());
    if (needed > 0 && needed != height())
        resize(width(), needed);
}

void SettingsDialog::browse() {
    const QString current = m_path->text().trimmed().isEmpty() ? storage::Database::defaultPath()
                                                               : m_path->text().trimmed();
    // A save dialog, so a new file can be named; choosing an existing one is not overwriting.
    const QString path =
        FileDialogs::saveFileName(this, tr("Run history database"), current,
                                  tr("Roofline Lab databases (*.sqlite *.db);;All files (*)"),
                                  QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        m_path->setText(QDir::toNativeSeparators(path));
}

void SettingsDialog::testConnection() {
    if (!validate() || m_opener->isBusy())
        return;
    const Preferences wanted = settings();
    const QString location = wanted.databaseLocation();
    if (wanted.databaseKind == Preferences::DatabaseKind::SQLite && !QFileInfo::exists(location)) {
        // Opening would create the file: a test must not leave one behind.
        const QFileInfo folder(QFileInfo(location).absolutePath());
        if (folder.exists() && !folder.isWritable())
            showStatus(tr("The folder %1 cannot be written to.").arg(folder.filePath()), true);
        else
            showStatus(tr("%1 does not exist yet; it is created when you apply this choice.")
                           .arg(QDir::toNativeSeparators(location)),
                       false);
        return;
    }
    m_pending = Pending::Test;
    m_opener->open(location, m_services->sessionPassword(location));
    setBusy(true, tr("Connecting to %1…").arg(location));
}

void SettingsDialog::accept() {
    if (!validate() || m_opener->isBusy())
        return;
    m_pending = Pending::ApplyAndClose;
    m_wanted = settings();
    finishApply(m_wanted, true);
}

void SettingsDialog::apply() {
    if (!validate() || m_opener->isBusy())
        return;
    m_pending = Pending::Apply;
    m_wanted = settings();
    finishApply(m_wanted, false);
}

void SettingsDialog::reject() {
    // An attempt in progress may still succeed: its result must not switch anything now.
    m_opener->abandon();
    m_pending = Pending::None;
    setBusy(false);
    QDialog::reject();
}

void SettingsDialog::finishApply(const Preferences &wanted, bool close) {
    // Language and units cannot fail: they are saved at once. The database fields are saved
    // only with the database they name, so the settings never point at one that did not open.
    Preferences stored = Preferences::load();
    const Preferences before = stored;
    stored.language = wanted.language;
    stored.units = wanted.units;
    const QString location = wanted.databaseLocation();
    // The file in use, however the path is spelt (Browse… returns it resolved): kept, never
    // opened a second time.
    const bool current = m_services->hasDatabase() && m_services->database()->isAt(location);
    const bool switching = !current && (!wanted.sameDatabase(before) || !m_services->hasDatabase());
    if (!switching) {
        stored.databaseKind = wanted.databaseKind;
        stored.sqlitePath = wanted.sqlitePath;
        stored.postgresUrl = wanted.postgresUrl;
    }
    stored.save();
    const DisplayUnits &u = m_services->displayUnits();
    if (u.binaryBandwidth != wanted.units.binaryBandwidth
        || u.binaryBytes != wanted.units.binaryBytes || u.latency != wanted.units.latency
        || u.compute != wanted.units.compute)
        m_services->setDisplayUnits(wanted.units);

    if (!switching) {
        m_pending = Pending::None;
        emit applied();
        if (close)
            QDialog::accept();
        return;
    }
    if (!m_lockReason.isEmpty()) {
        ErrorDialog::error(this, tr("Database not changed"), m_lockReason,
                           tr("The other preferences were saved."));
        m_pending = Pending::None;
        return;
    }
    m_opener->open(location, m_services->sessionPassword(location));
    setBusy(true, tr("Opening %1…").arg(location));
}

void SettingsDialog::onOpened(bool ok) {
    const Pending pending = std::exchange(m_pending, Pending::None);
    setBusy(false);
    const QString location = m_opener->location();
    if (ok && !m_opener->password().isEmpty())
        m_services->setSessionPassword(location, m_opener->password());
    if (pending == Pending::Test) {
        if (ok)
            showStatus(tr("Connection works: %1").arg(m_opener->database()->path()), false);
        else
            showStatus(m_opener->errorText(), true);
        return;
    }
    if (pending == Pending::None)
        return;
    if (!ok) {
        showStatus(m_opener->errorText(), true);
        const QString keeping =
            m_services->hasDatabase()
                ? tr("Roofline Lab keeps using %1.").arg(m_services->database()->path())
                : tr("Roofline Lab continues without a run history.");
        ErrorDialog::error(
            this, tr("Database not changed"),
            tr("%1 could not be opened:\n%2").arg(location, m_opener->errorText()),
            keeping + QLatin1Char(' ')
                + (storage::SqlDialect::isUrl(location)
                       ? tr("Check that the server is running and reachable, that the user may "
                            "connect to that database, and the password (in ~/.pgpass or "
                            "typed when asked); then press OK again, or Cancel.")
                       : tr("Choose another file (or an empty name for the default), or move "
                            "the damaged file aside; then press OK again, or Cancel.")));
        return;
    }
    m_services->setDatabase(*m_opener->database());
    Preferences stored = Preferences::load();
    stored.databaseKind = m_wanted.databaseKind;
    stored.sqlitePath = m_wanted.sqlitePath;
    stored.postgresUrl = m_wanted.postgresUrl;
    stored.save();
    showStatus(tr("Now using %1.").arg(m_opener->database()->path()), false);
    m_services->showStatus(tr("Run history: %1").arg(m_opener->database()->path()));
    emit applied();
    if (pending == Pending::ApplyAndClose)
        QDialog::accept();
}

} // namespace roofline::ui
