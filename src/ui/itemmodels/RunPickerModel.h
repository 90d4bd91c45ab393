// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "model/RunQuery.h"

#include <QAbstractTableModel>
#include <QSet>

namespace roofline::ui {

// The runs a picker offers (Compare, Reports): host, device, start, suite, tags and status in
// columns, a tick per run, and a search that keeps the rows whose text holds every word typed
// (RunQuery::words: id, host, device, date, suite, tags, notes, status; any case) — the rule
// the database's search follows, so the runs a search read and the runs known before agree.
// Ticks survive the search: a hidden run stays ticked, and so does a ticked id whose run is
// not known (yet): checkedIds() lists it after the known ones.
class RunPickerModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Host, Device, Started, Suite, Tags, Status, ColumnCount };

    explicit RunPickerModel(QObject *parent = nullptr);

    // The runs (newest first, as listed) and which of them are ticked.
    void setRuns(const QList<Run> &runs, const QList<qint64> &checked);
    const QList<Run> &runs() const { return m_runs; }
    void setSearch(const QString &text);
    // Ticked ids in list order (hidden ones included), then the ticked ids of no run listed
    // (newest id first).
    QList<qint64> checkedIds() const;
    void setCheckedIds(const QList<qint64> &ids);
    void toggle(int row);
    // At most one tick (the Hardware page's one run): ticking another run moves it.
    void setSingleChoice(bool single) { m_singleChoice = single; }
    bool singleChoice() const { return m_singleChoice; }
    // Shown rows.
    const Run &runAt(int row) const { return m_runs.at(m_shown.at(row)); }
    int rowOfRun(qint64 id) const;
    int totalCount() const { return int(m_runs.size()); }
    // "#24 · gpu-07 · NVIDIA H100 · 2026-11-21 09:00": what a baseline box lists.
    static QString label(const Run &run);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void checkedChanged();

private:
    void refilter();
    void tick(qint64 id);

    QList<Run> m_runs;
    QList<int> m_shown; // indices into m_runs
    QSet<qint64> m_checked;
    RunQuery m_filter; // its words only
    bool m_singleChoice = false;
};

} // namespace roofline::ui
