// TranscriptModel: an agent's transcript folded by turn. A turn starts with the assistant's text and holds
// the tool calls, tool results and kiln-eval reports that follow it; the top-level rows are turns (their
// first line and what they hold), the children the events. Events are only appended, page by page as a
// worker reads them from the store, so a 20 MB transcript never holds the event loop; the text of an event
// is kept whole for the detail view and the search, the rows show its first line.
#pragma once

#include "model/store/runstore.h"

#include <QAbstractItemModel>

namespace kiln {

class TranscriptModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    // The event's kind, when it was recorded, its task (a run's turns interleave tasks) and its first line.
    enum Column { KindColumn, TimeColumn, TaskColumn, TextColumn, ColumnCount };
    enum Role {
        FullTextRole = Qt::UserRole + 1, // the event's whole text (turns: their first event's)
        KindRole,
        EventRole // int: the event's position in events(), -1 on turns
    };

    struct Event
    {
        QString taskId, kind, text;
        int inputTokens = 0, outputTokens = 0;
        double cost = 0;
        int candidateSeq = 0; // Kiln's kiln_eval / kiln_eval_report steps: the candidate they are about
        int seq = -1;         // its number within its task, as stored (a search hit names it)
        QDateTime at;         // when it was recorded
    };
    // One stored row as an event (its candidate from the step's JSON).
    static Event eventOf(const TranscriptRow& row);

    explicit TranscriptModel(QObject* parent = nullptr);

    void clear();
    void append(const QList<TranscriptRow>& rows);
    int eventCount() const { return static_cast<int>(m_events.size()); }
    int turnCount() const { return static_cast<int>(m_turns.size()); }
    const Event& event(int i) const { return m_events[i]; }
    // The texts, for a search on a worker thread (the strings are shared, not copied).
    QStringList texts() const;
    QModelIndex indexOfEvent(int event) const;
    // The next (or previous) kiln_eval step after (before) event `from` (-1: from the start or the end);
    // -1 when there is none. The steps of a run: where the agent submitted a candidate.
    int nextStep(int from, bool backwards = false) const;
    // The kiln_eval_report event of a task's candidate (what the agent was told), -1 when not (yet) there.
    int reportOf(const QString& taskId, int candidateSeq) const;
    // The event stored as (task, seq), -1 when not (yet) read.
    int eventAt(const QString& taskId, int seq) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Turn
    {
        int first = 0, count = 0;
        int toolCalls = 0, reports = 0, steps = 0; // steps: Kiln's kiln_eval events
        QString title;
    };
    static QString firstLine(const QString& text, int max = 240);

    QList<Event> m_events;
    QList<Turn> m_turns;
    QList<int> m_turnOf; // event -> turn
};

} // namespace kiln
