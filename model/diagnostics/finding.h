// Finding: one diagnostic about one kernel of one candidate, produced by a rule (resources/rules/*.yaml)
// from the facts the IR parsers extracted. The store keeps them per candidate; the Diagnostics dock, the
// code view's markers, the diff page and the report kiln-eval prints all read this type.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace kiln {

// blocking: the candidate is wrong or cannot run well as written; report: worth fixing, shown to the
// agent; hint: an idea, shown in the GUI and only when nothing more severe exists.
enum class FindingSeverity { Blocking = 0, Report = 1, Hint = 2 };
QString findingSeverityName(FindingSeverity s);
std::optional<FindingSeverity> findingSeverityFromName(const QString& name);

struct Finding
{
    QString code; // REG_SPILL, LOCAL_MEMORY, ... (the rule's code)
    FindingSeverity severity = FindingSeverity::Hint;
    QString kernel;   // demangled kernel name; empty for findings about the whole compile
    QString file;     // source file the finding points at (as the compiler named it); may be empty
    int line = 0;     // first source line; 0 when unknown
    QList<int> lines; // every source line it is about, ascending (line is the first of them)
    QString message;  // with the numbers: "spilled 1200 bytes ..."
    QString hint;     // what to try

    QJsonObject toJson() const;
    static Finding fromJson(const QJsonObject& o);
};

// Most severe first, then by code, kernel and line: the order reports and the dock start in.
void sortFindings(QList<Finding>& findings);

} // namespace kiln
