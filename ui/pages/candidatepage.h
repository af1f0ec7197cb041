// CandidatePage: one stored candidate for hand review. Its source files highlighted with the compiler's
// errors and warnings marked on their lines (message on hover), tabs for PTX, SASS, resource usage
// (registers, shared memory, spills from ptxas -v) and the full compiler output; below, the
// per-configuration results and the gates; at the top, accept / needs-work / reject with a comment,
// stored in the run store. Everything is read on a worker thread (candidatedata.h); a newer load drops
// an older one instead of racing it.
#pragma once

#include "model/backgroundjob.h"
#include "runners/runs/candidatedata.h"

#include <QSet>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTabWidget;
class QTableView;
class QTableWidget;

namespace kiln {

class KilnToolDialog;

class CodeView;
class ConfigResultsModel;

class CandidatePage : public QWidget
{
    Q_OBJECT
public:
    CandidatePage(const QString& storePath, qint64 candidateId, QWidget* parent = nullptr);
    ~CandidatePage() override;

    qint64 candidateId() const { return m_id; }
    bool isLoaded() const { return m_loaded; }
    const CandidateData& data() const { return m_data; }

    // The views, for the window and the tests.
    QTabWidget* codeTabs() const { return m_code; }
    CodeView* sourceView(int index) const; // index into data().sources
    CodeView* ptxView() const;             // the first PTX file's view, or null
    ConfigResultsModel* configModel() const { return m_configs; }
    QTableWidget* resourcesTable() const { return m_resources; }
    QTableWidget* gatesTable() const { return m_gates; }
    QLineEdit* reviewComment() const { return m_comment; }
    QPushButton* reviewButton(const QString& verdict) const; // accept | needs-work | reject
    QPushButton* exportPatchButton() const { return m_exportPatch; }
    QPushButton* buildDispatcherButton() const { return m_buildDispatcher; }
    // `kiln export-patch` of this candidate into `file` / `kiln dispatch` over its run's candidates of its task,
    // each in a dialog that follows the command (the buttons above call them).
    KilnToolDialog* exportPatchTo(const QString& file);
    KilnToolDialog* buildDispatcher();
    QComboBox* labelBox() const { return m_labelBox; }
    // The ids of tasks judged by their own commands (Task::isCommand()): the header says so for this one.
    void setCommandTasks(const QSet<QString>& taskIds);
    QString summaryText() const; // the header's second part (gates, origin, notes), as shown

public slots:
    void reload();
    // Stores the review (off the GUI thread); reviewSaved() follows.
    void review(const QString& verdict, const QString& comment);
    // Labels the candidate (clean, reward-hack, rubric-leak, harness-bug) with a comment, off the GUI thread;
    // labelSaved() follows.
    void addLabel(const QString& label, const QString& comment);

signals:
    void loaded();
    void reviewSaved(qint64 candidateId, const QString& verdict);
    void reviewFailed(const QString& error);
    void labelSaved(qint64 candidateId, const QString& label);
    // left = 0: the task's baseline.
    void diffRequested(qint64 left, qint64 right);
    void taskRequested(const QString& taskId);
    // A tool run from here (Build dispatcher…) has written to the store: a new run to list.
    void storeChanged();

private:
    void display(const CandidateData& d);
    void fillHeader();
    void fillSources();
    void fillIr();
    void fillResources();
    void fillGates();
    void showReview();
    void addDiffActions(QMenu* menu);
    void exportPatch(); // asks where, then exportPatchTo

    QString m_storePath;
    qint64 m_id = 0;
    BackgroundJob m_load{this}; // the candidate's data, reloaded as it changes
    bool m_loaded = false;
    CandidateData m_data;
    QSet<QString> m_commandTasks;
    QList<CodeView*> m_sourceViews;
    QList<CodeView*> m_ptxViews;

    QLabel* m_title = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_notes = nullptr;
    QLabel* m_reviewState = nullptr;
    QLineEdit* m_comment = nullptr;
    QList<QPushButton*> m_reviewButtons;
    QPushButton* m_exportPatch = nullptr;
    QPushButton* m_buildDispatcher = nullptr;
    QComboBox* m_labelBox = nullptr;
    QLabel* m_labels = nullptr;
    QPushButton* m_diff = nullptr;
    QTabWidget* m_code = nullptr;
    QTabWidget* m_bottom = nullptr;
    QTableView* m_configView = nullptr;
    ConfigResultsModel* m_configs = nullptr;
    QTableWidget* m_resources = nullptr;
    QTableWidget* m_gates = nullptr;
};

} // namespace kiln
