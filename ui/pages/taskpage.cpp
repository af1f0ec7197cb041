#include "taskpage.h"

#include "ui/models/commandtaskmark.h"
#include "ui/models/configtablemodel.h"
#include "ui/pages/evalpanel.h"
#include "visualization/codeview.h"

#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace kiln {

namespace {
QString readText(const QString& path, qint64 limit = 4 * 1024 * 1024)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.read(limit));
}

QString chip(const QString& text, const QString& colour)
{
    return QStringLiteral("<span style='background:%1;color:white;'>&nbsp;%2&nbsp;</span>")
        .arg(colour, text.toHtmlEscaped());
}

QString backendColour(const QString& backend)
{
    if (backend == QLatin1String("cuda"))
        return QStringLiteral("#5a8f29");
    if (backend == QLatin1String("hip"))
        return QStringLiteral("#c0392b");
    if (backend == QLatin1String("triton") || backend == QLatin1String("torch"))
        return QStringLiteral("#d35400");
    if (backend == QLatin1String("host"))
        return QStringLiteral("#2c6fbb");
    return QStringLiteral("#7f8c8d");
}
QString tunablesText(const Task& task)
{
    if (task.tunables.isEmpty())
        return {};
    QStringList parts;
    for (const auto& t : task.tunables)
        parts << QStringLiteral("%1 ∈ {%2}").arg(t.name, t.values.join(QStringLiteral(", "))).toHtmlEscaped();
    // Each part escaped on its own: the separator is markup.
    return QStringLiteral("<div style='color:gray'>tunables: %1</div>").arg(parts.join(QStringLiteral(" &nbsp; ")));
}
} // namespace

