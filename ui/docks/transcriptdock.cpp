#include "transcriptdock.h"

#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "runners/runs/runmanager.h"
#include "ui/models/transcriptkindfilter.h"
#include "ui/models/transcriptmodel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace kiln {

namespace {
constexpr int kPageRows = 1500;      // about 1.5 MB of a tool-heavy transcript: a few ms to append
constexpr int kDetailChars = 400000; // the detail view shows this much of one event
} // namespace

TranscriptDock::TranscriptDock(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("TranscriptDockWidget"));
    m_model = new TranscriptModel(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* bar = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search the transcript (Enter: next, Shift+Enter: previous)"));
    m_search->setClearButtonEnabled(true);
    m_status = new QLabel(this);
    m_filter = new TranscriptKindFilter(this);
    m_filter->setSourceModel(m_model);
    m_kinds = new QComboBox(this);
    m_kinds->setObjectName(QStringLiteral("TranscriptKindFilter"));
    m_kinds->addItem(tr("All events"), QStringList());
    m_kinds->addItem(tr("Assistant text"), QStringList{QStringLiteral("assistant")});
    m_kinds->addItem(tr("Tool calls"), QStringList{QStringLiteral("tool_call")});
    m_kinds->addItem(tr("Tool output"), QStringList{QStringLiteral("tool_result")});
    m_kinds->addItem(tr("kiln-eval steps and reports"),
                     QStringList{QStringLiteral("kiln_eval"), QStringLiteral("kiln_eval_report")});
    m_kinds->setToolTip(tr("Show events of one kind, in the turns that hold them"));
    connect(m_kinds, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_filter->setKinds(m_kinds->itemData(i).toStringList());
        if (i > 0)
            m_view->expandAll(); // the events asked for, not their folded turns
    });
    bar->addWidget(m_kinds);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_status);
    // Step through the run: each kiln-eval step opens its candidate against the previous submission.
    for (const bool backwards : {true, false}) {
        auto* step = new QToolButton(this);
        auto* action = new QAction(backwards ? tr("◀ Step") : tr("Step ▶"), this);
        action->setObjectName(backwards ? QStringLiteral("PreviousStep") : QStringLiteral("NextStep"));
        action->setShortcut(backwards ? QKeySequence(Qt::SHIFT | Qt::Key_F8) : QKeySequence(Qt::Key_F8));
        action->setShortcutContext(Qt::WindowShortcut);
        action->setToolTip(backwards ? tr("The previous kiln-eval step: its candidate, the diff against the one "
                                          "before and what the agent was told (Shift+F8)")
                                     : tr("The next kiln-eval step: its candidate, the diff against the previous "
                                          "submission and what the agent was told (F8)"));
        connect(action, &QAction::triggered, this, [this, backwards] { stepTo(backwards); });
        addAction(action);
        step->setDefaultAction(action);
        bar->addWidget(step);
    }
    layout->addLayout(bar);

    m_view = new QTreeView(this);
    m_view->setModel(m_filter);
    m_view->setUniformRowHeights(true); // rows are one line: the view never measures 100,000 of them
    m_view->setAlternatingRowColors(true);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->resizeSection(TranscriptModel::KindColumn, 150);
    const int em = m_view->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    m_view->header()->resizeSection(TranscriptModel::TimeColumn, 6 * em);
    m_view->header()->resizeSection(TranscriptModel::TaskColumn, 16 * em);
    m_detail = new QPlainTextEdit(this);
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_detail->setFont(QFont(QStringLiteral("monospace")));
    m_detail->setPlaceholderText(tr("Select an event to read it whole."));
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2); // a step's report is read here: room for a dozen lines
    layout->addWidget(split, 1);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &TranscriptDock::showSelected);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &TranscriptDock::showMenu);

    m_poll = new QTimer(this);
    m_poll->setInterval(1500);
    connect(m_poll, &QTimer::timeout, this, &TranscriptDock::refresh);
    m_soon = new QTimer(this);
    m_soon->setSingleShot(true);
    m_soon->setInterval(200); // the run manager writes transcripts every 100 ms
    connect(m_soon, &QTimer::timeout, this, &TranscriptDock::refresh);
    m_searchDelay = new QTimer(this);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(200);
    connect(m_searchDelay, &QTimer::timeout, this, &TranscriptDock::startSearch);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_search, &QLineEdit::returnPressed, this,
            [this] { findNext(QApplication::keyboardModifiers() & Qt::ShiftModifier); });
}

