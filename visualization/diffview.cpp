#include "diffview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>
#include <functional>

namespace kiln {

namespace {

struct DiffColors
{
    QColor removedLine, removedWord, addedLine, addedWord, filler, fold, foldText;
};

DiffColors colorsFor(const QPalette& palette)
{
    if (palette.color(QPalette::Base).lightness() < 128)
        return {QColor(0x4b, 0x1f, 0x24), QColor(0x8e, 0x2f, 0x37), QColor(0x1c, 0x40, 0x29), QColor(0x2a, 0x75, 0x43),
                QColor(0x48, 0x4f, 0x58), QColor(0x23, 0x2f, 0x3e), QColor(0x9a, 0xa7, 0xb5)};
    // GitHub's diff tints: light enough that syntax colours stay readable on them.
    return {QColor(0xff, 0xeb, 0xe9), QColor(0xff, 0xc0, 0xbb), QColor(0xe6, 0xff, 0xec), QColor(0xab, 0xf2, 0xbc),
            QColor(0xd0, 0xd7, 0xde), QColor(0xdd, 0xf4, 0xff), QColor(0x57, 0x60, 0x6a)};
}

QString foldText(int lines)
{
    return QStringLiteral("⋯ %1 unchanged lines (click to show)").arg(lines);
}

} // namespace

DiffView::DiffView(QWidget* parent)
    : QWidget(parent), m_leftTitle(new QLabel(this)), m_rightTitle(new QLabel(this)), m_status(new QLabel(this)),
      m_compare(new QComboBox(this)), m_whitespace(new QCheckBox(QStringLiteral("Ignore whitespace"), this)),
      m_prev(new QToolButton(this)), m_next(new QToolButton(this)), m_metrics(new MetricDeltasView(this)),
      m_left(new CodeView(this)), m_right(new CodeView(this))
{
    m_compare->addItem(QStringLiteral("Compare text"), int(DiffOptions::Compare::Text));
    m_compare->addItem(QStringLiteral("SASS: instructions"), int(DiffOptions::Compare::SassInstruction));
    m_compare->addItem(QStringLiteral("SASS: opcodes only"), int(DiffOptions::Compare::SassOpcode));
    m_compare->setToolTip(QStringLiteral("Opcodes only ignores registers, operands and addresses, so two compilations "
                                         "that differ by register allocation compare equal."));
    m_prev->setArrowType(Qt::UpArrow);
    m_prev->setToolTip(QStringLiteral("Previous change (Shift+F7)"));
    m_next->setArrowType(Qt::DownArrow);
    m_next->setToolTip(QStringLiteral("Next change (F7)"));
    connect(m_prev, &QToolButton::clicked, this, &DiffView::previousChange);
    connect(m_next, &QToolButton::clicked, this, &DiffView::nextChange);
    connect(m_compare, &QComboBox::activated, this, [this] {
        DiffOptions o = m_options;
        o.compare = static_cast<DiffOptions::Compare>(m_compare->currentData().toInt());
        setOptions(o);
    });
    connect(m_whitespace, &QCheckBox::toggled, this, [this](bool on) {
        DiffOptions o = m_options;
        o.ignoreWhitespace = on;
        setOptions(o);
    });

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_prev);
    bar->addWidget(m_next);
    bar->addWidget(m_status, 1);
    bar->addWidget(m_whitespace);
    bar->addWidget(m_compare);

    for (QLabel* t : {m_leftTitle, m_rightTitle}) {
        t->setTextInteractionFlags(Qt::TextSelectableByMouse);
        t->setStyleSheet(QStringLiteral("font-weight: bold;"));
    }
    auto* leftPane = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(leftPane);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_leftTitle);
    leftLayout->addWidget(m_left);
    auto* rightPane = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(rightPane);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_rightTitle);
    rightLayout->addWidget(m_right);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(leftPane);
    split->addWidget(rightPane);
    split->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_metrics);
    layout->addWidget(split, 1);

    // Both documents have the same blocks (fillers stand in for the other side's lines) and the same
    // folds, so equal scroll values show the same rows.
    auto sync = [this](QScrollBar* from, QScrollBar* to) {
        connect(from, &QScrollBar::valueChanged, this, [this, to](int v) {
            if (m_syncing)
                return;
            m_syncing = true;
            to->setValue(v);
            m_syncing = false;
        });
    };
    sync(m_left->verticalScrollBar(), m_right->verticalScrollBar());
    sync(m_right->verticalScrollBar(), m_left->verticalScrollBar());
    sync(m_left->horizontalScrollBar(), m_right->horizontalScrollBar());
    sync(m_right->horizontalScrollBar(), m_left->horizontalScrollBar());
    for (CodeView* view : {m_left, m_right}) {
        view->viewport()->installEventFilter(this);
        view->viewport()->setMouseTracking(true); // a hand over fold lines says they open on a click
    }

    auto* next = new QShortcut(QKeySequence(Qt::Key_F7), this, this, &DiffView::nextChange);
    next->setContext(Qt::WidgetWithChildrenShortcut);
    auto* prev = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F7), this, this, &DiffView::previousChange);
    prev->setContext(Qt::WidgetWithChildrenShortcut);
    updateStatus();
}

