// Compiler messages: the errors, warnings and notes in a toolchain's text output, each pinned to a file,
// line and column, so views can jump to them and kiln-eval can print them first. Understands nvcc's
// front end ("f.cu(9): error: ..."), ptxas ("ptxas f.ptx, line 3; error : ..."), gcc/clang and hipcc
// ("f.cpp:17:21: error: ...", with "note:" lines attached to the message before them), nvlink/ld, and
// Python tracebacks (Triton and torch tasks: the innermost frame is the location).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace kiln {

struct CompilerMessage
{
    QString tool;      // nvcc | ptxas | gcc | nvlink | ld | python
    QString file;      // as printed (may be relative to the compiler's working folder); empty when none
    int line = 0;      // 1-based, 0 when none
    int column = 0;    // 1-based, 0 when none
    QString severity;  // error | warning | note
    QString message;   // the first line of the diagnostic without its location prefix
    QStringList notes; // attached notes ("file:line: note: ...") and, for tracebacks, the outer frames
};

// Never throws, never reads past the text; unknown lines are skipped.
QList<CompilerMessage> parseCompilerMessages(const QString& text);

} // namespace kiln
