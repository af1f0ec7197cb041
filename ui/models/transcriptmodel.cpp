#include "transcriptmodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QJsonDocument>
#include <QJsonObject>

namespace kiln {

namespace {
// Turns are top-level rows (internal id 0); an event row stores its turn + 1.
constexpr quintptr kTurnRow = 0;

// Kiln's own steps (kiln_eval: a candidate submitted; kiln_eval_report: what the agent was told), and an
// agent's tool output that quotes ./kiln-eval.
bool isReport(const TranscriptModel::Event& e)
{
    return e.kind == QLatin1String("kiln_eval") || e.kind == QLatin1String("kiln_eval_report") ||
           ((e.kind == QLatin1String("tool_result") || e.kind == QLatin1String("log")) &&
            e.text.contains(QLatin1String("kiln-eval: ")));
}
} // namespace

TranscriptModel::TranscriptModel(QObject* parent) : QAbstractItemModel(parent)
{
}

TranscriptModel::Event TranscriptModel::eventOf(const TranscriptRow& r)
{
    Event e{r.taskId, r.kind, r.text, r.inputTokens, r.outputTokens, r.cost};
    e.seq = r.seq;
    e.at = r.at;
    if (r.kind.startsWith(QLatin1String("kiln_eval"))) // only Kiln's own steps: the JSON of a few per task
        e.candidateSeq =
            QJsonDocument::fromJson(r.json.toUtf8()).object().value(QLatin1String("candidate_seq")).toInt();
    return e;
}

int TranscriptModel::nextStep(int from, bool backwards) const
{
    const int n = eventCount();
    for (int i = backwards ? (from < 0 ? n - 1 : from - 1) : from + 1; i >= 0 && i < n; i += backwards ? -1 : 1)
        if (m_events[i].kind == QLatin1String("kiln_eval"))
            return i;
    return -1;
}

int TranscriptModel::eventAt(const QString& taskId, int seq) const
{
    for (int i = 0; i < eventCount(); ++i)
        if (m_events[i].seq == seq && m_events[i].taskId == taskId)
            return i;
    return -1;
}

int TranscriptModel::reportOf(const QString& taskId, int candidateSeq) const
{
    for (int i = 0; i < eventCount(); ++i)
        if (m_events[i].kind == QLatin1String("kiln_eval_report") && m_events[i].candidateSeq == candidateSeq &&
            m_events[i].taskId == taskId)
            return i;
    return -1;
}

void TranscriptModel::clear()
{
    beginResetModel();
    m_events.clear();
    m_turns.clear();
    m_turnOf.clear();
    endResetModel();
}

QString TranscriptModel::firstLine(const QString& text, int max)
{
    QStringView v(text);
    v = v.trimmed();
    const qsizetype nl = v.indexOf(QLatin1Char('\n'));
    QString line = (nl < 0 ? v : v.left(nl)).left(max).toString();
    if (nl >= 0 || v.size() > max)
        line += QStringLiteral(" …");
    return line;
}

void TranscriptModel::append(const QList<TranscriptRow>& rows)
{
    if (rows.isEmpty())
        return;
    int i = 0;
    // First the events that continue the last turn: inserted under it.
    if (!m_turns.isEmpty()) {
        const int turn = static_cast<int>(m_turns.size()) - 1;
        int n = 0;
        QList<Event> more;
        for (; i < rows.size(); ++i) {
            const TranscriptRow& r = rows[i];
            Event e = eventOf(r);
            // startsTurn looks at the last event stored; compare with the pending ones instead.
            const Event& prev = more.isEmpty() ? m_events.last() : more.last();
            if (prev.taskId != e.taskId ||
                (e.kind == QLatin1String("assistant") && prev.kind != QLatin1String("assistant")))
                break;
            more << std::move(e);
            ++n;
        }
        if (n) {
            Turn& t = m_turns[turn];
            beginInsertRows(createIndex(turn, 0, kTurnRow), t.count, t.count + n - 1);
            for (Event& e : more) {
                t.toolCalls += e.kind == QLatin1String("tool_call");
                t.steps += e.kind == QLatin1String("kiln_eval");
                t.reports += isReport(e) && !e.kind.startsWith(QLatin1String("kiln_eval"));
                m_turnOf << turn;
                m_events << std::move(e);
            }
            t.count += n;
            endInsertRows();
            emit dataChanged(createIndex(turn, 0, kTurnRow), createIndex(turn, ColumnCount - 1, kTurnRow));
        }
    }
    if (i >= rows.size())
        return;
    // Then new turns, each with its events, in one insertion.
    QList<Turn> turns;
    QList<Event> events;
    const int firstEvent = static_cast<int>(m_events.size());
    const int firstTurn = static_cast<int>(m_turns.size());
    for (; i < rows.size(); ++i) {
        const TranscriptRow& r = rows[i];
        Event e = eventOf(r);
        const Event* prev = events.isEmpty() ? (m_events.isEmpty() ? nullptr : &m_events.last()) : &events.last();
        if (turns.isEmpty() || !prev || prev->taskId != e.taskId ||
            (e.kind == QLatin1String("assistant") && prev->kind != QLatin1String("assistant"))) {
            Turn t;
            t.first = firstEvent + static_cast<int>(events.size());
            t.title = firstLine(e.text, 160);
            turns << t;
        }
        Turn& t = turns.last();
        ++t.count;
        t.toolCalls += e.kind == QLatin1String("tool_call");
        t.steps += e.kind == QLatin1String("kiln_eval");
        t.reports += isReport(e) && !e.kind.startsWith(QLatin1String("kiln_eval"));
        events << std::move(e);
    }
    beginInsertRows({}, firstTurn, firstTurn + static_cast<int>(turns.size()) - 1);
    for (int t = 0; t < turns.size(); ++t)
        for (int k = 0; k < turns[t].count; ++k)
            m_turnOf << firstTurn + t;
    m_events += std::move(events);
    m_turns += std::move(turns);
    endInsertRows();
}

QStringList TranscriptModel::texts() const
{
    QStringList out;
    out.reserve(m_events.size());
    for (const Event& e : m_events)
        out << e.text;
    return out;
}

QModelIndex TranscriptModel::indexOfEvent(int event) const
{
    if (event < 0 || event >= m_events.size())
        return {};
    const int turn = m_turnOf[event];
    return createIndex(event - m_turns[turn].first, 0, quintptr(turn + 1));
}

QModelIndex TranscriptModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_turns.size() ? createIndex(row, column, kTurnRow) : QModelIndex();
    if (parent.internalId() != kTurnRow || parent.column() != 0 || parent.row() >= m_turns.size())
        return {};
    return row < m_turns[parent.row()].count ? createIndex(row, column, quintptr(parent.row() + 1)) : QModelIndex();
}

