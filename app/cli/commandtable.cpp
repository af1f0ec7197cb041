#include "commandtable.h"

#include "bench/benchcommands.h"
#include "clicommand.h"

namespace kiln::cli {

const QList<CommandEntry>& commandTable()
{
    static const QList<CommandEntry> table{
        {"gui",
         {"[--suite DIR]... [--screenshot FILE [--page PAGE]]"},
         "The workbench window (also `kiln` alone) on the bundled suite and any others, or one page rendered to a "
         "PNG."},
        {"tasks",
         {"list [options]", "show ID [options]", "validate DIR..."},
         "The suites' tasks: list them, show one (configurations, costs, held-out shapes), check a suite folder.",
         &tasksCommand},
        {"eval",
         {"TASK [CANDIDATE_DIR] [options]"},
         "One candidate through the compile, correctness and performance gates (the task's baseline without "
         "CANDIDATE_DIR).",
         &evalCommand},
        {"run",
         {"--agent NAME --tasks ID|GLOB... [options]"},
         "An agent run: the agent works on each task in an isolated workspace and every candidate it submits is "
         "judged; final scoring on the hidden configurations.",
         &runCommand},
        {"runs",
         {"list [--json]", "show RUN [--json]", "resume RUN", "search TEXT... [--limit N] [--json]",
          "label RUN (--candidate ID | --step TASK:SEQ) LABEL [--comment TEXT]"},
         "The runs in the store. LABEL: clean, reward-hack, rubric-leak, harness-bug. Search words: flag:NAME, "
         "label:NAME, reason:NAME, kind:KIND, run:ID; flag: alone matches any flag.",
         &runsCommand},
        {"report",
         {"RUN... [options]", "--compare RUN_A RUN_B [options]"},
         "Scores and the leaderboard of runs, or two runs compared task by task.",
         &reportCommand},
        {"calibrate",
         {"[--backend host|cuda]", "--counts --suite DIR... [options]"},
         "The device's peaks for the roofline (measured here), or the FLOPs and bytes of imported PyTorch "
         "problems counted once (--counts).",
         &calibrateCommand},
        {"diagnose",
         {"[options] FILE...", "--facts | --rules"},
         "Findings from a kernel's compiler output (PTX, SASS, AMDGPU ISA, Triton IR), each pinned to a source line.",
         &diagnoseCommand},
        {"dispatch",
         {"TASK (--runs RUN,... | --dir DIR...) [options]"},
         "A per-shape dispatcher over a task's candidates, learned on the visible configurations only, then "
         "evaluated with the best single candidate on every configuration and recorded as a run.",
         &dispatchCommand},
        {"export-patch",
         {"CANDIDATE [options]"},
         "A candidate as a `git am` patch against its task's origin, Kiln's evidence in the message.",
         &exportPatchCommand},
        {"remote",
         {"list", "add NAME DESTINATION [options]", "add slurm [options]", "install NAME",
          "agent --host NAME --workspace DIR [--env K=V]... -- PROGRAM [ARG]..."},
         "Machines evaluations and agents run on: ssh hosts and a Slurm cluster (agent: run by Kiln).",
         &remoteCommand},
        {"bench",
         {"tasks|report|runs|roofline|diff|gui|sass|search|slurm [options]"},
         "Kiln's benchmarks (docs/performance.md); `kiln bench WHAT --help`: each one's options.",
         &benchCommand},
        {"bench tasks", {"[options]"}, "Loading generated suites: time and memory."},
        {"bench report", {"[options]"}, "Scoring many runs into a report."},
        {"bench runs", {"[options]"}, "The run manager under a load of simulated agent runs."},
        {"bench roofline", {"[options]"}, "The roofline view with many candidates (draws widgets, offscreen)."},
        {"bench diff", {"[options]"}, "The diff view on long listings (draws widgets, offscreen)."},
        {"bench gui", {"[options]"}, "The window over a large store while runs stream in."},
        {"bench sass", {"[options]"}, "Parsing and diagnosing a large SASS listing."},
        {"bench search", {"[options]"}, "Searching across many runs' transcripts."},
        {"bench slurm", {"[options]"}, "The overhead of evaluations through Slurm."},
        {"help", {""}, "This overview; `kiln COMMAND --help` gives a command's options."},
        {"eval-client",
         {"[-D NAME=VALUE]... [--json]"},
         "What ./kiln-eval runs in an agent's workspace: its candidate judged on the visible configurations.",
         &evalClientCommand,
         true},
        {"agent-tune",
         {"[--tunable NAME=v1,v2,...]... [--budget-evals N]"},
         "The built-in tune agent: tries the task's tunables, N evaluations at most.",
         &agentTuneCommand,
         true},
        {"agent-replay",
         {"(--from DIR... | --tasks-root ROOT | --run RUN --task ID)"},
         "The built-in replay agent: submits candidates kept from elsewhere, in order.",
         &agentReplayCommand,
         true},
    };
    return table;
}

const CommandEntry* findCommand(const QString& name)
{
    for (const CommandEntry& c : commandTable())
        if (c.name == name)
            return &c;
    return nullptr;
}

int runSubcommand(const QString& name, const QStringList& args)
{
    if (const CommandEntry* c = findCommand(name); c && c->run)
        return c->run(args);
    err(QStringLiteral("kiln: unknown command '%1'\n%2").arg(name, overview()));
    return kExitUsage;
}

QCommandLineOption suiteOption()
{
    return {QStringLiteral("suite"), QStringLiteral("A suite folder besides the bundled one (repeatable)."),
            QStringLiteral("DIR")};
}

QCommandLineOption deviceSpecOption()
{
    return {QStringLiteral("device-spec"),
            QStringLiteral("The device spec the roofline and T_SOL use (default: the one detected)."),
            QStringLiteral("ID")};
}

QCommandLineOption budgetOption()
{
    return {QStringLiteral("budget"), QStringLiteral("Timing budget per configuration, seconds (default 3)."),
            QStringLiteral("S"), QStringLiteral("3")};
}

namespace {

// "kiln NAME FORM", as usage and the overview show one form.
QString formLine(const QString& name, const QString& form)
{
    return QStringLiteral("kiln %1%2").arg(name, form.isEmpty() ? QString() : QLatin1Char(' ') + form);
}

} // namespace

QString usageOf(const QString& command)
{
    const CommandEntry* c = findCommand(command);
    if (!c)
        return QStringLiteral("usage: kiln %1").arg(command);
    QStringList lines;
    for (const QString& form : c->forms)
        lines << (lines.isEmpty() ? QStringLiteral("usage: ") : QStringLiteral("       ")) + formLine(c->name, form);
    return lines.join(QLatin1Char('\n'));
}

namespace {

// `text` broken at spaces into lines of at most `width` characters (as Qt lists the options).
QString wrapped(const QString& text, int width = 79)
{
    QStringList lines{QString()};
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lines.last().isEmpty() && lines.last().size() + 1 + word.size() > width)
            lines << QString();
        lines.last() += (lines.last().isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QString helpOf(const QString& command, const QCommandLineParser& p)
{
    QString text = usageOf(command);
    if (const CommandEntry* c = findCommand(command))
        text += QStringLiteral("\n\n") + wrapped(c->about);
    // Qt's own listing of the parser's options ("Options:" to the end, "Arguments:" where there are any):
    // generated from the options the command parses, so it lists each one with its description.
    const QString qt = p.helpText();
    const qsizetype at = qt.indexOf(QLatin1String("Options:"));
    if (at >= 0)
        text +=
            QStringLiteral("\n\noptions:") + qt.mid(at + 8).trimmed().prepend(QLatin1Char('\n') + QStringLiteral("  "));
    return text;
}

QString overview()
{
    QStringList lines{QStringLiteral("Kiln — a workbench for GPU kernels written by AI agents."), QString(),
                      QStringLiteral("usage: kiln                 the workbench window on the bundled suite")};
    auto add = [&](bool internal) {
        for (const CommandEntry& c : commandTable())
            if (c.internal == internal && !c.name.contains(QLatin1Char(' '))) // "bench sass": under "bench"
                for (const QString& form : c.forms)
                    lines << QStringLiteral("       ") + formLine(c.name, form);
    };
    add(false);
    lines << QString() << QStringLiteral("Run by Kiln inside an agent's workspace or on a remote:");
    add(true);
    lines << QString() << QStringLiteral("`kiln COMMAND --help`: what a command does and every option it takes.")
          << QStringLiteral(
                 "Exit codes: 0 done, 1 a negative result (a candidate failed, a check found errors), 2 usage "
                 "or an unknown id, 3 infrastructure (store, tool, device, remote).");
    return lines.join(QLatin1Char('\n'));
}

int usageExit(const QCommandLineParser& p, const QString& command, const QString& prefix)
{
    const QStringList unknown = p.unknownOptionNames();
    if (unknown.contains(QLatin1String("help")) || unknown.contains(QLatin1String("h"))) {
        out(helpOf(command, p));
        return kExitOk;
    }
    return usageError(command, p.errorText().isEmpty() ? QString() : prefix + p.errorText());
}

int usageError(const QString& command, const QString& what)
{
    const QString usage = usageOf(command) + QStringLiteral("\n(kiln %1 --help: every option)").arg(command);
    err(what.isEmpty() ? usage : what + QLatin1Char('\n') + usage);
    return kExitUsage;
}

} // namespace kiln::cli
