// Diagnostic rules: data, not code. Each rule in resources/rules/*.yaml (and in the user's rules folder)
// names a code, a severity, the backends it applies to, a condition over KernelFacts, a message with the
// numbers, the instruction classes whose source lines the finding points at, and a hint:
//
//   rules:
//     - code: REG_SPILL
//       severity: report                 # blocking | report | hint
//       backends: [cuda]                 # optional; cuda hip triton torch host
//       when: spill_stores > 0 or spill_loads > 0
//       message: "{kernel}: {spill_stores} bytes spilled ({registers} registers per thread)"
//       lines: [stl, ldl]                # optional; instruction classes, or "kernel" (its definition)
//       hint: "Fewer live values per thread, or __launch_bounds__ with fewer threads ..."
//
// Conditions are muparser expressions (the one evaluator, model/tasks/expression.h) with three readable
// spellings: `and`/`or`/`not NAME`, and `task.tags has matmul` (the fact tag_matmul). Placeholders in
// messages: {fact} (integers as such, others with 3 digits), {fact%} (a 0..1 fact as a percentage),
// {kernel}, {lines}. A broken rule is reported (file:line: what is wrong) and skipped; the others load.
#pragma once

#include "finding.h"
#include "kernelfacts.h"
#include "model/loadissue.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kiln {

struct DiagnosticRule
{
    QString code;
    FindingSeverity severity = FindingSeverity::Hint;
    QStringList backends; // empty: every backend
    QString when;         // as written
    QString condition;    // translated to muparser
    QStringList facts;    // the fact names the condition reads
    QString message;
    QString hint;
    QStringList lines; // instruction class names and/or "kernel"
    QString file;      // where it was defined
    int line = 0;
};

// The muparser form of a condition ("a and b" -> "a && b", "task.tags has x-y" -> "tag_x_y").
QString translateCondition(const QString& when);

QList<DiagnosticRule> loadRuleFile(const QString& path, LoadIssues& issues);
// Every *.yaml in the folders, in order; a later rule with the same code replaces an earlier one (a user
// rule overrides a built-in), with a warning naming both places.
QList<DiagnosticRule> loadRuleFolders(const QStringList& folders, LoadIssues& issues);

QString builtinRulesDir(); // resources/rules
QString userRulesDir();    // $KILN_CONFIG_DIR/rules, else the platform's config folder + /rules
// Built-in then user rules, loaded once per process and shared (the rule files are read at start).
const QList<DiagnosticRule>& defaultRules(LoadIssues* issues = nullptr);

// Applies the rules to each kernel's facts. Rules whose facts are absent for a kernel are skipped.
QList<Finding> applyRules(const QList<DiagnosticRule>& rules, const QList<KernelFacts>& kernels);

// The message with its placeholders filled.
QString expandMessage(const QString& text, const KernelFacts& facts, const QList<int>& lines);

} // namespace kiln
