#include "taskjson.h"

#include <QJsonArray>

namespace kiln {

namespace {
QJsonArray toArray(const QStringList& l)
{
    return QJsonArray::fromStringList(l);
}

QJsonObject toleranceJson(const Tolerance& t)
{
    return {{"atol", t.atol}, {"rtol", t.rtol}, {"matched_ratio", t.matchedRatio}};
}

QJsonObject configJson(const ConfigSpec& c)
{
    QJsonObject o{{"name", c.name}};
    for (auto it = c.values.begin(); it != c.values.end(); ++it)
        o.insert(it.key(), static_cast<double>(it.value()));
    if (!c.note.isEmpty())
        o.insert("note", c.note);
    return o;
}
} // namespace

QJsonObject taskToJson(const Task& t, bool withConfigs)
{
    QJsonObject o{{"schema_version", 1},
                  {"id", t.id},
                  {"title", t.title},
                  {"category", t.category},
                  {"backend", t.backend},
                  {"difficulty", t.difficulty},
                  {"tags", toArray(t.tags)},
                  {"source", t.source},
                  {"folder", t.folder},
                  {"editable", toArray(t.editable)},
                  {"entry", t.entry},
                  {"reference", t.reference},
                  {"parameters", toArray(t.parameters)},
                  {"weight", t.weight},
                  {"weight_source", t.weightSource},
                  {"phase", t.phase},
                  {"hidden_config_count", static_cast<int>(t.hiddenConfigs.size())},
                  {"cost_source", t.costSource()}};
    if (!t.interface.isEmpty())
        o.insert("interface", t.interface);
    if (!t.derived.isEmpty()) {
        QJsonObject d;
        for (const auto& [name, expr] : t.derived)
            d.insert(name, expr);
        o.insert("derived", d);
    }
    if (withConfigs) {
        QJsonArray tensors;
        for (const auto& ts : t.tensors) {
            QJsonObject to{{"name", ts.name},
                           {"role", tensorRoleName(ts.role)},
                           {"dtype", dtypeName(ts.dtype)},
                           {"shape", toArray(ts.shape)}};
            if (ts.role != TensorRole::Out) {
                QJsonObject init{{"dist", ts.init.dist}};
                for (auto it = ts.init.args.begin(); it != ts.init.args.end(); ++it)
                    init.insert(it.key(), it.value());
                to.insert("init", init);
            }
            if (ts.tolerance)
                to.insert("tolerance", toleranceJson(*ts.tolerance));
            tensors.append(to);
        }
        o.insert("tensors", tensors);
        QJsonArray configs;
        for (const auto& c : t.configs)
            configs.append(configJson(c));
        o.insert("configs", configs);
        QJsonObject flops;
        for (auto it = t.cost.flops.begin(); it != t.cost.flops.end(); ++it)
            flops.insert(it.key(), it.value());
        QJsonObject cost{{"flops", flops}, {"bytes", t.cost.bytes}};
        if (!t.countedCosts.isEmpty()) { // the visible configurations' only: hidden ones are never listed
            QJsonObject counted;
            for (const auto& c : t.configs)
                if (const auto it = t.countedCosts.constFind(c.name); it != t.countedCosts.constEnd()) {
                    QJsonObject f;
                    for (auto fi = it->flops.begin(); fi != it->flops.end(); ++fi)
                        f.insert(fi.key(), fi.value());
                    counted.insert(c.name, QJsonObject{{"flops", f}, {"bytes", it->bytes}});
                }
            cost.insert("counted", counted);
            cost.insert("counted_by", t.countedBy);
        }
        o.insert("cost", cost);
    }
    if (t.tolerance)
        o.insert("tolerance", toleranceJson(*t.tolerance));
    if (!t.productionBaselineName.isEmpty())
        o.insert("production_baseline",
                 QJsonObject{{"name", t.productionBaselineName}, {"note", t.productionBaselineNote}});
    if (!t.tunables.isEmpty()) {
        QJsonObject tun;
        for (const auto& tu : t.tunables)
            tun.insert(tu.name, toArray(tu.values));
        o.insert("tunables", tun);
    }
    o.insert("timing", QJsonObject{{"l2", t.timingL2}});
    if (!t.knowledge.isEmpty())
        o.insert("knowledge", toArray(t.knowledge));
    if (t.commandGates) {
        const CommandGates& g = *t.commandGates;
        o.insert("task_type", g.taskType);
        o.insert("compile_command", toArray(g.compile));
        o.insert("correctness_command", toArray(g.correctness));
        o.insert("performance_command", toArray(g.performance));
        o.insert("target_kernel_functions", toArray(g.targetKernels));
        o.insert("compile_timeout", g.compileTimeoutS);
        o.insert("correctness_timeout", g.correctnessTimeoutS);
        o.insert("performance_timeout", g.performanceTimeoutS);
        if (!g.requiredArch.isEmpty() || !g.platformStatus.isEmpty())
            o.insert("platform_support", QJsonObject{{"required_arch", g.requiredArch},
                                                     {"status", g.platformStatus},
                                                     {"skip_reason", g.skipReason}});
    }
    return o;
}

} // namespace kiln
