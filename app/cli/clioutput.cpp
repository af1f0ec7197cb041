#include "clicommand.h"

#include <cstdio>

namespace kiln::cli {

void out(const QString& text)
{
    const QByteArray b = text.toUtf8();
    std::fwrite(b.constData(), 1, static_cast<size_t>(b.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout); // progress lines must reach a pipe (tee, a log) as they happen
}

void err(const QString& text)
{
    const QByteArray b = text.toUtf8();
    std::fwrite(b.constData(), 1, static_cast<size_t>(b.size()), stderr);
    std::fputc('\n', stderr);
}

int usageExit(const QStringList& args, const QString& usage, const QString& problem)
{
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"))) {
        out(usage);
        return 0;
    }
    err(problem.isEmpty() ? usage : problem + QLatin1Char('\n') + usage);
    return 2;
}

} // namespace kiln::cli
