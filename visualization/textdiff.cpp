#include "textdiff.h"

#include <QByteArray>
#include <git2.h>

namespace kiln {

namespace {

// libgit2 keeps a global reference count; one init for the life of the process, from whichever thread
// diffs first (C++ guarantees the static is initialised once). Not shut down: other users in this
// process (the run repositories) hold their own references.
void ensureLibgit2()
{
    static const int initialised = git_libgit2_init();
    Q_UNUSED(initialised)
}

struct Hunk
{
    int oldStart, oldLines, newStart, newLines;
};

// The changed regions between two buffers of newline-terminated lines, as libgit2's patience diff with
// no context lines reports them.
bool diffHunks(const QByteArray& a, const QByteArray& b, bool ignoreWhitespace, QList<Hunk>* hunks, QString* error)
{
    ensureLibgit2();
    git_diff_options opts = GIT_DIFF_OPTIONS_INIT;
    opts.context_lines = 0;
    opts.interhunk_lines = 0;
    // FORCE_TEXT: source with a stray NUL must still diff as text, not as "binary files differ".
    opts.flags = GIT_DIFF_PATIENCE | GIT_DIFF_FORCE_TEXT | (ignoreWhitespace ? GIT_DIFF_IGNORE_WHITESPACE : 0);
    auto onHunk = [](const git_diff_delta*, const git_diff_hunk* h, void* payload) -> int {
        static_cast<QList<Hunk>*>(payload)->append({h->old_start, h->old_lines, h->new_start, h->new_lines});
        return 0;
    };
    const int rc = git_diff_buffers(a.constData(), size_t(a.size()), "left", b.constData(), size_t(b.size()), "right",
                                    &opts, nullptr, nullptr, onHunk, nullptr, hunks);
    if (rc != 0) {
        const git_error* e = git_error_last();
        *error = QStringLiteral("libgit2 could not diff the texts: %1")
                     .arg(e && e->message ? QString::fromUtf8(e->message) : QStringLiteral("error %1").arg(rc));
        return false;
    }
    return true;
}

QByteArray joinLines(const QStringList& lines)
{
    QByteArray out;
    for (const QString& l : lines) {
        out += l.toUtf8();
        out += '\n';
    }
    return out;
}

struct Token
{
    int line; // index into the block's lines
    int start;
    int length;
};

// Words, runs of whitespace and single punctuation characters: "a[i] += b" -> a [ i ] _ += ... with
// each of '+' '=' separate. Fine-grained enough that "R12" -> "R14" marks one register, not the line.
void tokenize(const QString& line, int lineIndex, int from, int to, QList<Token>* out)
{
    int i = from;
    while (i < to) {
        int j = i + 1;
        const QChar c = line[i];
        if (c.isLetterOrNumber() || c == QLatin1Char('_')) {
            while (j < to && (line[j].isLetterOrNumber() || line[j] == QLatin1Char('_')))
                ++j;
        } else if (c.isSpace()) {
            while (j < to && line[j].isSpace())
                ++j;
        }
        out->append({lineIndex, i, j - i});
        i = j;
    }
}

// Adds the span, merging it into the previous one on the same line when only whitespace separates
// them, so "foo bar" -> "baz qux" highlights one stretch rather than two words and a gap.
void addSpan(QList<DiffSpan>* spans, const QString& line, const Token& t)
{
    if (!spans->isEmpty()) {
        DiffSpan& last = spans->last();
        const int gapStart = last.start + last.length;
        if (gapStart <= t.start && line.mid(gapStart, t.start - gapStart).trimmed().isEmpty()) {
            last.length = t.start + t.length - last.start;
            return;
        }
    }
    spans->append({t.start, t.length});
}

struct KeyedLines
{
    QStringList lines;
    QList<SassKey> keys; // the compared part of each line
};

KeyedLines keyed(const QString& text, DiffOptions::Compare compare)
{
    KeyedLines k;
    k.lines = splitLines(text);
    k.keys.reserve(k.lines.size());
    for (const QString& l : std::as_const(k.lines)) {
        if (compare == DiffOptions::Compare::Text)
            k.keys.append({0, int(l.size())});
        else
            k.keys.append(sassKey(l, compare == DiffOptions::Compare::SassOpcode ? SassCompare::Opcode
                                                                                 : SassCompare::Instruction));
    }
    return k;
}

QByteArray keyBuffer(const KeyedLines& k)
{
    QStringList texts;
    texts.reserve(k.lines.size());
    for (int i = 0; i < k.lines.size(); ++i)
        texts << k.keys[i].text(k.lines[i]);
    return joinLines(texts);
}

// Changed words of one changed block: the keys' tokens of both sides, one per line, diffed by libgit2.
void wordDiff(const KeyedLines& left, int leftFirst, int leftCount, const KeyedLines& right, int rightFirst,
              int rightCount, const DiffOptions& options, QList<QList<DiffSpan>>* leftSpans,
              QList<QList<DiffSpan>>* rightSpans)
{
    QList<Token> lt, rt;
    for (int i = 0; i < leftCount; ++i) {
        const SassKey& k = left.keys[leftFirst + i];
        tokenize(left.lines[leftFirst + i], i, k.start, k.start + k.length, &lt);
    }
    for (int i = 0; i < rightCount; ++i) {
        const SassKey& k = right.keys[rightFirst + i];
        tokenize(right.lines[rightFirst + i], i, k.start, k.start + k.length, &rt);
    }
    if (lt.size() > options.wordTokenLimit || rt.size() > options.wordTokenLimit)
        return;
    auto buffer = [](const KeyedLines& side, int first, const QList<Token>& tokens) {
        QByteArray b;
        for (const Token& t : tokens) {
            b += side.lines[first + t.line].mid(t.start, t.length).toUtf8();
            b += '\n';
        }
        return b;
    };
    QList<Hunk> hunks;
    QString ignored; // a failed word diff leaves the lines marked changed, without word highlights
    if (!diffHunks(buffer(left, leftFirst, lt), buffer(right, rightFirst, rt), options.ignoreWhitespace, &hunks,
                   &ignored))
        return;
    for (const Hunk& h : std::as_const(hunks)) {
        for (int i = h.oldStart - 1; h.oldLines > 0 && i < h.oldStart - 1 + h.oldLines; ++i)
            addSpan(&(*leftSpans)[lt[i].line], left.lines[leftFirst + lt[i].line], lt[i]);
        for (int i = h.newStart - 1; h.newLines > 0 && i < h.newStart - 1 + h.newLines; ++i)
            addSpan(&(*rightSpans)[rt[i].line], right.lines[rightFirst + rt[i].line], rt[i]);
    }
}

} // namespace

QStringList splitLines(const QString& text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    for (QString& l : lines)
        if (l.endsWith(QLatin1Char('\r')))
            l.chop(1);
    return lines;
}

TextDiff diffTexts(const QString& leftText, const QString& rightText, const DiffOptions& options)
{
    const KeyedLines left = keyed(leftText, options.compare);
    const KeyedLines right = keyed(rightText, options.compare);
    TextDiff d;
    d.left = left.lines;
    d.right = right.lines;
    QList<Hunk> hunks;
    if (!diffHunks(keyBuffer(left), keyBuffer(right), options.ignoreWhitespace, &hunks, &d.error))
        return d;

    d.rows.reserve(std::max(left.lines.size(), right.lines.size()) + 16);
    int l = 0, r = 0; // next unconsumed line of each side
    auto equalRows = [&](int count) {
        for (int i = 0; i < count; ++i)
            d.rows.append({DiffRow::Kind::Equal, l++, r++, {}, {}});
    };
    for (const Hunk& h : std::as_const(hunks)) {
        // With no context lines, everything between two hunks is equal on both sides. A hunk that only
        // adds reports where its lines start on the new side, one that removes on the old side.
        equalRows(h.oldLines > 0 ? h.oldStart - 1 - l : h.newStart - 1 - r);
        QList<QList<DiffSpan>> leftSpans(h.oldLines), rightSpans(h.newLines);
        if (h.oldLines > 0 && h.newLines > 0)
            wordDiff(left, l, h.oldLines, right, r, h.newLines, options, &leftSpans, &rightSpans);
        DiffChange change{int(d.rows.size()), std::max(h.oldLines, h.newLines)};
        for (int i = 0; i < change.rowCount; ++i) {
            DiffRow row;
            if (i < h.oldLines && i < h.newLines) {
                row.kind = DiffRow::Kind::Changed;
                row.leftWords = leftSpans[i];
                row.rightWords = rightSpans[i];
            } else {
                row.kind = i < h.oldLines ? DiffRow::Kind::Removed : DiffRow::Kind::Added;
            }
            row.left = i < h.oldLines ? l + i : -1;
            row.right = i < h.newLines ? r + i : -1;
            d.rows.append(row);
        }
        l += h.oldLines;
        r += h.newLines;
        d.removedLines += h.oldLines;
        d.addedLines += h.newLines;
        d.changes.append(change);
    }
    equalRows(int(left.lines.size()) - l);
    return d;
}

} // namespace kiln