DiffView::~DiffView() = default;

void DiffView::setTexts(const QString& leftTitle, const QString& leftText, const QString& rightTitle,
                        const QString& rightText, CodeView::Language language)
{
    m_leftTitle->setText(leftTitle);
    m_rightTitle->setText(rightTitle);
    m_leftText = leftText;
    m_rightText = rightText;
    m_language = language;
    m_metrics->setDeltas(m_deltas, leftTitle, rightTitle); // the column heads name the two sides
    // The SASS comparison modes mean nothing for source or PTX (they would cut lines at SASS fields): offered
    // only for SASS, and a view that switches from SASS back to text compares text again.
    m_compare->setVisible(language == CodeView::Language::Sass);
    if (language != CodeView::Language::Sass && m_options.compare != DiffOptions::Compare::Text) {
        m_options.compare = DiffOptions::Compare::Text;
        const QSignalBlocker block(m_compare);
        m_compare->setCurrentIndex(m_compare->findData(int(m_options.compare)));
    }
    // SASS compared as text differs on every line after the first inserted instruction (addresses);
    // start from the instruction comparison, which the person can still switch back.
    if (language == CodeView::Language::Sass && m_options.compare == DiffOptions::Compare::Text) {
        m_options.compare = DiffOptions::Compare::SassInstruction;
        const QSignalBlocker block(m_compare);
        m_compare->setCurrentIndex(m_compare->findData(int(m_options.compare)));
    }
    start();
}

void DiffView::setMetricDeltas(const QList<MetricDelta>& rows)
{
    m_deltas = rows;
    m_metrics->setDeltas(rows, m_leftTitle->text(), m_rightTitle->text());
}

void DiffView::setFindingChanges(const QStringList& appeared, const QStringList& disappeared)
{
    m_metrics->setFindings(appeared, disappeared);
}

void DiffView::setOptions(const DiffOptions& options)
{
    m_options = options;
    const QSignalBlocker b1(m_compare), b2(m_whitespace);
    m_compare->setCurrentIndex(m_compare->findData(int(options.compare)));
    m_whitespace->setChecked(options.ignoreWhitespace);
    start();
}

void DiffView::setFolding(int lines, int context)
{
    m_foldLines = lines;
    m_foldContext = context;
    if (m_ready)
        showDiff(m_diff);
}

void DiffView::start()
{
    m_ready = false;
    updateStatus();
    // A newer request makes every older one stale: its result is never shown.
    m_diffJob.start(
        [left = m_leftText, right = m_rightText, options = m_options] { return diffTexts(left, right, options); },
        [this](const TextDiff& d) { showDiff(d); });
}

void DiffView::showDiff(const TextDiff& diff)
{
    m_diff = diff;
    buildDocuments();
    m_ready = true;
    m_current = -1;
    if (!m_diff.changes.isEmpty())
        goToChange(0);
    updateStatus();
    emit diffReady();
}

