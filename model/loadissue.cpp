#include "loadissue.h"

namespace kiln {

QString LoadIssue::toString() const
{
    QString where = file;
    if (line > 0)
        where += QStringLiteral(":%1").arg(line);
    const QString kind = severity == Severity::Warning ? QStringLiteral("warning: ") : QString();
    return QStringLiteral("%1: %2%3").arg(where, kind, message);
}

} // namespace kiln
