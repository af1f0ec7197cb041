// DiffPage: two stored candidates of one task side by side (or one against the task's baseline): their
// sources, PTX or SASS in the DiffView, with the metric deltas above the text (time per configuration,
// speedup, fraction of roofline, registers, spills, shared memory). Either side can be switched to any
// candidate of the task, from any run. Loading (store, git, IR files) and the diff itself run on worker
// threads; a newer request drops an older one.
#pragma once

#include "model/backgroundjob.h"
#include "runners/runs/candidatedata.h"
#include "visualization/metricdeltas.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;

namespace kiln {

class DiffView;

// The rows above a diff: how `right` compares with `left` (configurations both measured, resources).
QList<MetricDelta> candidateDeltas(const CandidateData& left, const CandidateData& right);

class DiffPage : public QWidget
{
    Q_OBJECT
public:
    enum class Show { Source, Ptx, Sass };
    // Finds a loaded task by id on the GUI thread (the baseline side reads its files from the task folder).
    using TaskLookup = std::function<std::optional<Task>(const QString& taskId)>;

    DiffPage(const QString& storePath, TaskLookup lookup, QWidget* parent = nullptr);
    ~DiffPage() override;

    // Compares two candidates by id; 0 stands for the task's baseline.
    void compare(qint64 left, qint64 right);
    qint64 leftId() const { return m_leftId; }
    qint64 rightId() const { return m_rightId; }
    bool isLoaded() const { return m_loaded; }
    const CandidateData& left() const { return m_left; }
    const CandidateData& right() const { return m_right; }

    void setShow(Show show);
    Show shown() const { return m_show; }

    DiffView* diffView() const { return m_view; }
    QComboBox* leftPicker() const { return m_leftPick; }
    QComboBox* rightPicker() const { return m_rightPick; }
    QLabel* note() const { return m_note; }
    QString title() const;

signals:
    void loaded();
    void candidateRequested(qint64 candidateId);

private:
    struct Loaded;
    void onLoaded(const Loaded& l);
    void finish();
    void fillPickers();
    void fillFiles();
    void apply();
    QList<NamedText> texts(const CandidateData& d) const;

    QString m_storePath;
    TaskLookup m_lookup;
    qint64 m_leftId = 0, m_rightId = 0;
    BackgroundJob m_load{this}; // both sides and the task's candidates, then a baseline side
    bool m_loaded = false;
    Show m_show = Show::Source;
    CandidateData m_left, m_right;
    QList<CandidateChoice> m_choices;

    QComboBox* m_leftPick = nullptr;
    QComboBox* m_rightPick = nullptr;
    QComboBox* m_showPick = nullptr;
    QComboBox* m_filePick = nullptr;
    QLabel* m_note = nullptr;
    DiffView* m_view = nullptr;
};

} // namespace kiln