void DiffView::buildDocuments()
{
    const QList<DiffRow>& rows = m_diff.rows;
    // Folds: the inner part of each long equal stretch, keeping context next to the changes. A file
    // without changes is shown whole.
    m_folds.clear();
    if (!m_diff.changes.isEmpty()) {
        int a = 0;
        while (a < rows.size()) {
            if (rows[a].kind != DiffRow::Kind::Equal) {
                ++a;
                continue;
            }
            int b = a;
            while (b < rows.size() && rows[b].kind == DiffRow::Kind::Equal)
                ++b;
            const int before = a == 0 ? 0 : m_foldContext;
            const int after = b == rows.size() ? 0 : m_foldContext;
            const int hidden = (b - a) - before - after;
            if (b - a > m_foldLines && hidden >= 2)
                m_folds.append({0, a + before, hidden, false});
            a = b;
        }
    }
    if (!m_diff.error.isEmpty()) { // show both texts undiffed rather than nothing
        m_left->setSource(m_leftText, m_language);
        m_right->setSource(m_rightText, m_language);
        m_rowBlock.clear();
        m_foldAtBlock.clear();
        return;
    }

    // A closed fold is one line in the documents, not thousands of hidden ones: a 10,000-line diff
    // then opens with the few hundred lines around its changes, and each fold's text is inserted when
    // it is opened.
    QStringList leftLines, rightLines;
    remap(
        [&](int row) {
            const DiffRow& r = rows[row];
            leftLines << (r.left >= 0 ? m_diff.left[r.left] : QString());
            rightLines << (r.right >= 0 ? m_diff.right[r.right] : QString());
        },
        [&](const Fold& f) {
            leftLines << foldText(f.rowCount);
            rightLines << foldText(f.rowCount);
        });
    m_left->setSource(leftLines.join(QLatin1Char('\n')), m_language);
    m_right->setSource(rightLines.join(QLatin1Char('\n')), m_language);
    updateLineNumbers();

    const DiffColors colors = colorsFor(palette());
    auto paint = [&](CodeView* view, bool leftSide) {
        QTextDocument* doc = view->document();
        QTextCursor c(doc);
        c.beginEditBlock();
        QTextBlockFormat removed, added, filler, fold;
        removed.setBackground(colors.removedLine);
        added.setBackground(colors.addedLine);
        filler.setBackground(QBrush(colors.filler, Qt::BDiagPattern)); // hatched: no line here
        fold.setBackground(colors.fold);
        QTextCharFormat word, foldChars;
        word.setBackground(leftSide ? colors.removedWord : colors.addedWord);
        foldChars.setForeground(colors.foldText);
        foldChars.setFontItalic(true);
        for (int r = 0; r < rows.size(); ++r) {
            const DiffRow& row = rows[r];
            if (row.kind == DiffRow::Kind::Equal)
                continue;
            const QTextBlock block = doc->findBlockByNumber(m_rowBlock[r]);
            c.setPosition(block.position());
            const bool present = leftSide ? row.left >= 0 : row.right >= 0;
            c.setBlockFormat(!present ? filler : leftSide ? removed : added);
            for (const DiffSpan& s : leftSide ? row.leftWords : row.rightWords) {
                c.setPosition(block.position() + s.start);
                c.setPosition(block.position() + s.start + s.length, QTextCursor::KeepAnchor);
                c.mergeCharFormat(word);
            }
        }
        for (const Fold& f : std::as_const(m_folds)) {
            const QTextBlock block = doc->findBlockByNumber(f.block);
            c.setPosition(block.position());
            c.setBlockFormat(fold);
            c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            c.mergeCharFormat(foldChars);
        }
        c.endEditBlock();
    };
    paint(m_left, true);
    paint(m_right, false);
}

void DiffView::remap(const std::function<void(int)>& onRow, const std::function<void(const Fold&)>& onFold)
{
    m_rowBlock.fill(-1, m_diff.rows.size());
    m_foldAtBlock.clear();
    int block = 0;
    int f = 0;
    for (int r = 0; r < m_diff.rows.size(); ++r) {
        if (f < m_folds.size() && m_folds[f].firstRow == r) {
            Fold& fold = m_folds[f++];
            if (!fold.open) {
                fold.block = block;
                m_foldAtBlock.insert(block++, f - 1);
                if (onFold)
                    onFold(fold);
                r += fold.rowCount - 1;
                continue;
            }
        }
        m_rowBlock[r] = block++;
        if (onRow)
            onRow(r);
    }
}

void DiffView::updateLineNumbers()
{
    QList<int> left, right;
    const int blocks = m_left->document()->blockCount();
    left.fill(0, blocks);
    right.fill(0, blocks);
    for (int r = 0; r < m_rowBlock.size(); ++r) {
        const int b = m_rowBlock[r];
        if (b >= 0 && b < blocks) {
            left[b] = m_diff.rows[r].left + 1;
            right[b] = m_diff.rows[r].right + 1;
        }
    }
    m_left->setLineNumbers(left);
    m_right->setLineNumbers(right);
    applySideMarkers(left, right);
}

void DiffView::setSideMarkers(const QList<SideMarker>& left, const QList<SideMarker>& right)
{
    m_leftMarkers = left;
    m_rightMarkers = right;
    if (m_ready && m_diff.error.isEmpty())
        updateLineNumbers();
}

void DiffView::applySideMarkers(const QList<int>& leftNumbers, const QList<int>& rightNumbers)
{
    const auto apply = [this](CodeView* view, const QList<SideMarker>& markers, const QList<int>& numbers,
                              bool leftSide) {
        view->clearMarkers();
        if (markers.isEmpty())
            return;
        QHash<int, int> blockOfLine; // the side's 1-based line -> the block showing it
        for (int b = 0; b < numbers.size(); ++b)
            if (numbers[b] > 0)
                blockOfLine.insert(numbers[b], b);
        for (const Fold& f : std::as_const(m_folds)) // lines hidden in a closed fold: its line
            if (!f.open)
                for (int r = f.firstRow; r < f.firstRow + f.rowCount && r < m_diff.rows.size(); ++r) {
                    const int line = (leftSide ? m_diff.rows[r].left : m_diff.rows[r].right) + 1;
                    if (line > 0)
                        blockOfLine.insert(line, f.block);
                }
        for (const SideMarker& m : markers)
            if (const auto it = blockOfLine.constFind(m.line); it != blockOfLine.cend())
                view->addMarker(*it + 1, m.kind,
                                m_foldAtBlock.contains(*it) ? tr("line %1: %2").arg(m.line).arg(m.message) : m.message);
    };
    apply(m_left, m_leftMarkers, leftNumbers, true);
    apply(m_right, m_rightMarkers, rightNumbers, false);
}

