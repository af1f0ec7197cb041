// LaunchDialog: Run ▸ New run… and the task page's Run button. Tasks (from the browser's selection), agent
// (adapters whose program is on PATH are enabled; the others say how to install them), model, mode,
// budgets, device, executor. The last choices are remembered (QSettings) and offered next time. The dialog
// only collects choices: MainWindow::launchRun() hands them to the run manager without waiting.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace kiln {

struct LaunchChoices
{
    QStringList tasks;
    QString agent = QStringLiteral("tune");
    QString model, effort;
    QString mode = QStringLiteral("agentic");
    int budgetEvals = 10;
    int timeoutS = 1800;
    int iterations = 5;
    QString device; // RunConfig::device: empty any GPU of the pool, "0" that GPU, "cpu" no GPU
    QString executor = QStringLiteral("local");
    QString commandTemplate; // the `command` agent
    bool confine = true;
    bool agentOnHost = false; // with an ssh:NAME executor: the agent runs on that host too (wholly remote)
    QStringList extraArgs;    // appended to the agent's command line (replay: its sources); not remembered

    // The choices of the last launch (tasks not included), or the defaults.
    static LaunchChoices remembered();
    void remember() const;
    // What remember() keeps, under the settings' "launch" group (model/settingsfields.h).
    template <class Fields, class Self> static void fields(Fields& f, Self& c)
    {
        f("agent", c.agent);
        f("model", c.model);
        f("effort", c.effort);
        f("mode", c.mode);
        f("budgetEvals", c.budgetEvals);
        f("timeoutS", c.timeoutS);
        f("iterations", c.iterations);
        f("device", c.device);
        f("executor", c.executor);
        f("commandTemplate", c.commandTemplate);
        f("confine", c.confine);
        f("agentOnHost", c.agentOnHost);
    }
};

class LaunchDialog : public QDialog
{
    Q_OBJECT
public:
    // `tasks`: the task ids to run (checked); `gpus`: the pool's GPU ids, for the device choice.
    LaunchDialog(const QStringList& tasks, const QStringList& gpus, QWidget* parent = nullptr);

    LaunchChoices choices() const;
    void setChoices(const LaunchChoices& c);
    // Whether the agent's program was found (built-in agents always are); *hint says how to get it.
    static bool agentAvailable(const QString& agent, QString* hint = nullptr);

    QComboBox* agentBox() const { return m_agent; }
    QComboBox* deviceBox() const { return m_device; }
    QComboBox* executorBox() const { return m_executor; }
    QCheckBox* agentOnHostBox() const { return m_agentOnHost; }

    void accept() override; // remembers the choices

private:
    void agentChanged();
    void modeChanged();
    void executorChanged();

    QListWidget* m_tasks = nullptr;
    QComboBox* m_agent = nullptr;
    QLabel* m_agentNote = nullptr;
    QComboBox* m_model = nullptr;
    QLineEdit* m_effort = nullptr;
    QLineEdit* m_command = nullptr;
    QLineEdit* m_agentArgs = nullptr;
    QComboBox* m_mode = nullptr;
    QSpinBox* m_evals = nullptr;
    QSpinBox* m_timeout = nullptr;
    QSpinBox* m_iterations = nullptr;
    QComboBox* m_device = nullptr;
    QComboBox* m_executor = nullptr;
    QCheckBox* m_confine = nullptr;
    bool m_confineWanted = true, m_confineKnown = false; // the remembered choice; bubblewrap's probe answered
    QCheckBox* m_agentOnHost = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace kiln