void TranscriptDock::showRun(const QString& runId)
{
    if (runId == m_runId)
        return;
    m_runId = runId;
    m_pendingSeq = -1; // an event of the run shown before is not this one's
    m_pages.cancel();  // a page still being read for the previous run is dropped
    m_again = false;
    m_lastId = 0;
    m_matches.clear();
    m_current = -1;
    m_model->clear();
    m_detail->clear();
    m_status->clear();
    refresh();
    m_poll->start();
}

void TranscriptDock::followManager(RunManager* manager)
{
    connect(manager, &RunManager::transcriptEvent, this,
            [this](const QString& runId, const QString&, const TranscriptEvent&) {
                if (runId == m_runId && !m_soon->isActive())
                    m_soon->start();
            });
}

void TranscriptDock::refresh()
{
    if (m_runId.isEmpty())
        return;
    if (m_pages.busy()) {
        m_again = true; // one read at a time
        return;
    }
    using Rows = QList<TranscriptRow>;
    auto read = [path = storePath(), runId = m_runId, after = m_lastId] {
        RunStore store;
        QString error;
        if (!store.open(path, &error))
            return Rows{};
        return store.transcriptAfter(runId, after, kPageRows);
    };
    m_pages.start(read, [this](const Rows& rows) {
        if (!rows.isEmpty()) {
            m_lastId = rows.last().id;
            m_model->append(rows);
            m_status->setText(tr("%n event(s)", nullptr, m_model->eventCount()));
            revealPending();
        } else if (m_model->eventCount() == 0) {
            m_status->setText(tr("no transcript events (built-in agents such as tune print none)"));
        }
        if (rows.size() == kPageRows || m_again) {
            m_again = false;
            QTimer::singleShot(0, this, &TranscriptDock::refresh); // the event loop runs between pages
            return;
        }
        if (!m_search->text().isEmpty() && !rows.isEmpty())
            m_searchDelay->start();
        emit loaded();
    });
}

void TranscriptDock::startSearch()
{
    const QString needle = m_search->text();
    if (needle.isEmpty()) {
        m_textSearch.cancel();
        m_matches.clear();
        m_status->setText(tr("%n event(s)", nullptr, m_model->eventCount()));
        emit searched(0);
        return;
    }
    // The texts are shared with the model (implicitly shared strings), not copied.
    auto search = [texts = m_model->texts(), needle] {
        QList<int> hits;
        for (int i = 0; i < texts.size(); ++i)
            if (texts[i].contains(needle, Qt::CaseInsensitive))
                hits << i;
        return hits;
    };
    m_textSearch.start(search, [this](const QList<int>& found) {
        m_matches = found;
        m_current = -1;
        m_status->setText(found.isEmpty() ? tr("no match")
                                          : tr("%n match(es)", nullptr, static_cast<int>(found.size())));
        emit searched(static_cast<int>(found.size()));
        if (!found.isEmpty())
            findNext();
    });
}

void TranscriptDock::findNext(bool backwards)
{
    if (m_matches.isEmpty())
        return;
    const int n = static_cast<int>(m_matches.size());
    m_current = m_current < 0 ? (backwards ? n - 1 : 0) : (m_current + (backwards ? n - 1 : 1)) % n;
    selectEvent(m_matches[m_current]);
    m_status->setText(tr("%1 of %2").arg(m_current + 1).arg(n));
}

void TranscriptDock::showSelected(const QModelIndex& index)
{
    QString text = index.data(TranscriptModel::FullTextRole).toString();
    const int ev = index.data(TranscriptModel::EventRole).toInt();
    const bool step =
        ev >= 0 && index.data(TranscriptModel::KindRole).toString().startsWith(QLatin1String("kiln_eval"));
    if (step) { // the submission with what the agent was told of it
        const TranscriptModel::Event& e = m_model->event(ev);
        const int report = m_model->reportOf(e.taskId, e.candidateSeq);
        text =
            tr("%1 · %2\n\nWhat the agent was told:\n%3")
                .arg(e.taskId, e.kind == QLatin1String("kiln_eval") ? e.text : tr("candidate %1").arg(e.candidateSeq),
                     report >= 0 ? m_model->event(report).text : tr("(not yet: the evaluation is still running)"));
    }
    if (text.size() > kDetailChars)
        text = text.left(kDetailChars) + tr("\n… (%1 more characters)").arg(text.size() - kDetailChars);
    m_detail->setPlainText(text);
    if (step)
        emit stepSelected(m_runId, m_model->event(ev).taskId, m_model->event(ev).candidateSeq);
}

