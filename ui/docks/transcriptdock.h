// TranscriptDock: the Transcript/Log dock — the agent's transcript of the run in front, folded by turn
// (TranscriptModel), with the selected event's whole text below and a search over every event. The store
// is read in pages on a worker thread (a 20 MB transcript arrives a page at a time while the window keeps
// working); a run this window drives is re-read shortly after each transcript signal, any other run is
// polled. The search runs on a worker thread too; stale results are dropped by generation.
#pragma once

#include "model/backgroundjob.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTimer;
class QTreeView;

namespace kiln {

class RunManager;
class TranscriptKindFilter;
class TranscriptModel;

class TranscriptDock : public QWidget
{
    Q_OBJECT
public:
    explicit TranscriptDock(QWidget* parent = nullptr);

    void showRun(const QString& runId);
    QString runId() const { return m_runId; }
    void followManager(RunManager* manager);
    void refresh();

    TranscriptModel* model() const { return m_model; }
    // What the view shows: the model through the kind filter (Event kinds: all, assistant text, tool calls,
    // tool output, kiln-eval); the view's indexes are the filter's.
    TranscriptKindFilter* filter() const { return m_filter; }
    QComboBox* kindBox() const { return m_kinds; }
    QTreeView* view() const { return m_view; }
    QLineEdit* searchEdit() const { return m_search; }
    QPlainTextEdit* detail() const { return m_detail; }
    bool isLoading() const { return m_pages.busy(); }
    QList<int> matches() const { return m_matches; }
    // Selects the next (or previous) event matching the search.
    void findNext(bool backwards = false);
    // Selects the next (or previous) kiln-eval step: where the agent submitted a candidate (F8, Shift+F8).
    void stepTo(bool backwards = false);
    // Shows `runId` with its event (task, seq) selected, once the page holding it is read (a search hit).
    void revealEvent(const QString& runId, const QString& taskId, int seq);
    // Selects event `event` of the model (the kind filter goes back to all events if it hides it).
    void selectEvent(int event);
    // Labels event `event` of the shown run (a step: clean, reward-hack, rubric-leak, harness-bug) with a
    // comment, written off the GUI thread; labelSaved() or the status line's error follows. The view's
    // context menu asks for the label and the comment.
    void labelEvent(int event, const QString& label, const QString& comment);

signals:
    void loaded(); // read up to the end of the store
    void searched(int matches);
    // A kiln-eval step (or its report) became current: the window opens that candidate against the agent's
    // previous one.
    void stepSelected(const QString& runId, const QString& taskId, int candidateSeq);
    void labelSaved(const QString& runId, const QString& taskId, int seq, const QString& label);

private:
    void startSearch();
    void revealPending();
    void showMenu(const QPoint& pos);
    void showSelected(const QModelIndex& index); // the detail of the current row; a step is also opened

    TranscriptModel* m_model = nullptr;
    TranscriptKindFilter* m_filter = nullptr;
    QComboBox* m_kinds = nullptr;
    QTreeView* m_view = nullptr;
    QLineEdit* m_search = nullptr;
    QLabel* m_status = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    QTimer* m_poll = nullptr;
    QTimer* m_soon = nullptr;
    QTimer* m_searchDelay = nullptr;
    QString m_runId;
    qint64 m_lastId = 0;
    BackgroundJob m_pages{this};      // the transcript's pages after what is shown, one read at a time
    BackgroundJob m_textSearch{this}; // the latest search of the loaded texts
    int m_current = -1;
    bool m_again = false;
    QList<int> m_matches;
    QString m_pendingTask; // revealEvent's event, until it is read
    int m_pendingSeq = -1;
};

} // namespace kiln
