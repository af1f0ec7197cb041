// DiagnosticsDockModel: the findings the Diagnostics dock lists (one row per finding, with the candidate it
// belongs to), and the proxy that sorts and filters them (free text over every column, a minimum severity).
// Severity sorts by rank, the location by line, so "most severe first" is a click on the header.
#pragma once

#include "model/diagnostics/finding.h"

#include "flattablemodel.h"
#include <QSortFilterProxyModel>

namespace kiln {

class DiagnosticsDockModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, CodeColumn, KernelColumn, LocationColumn, MessageColumn, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, CandidateRole, FileRole, LineRole, SeverityRankRole };

    explicit DiagnosticsDockModel(QObject* parent = nullptr);

    // Replaces every row with these findings of one candidate (0: an evaluation not in the store).
    void setFindings(qint64 candidateId, const QList<Finding>& findings);
    // Adds a further candidate's findings below the current ones (the dock can list several).
    void appendFindings(qint64 candidateId, const QList<Finding>& findings);
    void clear();
    const Finding& finding(int row) const { return m_rows.at(row).finding; }
    qint64 candidate(int row) const { return m_rows.at(row).candidateId; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        qint64 candidateId = 0;
        Finding finding;
    };
    QList<Row> m_rows;
};

class DiagnosticsFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit DiagnosticsFilterProxy(QObject* parent = nullptr);
    void setText(const QString& text);
    // Rows at most this severe pass (Hint: everything).
    void setMaximumSeverity(FindingSeverity s);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
    FindingSeverity m_severity = FindingSeverity::Hint;
};

} // namespace kiln
