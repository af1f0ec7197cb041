#include "runsdock.h"

#include "model/resourcepaths.h"
#include "runners/runs/runfolder.h"
#include "ui/models/runlistmodel.h"
#include "ui/runs/runsession.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace kiln {

namespace {

// The progress column as a bar with the counts on it.
class ProgressDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem bg = option;
        initStyleOption(&bg, index);
        bg.text.clear();
        QApplication::style()->drawControl(QStyle::CE_ItemViewItem, &bg, painter, bg.widget);
        // A thin bar under one line of text: readable in every style, light or dark.
        const double done = index.data(RunListModel::ProgressRole).toInt() / 1000.0;
        const QRect r = option.rect.adjusted(4, 3, -4, -3);
        const bool dark = option.palette.color(QPalette::Base).lightness() < 128;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(dark ? QColor(255, 255, 255, 30) : QColor(0, 0, 0, 18));
        painter->drawRoundedRect(r, 3, 3);
        painter->setBrush(dark ? QColor(0x42, 0xa5, 0xf5, 110) : QColor(0x42, 0xa5, 0xf5, 90));
        painter->drawRoundedRect(QRectF(r.left(), r.top(), r.width() * done, r.height()), 3, 3);
        painter->setPen(option.state & QStyle::State_Selected ? option.palette.color(QPalette::HighlightedText)
                                                              : option.palette.color(QPalette::Text));
        painter->drawText(r, Qt::AlignCenter, index.data().toString());
        painter->restore();
    }
};

// The runs as the dock lists them, or why the store cannot be read (then shown where the runs would be:
// never "0 runs" over a store that holds them).
struct StoreRuns
{
    QList<RunListModel::Entry> runs;
    QString error;
};

StoreRuns readRuns(const QString& path)
{
    StoreRuns result;
    QList<RunListModel::Entry>& out = result.runs;
    RunStore store;
    if (!store.open(path, &result.error))
        return result;
    for (const RunSummary& s : store.runSummaries()) {
        RunListModel::Entry e{s};
        QString ignored;
        const QString folder = s.run.folder.isEmpty() ? RunFolder::pathFor(s.run.id) : s.run.folder;
        if (const auto config = RunFolder(folder).readConfig(&ignored)) {
            e.tasks = static_cast<int>(config->tasks.size());
            e.budgetEvals = config->budgetEvals;
        }
        out << e;
    }
    return result;
}

} // namespace

