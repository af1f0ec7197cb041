#include "runpage.h"

#include "model/evaluation/speedupnoise.h"

#include "model/evaluation/failurereason.h"
#include "model/resourcepaths.h"
#include "runners/runs/runmanager.h"
#include "ui/models/candidatefilterproxy.h"
#include "ui/models/candidatelistmodel.h"
#include "ui/models/commandtaskmark.h"
#include "ui/models/runlistmodel.h"
#include "visualization/gatebadgedelegate.h"
#include "visualization/runtimeline.h"
#include "visualization/speedupchart.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace kiln {

namespace {
constexpr int kPageRows = 500; // rows per read: about 15 ms to insert (2,000 took 70 ms), so the loop never waits long
constexpr int kMarkRows = 20000; // transcript marks per read: small rows (no text)

bool isLive(const std::optional<RunRecord>& r)
{
    return r && (r->status == QLatin1String("running") || r->status == QLatin1String("queued"));
}
} // namespace

struct RunPage::Page
{
    std::optional<RunRecord> run;
    QList<CandidateGates> rows;
    QHash<qint64, QString> reasons;
    QList<FinalScoreModel::Scored> finals;
    QList<TranscriptMark> marks;
    bool more = false;
    QString error;
};

RunPage::RunPage(const QString& runId, QWidget* parent) : QWidget(parent), m_runId(runId)
{
    setObjectName(QStringLiteral("RunPage"));
    m_model = new CandidateListModel(this);
    m_final = new FinalScoreModel(this);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_header = new QLabel(this);
    m_header->setTextFormat(Qt::RichText);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_message->hide();
    layout->addWidget(m_header);
    layout->addWidget(m_message);

    auto* tablePanel = new QWidget(this);
    auto* tl = new QVBoxLayout(tablePanel);
    tl->setContentsMargins(0, 0, 0, 0);
    tl->setSpacing(2);
    m_filterEdit = new QLineEdit(tablePanel);
    m_filterEdit->setObjectName(QStringLiteral("RunCandidateFilter"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->setPlaceholderText(
        tr("Filter: words, task:softmax, verdict:fail, flag:fallback (flag: any), speedup:>1.1, reason:mismatch"));
    tl->addWidget(m_filterEdit);
    m_filter = new CandidateFilterProxy(this);
    m_filter->setSourceModel(m_model);
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString& q) {
        m_filter->setQuery(q);
        m_filterEdit->setToolTip(m_filter->problem());
    });
    m_table = new QTableView(tablePanel);
    m_table->setObjectName(QStringLiteral("RunCandidates"));
    m_table->setModel(m_filter);
    // Sorted by any column on a click (submission order first); the proxy keeps live rows in place.
    m_table->horizontalHeader()->setSortIndicator(CandidateListModel::NumberColumn, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    tl->addWidget(m_table, 1);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    auto* badges = new GateBadgeDelegate(CandidateListModel::GateStatusRole, m_table);
    for (int c : {CandidateListModel::CompileColumn, CandidateListModel::CorrectnessColumn,
                  CandidateListModel::PerformanceColumn})
        m_table->setItemDelegateForColumn(c, badges);
    QHeaderView* h = m_table->horizontalHeader();
    h->setStretchLastSection(true);
    // Fixed widths: ResizeToContents would measure every row on each insertion (thousands of rows).
    const int em = m_table->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    h->resizeSection(CandidateListModel::NumberColumn, 4 * em);
    h->resizeSection(CandidateListModel::TaskColumn, 19 * em);
    for (int c : {CandidateListModel::CompileColumn, CandidateListModel::CorrectnessColumn,
                  CandidateListModel::PerformanceColumn})
        h->resizeSection(c, 8 * em);
    h->resizeSection(CandidateListModel::SpeedupColumn, 7 * em); // "1.003x ~": the ~ marks within noise
    h->resizeSection(CandidateListModel::RooflineColumn, 6 * em);
    h->resizeSection(CandidateListModel::TimeColumn,
                     m_table->fontMetrics().horizontalAdvance(QStringLiteral("00:00:00")) + 2 * em);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex& i) {
        const qint64 id = i.data(CandidateListModel::CandidateIdRole).toLongLong();
        if (id > 0)
            emit candidateActivated(id);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& i) {
        const QString task = i.data(CandidateListModel::TaskIdRole).toString();
        if (!task.isEmpty() && task != m_chartTask) {
            m_userPickedTask = true;
            showTask(task);
        }
    });
    connect(m_model, &CandidateListModel::rowsSettled, this, &RunPage::onRowsSettled);

    auto* chartPanel = new QWidget(this);
    auto* cl = new QVBoxLayout(chartPanel);
    cl->setContentsMargins(0, 0, 0, 0);
    auto* taskRow = new QHBoxLayout;
    taskRow->addWidget(new QLabel(tr("Task:"), chartPanel));
    m_taskBox = new QComboBox(chartPanel);
    // Not AdjustToContents: that measures every item again on each addItem (hundreds of tasks).
    m_taskBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_taskBox->setMinimumContentsLength(32);
    connect(m_taskBox, &QComboBox::activated, this, [this](int i) {
        m_userPickedTask = true;
        showTask(m_taskBox->itemText(i));
    });
    taskRow->addWidget(m_taskBox);
    taskRow->addStretch();
    cl->addLayout(taskRow);
    m_charts = new QTabWidget(chartPanel);
    m_charts->setObjectName(QStringLiteral("RunCharts"));
    m_charts->setDocumentMode(true);
    m_timeline = new RunTimeline(m_charts);
    m_timeline->setMinimumSize(320, 240);
    connect(m_timeline, &RunTimeline::candidateClicked, this, &RunPage::candidateActivated);
    m_chart = new SpeedupChart(m_charts);
    m_chart->setMinimumSize(320, 220);
    m_charts->addTab(m_timeline, tr("Timeline"));
    m_charts->addTab(m_chart, tr("By candidate"));
    cl->addWidget(m_charts, 1);

    auto* finalPanel = new QWidget(this);
    auto* fl = new QVBoxLayout(finalPanel);
    fl->setContentsMargins(0, 0, 0, 0);
    auto* finalTitle = new QLabel(
        tr("<b>Final scoring</b> (re-evaluated in a clean copy on visible and hidden configurations)"), finalPanel);
    finalTitle->setWordWrap(true);
    m_finalSummary = new QLabel(finalPanel);
    m_finalSummary->setWordWrap(true);
    m_finalSummary->setTextFormat(Qt::RichText);
    m_finalTable = new QTableView(finalPanel);
    m_finalTable->setObjectName(QStringLiteral("FinalScores"));
    m_finalTable->setModel(m_final);
    m_finalTable->verticalHeader()->hide();
    m_finalTable->verticalHeader()->setDefaultSectionSize(m_finalTable->fontMetrics().height() + 6);
    m_finalTable->setAlternatingRowColors(true);
    m_finalTable->horizontalHeader()->setStretchLastSection(true);
    fl->addWidget(finalTitle);
    fl->addWidget(m_finalSummary);
    fl->addWidget(m_finalTable, 1);

    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(chartPanel);
    bottom->addWidget(finalPanel);
    bottom->setStretchFactor(0, 2);
    bottom->setStretchFactor(1, 3);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(tablePanel);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    m_poll = new QTimer(this);
    m_poll->setInterval(1000);
    connect(m_poll, &QTimer::timeout, this, &RunPage::refresh);
    updateHeader();
    updateFinal();
    refresh();
}

