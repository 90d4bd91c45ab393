// SPDX-License-Identifier: MIT
#pragma once

#include "model/llm/ModelSpec.h"

#include <QWidget>

namespace roofline::ui {

class FieldForm;
class ProfileEditor;
class ProfileTableModel;
class Session;

// LLM specs: the one profile editor (ProfileEditor over LlmSpecAdapter: the catalog, read-only
// until duplicated, and the user's own), plus "Import config.json…" (a Hugging Face config read
// into the form as a new model of the user's, stored only when saved).
class ModelsPage : public QWidget {
    Q_OBJECT
public:
    explicit ModelsPage(Session *services, QWidget *parent = nullptr);

    ProfileEditor *editor() const { return m_editor; }
    ProfileTableModel *tableModel() const;
    FieldForm *form() const;
    // The spec the form describes now.
    ModelSpec formSpec() const;
    void loadSpec(const ModelSpec &spec);

public slots:
    void reload();
    void newModel();
    void duplicateCurrent();
    // Validates the form and queues the save; false (with messages in the form) when the form
    // is wrong. The database's own refusal comes later, in the form and in edited().
    bool saveCurrent();
    void deleteCurrent();
    // Asks for a Hugging Face config.json and loads it into the form as a new model of yours.
    void importConfigWithDialog();
    // Reads `path` (HfConfig) into the form, unsaved; false with an error dialog when it cannot.
    bool importConfig(const QString &path);

signals:
    // A duplicate, save or delete ended: empty when it was stored, else why not.
    void edited(const QString &error);

private:
    ProfileEditor *m_editor = nullptr;
};

} // namespace roofline::ui