RunsDock::RunsDock(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("RunsDockWidget"));
    m_model = new RunListModel(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("RunsView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection); // two selected: compare them
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setItemDelegateForColumn(RunListModel::ProgressColumn, new ProgressDelegate(m_view));
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("RunsStoreProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_problem->hide();
    layout->addWidget(m_problem, 1);
    connect(m_view, &QTableView::doubleClicked, this,
            [this](const QModelIndex& i) { emit openRequested(i.data(RunListModel::RunIdRole).toString()); });
    connect(m_view, &QWidget::customContextMenuRequested, this, &RunsDock::showMenu);

    m_poll = new QTimer(this);
    m_poll->setInterval(3000); // runs driven by another Kiln show up and move on
    connect(m_poll, &QTimer::timeout, this, &RunsDock::refresh);
    m_poll->start();
    m_soon = new QTimer(this);
    m_soon->setSingleShot(true);
    m_soon->setInterval(250);
    connect(m_soon, &QTimer::timeout, this, &RunsDock::refresh);
    m_tick = new QTimer(this);
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, m_model, &RunListModel::tick);
    m_tick->start();
    refresh();
}

void RunsDock::followSession(RunSession* session)
{
    auto soon = [this] {
        if (!m_soon->isActive())
            m_soon->start();
    };
    connect(session, &RunSession::runStarted, this, soon);
    connect(session, &RunSession::ready, this, [this, session, soon] {
        RunManager* m = session->manager();
        connect(m, &RunManager::jobStarted, this, soon);
        connect(m, &RunManager::jobFinished, this, soon);
        connect(m, &RunManager::candidateEvaluated, this, soon);
        connect(m, &RunManager::runFinished, this, soon);
    });
}

void RunsDock::refresh()
{
    if (m_reading.busy()) {
        m_again = true; // one read at a time
        return;
    }
    m_reading.start([path = storePath()] { return readRuns(path); },
                    [this](const StoreRuns& read) {
                        const QList<RunListModel::Entry>& runs = read.runs;
                        // The store's problem in place of the list; polling goes on, so the list is back once it is fixed.
                        m_problem->setText(read.error);
                        m_problem->setVisible(!read.error.isEmpty());
                        m_view->setVisible(read.error.isEmpty());
                        const bool grew = runs.size() != m_model->rowCount();
                        m_model->setRuns(runs);
                        if (grew) {
                            // Runs are tens, not thousands: the columns fit their contents, the progress bar stays readable.
                            m_view->resizeColumnsToContents();
                            const int em = m_view->fontMetrics().horizontalAdvance(QLatin1Char('M'));
                            m_view->setColumnWidth(RunListModel::ProgressColumn,
                                                   m_view->columnWidth(RunListModel::ProgressColumn) + 2 * em);
                        }
                        if (m_again) {
                            m_again = false;
                            refresh();
                            return;
                        }
                        emit loaded();
                    });
}

QString RunsDock::storeProblem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

QString RunsDock::currentRunId() const
{
    return m_view->currentIndex().data(RunListModel::RunIdRole).toString();
}

void RunsDock::showMenu(const QPoint& pos)
{
    const std::unique_ptr<QMenu> menu(menuFor(m_view->indexAt(pos)));
    if (menu)
        menu->exec(m_view->viewport()->mapToGlobal(pos));
}

QMenu* RunsDock::menuFor(const QModelIndex& i)
{
    if (!i.isValid())
        return nullptr;
    const QString id = i.data(RunListModel::RunIdRole).toString();
    const QString status = i.data(RunListModel::StatusRole).toString();
    const bool live = i.data(RunListModel::LiveRole).toBool();
    auto* menu = new QMenu(this);
    auto add = [menu](const QString& name, const QString& text, auto&& slot) {
        QAction* a = menu->addAction(text);
        a->setObjectName(name);
        connect(a, &QAction::triggered, menu, slot);
        return a;
    };
    add(QStringLiteral("open"), tr("Open"), [this, id] { emit openRequested(id); });
    menu->addSeparator();
    add(QStringLiteral("cancel"), tr("Cancel"), [this, id] { emit cancelRequested(id); })->setEnabled(live);
    add(QStringLiteral("resume"), tr("Resume"), [this, id] {
        emit resumeRequested(id);
    })->setEnabled(!live && status != QLatin1String("finished"));
    add(QStringLiteral("rescore"), tr("Re-score (replay its candidates)"), [this, id] {
        emit rescoreRequested(id);
    })->setEnabled(!live);
    menu->addSeparator();
    add(QStringLiteral("exportHtml"), tr("Export report (HTML)…"),
        [this, id] { emit exportRequested(id, QStringLiteral("html")); });
    add(QStringLiteral("exportJson"), tr("Export report (JSON)…"),
        [this, id] { emit exportRequested(id, QStringLiteral("json")); });
    menu->addSeparator();
    QStringList selected;
    for (const QModelIndex& row : m_view->selectionModel()->selectedRows())
        selected << row.data(RunListModel::RunIdRole).toString();
    std::sort(selected.begin(), selected.end()); // older first: run ids start with their time
    QAction* compare = add(QStringLiteral("compare"), tr("Compare the two selected runs"),
                           [this, selected] { emit compareRequested(selected.value(0), selected.value(1)); });
    compare->setEnabled(selected.size() == 2);
    if (selected.size() != 2)
        compare->setToolTip(tr("Select two runs (Ctrl+click) to compare them task by task"));
    return menu;
}

} // namespace kiln
