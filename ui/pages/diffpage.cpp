#include "diffpage.h"

#include "model/evaluation/speedupnoise.h"

#include "ui/models/reviewbadge.h"
#include "visualization/diffview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace kiln {

namespace {

// The candidate object's kernels, summed the way a reviewer compares them: the worst kernel's registers,
// all spills, the largest shared-memory and stack figures.
struct Resources
{
    bool known = false;
    double registers = 0, spills = 0, shared = 0, stack = 0;
};

Resources resourcesOf(const CandidateData& d)
{
    Resources r;
    for (const KernelResources& k : d.resourceUsage()) {
        r.known = true;
        r.registers = std::max(r.registers, double(k.registers));
        r.spills += double(k.spillStores + k.spillLoads);
        r.shared = std::max(r.shared, double(k.sharedBytes));
        r.stack = std::max(r.stack, double(k.stackFrame));
    }
    return r;
}

// A finding as the diff's "appeared / disappeared" rows name it: the rule and the kernel, not the numbers
// (a spill that grew is not a new finding).
QString findingKey(const Finding& f)
{
    return f.kernel.isEmpty() ? f.code : QStringLiteral("%1 (%2)").arg(f.code, f.kernel);
}

// One side's markers for `file`: its compiler errors and warnings and its findings on their lines.
QList<DiffView::SideMarker> sideMarkers(const CandidateData& d, const QString& file)
{
    QStringList names;
    for (const NamedText& t : d.sources)
        names << t.name;
    QList<DiffView::SideMarker> out;
    for (const CompilerMessage& m : d.compilerMessages())
        if (m.line > 0 && m.severity != QLatin1String("note") && matchSourceFile(m.file, names) == file)
            out << DiffView::SideMarker{m.line,
                                        m.severity == QLatin1String("error") ? CodeView::MarkerKind::Error
                                                                             : CodeView::MarkerKind::Warning,
                                        QStringLiteral("%1: %2").arg(m.severity, m.message)};
    for (const Finding& f : d.findings)
        for (int line : findingLines(f, file, names))
            out << DiffView::SideMarker{line,
                                        f.severity == FindingSeverity::Blocking ? CodeView::MarkerKind::Error
                                        : f.severity == FindingSeverity::Report ? CodeView::MarkerKind::Warning
                                                                                : CodeView::MarkerKind::Info,
                                        findingMarkerText(f)};
    return out;
}

} // namespace