RunPage::~RunPage() = default;

void RunPage::followManager(RunManager* manager)
{
    m_driven = true;
    m_poll->stop();
    const QString id = m_runId;
    connect(manager, &RunManager::candidateSubmitted, this,
            [this, id](const QString& run, const QString& task, int seq, const QString& commit) {
                if (run == id) {
                    noteTask(task);
                    m_model->submitted(task, seq, commit);
                    refresh(); // the transcript's marks up to this step, for the timeline
                }
            });
    connect(manager, &RunManager::evaluationEvent, this,
            [this, id](const QString& run, const QString& task, int seq, const QJsonObject& e) {
                if (run == id)
                    m_model->harnessEvent(task, seq, e);
            });
    connect(manager, &RunManager::candidateEvaluated, this, [this, id](const CandidateRecord& c, const EvalResult& r) {
        if (c.runId != id)
            return;
        noteTask(c.taskId);
        if (c.role == QLatin1String("agent"))
            m_model->evaluated(c, r);
        else
            addFinal(c, r);
        emit runChanged();
    });
    auto status = [this, id](const QString& run, const QString& status) {
        if (run != id || !m_run)
            return;
        m_run->status = status;
        if (status != QLatin1String("running") && status != QLatin1String("queued"))
            m_run->finishedAt = QDateTime::currentDateTimeUtc();
        updateHeader();
        emit runChanged();
    };
    connect(manager, &RunManager::runFinished, this, status);
    connect(manager, &RunManager::jobStarted, this, [this, id](const QString& run, const QString& task) {
        if (run == id) {
            noteTask(task);
            if (m_run && m_run->status != QLatin1String("running")) {
                m_run->status = QStringLiteral("running");
                updateHeader();
            }
        }
    });
}

