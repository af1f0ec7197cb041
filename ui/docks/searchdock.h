// SearchDock: search across every stored run (RunStore::search): text in transcripts and reports, flags,
// reasons, reviews and labels ("every candidate flagged in any run": flag:; "every transcript that read
// hidden.yaml": hidden.yaml). The store is searched on a worker thread, a quarter second after typing stops
// (at once on Return); an answer to an older query is dropped. Activating a hit opens its run with that
// transcript step selected, or its candidate's page.
#pragma once

#include "model/backgroundjob.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

namespace kiln {

class SearchResultsModel;

class SearchDock : public QWidget
{
    Q_OBJECT
public:
    explicit SearchDock(QWidget* parent = nullptr);

    QLineEdit* queryEdit() const { return m_query; }
    QTableView* view() const { return m_view; }
    SearchResultsModel* model() const { return m_model; }
    QString status() const;
    bool isSearching() const { return m_search.busy(); }
    // Searches for `query` now (what Return does after typing it).
    void search(const QString& query);

signals:
    void searched(int hits);
    void stepRequested(const QString& runId, const QString& taskId, int seq);
    void candidateRequested(qint64 candidateId);

private:
    void start();
    void activate(int row);

    SearchResultsModel* m_model = nullptr;
    QLineEdit* m_query = nullptr;
    QLabel* m_status = nullptr;
    QTableView* m_view = nullptr;
    QTimer* m_delay = nullptr;
    BackgroundJob m_search{this}; // the latest query's
};

} // namespace kiln