QModelIndex TranscriptModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kTurnRow)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kTurnRow);
}

int TranscriptModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_turns.size());
    if (parent.internalId() != kTurnRow || parent.column() != 0)
        return 0;
    return m_turns[parent.row()].count;
}

int TranscriptModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

QVariant TranscriptModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kTurnRow) {
        const Turn& t = m_turns[index.row()];
        const Event& first = m_events[t.first];
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == KindColumn)
                return tr("turn %1").arg(index.row() + 1);
            if (index.column() == TimeColumn)
                return first.at.isValid() ? first.at.toLocalTime().toString(QStringLiteral("HH:mm:ss")) : QString();
            if (index.column() == TaskColumn)
                return first.taskId;
            {
                QStringList parts;
                if (t.toolCalls)
                    parts << tr("%n tool call(s)", nullptr, t.toolCalls);
                // Kiln's own steps where it wrote them; else the reports the agent's output quotes.
                if (t.steps)
                    parts << tr("%n kiln-eval step(s)", nullptr, t.steps);
                else if (t.reports)
                    parts << tr("%n kiln-eval report(s)", nullptr, t.reports);
                // The task first: a run's turns interleave its tasks.
                const QString title = first.taskId.isEmpty() ? t.title : first.taskId + QStringLiteral(" · ") + t.title;
                return parts.isEmpty() ? title
                                       : QStringLiteral("%1   [%2]").arg(title, parts.join(QStringLiteral(", ")));
            }
        case Qt::FontRole: {
            QFont f;
            f.setBold(true);
            return f;
        }
        case Qt::ToolTipRole:
            return first.taskId;
        case FullTextRole:
            return first.text;
        case KindRole:
            return QStringLiteral("turn");
        case EventRole:
            return -1;
        }
        return {};
    }
    const int turn = static_cast<int>(index.internalId() - 1);
    const int ev = m_turns[turn].first + index.row();
    const Event& e = m_events[ev];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == KindColumn)
            return e.kind == QLatin1String("kiln_eval_report") ? QStringLiteral("kiln-eval report")
                   : isReport(e)                               ? QStringLiteral("kiln-eval")
                                                               : e.kind;
        if (index.column() == TimeColumn)
            return e.at.isValid() ? e.at.toLocalTime().toString(QStringLiteral("HH:mm:ss")) : QString();
        if (index.column() == TaskColumn)
            return e.taskId;
        return firstLine(e.text);
    case Qt::ToolTipRole:
        if (e.inputTokens || e.outputTokens || e.cost > 0)
            return tr("%1 input, %2 output tokens, $%3").arg(e.inputTokens).arg(e.outputTokens).arg(e.cost, 0, 'f', 4);
        return {};
    case Qt::ForegroundRole:
        if (index.column() != KindColumn)
            return {};
        if (e.kind == QLatin1String("tool_call"))
            return QBrush(QColor(0x15, 0x65, 0xc0));
        if (isReport(e))
            return QBrush(QColor(0x2e, 0x7d, 0x32));
        if (e.kind == QLatin1String("error"))
            return QBrush(QColor(0xc6, 0x28, 0x28));
        if (e.kind == QLatin1String("log") || e.kind == QLatin1String("usage") || e.kind == QLatin1String("system"))
            return QBrush(QColor(0x75, 0x75, 0x75));
        return {};
    case FullTextRole:
        return e.text;
    case KindRole:
        return e.kind;
    case EventRole:
        return ev;
    }
    return {};
}

QVariant TranscriptModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KindColumn:
        return tr("Event");
    case TimeColumn:
        return tr("At");
    case TaskColumn:
        return tr("Task");
    default:
        return tr("Text");
    }
}

} // namespace kiln
