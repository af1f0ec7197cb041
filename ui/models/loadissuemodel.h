// LoadIssueModel: the Problems dock — every error and warning from loading suites, with file and line,
// so a person can fix a task without leaving the window.
#pragma once

#include "model/loadissue.h"

#include "flattablemodel.h"

namespace kiln {

class LoadIssueModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, FileColumn, LineColumn, MessageColumn, ColumnCount };
    explicit LoadIssueModel(QObject* parent = nullptr);

    // Replaces the issues that came from one suite root.
    void setIssues(const QString& suiteRoot, const LoadIssues& issues);
    int errorCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString suiteRoot;
        LoadIssue issue;
    };
    QList<Row> m_rows;
};

} // namespace kiln
