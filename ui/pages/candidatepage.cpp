#include "candidatepage.h"

#include "ui/models/speedstyle.h"

#include "model/diagnostics/kernelfacts.h"
#include "model/units.h"
#include "runners/runs/runfolder.h"
#include "ui/dialogs/kilntooldialog.h"
#include "ui/models/commandtaskmark.h"
#include "ui/models/configresultsmodel.h"
#include "ui/models/reviewbadge.h"
#include "visualization/codeview.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace kiln {

namespace {

QString statusColour(GateStatus s)
{
    switch (s) {
    case GateStatus::Pass:
        return QStringLiteral("#1a7f37");
    case GateStatus::Fail:
        return QStringLiteral("#cf222e");
    case GateStatus::Error:
        return QStringLiteral("#8250df");
    case GateStatus::Running:
        return QStringLiteral("#0969da");
    default:
        return QStringLiteral("#6e7781");
    }
}

QString chip(const QString& text, const QString& colour)
{
    return QStringLiteral("<span style='background:%1;color:white;'>&nbsp;%2&nbsp;</span>")
        .arg(colour, text.toHtmlEscaped());
}

CodeView::MarkerKind markerKind(const QString& severity)
{
    if (severity == QLatin1String("error"))
        return CodeView::MarkerKind::Error;
    if (severity == QLatin1String("warning"))
        return CodeView::MarkerKind::Warning;
    return CodeView::MarkerKind::Info;
}

CodeView::MarkerKind markerKind(FindingSeverity s)
{
    switch (s) {
    case FindingSeverity::Blocking:
        return CodeView::MarkerKind::Error;
    case FindingSeverity::Report:
        return CodeView::MarkerKind::Warning;
    case FindingSeverity::Hint:
        break;
    }
    return CodeView::MarkerKind::Info;
}

// A tab's content for a list of texts: nothing -> a sentence saying why; one -> its view; more -> tabs.
QWidget* textTabs(const QList<NamedText>& texts, CodeView::Language language, const QString& emptyNote,
                  QList<CodeView*>* views, QWidget* parent)
{
    if (texts.isEmpty()) {
        auto* l = new QLabel(emptyNote, parent);
        l->setWordWrap(true);
        l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        l->setMargin(12);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return l;
    }
    auto make = [&](const NamedText& t, QWidget* p) {
        auto* v = new CodeView(p);
        v->setSource(t.text, language);
        if (views)
            views->append(v);
        return v;
    };
    if (texts.size() == 1)
        return make(texts.first(), parent);
    auto* tabs = new QTabWidget(parent);
    tabs->setDocumentMode(true);
    for (const NamedText& t : texts)
        tabs->addTab(make(t, tabs), t.name);
    return tabs;
}

QString bytes(qint64 b)
{
    return b == 0 ? QStringLiteral("0") : formatSi(double(b), QStringLiteral("B"));
}

} // namespace

