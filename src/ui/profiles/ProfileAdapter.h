// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/Database.h"
#include "usecases/Profiles.h"

#include <QList>
#include <QString>
#include <QVariant>

class QVBoxLayout;
class QWidget;

namespace roofline::ui {

class FieldForm;

// What the one profile editor (ProfileEditor) and its table (ProfileTableModel) know of a kind
// of profile: GPUs (GpuProfileAdapter) or LLM specs (LlmSpecAdapter). Items travel as QVariant
// holding a HardwareProfile or a ModelSpec; ProfileAdapterOf<T> does that plumbing once, so an
// adapter only says what differs (texts, columns, fields, which use cases store it).
//
// Two halves:
// - the kind (texts, columns, the catalog, validation, the database jobs): const and without
//   state, so the editor may run the database jobs on a worker thread (through the app's use
//   cases, usecases::Profiles; never on the GUI thread);
// - the form (buildForm, load, read): the field widgets, on the GUI thread only.
class ProfileAdapter {
public:
    virtual ~ProfileAdapter() = default;

    // ---- texts (translated under the adapter's own context) ----
    struct Texts {
        QString title;     // the editor's box: "GPU", "Model"
        QString tableName; // the table's objectName ("gpus", "models")
        QString filterPlaceholder;
        QString filterToolTip;
        QString newToolTip;
        QString saveToolTip;
        QString deleteToolTip;
        QString idExample;     // for the id field's tooltip: "h100-sxm", "llama-3-8b"
        int buttonColumns = 2; // the buttons' grid: New, the page's own, Duplicate, Save, Delete
    };
    virtual Texts texts() const = 0;

    // ---- one item ----
    virtual QString id(const QVariant &item) const = 0;
    virtual QString name(const QVariant &item) const = 0;
    virtual QString source(const QVariant &item) const = 0; // catalog | user | measured
    // What stops the item from being stored: T::validate(), every error, each naming its field.
    virtual QList<Error> validate(const QVariant &item) const = 0;
    virtual bool same(const QVariant &a, const QVariant &b) const = 0;
    // A new item of the user's ("my-gpu", "My GPU").
    virtual QVariant newItem() const = 0;
    // Above the form: "Your profile: edit and save." or why it is read-only.
    virtual QString originText(const QVariant &item) const = 0;

    // ---- the table's columns (column 0 is the id) ----
    virtual int columnCount() const = 0;
    virtual QString header(int column) const = 0;
    // For sorting and filtering (numbers as numbers).
    virtual QVariant rawValue(const QVariant &item, int column) const = 0;
    virtual QVariant display(const QVariant &item, int column) const = 0;
    virtual QVariant toolTip(const QVariant &item) const = 0;

    // ---- the list and the database (const: the jobs run on a worker) ----
    virtual QList<QVariant> catalog() const = 0;
    virtual Result<QList<QVariant>> list(const storage::Database &database) const = 0;
    virtual usecases::Profiles::Saved save(const storage::Database &database, const QVariant &item,
                                           const QString &replacing) const = 0;
    virtual Result<QVariant> duplicate(const storage::Database &database,
                                       const QString &id) const = 0;
    virtual Result<void> remove(const storage::Database &database, const QString &id) const = 0;

    // ---- the form (GUI thread; the editor keeps the id and name fields, every kind has them) ----
    // Adds the fields after id and name to `form`, named as validate() names them, and what
    // shows below the form to `below`.
    virtual void buildForm(FieldForm *form, QVBoxLayout *below, QWidget *parent) = 0;
    virtual void load(const QVariant &item) = 0;
    // The item the form describes, as the user's: `loaded` with the form's fields (and the
    // editor's `id` and `name`) over it; what the form has no field for stays as loaded.
    virtual QVariant read(const QVariant &loaded, const QString &id, const QString &name) const = 0;
};

// The QVariant plumbing for items of type T (id, name and source members, QList<Error>
// validate(), operator==) and the use cases that list and store them. Subclasses give the
// typed parts: columns and fields.
template<typename T>
class ProfileAdapterOf : public ProfileAdapter {
public:
    // The built-in catalog and the usecases::Profiles use cases of T.
    struct Store {
        QList<T> (*catalog)();
        Result<QList<T>> (*list)(const storage::Database &);
        usecases::Profiles::Saved (*save)(const storage::Database &, const T &, const QString &);
        Result<T> (*duplicate)(const storage::Database &, const QString &);
        Result<void> (*remove)(const storage::Database &, const QString &);
    };
    explicit ProfileAdapterOf(Store store)
        : m_store(store) {}

    static const T &of(const QVariant &item) {
        Q_ASSERT(item.metaType() == QMetaType::fromType<T>());
        return *static_cast<const T *>(item.constData());
    }
    static QVariant wrap(const T &item) { return QVariant::fromValue(item); }
    static QList<QVariant> wrap(const QList<T> &items) {
        QList<QVariant> out;
        out.reserve(items.size());
        for (const T &item : items)
            out << wrap(item);
        return out;
    }
    static Result<QList<QVariant>> wrap(const Result<QList<T>> &items) {
        if (!items)
            return items.error();
        return wrap(*items);
    }
    static Result<QVariant> wrap(const Result<T> &item) {
        if (!item)
            return item.error();
        return wrap(*item);
    }

    QString id(const QVariant &item) const override { return of(item).id; }
    QString name(const QVariant &item) const override { return of(item).name; }
    QString source(const QVariant &item) const override { return of(item).source; }
    QList<Error> validate(const QVariant &item) const override { return of(item).validate(); }
    bool same(const QVariant &a, const QVariant &b) const override { return of(a) == of(b); }
    QVariant rawValue(const QVariant &item, int column) const override {
        return rawValueOf(of(item), column);
    }
    QVariant display(const QVariant &item, int column) const override {
        return displayOf(of(item), column);
    }
    QList<QVariant> catalog() const override { return wrap(m_store.catalog()); }
    Result<QList<QVariant>> list(const storage::Database &database) const override {
        return wrap(m_store.list(database));
    }
    usecases::Profiles::Saved save(const storage::Database &database, const QVariant &item,
                                   const QString &replacing) const override {
        return m_store.save(database, of(item), replacing);
    }
    Result<QVariant> duplicate(const storage::Database &database,
                               const QString &id) const override {
        return wrap(m_store.duplicate(database, id));
    }
    Result<void> remove(const storage::Database &database, const QString &id) const override {
        return m_store.remove(database, id);
    }
    void load(const QVariant &item) override { loadItem(of(item)); }
    QVariant read(const QVariant &loaded, const QString &id, const QString &name) const override {
        T item = readItem(of(loaded));
        item.id = id;
        item.name = name;
        return wrap(item);
    }

protected:
    virtual QVariant rawValueOf(const T &item, int column) const = 0;
    virtual QVariant displayOf(const T &item, int column) const = 0;
    virtual void loadItem(const T &item) = 0;
    // `loaded` with the form's own fields over it, as the user's (source "user").
    virtual T readItem(const T &loaded) const = 0;

private:
    Store m_store;
};

} // namespace roofline::ui
