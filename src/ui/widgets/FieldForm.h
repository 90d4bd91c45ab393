// SPDX-License-Identifier: MIT
#pragma once

#include <QMap>
#include <QWidget>

class QFormLayout;
class QLabel;

namespace roofline::ui {

// A form whose rows carry a validation message next to their field, addressed by the field
// names the domain uses in its errors ("kv_heads", "memory_bandwidth").
class FieldForm : public QWidget {
    Q_OBJECT
public:
    explicit FieldForm(QWidget *parent = nullptr);

    void addField(const QString &field, const QString &label, QWidget *editor,
                  const QString &toolTip);
    void addWidget(QWidget *widget);
    void clearErrors();
    // Shows `message` next to `field` (or at the bottom when no such field exists).
    void setError(const QString &field, const QString &message);
    QString errorText(const QString &field) const;
    bool hasErrors() const;

private:
    QFormLayout *m_form = nullptr;
    QMap<QString, QLabel *> m_errors;
    QLabel *m_general = nullptr;
};

} // namespace roofline::ui