CandidatePage::CandidatePage(const QString& storePath, qint64 candidateId, QWidget* parent)
    : QWidget(parent), m_storePath(storePath), m_id(candidateId)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);

    // Top: what this candidate is and how it did (left), the review (right).
    auto* top = new QHBoxLayout;
    auto* info = new QVBoxLayout;
    auto* titleRow = new QHBoxLayout;
    m_title = new QLabel(tr("Loading candidate %1…").arg(candidateId), this);
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true); // a narrow page wraps the verdict line instead of widening the window
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    titleRow->addWidget(m_title, 1);
    // A push button leaves room for its menu arrow; a tool button's arrow (Fusion) covered the text's end.
    m_diff = new QPushButton(tr("Diff with…"), this);
    m_diff->setToolTip(tr("Compare this candidate with the previous one, the run's best, the task's baseline "
                          "or any other candidate of the task (Ctrl+D: with the previous one)"));
    auto* diffMenu = new QMenu(m_diff);
    connect(diffMenu, &QMenu::aboutToShow, this, [this, diffMenu] {
        diffMenu->clear();
        addDiffActions(diffMenu);
    });
    m_diff->setMenu(diffMenu);
    m_diff->setEnabled(false);
    titleRow->addWidget(m_diff);
    info->addLayout(titleRow);
    m_summary = new QLabel(this);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(m_summary, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("task:")))
            emit taskRequested(link.mid(5));
    });
    info->addWidget(m_summary);
    m_notes = new QLabel(this);
    m_notes->setWordWrap(true);
    m_notes->setStyleSheet(QStringLiteral("color: #9a6700;"));
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->hide();
    info->addWidget(m_notes);
    top->addLayout(info, 1);

    auto* reviewBox = new QGroupBox(tr("Review"), this);
    auto* rl = new QVBoxLayout(reviewBox);
    rl->setContentsMargins(6, 4, 6, 4);
    m_reviewState = new QLabel(tr("not reviewed"), reviewBox);
    m_reviewState->setTextFormat(Qt::RichText);
    m_reviewState->setWordWrap(true);
    rl->addWidget(m_reviewState);
    m_comment = new QLineEdit(reviewBox);
    m_comment->setPlaceholderText(tr("Comment (why), saved with the verdict"));
    m_comment->setMinimumWidth(260);
    rl->addWidget(m_comment);
    auto* buttons = new QHBoxLayout;
    const QList<QPair<QString, QString>> verdicts{{QStringLiteral("accept"), tr("&Accept")},
                                                  {QStringLiteral("needs-work"), tr("&Needs work")},
                                                  {QStringLiteral("reject"), tr("&Reject")}};
    for (const auto& [verdict, label] : verdicts) {
        auto* b = new QPushButton(reviewIcon(verdict), label, reviewBox);
        b->setObjectName(QStringLiteral("review-") + verdict);
        b->setEnabled(false);
        connect(b, &QPushButton::clicked, this, [this, v = verdict] { review(v, m_comment->text()); });
        buttons->addWidget(b);
        m_reviewButtons << b;
    }
    rl->addLayout(buttons);
    // What the agent did, apart from whether the code is good: a label with the same comment.
    auto* labelRow = new QHBoxLayout;
    m_labelBox = new QComboBox(reviewBox);
    m_labelBox->setObjectName(QStringLiteral("CandidateLabel"));
    for (const QString& name : labelNames())
        m_labelBox->addItem(labelTitle(name), name);
    auto* labelButton = new QPushButton(tr("Label"), reviewBox);
    labelButton->setObjectName(QStringLiteral("label-add"));
    labelButton->setToolTip(tr("Label what the agent did here (with the comment above); labels are counted on the "
                               "leaderboard and exported in reports"));
    connect(labelButton, &QPushButton::clicked, this,
            [this] { addLabel(m_labelBox->currentData().toString(), m_comment->text()); });
    labelRow->addWidget(m_labelBox, 1);
    labelRow->addWidget(labelButton);
    rl->addLayout(labelRow);
    // From a reviewed candidate to shipped code: a patch against the task's origin, a dispatcher over the
    // run's candidates of the task (kiln export-patch / kiln dispatch, in a dialog that follows them).
    auto* shipRow = new QHBoxLayout;
    m_exportPatch = new QPushButton(tr("Export patch…"), reviewBox);
    m_exportPatch->setObjectName(QStringLiteral("export-patch"));
    m_exportPatch->setEnabled(false);
    m_exportPatch->setToolTip(tr("This candidate as a git patch against the task's origin, with the evidence (device, "
                                 "times and intervals, hidden configurations, flags, review) as its message"));
    connect(m_exportPatch, &QPushButton::clicked, this, &CandidatePage::exportPatch);
    m_buildDispatcher = new QPushButton(tr("Build dispatcher…"), reviewBox);
    m_buildDispatcher->setObjectName(QStringLiteral("build-dispatcher"));
    m_buildDispatcher->setEnabled(false);
    m_buildDispatcher->setToolTip(
        tr("A per-shape dispatcher over this run's candidates of the task (the accepted ones, "
           "else the passing ones), evaluated on visible and hidden configurations"));
    connect(m_buildDispatcher, &QPushButton::clicked, this, [this] { buildDispatcher(); });
    shipRow->addWidget(m_exportPatch);
    shipRow->addWidget(m_buildDispatcher);
    rl->addLayout(shipRow);
    m_labels = new QLabel(reviewBox);
    m_labels->setObjectName(QStringLiteral("CandidateLabels"));
    m_labels->setTextFormat(Qt::RichText);
    m_labels->setWordWrap(true);
    m_labels->hide();
    rl->addWidget(m_labels);
    top->addWidget(reviewBox, 0, Qt::AlignTop);
    layout->addLayout(top);

    auto* split = new QSplitter(Qt::Vertical, this);
    m_code = new QTabWidget(split);
    m_code->setDocumentMode(true);
    m_bottom = new QTabWidget(split);
    m_bottom->setDocumentMode(true);
    m_configs = new ConfigResultsModel(this);
    m_configView = new QTableView(m_bottom);
    m_configView->setModel(m_configs);
    m_configView->verticalHeader()->hide();
    m_configView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_configView->setAlternatingRowColors(true);
    m_configView->horizontalHeader()->setStretchLastSection(true);
    m_bottom->addTab(m_configView, tr("Configurations"));
    m_gates = new QTableWidget(0, 4, m_bottom);
    m_gates->setHorizontalHeaderLabels({tr("Gate"), tr("Status"), tr("Time"), tr("Message")});
    m_gates->verticalHeader()->hide();
    m_gates->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_gates->horizontalHeader()->setStretchLastSection(true);
    m_bottom->addTab(m_gates, tr("Gates"));
    split->addWidget(m_code);
    split->addWidget(m_bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({600, 330}); // the code gets most of the height; the table scrolls
    layout->addWidget(split, 1);

    auto* diffPrevious = new QAction(this);
    diffPrevious->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    diffPrevious->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(diffPrevious, &QAction::triggered, this, [this] {
        if (m_loaded && m_data.previousId)
            emit diffRequested(m_data.previousId, m_id);
    });
    addAction(diffPrevious);
    reload();
}

