#include "task.h"

#include "../enumnames.h"

#include <QDir>

namespace kiln {

namespace {
constexpr EnumNames<TensorRole, 3> kTensorRoleNames{
    {{TensorRole::In, "in"}, {TensorRole::Out, "out"}, {TensorRole::InOut, "inout"}}};
static_assert(namesEveryValueOnce(kTensorRoleNames));
} // namespace

QString tensorRoleName(TensorRole r)
{
    return nameOf(kTensorRoleNames, r);
}

Tolerance defaultTolerance(DType t)
{
    switch (t) {
    case DType::F64:
        return {1e-8, 1e-6, 1.0};
    case DType::F32:
        return {1e-5, 1e-3, 0.99};
    case DType::F16:
    case DType::BF16:
        return {1e-2, 1e-2, 0.99};
    case DType::F8E4M3:
        return {0.125, 0.125, 0.99};
    default:
        return {0, 0, 1.0};
    }
}

QStringList Task::allParameterNames() const
{
    QStringList names = parameters;
    for (const auto& d : derived)
        names << d.first;
    return names;
}

bool Task::isCompiled() const
{
    return backend == QLatin1String("cuda") || backend == QLatin1String("hip") || backend == QLatin1String("host");
}

bool Task::isPython() const
{
    return backend == QLatin1String("torch") || backend == QLatin1String("triton");
}

QString Task::costSource() const
{
    if (!cost.bytes.isEmpty() || !cost.flops.isEmpty())
        return QStringLiteral("declared");
    return countedCosts.isEmpty() ? QStringLiteral("none") : QStringLiteral("counted");
}

QString Task::absolutePath(const QString& relative) const
{
    return QDir(folder).absoluteFilePath(relative);
}

Tolerance Task::toleranceFor(const TensorSpec& t) const
{
    if (t.tolerance)
        return *t.tolerance;
    if (tolerance)
        return *tolerance;
    return defaultTolerance(t.dtype);
}

const QStringList& knownCategories()
{
    static const QStringList c{QStringLiteral("cuda2cuda"),     QStringLiteral("hip2hip"),
                               QStringLiteral("triton2triton"), QStringLiteral("torch2cuda"),
                               QStringLiteral("torch2hip"),     QStringLiteral("host2host"),
                               QStringLiteral("command")};
    return c;
}

const QStringList& knownBackends()
{
    static const QStringList b{QStringLiteral("cuda"),   QStringLiteral("hip"),   QStringLiteral("host"),
                               QStringLiteral("triton"), QStringLiteral("torch"), QStringLiteral("command")};
    return b;
}

const QStringList& knownPhases()
{
    static const QStringList p{QStringLiteral("prefill"), QStringLiteral("decode"), QStringLiteral("training"),
                               QStringLiteral("any")};
    return p;
}

const QStringList& knownInitDistributions()
{
    static const QStringList d{QStringLiteral("uniform"), QStringLiteral("normal"), QStringLiteral("randint"),
                               QStringLiteral("permutation"), QStringLiteral("positive")};
    return d;
}

} // namespace kiln