void RunPage::refresh()
{
    if (m_pages.busy()) {
        m_again = true; // one read at a time; the next continues where this one ends
        return;
    }
    m_pages.start(pageReader(), [this](const Page& page) {
        applyPage(page);
        if (page.more || m_again) {
            m_again = false;
            QTimer::singleShot(0, this, &RunPage::refresh); // the event loop runs between pages
            return;
        }
        m_loaded = true;
        if (!m_run)
            updateHeader(); // not "reading the store…" once it has been read
        emit loaded();
        if (!m_driven && isLive(m_run))
            m_poll->start();
        else
            m_poll->stop();
    });
}

// The next page of the store after what this page has shown, read on a worker.
std::function<RunPage::Page()> RunPage::pageReader() const
{
    return [path = storePath(), runId = m_runId, after = m_lastId, afterMark = m_lastMark] {
        Page page;
        RunStore store;
        if (!store.open(path, &page.error))
            return page;
        page.run = store.run(runId);
        page.rows = store.candidatesAfter(runId, after, kPageRows);
        page.marks = store.transcriptMarksAfter(runId, afterMark, kMarkRows);
        page.more = page.rows.size() == kPageRows || page.marks.size() == kMarkRows;
        for (const CandidateGates& g : page.rows) {
            const CandidateRecord& c = g.candidate;
            const bool finding = c.tampered || std::any_of(c.flags.begin(), c.flags.end(), [](const QString& f) {
                                     return !f.startsWith(QLatin1String("tunables:"));
                                 });
            if (c.role != QLatin1String("agent")) {
                page.finals << FinalScoreModel::Scored{c, store.evaluation(c.id)};
            } else if (c.verdict != QLatin1String("pass") || finding) {
                // Only failed or flagged candidates need their details read for the reason column.
                page.reasons.insert(c.id, failureReason(store.evaluation(c.id), c.flags, c.tampered));
            }
        }
        return page;
    };
}

