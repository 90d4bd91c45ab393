// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QVariant>
#include <QWidget>
#include <functional>
#include <memory>

class QGridLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;

namespace roofline::usecases {
class JobTracker;
}

namespace roofline::ui {

class FieldForm;
class ProfileAdapter;
class ProfileTableModel;
class Session;

// The one editor of stored profiles, GPUs and LLM specs alike (the kind is a ProfileAdapter):
// a filterable table of the catalog and the user's entries, a form whose validation messages
// (the item's own validate(): every error, next to its field) appear beside the field, and
// New / Duplicate to edit / Save / Delete. Catalog (and measured) entries are read-only until
// duplicated. The list is read on a worker (JobTracker: the newest request wins) and edits go
// through Session::writer() to the app's use cases, never on the GUI thread.
//
// Dirty state: the form differs from what was loaded (or holds an item that was never stored,
// loadItem(…, Unsaved)). Before the user's own action replaces such a form (another row, New,
// Duplicate, a page's import) the editor asks whether to discard it (mayDiscard()); a list that
// arrives meanwhile leaves it alone.
class ProfileEditor : public QWidget {
    Q_OBJECT
public:
    ProfileEditor(Session *services, std::shared_ptr<ProfileAdapter> adapter,
                  QWidget *parent = nullptr);
    ~ProfileEditor() override;

    ProfileTableModel *tableModel() const { return m_model; }
    QTableView *view() const { return m_view; }
    FieldForm *form() const { return m_form; }
    const ProfileAdapter &adapter() const { return *m_adapter; }

    // The item the form describes now (the user's: source "user").
    QVariant formItem() const;
    // The item the form was loaded with (invalid before the first).
    const QVariant &loadedItem() const { return m_loaded; }
    enum class Pristine {
        AsLoaded, // not dirty until the user changes a field
        Unsaved,  // dirty until saved: an import, a profile made from a run
    };
    // Shows `item` in the form, without asking (see mayDiscard()).
    void loadItem(const QVariant &item, Pristine pristine = Pristine::AsLoaded);
    void setOrigin(const QString &text);
    // Moves the keyboard focus to the id field (and selects its text).
    void focusId(bool selectAll = false);

    bool isDirty() const;
    // True when the form may be replaced: nothing unsaved, or the user said to discard it.
    bool mayDiscard();
    // The question mayDiscard() asks (the item's name): a dialog unless replaced (tests).
    void setDiscardQuestion(std::function<bool(const QString &name)> ask);

    // A page's own button, placed after New (Import config.json…).
    void addButton(QPushButton *button);
    // A panel of the page's below the table (Hardware: the measured profile of a run).
    void setBelowTable(QWidget *panel);
    bool isBusy() const;

signals:
    // A save, duplicate or delete ended: empty when it worked, else why not.
    void edited(const QString &error);
    // The form shows another item (the table's selection, New, Duplicate, a page's load).
    void itemChanged();

public slots:
    void reload();
    void newItem();
    void duplicateCurrent();
    // Checks the fields (messages next to them) and, when they are right, queues the save
    // (edited() follows). False when a field is wrong or there is no database.
    bool saveCurrent();
    void deleteCurrent();

private:
    QWidget *buildEditor();
    void layoutButtons();
    void showList(const QList<QVariant> &items);
    void selectLoaded();
    void onCurrentRowChanged();
    void setEditable(bool editable);
    QString loadedId() const;

    Session *m_services = nullptr;
    std::shared_ptr<ProfileAdapter> m_adapter;
    usecases::JobTracker *m_listJobs = nullptr;
    ProfileTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    QSplitter *m_splitter = nullptr;  // the table side, the editor
    QSplitter *m_tableSide = nullptr; // the table above a page's panel
    QWidget *m_editorBox = nullptr;
    FieldForm *m_form = nullptr;
    QLabel *m_origin = nullptr;
    QLineEdit *m_id = nullptr; // every kind has an id and a name: the editor keeps those fields
    QLineEdit *m_name = nullptr;
    QGridLayout *m_buttonGrid = nullptr;
    QList<QPushButton *> m_buttons; // New, the page's own, Duplicate, Save, Delete
    QPushButton *m_save = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_delete = nullptr;
    QVariant m_loaded;
    QVariant m_pristine; // what the form read right after loading; invalid: unsaved
    bool m_editable = false;
    bool m_listing = false; // showList() or selectLoaded() is moving the selection
    std::function<bool(const QString &)> m_askDiscard;
};

} // namespace roofline::ui
