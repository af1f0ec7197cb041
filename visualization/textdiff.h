// TextDiff: the side-by-side alignment of two texts, computed by libgit2's patience diff (never by
// hand), with the changed words inside changed lines (the tokens of each changed block, diffed by
// libgit2 as well). Widget-free and thread-safe, so DiffView computes it in QtConcurrent and the tests
// check it without a window.
#pragma once

#include "sasskey.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kiln {

struct DiffOptions
{
    enum class Compare {
        Text,            // the lines as they are
        SassInstruction, // SASS without addresses and encodings
        SassOpcode,      // SASS opcodes only: register renaming and operands ignored
    };
    Compare compare = Compare::Text;
    bool ignoreWhitespace = false;
    // Word highlighting of a changed block is skipped above this many tokens a side (the lines are still
    // marked changed); keeps a rewritten 10,000-line file from spending seconds on words nobody reads.
    int wordTokenLimit = 20000;
};

struct DiffSpan
{
    int start = 0; // in characters of the original line
    int length = 0;
    bool operator==(const DiffSpan& o) const { return start == o.start && length == o.length; }
};

struct DiffRow
{
    enum class Kind { Equal, Changed, Removed, Added };
    Kind kind = Kind::Equal;
    int left = -1; // 0-based line of the left text; -1 where the left side shows a filler line
    int right = -1;
    QList<DiffSpan> leftWords, rightWords; // changed words, for Changed rows
};

// One run of consecutive non-Equal rows: what F7 steps through.
struct DiffChange
{
    int firstRow = 0;
    int rowCount = 0;
};

struct TextDiff
{
    QStringList left, right; // the original lines, without line terminators
    QList<DiffRow> rows;
    QList<DiffChange> changes;
    int addedLines = 0, removedLines = 0;
    QString error; // libgit2's message when the diff could not be computed; rows are then empty

    bool identical() const { return error.isEmpty() && changes.isEmpty(); }
};

TextDiff diffTexts(const QString& left, const QString& right, const DiffOptions& options = {});

// The lines of a text as the diff sees them: split at \n, a trailing \r dropped, no empty last line
// for a final newline.
QStringList splitLines(const QString& text);

} // namespace kiln
