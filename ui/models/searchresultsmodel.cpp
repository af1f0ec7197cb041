#include "searchresultsmodel.h"

namespace kiln {

SearchResultsModel::SearchResultsModel(QObject* parent)
    : FlatTableModel({{RunColumn, tr("Run")},
                      {TaskColumn, tr("Task")},
                      {WhereColumn, tr("Where")},
                      {KindColumn, tr("What")},
                      {ExcerptColumn, tr("Match")}},
                     parent)
{
}

void SearchResultsModel::setHits(const QList<SearchHit>& hits)
{
    beginResetModel();
    m_hits = hits;
    endResetModel();
}

int SearchResultsModel::rowCount(const QModelIndex& parent) const
{
    return rowsUnder(parent, m_hits.size());
}

QVariant SearchResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_hits.size())
        return {};
    const SearchHit& h = m_hits[index.row()];
    switch (role) {
    case RunIdRole:
        return h.runId;
    case TaskIdRole:
        return h.taskId;
    case SeqRole:
        return h.seq;
    case CandidateIdRole:
        return h.candidateId;
    case Qt::ToolTipRole:
        if (index.column() == ExcerptColumn)
            return h.excerpt;
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case RunColumn:
            return h.runId;
        case TaskColumn:
            return h.taskId;
        case WhereColumn:
            if (h.where == SearchHit::Where::Transcript || (h.where == SearchHit::Where::Label && h.candidateId <= 0))
                return tr("step %1").arg(h.seq);
            return tr("candidate #%1").arg(h.candidateId);
        case KindColumn:
            if (h.where != SearchHit::Where::Transcript)
                return SearchHit::whereName(h.where) + QStringLiteral(" ") + h.kind;
            // As the Transcript dock names them.
            if (h.kind == QLatin1String("kiln_eval"))
                return QStringLiteral("kiln-eval");
            if (h.kind == QLatin1String("kiln_eval_report"))
                return QStringLiteral("kiln-eval report");
            return QString(h.kind).replace(QLatin1Char('_'), QLatin1Char(' '));
        case ExcerptColumn:
            return h.excerpt;
        default:
            return {};
        }
    default:
        return {};
    }
}

} // namespace kiln
