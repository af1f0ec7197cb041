// DiagnosticsDock: the IR findings of the candidate (or evaluation) in focus, as a sortable, filterable
// table; activating a row emits findingActivated(candidate, file, line) so the code view can jump there.
// Everything slow happens on worker threads: findings of a stored candidate are read with the dock's own
// store connection there, and a SASS listing (tens of MB) is parsed and analysed there; a newer request
// drops the result of an older one (generation numbers, as in hotspot).
#pragma once

#include "model/backgroundjob.h"
#include "model/diagnostics/finding.h"

#include <QDockWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace kiln {

class DiagnosticsDockModel;
class DiagnosticsFilterProxy;

class DiagnosticsDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit DiagnosticsDock(QWidget* parent = nullptr);

    // Shows these findings (an evaluation's, already in memory). `title` says whose they are.
    void showFindings(qint64 candidateId, const QList<Finding>& findings, const QString& title = {});
    // Loads a stored candidate's findings from the database at `storePath` off the GUI thread.
    void showCandidate(const QString& storePath, qint64 candidateId, const QString& title = {});
    // Parses a SASS listing (cuobjdump -sass / nvdisasm -g) off the GUI thread and shows what the rules
    // find in it, with the parse time.
    void analyseSassFile(const QString& path, const QStringList& tags = {});

    DiagnosticsDockModel* model() const { return m_model; }
    DiagnosticsFilterProxy* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    QString statusText() const;
    bool isLoading() const { return m_load.busy(); }

signals:
    void findingActivated(qint64 candidateId, const QString& file, int line);
    void loaded(); // a background load (candidate or SASS file) was shown

private:
    void setStatus(const QString& text);

    DiagnosticsDockModel* m_model = nullptr;
    DiagnosticsFilterProxy* m_proxy = nullptr;
    QTableView* m_view = nullptr;
    QLineEdit* m_filter = nullptr;
    QComboBox* m_severity = nullptr;
    QLabel* m_status = nullptr;
    BackgroundJob m_load{this}; // a candidate's findings or a SASS file's, whichever was asked last
};

} // namespace kiln