CandidatePage::~CandidatePage() = default;

void CandidatePage::reload()
{
    m_load.start([path = m_storePath, id = m_id] { return loadCandidate(path, id); },
                 [this](const CandidateData& d) { display(d); });
}

void CandidatePage::display(const CandidateData& d)
{
    m_data = d;
    m_loaded = true;
    fillHeader();
    if (d.error.isEmpty()) {
        fillSources();
        fillIr();
        fillResources();
        fillGates();
        m_configs->setResult(d.eval);
        m_configView->resizeColumnsToContents();
        m_bottom->setTabText(0, tr("Configurations (%1)").arg(d.eval.configs.size()));
        m_diff->setEnabled(true);
        for (QPushButton* b : std::as_const(m_reviewButtons))
            b->setEnabled(true);
        const bool command = m_commandTasks.contains(d.record.taskId);
        m_exportPatch->setEnabled(!d.isBaseline() && !d.record.commitId.isEmpty() && !command);
        m_buildDispatcher->setEnabled(!d.isBaseline() && !command);
        if (command)
            m_buildDispatcher->setToolTip(
                tr("Judged by its own commands: Kiln does not build dispatchers for such tasks"));
    }
    showReview();
    emit loaded();
}

QString CandidatePage::summaryText() const
{
    return m_title->text() + QLatin1Char('\n') + m_summary->text();
}

void CandidatePage::setCommandTasks(const QSet<QString>& taskIds)
{
    m_commandTasks = taskIds;
    if (m_loaded)
        fillHeader();
}

