// SPDX-License-Identifier: MIT
#include "ui/widgets/RunPicker.h"

#include "ui/itemmodels/RunPickerModel.h"
#include "usecases/BackgroundRunSource.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace roofline::ui {

RunPicker::RunPicker(QWidget *parent)
    : QWidget(parent) {
    m_model = new RunPickerModel(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("runSearch"));
    m_search->setProperty("findField", true); // Edit → Find (Ctrl+F) lands here
    m_search->setClearButtonEnabled(true);
    m_search->setPlaceholderText(tr("Search host, device, date, suite, tag…"));
    m_search->setToolTip(tr("Finds the stored runs whose id, host, device, date, suite, tags, "
                            "notes or status hold every word typed, however old (Ctrl+F). "
                            "Ticked runs stay ticked."));
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
    m_more->setToolTip(tr("Lists the next older runs that match the search too."));
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
        m_model->setSearch(text); // at once among the runs known, then the database's answer
        setCurrentRunId(current);
        updateCount();
        const QStringList words = RunQuery::searchWords(text);
        if (m_source && words != m_query.words) {
            m_query.words = words;
            fetch(0, m_pageSize, true);
        }
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
    if (!m_source) {
        m_stored = runs.size();
        m_listed = runs;
        m_ticked.clear();
    }
    updateCount();
}

void RunPicker::setSingleChoice(bool single) {
    m_model->setSingleChoice(single);
}

void RunPicker::load(const storage::Database &database, const QList<qint64> &checked) {
    // A source of its own per load: a database switch drops the old one's read with it.
    m_source = usecases::BackgroundRunSource::of(database);
    m_query.words = RunQuery::searchWords(m_search->text());
    m_pendingChecks = checked;
    m_absent.clear(); // ids of no stored run: asked again in this database's present
    fetch(0, std::max(m_pageSize, int(m_listed.size())), true);
}

void RunPicker::loadMore() {
    if (m_source && !m_loading)
        fetch(m_listed.size(), m_pageSize, false);
}

void RunPicker::clear() {
    m_source.reset(); // drops what it was reading
    m_loading = false;
    m_pendingChecks.reset();
    m_error.clear();
    m_listed.clear();
    m_ticked.clear();
    setRuns({}, {});
}

void RunPicker::fetch(qint64 offset, int limit, bool replace) {
    m_loading = true;
    m_more->setEnabled(false);
    // A newer search or reload supersedes this read (and a read of ticked runs) unanswered.
    m_source->fetch(m_query, offset, limit, true, [this, replace](Result<RunSource::Page> page) {
        const QList<qint64> checked =
            replace ? m_pendingChecks.value_or(checkedRunIds()) : checkedRunIds();
        m_pendingChecks.reset();
        if (!page) {
            m_error = page.error().text();
            if (replace)
                m_listed.clear();
            showRuns(checked);
            m_stored = m_listed.size();
            finishLoad();
            return;
        }
        m_error.clear();
        if (replace)
            m_listed.clear();
        m_listed += page->runs;
        m_stored = std::max<qint64>(page->total.value_or(0), m_listed.size());
        showRuns(checked);
        // Ticked runs that neither the pages nor an earlier read by id hold: read them by id,
        // so they stay ticked and known (ids handed over from Fleet, a search that hides them).
        const QList<qint64> unknown = unknownIds(checked);
        if (unknown.isEmpty())
            finishLoad();
        else
            fetchTicked(unknown);
    });
}

void RunPicker::fetchTicked(const QList<qint64> &ids) {
    RunQuery byId;
    byId.ids = ids;
    m_source->fetch(byId, 0, int(ids.size()), false, [this](Result<RunSource::Page> page) {
        if (!page) {
            m_error = page.error().text();
        } else {
            m_ticked += page->runs;
            // A ticked id of no stored run (deleted elsewhere) is dropped, and not asked for
            // again when a page hands it over once more.
            QList<qint64> checked = checkedRunIds();
            const QList<qint64> unknown = unknownIds(checked);
            checked.removeIf([&](qint64 id) {
                const bool absent = unknown.contains(id)
                                    && std::none_of(page->runs.cbegin(), page->runs.cend(),
                                                    [id](const Run &r) { return r.id == id; });
                if (absent)
                    m_absent.insert(id);
                return absent;
            });
            showRuns(checked);
        }
        finishLoad();
    });
}

void RunPicker::showRuns(const QList<qint64> &checked) {
    // Ticked runs read by id before stay while ticked and while no page holds them.
    QList<Run> runs = m_listed;
    QList<Run> ticked;
    for (const Run &r : std::as_const(m_ticked)) {
        const bool listed = std::any_of(m_listed.cbegin(), m_listed.cend(),
                                        [&r](const Run &l) { return l.id == r.id; });
        if (!listed && checked.contains(r.id))
            ticked << r;
    }
    m_ticked = ticked;
    runs += ticked;
    const qint64 current = currentRunId();
    m_quiet = true;
    m_model->setRuns(runs, checked);
    m_quiet = false;
    setCurrentRunId(current);
}

void RunPicker::finishLoad() {
    m_loading = false;
    updateCount();
    emit loaded();
}

const QList<Run> &RunPicker::runs() const {
    return m_model->runs();
}

QList<qint64> RunPicker::checkedRunIds() const {
    return m_model->checkedIds();
}

void RunPicker::setCheckedRunIds(const QList<qint64> &ids) {
    QList<qint64> wanted = ids;
    wanted.removeIf([this](qint64 id) { return m_absent.contains(id); });
    m_quiet = true;
    m_model->setCheckedIds(wanted);
    m_quiet = false;
    // Ticks of runs no page holds (Fleet hands over ids): read by id, then loaded().
    if (m_source && !m_loading) {
        const QList<qint64> unknown = unknownIds(wanted);
        if (!unknown.isEmpty()) {
            m_loading = true;
            m_more->setEnabled(false);
            fetchTicked(unknown);
        }
    }
}

QList<qint64> RunPicker::unknownIds(const QList<qint64> &ids) const {
    QList<qint64> unknown;
    for (const qint64 id : ids) {
        if (std::none_of(m_model->runs().cbegin(), m_model->runs().cend(),
                         [id](const Run &r) { return r.id == id; }))
            unknown << id;
    }
    return unknown;
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
    QString text;
    if (m_source && !m_query.words.isEmpty())
        text = tr("%n run(s) match the search, %1 ticked", nullptr, int(m_stored)).arg(ticked);
    else if (m_model->rowCount() == m_model->totalCount())
        text = tr("%n run(s), %1 ticked", nullptr, m_model->totalCount()).arg(ticked);
    else
        text = tr("%1 of %n run(s) shown, %2 ticked", nullptr, m_model->totalCount())
                   .arg(m_model->rowCount())
                   .arg(ticked);
    const qint64 older = m_stored - qint64(m_listed.size());
    if (older > 0)
        text += QLatin1Char(' ') + tr("(%n older not listed)", nullptr, int(older));
    m_count->setText(text);
    m_more->setText(tr("&Older runs (%n)", nullptr, int(std::min<qint64>(older, m_pageSize))));
    m_more->setVisible(older > 0);
    m_more->setEnabled(!m_loading);
}

} // namespace roofline::ui