void RunPage::applyPage(const Page& page)
{
    if (!page.error.isEmpty()) {
        m_storeError = page.error;
        m_message->setText(page.error);
        m_message->show();
        updateHeader(); // keeps the message while the store cannot be read
        return;
    }
    m_storeError.clear();
    const bool statusChanged = page.run && (!m_run || m_run->status != page.run->status);
    // A run this window drives knows its status from the manager before the store is read again.
    if (page.run && !(m_driven && m_run))
        m_run = page.run;
    if (!page.rows.isEmpty())
        m_lastId = page.rows.last().candidate.id;
    for (const CandidateGates& g : page.rows)
        noteTask(g.candidate.taskId);
    m_model->appendStored(page.rows, page.reasons);
    if (!page.marks.isEmpty()) {
        m_lastMark = page.marks.last().id;
        addMarks(page.marks);
    }
    for (const auto& f : page.finals)
        addFinal(f.candidate, f.result);
    updateHeader();
    if (statusChanged || !page.rows.isEmpty())
        emit runChanged();
}

void RunPage::addFinal(const CandidateRecord& c, const EvalResult& r)
{
    QList<FinalScoreModel::Scored>& list = m_finals[c.taskId];
    for (const auto& s : list)
        if (s.candidate.id == c.id && c.id > 0)
            return;
    list << FinalScoreModel::Scored{c, r};
    std::sort(list.begin(), list.end(),
              [](const auto& a, const auto& b) { return a.candidate.role < b.candidate.role; });
    if (c.taskId == m_chartTask)
        updateFinal();
}

void RunPage::setCommandTasks(const QSet<QString>& taskIds)
{
    m_commandTasks = taskIds;
    m_model->setCommandTasks(taskIds);
    updateHeader();
}

void RunPage::noteTask(const QString& taskId)
{
    if (!m_taskIds.contains(taskId)) {
        m_taskIds.insert(taskId);
        m_taskBox->addItem(taskId);
        if (m_commandTasks.contains(taskId))
            updateHeader();
    }
    // The chart follows the task being worked on until the user picks one.
    if (m_chartTask.isEmpty() || (!m_userPickedTask && m_driven && taskId != m_chartTask && isLive(m_run)))
        showTask(taskId);
}

void RunPage::showTask(const QString& taskId)
{
    if (taskId == m_chartTask)
        return;
    m_chartTask = taskId;
    if (const int i = m_taskBox->findText(taskId); i >= 0)
        m_taskBox->setCurrentIndex(i);
    rebuildChart();
    updateFinal();
}

void RunPage::rebuildChart()
{
    m_chart->clear();
    m_chart->setTitle(m_chartTask);
    // Time zero: the run's start (else the task's first candidate or transcript event).
    QDateTime origin = m_run ? m_run->createdAt : QDateTime();
    if (!origin.isValid()) {
        for (int r = 0; r < m_model->rowCount(); ++r)
            if (m_model->row(r).taskId == m_chartTask && m_model->row(r).at.isValid() &&
                (!origin.isValid() || m_model->row(r).at < origin))
                origin = m_model->row(r).at;
        for (const TranscriptMark& m : m_marks.value(m_chartTask))
            if (m.at.isValid() && (!origin.isValid() || m.at < origin))
                origin = m.at;
    }
    m_timeline->setTask(m_chartTask, origin);
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const auto& row = m_model->row(r);
        if (row.taskId == m_chartTask && !row.live) {
            m_chart->addCandidate(row.seq, row.speedup, row.fraction, row.verdict == QLatin1String("pass"),
                                  conservativeSpeedup(row.speedup, row.speedupCi));
            addToTimeline(*m_model, r);
        }
    }
    QList<RunTimeline::Mark> marks;
    for (const TranscriptMark& m : m_marks.value(m_chartTask))
        marks << RunTimeline::Mark{m.at, m.kind, m.seq};
    m_timeline->addMarks(marks);
}

