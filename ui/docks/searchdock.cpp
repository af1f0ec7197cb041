#include "searchdock.h"

#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "ui/models/searchresultsmodel.h"

#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace kiln {

namespace {

constexpr int kHitLimit = 500; // a list a person reads; the status says when there were more

struct Answer
{
    SearchResults results;
    double ms = 0;
};

} // namespace

SearchDock::SearchDock(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("SearchDockWidget"));
    m_model = new SearchResultsModel(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_query = new QLineEdit(this);
    m_query->setObjectName(QStringLiteral("RunSearchEdit"));
    m_query->setPlaceholderText(
        tr("Search every run: text, flag:NAME, label:NAME, reason:NAME, kind:tool_call, run:ID"));
    m_query->setClearButtonEnabled(true);
    layout->addWidget(m_query);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("RunSearchStatus"));
    m_status->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_status->setText(tr("flag: alone lists every flagged candidate; words of three letters or more use the index"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("RunSearchResults"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->horizontalHeader()->setStretchLastSection(true);
    const int em = m_view->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    m_view->setColumnWidth(SearchResultsModel::RunColumn,
                           m_view->fontMetrics().horizontalAdvance(QStringLiteral("20261202-131932-cebe")) + em);
    m_view->setColumnWidth(SearchResultsModel::TaskColumn, 12 * em);
    m_view->setColumnWidth(SearchResultsModel::WhereColumn, 7 * em);
    m_view->setColumnWidth(SearchResultsModel::KindColumn, 7 * em);
    layout->addWidget(m_view, 1);

    m_delay = new QTimer(this);
    m_delay->setSingleShot(true);
    m_delay->setInterval(250);
    connect(m_delay, &QTimer::timeout, this, &SearchDock::start);
    connect(m_query, &QLineEdit::textEdited, m_delay, qOverload<>(&QTimer::start));
    connect(m_query, &QLineEdit::returnPressed, this, [this] {
        m_delay->stop();
        start();
    });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& i) { activate(i.row()); });
}

QString SearchDock::status() const
{
    return m_status->text();
}

void SearchDock::search(const QString& query)
{
    m_query->setText(query);
    m_delay->stop();
    start();
}

void SearchDock::start()
{
    const QString query = m_query->text().trimmed();
    if (query.isEmpty()) {
        m_search.cancel();
        m_model->setHits({});
        m_status->clear();
        emit searched(0);
        return;
    }
    m_status->setText(tr("searching…"));
    auto search = [path = storePath(), query] {
        Answer a;
        QElapsedTimer timer;
        timer.start();
        RunStore store;
        if (!store.open(path, &a.results.error))
            return a;
        a.results = store.search(query, kHitLimit);
        a.ms = timer.nsecsElapsed() / 1e6;
        return a;
    };
    m_search.start(search, [this](const Answer& a) { // a search typed on since supersedes it
        m_model->setHits(a.results.hits);
        const int n = static_cast<int>(a.results.hits.size());
        if (!a.results.error.isEmpty())
            m_status->setText(tr("cannot search: %1").arg(a.results.error));
        else if (n == 0)
            m_status->setText(tr("no match in any run (%1 ms)").arg(a.ms, 0, 'f', 0));
        else
            m_status->setText((a.results.truncated ? tr("the first %n matches (there are more; narrow the search with "
                                                        "run:, kind:, flag:)",
                                                        nullptr, n)
                                                   : tr("%n match(es)", nullptr, n)) +
                              tr(" in %1 ms").arg(a.ms, 0, 'f', 0));
        emit searched(n);
    });
}

void SearchDock::activate(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const SearchHit& h = m_model->hit(row);
    if (h.candidateId > 0)
        emit candidateRequested(h.candidateId);
    else if (h.seq >= 0)
        emit stepRequested(h.runId, h.taskId, h.seq);
}

} // namespace kiln
