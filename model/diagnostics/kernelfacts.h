// KernelFacts: the numbers rules test, per kernel, gathered from every parser (resource usage, SASS, PTX,
// AMDGPU ISA, Triton IR, occupancy) plus the task's tags and backend. A fact that no tool reported is
// absent (not zero), and a rule that needs it does not fire: a CPU-only machine without cuobjdump must not
// claim "no tensor cores" from missing SASS.
#pragma once

#include "instructionmix.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kiln {

struct KernelFacts
{
    QString kernel;      // mangled name; empty for the facts about the whole compile (messages, tags)
    QString displayName; // demangled, without the parameter list
    QString backend;     // cuda | hip | triton | torch | host
    QStringList sources; // what the facts came from: ptxas, sass, ptx, amdgpu-remarks, amdgpu-isa, triton
    QMap<QString, double> values;
    QMap<QString, QList<SourceLocation>> lines; // instruction class name (or "kernel") -> source lines
    SourceLocation definition;                  // where the kernel is defined, when a tool said

    bool has(const QString& fact) const { return values.contains(fact); }
    double value(const QString& fact, double otherwise = 0) const { return values.value(fact, otherwise); }
    void addMix(const InstructionMix& mix); // the *_count facts, widths, and lines per class
};

// Every fact name rules may use, with what it means (documentation and rule validation). Tags are
// "tag_<tag>" (any tag; '-' becomes '_'), always present (1 when the task has the tag, else 0).
const QMap<QString, QString>& knownFacts();
bool isKnownFact(const QString& name);

// "_Z10naive_gemmPKfS0_Pfiii" -> "naive_gemm"; names that are not mangled come back unchanged.
QString kernelDisplayName(const QString& mangled);

} // namespace kiln