TaskPage::TaskPage(const Task& task, const QList<DeviceSpec>& devices, QWidget* parent)
    : QWidget(parent), m_task(task), m_devices(devices)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);

    m_header = new QLabel(this);
    m_header->setTextFormat(Qt::RichText);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QStringList chips{chip(task.category, QStringLiteral("#555")), chip(task.backend, backendColour(task.backend)),
                      chip(QStringLiteral("difficulty %1").arg(task.difficulty), QStringLiteral("#8e44ad")),
                      chip(QStringLiteral("weight %1").arg(task.weight), QStringLiteral("#34495e"))};
    if (!task.phase.isEmpty() && task.phase != QLatin1String("any"))
        chips << chip(task.phase, QStringLiteral("#16a085"));
    if (task.isCommand())
        chips << chip(commandTaskMark(), commandTaskColor().name());
    m_header->setText(QStringLiteral("<div style='font-size:15pt;font-weight:600'>%1</div>"
                                     "<div style='color:gray'>%2 &nbsp;·&nbsp; %3</div><div>%4 &nbsp; <i>%5</i></div>"
                                     "<div style='color:gray'>weight source: %6%7</div>%8")
                          .arg(task.title.toHtmlEscaped(), task.id.toHtmlEscaped(), task.folder.toHtmlEscaped(),
                               chips.join(QStringLiteral(" ")), task.tags.join(QStringLiteral(", ")).toHtmlEscaped(),
                               task.weightSource.toHtmlEscaped(),
                               task.productionBaselineName.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" &nbsp;·&nbsp; production baseline: %1")
                                         .arg(task.productionBaselineName.toHtmlEscaped()),
                               tunablesText(task)));
    // Run: launch an agent on this task (the window opens the launch dialog for it).
    auto* headerRow = new QHBoxLayout;
    headerRow->addWidget(m_header, 1);
    auto* run = new QPushButton(tr("Run…"), this);
    run->setObjectName(QStringLiteral("RunButton"));
    run->setToolTip(tr("Launch an agent on this task (Run ▸ New run…)"));
    connect(run, &QPushButton::clicked, this, [this] { emit runRequested(m_task.id); });
    headerRow->addWidget(run, 0, Qt::AlignTop);
    layout->addLayout(headerRow);
    if (task.isCommand()) { // said before anything else on the page: what Kiln does not check here
        auto* note = new QLabel(commandTaskNote(), this);
        note->setObjectName(QStringLiteral("CommandTaskNote"));
        note->setWordWrap(true);
        note->setStyleSheet(
            QStringLiteral("QLabel { border-left: 4px solid %1; padding: 4px 8px; }").arg(commandTaskColor().name()));
        layout->addWidget(note);
    }

    auto* vsplit = new QSplitter(Qt::Vertical, this);
    auto* hsplit = new QSplitter(Qt::Horizontal, vsplit);
    m_readme = new QTextBrowser(hsplit);
    m_readme->setOpenExternalLinks(true);
    if (!task.readme.isEmpty())
        m_readme->setMarkdown(readText(task.absolutePath(task.readme)));
    else
        m_readme->setPlainText(tr("This task has no README."));
    m_sources = new QTabWidget(hsplit);
    m_sources->setObjectName(QStringLiteral("TaskSources"));
    m_sources->setDocumentMode(true);
    hsplit->addWidget(m_readme);
    hsplit->addWidget(m_sources);
    hsplit->setStretchFactor(0, 2);
    hsplit->setStretchFactor(1, 3);

    // Below the text: configurations (with the device picker), tensors, and the live evaluation, as tabs.
    auto* bottom = new QTabWidget(vsplit);
    bottom->setDocumentMode(true);
    auto* configsTab = new QWidget(bottom);
    auto* cl = new QVBoxLayout(configsTab);
    cl->setContentsMargins(0, 4, 0, 0);
    auto* cfgHeader = new QHBoxLayout;
    cfgHeader->addWidget(new QLabel(tr("Speed of light on"), configsTab));
    m_device = new QComboBox(configsTab);
    for (const auto& d : m_devices)
        m_device->addItem(d.name + (d.hasCalibration() || ceilingsAssumed(d.ceilingsLabel())
                                        ? QStringLiteral(" (%1)").arg(d.ceilingsLabel())
                                        : QString()),
                          d.id);
    cfgHeader->addWidget(m_device);
    auto* hiddenNote = new QLabel(tr("· %n hidden configuration(s) are scored but never shown to an agent", nullptr,
                                     static_cast<int>(task.hiddenConfigs.size())),
                                  configsTab);
    hiddenNote->setStyleSheet(QStringLiteral("color: gray"));
    if (task.commandGates && task.commandGates->heldOut) // for the person at the desk; an agent never sees it
        hiddenNote->setToolTip(
            tr("Held-out shapes, final scoring only (%1):\n%2")
                .arg(task.commandGates->heldOut->origin, task.commandGates->heldOut->shapes.join('\n')));
    cfgHeader->addWidget(hiddenNote);
    if (task.isKernelBench()) { // declares no cost: say whether kiln calibrate --counts counted one
        auto* costNote =
            new QLabel(task.costSource() == QLatin1String("counted") ? tr("· costs counted, not declared")
                                                                     : tr("· costs not counted yet (0 FLOP, 0 B)"),
                       configsTab);
        costNote->setObjectName(QStringLiteral("CostSourceNote"));
        costNote->setStyleSheet(QStringLiteral("color: gray"));
        costNote->setToolTip(task.costSource() == QLatin1String("counted")
                                 ? tr("Counted by kiln calibrate --counts (%1): FLOPs of matrix products, convolutions "
                                      "and attention; bytes of inputs, outputs and weights, each once.")
                                       .arg(task.countedBy)
                                 : tr("kiln calibrate --counts --suite %1 counts them, and checks the held-out sizes.")
                                       .arg(task.suiteRoot));
        cfgHeader->addWidget(costNote);
    }
    cfgHeader->addStretch();
    cl->addLayout(cfgHeader);
    m_configs = new ConfigTableModel(this);
    m_configView = new QTableView(configsTab);
    m_configView->setModel(m_configs);
    m_configView->verticalHeader()->hide();
    m_configView->horizontalHeader()->setStretchLastSection(false);
    m_configView->setSelectionBehavior(QAbstractItemView::SelectRows);
    cl->addWidget(m_configView);
    bottom->addTab(configsTab, tr("Visible configurations"));
    m_tensors = new QTableWidget(bottom);
    bottom->addTab(m_tensors, tr("Tensors (%1)").arg(task.tensors.size()));
    m_eval = new EvalPanel(task, bottom);
    const int evalTab = bottom->addTab(m_eval, tr("Evaluation"));
    connect(m_eval, &EvalPanel::started, bottom, [bottom, evalTab] { bottom->setCurrentIndex(evalTab); });
    vsplit->addWidget(bottom);
    vsplit->setStretchFactor(0, 2);
    vsplit->setStretchFactor(1, 1);
    // Two thirds for the README and the source: the configuration table rarely needs more than a few rows,
    // and the evaluation's table scrolls.
    vsplit->setSizes({2000, 1000});
    layout->addWidget(vsplit, 1);

    fillSources();
    fillTensors();
    // Default device: the first one that runs this backend.
    int preferred = 0;
    for (int i = 0; i < m_devices.size(); ++i)
        if (m_devices[i].backend == (task.backend == QLatin1String("torch") || task.backend == QLatin1String("triton")
                                         ? QStringLiteral("cuda")
                                         : task.backend)) {
            preferred = i;
            if (m_devices[i].id.startsWith(QLatin1String("h200")) || task.backend != QLatin1String("cuda"))
                break;
        }
    connect(m_device, &QComboBox::currentIndexChanged, this, &TaskPage::showDevice);
    m_device->setCurrentIndex(preferred);
    showDevice(preferred);
}

