// Every subcommand of `kiln` in one table: its name, the forms its arguments take, and a sentence on what it
// does. `kiln help` is generated from the table, and each command's usage from the table and the command's own
// QCommandLineParser (its options and their descriptions), so help cannot drift from what is parsed.
// Exit codes are one contract for every command (docs/cli.md): 0 done, 1 a negative result (a candidate
// failed, a check found errors), 2 usage or an unknown id, 3 infrastructure (a store, a tool, a device).
#pragma once

#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>

namespace kiln::cli {

struct CommandEntry
{
    QString name;      // as typed after `kiln`: "dispatch", "bench sass"
    QStringList forms; // the arguments of each form, options a form needs included; "[options]" for the rest
    QString about;     // what it does, in a sentence or two
    // Its entry, given "kiln <rest>"; null where main() or another command runs it (gui, help, "bench sass").
    int (*run)(const QStringList& args) = nullptr;
    bool internal = false; // run by Kiln itself (inside an agent's workspace), listed apart
};

enum ExitCode { kExitOk = 0, kExitNegative = 1, kExitUsage = 2, kExitInfrastructure = 3 };

const QList<CommandEntry>& commandTable();
const CommandEntry* findCommand(const QString& name);
// The command `name` runs, with "kiln <rest>"; exit code 2 and the overview for an unknown one.
int runSubcommand(const QString& name, const QStringList& args);

// The options several commands share, defined once so that they mean the same everywhere (docs/cli.md).
QCommandLineOption suiteOption();      // --suite DIR: a suite besides the bundled one (repeatable)
QCommandLineOption deviceSpecOption(); // --device-spec ID: the spec the roofline and T_SOL use
QCommandLineOption budgetOption();     // --budget S: the timing budget per configuration, default 3

// "usage: kiln NAME FORM" and a line per further form.
QString usageOf(const QString& command);
// The usage, what the command does, and the options of `p` as Qt lists them (descriptions, value names).
QString helpOf(const QString& command, const QCommandLineParser& p);
// `kiln help`: every command's forms, the internal ones last, and the exit codes.
QString overview();

// Where a subcommand's arguments do not parse or do not fit: its help on stdout with exit code 0 when they ask
// for it (-h or --help, which the parser found among its unknown options, not as an option's value), else on
// stderr what is wrong (`prefix` first, then the parser's error) and the usage, exit code 2.
int usageExit(const QCommandLineParser& p, const QString& command, const QString& prefix = {});
// A usage error found after parsing: `what` and the command's usage on stderr; returns 2.
int usageError(const QString& command, const QString& what = {});

} // namespace kiln::cli
