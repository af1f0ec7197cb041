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

} // namespace kiln::cli