void TaskPage::showDevice(int index)
{
    std::optional<DeviceSpec> d;
    if (index >= 0 && index < m_devices.size())
        d = m_devices[index];
    m_configs->setTask(&m_task, d);
    m_eval->setDevice(d);
    m_configView->resizeColumnsToContents();
}

void TaskPage::fillSources()
{
    QStringList files = m_task.editable;
    if (m_task.isKernelBench())
        files = {m_task.reference}; // its baseline is the problem's own Model; model_new.py is the agent's to write
    else if (files.isEmpty() && !m_task.reference.isEmpty() && m_task.source != QLatin1String("kiln"))
        files << m_task.reference; // imported tasks: show the problem's own file
    for (const auto& f : files) {
        auto* view = new CodeView(m_sources);
        view->setSource(readText(m_task.absolutePath(f)), CodeView::languageForFile(f));
        QString label = f;
        if (m_task.isKernelBench())
            label = tr("Baseline: %1 (Model)").arg(f);
        else if (m_task.editable.contains(f))
            label = tr("Baseline: %1").arg(f);
        m_sources->addTab(view, label);
    }
    if (m_task.commandGates) {
        const CommandGates& g = *m_task.commandGates;
        auto* view = new CodeView(m_sources);
        QString text =
            tr("# Judged by its own commands (AgentKernelArena %1). Kiln's defences do not apply.\n").arg(g.taskType);
        text += QStringLiteral("compile:\n  %1\ncorrectness:\n  %2\nperformance:\n  %3\n")
                    .arg(g.compile.join(QStringLiteral("\n  ")), g.correctness.join(QStringLiteral("\n  ")),
                         g.performance.join(QStringLiteral("\n  ")));
        view->setSource(text, CodeView::Language::Plain);
        m_sources->addTab(view, tr("Gate commands"));
    }
}

void TaskPage::fillTensors()
{
    const QStringList headers{tr("Name"), tr("Role"), tr("Dtype"), tr("Shape"), tr("Init"), tr("Tolerance")};
    m_tensors->setColumnCount(static_cast<int>(headers.size()));
    m_tensors->setHorizontalHeaderLabels(headers);
    m_tensors->setRowCount(static_cast<int>(m_task.tensors.size()));
    m_tensors->verticalHeader()->hide();
    m_tensors->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int r = 0; r < m_task.tensors.size(); ++r) {
        const TensorSpec& t = m_task.tensors[r];
        QStringList init;
        if (t.role != TensorRole::Out) {
            init << t.init.dist;
            for (auto it = t.init.args.begin(); it != t.init.args.end(); ++it)
                init << QStringLiteral("%1=%2").arg(it.key(), it.value());
        }
        QString tol;
        if (t.role != TensorRole::In) {
            const Tolerance tl = m_task.toleranceFor(t);
            tol = QStringLiteral("atol %1, rtol %2, matched %3").arg(tl.atol).arg(tl.rtol).arg(tl.matchedRatio);
        }
        const QStringList cells{t.name,
                                tensorRoleName(t.role),
                                dtypeName(t.dtype),
                                QStringLiteral("[%1]").arg(t.shape.join(QStringLiteral(", "))),
                                init.join(' '),
                                tol};
        for (int c = 0; c < cells.size(); ++c)
            m_tensors->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
    m_tensors->resizeColumnsToContents();
    m_tensors->horizontalHeader()->setStretchLastSection(true);
}

} // namespace kiln