void CandidatePage::fillHeader()
{
    const CandidateData& d = m_data;
    if (!d.error.isEmpty()) {
        m_title->setText(
            QStringLiteral("<span style='font-size:14pt;font-weight:600'>%1</span>").arg(tr("Candidate %1").arg(m_id)));
        m_summary->setText(d.error.toHtmlEscaped());
        return;
    }
    const CandidateRecord& c = d.record;
    const EvalResult& r = d.eval;
    // Line 1: what it is and the verdict; line 2: the gates with their times; line 3: where it comes from.
    QStringList head;
    const QString verdict = c.verdict.isEmpty() ? tr("not evaluated") : c.verdict;
    head << chip(verdict,
                 c.verdict == QLatin1String("pass") ? statusColour(GateStatus::Pass) : statusColour(GateStatus::Fail));
    if (c.tampered)
        head << chip(tr("tampered"), QStringLiteral("#cf222e"));
    const bool ownCommands = m_commandTasks.contains(c.taskId);
    if (ownCommands)
        head << chip(tr("judged by its own commands"), commandTaskColor().name());
    if (r.speedupGeomean > 0) {
        const SpeedupInterval ci = r.speedupGeomeanCi();
        const Speed speed = classifySpeed(ci);
        QString noise;
        if (ci.known())
            noise = tr(" <span style=\"color:%1\">(%2, 95% interval %3-%4×)</span>")
                        .arg(speedBrush(speed).color().name(), speed == Speed::Faster   ? tr("faster")
                                                               : speed == Speed::Slower ? tr("slower")
                                                                                        : tr("within noise"))
                        .arg(ci.low, 0, 'f', 3)
                        .arg(ci.high, 0, 'f', 3);
        head << tr("<b>%1×</b> geomean over %n configuration(s)", nullptr, int(r.configs.size()))
                        .arg(r.speedupGeomean, 0, 'f', 3) +
                    noise;
    }
    if (const QString t = d.tunables(); !t.isEmpty())
        head << tr("tunables <code>%1</code>").arg(t.toHtmlEscaped());
    m_title->setText(QStringLiteral("<span style='font-size:14pt;font-weight:600'>%1</span>"
                                    "&nbsp;&nbsp;<span style='font-size:12pt'>%2</span>&nbsp;&nbsp;&nbsp;%3")
                         .arg(c.taskId.section(QLatin1Char('/'), -1).toHtmlEscaped(), d.shortLabel().toHtmlEscaped(),
                              head.join(QStringLiteral(" &nbsp; "))));
    const GateResult* gates[] = {&r.compile, &r.correctness, &r.performance};
    const char* names[] = {"compile", "correctness", "performance"};
    QStringList gateText;
    for (int i = 0; i < 3; ++i)
        gateText << QStringLiteral("<span style='color:%1'>%2 %3</span>%4")
                        .arg(statusColour(gates[i]->status), QString::fromLatin1(names[i]),
                             gateStatusName(gates[i]->status),
                             gates[i]->seconds > 0 ? QStringLiteral(" %1").arg(formatSeconds(gates[i]->seconds))
                                                   : QString());
    QString origin =
        QStringLiteral("<a href='task:%1'>%1</a> · run %2 (%3, %4) · %5 · %6 · %7")
            .arg(c.taskId.toHtmlEscaped(), c.runId.toHtmlEscaped(), d.run.agent.toHtmlEscaped(),
                 d.run.status.toHtmlEscaped(),
                 (d.eval.deviceLabel().isEmpty() ? tr("no device") : d.eval.deviceLabel()).toHtmlEscaped(),
                 c.configs == QLatin1String("all") ? tr("visible + hidden configurations")
                                                   : tr("%1 configurations").arg(c.configs.toHtmlEscaped()),
                 c.commitId.isEmpty() ? tr("no commit") : tr("commit %1").arg(c.commitId.left(10)));
    QString reason;
    if (!c.reason.isEmpty() || (!c.message.isEmpty() && c.verdict != QLatin1String("pass")))
        reason =
            QStringLiteral("<div style='color:#cf222e'>%1</div>")
                .arg((c.reason + (c.message.isEmpty() ? QString() : QStringLiteral(": ") + c.message)).toHtmlEscaped());
    if (const QString beyond = r.beyondRooflineNote(); !beyond.isEmpty())
        reason += QStringLiteral("<div style='color:#9a6700'>%1</div>").arg(beyond.toHtmlEscaped());
    if (ownCommands) // what the verdict above does not mean for this task
        reason += QStringLiteral("<div style='color:%1'>%2</div>")
                      .arg(commandTaskColor().name(), commandTaskNote().toHtmlEscaped());
    m_summary->setText(QStringLiteral("<div>%1</div><div style='color:gray'>%2</div>%3")
                           .arg(gateText.join(QStringLiteral(" &nbsp;·&nbsp; ")), origin, reason));
    m_notes->setText(d.notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!d.notes.isEmpty());
}

