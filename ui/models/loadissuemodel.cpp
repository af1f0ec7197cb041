#include "loadissuemodel.h"

#include <QBrush>
#include <QColor>
#include <QDir>

namespace kiln {

LoadIssueModel::LoadIssueModel(QObject* parent)
    : FlatTableModel({{SeverityColumn, QString()}, // an icon's column
                      {FileColumn, tr("File")},
                      {LineColumn, tr("Line")},
                      {MessageColumn, tr("Problem")}},
                     parent)
{
}

void LoadIssueModel::setIssues(const QString& suiteRoot, const LoadIssues& issues)
{
    for (int i = static_cast<int>(m_rows.size()) - 1; i >= 0; --i) {
        if (m_rows[i].suiteRoot != suiteRoot)
            continue;
        beginRemoveRows({}, i, i);
        m_rows.removeAt(i);
        endRemoveRows();
    }
    if (issues.isEmpty())
        return;
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + static_cast<int>(issues.size()) - 1);
    for (const auto& i : issues)
        m_rows << Row{suiteRoot, i};
    endInsertRows();
}

int LoadIssueModel::errorCount() const
{
    return static_cast<int>(
        std::count_if(m_rows.begin(), m_rows.end(), [](const Row& r) { return r.issue.isError(); }));
}

int LoadIssueModel::rowCount(const QModelIndex& parent) const
{
    return rowsUnder(parent, m_rows.size());
}

QVariant LoadIssueModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Row& r = m_rows[index.row()];
    if (role == Qt::ForegroundRole && index.column() == SeverityColumn)
        return QBrush(r.issue.isError() ? QColor(0xd0, 0x30, 0x20) : QColor(0xc0, 0x80, 0x00));
    if (role == Qt::ToolTipRole)
        return r.issue.toString();
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case SeverityColumn:
        return r.issue.isError() ? tr("error") : tr("warning");
    case FileColumn:
        return QDir(r.suiteRoot).relativeFilePath(r.issue.file);
    case LineColumn:
        return r.issue.line > 0 ? QVariant(r.issue.line) : QVariant();
    case MessageColumn:
        return r.issue.message;
    }
    return {};
}

} // namespace kiln
