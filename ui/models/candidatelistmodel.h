// CandidateListModel: the Run page's live rows, one per agent candidate in the order they arrive. Rows are
// only ever appended (a run with thousands of candidates never resets the view); a row's gates go from
// pending to running to pass/fail as the harness reports them, each with the time it took. Fed by the run
// manager's signals for a run this window drives, and by pages read from the store for any other run;
// both paths meet on (task, seq), so nothing is listed twice.
#pragma once

#include "model/evaluation/evalresult.h"
#include "model/store/runstore.h"

#include "flattablemodel.h"
#include <QHash>
#include <QSet>
#include <memory>

namespace kiln {

class CandidateListModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        TaskColumn,
        CompileColumn,
        CorrectnessColumn,
        PerformanceColumn,
        SpeedupColumn,
        RooflineColumn,
        TimeColumn,
        ReasonColumn,
        ColumnCount
    };
    enum Role {
        GateStatusRole = Qt::UserRole + 1, // int(GateStatus) on gate columns, as the badge shows it
        GateSecondsRole,                   // double, 0 while unknown
        CandidateIdRole,                   // qint64, 0 until the candidate is recorded
        TaskIdRole,
        SeqRole,
        SpeedupRole,  // double, 0 without a measured speedup
        FractionRole, // double in [0, 1], 0 without one
        PassedRole,   // bool: the verdict was pass
        FinishedRole, // bool: the verdict is in
        VerdictRole,  // pass | fail | error, or running while pending
        FlagsRole,    // QStringList: the harness's flags (names)
        AtRole,       // QDateTime: when it was recorded (a live row: submitted)
        SortRole      // what a column sorts by (numbers as numbers; the # column and time by submission)
    };

    struct Row
    {
        qint64 id = 0;
        QString taskId;
        int seq = 0;
        QString commit;
        GateResult gates[3];
        double speedup = 0, fraction = 0;
        SpeedupInterval speedupCi; // of speedup: green only when it lies wholly above 1
        QString verdict, reason;
        QString variant;                  // what the candidate set ("BLOCK=64"): the tune agent's tunables
        QString gpu;                      // the pool GPU its timed stage held (EvalResult::gpu); empty: none
        QStringList flags;                // the harness's flags (names; the tune agent's variant left out)
        QDateTime at;                     // recorded at (live rows: submitted at, until their verdict is in)
        std::shared_ptr<EvalResult> live; // folded harness events while the verdict is pending
    };

    explicit CandidateListModel(QObject* parent = nullptr);

    void clear();
    // The ids of tasks judged by their own commands (Task::isCommand()): their rows say so.
    void setCommandTasks(const QSet<QString>& taskIds);
    // Stored candidates (agent role only; the others are final scoring). `reasons`: failureReason() of
    // the rows that failed or were flagged, by candidate id (computed off the GUI thread).
    void appendStored(const QList<CandidateGates>& rows, const QHash<qint64, QString>& reasons);
    // The run manager's signals, for the run this page shows.
    void submitted(const QString& taskId, int seq, const QString& commit);
    void harnessEvent(const QString& taskId, int seq, const QJsonObject& event);
    void evaluated(const CandidateRecord& candidate, const EvalResult& result);

    const Row& row(int i) const { return m_rows[i]; }
    int rowOf(const QString& taskId, int seq) const { return m_byKey.value(key(taskId, seq), -1); }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

signals:
    // A row was added or its verdict arrived (the chart follows these).
    void rowsSettled(int first, int last);

private:
    static QString key(const QString& taskId, int seq) { return taskId + QLatin1Char('#') + QString::number(seq); }
    GateStatus shownStatus(const Row& r, int gate) const;
    int appendRow(Row row);

    QList<Row> m_rows;
    QHash<QString, int> m_byKey;
    QSet<QString> m_commandTasks;
};

QString gateBadgeText(GateStatus status, double seconds);

} // namespace kiln
