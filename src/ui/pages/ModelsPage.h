// SPDX-License-Identifier: MIT
#pragma once

#include "model/ModelSpec.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace roofline {
class LlmSpecTableModel;
namespace app {
class JobTracker;
}
} // namespace roofline

namespace roofline::ui {

class Session;
class FieldForm;

// LLM specs: the catalog (read-only; duplicate to edit) and the user's own, in a table with
// an editor form whose validation messages appear next to the offending field. The database
// is read on a worker (JobTracker) and written on the app's writer queue, never on the GUI
// thread (app::Profiles).
class ModelsPage : public QWidget {
    Q_OBJECT
public:
    explicit ModelsPage(Session *services, QWidget *parent = nullptr);

    LlmSpecTableModel *tableModel() const { return m_model; }
    FieldForm *form() const { return m_form; }
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
    void showModels(const QList<ModelSpec> &models);
    void showCurrent();
    void setEditable(bool editable);
    QSpinBox *spin(int max);

    Session *m_services = nullptr;
    app::JobTracker *m_listJobs = nullptr;
    LlmSpecTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    FieldForm *m_form = nullptr;
    QLabel *m_origin = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_family = nullptr;
    QLineEdit *m_reference = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_dModel = nullptr;
    QSpinBox *m_heads = nullptr;
    QSpinBox *m_kvHeads = nullptr;
    QSpinBox *m_headDim = nullptr;
    QSpinBox *m_ffn = nullptr;
    QSpinBox *m_vocab = nullptr;
    QSpinBox *m_experts = nullptr;
    QSpinBox *m_activeExperts = nullptr;
    QSpinBox *m_maxContext = nullptr;
    QSpinBox *m_slidingWindow = nullptr;
    QSpinBox *m_slidingLayers = nullptr;
    QLabel *m_layout = nullptr; // what the form has no field for (MLA, shared experts, formats)
    QCheckBox *m_tied = nullptr;
    QCheckBox *m_gated = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_delete = nullptr;
    ModelSpec m_loaded;
    bool m_listing = false; // showModels() is resetting the table
};

} // namespace roofline::ui