void CandidatePage::fillSources()
{
    while (m_code->count()) { // a reload replaces every tab
        QWidget* w = m_code->widget(0);
        m_code->removeTab(0);
        w->deleteLater();
    }
    m_sourceViews.clear();
    QStringList names;
    for (const NamedText& s : std::as_const(m_data.sources))
        names << s.name;
    const QList<CompilerMessage> messages = m_data.compilerMessages();
    for (const NamedText& s : std::as_const(m_data.sources)) {
        auto* view = new CodeView(m_code);
        view->setSource(s.text, CodeView::languageForFile(s.name));
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, view, [this, view](const QPoint& pos) {
            QMenu* menu = view->createStandardContextMenu(pos);
            menu->addSeparator();
            addDiffActions(menu);
            menu->exec(view->mapToGlobal(pos));
            delete menu;
        });
        int errors = 0, warnings = 0, findings = 0, firstLine = 0;
        for (const CompilerMessage& m : messages) {
            if (m.line <= 0 || matchSourceFile(m.file, names) != s.name)
                continue;
            QString text = QStringLiteral("%1%2: %3")
                               .arg(m.severity, m.column > 0 ? QStringLiteral(" (column %1)").arg(m.column) : QString(),
                                    m.message);
            for (const QString& note : m.notes)
                text += QStringLiteral("\n  ") + note;
            view->addMarker(m.line, markerKind(m.severity), text);
            if (m.severity == QLatin1String("error"))
                ++errors;
            else if (m.severity == QLatin1String("warning"))
                ++warnings;
            if (!firstLine && m.severity != QLatin1String("note"))
                firstLine = m.line;
        }
        // The IR diagnostics' findings on the lines they are about (spills, uncoalesced loads, ...).
        for (const Finding& f : std::as_const(m_data.findings)) {
            const QList<int> lines = findingLines(f, s.name, names);
            for (int line : lines)
                if (line > 0)
                    view->addMarker(line, markerKind(f.severity), findingMarkerText(f));
            findings += !lines.isEmpty();
        }
        QString title = s.name;
        if (errors)
            title += tr(" · %n error(s)", nullptr, errors);
        if (warnings)
            title += tr(" · %n warning(s)", nullptr, warnings);
        if (findings)
            title += tr(" · %n finding(s)", nullptr, findings);
        const int tab = m_code->addTab(view, title);
        if (errors)
            m_code->setTabIcon(tab,
                               reviewIcon(QStringLiteral("reject"))); // a red dot: this file does not compile
        else if (warnings)
            m_code->setTabIcon(tab, reviewIcon(QStringLiteral("needs-work")));
        if (firstLine)
            view->scrollToLine(firstLine);
        m_sourceViews << view;
    }
    if (m_data.sources.isEmpty()) {
        auto* l = new QLabel(tr("The candidate's files are not available (see the note above)."), m_code);
        l->setMargin(12);
        l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        m_code->addTab(l, tr("Source"));
    }
}

