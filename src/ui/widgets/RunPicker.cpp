#include "ui/widgets/RunPicker.h"

#include "ui/models/RunPickerModel.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_count);

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
        if (!m_quiet)
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
    m_count->setText(m_model->rowCount() == m_model->totalCount()
                         ? tr("%n run(s), %1 ticked", nullptr, m_model->totalCount()).arg(ticked)
                         : tr("%1 of %n run(s) shown, %2 ticked", nullptr, m_model->totalCount())
                               .arg(m_model->rowCount())
                               .arg(ticked));
}

} // namespace roofline::ui
