#include "transcriptkindfilter.h"
#include "transcriptmodel.h"

namespace kiln {

TranscriptKindFilter::TranscriptKindFilter(QObject* parent) : QSortFilterProxyModel(parent)
{
    // A turn shows when one of its events does, also when that event is appended later: the proxy looks at a
    // hidden turn again when rows are inserted under it only with dynamic filtering on.
    setRecursiveFilteringEnabled(true);
    setDynamicSortFilter(true);
}

void TranscriptKindFilter::setKinds(const QStringList& kinds)
{
    if (kinds == m_kinds)
        return;
    m_kinds = kinds;
    invalidateFilter();
}

bool TranscriptKindFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_kinds.isEmpty())
        return true;
    if (!sourceParent.isValid())
        return false; // a turn: shown through its events (recursive filtering)
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    return m_kinds.contains(i.data(TranscriptModel::KindRole).toString());
}

} // namespace kiln