void CandidatePage::fillIr()
{
    m_ptxViews.clear();
    const CandidateData& d = m_data;
    const bool cuda = d.record.harness.contains(QLatin1String("cuda")) || !d.ptx.isEmpty() || !d.cubins.isEmpty();
    const bool hip = d.record.harness.contains(QLatin1String("hip"));
    if (cuda || hip) {
        const QString noPtx = d.irFolder.isEmpty()
                                  ? tr("No intermediates were kept for this candidate (the run folder has no "
                                       "build/candidate-ir for it).")
                                  : tr("No PTX in %1.").arg(d.irFolder);
        if (cuda)
            m_code->addTab(textTabs(d.ptx, CodeView::Language::Ptx, noPtx, &m_ptxViews, m_code),
                           d.ptx.isEmpty() ? tr("PTX (none)") : tr("PTX"));
        QString noSass;
        if (hip)
            noSass = tr("No GCN/CDNA assembly was kept: hipcc writes it with --save-temps into %1.")
                         .arg(d.irFolder.isEmpty() ? tr("the candidate's build folder") : d.irFolder);
        else if (!d.cubins.isEmpty())
            noSass = tr("No SASS was stored: the evaluating host had no cuobjdump on its PATH (it ships with the "
                        "CUDA Toolkit). The compiled kernel is kept; on a machine with the toolkit,\n\n"
                        "    cuobjdump -sass %1 > %2\n\nputs its SASS next to it and this tab shows it.")
                         .arg(d.cubins.first(), QFileInfo(d.cubins.first()).path() + QLatin1Char('/') +
                                                    QFileInfo(d.cubins.first()).completeBaseName() +
                                                    QStringLiteral(".sass"));
        else
            noSass = tr("No SASS was stored for this candidate (no compiled kernel was kept either).");
        m_code->addTab(textTabs(d.sass, CodeView::Language::Sass, noSass, nullptr, m_code),
                       d.sass.isEmpty() ? (hip ? tr("ISA (none)") : tr("SASS (none)"))
                                        : (hip ? tr("ISA") : tr("SASS")));
    }
    m_resources = new QTableWidget(0, 9, m_code);
    m_resources->setHorizontalHeaderLabels({tr("Object"), tr("Kernel"), tr("Arch"), tr("Registers"),
                                            tr("Shared memory"), tr("Stack"), tr("Spill stores"), tr("Spill loads"),
                                            tr("Barriers")});
    m_resources->verticalHeader()->hide();
    m_resources->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_code->addTab(m_resources, tr("Resources"));

    // The compiler's complete output, candidate first: what the markers were read from.
    QString all;
    for (const QString& object : {QStringLiteral("candidate"), QStringLiteral("baseline"), QStringLiteral("reference")})
        for (const CompileOutput& o : d.eval.compileOutputs)
            if (o.object == object)
                all += QStringLiteral("# %1 (%2)\n$ %3\n%4\n")
                           .arg(o.object, gateStatusName(o.status), o.command, o.output.trimmed());
    auto* out = new CodeView(m_code);
    out->setSource(all.isEmpty() ? tr("No compiler output was stored.") : all, CodeView::Language::Plain);
    m_code->addTab(out, tr("Compiler output"));
}

void CandidatePage::fillResources()
{
    QList<QPair<QString, KernelResources>> rows;
    for (const QString& object : {QStringLiteral("candidate"), QStringLiteral("baseline")})
        for (const KernelResources& k : m_data.resourceUsage(object))
            rows.append({object, k});
    m_resources->setRowCount(int(rows.size()));
    const QColor warn(0xcf, 0x22, 0x2e);
    // ptxas counts spills in bytes, the AMDGPU remarks in registers.
    auto spills = [](const KernelResources& k, int n) {
        return k.sgprs >= 0 ? tr("%n register(s)", nullptr, n) : bytes(n);
    };
    for (int r = 0; r < rows.size(); ++r) {
        const auto& [object, k] = rows[r];
        const QString regs = k.registers < 0 ? QStringLiteral("—")
                             : k.sgprs >= 0  ? QStringLiteral("%1 VGPR, %2 SGPR").arg(k.registers).arg(k.sgprs)
                                             : QString::number(k.registers);
        const QStringList cells{object,
                                kernelDisplayName(k.kernel),
                                k.arch,
                                regs,
                                bytes(k.sharedBytes),
                                bytes(k.stackFrame),
                                spills(k, k.spillStores),
                                spills(k, k.spillLoads),
                                QString::number(k.barriers)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c >= 3)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 1)
                item->setToolTip(k.kernel);
            if ((c == 6 && k.spillStores > 0) || (c == 7 && k.spillLoads > 0))
                item->setForeground(warn);
            if (object != QLatin1String("candidate"))
                item->setForeground(QColor(0x6e, 0x77, 0x81));
            m_resources->setItem(r, c, item);
        }
    }
    m_resources->resizeColumnsToContents();
    m_resources->horizontalHeader()->setStretchLastSection(true);
    if (rows.isEmpty()) {
        m_resources->setRowCount(1);
        auto* item = new QTableWidgetItem(tr("The compiler reported no resource usage (ptxas -v / hipcc "
                                             "-Rpass-analysis=kernel-resource-usage output was not stored)."));
        m_resources->setItem(0, 0, item);
        m_resources->setSpan(0, 0, 1, 9);
    }
}

