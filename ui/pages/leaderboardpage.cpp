#include "leaderboardpage.h"

#include "ui/models/comparisonmodel.h"
#include "ui/models/leaderboardmodel.h"

#include "model/scoring/scoreformat.h"
#include "model/scoring/scoreloader.h"
#include "model/scoring/svgchart.h"
#include "model/store/runstore.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace kiln {

using namespace scoring;

namespace {

// Paints a cell's background in its outcome's colour (the HTML report's colours), for any model that
// answers LeaderboardModel::OutcomeRole.
class OutcomeDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QVariant outcome = index.data(LeaderboardModel::OutcomeRole);
        if (!outcome.isValid())
            return;
        QColor colour(outcomeColour(static_cast<Outcome>(outcome.toInt())));
        if (option->state & QStyle::State_Selected) {
            // Keep the outcome readable in a selected row: tint it with the highlight instead of hiding it.
            const QColor h = option->palette.color(QPalette::Highlight);
            colour = QColor((colour.red() * 2 + h.red()) / 3, (colour.green() * 2 + h.green()) / 3,
                            (colour.blue() * 2 + h.blue()) / 3);
            option->state &= ~QStyle::State_Selected;
        }
        option->backgroundBrush = colour;
        option->palette.setColor(QPalette::Text, Qt::black); // light backgrounds in a dark theme too
    }
};

struct Loaded
{
    std::optional<Leaderboard> board;
    QString error;
};

Loaded scoreRuns(const QString& storePath, const QStringList& runIds, const QList<Task>& tasks, bool byAgent)
{
    Loaded out;
    RunStore store; // this thread's own connection
    if (!store.open(storePath, &out.error))
        return out;
    const auto entries = loadEntries(store, runIds, tasks, byAgent, &out.error);
    if (entries)
        out.board = buildLeaderboard(*entries);
    return out;
}

QSortFilterProxyModel* sortingProxy(QAbstractItemModel* source, QObject* parent)
{
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(source);
    proxy->setSortRole(LeaderboardModel::SortRole);
    return proxy;
}

} // namespace

LeaderboardPage::LeaderboardPage(QWidget* parent) : QWidget(parent)
{
    m_model = new LeaderboardModel(this);
    m_proxy = sortingProxy(m_model, this);
    m_comparison = new ComparisonModel(this);

    m_display = new QComboBox;
    m_display->addItem(tr("Speedup"));
    m_display->addItem(tr("% of roofline"));
    m_grouping = new QComboBox;
    m_grouping->addItem(tr("Group by category"));
    m_grouping->addItem(tr("Group by difficulty"));
    m_grouping->addItem(tr("No grouping"));
    m_status = new QLabel;
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_display);
    bar->addWidget(m_grouping);
    bar->addWidget(m_status, 1);

    auto* delegate = new OutcomeDelegate(this);
    m_table = new QTableView;
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(delegate);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // rank order until the user picks a column
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setToolTip(tr("Select two rows to compare them task by task; double-click a task to open its result"));

    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_comparisonTable = new QTableView;
    m_comparisonTable->setModel(sortingProxy(m_comparison, this));
    m_comparisonTable->setItemDelegate(delegate);
    m_comparisonTable->setSortingEnabled(true);
    m_comparisonTable->sortByColumn(ComparisonModel::TaskColumn, Qt::AscendingOrder);
    m_comparisonTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scatter = new QCustomPlot;
    m_scatter->setMinimumSize(320, 280);
    for (QCPAxis* axis : {m_scatter->xAxis, m_scatter->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    }
    m_scatter->addGraph(); // the points
    m_scatter->graph(0)->setLineStyle(QCPGraph::lsNone);
    m_scatter->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(seriesColour(0)), 7));
    m_scatter->addGraph(); // y = x: no difference
    m_scatter->graph(1)->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    auto* sideBySide = new QSplitter(Qt::Horizontal);
    sideBySide->addWidget(m_comparisonTable);
    sideBySide->addWidget(m_scatter);
    sideBySide->setStretchFactor(0, 3); // the table's columns (each side's figure and detail) need the width
    sideBySide->setStretchFactor(1, 1);
    m_comparisonPanel = new QWidget;
    auto* panel = new QVBoxLayout(m_comparisonPanel);
    panel->setContentsMargins(0, 0, 0, 0);
    panel->addWidget(m_summary);
    panel->addWidget(sideBySide, 1);
    m_comparisonPanel->hide();

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(m_comparisonPanel);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3); // a comparison, once open, is what is being read
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(m_display, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_model->setDisplay(i == 1 ? LeaderboardModel::Display::Roofline : LeaderboardModel::Display::Speedup);
    });
    connect(m_grouping, &QComboBox::currentIndexChanged, this, [this](int i) {
        // Task columns move when the grouping changes: a sort on one of them would now sort another.
        if (m_proxy->sortColumn() >= LeaderboardModel::FixedColumnCount)
            m_table->sortByColumn(-1, Qt::AscendingOrder);
        m_model->setGrouping(i == 0   ? LeaderboardModel::Grouping::Category
                             : i == 1 ? LeaderboardModel::Grouping::Difficulty
                                      : LeaderboardModel::Grouping::None);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LeaderboardPage::onSelectionChanged);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex& index) {
        const QString task = index.data(LeaderboardModel::TaskIdRole).toString();
        if (!task.isEmpty())
            emit taskResultActivated(index.data(LeaderboardModel::EntryIdRole).toString(), task,
                                     index.data(LeaderboardModel::CandidateIdRole).toLongLong());
    });
    m_status->setText(tr("No runs scored yet."));
}

