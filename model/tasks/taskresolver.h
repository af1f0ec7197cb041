// TaskResolver: evaluates a task's expressions for one configuration: derived parameters (in dependency
// order), tensor shapes, init bounds, cost and launch sizes. The loader uses it to validate every
// configuration; the harness request, the task page and the roofline use its results.
#pragma once

#include "expression.h"
#include "task.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <memory>
#include <optional>

namespace kiln {

struct ResolvedConfig
{
    QString name;
    bool hidden = false;
    QMap<QString, qint64> values;          // every parameter and derived parameter by name
    QList<qint64> orderedValues;           // in Task::allParameterNames() order: what the kernel receives
    QList<QList<qint64>> shapes;           // per tensor, declared order
    QList<QMap<QString, double>> initArgs; // per tensor: evaluated init arguments
    QMap<QString, double> flops;           // dtype -> FLOPs
    double bytes = 0;
    std::optional<qint64> launchBlock, launchGrid, launchSmem;

    double totalFlops() const;
    double arithmeticIntensity() const { return bytes > 0 ? totalFlops() / bytes : 0.0; }
    qint64 numel(int tensor) const;
};

class TaskResolver
{
public:
    explicit TaskResolver(const Task& task);
    ~TaskResolver();

    // Derived parameters in an order where each comes after the ones it uses; empty with *error set
    // when they form a cycle ("derived parameters form a cycle: a -> b -> a").
    static QStringList derivedOrder(const Task& task, QString* error);

    // nullopt and *error ("config 'x': shape of tensor 'y' dimension 1 = -3; ...") on failure.
    std::optional<ResolvedConfig> resolve(const ConfigSpec& config, QString* error) const;

private:
    const Task& m_task;
    QStringList m_order;
    QString m_orderError;
    QHash<QString, QString> m_derivedExpressions; // name -> expression
    std::unique_ptr<ExpressionScope> m_scope;
};

} // namespace kiln
