// kiln: with no arguments (or `gui`) the workbench window; with a subcommand, a headless tool on a
// QCoreApplication that never creates a widget (see `kiln help`). The one exception is `kiln bench
// roofline|diff`, which times the real views offscreen on a QApplication.
#include "bench/benchcommands.h"
#include "cli/clicommand.h"
#include "gui.h"
#include "model/workerpool.h"

#include <QApplication>
#include <QCoreApplication>
#include <cstdio>

int main(int argc, char** argv)
{
    const QString sub = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    // Help is printed, never a window opened for it (and so it needs no display).
    const auto asksHelp = [&](int from) {
        for (int i = from; i < argc; ++i)
            if (qstrcmp(argv[i], "--help") == 0 || qstrcmp(argv[i], "-h") == 0)
                return true;
        return false;
    };
    if (sub == QLatin1String("gui") && asksHelp(2)) {
        QCoreApplication app(argc, argv);
        std::fputs(qPrintable(kiln::guiHelpText()), stdout);
        return 0;
    }
    if ((sub.startsWith(QLatin1String("--")) || sub == QLatin1String("-h")) && asksHelp(1)) {
        std::printf("%s\n", qPrintable(kiln::cli::overview()));
        return 0;
    }
    if (sub.isEmpty() || sub == QLatin1String("gui") || sub.startsWith(QLatin1String("--"))) {
        QApplication app(argc, argv);
        const kiln::WorkerPoolDrain drain; // background work ends before the application does
        QApplication::setApplicationName(QStringLiteral("kiln"));
        QApplication::setOrganizationName(QStringLiteral("kiln"));
        QStringList args = app.arguments();
        if (sub == QLatin1String("gui"))
            args.removeAt(1);
        return kiln::runGui(args);
    }
    QStringList rawArgs;
    for (int i = 0; i < argc; ++i)
        rawArgs << QString::fromLocal8Bit(argv[i]);
    if (kiln::cli::benchNeedsWidgets(rawArgs)) {
        // The view benchmarks draw real widgets; offscreen unless the caller picked a platform.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        const kiln::WorkerPoolDrain drain;
        QStringList args = app.arguments();
        args.removeAt(1);
        return kiln::cli::benchCommand(args);
    }
    QCoreApplication app(argc, argv);
    const kiln::WorkerPoolDrain drain;
    QCoreApplication::setApplicationName(QStringLiteral("kiln"));
    QCoreApplication::setOrganizationName(QStringLiteral("kiln"));
    QStringList args = app.arguments();
    args.removeAt(1); // parsers see "kiln <rest>"
    if (sub == QLatin1String("help") || sub == QLatin1String("-h")) {
        kiln::cli::out(kiln::cli::overview());
        return 0;
    }
    return kiln::cli::runSubcommand(sub, args); // app/cli/commandtable.cpp
}
