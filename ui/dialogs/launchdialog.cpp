#include "launchdialog.h"

#include "model/backgroundjob.h"
#include "model/settingsfields.h"
#include "runners/agents/agentadapter.h"
#include "runners/agents/sandbox.h"
#include "ui/dialogs/executorchoices.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace kiln {

LaunchChoices LaunchChoices::remembered()
{
    QSettings s;
    s.beginGroup(QStringLiteral("launch"));
    LaunchChoices c;
    const SettingsReader reader(s);
    fields(reader, c);
    return c;
}

void LaunchChoices::remember() const
{
    QSettings s;
    s.beginGroup(QStringLiteral("launch"));
    SettingsWriter writer(s);
    fields(writer, *this);
}

bool LaunchDialog::agentAvailable(const QString& agent, QString* hint)
{
    const auto adapter = makeAgentAdapter(agent);
    if (!adapter)
        return false;
    const QString exe = adapter->executable();
    if (exe.isEmpty() || !QStandardPaths::findExecutable(exe).isEmpty())
        return true;
    if (hint)
        *hint = tr("%1 is not on PATH. %2").arg(exe, adapter->installHint());
    return false;
}

LaunchDialog::LaunchDialog(const QStringList& tasks, const QStringList& gpus, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("New run"));
    setObjectName(QStringLiteral("LaunchDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;

    m_tasks = new QListWidget(this);
    for (const QString& t : tasks) {
        auto* item = new QListWidgetItem(t, m_tasks);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_tasks->setMaximumHeight(m_tasks->sizeHintForRow(0) * std::clamp(static_cast<int>(tasks.size()), 3, 8) + 8);
    form->addRow(tr("Tasks"), m_tasks);

    m_agent = new QComboBox(this);
    auto* agents = new QStandardItemModel(m_agent);
    for (const QString& name : agentNames()) {
        const auto adapter = makeAgentAdapter(name);
        auto* item = new QStandardItem(adapter ? adapter->displayName() : name);
        item->setData(name, Qt::UserRole);
        QString hint;
        if (!agentAvailable(name, &hint)) {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled); // shown, with how to get it, but not choosable
            item->setText(tr("%1 — not installed").arg(item->text()));
            item->setToolTip(hint);
            item->setData(hint, Qt::UserRole + 1);
        }
        agents->appendRow(item);
    }
    m_agent->setModel(agents);
    m_agentNote = new QLabel(this);
    m_agentNote->setWordWrap(true);
    m_agentNote->setStyleSheet(QStringLiteral("color: palette(mid);"));
    connect(m_agent, &QComboBox::currentIndexChanged, this, &LaunchDialog::agentChanged);
    form->addRow(tr("Agent"), m_agent);
    form->addRow(QString(), m_agentNote);

    m_command = new QLineEdit(this);
    m_command->setPlaceholderText(tr("a shell command run in the workspace: {workspace} {prompt} {model} {iteration}"));
    form->addRow(tr("Command"), m_command);

    // Passed through to the agent's command line, e.g. `--from DIR` for replay or a CLI flag for Claude Code.
    m_agentArgs = new QLineEdit(this);
    m_agentArgs->setPlaceholderText(tr("extra agent arguments (replay: --from DIR... or --run RUN --task ID)"));
    form->addRow(tr("Agent arguments"), m_agentArgs);

    m_model = new QComboBox(this);
    m_model->setEditable(true);
    m_model->addItems({QString(), QStringLiteral("claude-sonnet-4-5"), QStringLiteral("claude-opus-4-1"),
                       QStringLiteral("gpt-5-codex"), QStringLiteral("gpt-5")});
    m_model->lineEdit()->setPlaceholderText(tr("the agent's default"));
    form->addRow(tr("Model"), m_model);
    m_effort = new QLineEdit(this);
    m_effort->setPlaceholderText(tr("the agent's default (codex: low, medium, high)"));
    form->addRow(tr("Effort"), m_effort);

    m_mode = new QComboBox(this);
    m_mode->addItem(tr("agentic: the agent calls ./kiln-eval itself"), QStringLiteral("agentic"));
    m_mode->addItem(tr("iterative: Kiln calls the agent once per iteration with the last report"),
                    QStringLiteral("iterative"));
    connect(m_mode, &QComboBox::currentIndexChanged, this, &LaunchDialog::modeChanged);
    form->addRow(tr("Mode"), m_mode);

    m_evals = new QSpinBox(this);
    m_evals->setRange(1, 100000);
    m_evals->setSuffix(tr(" evaluations per task"));
    form->addRow(tr("Budget"), m_evals);
    m_timeout = new QSpinBox(this);
    m_timeout->setRange(10, 7 * 24 * 3600);
    m_timeout->setSingleStep(60);
    m_timeout->setSuffix(tr(" s of wall clock per task"));
    form->addRow(QString(), m_timeout);
    m_iterations = new QSpinBox(this);
    m_iterations->setRange(1, 1000);
    m_iterations->setSuffix(tr(" agent calls per task"));
    form->addRow(tr("Iterations"), m_iterations);

    // The choice becomes RunConfig::device: which of this machine's GPUs the run's evaluations may hold.
    m_device = new QComboBox(this);
    if (gpus.isEmpty()) {
        m_device->addItem(tr("no GPU found: host tasks run on the CPU, GPU tasks cannot be timed"), QString());
    } else {
        m_device->addItem(tr("any GPU of the pool (%1)").arg(gpus.join(QStringLiteral(", "))), QString());
        for (const QString& g : gpus)
            m_device->addItem(tr("GPU %1 only").arg(g), g);
        m_device->addItem(tr("host CPU only (host tasks; no GPU is held)"), QStringLiteral("cpu"));
    }
    m_device->setToolTip(tr("Timed evaluations hold one GPU each from the pool ($KILN_GPUS or CUDA_VISIBLE_DEVICES "
                            "choose which GPUs Kiln may use); a run kept to one GPU waits for that GPU."));
    form->addRow(tr("Device"), m_device);

    m_executor = new QComboBox(this);
    for (const ExecutorChoice& e : executorChoices()) {
        m_executor->addItem(e.label, e.id);
        const int i = m_executor->count() - 1;
        m_executor->setItemData(i, e.note, Qt::ToolTipRole);
        if (!e.available)
            qobject_cast<QStandardItemModel*>(m_executor->model())->item(i)->setEnabled(false);
    }
    form->addRow(tr("Executor"), m_executor);
    connect(m_executor, &QComboBox::currentIndexChanged, this, &LaunchDialog::executorChanged);
    // Wholly remote (runners/remote/remoteagent.h): only an SSH host can run the agent as well.
    m_agentOnHost = new QCheckBox(tr("Run the agent on the host too (workspace synced there and back)"), this);
    m_agentOnHost->setToolTip(tr("The agent's program must be installed on the host; bubblewrap confines agents on "
                                 "this machine only (docs/remote-execution.md)."));
    auto sshChosen = [this] {
        const bool ssh = m_executor->currentData().toString().startsWith(QLatin1String("ssh:"));
        m_agentOnHost->setEnabled(ssh);
        if (!ssh)
            m_agentOnHost->setChecked(false);
    };
    connect(m_executor, &QComboBox::currentIndexChanged, this, sshChosen);
    sshChosen();
    form->addRow(QString(), m_agentOnHost);

    m_confine =
        new QCheckBox(tr("Confine the agent with bubblewrap (workspace writable, suites and home hidden)"), this);
    // Whether bubblewrap works is learnt by starting it (up to 10 s): on a worker, the box waits meanwhile.
    m_confine->setEnabled(false);
    m_confine->setToolTip(tr("Checking whether bubblewrap works here…"));
    BackgroundJob::runInBackground(
        this,
        [] {
            QString why;
            return sandboxAvailable(&why) ? QString() : why;
        },
        [this](const QString& why) {
            m_confineKnown = true;
            if (why.isEmpty()) {
                m_confine->setEnabled(true);
                m_confine->setChecked(m_confineWanted);
                m_confine->setToolTip(QString());
            } else {
                m_confine->setChecked(false);
                m_confine->setToolTip(tr("Not available here: %1").arg(why));
            }
        });
    form->addRow(QString(), m_confine);
    layout->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Run"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tasks, &QListWidget::itemChanged, this, &LaunchDialog::agentChanged);
    connect(m_command, &QLineEdit::textChanged, this, &LaunchDialog::agentChanged);
    layout->addWidget(buttons);

    setChoices(LaunchChoices::remembered());
}

void LaunchDialog::setChoices(const LaunchChoices& c)
{
    for (int i = 0; i < m_agent->count(); ++i)
        if (m_agent->itemData(i).toString() == c.agent && agentAvailable(c.agent))
            m_agent->setCurrentIndex(i);
    m_model->setCurrentText(c.model);
    m_effort->setText(c.effort);
    m_command->setText(c.commandTemplate);
    QStringList quoted;
    for (const QString& a : c.extraArgs)
        quoted << (a.contains(QLatin1Char(' ')) ? QLatin1Char('"') + a + QLatin1Char('"') : a);
    m_agentArgs->setText(quoted.join(QLatin1Char(' ')));
    m_mode->setCurrentIndex(std::max(0, m_mode->findData(c.mode)));
    m_evals->setValue(c.budgetEvals);
    m_timeout->setValue(c.timeoutS);
    m_iterations->setValue(c.iterations);
    m_device->setCurrentIndex(std::max(0, m_device->findData(c.device)));
    m_executor->setCurrentIndex(std::max(0, m_executor->findData(c.executor)));
    m_confineWanted = c.confine; // applied once bubblewrap is known to work
    if (m_confine->isEnabled())
        m_confine->setChecked(c.confine);
    if (m_agentOnHost->isEnabled())
        m_agentOnHost->setChecked(c.agentOnHost);
    if (!c.tasks.isEmpty())
        for (int i = 0; i < m_tasks->count(); ++i)
            m_tasks->item(i)->setCheckState(c.tasks.contains(m_tasks->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
    agentChanged();
    modeChanged();
    executorChanged();
}

LaunchChoices LaunchDialog::choices() const
{
    LaunchChoices c;
    for (int i = 0; i < m_tasks->count(); ++i)
        if (m_tasks->item(i)->checkState() == Qt::Checked)
            c.tasks << m_tasks->item(i)->text();
    c.agent = m_agent->currentData().toString();
    c.model = m_model->currentText().trimmed();
    c.effort = m_effort->text().trimmed();
    c.mode = m_mode->currentData().toString();
    c.budgetEvals = m_evals->value();
    c.timeoutS = m_timeout->value();
    c.iterations = m_iterations->value();
    c.device = m_device->isEnabled() ? m_device->currentData().toString() : QString();
    c.executor = m_executor->currentData().toString();
    c.commandTemplate = m_command->text();
    c.extraArgs = QProcess::splitCommand(m_agentArgs->text());
    c.confine = m_confineKnown ? m_confine->isChecked() : m_confineWanted; // the run checks bubblewrap again
    c.agentOnHost = m_agentOnHost->isEnabled() && m_agentOnHost->isChecked();
    return c;
}

void LaunchDialog::agentChanged()
{
    const QString agent = m_agent->currentData().toString();
    const bool builtin = agent == QLatin1String("tune") || agent == QLatin1String("replay");
    const bool command = agent == QLatin1String("command");
    m_command->setEnabled(command);
    m_model->setEnabled(!builtin && !command);
    m_effort->setEnabled(!builtin && !command);
    QStringList notes;
    if (agent == QLatin1String("tune"))
        notes << tr("Built in: searches the task's declared tunables; works offline on every machine.");
    else if (agent == QLatin1String("replay"))
        notes << tr("Built in: evaluates recorded candidates again (Runs ▸ Re-score sets its sources).");
    // The agents that cannot run here, and how to get them.
    for (int i = 0; i < m_agent->count(); ++i)
        if (const QString hint = m_agent->itemData(i, Qt::UserRole + 1).toString(); !hint.isEmpty())
            notes << hint;
    m_agentNote->setText(notes.join(QLatin1Char('\n')));
    int checked = 0;
    for (int i = 0; i < m_tasks->count(); ++i)
        checked += m_tasks->item(i)->checkState() == Qt::Checked;
    m_ok->setEnabled(checked > 0 && !agent.isEmpty() && (!command || !m_command->text().trimmed().isEmpty()));
}

void LaunchDialog::modeChanged()
{
    m_iterations->setEnabled(m_mode->currentData().toString() == QLatin1String("iterative"));
}

void LaunchDialog::executorChanged()
{
    // GPUs of this machine mean nothing to a remote host; its executor picks the device there.
    const bool local = m_executor->currentData().toString() == QLatin1String("local");
    m_device->setEnabled(local);
    m_device->setToolTip(local ? m_device->toolTip().section(QStringLiteral("\n\n"), 0, 0)
                               : m_device->toolTip().section(QStringLiteral("\n\n"), 0, 0) +
                                     tr("\n\nThe remote executor chooses the GPU on its host."));
}

void LaunchDialog::accept()
{
    choices().remember();
    QDialog::accept();
}

} // namespace kiln
