#include "expression.h"

#include <muParser.h>

#include <cmath>
#include <map>
#include <string>
#include <unordered_map>

namespace kiln {

namespace {

double cdiv(double a, double b)
{
    return std::ceil(a / b);
}
double fceil(double a)
{
    return std::ceil(a);
}
double ffloor(double a)
{
    return std::floor(a);
}

void defineKilnFunctions(mu::Parser& p)
{
    p.DefineFun("cdiv", cdiv);
    p.DefineFun("ceil", fceil);
    p.DefineFun("floor", ffloor);
}

// The var factory lets muparser accept any name while we collect which ones were used.
double* collectingFactory(const char* name, void* userData)
{
    auto* storage = static_cast<std::map<std::string, double>*>(userData);
    return &(*storage)[name];
}

QString describe(const mu::Parser::exception_type& e, const QString& expression)
{
    return QStringLiteral("cannot evaluate '%1': %2").arg(expression, QString::fromStdString(e.GetMsg()));
}

} // namespace

ExpressionNames expressionNames(const QString& expression)
{
    ExpressionNames result;
    std::map<std::string, double> storage;
    mu::Parser p;
    defineKilnFunctions(p);
    p.SetVarFactory(collectingFactory, &storage);
    try {
        p.SetExpr(expression.toStdString());
        for (const auto& [name, ptr] : p.GetUsedVar())
            result.names << QString::fromStdString(name);
    } catch (const mu::Parser::exception_type& e) {
        result.error = describe(e, expression);
    }
    return result;
}

struct ExpressionScope::Impl {
    std::map<std::string, double> values; // std::map: stable addresses for muparser's DefineVar
    mutable mu::Parser parser;
    // Compiled parsers per expression text, so re-evaluating with new values skips parsing.
    mutable std::unordered_map<std::string, std::unique_ptr<mu::Parser>> compiled;
};

ExpressionScope::ExpressionScope(const QStringList& names) : d(std::make_unique<Impl>())
{
    for (const auto& n : names)
        d->values[n.toStdString()] = 0.0;
}

ExpressionScope::~ExpressionScope() = default;

void ExpressionScope::set(const QString& name, double value)
{
    d->values[name.toStdString()] = value;
}

void ExpressionScope::setAll(const QMap<QString, qint64>& values)
{
    for (auto it = values.begin(); it != values.end(); ++it)
        set(it.key(), static_cast<double>(it.value()));
}

std::optional<double> ExpressionScope::evaluate(const QString& expression, QString* error) const
{
    const std::string text = expression.toStdString();
    auto it = d->compiled.find(text);
    try {
        if (it == d->compiled.end()) {
            auto p = std::make_unique<mu::Parser>();
            defineKilnFunctions(*p);
            for (auto& [name, value] : d->values)
                p->DefineVar(name, &value);
            p->SetExpr(text);
            it = d->compiled.emplace(text, std::move(p)).first;
        }
        const double v = it->second->Eval();
        if (!std::isfinite(v)) {
            if (error)
                *error = QStringLiteral("'%1' evaluates to %2; it must be a finite number")
                             .arg(expression, QString::number(v));
            return std::nullopt;
        }
        return v;
    } catch (const mu::Parser::exception_type& e) {
        if (it != d->compiled.end())
            d->compiled.erase(it);
        if (error) {
            if (e.GetCode() == mu::ecUNASSIGNABLE_TOKEN)
                *error = QStringLiteral("'%1' uses '%2', which is not a declared parameter")
                             .arg(expression, QString::fromStdString(e.GetToken()));
            else
                *error = describe(e, expression);
        }
        return std::nullopt;
    }
}

} // namespace kiln
