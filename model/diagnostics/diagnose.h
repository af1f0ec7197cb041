// diagnose(): from one candidate's compile artefacts to facts per kernel and findings. Pure: the caller
// (the evaluation pipeline, `kiln diagnose`, the tests) reads the files and runs cuobjdump; this merges
// what each parser knows about each kernel, computes occupancy, turns compiler errors into findings and
// applies the rules. Safe to call off the GUI thread.
#pragma once

#include "compilermessages.h"
#include "diagnosticrules.h"
#include "finding.h"
#include "kernelfacts.h"
#include "tritonir.h"

#include "model/device/devicespec.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace kiln {

struct DiagnosticsInput
{
    QString backend;       // cuda | hip | triton | torch | host
    QStringList tags;      // the task's tags
    QString compileOutput; // the compiler's whole output (messages, ptxas -v, AMDGPU remarks)
    QList<QByteArray> ptx; // PTX files (nvcc -keep, Triton's cache is read through `triton`)
    QByteArray sass;       // cuobjdump -sass or nvdisasm -g -c output; empty when not available
    QByteArray amdgpuIsa;  // hipcc --save-temps .s
    QList<TritonKernel> triton;
    QString arch; // the arch whose ptxas entry counts when several were compiled (sm_90)
    std::optional<DeviceLimits> device;
    int threadsPerBlock = 0; // launch configuration (0: unknown, no occupancy)
    int dynamicSharedBytes = 0;
};

struct DiagnosticsReport
{
    QList<KernelFacts> kernels; // the first entry (kernel == "") holds the compile-wide facts
    QList<CompilerMessage> messages;
    QList<Finding> findings; // sorted most severe first
    QStringList notes;       // what could not be read and why ("no SASS: cuobjdump not on PATH")
};

DiagnosticsReport diagnose(const DiagnosticsInput& input, const QList<DiagnosticRule>& rules);

} // namespace kiln
