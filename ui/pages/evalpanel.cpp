#include "evalpanel.h"

#include "runners/evaluation/diagnosticsstep.h"

#include "model/units.h"
#include "runners/evaluation/harnessprocess.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>

namespace kiln {

namespace {

QString badgeStyle(GateStatus s)
{
    const char* colour = "#95a5a6"; // pending
    switch (s) {
    case GateStatus::Running:
        colour = "#2980b9";
        break;
    case GateStatus::Pass:
        colour = "#27ae60";
        break;
    case GateStatus::Fail:
        colour = "#c0392b";
        break;
    case GateStatus::Error:
        colour = "#8e44ad";
        break;
    case GateStatus::Skipped:
        colour = "#7f8c8d";
        break;
    case GateStatus::Pending:
        break;
    }
    return QStringLiteral(
               "QLabel { background: %1; color: white; border-radius: 4px; padding: 3px 8px; font-weight: 600; }")
        .arg(QLatin1String(colour));
}

} // namespace

EvalPanel::EvalPanel(const Task& task, QWidget* parent) : QWidget(parent), m_task(task)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    m_run = new QPushButton(tr("Evaluate baseline"), this);
    m_run->setToolTip(tr("Compile, check and time the task's baseline against its reference on the visible "
                         "configurations (Ctrl+E)"));
    m_run->setShortcut(QKeySequence(QStringLiteral("Ctrl+E")));
    connect(m_run, &QPushButton::clicked, this, [this] { isRunning() ? cancel() : start(); });
    top->addWidget(m_run);
    const char* names[] = {"compile", "correctness", "performance"};
    for (int i = 0; i < 3; ++i) {
        m_badges[i] = new QLabel(QString::fromLatin1(names[i]), this);
        m_badges[i]->setStyleSheet(badgeStyle(GateStatus::Pending));
        top->addWidget(m_badges[i]);
    }
    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    top->addWidget(m_verdict, 1);
    layout->addLayout(top);
    m_configs = new QTableWidget(0, 7, this);
    m_configs->setHorizontalHeaderLabels(
        {tr("Config"), tr("Correct"), tr("Time"), tr("Baseline"), tr("Speedup"), tr("Achieved"), tr("% of roofline")});
    m_configs->verticalHeader()->hide();
    m_configs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_configs->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_configs, 2);
    m_details = new QPlainTextEdit(this);
    m_details->setReadOnly(true);
    m_details->setMaximumBlockCount(2000);
    m_details->setPlaceholderText(tr("Compiler output and failure details appear here."));
    layout->addWidget(m_details, 1);
    if (!m_task.isCompiled() && !m_task.isPython()) {
        m_run->setEnabled(false);
        m_run->setToolTip(tr("This task is judged by its own commands"));
    }
}

EvalPanel::~EvalPanel() = default;

bool EvalPanel::isRunning() const
{
    return m_harness && m_harness->isRunning();
}

const EvalResult& EvalPanel::result() const
{
    static const EvalResult empty;
    if (m_final)
        return *m_final;
    return m_harness ? m_harness->result() : empty;
}

