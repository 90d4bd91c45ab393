// SPDX-License-Identifier: MIT
#pragma once

#include "ui/widgets/FieldForm.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QList>
#include <QSpinBox>
#include <functional>

namespace roofline::ui {

// The form's fields of a profile of type T, each written once: its widget, its row in the form
// (named as T::validate() names it, in the order added), how it shows the item's value (load)
// and how it writes it back (read). An adapter declares its fields in buildForm and calls load
// and read from loadItem and readItem; what a field cannot say (a map of peaks, a label of
// what the form has no field for) it binds with bind().
template<typename T>
class ProfileFields {
public:
    // Fields become rows of `form`; their widgets are made with `parent`.
    void start(FieldForm *form, QWidget *parent) {
        m_form = form;
        m_parent = parent;
        m_load.clear();
        m_read.clear();
    }

    // A line of text, stored trimmed.
    QLineEdit *text(const QString &field, const QString &label, const QString &help,
                    QString T::*member) {
        auto *edit = new QLineEdit(m_parent);
        m_form->addField(field, label, edit, help);
        bind([edit, member](const T &item) { edit->setText(item.*member); },
             [edit, member](T &item) { item.*member = edit->text().trimmed(); });
        return edit;
    }

    // A whole number from `min` to `max`, as stored.
    template<typename M>
    QSpinBox *count(const QString &field, const QString &label, const QString &help, M T::*member,
                    int min, int max) {
        auto *box = new QSpinBox(m_parent);
        box->setRange(min, max);
        box->setGroupSeparatorShown(true);
        m_form->addField(field, label, box, help);
        bind([box, member](const T &item) { box->setValue(int(item.*member)); },
             [box, member](T &item) { item.*member = static_cast<M>(box->value()); });
        return box;
    }

    // A figure shown in units of `scale` (GB of bytes: 1e9), from 0 to `max` of them.
    template<typename M>
    QDoubleSpinBox *figure(const QString &field, const QString &label, const QString &help,
                           M T::*member, double scale, double max, int decimals,
                           const QString &suffix) {
        QDoubleSpinBox *box = number(max, decimals, suffix);
        m_form->addField(field, label, box, help);
        bind(
            [box, member, scale](const T &item) { box->setValue(item.*member / scale); },
            [box, member, scale](T &item) { item.*member = static_cast<M>(box->value() * scale); });
        return box;
    }

    // A yes/no below the rows.
    QCheckBox *flag(const QString &text, bool T::*member) {
        auto *box = new QCheckBox(text, m_parent);
        m_form->addWidget(box);
        bind([box, member](const T &item) { box->setChecked(item.*member); },
             [box, member](T &item) { item.*member = box->isChecked(); });
        return box;
    }

    // A spin box for figure() or a field of the adapter's own.
    QDoubleSpinBox *number(double max, int decimals, const QString &suffix) const {
        auto *box = new QDoubleSpinBox(m_parent);
        box->setRange(0, max);
        box->setDecimals(decimals);
        box->setSuffix(suffix);
        box->setGroupSeparatorShown(true);
        return box;
    }

    // What a field of the adapter's own shows and writes back.
    void bind(std::function<void(const T &)> load, std::function<void(T &)> read) {
        m_load.append(std::move(load));
        m_read.append(std::move(read));
    }

    void load(const T &item) const {
        for (const auto &f : m_load)
            f(item);
    }
    void read(T &item) const {
        for (const auto &f : m_read)
            f(item);
    }

private:
    FieldForm *m_form = nullptr;
    QWidget *m_parent = nullptr;
    QList<std::function<void(const T &)>> m_load;
    QList<std::function<void(T &)>> m_read;
};

} // namespace roofline::ui