QList<MetricDelta> candidateDeltas(const CandidateData& left, const CandidateData& right)
{
    using B = MetricDelta::Better;
    QList<MetricDelta> rows;
    double logSum[2] = {0, 0}, fraction[2] = {0, 0}, logLow[2] = {0, 0}, logHigh[2] = {0, 0};
    bool noisy = true; // every shared configuration has an interval on both sides
    int shared = 0;
    for (const ConfigResult& rc : right.eval.configs) {
        if (!rc.timed || rc.candidate.medianMs <= 0)
            continue;
        const auto lc = std::find_if(left.eval.configs.begin(), left.eval.configs.end(),
                                     [&](const ConfigResult& c) { return c.name == rc.name && c.hidden == rc.hidden; });
        if (lc == left.eval.configs.end() || !lc->timed || lc->candidate.medianMs <= 0)
            continue;
        MetricDelta time{
            QStringLiteral("time · %1%2").arg(rc.name, rc.hidden ? QStringLiteral(" (hidden)") : QString()),
            lc->candidate.medianMs / 1e3, rc.candidate.medianMs / 1e3, B::Lower, QStringLiteral("s")};
        // A time's interval from its speedup's (time = baseline / speedup): two times whose intervals overlap
        // differ within noise.
        const SpeedupInterval li = configInterval(*lc), ri = configInterval(rc);
        if (li.known() && ri.known()) {
            time.leftLow = time.left * lc->speedup / li.high;
            time.leftHigh = time.left * lc->speedup / li.low;
            time.rightLow = time.right * rc.speedup / ri.high;
            time.rightHigh = time.right * rc.speedup / ri.low;
        } else {
            noisy = false;
        }
        rows << time;
        // Speedups over the baseline each side was timed against, on the configurations both measured.
        logSum[0] += std::log(lc->speedup > 0 ? lc->speedup : 1.0);
        logSum[1] += std::log(rc.speedup > 0 ? rc.speedup : 1.0);
        if (noisy) {
            logLow[0] += std::log(li.low);
            logHigh[0] += std::log(li.high);
            logLow[1] += std::log(ri.low);
            logHigh[1] += std::log(ri.high);
        }
        fraction[0] += lc->fractionOfRoofline;
        fraction[1] += rc.fractionOfRoofline;
        ++shared;
    }
    if (shared > 0) {
        MetricDelta speedup{QStringLiteral("speedup (geomean of %1)").arg(shared), std::exp(logSum[0] / shared),
                            std::exp(logSum[1] / shared), B::Higher, QString()};
        if (noisy) { // as geomeanInterval(): the geomeans of the lows and of the highs
            speedup.leftLow = std::exp(logLow[0] / shared);
            speedup.leftHigh = std::exp(logHigh[0] / shared);
            speedup.rightLow = std::exp(logLow[1] / shared);
            speedup.rightHigh = std::exp(logHigh[1] / shared);
        }
        rows << speedup;
        MetricDelta roofline{QStringLiteral("fraction of roofline (mean)"), fraction[0] / shared, fraction[1] / shared,
                             B::Higher, QStringLiteral("%")};
        if (noisy && speedup.left > 0 && speedup.right > 0) { // T_SOL / T moves with 1 / T, as the speedup does
            roofline.leftLow = roofline.left * speedup.leftLow / speedup.left;
            roofline.leftHigh = roofline.left * speedup.leftHigh / speedup.left;
            roofline.rightLow = roofline.right * speedup.rightLow / speedup.right;
            roofline.rightHigh = roofline.right * speedup.rightHigh / speedup.right;
        }
        rows << roofline;
    }
    const Resources a = resourcesOf(left), b = resourcesOf(right);
    if (a.known && b.known) {
        rows << MetricDelta{QStringLiteral("registers / thread"), a.registers, b.registers, B::Lower, QString()};
        rows << MetricDelta{QStringLiteral("spill bytes"), a.spills, b.spills, B::Lower, QStringLiteral("B")};
        rows << MetricDelta{QStringLiteral("shared memory / block"), a.shared, b.shared, B::Neither,
                            QStringLiteral("B")};
        rows << MetricDelta{QStringLiteral("stack frame"), a.stack, b.stack, B::Lower, QStringLiteral("B")};
    }
    return rows;
}

struct DiffPage::Loaded
{
    CandidateData left, right;
    QList<CandidateChoice> choices;
};

DiffPage::DiffPage(const QString& storePath, TaskLookup lookup, QWidget* parent)
    : QWidget(parent), m_storePath(storePath), m_lookup(std::move(lookup))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    auto* bar = new QHBoxLayout;
    m_leftPick = new QComboBox(this);
    m_rightPick = new QComboBox(this);
    for (QComboBox* c : {m_leftPick, m_rightPick}) {
        // Labels name the run too and get long: a fixed minimum, the full label in the popup.
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(30);
    }
    m_leftPick->setToolTip(tr("Left side: any candidate of this task, from any run, or the task's baseline"));
    m_rightPick->setToolTip(tr("Right side: the candidate the deltas describe"));
    auto* swap = new QToolButton(this);
    swap->setText(QStringLiteral("⇄"));
    swap->setToolTip(tr("Swap the two sides"));
    connect(swap, &QToolButton::clicked, this, [this] {
        if (m_loaded)
            compare(m_rightId, m_leftId);
    });
    m_showPick = new QComboBox(this);
    m_showPick->addItem(tr("Source"), int(Show::Source));
    m_showPick->addItem(tr("PTX"), int(Show::Ptx));
    m_showPick->addItem(tr("SASS"), int(Show::Sass));
    m_filePick = new QComboBox(this);
    m_filePick->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addWidget(m_leftPick);
    bar->addWidget(swap);
    bar->addWidget(m_rightPick);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Show"), this));
    bar->addWidget(m_showPick);
    bar->addWidget(m_filePick);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::RichText);
    m_note->setStyleSheet(QStringLiteral("color: #6e7781;"));
    layout->addWidget(m_note);
    m_view = new DiffView(this);
    layout->addWidget(m_view, 1);

    auto pick = [this](QComboBox* box, bool leftSide) {
        connect(box, &QComboBox::activated, this, [this, box, leftSide] {
            const qint64 id = box->currentData().toLongLong();
            leftSide ? compare(id, m_rightId) : compare(m_leftId, id);
        });
    };
    pick(m_leftPick, true);
    pick(m_rightPick, false);
    connect(m_showPick, &QComboBox::activated, this, [this] { setShow(Show(m_showPick->currentData().toInt())); });
    connect(m_filePick, &QComboBox::activated, this, [this] { apply(); });
}

