// EvalPanel: runs the harness on a task (its baseline, or a candidate folder) in the background and shows
// the gates lighting up as the events arrive: compile, correctness and performance badges, then one row
// per configuration with times, speedup and fraction of roofline. The window never waits on it.
#pragma once

#include "model/device/devicespec.h"
#include "model/evaluation/evalresult.h"
#include "model/tasks/task.h"

#include <QWidget>
#include <memory>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTemporaryDir;

namespace kiln {

class DiagnosticsStep;
class HarnessProcess;

class EvalPanel : public QWidget
{
    Q_OBJECT
public:
    explicit EvalPanel(const Task& task, QWidget* parent = nullptr);
    ~EvalPanel() override;

    // Starts an evaluation of the baseline (or `candidateDir`) on the visible configurations.
    void start(const QString& candidateDir = {});
    void cancel();
    // The device whose figures the roofline fields use (the task page's choice; no detection on the GUI thread).
    void setDevice(const std::optional<DeviceSpec>& device) { m_device = device; }
    bool isRunning() const;
    const EvalResult& result() const;

signals:
    void started();
    void finished(const kiln::EvalResult& result);

private:
    void onEvent(const QJsonObject& event);
    void refresh();

    Task m_task;
    std::optional<DeviceSpec> m_device;
    std::unique_ptr<HarnessProcess> m_harness;
    std::unique_ptr<DiagnosticsStep> m_diagnostics; // after the harness: the IR findings
    std::optional<EvalResult> m_final;              // the harness's result with the findings folded in
    std::unique_ptr<QTemporaryDir> m_work;
    QPushButton* m_run = nullptr;
    QLabel* m_badges[3] = {nullptr, nullptr, nullptr};
    QLabel* m_verdict = nullptr;
    QTableWidget* m_configs = nullptr;
    QPlainTextEdit* m_details = nullptr;
};

} // namespace kiln