void LeaderboardPage::load(const QString& storePath, const QStringList& runIds, const QList<Task>& tasks, bool byAgent)
{
    m_storePath = storePath;
    m_runIds = runIds;
    m_byAgent = byAgent;
    m_status->setText(tr("Scoring %n run(s)…", nullptr, static_cast<int>(runIds.size())));
    auto score = [storePath, runIds, tasks, byAgent] { return scoreRuns(storePath, runIds, tasks, byAgent); };
    m_scoring.start(score, [this](const Loaded& result) {
        if (!result.board) {
            m_status->setText(tr("Cannot score: %1").arg(result.error));
            emit loadFailed(result.error);
            return;
        }
        setLeaderboard(*result.board);
        emit loaded();
    });
}

void LeaderboardPage::selectEntries(const QStringList& entryIds)
{
    m_table->selectionModel()->clearSelection();
    for (const QString& id : entryIds)
        if (const int row = m_model->rowOfEntry(id); row >= 0)
            m_table->selectionModel()->select(m_proxy->mapFromSource(m_model->index(row, 0)),
                                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
}

void LeaderboardPage::rescore(const QList<Task>& tasks)
{
    if (!m_storePath.isEmpty())
        load(m_storePath, m_runIds, tasks, m_byAgent);
}

void LeaderboardPage::setLeaderboard(const Leaderboard& board)
{
    // The rows the user had selected stay selected across a re-score, so an open comparison follows it.
    QStringList selected;
    for (const QModelIndex& i : m_table->selectionModel()->selectedRows())
        selected << i.data(LeaderboardModel::EntryIdRole).toString();
    m_comparison->clear();
    m_comparisonPanel->hide();
    m_model->setLeaderboard(board);
    for (const QString& id : selected)
        if (const int row = m_model->rowOfEntry(id); row >= 0)
            m_table->selectionModel()->select(m_proxy->mapFromSource(m_model->index(row, 0)),
                                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QString text =
        board.groups.size() > 1
            ? tr("%1 entries on %2 devices, ranked per device; %3 tasks (each entry is scored over the "
                 "tasks any entry on its device attempted)")
                  .arg(board.entries.size())
                  .arg(board.groups.size())
                  .arg(board.columns.size())
            : tr("%1, %2 in scope (every task any entry attempted counts for all of them)")
                  .arg(board.entries.size() == 1 ? tr("1 entry") : tr("%1 entries").arg(board.entries.size()))
                  .arg(board.columns.size() == 1 ? tr("1 task") : tr("%1 tasks").arg(board.columns.size()));
    if (!board.issues.isEmpty())
        text += QStringLiteral(" · ") + board.issues.join(QStringLiteral(" · "));
    m_status->setText(text);
}

void LeaderboardPage::onSelectionChanged()
{
    QList<int> rows;
    for (const QModelIndex& i : m_table->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end()); // A is the upper row as shown
    if (rows.size() != 2) {
        m_comparison->clear();
        m_comparisonPanel->hide();
        return;
    }
    showComparison(m_proxy->mapToSource(m_proxy->index(rows[0], 0)).row(),
                   m_proxy->mapToSource(m_proxy->index(rows[1], 0)).row());
}

void LeaderboardPage::showComparison(int a, int b)
{
    m_comparison->setComparison(m_model->leaderboard(), a, b);
    const auto& c = m_comparison->comparison();
    if (!c) {
        m_comparisonPanel->hide();
        return;
    }
    const Leaderboard& board = m_model->leaderboard();
    QString html = tr("<b>A</b> %1 vs <b>B</b> %2: A better on %3 task(s), B on %4, %5 tie(s).<br>")
                       .arg(board.entries[a].label.toHtmlEscaped(), board.entries[b].label.toHtmlEscaped())
                       .arg(c->aWins)
                       .arg(c->bWins)
                       .arg(c->ties);
    QStringList parts;
    for (const PairedDifference& d : c->differences)
        parts << tr("%1 %2 vs %3 (%4, 95% %5%6)")
                     .arg(headlineLabel(d.metric),
                          formatHeadline(d.metric, d.counted ? std::optional<double>(d.a) : std::nullopt),
                          formatHeadline(d.metric, d.counted ? std::optional<double>(d.b) : std::nullopt),
                          formatDifference(d), formatDifferenceInterval(d),
                          d.significant() ? tr(", <b>different</b>") : QString());
    m_summary->setText(html + parts.join(QStringLiteral("<br>")));
    plotComparison();
    m_comparisonPanel->show();
}

QString LeaderboardPage::comparisonSummary() const
{
    return m_summary->text();
}

void LeaderboardPage::plotComparison()
{
    const auto& c = m_comparison->comparison();
    const Leaderboard& board = m_model->leaderboard();
    QVector<double> xs, ys;
    double lo = 0.5, hi = 2.0;
    for (const ComparisonRow& r : c->rows)
        if (r.ratio) {
            xs << *board.entries[c->entryA].cells[r.column].speedup;
            ys << *board.entries[c->entryB].cells[r.column].speedup;
            lo = std::min({lo, xs.last(), ys.last()});
            hi = std::max({hi, xs.last(), ys.last()});
        }
    m_scatter->graph(0)->setData(xs, ys);
    m_scatter->graph(1)->setData(QVector<double>{lo / 1.2, hi * 1.2}, QVector<double>{lo / 1.2, hi * 1.2});
    m_scatter->xAxis->setLabel(tr("speedup A: %1").arg(board.entries[c->entryA].label));
    m_scatter->yAxis->setLabel(tr("speedup B: %1").arg(board.entries[c->entryB].label));
    m_scatter->xAxis->setRange(lo / 1.2, hi * 1.2);
    m_scatter->yAxis->setRange(lo / 1.2, hi * 1.2);
    m_scatter->replot();
}

} // namespace kiln