DiffPage::~DiffPage() = default;

QString DiffPage::title() const
{
    if (!m_loaded)
        return tr("Diff");
    return QStringLiteral("%1 ⇄ %2").arg(m_left.isBaseline() ? tr("baseline")
                                                             : QStringLiteral("#%1").arg(m_left.record.seq),
                                         QStringLiteral("#%1").arg(m_right.record.seq));
}

void DiffPage::compare(qint64 left, qint64 right)
{
    if (left <= 0 && right <= 0) { // the baseline against itself: nothing to compare
        m_note->setText(tr("Pick a candidate for at least one side."));
        return;
    }
    m_leftId = left;
    m_rightId = right;
    m_loaded = false;
    m_note->setText(tr("Loading…"));
    auto load = [path = m_storePath, left, right] {
        Loaded l;
        if (left > 0)
            l.left = loadCandidate(path, left);
        if (right > 0)
            l.right = loadCandidate(path, right);
        const QString task = right > 0 ? l.right.record.taskId : l.left.record.taskId;
        if (!task.isEmpty())
            l.choices = taskCandidates(path, task);
        return l;
    };
    m_load.start(load, [this](const Loaded& l) { onLoaded(l); });
}

void DiffPage::onLoaded(const Loaded& l)
{
    m_left = l.left;
    m_right = l.right;
    m_choices = l.choices;
    if (m_leftId > 0 && m_rightId > 0) {
        finish();
        return;
    }
    // One side is the task's baseline: its files come from the task folder, read on a worker too.
    const CandidateData& other = m_leftId > 0 ? m_left : m_right;
    CandidateData* side = m_leftId > 0 ? &m_right : &m_left;
    if (!other.error.isEmpty()) {
        *side = CandidateData{};
        side->error = other.error;
        finish();
        return;
    }
    const std::optional<Task> task = m_lookup ? m_lookup(other.record.taskId) : std::nullopt;
    if (!task) {
        *side = CandidateData{};
        side->record.role = QStringLiteral("baseline");
        side->error = tr("the task %1 is not loaded, so its baseline cannot be read: open the suite it belongs to "
                         "(File ▸ Open suite…)")
                          .arg(other.record.taskId);
        finish();
        return;
    }
    // The same job: a compare() meanwhile supersedes this step too.
    m_load.start([t = *task, other] { return loadBaseline(t, other); },
                 [this](const CandidateData& baseline) {
                     (m_leftId > 0 ? m_right : m_left) = baseline;
                     finish();
                 });
}

void DiffPage::finish()
{
    m_loaded = true;
    fillPickers();
    // Candidates of a tuning search often share their source and differ only in compile-time tunables:
    // then the PTX is where the change shows, so start there.
    bool sameSources = !m_left.sources.isEmpty() && m_left.sources.size() == m_right.sources.size();
    for (int i = 0; sameSources && i < m_left.sources.size(); ++i)
        sameSources = m_left.sources[i].text == m_right.sources[i].text;
    if (sameSources && !m_left.ptx.isEmpty() && !m_right.ptx.isEmpty() && m_show == Show::Source)
        m_show = Show::Ptx;
    m_showPick->setCurrentIndex(m_showPick->findData(int(m_show)));

    QStringList notes;
    for (const CandidateData* d : {&m_left, &m_right})
        if (!d->error.isEmpty())
            notes << QStringLiteral("<span style='color:#cf222e'>%1: %2</span>")
                         .arg(d == &m_left ? tr("left") : tr("right"), d->error.toHtmlEscaped());
    const QString tl = m_left.tunables(), tr_ = m_right.tunables();
    if (tl != tr_)
        notes << tr("Compiled with different tunables: left %1, right %2.")
                     .arg(tl.isEmpty() ? tr("the source's defaults")
                                       : QStringLiteral("<code>%1</code>").arg(tl.toHtmlEscaped()),
                          tr_.isEmpty() ? tr("the source's defaults")
                                        : QStringLiteral("<code>%1</code>").arg(tr_.toHtmlEscaped()));
    if (sameSources)
        notes << tr("The two sources are identical%1.")
                     .arg(m_show == Show::Ptx ? tr("; the PTX below shows what the compiler made of them") : QString());
    m_note->setText(notes.join(QStringLiteral(" ")));
    m_note->setVisible(!notes.isEmpty());
    m_view->setMetricDeltas(candidateDeltas(m_left, m_right));
    QStringList leftFindings, rightFindings, appeared, disappeared;
    for (const Finding& f : std::as_const(m_left.findings))
        leftFindings << findingKey(f);
    for (const Finding& f : std::as_const(m_right.findings))
        rightFindings << findingKey(f);
    for (const QString& k : std::as_const(rightFindings))
        if (!leftFindings.contains(k) && !appeared.contains(k))
            appeared << k;
    for (const QString& k : std::as_const(leftFindings))
        if (!rightFindings.contains(k) && !disappeared.contains(k))
            disappeared << k;
    if (m_left.isBaseline() || m_right.isBaseline()) // the baseline has no stored diagnostics to compare
        appeared.clear(), disappeared.clear();
    m_view->setFindingChanges(appeared, disappeared);
    fillFiles();
    apply();
    emit loaded();
}

