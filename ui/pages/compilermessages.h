// Compiler messages and resource usage read from a candidate's stored compile output, for the candidate
// page's line markers and Resources tab and the diff page's register/spill/shared-memory deltas.
// A deliberately small reader (gcc/clang/hipcc "file:line:col: error: msg", nvcc "file(line): error: msg",
// ptxas -v and hipcc's kernel-resource-usage remarks). It duplicates what model/diagnostics
// (compilermessages.h, resourceusage.h) now parses more fully; its own names keep the two apart until the
// pages switch to those parsers.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace kiln {

struct CompileMarker
{
    enum class Severity { Error, Warning, Note };
    QString file; // as the compiler printed it (often an absolute path on the evaluating host)
    int line = 0; // 1-based; 0 when the message names no line
    int column = 0;
    Severity severity = Severity::Error;
    QString text;
};

// Every message with a severity; lines without one (context, carets) are skipped.
QList<CompileMarker> parseCompileMarkers(const QString& output);
// The message's file if it is one of `files` (compared by path suffix: the evaluating host's absolute
// path ends with the candidate's relative one), else empty.
QString matchSourceFile(const QString& printed, const QStringList& files);

struct ResourceRow
{
    QString kernel;                         // mangled as the compiler printed it
    QString displayName;                    // demangled where possible
    QString arch;                           // sm_90, gfx942
    int registers = -1;                     // per thread (VGPRs on AMD)
    int scalarRegisters = -1;               // SGPRs (AMD only)
    qint64 sharedBytes = 0;                 // static shared memory / LDS per block
    qint64 stackBytes = 0;                  // stack frame / scratch per thread
    qint64 spillStores = 0, spillLoads = 0; // bytes
    int barriers = -1;
    int occupancy = -1; // waves per SIMD (AMD only)
};

// ptxas -v ("Used 32 registers, 2048 bytes smem") and hipcc -Rpass-analysis=kernel-resource-usage.
QList<ResourceRow> parseResourceUsage(const QString& output);

} // namespace kiln
