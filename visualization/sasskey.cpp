#include "sasskey.h"

namespace kiln {

namespace {

// End of a /* ... */ comment that starts at i, or -1.
int commentEnd(const QString& s, int i)
{
    if (i + 1 >= s.size() || s[i] != QLatin1Char('/') || s[i + 1] != QLatin1Char('*'))
        return -1;
    const int end = s.indexOf(QLatin1String("*/"), i + 2);
    return end < 0 ? int(s.size()) : end + 2;
}

int skipSpaces(const QString& s, int i)
{
    while (i < s.size() && s[i].isSpace())
        ++i;
    return i;
}

bool isOpcodeChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('.');
}

} // namespace

SassKey sassKey(const QString& line, SassCompare mode)
{
    // Leading address comments and dual-issue braces ("/*0008*/ { IADD ...") come before the instruction.
    int i = skipSpaces(line, 0);
    for (;;) {
        const int end = commentEnd(line, i);
        if (end >= 0) {
            i = skipSpaces(line, end);
        } else if (i < line.size() && line[i] == QLatin1Char('{')) {
            i = skipSpaces(line, i + 1);
        } else {
            break;
        }
    }
    // The instruction ends at its trailing encoding comment.
    int end = i;
    for (int j = i; j < line.size(); ++j) {
        if (commentEnd(line, j) >= 0)
            break;
        end = j + 1;
    }
    while (end > i && (line[end - 1].isSpace() || line[end - 1] == QLatin1Char('}')))
        --end;
    if (mode == SassCompare::Instruction || i >= end)
        return {i, end - i};

    // Opcode mode. Compiler-generated labels (".L_x_3:") are renumbered between compilations: every
    // label compares equal by its colon alone.
    if (line[end - 1] == QLatin1Char(':') && line[i] == QLatin1Char('.'))
        return {end - 1, 1};
    // Skip the predicate guard (@P0, @!PT), then take the opcode with its modifiers.
    int k = i;
    if (line[k] == QLatin1Char('@')) {
        while (k < end && !line[k].isSpace())
            ++k;
        k = skipSpaces(line, k);
    }
    if (k < end && line[k].isUpper()) {
        int e = k;
        while (e < end && isOpcodeChar(line[e]))
            ++e;
        // A label (".L_x_3:") or a header ("Function : name") is not an instruction: compare it whole.
        if (e < end && line[skipSpaces(line, e)] == QLatin1Char(':'))
            return {i, end - i};
        return {k, e - k};
    }
    return {i, end - i};
}

} // namespace kiln