void DiffPage::fillPickers()
{
    for (QComboBox* box : {m_leftPick, m_rightPick}) {
        const QSignalBlocker block(box);
        box->clear();
        box->addItem(tr("baseline (the task's own)"), qint64(0));
        for (const CandidateChoice& c : std::as_const(m_choices)) {
            box->addItem(reviewIcon(c.review ? c.review->verdict : QString()), c.label(), c.record.id);
            box->setItemData(box->count() - 1, reviewTooltip(c.review), Qt::ToolTipRole);
            box->setItemData(box->count() - 1, c.review ? c.review->verdict : QString(), ReviewRole);
        }
        box->setCurrentIndex(std::max(0, box->findData(box == m_leftPick ? m_leftId : m_rightId)));
    }
}

QList<NamedText> DiffPage::texts(const CandidateData& d) const
{
    switch (m_show) {
    case Show::Source:
        return d.sources;
    case Show::Ptx:
        return d.ptx;
    case Show::Sass:
        return d.sass;
    }
    return {};
}

void DiffPage::fillFiles()
{
    const QSignalBlocker block(m_filePick);
    const QString current = m_filePick->currentText();
    m_filePick->clear();
    QStringList names;
    for (const CandidateData* d : {&m_right, &m_left})
        for (const NamedText& t : texts(*d))
            if (!names.contains(t.name))
                names << t.name;
    m_filePick->addItems(names);
    m_filePick->setCurrentIndex(std::max(0, int(names.indexOf(current))));
    m_filePick->setVisible(names.size() > 1);
}

void DiffPage::setShow(Show show)
{
    m_show = show;
    {
        const QSignalBlocker block(m_showPick);
        m_showPick->setCurrentIndex(m_showPick->findData(int(show)));
    }
    if (!m_loaded)
        return;
    fillFiles();
    apply();
}

void DiffPage::apply()
{
    const QString file = m_filePick->currentText();
    auto textOf = [&](const CandidateData& d, QString* title) {
        const QList<NamedText> list = texts(d);
        QString label = d.isBaseline() ? tr("baseline") : d.shortLabel();
        for (const NamedText& t : list)
            if (t.name == file || list.size() == 1) {
                *title = label;
                return t.text;
            }
        const char* what = m_show == Show::Source ? "source" : m_show == Show::Ptx ? "PTX" : "SASS";
        *title = tr("%1 (no %2 stored)").arg(label, QLatin1String(what));
        return QString();
    };
    QString lt, rt;
    const QString left = textOf(m_left, &lt), right = textOf(m_right, &rt);
    const CodeView::Language language = m_show == Show::Ptx    ? CodeView::Language::Ptx
                                        : m_show == Show::Sass ? CodeView::Language::Sass
                                                               : CodeView::languageForFile(file);
    if (m_show == Show::Source)
        m_view->setSideMarkers(sideMarkers(m_left, file), sideMarkers(m_right, file));
    else
        m_view->setSideMarkers({}, {});
    m_view->setTexts(lt, left, rt, right, language);
}

} // namespace kiln
