#include "flattablemodel.h"

namespace kiln {

FlatTableModel::FlatTableModel(std::initializer_list<std::pair<int, QString>> titles, QObject* parent)
    : QAbstractTableModel(parent)
{
    m_titles.resize(qsizetype(titles.size()));
    QList<bool> named(m_titles.size(), false);
    for (const auto& [column, title] : titles) {
        Q_ASSERT_X(column >= 0 && column < m_titles.size() && !named[column], "FlatTableModel",
                   "each column from 0 up is titled once");
        if (column < 0 || column >= m_titles.size())
            continue;
        m_titles[column] = title;
        named[column] = true;
    }
}

int FlatTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_titles.size());
}

QVariant FlatTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_titles.size())
        return {};
    if (role == Qt::DisplayRole)
        return m_titles[section];
    if (role == Qt::ToolTipRole && m_toolTips.contains(section))
        return m_toolTips.value(section);
    return {};
}

void FlatTableModel::setTitle(int section, const QString& title)
{
    if (section < 0 || section >= m_titles.size() || m_titles[section] == title)
        return;
    m_titles[section] = title;
    emit headerDataChanged(Qt::Horizontal, section, section);
}

void FlatTableModel::setHeaderToolTip(int section, const QString& toolTip)
{
    m_toolTips.insert(section, toolTip);
}

} // namespace kiln
