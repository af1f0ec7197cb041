// Task: one kernel problem as read from a suite (docs/task-format.md). A plain value type: the loader
// fills it, the resolver evaluates its expressions per configuration, views and runners read it.
// Expressions are kept as text here; only TaskResolver evaluates them.
#pragma once

#include "../importers/akaheldout.h"

#include "dtype.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

namespace kiln {

enum class TensorRole { In, Out, InOut };
QString tensorRoleName(TensorRole r);

struct Tolerance
{
    double atol = 0;
    double rtol = 0;
    double matchedRatio = 1.0;
};

// The defaults of docs/task-format.md, by the dtype of an output.
Tolerance defaultTolerance(DType t);

struct InitSpec
{
    QString dist;                // uniform | normal | randint | permutation | positive
    QMap<QString, QString> args; // low/high/mean/std as expressions (may name parameters)
};

struct TensorSpec
{
    QString name;
    TensorRole role = TensorRole::In;
    DType dtype = DType::F32;
    QStringList shape; // one expression per dimension
    InitSpec init;
    std::optional<Tolerance> tolerance;
    int line = 0; // where it is declared in task.yaml
};

struct ConfigSpec
{
    QString name;
    QMap<QString, qint64> values; // one value per declared parameter
    bool hidden = false;
    QString note;
    int line = 0; // line in task.yaml or hidden.yaml
};

struct CostSpec
{
    QMap<QString, QString> flops; // dtype name -> expression
    QString bytes;                // expression: minimum bytes moved
};

// A configuration's cost as counted on the device (kiln calibrate --counts: model/importers/
// kernelbenchcounts.h), for imported problems that declare none: FLOPs by dtype and the least bytes moved.
struct CountedCost
{
    QMap<QString, double> flops;
    double bytes = 0;
};

struct Tunable
{
    QString name;
    QStringList values;
};

struct LaunchSpec
{
    QString block;
    QString grid;
    QString smem;
};

// Imported AgentKernelArena tasks are judged by their own shell commands (category `command`).
struct CommandGates
{
    QStringList compile;
    QStringList correctness;
    QStringList performance;
    int compileTimeoutS = 3600;
    int correctnessTimeoutS = 3600;
    int performanceTimeoutS = 3600;
    QString taskType; // AgentKernelArena's task_type (hip2hip, triton2triton, ...)
    QStringList targetKernels;
    QString requiredArch;   // platform_support.required_arch
    QString platformStatus; // platform_support.status
    QString skipReason;     // platform_support.skip_reason
    QString checkoutRoot;   // the checkout the task was read from (helpers are materialized from it)
    int schemaVersion = 1;
    std::optional<HeldOutShapes> heldOut; // final scoring's held-out shapes (model/importers/akaheldout.h)
};

struct Task
{
    // Identity and classification
    QString id;
    QString title;
    QString category;
    QString backend;
    int difficulty = 1;
    QStringList tags;
    QString source = QStringLiteral("kiln"); // kiln | agentkernelarena | kernelbench

    // Files (relative to folder)
    QString folder;    // absolute path of the task folder
    QString suiteRoot; // absolute path of the suite the task was found in
    QString readme = QStringLiteral("README.md");
    QStringList editable;
    QString entry;
    QString interface; // Python backends: function | module | kernelbench (Model / ModelNew, get_inputs())
    bool isKernelBench() const { return interface == QLatin1String("kernelbench"); }
    QString reference;
    QStringList knowledge;

    // Problem definition
    QStringList parameters;
    QList<QPair<QString, QString>> derived; // name -> expression, declared order
    QList<TensorSpec> tensors;
    QList<ConfigSpec> configs; // visible
    QList<ConfigSpec> hiddenConfigs;
    std::optional<Tolerance> tolerance;
    CostSpec cost;
    // Imported problems without a declared cost: what kiln calibrate --counts counted, by configuration name
    // (visible and hidden), and how ("torch.utils.flop_counter, torch 2.11, 2026-12-02"). Empty: not counted.
    QMap<QString, CountedCost> countedCosts;
    QString countedBy;
    // Held-out configurations derived on import that wait for kiln calibrate --counts to show the problem's
    // own Model runs at them; only then are they hidden configurations (KernelBench).
    QList<ConfigSpec> uncheckedHeldOut;
    LaunchSpec launch;

    // Importance and context
    double weight = 1.0;
    QString weightSource;
    QString phase = QStringLiteral("any");
    QString productionBaselineName;
    QString productionBaselineNote;
    QList<Tunable> tunables;
    QString timingL2 = QStringLiteral("flush"); // flush | warm

    // Only for category == "command"
    std::optional<CommandGates> commandGates;

    // All parameter names in the order the kernel receives them: parameters, then derived.
    QStringList allParameterNames() const;
    QList<ConfigSpec> allConfigs() const { return configs + hiddenConfigs; }
    // Where the FLOPs and bytes come from: "declared" (task.yaml), "counted" (kiln calibrate --counts) or
    // "none" (an import not counted yet).
    QString costSource() const;
    bool isCompiled() const;
    bool isPython() const;
    // Judged by its own commands (an imported AgentKernelArena task), whatever its category (hip2hip, ...).
    bool isCommand() const { return commandGates.has_value(); }
    QString absolutePath(const QString& relative) const;
    // The tolerance an output is judged with: its own, else the task's, else the dtype default.
    Tolerance toleranceFor(const TensorSpec& t) const;
};

const QStringList& knownCategories();
const QStringList& knownBackends();
const QStringList& knownPhases();
const QStringList& knownInitDistributions();

} // namespace kiln
