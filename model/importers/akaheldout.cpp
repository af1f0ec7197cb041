#include "akaheldout.h"

#include "primes.h"

#include "../tasks/boundedread.h"
#include "../tasks/yamlfile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>

namespace kiln {

namespace {

constexpr qint64 kMaxRunnerBytes = 4 * 1024 * 1024;

// Skips a Python string literal or comment starting at i; returns the index after it, or i when none starts.
qsizetype skipStringOrComment(const QString& s, qsizetype i)
{
    const QChar c = s[i];
    if (c == QLatin1Char('#')) {
        const qsizetype nl = s.indexOf(QLatin1Char('\n'), i);
        return nl < 0 ? s.size() : nl;
    }
    if (c != QLatin1Char('\'') && c != QLatin1Char('"'))
        return i;
    const bool triple = s.mid(i, 3) == QString(3, c);
    const QString end = triple ? QString(3, c) : QString(c);
    for (qsizetype j = i + end.size(); j < s.size(); ++j) {
        if (s[j] == QLatin1Char('\\')) {
            ++j;
            continue;
        }
        if (s.mid(j, end.size()) == end)
            return j + end.size();
        if (!triple && s[j] == QLatin1Char('\n'))
            return j; // an unterminated one-line string: let the bracket count fail
    }
    return s.size();
}

// The index of the bracket closing the one at `open`, brackets inside strings and comments not counted; -1.
qsizetype matchingBracket(const QString& s, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < s.size(); ++i) {
        if (const qsizetype after = skipStringOrComment(s, i); after != i) {
            i = after - 1;
            continue;
        }
        const QChar c = s[i];
        if (c == QLatin1Char('[') || c == QLatin1Char('(') || c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char(']') || c == QLatin1Char(')') || c == QLatin1Char('}'))
            if (--depth == 0)
                return i;
    }
    return -1;
}

// The elements of a list literal's inside (between its brackets), split at top-level commas, each trimmed and
// without comments; empty ones (a trailing comma) dropped.
QStringList topLevelElements(const QString& inside)
{
    QStringList elements;
    QString current;
    int depth = 0;
    for (qsizetype i = 0; i < inside.size(); ++i) {
        if (inside[i] == QLatin1Char('#')) {
            i = skipStringOrComment(inside, i) - 1;
            continue;
        }
        if (const qsizetype after = skipStringOrComment(inside, i); after != i) {
            current += inside.mid(i, after - i);
            i = after - 1;
            continue;
        }
        const QChar c = inside[i];
        if (c == QLatin1Char('[') || c == QLatin1Char('(') || c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char(']') || c == QLatin1Char(')') || c == QLatin1Char('}'))
            --depth;
        if (c == QLatin1Char(',') && depth == 0) {
            elements << current.simplified();
            current.clear();
            continue;
        }
        current += c;
    }
    elements << current.simplified();
    elements.removeAll(QString());
    return elements;
}

struct IntegerAt
{
    qsizetype pos = -1, length = 0;
    qint64 value = 0;
};

// The first integer literal of an element (not part of a name, a float or a string).
IntegerAt firstInteger(const QString& e)
{
    for (qsizetype i = 0; i < e.size(); ++i) {
        if (const qsizetype after = skipStringOrComment(e, i); after != i) {
            i = after - 1;
            continue;
        }
        if (!e[i].isDigit())
            continue;
        const bool partOfName =
            i > 0 && (e[i - 1].isLetterOrNumber() || e[i - 1] == QLatin1Char('_') || e[i - 1] == QLatin1Char('.'));
        qsizetype j = i;
        while (j < e.size() && e[j].isDigit())
            ++j;
        const bool notInteger =
            j < e.size() && (e[j] == QLatin1Char('.') || e[j].isLetter() || e[j] == QLatin1Char('_'));
        if (!partOfName && !notInteger && j - i <= 12)
            return {i, j - i, e.mid(i, j - i).toLongLong()};
        i = j;
    }
    return {};
}

QString indented(const QString& block, const QString& indent)
{
    QStringList lines = block.trimmed().split(QLatin1Char('\n'));
    for (QString& l : lines)
        if (!l.trimmed().isEmpty())
            l.prepend(indent);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

struct Block
{
    qsizetype start = -1, end = -1; // [start, end) of the whole assignment or function, its newline included
    QString indent;
};

// `TEST_SHAPES = [...]` at the start of a line, as AgentKernelArena's replace_test_shapes finds it.
Block testShapesBlock(const QString& source)
{
    static const QRegularExpression re(QStringLiteral("^([ \\t]*)TEST_SHAPES\\s*=\\s*\\["),
                                       QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = re.match(source);
    if (!m.hasMatch())
        return {};
    const qsizetype open = source.indexOf(QLatin1Char('['), m.capturedStart());
    const qsizetype close = matchingBracket(source, open);
    if (close < 0)
        return {};
    qsizetype end = close + 1;
    if (end < source.size() && source[end] == QLatin1Char('\n'))
        ++end;
    return {m.capturedStart(), end, m.captured(1)};
}

// `def get_inputs(...)` and its body (the lines indented deeper than the def, blank and comment lines too).
Block getInputsBlock(const QString& source)
{
    static const QRegularExpression re(QStringLiteral("^([ \\t]*)def get_inputs\\s*\\("),
                                       QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = re.match(source);
    if (!m.hasMatch())
        return {};
    const qsizetype base = m.captured(1).size();
    qsizetype pos = source.indexOf(QLatin1Char('\n'), m.capturedStart());
    pos = pos < 0 ? source.size() : pos + 1;
    while (pos < source.size()) {
        qsizetype nl = source.indexOf(QLatin1Char('\n'), pos);
        const qsizetype lineEnd = nl < 0 ? source.size() : nl + 1;
        const QString line = source.mid(pos, lineEnd - pos);
        const QString stripped = line.trimmed();
        const qsizetype indent =
            line.size() - QString(line).remove(QRegularExpression(QStringLiteral("^[ \\t]+"))).size();
        if (!stripped.isEmpty() && !stripped.startsWith(QLatin1Char('#')) && indent <= base)
            break;
        pos = lineEnd;
    }
    return {m.capturedStart(), pos, m.captured(1)};
}

std::optional<HeldOutShapes> readHeldOutYaml(const QString& file, LoadIssues& issues)
{
    YamlFile yaml;
    if (!yaml.load(file, issues))
        return std::nullopt;
    const YAML::Node list = yaml.root()["injections"];
    if (!yamlIsSequence(list) || list.size() == 0) {
        yaml.error(yaml.root(),
                   QStringLiteral("'injections' must be a list of {file, find_marker, replacement_code} "
                                  "(AgentKernelArena's held_out_shapes.yaml format)"),
                   issues);
        return std::nullopt;
    }
    HeldOutShapes h;
    h.origin = file;
    for (size_t i = 0; i < list.size(); ++i) {
        const YAML::Node n = list[i];
        const QString where = QStringLiteral("injections[%1]").arg(i);
        const auto target = yaml.string(n, "file", where + ".file", true, issues);
        const auto marker = yaml.string(n, "find_marker", where + ".find_marker", true, issues);
        const auto code = yaml.string(n, "replacement_code", where + ".replacement_code", true, issues);
        if (!target || !marker || !code)
            return std::nullopt;
        HeldOutInjection inj{*target, *marker, yaml.string(n, "old_code", where, false, issues).value_or(QString()),
                             *code};
        if (inj.marker.startsWith(QLatin1String("def get_inputs")))
            inj.marker = QStringLiteral("def get_inputs");
        const bool known = inj.marker == QLatin1String("TEST_SHAPES") ||
                           inj.marker == QLatin1String("def get_inputs") || inj.marker == QLatin1String("raw_replace");
        if (!known || QDir::isAbsolutePath(inj.file) ||
            inj.file.split(QLatin1Char('/')).contains(QStringLiteral(".."))) {
            yaml.error(n,
                       known ? QStringLiteral("%1.file must be a path inside the task folder").arg(where)
                             : QStringLiteral("%1.find_marker must be TEST_SHAPES, def get_inputs or raw_replace, "
                                              "not '%2'")
                                   .arg(where, inj.marker),
                       issues);
            return std::nullopt;
        }
        if (inj.marker == QLatin1String("raw_replace") && inj.oldCode.isEmpty()) {
            yaml.error(n, QStringLiteral("%1: a raw_replace needs old_code").arg(where), issues);
            return std::nullopt;
        }
        h.injections << inj;
        h.shapes << QStringLiteral("%1 (%2): %3").arg(inj.file, inj.marker, inj.replacement.simplified().left(200));
    }
    return h;
}

} // namespace

std::optional<HeldOutShapes> deriveTestShapes(const QString& runnerSource, const QString& runnerFile, QString* why)
{
    const Block b = testShapesBlock(runnerSource);
    if (b.start < 0) {
        *why = QStringLiteral("%1 has no TEST_SHAPES list").arg(runnerFile);
        return std::nullopt;
    }
    const qsizetype open = runnerSource.indexOf(QLatin1Char('['), b.start);
    const qsizetype close = matchingBracket(runnerSource, open);
    const QStringList visible = topLevelElements(runnerSource.mid(open + 1, close - open - 1));
    QList<std::pair<IntegerAt, QString>> sized;
    for (const QString& e : visible)
        if (const IntegerAt n = firstInteger(e); n.pos >= 0 && n.value > 0)
            sized.append({n, e});
    if (sized.isEmpty()) {
        *why = QStringLiteral("%1: no shape of TEST_SHAPES starts with an integer").arg(runnerFile);
        return std::nullopt;
    }
    std::stable_sort(sized.begin(), sized.end(),
                     [](const auto& a, const auto& b) { return a.first.value < b.first.value; });
    // Smallest, middle, largest: a prime above, a prime below, about 1.5x (none a multiple of 2, 8 or 128).
    const QList<std::pair<int, qint64>> picks{
        {0, primeAbove(sized.first().first.value)},
        {static_cast<int>(sized.size() / 2), primeBelow(sized[sized.size() / 2].first.value)},
        {static_cast<int>(sized.size() - 1), primeAbove(sized.last().first.value * 3 / 2)}};
    HeldOutShapes h;
    h.origin = QStringLiteral("derived from TEST_SHAPES in %1 (Kiln: the first size of the smallest, middle and "
                              "largest shape made a prime)")
                   .arg(runnerFile);
    QStringList lines;
    for (const auto& [index, value] : picks) {
        const auto& [at, element] = sized[index];
        const QString shape = QString(element).replace(at.pos, at.length, QString::number(value));
        if (!lines.contains(shape) && !visible.contains(shape))
            lines << shape;
    }
    h.shapes = lines;
    QString block = QStringLiteral("TEST_SHAPES = [  # held-out shapes (Kiln), never shown to the agent\n");
    for (const QString& l : lines)
        block += QStringLiteral("    %1,\n").arg(l);
    block += QStringLiteral("]\n");
    h.injections << HeldOutInjection{runnerFile, QStringLiteral("TEST_SHAPES"), QString(), block};
    return h;
}

std::optional<QString> applyInjection(const QString& source, const HeldOutInjection& injection, QString* error)
{
    QString out;
    if (injection.marker == QLatin1String("raw_replace")) {
        const qsizetype at = source.indexOf(injection.oldCode);
        if (at < 0) {
            *error = QStringLiteral("%1: the held-out old_code is not in it").arg(injection.file);
            return std::nullopt;
        }
        out = source;
        out.replace(at, injection.oldCode.size(), injection.replacement);
    } else {
        const bool shapes = injection.marker == QLatin1String("TEST_SHAPES");
        const Block b = shapes ? testShapesBlock(source) : getInputsBlock(source);
        if (b.start < 0) {
            *error = QStringLiteral("%1 has no %2 to replace")
                         .arg(injection.file,
                              shapes ? QStringLiteral("TEST_SHAPES = [...]") : QStringLiteral("def get_inputs()"));
            return std::nullopt;
        }
        out = source.left(b.start) + indented(injection.replacement, b.indent) + source.mid(b.end);
    }
    if (out == source) {
        *error = QStringLiteral("%1: the held-out shapes change nothing").arg(injection.file);
        return std::nullopt;
    }
    return out;
}

std::optional<HeldOutShapes> heldOutShapesFor(const QString& taskFolder, const QString& taskId,
                                              const QString& checkoutRoot, LoadIssues& issues)
{
    const QString generated =
        QDir(checkoutRoot).filePath(QStringLiteral("held_out_tests/%1/held_out_shapes.yaml").arg(taskId));
    if (QFileInfo(generated).exists() || QFileInfo(generated).isSymLink())
        return readHeldOutYaml(generated, issues);
    const QString runner = QStringLiteral("scripts/task_runner.py");
    const QString path = QDir(taskFolder).filePath(runner);
    if (!QFileInfo(path).isFile())
        return std::nullopt;
    const BoundedRead read = readBounded(path, kMaxRunnerBytes, QStringLiteral("a task runner"));
    if (!read.ok())
        return std::nullopt; // its own commands say so when they run it
    QString why;
    return deriveTestShapes(QString::fromUtf8(read.bytes), runner, &why);
}

} // namespace kiln