void CandidatePage::fillGates()
{
    const EvalResult& r = m_data.eval;
    const GateResult* gates[] = {&r.compile, &r.correctness, &r.performance};
    const char* names[] = {"compile", "correctness", "performance"};
    m_gates->setRowCount(3);
    for (int i = 0; i < 3; ++i) {
        const GateResult& g = *gates[i];
        const QStringList cells{QString::fromLatin1(names[i]), gateStatusName(g.status),
                                g.seconds > 0 ? formatSeconds(g.seconds) : QString(),
                                (g.reason.isEmpty() ? QString() : g.reason + QStringLiteral(": ")) + g.message};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 1)
                item->setForeground(QColor(statusColour(g.status)));
            if (c == 3)
                item->setToolTip(g.message);
            m_gates->setItem(i, c, item);
        }
    }
    int row = 3;
    for (const EvalFlag& f : r.flags) {
        if (f.flag.startsWith(QLatin1String("tunables:")))
            continue;
        m_gates->setRowCount(row + 1);
        m_gates->setItem(row, 0, new QTableWidgetItem(tr("flag")));
        m_gates->setItem(row, 1, new QTableWidgetItem(f.label()));
        m_gates->setItem(row, 3, new QTableWidgetItem(f.message));
        ++row;
    }
    m_gates->resizeColumnsToContents();
    m_gates->horizontalHeader()->setStretchLastSection(true);
}

void CandidatePage::showReview()
{
    const auto& rv = m_data.review;
    if (!rv) {
        m_reviewState->setText(tr("<span style='color:gray'>not reviewed</span>"));
    } else {
        m_reviewState->setText(
            QStringLiteral("<b style='color:%1'>%2</b> <span style='color:gray'>%3</span>%4")
                .arg(reviewColor(rv->verdict).name(), reviewText(rv->verdict).toHtmlEscaped(),
                     rv->at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                     rv->comment.isEmpty() ? QString() : QStringLiteral(": ") + rv->comment.toHtmlEscaped()));
        m_comment->setText(rv->comment);
    }
    for (QPushButton* b : std::as_const(m_reviewButtons))
        b->setDefault(rv && b->objectName() == QStringLiteral("review-") + rv->verdict);
    QStringList labels;
    for (const LabelRecord& l : std::as_const(m_data.labels))
        labels << QStringLiteral("<b>%1</b>%2")
                      .arg(labelTitle(l.label).toHtmlEscaped(),
                           l.comment.isEmpty() ? QString() : QStringLiteral(": ") + l.comment.toHtmlEscaped());
    m_labels->setText(tr("Labels: %1").arg(labels.join(QStringLiteral(" · "))));
    m_labels->setVisible(!labels.isEmpty());
}

void CandidatePage::addLabel(const QString& label, const QString& comment)
{
    if (!m_loaded || !m_data.error.isEmpty() || m_data.isBaseline())
        return;
    LabelRecord record;
    record.runId = m_data.record.runId;
    record.taskId = m_data.record.taskId;
    record.candidateId = m_id;
    record.label = label;
    record.comment = comment;
    record.at = QDateTime::currentDateTimeUtc();
    auto store = [path = m_storePath, record]() -> QString {
        RunStore store;
        QString error;
        if (!store.open(path, &error))
            return QStringLiteral("the label was not saved: %1").arg(error);
        if (store.addLabel(record, &error) <= 0)
            return QStringLiteral("the label was not saved: %1").arg(error);
        return {};
    };
    BackgroundJob::runInBackground(this, store, [this, record](const QString& error) {
        if (!error.isEmpty()) {
            m_labels->setText(QStringLiteral("<span style='color:#cf222e'>%1</span>").arg(error.toHtmlEscaped()));
            m_labels->show();
            return;
        }
        m_data.labels << record;
        showReview();
        emit labelSaved(m_id, record.label);
    });
}