int DiffView::foldCount() const
{
    return int(std::count_if(m_folds.begin(), m_folds.end(), [](const Fold& f) { return !f.open; }));
}

void DiffView::openFold(int index)
{
    Fold& f = m_folds[index];
    if (f.open)
        return;
    // The fold line becomes the rows it stood for (equal rows: both sides have every line). The new
    // blocks inherit the fold line's block format, so it is reset over the inserted range.
    for (CodeView* view : {m_left, m_right}) {
        const bool leftSide = view == m_left;
        QStringList lines;
        lines.reserve(f.rowCount);
        for (int r = f.firstRow; r < f.firstRow + f.rowCount; ++r)
            lines << (leftSide ? m_diff.left[m_diff.rows[r].left] : m_diff.right[m_diff.rows[r].right]);
        QTextDocument* doc = view->document();
        const int scroll = view->verticalScrollBar()->value();
        QTextCursor c(doc->findBlockByNumber(f.block));
        c.beginEditBlock();
        const int start = c.position();
        c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        c.insertText(lines.join(QLatin1Char('\n')), QTextCharFormat());
        c.setPosition(start, QTextCursor::KeepAnchor);
        c.setBlockFormat(QTextBlockFormat());
        c.endEditBlock();
        view->verticalScrollBar()->setValue(scroll);
    }
    f.open = true;
    remap();
    updateLineNumbers();
    updateStatus();
}

void DiffView::expandAllFolds()
{
    // Back to front: opening a fold moves the blocks after it, never the ones before.
    for (int i = int(m_folds.size()) - 1; i >= 0; --i)
        openFold(i);
}

void DiffView::nextChange()
{
    if (m_ready && m_current + 1 < changeCount())
        goToChange(m_current + 1);
}

void DiffView::previousChange()
{
    if (m_ready && m_current > 0)
        goToChange(m_current - 1);
}

void DiffView::goToChange(int index)
{
    if (!m_ready || index < 0 || index >= changeCount())
        return;
    m_current = index;
    // Changes are never inside a fold, so their first row's block is always shown.
    const int block = m_rowBlock.value(m_diff.changes[index].firstRow);
    m_left->scrollToLine(block + 1);
    m_right->verticalScrollBar()->setValue(m_left->verticalScrollBar()->value());
    updateStatus();
    emit currentChangeChanged(m_current, changeCount());
}

void DiffView::updateStatus()
{
    m_prev->setEnabled(m_ready && m_current > 0);
    m_next->setEnabled(m_ready && m_current + 1 < changeCount());
    if (!m_ready) {
        m_status->setText(QStringLiteral("Comparing…"));
        return;
    }
    if (!m_diff.error.isEmpty()) {
        m_status->setText(m_diff.error);
        return;
    }
    if (m_diff.changes.isEmpty()) {
        m_status->setText(m_options.compare == DiffOptions::Compare::Text && !m_options.ignoreWhitespace
                              ? QStringLiteral("Identical")
                              : QStringLiteral("No differences in this comparison mode"));
        return;
    }
    QString s = QStringLiteral("change %1 of %2 · +%3 −%4 lines")
                    .arg(std::max(1, m_current + 1))
                    .arg(changeCount())
                    .arg(m_diff.addedLines)
                    .arg(m_diff.removedLines);
    if (const int folds = foldCount())
        s += QStringLiteral(" · %1 unchanged stretches folded").arg(folds);
    m_status->setText(s);
}

bool DiffView::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::MouseButtonRelease && type != QEvent::MouseMove)
        return QWidget::eventFilter(watched, event);
    CodeView* view = watched == m_left->viewport() ? m_left : watched == m_right->viewport() ? m_right : nullptr;
    if (!view)
        return QWidget::eventFilter(watched, event);
    auto* me = static_cast<QMouseEvent*>(event);
    const int block = view->cursorForPosition(me->position().toPoint()).blockNumber();
    const bool onFold = m_foldAtBlock.contains(block);
    if (type == QEvent::MouseMove) {
        view->viewport()->setCursor(onFold ? Qt::PointingHandCursor : Qt::IBeamCursor);
        return QWidget::eventFilter(watched, event);
    }
    if (onFold && me->button() == Qt::LeftButton) {
        openFold(m_foldAtBlock.value(block));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace kiln
