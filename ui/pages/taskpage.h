// TaskPage: everything about one task on one screen: the README rendered, the baseline source, the
// tensors, and the visible configurations with FLOPs, bytes, intensity and T_SOL on a chosen device.
#pragma once

#include "model/device/devicespec.h"
#include "model/tasks/task.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTabWidget;
class QTableView;
class QTableWidget;
class QTextBrowser;

namespace kiln {

class CodeView;
class ConfigTableModel;
class EvalPanel;

class TaskPage : public QWidget
{
    Q_OBJECT
public:
    TaskPage(const Task& task, const QList<DeviceSpec>& devices, QWidget* parent = nullptr);
    const QString& taskId() const { return m_task.id; }
    ConfigTableModel* configModel() const { return m_configs; }
    EvalPanel* evalPanel() const { return m_eval; }

signals:
    void runRequested(const QString& taskId);

private:
    void showDevice(int index);
    void fillTensors();
    void fillSources();

    Task m_task; // a copy: the page outlives a suite reload
    QList<DeviceSpec> m_devices;
    QLabel* m_header = nullptr;
    QTextBrowser* m_readme = nullptr;
    QTabWidget* m_sources = nullptr;
    QTableWidget* m_tensors = nullptr;
    QTableView* m_configView = nullptr;
    ConfigTableModel* m_configs = nullptr;
    QComboBox* m_device = nullptr;
    EvalPanel* m_eval = nullptr;
};

} // namespace kiln