void RunPage::addToTimeline(const CandidateListModel& model, int r)
{
    const auto& row = model.row(r);
    RunTimeline::Candidate c;
    c.id = row.id;
    c.seq = row.seq;
    c.at = row.at;
    c.speedup = row.speedup;
    if (row.speedupCi.known()) {
        c.low = row.speedupCi.low;
        c.high = row.speedupCi.high;
    }
    const Speed speed = classifySpeed(row.speedupCi);
    c.outcome = row.verdict != QLatin1String("pass") || row.speedup <= 0 ? RunTimeline::Outcome::Failed
                : speed == Speed::Faster                                 ? RunTimeline::Outcome::Faster
                : speed == Speed::Slower                                 ? RunTimeline::Outcome::Slower
                                                                         : RunTimeline::Outcome::WithinNoise;
    c.note = !row.reason.isEmpty() ? row.reason : row.flags.join(QStringLiteral(", "));
    m_timeline->addCandidate(c);
}

void RunPage::addMarks(const QList<TranscriptMark>& marks)
{
    QList<RunTimeline::Mark> shown; // one rescale and repaint for the page, not one per event
    for (const TranscriptMark& m : marks) {
        m_marks[m.taskId] << m;
        if (m.taskId == m_chartTask)
            shown << RunTimeline::Mark{m.at, m.kind, m.seq};
    }
    m_timeline->addMarks(shown);
}

void RunPage::onRowsSettled(int first, int last)
{
    for (int r = first; r <= last; ++r) {
        const auto& row = m_model->row(r);
        if (row.taskId == m_chartTask && !row.live) {
            m_chart->addCandidate(row.seq, row.speedup, row.fraction, row.verdict == QLatin1String("pass"),
                                  conservativeSpeedup(row.speedup, row.speedupCi));
            addToTimeline(*m_model, r);
        }
    }
}

void RunPage::updateFinal()
{
    m_final->setScores(m_chartTask, m_finals.value(m_chartTask));
    m_finalSummary->setText(m_final->summary());
    m_finalTable->resizeColumnsToContents();
}

void RunPage::updateHeader()
{
    if (!m_run) {
        if (!m_storeError.isEmpty())
            m_header->setText(tr("<b>Run %1</b> · the run store cannot be read").arg(m_runId));
        else if (m_loaded)
            m_header->setText(tr("<b>Run %1</b> · not in the run store %2").arg(m_runId, storePath().toHtmlEscaped()));
        else
            m_header->setText(tr("<b>Run %1</b> · reading the store…").arg(m_runId));
        return;
    }
    const RunRecord& r = *m_run;
    const qint64 elapsed = r.createdAt.isValid() ? r.createdAt.secsTo(r.finishedAt.isValid() && !isLive(m_run)
                                                                          ? r.finishedAt
                                                                          : QDateTime::currentDateTimeUtc())
                                                 : 0;
    int passed = 0;
    for (int i = 0; i < m_model->rowCount(); ++i)
        passed += m_model->row(i).verdict == QLatin1String("pass");
    int ownCommands = 0;
    for (const QString& id : std::as_const(m_taskIds))
        ownCommands += m_commandTasks.contains(id);
    m_header->setToolTip(ownCommands ? commandTaskNote() : QString());
    m_header->setText(tr("<b>Run %1</b> · agent <b>%2</b> · model %3 · %4 · <b>%5</b> · %6 candidates (%7 passed) · %8 "
                         "task(s) · %9%10%11")
                          .arg(r.id, r.agent.toHtmlEscaped(),
                               r.model.isEmpty() ? tr("default") : r.model.toHtmlEscaped(),
                               r.mode.isEmpty() ? tr("agentic") : r.mode, r.status)
                          .arg(m_model->rowCount())
                          .arg(passed)
                          .arg(m_taskBox->count())
                          .arg(formatElapsed(std::max<qint64>(0, elapsed)),
                               r.executor.isEmpty() ? QString() : tr(" · executor %1").arg(r.executor),
                               ownCommands ? tr(" · <span style='color:%1'>%2 of them judged by their own commands "
                                                "(Kiln's defences do not apply)</span>")
                                                 .arg(commandTaskColor().name())
                                                 .arg(ownCommands)
                                           : QString()));
    const QString message = m_storeError.isEmpty() ? r.message.trimmed() : m_storeError;
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

} // namespace kiln