void TranscriptDock::stepTo(bool backwards)
{
    const QModelIndex current = m_view->currentIndex();
    const int from = current.isValid() ? current.data(TranscriptModel::EventRole).toInt() : -1;
    const int next = m_model->nextStep(from, backwards);
    if (next < 0) {
        m_status->setText(backwards ? tr("no earlier kiln-eval step") : tr("no later kiln-eval step"));
        return;
    }
    selectEvent(next);
}

void TranscriptDock::showMenu(const QPoint& pos)
{
    const int event = m_view->indexAt(pos).data(TranscriptModel::EventRole).toInt();
    if (event < 0 || event >= m_model->eventCount() || m_runId.isEmpty())
        return; // a turn, or nothing: label its events one by one
    QMenu menu(this);
    QMenu* label = menu.addMenu(tr("Label this step"));
    for (const QString& name : labelNames())
        label->addAction(labelTitle(name), this, [this, event, name] {
            // Non-modal: the window goes on while the comment is typed.
            auto* ask = new QInputDialog(this);
            ask->setAttribute(Qt::WA_DeleteOnClose);
            ask->setWindowTitle(tr("Label: %1").arg(labelTitle(name)));
            ask->setLabelText(tr("Why (optional), saved with the label:"));
            connect(ask, &QInputDialog::textValueSelected, this,
                    [this, event, name](const QString& comment) { labelEvent(event, name, comment); });
            ask->open();
        });
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void TranscriptDock::labelEvent(int event, const QString& label, const QString& comment)
{
    if (event < 0 || event >= m_model->eventCount() || m_model->event(event).seq < 0)
        return;
    const TranscriptModel::Event& e = m_model->event(event);
    LabelRecord record;
    record.runId = m_runId;
    record.taskId = e.taskId;
    record.transcriptSeq = e.seq;
    record.label = label;
    record.comment = comment;
    auto store = [path = storePath(), record]() -> QString {
        RunStore store;
        QString error;
        if (!store.open(path, &error))
            return error;
        return store.addLabel(record, &error) > 0 ? QString() : error;
    };
    BackgroundJob::runInBackground(this, store, [this, record](const QString& error) {
        if (!error.isEmpty()) {
            m_status->setText(tr("the label was not saved: %1").arg(error));
            return;
        }
        m_status->setText(tr("step %1 labelled %2").arg(record.transcriptSeq).arg(labelTitle(record.label)));
        emit labelSaved(record.runId, record.taskId, record.transcriptSeq, record.label);
    });
}

void TranscriptDock::revealEvent(const QString& runId, const QString& taskId, int seq)
{
    showRun(runId);
    m_pendingTask = taskId;
    m_pendingSeq = seq;
    revealPending();
}

void TranscriptDock::revealPending()
{
    if (m_pendingSeq < 0)
        return;
    const int event = m_model->eventAt(m_pendingTask, m_pendingSeq);
    if (event < 0)
        return; // not read yet: the next page may hold it
    m_pendingSeq = -1;
    selectEvent(event);
}

void TranscriptDock::selectEvent(int event)
{
    QModelIndex i = m_filter->mapFromSource(m_model->indexOfEvent(event));
    if (!i.isValid() && m_model->indexOfEvent(event).isValid()) {
        m_kinds->setCurrentIndex(0); // hidden by the kind filter: show everything rather than nothing
        i = m_filter->mapFromSource(m_model->indexOfEvent(event));
    }
    if (!i.isValid())
        return;
    m_view->expand(i.parent());
    m_view->setCurrentIndex(i);
    m_view->scrollTo(i, QAbstractItemView::PositionAtCenter);
}

} // namespace kiln
