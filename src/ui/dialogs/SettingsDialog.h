// SPDX-License-Identifier: MIT
#pragma once

#include "ui/services/Preferences.h"

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace roofline::ui {

class Session;
class DatabaseOpenJob;

// Edit → Preferences: where the history lives (a local SQLite file or a shared PostgreSQL
// server), the language and the display units, kept in QSettings (Preferences).
//
// Language and units apply at once; a new database is opened off the GUI thread and only
// replaces the running one (Session::setDatabase, so pages reload) once it opened. When it
// does not, the old one stays and an error box says what to do. Passwords are asked for when
// the server wants one and kept in Session for the session, never saved.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(Session *services, QWidget *parent = nullptr);

    // Why the database cannot be switched now (a measurement is storing into it); empty: it can.
    void setDatabaseLocked(const QString &reason);
    // This session's database when it did not come from these settings (`--db`, ROOFLINE_DB).
    void setSessionOverride(const QString &location, const QString &source);

    // What the fields say now.
    Preferences settings() const;
    // Opens the databases; tests give it another open function or password prompt.
    DatabaseOpenJob *opener() const { return m_opener; }

public slots:
    // Applies, then closes once a changed database has opened (or stays open on failure).
    void accept() override;
    void reject() override;
    // Applies without closing.
    void apply();
    // Opens the chosen database as a check and says whether that worked; changes nothing.
    void testConnection();

signals:
    // The settings were saved (and the database switched, when it changed).
    void applied();

protected:
    void showEvent(QShowEvent *event) override;

private:
    enum class Pending { None, Test, Apply, ApplyAndClose };

    void buildUi();
    QGroupBox *buildDatabaseBox();
    void buildSqliteChoice(QGridLayout *grid, QButtonGroup *kind);
    void buildPostgresChoice(QGridLayout *grid, QButtonGroup *kind);
    void buildConnectionTest(QGridLayout *grid);
    QGroupBox *buildLanguageBox();
    QGroupBox *buildUnitsBox();
    void buildButtons();
    void load(const Preferences &settings);
    bool validate();
    void setBusy(bool busy, const QString &message = QString());
    void browse();
    void onOpened(bool ok);
    void showStatus(const QString &text, bool error);
    void fitHeight();
    void finishApply(const Preferences &wanted, bool close);

    Session *m_services;
    DatabaseOpenJob *m_opener = nullptr;
    Pending m_pending = Pending::None;
    Preferences m_wanted;
    QString m_lockReason;

    QRadioButton *m_sqlite = nullptr;
    QRadioButton *m_postgres = nullptr;
    QLineEdit *m_path = nullptr;
    QPushButton *m_browse = nullptr;
    QLabel *m_pathMessage = nullptr;
    QLineEdit *m_url = nullptr;
    QLabel *m_urlMessage = nullptr;
    QPushButton *m_test = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_note = nullptr;
    QComboBox *m_language = nullptr;
    QComboBox *m_bandwidth = nullptr;
    QComboBox *m_bytes = nullptr;
    QComboBox *m_latency = nullptr;
    QComboBox *m_compute = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace roofline::ui
