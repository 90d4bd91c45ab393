// SPDX-License-Identifier: MIT
#include "ui/widgets/RunPicker.h"

#include "app/BackgroundRunSource.h"
#include "ui/models/RunPickerModel.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace roofline::ui {

RunPicker::RunPicker(QWidget *parent)
    : QWidget(parent) {
    m_model = new RunPickerModel(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("runSearch"));
    m_search->setProperty("findField", true); // Edit → Find (Ctrl+F) lands here
    m_search->setClearButtonEnabled(true);
    m_search->setPlaceholderText(tr("Search host, device, date, suite, tag…"));
    m_search->setToolTip(tr("Shows the runs whose host, device, date, suite, tags, notes or "
                            "status hold every word typed (Ctrl+F). Ticked runs stay ticked."));
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("runs"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->installEventFilter(this);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("runCount"));
    m_count->setWordWrap(true);
    m_more = new QPushButton(this);
    m_more->setObjectName(QStringLiteral("olderRuns"));
    m_more->setToolTip(tr("Lists the next older runs too; the search looks only at the runs "
                          "listed."));
    m_more->hide();
    connect(m_more, &QPushButton::clicked, this, &RunPicker::loadMore);
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_count, 1);
    footer->addWidget(m_more);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_view, 1);
    layout->addLayout(footer);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        const qint64 current = currentRunId();
        m_model->setSearch(text);
        setCurrentRunId(current);
        updateCount();
    });
    // A click anywhere on the row ticks it; the checkbox itself toggles through the model.
    connect(m_view, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (index.column() != RunPickerModel::Id)
            m_model->toggle(index.row());
    });
    connect(m_model, &RunPickerModel::checkedChanged, this, [this] {
        updateCount();
        if (m_quiet)
            return;
        if (m_pendingChecks)
            m_pendingChecks = checkedRunIds(); // the user's ticks outlive the list being read
        emit checkedChanged();
    });
    updateCount();
}

void RunPicker::setRuns(const QList<Run> &runs, const QList<qint64> &checked) {
    const qint64 current = currentRunId();
    m_quiet = true; // the page set these ticks itself
    m_model->setRuns(runs, checked);
    m_quiet = false;
    setCurrentRunId(current);
    if (!m_source)
        m_stored = runs.size();
    updateCount();
}

void RunPicker::setSingleChoice(bool single) {
    m_model->setSingleChoice(single);
}

void RunPicker::load(const storage::Database &database, const QList<qint64> &checked) {
    // A source of its own per load: a database switch drops the old one's read with it.
    m_source = app::BackgroundRunSource::of(database);
    m_pendingChecks = checked;
    fetch(0, std::max(m_pageSize, m_model->totalCount()), true);
}

void RunPicker::loadMore() {
    if (m_source && !m_loading)
        fetch(m_model->totalCount(), m_pageSize, false);
}

void RunPicker::clear() {
    m_source.reset(); // drops what it was reading
    m_loading = false;
    m_pendingChecks.reset();
    m_error.clear();
    setRuns({}, {});
}

void RunPicker::fetch(qint64 offset, int limit, bool replace) {
    m_loading = true;
    m_more->setEnabled(false);
    m_source->fetch(RunQuery(), offset, limit, true, [this, replace](Result<RunSource::Page> page) {
        m_loading = false;
        const QList<qint64> checked =
            replace ? m_pendingChecks.value_or(checkedRunIds()) : checkedRunIds();
        m_pendingChecks.reset();
        if (!page) {
            m_error = page.error().text();
            if (replace)
                m_model->setRuns({}, {});
            m_stored = m_model->totalCount();
        } else {
            m_error.clear();
            QList<Run> runs = replace ? QList<Run>() : m_model->runs();
            runs += page->runs;
            m_stored = std::max<qint64>(page->total.value_or(0), runs.size());
            const qint64 current = currentRunId();
            m_quiet = true;
            m_model->setRuns(runs, checked);
            m_quiet = false;
            setCurrentRunId(current);
        }
        updateCount();
        emit loaded();
    });
}

const QList<Run> &RunPicker::runs() const {
    return m_model->runs();
}

QList<qint64> RunPicker::checkedRunIds() const {
    return m_model->checkedIds();
}

void RunPicker::setCheckedRunIds(const QList<qint64> &ids) {
    m_quiet = true;
    m_model->setCheckedIds(ids);
    m_quiet = false;
}

bool RunPicker::eventFilter(QObject *watched, QEvent *event) {
    // Space ticks the highlighted run whichever column has the focus.
    if (watched == m_view && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Space
        && m_view->currentIndex().isValid()) {
        m_model->toggle(m_view->currentIndex().row());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

qint64 RunPicker::currentRunId() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_model->runAt(current.row()).id : 0;
}

void RunPicker::setCurrentRunId(qint64 id) {
    const int row = id ? m_model->rowOfRun(id) : -1;
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row, RunPickerModel::Host));
}

void RunPicker::updateCount() {
    const int ticked = int(m_model->checkedIds().size());
    QString text = m_model->rowCount() == m_model->totalCount()
                       ? tr("%n run(s), %1 ticked", nullptr, m_model->totalCount()).arg(ticked)
                       : tr("%1 of %n run(s) shown, %2 ticked", nullptr, m_model->totalCount())
                             .arg(m_model->rowCount())
                             .arg(ticked);
    const qint64 older = m_stored - m_model->totalCount();
    if (older > 0)
        text += QLatin1Char(' ') + tr("(%n older not listed)", nullptr, int(older));
    m_count->setText(text);
    m_more->setText(tr("&Older runs (%n)", nullptr, int(std::min<qint64>(older, m_pageSize))));
    m_more->setVisible(older > 0);
    m_more->setEnabled(!m_loading);
}

} // namespace roofline::ui
