// The index of a task in the window's task browser, searched through its suite and category levels: tests
// look through the filter the user sees (TaskTreeModel::indexOfTask answers for the unfiltered model only).
#pragma once

#include "ui/models/tasktreemodel.h"

#include <QAbstractItemModel>

namespace kiln::testing {

inline QModelIndex findTask(QAbstractItemModel* m, const QString& id, const QModelIndex& parent = {})
{
    for (int r = 0; r < m->rowCount(parent); ++r) {
        const QModelIndex i = m->index(r, 0, parent);
        if (i.data(TaskTreeModel::TaskIdRole).toString() == id)
            return i;
        if (const QModelIndex found = findTask(m, id, i); found.isValid())
            return found;
    }
    return {};
}

} // namespace kiln::testing
