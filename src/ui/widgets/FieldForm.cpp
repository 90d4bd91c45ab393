// SPDX-License-Identifier: MIT
#include "ui/widgets/FieldForm.h"

#include "ui/widgets/Palette.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <algorithm>

namespace roofline::ui {

namespace {
QLabel *errorLabel(QWidget *parent) {
    auto *label = new QLabel(parent);
    // Red in light and dark palettes alike.
    label->setStyleSheet(palette::textStyle(palette::fieldError()));
    label->setWordWrap(true);
    label->hide();
    return label;
}
} // namespace

FieldForm::FieldForm(QWidget *parent)
    : QWidget(parent) {
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_general = errorLabel(this);
    m_general->setObjectName(QStringLiteral("error_general"));
    m_form->addRow(m_general);
}

void FieldForm::addField(const QString &field, const QString &label, QWidget *editor,
                         const QString &toolTip) {
    editor->setObjectName(field);
    editor->setToolTip(toolTip);
    auto *row = new QWidget(this);
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(editor, 2);
    QLabel *error = errorLabel(row);
    error->setObjectName(QStringLiteral("error_") + field);
    h->addWidget(error, 1);
    m_errors.insert(field, error);
    m_form->insertRow(m_form->rowCount() - 1, label, row);
    if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(row)))
        l->setBuddy(editor);
}

void FieldForm::addWidget(QWidget *widget) {
    m_form->insertRow(m_form->rowCount() - 1, widget);
}

void FieldForm::clearErrors() {
    for (QLabel *l : std::as_const(m_errors)) {
        l->clear();
        l->hide();
    }
    m_general->clear();
    m_general->hide();
}

void FieldForm::setError(const QString &field, const QString &message) {
    QLabel *label = m_errors.value(field, m_general);
    label->setText(label == m_general && !field.isEmpty()
                       ? QStringLiteral("%1: %2").arg(field, message)
                       : message);
    label->show();
}

QString FieldForm::errorText(const QString &field) const {
    const QLabel *label = m_errors.value(field, nullptr);
    return label ? label->text() : m_general->text();
}

bool FieldForm::hasErrors() const {
    if (!m_general->text().isEmpty())
        return true;
    return std::any_of(m_errors.cbegin(), m_errors.cend(),
                       [](const QLabel *l) { return !l->text().isEmpty(); });
}

} // namespace roofline::ui
