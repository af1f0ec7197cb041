// The diff: libgit2's alignment on fixture pairs (tests/data/diff/), changed words, SASS compared by
// instruction and by opcode, then the widget: computed off the GUI thread, aligned views, folds that
// open on a click, F7 / Shift+F7.
#include "visualization/diffview.h"
#include "visualization/sasskey.h"
#include "visualization/textdiff.h"

#include <QFile>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>

using namespace kiln;

namespace {

QString fixture(const QString& name)
{
    QFile f(QStringLiteral(KILN_SOURCE_DIR "/tests/data/diff/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return QString::fromUtf8(f.readAll());
}

QList<DiffRow::Kind> kinds(const TextDiff& d, int first, int count)
{
    QList<DiffRow::Kind> k;
    for (int i = first; i < first + count; ++i)
        k << d.rows[i].kind;
    return k;
}

// Every line of both sides appears exactly once, in order, and equal rows hold equal text.
void checkAlignment(const TextDiff& d, bool textEqualOnEqualRows = true)
{
    int l = 0, r = 0;
    for (const DiffRow& row : d.rows) {
        if (row.left >= 0)
            QCOMPARE(row.left, l++);
        if (row.right >= 0)
            QCOMPARE(row.right, r++);
        QVERIFY(row.left >= 0 || row.right >= 0);
        if (row.kind == DiffRow::Kind::Equal && textEqualOnEqualRows)
            QCOMPARE(d.left[row.left], d.right[row.right]);
    }
    QCOMPARE(l, d.left.size());
    QCOMPARE(r, d.right.size());
}

QString spanText(const QString& line, const QList<DiffSpan>& spans)
{
    QStringList parts;
    for (const DiffSpan& s : spans)
        parts << line.mid(s.start, s.length);
    return parts.join('|');
}

} // namespace

class TstDiff : public QObject
{
    Q_OBJECT

private slots:
    void insertions()
    {
        const TextDiff d = diffTexts(fixture("insert_left.cu"), fixture("insert_right.cu"));
        QVERIFY(d.error.isEmpty());
        checkAlignment(d);
        QCOMPARE(d.addedLines, 3);
        QCOMPARE(d.removedLines, 0);
        QCOMPARE(d.changes.size(), 2);
        // "#include <cstdint>" after line 1; the early return before the launch.
        QCOMPARE(d.changes[0].firstRow, 1);
        QCOMPARE(d.changes[0].rowCount, 1);
        QCOMPARE(d.rows[1].kind, DiffRow::Kind::Added);
        QCOMPARE(d.rows[1].left, -1);
        QCOMPARE(d.right[d.rows[1].right], QString("#include <cstdint>"));
        QCOMPARE(kinds(d, d.changes[1].firstRow, 2),
                 (QList<DiffRow::Kind>{DiffRow::Kind::Added, DiffRow::Kind::Added}));
        QCOMPARE(d.right[d.rows[d.changes[1].firstRow].right], QString("    if (n == 0)"));
        QCOMPARE(d.rows.size(), 16);
    }

    void deletions()
    {
        const TextDiff d = diffTexts(fixture("delete_left.py"), fixture("delete_right.py"));
        checkAlignment(d);
        QCOMPARE(d.removedLines, 3);
        QCOMPARE(d.addedLines, 0);
        QCOMPARE(d.changes.size(), 1);
        const DiffChange c = d.changes[0];
        QCOMPARE(c.rowCount, 3);
        for (int i = c.firstRow; i < c.firstRow + 3; ++i) {
            QCOMPARE(d.rows[i].kind, DiffRow::Kind::Removed);
            QCOMPARE(d.rows[i].right, -1);
        }
        QCOMPARE(d.left[d.rows[c.firstRow].left], QString("    # debug: keep the first block's inputs"));
    }

    void movedBlockIsRemovedThenAdded()
    {
        // warp_sum moves from the top to the bottom: a line diff shows it leaving and arriving, and the
        // two kernels it moved across stay untouched.
        const TextDiff d = diffTexts(fixture("moved_left.cu"), fixture("moved_right.cu"));
        checkAlignment(d);
        QCOMPARE(d.changes.size(), 2);
        // The function and the blank line after it: 7 lines.
        QCOMPARE(d.removedLines, 7);
        QCOMPARE(d.addedLines, 7);
        const DiffChange out = d.changes[0], in = d.changes[1];
        QCOMPARE(d.rows[out.firstRow].kind, DiffRow::Kind::Removed);
        QCOMPARE(d.left[d.rows[out.firstRow].left], QString("__device__ float warp_sum(float v)"));
        QCOMPARE(d.rows[in.firstRow].kind, DiffRow::Kind::Added);
        QCOMPARE(d.right[d.rows[in.firstRow + 1].right], QString("__device__ float warp_sum(float v)"));
        int equal = 0;
        for (const DiffRow& r : d.rows)
            equal += r.kind == DiffRow::Kind::Equal;
        QCOMPARE(equal, 20); // both kernels and the blank line between them
    }

    void whitespaceOnlyChanges()
    {
        const QString l = fixture("whitespace_left.cu"), r = fixture("whitespace_right.cu");
        const TextDiff shown = diffTexts(l, r);
        checkAlignment(shown);
        QCOMPARE(shown.changes.size(), 2); // the re-indented line, and the tab
        const DiffRow& reindented = shown.rows[shown.changes[0].firstRow];
        QCOMPARE(reindented.kind, DiffRow::Kind::Changed);
        // Only whitespace is marked: the leading indent and the trailing spaces, not the statement.
        for (const DiffSpan& s : reindented.rightWords)
            QVERIFY2(shown.right[reindented.right].mid(s.start, s.length).trimmed().isEmpty(),
                     qPrintable(spanText(shown.right[reindented.right], reindented.rightWords)));
        QVERIFY(!reindented.rightWords.isEmpty());

        DiffOptions ignore;
        ignore.ignoreWhitespace = true;
        const TextDiff ignored = diffTexts(l, r, ignore);
        checkAlignment(ignored, false);
        QVERIFY(ignored.identical());
    }

    void changedWordsInsideChangedLines()
    {
        const TextDiff d = diffTexts("    y[i] = a * x[i];\nreturn;\n", "    y[i] = b * x[i] + c;\nreturn;\n");
        QCOMPARE(d.changes.size(), 1);
        const DiffRow& row = d.rows[0];
        QCOMPARE(row.kind, DiffRow::Kind::Changed);
        QCOMPARE(spanText(d.left[0], row.leftWords), QString("a"));
        QCOMPARE(spanText(d.right[0], row.rightWords), QString("b| + c"));
    }

    void largeFilesAlignAndFindEveryEdit()
    {
        const TextDiff d = diffTexts(fixture("large_left.cu"), fixture("large_right.cu"));
        QCOMPARE(d.left.size(), 10000);
        QCOMPARE(d.right.size(), 10010);
        checkAlignment(d);
        // make_large.py: 20 changed lines, 10 three-line insertions, 10 two-line deletions.
        QCOMPARE(d.changes.size(), 40);
        QCOMPARE(d.removedLines, 40);
        QCOMPARE(d.addedLines, 50);
        int changed = 0;
        for (const DiffRow& r : d.rows)
            changed += r.kind == DiffRow::Kind::Changed;
        QCOMPARE(changed, 20);
    }

    void sassKeys()
    {
        const QString line = "        /*0060*/               @P0 EXIT ;                  /* 0x000000000000094d */";
        QCOMPARE(sassKey(line, SassCompare::Opcode).text(line), QString("EXIT"));
        QCOMPARE(sassKey(line, SassCompare::Instruction).text(line), QString("@P0 EXIT ;"));
        const QString enc = "                                                   /* 0x000fea0003800000 */";
        QCOMPARE(sassKey(enc, SassCompare::Opcode).length, 0);
        const QString ldg = "        /*0090*/      LDG.E.CONSTANT R2, desc[UR4][R2.64] ;   /* 0x0000000402027981 */";
        QCOMPARE(sassKey(ldg, SassCompare::Opcode).text(ldg), QString("LDG.E.CONSTANT"));
        QCOMPARE(sassKey(".L_x_3:", SassCompare::Opcode).text(".L_x_3:"), QString(":"));
        const QString fn = "\t\tFunction : _Z5scalePKfPffi";
        QCOMPARE(sassKey(fn, SassCompare::Opcode).text(fn), QString("Function : _Z5scalePKfPffi"));
    }

    void sassByOpcodeIgnoresRegisterRenaming()
    {
        const QString l = fixture("scale_left.sass"), r = fixture("scale_right.sass");
        auto changedRows = [](const TextDiff& d) {
            return std::count_if(d.rows.begin(), d.rows.end(),
                                 [](const DiffRow& r) { return r.kind != DiffRow::Kind::Equal; });
        };
        const TextDiff text = diffTexts(l, r);
        QCOMPARE(changedRows(text), 15); // 12 instruction lines and 3 encoding lines differ as text

        DiffOptions instr;
        instr.compare = DiffOptions::Compare::SassInstruction;
        const TextDiff byInstruction = diffTexts(l, r, instr);
        checkAlignment(byInstruction, false);
        // Encodings no longer count; the instructions whose registers were renamed still do.
        QVERIFY(changedRows(byInstruction) < changedRows(text));
        QCOMPARE(changedRows(byInstruction), 12); // 10 instructions, the label and the branch to it

        DiffOptions opcode;
        opcode.compare = DiffOptions::Compare::SassOpcode;
        const TextDiff byOpcode = diffTexts(l, r, opcode);
        checkAlignment(byOpcode, false);
        QCOMPARE(byOpcode.changes.size(), 1); // LDG.E -> LDG.E.CONSTANT, nothing else
        const DiffRow& row = byOpcode.rows[byOpcode.changes[0].firstRow];
        QCOMPARE(row.kind, DiffRow::Kind::Changed);
        // The original text is kept; the highlight sits on the opcode's new modifier.
        QVERIFY(byOpcode.right[row.right].contains("desc[UR4][R2.64]"));
        QCOMPARE(spanText(byOpcode.right[row.right], row.rightWords), QString(".CONSTANT"));
    }

    void sassSourcesStartWithTheInstructionComparison()
    {
        DiffView view;
        QSignalSpy ready(&view, &DiffView::diffReady);
        view.setTexts("a.sass", fixture("scale_left.sass"), "b.sass", fixture("scale_right.sass"),
                      CodeView::Language::Sass);
        QCOMPARE(view.options().compare, DiffOptions::Compare::SassInstruction);
        QVERIFY(ready.wait(5000));
        QCOMPARE(view.changeCount(), 11); // 12 changed rows; the label and its branch are adjacent
        DiffOptions opcode = view.options();
        opcode.compare = DiffOptions::Compare::SassOpcode;
        view.setOptions(opcode);
        QVERIFY(ready.wait(5000));
        QCOMPARE(view.changeCount(), 1);
        // The same view showing source next (the diff page's Show switch) compares text again.
        view.setTexts("a.cu", fixture("insert_left.cu"), "b.cu", fixture("insert_right.cu"), CodeView::Language::Cpp);
        QCOMPARE(view.options().compare, DiffOptions::Compare::Text);
        QVERIFY(ready.wait(5000));
        QVERIFY(view.changeCount() > 0);
    }

    void viewComputesInTheBackgroundAndAligns()
    {
        DiffView view;
        view.resize(1000, 600);
        view.setFolding(1000); // one block per row: nothing folded
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy ready(&view, &DiffView::diffReady);
        view.setTexts("left", fixture("insert_left.cu"), "right", fixture("insert_right.cu"), CodeView::Language::Cpp);
        // Nothing is computed on the caller's stack: the result arrives through the event loop.
        QVERIFY(!view.isReady());
        QVERIFY(ready.wait(5000));
        QVERIFY(view.isReady());
        QCOMPARE(view.leftView()->document()->blockCount(), view.rightView()->document()->blockCount());
        QCOMPARE(view.leftView()->document()->blockCount(), 16);
        // The filler line on the left stands where the right has "#include <cstdint>".
        QCOMPARE(view.leftView()->document()->findBlockByNumber(1).text(), QString());
        QCOMPARE(view.rightView()->document()->findBlockByNumber(1).text(), QString("#include <cstdint>"));
    }

    void staleResultsAreDropped()
    {
        DiffView view;
        QSignalSpy ready(&view, &DiffView::diffReady);
        view.setTexts("a", fixture("large_left.cu"), "b", fixture("large_right.cu"), CodeView::Language::Cpp);
        view.setTexts("a", fixture("moved_left.cu"), "b", fixture("moved_right.cu"), CodeView::Language::Cpp);
        QVERIFY(ready.wait(10000));
        QTest::qWait(200); // the first request's thread finishes too; its result must not replace this one
        QCOMPARE(ready.size(), 1);
        QCOMPARE(view.diff().left.size(), 27);
        QCOMPARE(view.diff().left, splitLines(fixture("moved_left.cu")));
    }

    void f7StepsThroughChangesAndScrollsBothSides()
    {
        DiffView view;
        view.resize(1000, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QSignalSpy ready(&view, &DiffView::diffReady);
        view.setTexts("a", fixture("large_left.cu"), "b", fixture("large_right.cu"), CodeView::Language::Cpp);
        QVERIFY(ready.wait(10000));
        QCOMPARE(view.changeCount(), 40);
        QCOMPARE(view.currentChange(), 0);
        view.leftView()->setFocus();

        for (int expected = 1; expected <= 3; ++expected) {
            QTest::keyClick(view.leftView(), Qt::Key_F7);
            QCOMPARE(view.currentChange(), expected);
        }
        QTest::keyClick(view.leftView(), Qt::Key_F7, Qt::ShiftModifier);
        QCOMPARE(view.currentChange(), 2);

        // The change is on screen, and the right side shows the same rows.
        const int block = view.blockForRow(view.diff().changes[2].firstRow);
        const QRect where =
            view.leftView()->cursorRect(QTextCursor(view.leftView()->document()->findBlockByNumber(block)));
        QVERIFY(view.leftView()->viewport()->rect().contains(where.center()));
        QVERIFY(view.leftView()->verticalScrollBar()->value() > 0);
        QCOMPARE(view.rightView()->verticalScrollBar()->value(), view.leftView()->verticalScrollBar()->value());

        view.goToChange(39);
        QTest::keyClick(view.leftView(), Qt::Key_F7); // past the last: stays
        QCOMPARE(view.currentChange(), 39);
    }

    void longUnchangedStretchesFoldAndOpenOnClick()
    {
        DiffView view;
        view.resize(1000, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy ready(&view, &DiffView::diffReady);
        view.setTexts("a", fixture("large_left.cu"), "b", fixture("large_right.cu"), CodeView::Language::Cpp);
        QVERIFY(ready.wait(10000));
        // 40 edits make 41 unchanged stretches; one is 2 lines (two edits close together) and stays open.
        QCOMPARE(view.foldCount(), 40);
        QTextDocument* doc = view.leftView()->document();
        // A closed fold is one line: the documents hold the changes with their context, not 10,000 rows.
        QVERIFY(doc->blockCount() < 600);
        QCOMPARE(view.rightView()->document()->blockCount(), doc->blockCount());
        // The first fold starts the document and stands for the rows before the first change's context.
        QVERIFY(doc->findBlockByNumber(0).text().contains("unchanged lines"));
        QCOMPARE(view.blockForRow(0), -1);
        const int firstShown = view.blockForRow(view.diff().changes[0].firstRow);

        view.leftView()->verticalScrollBar()->setValue(0);
        const QRect foldLine = view.leftView()->cursorRect(QTextCursor(doc->findBlockByNumber(0)));
        QTest::mouseClick(view.leftView()->viewport(), Qt::LeftButton, {}, foldLine.center());
        QCOMPARE(view.foldCount(), 39);
        QCOMPARE(view.blockForRow(0), 0);
        QCOMPARE(doc->findBlockByNumber(0).text(), view.diff().left[0]);
        QCOMPARE(view.rightView()->document()->findBlockByNumber(0).text(), view.diff().right[0]);
        QCOMPARE(view.rightView()->document()->blockCount(), doc->blockCount());
        // Everything after the fold moved down by the rows it held, less its own line.
        const int opened = view.diff().changes[0].firstRow - 3;
        QCOMPARE(view.blockForRow(view.diff().changes[0].firstRow), firstShown + opened - 1);
        // The opened rows lost the fold line's tint.
        QCOMPARE(doc->findBlockByNumber(1).blockFormat().background().style(), Qt::NoBrush);

        view.expandAllFolds();
        QCOMPARE(view.foldCount(), 0);
        QCOMPARE(doc->blockCount(), view.diff().rows.size());
        for (int r : {0, 1000, 5000, int(view.diff().rows.size()) - 1}) {
            const DiffRow& row = view.diff().rows[r];
            QCOMPARE(view.blockForRow(r), r);
            if (row.left >= 0)
                QCOMPARE(doc->findBlockByNumber(r).text(), view.diff().left[row.left]);
        }
    }

    void metricDeltasSayBetterOrWorse()
    {
        const MetricDelta faster{"time m4096", 2e-3, 1.5e-3, MetricDelta::Better::Lower, "s"};
        QCOMPARE(deltaVerdict(faster), 1);
        QCOMPARE(describeDelta(faster), QString("−25.0% better"));
        const MetricDelta spills{"spills", 0, 4, MetricDelta::Better::Lower, {}};
        QCOMPARE(deltaVerdict(spills), -1);
        QCOMPARE(describeDelta(spills), QString("+4 worse"));
        const MetricDelta fraction{"fraction of roofline", 0.4, 0.6, MetricDelta::Better::Higher, "%"};
        QCOMPARE(describeDelta(fraction), QString("+50.0% better"));
        DiffView view;
        QVERIFY(view.metricsView()->isHidden()); // nothing to say: no header
        view.setMetricDeltas({faster, spills, fraction});
        QCOMPARE(view.metricsView()->rowCount(), 3);
        view.setFindingChanges({"register spills"}, {"uncoalesced global loads", "bank conflicts"});
        QCOMPARE(view.metricsView()->findingCount(), 3);
        QStringList shown;
        for (const QLabel* l : view.metricsView()->findChildren<QLabel*>())
            shown << l->text();
        QVERIFY(shown.contains("new finding: register spills"));
        QVERIFY(shown.contains("finding gone: bank conflicts"));
        QVERIFY(shown.contains("−25.0% better"));
        QVERIFY(!view.metricsView()->isHidden());
    }
};

QTEST_MAIN(TstDiff)
#include "tst_diff.moc"
