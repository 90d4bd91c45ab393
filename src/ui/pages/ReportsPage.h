#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "report/ReportDocument.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QLabel;
class QListWidget;

namespace roofline::ui {

class AppServices;
class ReportPreview;

// Reports: choose one run (hardware report) or several (comparison report) and what goes in,
// preview it inside the app, and export PDF, HTML, CSV or the charts as PNG and SVG.
class ReportsPage : public QWidget {
    Q_OBJECT
public:
    explicit ReportsPage(AppServices *services, QWidget *parent = nullptr);

    QList<qint64> checkedRunIds() const;
    ReportPreview *preview() const { return m_preview; }
    // Composes the report of the ticked runs.
    Result<ReportDocument> buildDocument() const;
    // Writes it by suffix (.pdf/.html/.csv/.json), or the charts when `path` is a folder.
    Result<QStringList> exportTo(const QString &path);

public slots:
    void reload();
    void setRunIds(const QList<qint64> &ids);
    void showPreview();
    void exportWithDialog(const QString &suffix);
    void exportChartsWithDialog();

private:
    AppServices *m_services = nullptr;
    QListWidget *m_runs = nullptr;
    QCheckBox *m_trends = nullptr;
    QCheckBox *m_allMeasurements = nullptr;
    QCheckBox *m_onlySignificant = nullptr;
    QLabel *m_kind = nullptr;
    ReportPreview *m_preview = nullptr;
};

} // namespace roofline::ui
