#include "diagnosticsdockmodel.h"

#include <QFileInfo>
#include <QStringList>

namespace kiln {

DiagnosticsDockModel::DiagnosticsDockModel(QObject* parent)
    : FlatTableModel({{SeverityColumn, tr("Severity")},
                      {CodeColumn, tr("Code")},
                      {KernelColumn, tr("Kernel")},
                      {LocationColumn, tr("Location")},
                      {MessageColumn, tr("Message")}},
                     parent)
{
}

void DiagnosticsDockModel::setFindings(qint64 candidateId, const QList<Finding>& findings)
{
    beginResetModel();
    m_rows.clear();
    for (const auto& f : findings)
        m_rows << Row{candidateId, f};
    endResetModel();
}

void DiagnosticsDockModel::appendFindings(qint64 candidateId, const QList<Finding>& findings)
{
    if (findings.isEmpty())
        return;
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(findings.size()) - 1);
    for (const auto& f : findings)
        m_rows << Row{candidateId, f};
    endInsertRows();
}

void DiagnosticsDockModel::clear()
{
    setFindings(0, {});
}

int DiagnosticsDockModel::rowCount(const QModelIndex& parent) const
{
    return rowsUnder(parent, m_rows.size());
}

QVariant DiagnosticsDockModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& r = m_rows[index.row()];
    const Finding& f = r.finding;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return findingSeverityName(f.severity);
        case CodeColumn:
            return f.code;
        case KernelColumn:
            return f.kernel;
        case LocationColumn: {
            if (f.file.isEmpty())
                return QString();
            QStringList lines;
            for (int l : f.lines)
                lines << QString::number(l);
            return lines.isEmpty() ? QFileInfo(f.file).fileName()
                                   : QStringLiteral("%1:%2").arg(QFileInfo(f.file).fileName(), lines.join(','));
        }
        case MessageColumn:
            return f.message;
        }
        break;
    case Qt::ToolTipRole:
        return f.hint.isEmpty() ? f.message : QStringLiteral("%1\n\nHint: %2").arg(f.message, f.hint);
    case SortRole:
        if (index.column() == SeverityColumn)
            return static_cast<int>(f.severity);
        if (index.column() == LocationColumn)
            return QStringLiteral("%1:%2").arg(f.file).arg(f.line, 8, 10, QLatin1Char('0'));
        return data(index, Qt::DisplayRole);
    case CandidateRole:
        return r.candidateId;
    case FileRole:
        return f.file;
    case LineRole:
        return f.line;
    case SeverityRankRole:
        return static_cast<int>(f.severity);
    default:
        break;
    }
    return {};
}

DiagnosticsFilterProxy::DiagnosticsFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(DiagnosticsDockModel::SortRole);
}

void DiagnosticsFilterProxy::setText(const QString& text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void DiagnosticsFilterProxy::setMaximumSeverity(FindingSeverity s)
{
    m_severity = s;
    invalidateFilter();
}

bool DiagnosticsFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* m = sourceModel();
    if (m->index(sourceRow, 0, sourceParent).data(DiagnosticsDockModel::SeverityRankRole).toInt() >
        static_cast<int>(m_severity))
        return false;
    if (m_text.isEmpty())
        return true;
    // Every word must appear in some column (or the hint).
    for (const QString& word : m_text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool found = false;
        for (int c = 0; c < DiagnosticsDockModel::ColumnCount && !found; ++c)
            found = m->index(sourceRow, c, sourceParent).data().toString().contains(word, Qt::CaseInsensitive);
        found =
            found ||
            m->index(sourceRow, 0, sourceParent).data(Qt::ToolTipRole).toString().contains(word, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    return true;
}

} // namespace kiln
