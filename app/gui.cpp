#include "gui.h"

#include "cli/clicommand.h"
#include "model/resourcepaths.h"
#include "ui/docks/diagnosticsdock.h"
#include "ui/mainwindow.h"
#include "ui/models/tasktreemodel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QTimer>
#include <tuple>

namespace kiln {

namespace {

struct GuiOptions
{
    QCommandLineOption suite{QStringLiteral("suite"), QStringLiteral("Open this suite too."), QStringLiteral("DIR")};
    QCommandLineOption shot{QStringLiteral("screenshot"), QStringLiteral("Render to a PNG and exit."),
                            QStringLiteral("FILE")};
    QCommandLineOption page{
        QStringLiteral("page"),
        QStringLiteral("Page for --screenshot: task, leaderboard, run, step, search, compare, candidate, "
                       "diff, roofline."),
        QStringLiteral("PAGE"), QStringLiteral("task")};
    QCommandLineOption task{QStringLiteral("task"), QStringLiteral("Task to show."), QStringLiteral("ID")};
    QCommandLineOption runOpt{
        QStringLiteral("run"),
        QStringLiteral("Run to show with --page run|step (default: the demo run); two runs A,B with "
                       "--page compare (default: the two newest)."),
        QStringLiteral("RUN")};
    QCommandLineOption query{QStringLiteral("query"), QStringLiteral("What --page search searches for."),
                             QStringLiteral("TEXT"), QStringLiteral("kiln-eval: candidate 3")};
    QCommandLineOption evaluate{QStringLiteral("evaluate"),
                                QStringLiteral("Evaluate the task's baseline before the screenshot.")};
    QCommandLineOption candidate{
        QStringLiteral("candidate"),
        QStringLiteral("Candidate (store id) for --page candidate|diff|roofline; default: the best scored one."),
        QStringLiteral("ID")};
    QCommandLineOption sass{QStringLiteral("diagnose-sass"),
                            QStringLiteral("Show a SASS listing's findings in the Diagnostics dock."),
                            QStringLiteral("FILE")};
    void addTo(QCommandLineParser& p) const
    {
        p.addOptions({suite, shot, page, task, evaluate, runOpt, sass, candidate, query});
        p.addHelpOption();
    }
};

} // namespace

QString guiHelpText()
{
    QCommandLineParser p;
    GuiOptions().addTo(p);
    return cli::helpOf(QStringLiteral("gui"), p) + QLatin1Char('\n');
}

int runGui(const QStringList& args)
{
    QCommandLineParser p;
    const GuiOptions o;
    o.addTo(p);
    const auto& [suite, shot, page, task, runOpt, evaluate, candidate, sass] =
        std::tie(o.suite, o.shot, o.page, o.task, o.runOpt, o.evaluate, o.candidate, o.sass);
    if (!p.parse(args)) {
        cli::err(QStringLiteral("kiln gui: %1").arg(p.errorText()));
        return 2;
    }
    MainWindow w;
    w.openSuite(bundledSuiteDir());
    for (const auto& s : p.values(suite))
        w.openSuite(s);
    w.importDemoOnFirstStart(); // a first start shows the bundled demo run in the Runs dock
    if (p.isSet(shot)) {
        w.resize(1600, 1000);
        w.show();
        const QString file = p.value(shot);
        const QString pageName = p.value(page);
        const QString taskId = pageName == QLatin1String("search")                        ? p.value(o.query)
                               : QStringList{"run", "step", "compare"}.contains(pageName) ? p.value(runOpt)
                                                                                          : p.value(task);
        if (!w.waitForSuites(20000)) {
            cli::err(QStringLiteral("kiln gui: suites did not load within 20 s"));
            return 1;
        }
        QString error;
        const bool candidatePage =
            p.isSet(candidate) && QStringList{"candidate", "diff", "roofline"}.contains(pageName);
        if (candidatePage ? !w.showCandidatePage(pageName, p.value(candidate).toLongLong(), &error)
                          : !w.showPage(pageName, taskId, &error)) {
            cli::err(QStringLiteral("kiln gui --screenshot: %1").arg(error));
            return 2;
        }
        if (p.isSet(evaluate) && !w.evaluateCurrentTask(300000, &error)) {
            cli::err(QStringLiteral("kiln gui --evaluate: %1").arg(error));
            return 1;
        }
        if (p.isSet(sass)) {
            QEventLoop loop;
            QObject::connect(w.diagnostics(), &DiagnosticsDock::loaded, &loop, &QEventLoop::quit);
            QTimer::singleShot(60000, &loop, &QEventLoop::quit);
            w.diagnostics()->show();
            w.resizeDocks({w.diagnostics()}, {220}, Qt::Vertical);
            const Task* shown = w.taskModel()->task(taskId.isEmpty() ? QStringLiteral("cuda2cuda/softmax") : taskId);
            w.diagnostics()->analyseSassFile(p.value(sass), shown ? shown->tags : QStringList());
            loop.exec();
        }
        if (!w.saveScreenshot(file, &error)) {
            cli::err(QStringLiteral("kiln gui --screenshot: %1").arg(error));
            return 1;
        }
        cli::out(QStringLiteral("wrote %1").arg(file));
        return 0;
    }
    w.show();
    return QApplication::exec();
}

} // namespace kiln
