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

int usageExit(const QCommandLineParser& p, const QString& usage, const QString& prefix)
{
    const QStringList unknown = p.unknownOptionNames();
    if (unknown.contains(QLatin1String("help")) || unknown.contains(QLatin1String("h"))) {
        out(usage);
        return 0;
    }
    err(p.errorText().isEmpty() ? usage : prefix + p.errorText() + QLatin1Char('\n') + usage);
    return 2;
}

} // namespace kiln::cli
