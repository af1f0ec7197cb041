// TranscriptKindFilter: the Transcript dock's events of some kinds only (assistant text, tool calls, tool
// output, kiln-eval steps and reports), with the turns that hold them; no kinds: everything.
#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

namespace kiln {

class TranscriptKindFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TranscriptKindFilter(QObject* parent = nullptr);

    void setKinds(const QStringList& kinds); // TranscriptModel::KindRole values; empty: all
    QStringList kinds() const { return m_kinds; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QStringList m_kinds;
};

} // namespace kiln
