#include "taskresolver.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <functional>

namespace kiln {

double ResolvedConfig::totalFlops() const
{
    double sum = 0;
    for (double f : flops)
        sum += f;
    return sum;
}

qint64 ResolvedConfig::numel(int tensor) const
{
    qint64 n = 1;
    for (qint64 d : shapes.value(tensor))
        n *= d;
    return n;
}

TaskResolver::TaskResolver(const Task& task)
    : m_task(task), m_scope(std::make_unique<ExpressionScope>(task.allParameterNames()))
{
    m_order = derivedOrder(task, &m_orderError);
}

TaskResolver::~TaskResolver() = default;

QStringList TaskResolver::derivedOrder(const Task& task, QString* error)
{
    QMap<QString, QStringList> uses;
    for (const auto& [name, expr] : task.derived) {
        QStringList deps;
        for (const auto& n : expressionNames(expr).names)
            if (std::any_of(task.derived.begin(), task.derived.end(), [&](const auto& d) { return d.first == n; }))
                deps << n;
        uses[name] = deps;
    }
    QStringList order;
    QSet<QString> done;
    QStringList stack;
    std::function<bool(const QString&)> visit = [&](const QString& n) -> bool {
        if (done.contains(n))
            return true;
        if (stack.contains(n)) {
            QStringList cycle = stack.mid(stack.indexOf(n));
            cycle << n;
            if (error)
                *error = QStringLiteral("derived parameters form a cycle: %1; each must be computable from "
                                        "parameters and earlier derived ones")
                             .arg(cycle.join(QStringLiteral(" -> ")));
            return false;
        }
        stack << n;
        for (const auto& dep : uses.value(n))
            if (!visit(dep))
                return false;
        stack.removeLast();
        done.insert(n);
        order << n;
        return true;
    };
    for (const auto& d : task.derived)
        if (!visit(d.first))
            return {};
    return order;
}

std::optional<ResolvedConfig> TaskResolver::resolve(const ConfigSpec& config, QString* error) const
{
    auto fail = [&](const QString& what) {
        if (error)
            *error = QStringLiteral("config '%1': %2").arg(config.name, what);
        return std::nullopt;
    };
    if (!m_orderError.isEmpty())
        return fail(m_orderError);

    ResolvedConfig r;
    r.name = config.name;
    r.hidden = config.hidden;
    for (const auto& p : m_task.parameters) {
        if (!config.values.contains(p))
            return fail(QStringLiteral("no value for parameter '%1'").arg(p));
        r.values[p] = config.values.value(p);
        m_scope->set(p, static_cast<double>(config.values.value(p)));
    }
    QString err;
    for (const auto& name : m_order) {
        const auto it = std::find_if(m_task.derived.begin(), m_task.derived.end(),
                                     [&](const auto& d) { return d.first == name; });
        const auto v = m_scope->evaluate(it->second, &err);
        if (!v)
            return fail(QStringLiteral("derived parameter '%1': %2").arg(name, err));
        if (*v != std::round(*v))
            return fail(QStringLiteral("derived parameter '%1' = %2 is not an integer; use floor() or cdiv()")
                            .arg(name)
                            .arg(*v));
        r.values[name] = static_cast<qint64>(std::llround(*v));
        m_scope->set(name, *v);
    }
    for (const auto& n : m_task.allParameterNames())
        r.orderedValues << r.values.value(n);

    for (const auto& t : m_task.tensors) {
        QList<qint64> shape;
        for (int d = 0; d < t.shape.size(); ++d) {
            const auto v = m_scope->evaluate(t.shape[d], &err);
            if (!v)
                return fail(QStringLiteral("tensor '%1' dimension %2: %3").arg(t.name).arg(d).arg(err));
            if (*v < 1 || *v != std::round(*v))
                return fail(QStringLiteral("tensor '%1' dimension %2 ('%3') = %4; a dimension must be a positive "
                                           "integer")
                                .arg(t.name)
                                .arg(d)
                                .arg(t.shape[d])
                                .arg(*v));
            shape << static_cast<qint64>(std::llround(*v));
        }
        r.shapes << shape;
        QMap<QString, double> args;
        for (auto it = t.init.args.begin(); it != t.init.args.end(); ++it) {
            const auto v = m_scope->evaluate(it.value(), &err);
            if (!v)
                return fail(QStringLiteral("tensor '%1' init %2: %3").arg(t.name, it.key(), err));
            args[it.key()] = *v;
        }
        r.initArgs << args;
    }
    for (auto it = m_task.cost.flops.begin(); it != m_task.cost.flops.end(); ++it) {
        const auto v = m_scope->evaluate(it.value(), &err);
        if (!v)
            return fail(QStringLiteral("cost.flops.%1: %2").arg(it.key(), err));
        if (*v < 0)
            return fail(QStringLiteral("cost.flops.%1 = %2; FLOPs cannot be negative").arg(it.key()).arg(*v));
        r.flops[it.key()] = *v;
    }
    if (!m_task.cost.bytes.isEmpty()) {
        const auto v = m_scope->evaluate(m_task.cost.bytes, &err);
        if (!v)
            return fail(QStringLiteral("cost.bytes: %1").arg(err));
        if (*v <= 0)
            return fail(QStringLiteral("cost.bytes = %1; the minimum bytes moved must be positive").arg(*v));
        r.bytes = *v;
    }
    auto launchValue = [&](const QString& expr, const char* what, std::optional<qint64>& out) -> bool {
        if (expr.isEmpty())
            return true;
        const auto v = m_scope->evaluate(expr, &err);
        if (!v) {
            err = QStringLiteral("launch.%1: %2").arg(QLatin1String(what), err);
            return false;
        }
        out = static_cast<qint64>(std::llround(*v));
        return true;
    };
    if (!launchValue(m_task.launch.block, "block", r.launchBlock) ||
        !launchValue(m_task.launch.grid, "grid", r.launchGrid) ||
        !launchValue(m_task.launch.smem, "smem", r.launchSmem))
        return fail(err);
    return r;
}

} // namespace kiln