void EvalPanel::start(const QString& candidateDir)
{
    if (isRunning())
        return;
    m_diagnostics.reset();
    m_final.reset();
    m_work = std::make_unique<QTemporaryDir>();
    EvalOptions o;
    o.candidateDir = candidateDir;
    o.workDir = m_work->path();
    o.budgetSeconds = 1.0;
    QString error;
    o.device = m_device;
    const auto request = buildEvalRequest(m_task, o, &error);
    m_details->clear();
    m_configs->setRowCount(0);
    if (!request) {
        m_verdict->setText(tr("Cannot evaluate: %1").arg(error));
        return;
    }
    m_harness = std::make_unique<HarnessProcess>();
    connect(m_harness.get(), &HarnessProcess::event, this, &EvalPanel::onEvent);
    const QJsonObject requestJson = request->json;
    connect(m_harness.get(), &HarnessProcess::finished, this, [this, requestJson](const EvalResult& r) {
        auto done = [this](const EvalResult& result) {
            m_final = result;
            refresh();
            m_run->setText(tr("Evaluate baseline"));
            emit finished(result);
        };
        if (!DiagnosticsStep::applies(requestJson) || r.compileOutputs.isEmpty()) {
            done(r);
            return;
        }
        // The IR diagnostics of what was compiled (off the GUI thread), then the verdict.
        m_diagnostics = std::make_unique<DiagnosticsStep>(requestJson, r, m_work->path());
        connect(m_diagnostics.get(), &DiagnosticsStep::finished, this, [r, done](const QJsonObject& e) {
            EvalResult full = r;
            full.apply(e);
            done(full);
        });
        m_diagnostics->start();
    });
    if (!m_harness->start(*request, m_work->filePath(QStringLiteral("request.json")), &error)) {
        m_verdict->setText(tr("Cannot evaluate: %1").arg(error));
        return;
    }
    m_run->setText(tr("Cancel"));
    emit started();
    m_verdict->setText(tr("running %1 …").arg(QFileInfo(request->program).fileName()));
    for (QLabel* b : m_badges)
        b->setStyleSheet(badgeStyle(GateStatus::Pending));
}

void EvalPanel::cancel()
{
    if (m_harness)
        m_harness->cancel();
}

void EvalPanel::onEvent(const QJsonObject& e)
{
    const QString kind = e.value("event").toString();
    if (kind == QLatin1String("gate") && e.value("status").toString() != QLatin1String("pass") &&
        e.value("status").toString() != QLatin1String("running")) {
        m_details->appendPlainText(
            QStringLiteral("%1 %2: %3").arg(e["gate"].toString(), e["status"].toString(), e["message"].toString()));
        if (!e.value("output").toString().isEmpty())
            m_details->appendPlainText(e.value("output").toString());
    } else if (kind == QLatin1String("flag")) {
        const EvalFlag f{e["flag"].toString(), e["config"].toString(), e["message"].toString()};
        m_details->appendPlainText(QStringLiteral("flag %1: %2").arg(f.label(), f.message));
    }
    refresh();
}

void EvalPanel::refresh()
{
    const EvalResult& r = result();
    const GateResult* gates[] = {&r.compile, &r.correctness, &r.performance};
    for (int i = 0; i < 3; ++i) {
        m_badges[i]->setStyleSheet(badgeStyle(gates[i]->status));
        m_badges[i]->setToolTip(gates[i]->message);
    }
    if (r.finished())
        m_verdict->setText(QStringLiteral("<b>%1</b>%2 on %3")
                               .arg(r.verdict, r.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(r.reason),
                                    r.deviceLabel().isEmpty() ? QStringLiteral("—") : r.deviceLabel().toHtmlEscaped()));
    m_configs->setRowCount(static_cast<int>(r.configs.size()));
    for (int row = 0; row < r.configs.size(); ++row) {
        const ConfigResult& c = r.configs[row];
        const QStringList cells{
            c.name,
            gateStatusName(c.correctness),
            c.timed ? formatSeconds(c.candidate.medianMs / 1e3) : QString(),
            c.timed ? formatSeconds(c.baseline.medianMs / 1e3) : QString(),
            c.timed ? QStringLiteral("%1x").arg(c.speedup, 0, 'f', 2) : QString(),
            c.timed ? (c.flops > 0 ? formatSi(c.achievedFlopsPerS, QStringLiteral("FLOP/s")) + QStringLiteral(", ")
                                   : QString()) +
                          formatSi(c.achievedBytesPerS, QStringLiteral("B/s"))
                    : QString(),
            c.timed ? QStringLiteral("%1%").arg(100 * c.fractionOfRoofline, 0, 'f', 1) : QString()};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (col == 1 && c.correctness == GateStatus::Fail)
                item->setToolTip(c.correctnessMessage);
            m_configs->setItem(row, col, item);
        }
    }
    m_configs->resizeColumnsToContents();
}

} // namespace kiln
