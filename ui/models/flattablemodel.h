// A flat table (no children) whose columns are a fixed list of titles: columnCount and the horizontal header
// come from that one list, so a model cannot name more or fewer columns than it has, nor index past them.
// Each title is given with its column's number (the model's own Column enum), so it can only sit over its
// own column (a plain list in another order than the enum put "Time (ms)" over the final scores' speedups).
#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>
#include <initializer_list>
#include <utility>

namespace kiln {

class FlatTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    // {column, title} for every column from 0 up, titles already translated (each model's own tr()); a column
    // named twice or left out is a programming error (Q_ASSERT; tst_itemmodels checks every model's titles).
    FlatTableModel(std::initializer_list<std::pair<int, QString>> titles, QObject* parent);
    // A title that changes with the data (a comparison's "A: <run>"); emits headerDataChanged.
    void setTitle(int section, const QString& title);
    // Words on a column's header, for a title that needs them.
    void setHeaderToolTip(int section, const QString& toolTip);
    // rowCount's answer for `rows` rows (none under a valid parent: no row has children).
    static int rowsUnder(const QModelIndex& parent, qsizetype rows) { return parent.isValid() ? 0 : int(rows); }

private:
    QStringList m_titles;
    QHash<int, QString> m_toolTips;
};

} // namespace kiln