void CandidatePage::review(const QString& verdict, const QString& comment)
{
    if (!m_loaded || !m_data.error.isEmpty())
        return;
    ReviewRecord record{verdict, comment, QDateTime::currentDateTimeUtc()};
    // A write can wait on a running agent's transaction (SQLite's lock): never on the GUI thread.
    auto store = [path = m_storePath, id = m_id, record]() -> QString {
        RunStore store;
        QString error;
        if (!store.open(path, &error))
            return QStringLiteral("the review was not saved: %1").arg(error);
        if (!store.setReview(id, record))
            return QStringLiteral("the review was not saved: the run store %1 refused the write").arg(path);
        return {};
    };
    BackgroundJob::runInBackground(this, store, [this, record](const QString& error) {
        if (!error.isEmpty()) {
            m_reviewState->setText(QStringLiteral("<span style='color:#cf222e'>%1</span>").arg(error.toHtmlEscaped()));
            emit reviewFailed(error);
            return;
        }
        m_data.review = record;
        showReview();
        emit reviewSaved(m_id, record.verdict);
    });
}

void CandidatePage::exportPatch()
{
    const QString suggested =
        QDir::home().filePath(QStringLiteral("%1-candidate-%2.patch").arg(taskSlug(m_data.record.taskId)).arg(m_id));
    const QString file = QFileDialog::getSaveFileName(this, tr("Export patch"), suggested, tr("Patches (*.patch)"));
    if (!file.isEmpty())
        exportPatchTo(file);
}

KilnToolDialog* CandidatePage::exportPatchTo(const QString& file)
{
    auto* dialog = new KilnToolDialog(
        tr("Export patch"), {QStringLiteral("export-patch"), QString::number(m_id), QStringLiteral("--output"), file},
        this);
    dialog->show();
    return dialog;
}

KilnToolDialog* CandidatePage::buildDispatcher()
{
    auto* dialog = new KilnToolDialog(
        tr("Build dispatcher: %1").arg(m_data.record.taskId),
        {QStringLiteral("dispatch"), m_data.record.taskId, QStringLiteral("--runs"), m_data.record.runId}, this);
    connect(dialog, &KilnToolDialog::finished, this, [this](int) { emit storeChanged(); });
    dialog->show();
    return dialog;
}

void CandidatePage::addDiffActions(QMenu* menu)
{
    QAction* prev =
        menu->addAction(tr("Diff with previous"), this, [this] { emit diffRequested(m_data.previousId, m_id); });
    prev->setEnabled(m_loaded && m_data.previousId > 0);
    if (!prev->isEnabled())
        prev->setToolTip(tr("This is the run's first candidate of the task"));
    QAction* best = menu->addAction(tr("Diff with best"), this, [this] { emit diffRequested(m_data.bestId, m_id); });
    best->setEnabled(m_loaded && m_data.bestId > 0 && m_data.bestId != m_id);
    menu->addAction(tr("Diff with baseline"), this, [this] { emit diffRequested(0, m_id); })->setEnabled(m_loaded);
    menu->addAction(tr("Diff…"), this, [this] { emit diffRequested(m_data.previousId, m_id); })
        ->setToolTip(tr("Opens the diff page, where both sides can be any candidate of the task"));
}

CodeView* CandidatePage::sourceView(int index) const
{
    return m_sourceViews.value(index);
}

CodeView* CandidatePage::ptxView() const
{
    return m_ptxViews.value(0);
}

QPushButton* CandidatePage::reviewButton(const QString& verdict) const
{
    for (QPushButton* b : m_reviewButtons)
        if (b->objectName() == QStringLiteral("review-") + verdict)
            return b;
    return nullptr;
}

} // namespace kiln
