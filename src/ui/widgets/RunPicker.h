#pragma once

#include "model/Run.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QTableView;

namespace roofline::ui {

class RunPickerModel;

// The one run picker of Compare and Reports: a search box (host, device, date, suite, tags,
// notes, status — every word must match), the runs in columns, and a tick per run that a
// click anywhere on its row (or Space) toggles. The page reads the runs off the GUI thread and
// hands them over with setRuns(); checkedChanged() follows every tick.
class RunPicker : public QWidget {
    Q_OBJECT
public:
    explicit RunPicker(QWidget *parent = nullptr);

    RunPickerModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *searchBox() const { return m_search; }
    void setRuns(const QList<Run> &runs, const QList<qint64> &checked);
    const QList<Run> &runs() const;
    QList<qint64> checkedRunIds() const;
    void setCheckedRunIds(const QList<qint64> &ids);
    // The highlighted run (0: none).
    qint64 currentRunId() const;
    void setCurrentRunId(qint64 id);

signals:
    void checkedChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateCount();

    RunPickerModel *m_model = nullptr;
    QLineEdit *m_search = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_count = nullptr;
    bool m_quiet = false; // ticks set by the page: no checkedChanged()
};

} // namespace roofline::ui
