#include "taskresolver.h"

#include "../exactinteger.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <vector>

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
    // resolve() refused shapes whose bytes overflow, so this product fits.
    qint64 n = 1;
    for (qint64 d : shapes.value(tensor))
        n *= d;
    return n;
}

namespace {

QString joinShape(const QList<qint64>& shape)
{
    QStringList parts;
    for (const qint64 d : shape)
        parts << QString::number(d);
    return parts.join(QStringLiteral(", "));
}

} // namespace

TaskResolver::TaskResolver(const Task& task)
    : m_task(task), m_scope(std::make_unique<ExpressionScope>(task.allParameterNames()))
{
    m_order = derivedOrder(task, &m_orderError);
    for (const auto& [name, expr] : task.derived)
        m_derivedExpressions.insert(name, expr);
}

TaskResolver::~TaskResolver() = default;

QStringList TaskResolver::derivedOrder(const Task& task, QString* error)
{
    // Linear in the number of derived parameters and the size of their expressions: a recursive walk that
    // searched the list for every name and kept its path in a list was quadratic (a chain of 10,000 took
    // 30 s; 20,000 overflowed the stack).
    const qsizetype count = task.derived.size();
    QHash<QString, int> index;
    for (int i = 0; i < count; ++i)
        index.insert(task.derived[i].first, i);
    QList<QList<int>> uses(count);
    for (int i = 0; i < count; ++i)
        for (const auto& n : expressionNames(task.derived[i].second).names)
            if (const auto it = index.constFind(n); it != index.constEnd())
                uses[i] << it.value();
    enum : char { Unvisited, OnPath, Done };
    std::vector<char> state(static_cast<std::size_t>(count), Unvisited);
    QStringList order;
    struct Frame
    {
        int node;
        int next; // the next of uses[node] to visit
    };
    QList<Frame> path;
    for (int start = 0; start < count; ++start) {
        if (state[start] != Unvisited)
            continue;
        path.append({start, 0});
        state[start] = OnPath;
        while (!path.isEmpty()) {
            Frame& top = path.last();
            if (top.next < uses[top.node].size()) {
                const int dep = uses[top.node][top.next++];
                if (state[dep] == Done)
                    continue;
                if (state[dep] == OnPath) {
                    QStringList cycle;
                    qsizetype from = path.size() - 1;
                    while (path[from].node != dep)
                        --from;
                    for (qsizetype i = from; i < path.size(); ++i)
                        cycle << task.derived[path[i].node].first;
                    cycle << task.derived[dep].first;
                    if (error)
                        *error = QStringLiteral("derived parameters form a cycle: %1; each must be computable from "
                                                "parameters and earlier derived ones")
                                     .arg(cycle.join(QStringLiteral(" -> ")));
                    return {};
                }
                state[dep] = OnPath;
                path.append({dep, 0});
                continue;
            }
            state[top.node] = Done;
            order << task.derived[top.node].first;
            path.removeLast();
        }
    }
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
        const auto v = m_scope->evaluate(m_derivedExpressions.value(name), &err);
        if (!v)
            return fail(QStringLiteral("derived parameter '%1': %2").arg(name, err));
        if (*v != std::round(*v))
            return fail(QStringLiteral("derived parameter '%1' = %2 is not an integer; use floor() or cdiv()")
                            .arg(name)
                            .arg(*v));
        if (!fitsInt64(*v))
            return fail(QStringLiteral("derived parameter '%1' = %2 does not fit a 64-bit integer").arg(name).arg(*v));
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
            // 2^63 or more came out negative in the harness request.
            if (!fitsInt64(*v))
                return fail(QStringLiteral("tensor '%1' dimension %2 ('%3') = %4 does not fit a 64-bit integer")
                                .arg(t.name)
                                .arg(d)
                                .arg(t.shape[d])
                                .arg(*v));
            shape << static_cast<qint64>(std::llround(*v));
        }
        // The harness allocates numel * element size bytes: a product that overflowed allocated a few bytes
        // and the candidate was blamed for the SIGSEGV that followed.
        qint64 bytes = dtypeSize(t.dtype);
        for (const qint64 dim : shape)
            if (__builtin_mul_overflow(bytes, dim, &bytes))
                return fail(QStringLiteral("tensor '%1' has shape [%2], more than 2^63 bytes of %3; no device holds "
                                           "it: use smaller sizes")
                                .arg(t.name, joinShape(shape), dtypeName(t.dtype)));
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
    if (const auto counted = m_task.countedCosts.constFind(config.name);
        m_task.cost.flops.isEmpty() && m_task.cost.bytes.isEmpty() && counted != m_task.countedCosts.constEnd()) {
        r.flops = counted->flops;
        r.bytes = counted->bytes;
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
        if (!fitsInt64(*v)) {
            err = QStringLiteral("launch.%1 = %2 does not fit a 64-bit integer").arg(QLatin1String(what)).arg(*v);
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
