#include "failurereason.h"

#include "commandjudge.h"

#include <QRegularExpression>

namespace kiln {

QString firstCompileError(const QString& output)
{
    static const QRegularExpression error(QStringLiteral("(^|\\s|:)(fatal )?error( [A-Z]?\\d+)?\\s*:"),
                                          QRegularExpression::CaseInsensitiveOption);
    for (const QStringView line : QStringView(output).split(QLatin1Char('\n')))
        if (error.match(line).hasMatch())
            return line.trimmed().toString();
    return {};
}

namespace {

QString compileReason(const EvalResult& r)
{
    for (const CompileOutput& o : r.compileOutputs)
        if (o.status != GateStatus::Pass)
            if (const QString e = firstCompileError(o.output); !e.isEmpty())
                return o.object == QLatin1String("candidate") ? e : QStringLiteral("%1: %2").arg(o.object, e);
    if (!r.compile.message.isEmpty())
        return r.compile.message.section(QLatin1Char('\n'), 0, 0);
    return QStringLiteral("compile failed");
}

QString mismatchReason(const EvalResult& r)
{
    const ConfigResult* worst = nullptr;
    for (const ConfigResult& c : r.configs)
        if (c.correctness == GateStatus::Fail && (!worst || c.maxRelErr > worst->maxRelErr))
            worst = &c;
    if (!worst)
        return r.correctness.message.isEmpty() ? QStringLiteral("wrong results")
                                               : r.correctness.message.section('\n', 0, 0);
    QString s = QStringLiteral("mismatch on %1%2: max abs err %3, rel %4")
                    .arg(worst->name, worst->hidden ? QStringLiteral(" (hidden)") : QString())
                    .arg(worst->maxAbsErr, 0, 'g', 3)
                    .arg(worst->maxRelErr, 0, 'g', 3);
    if (worst->matchedRatio > 0 && worst->matchedRatio < 1)
        s += QStringLiteral(", %1% of elements match").arg(100 * worst->matchedRatio, 0, 'f', 1);
    return s;
}

} // namespace

QString failureReason(const EvalResult& r, const QStringList& flags, bool tampered)
{
    QStringList parts;
    if (r.compile.status == GateStatus::Fail || r.compile.status == GateStatus::Error)
        parts << compileReason(r);
    else if (r.correctness.status == GateStatus::Fail || r.correctness.status == GateStatus::Error)
        parts << mismatchReason(r);
    else if (r.performance.status == GateStatus::Fail || r.performance.status == GateStatus::Error)
        parts << (r.performance.message.isEmpty() ? r.performance.reason : r.performance.message).section('\n', 0, 0);
    else if (r.verdict == QLatin1String("error") || r.verdict == QLatin1String("fail"))
        parts << (r.message.isEmpty() ? r.reason : r.message).section('\n', 0, 0);
    QStringList found;
    if (tampered)
        found << QStringLiteral("tampered (a protected file changed)");
    auto add = [&found](const QString& f) {
        // Not findings: a variant's tunables, tampering (said above), and who judged the candidate.
        if (f.startsWith(QLatin1String("tunables:")) || f == QLatin1String("tampered") || f == kOwnCommandsFlag)
            return;
        const QString words = QString(f).replace(QLatin1Char('_'), QLatin1Char(' '));
        if (!found.contains(words))
            found << words;
    };
    for (const QString& f : flags)
        add(f);
    for (const EvalFlag& f : r.flags)
        add(f.flag);
    if (!found.isEmpty())
        parts << QStringLiteral("flagged: ") + found.join(QStringLiteral(", "));
    parts.removeAll(QString());
    return parts.join(QStringLiteral("; "));
}

} // namespace kiln
