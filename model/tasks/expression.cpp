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
    // One parser per thread: constructing a mu::Parser (defining its built-in functions) costs far more
    // than parsing a short expression, and loading thousands of tasks asks this thousands of times.
    struct NameParser {
        std::map<std::string, double> storage;
        mu::Parser parser;
        NameParser()
        {
            defineKilnFunctions(parser);
            parser.SetVarFactory(collectingFactory, &storage);
        }
    };
    thread_local NameParser p;
    ExpressionNames result;
    try {
        p.parser.SetExpr(expression.toStdString());
        for (const auto& [name, ptr] : p.parser.GetUsedVar())
            result.names << QString::fromStdString(name);
    } catch (const mu::Parser::exception_type& e) {
        result.error = describe(e, expression);
    }
    return result;
}

struct ExpressionScope::Impl {
    std::map<std::string, double> values; // std::map: stable addresses for muparser's DefineVar
    mu::Parser prototype;                 // functions and variables defined, no expression
    // One compiled parser per expression text: a task evaluates the same few expressions for every
    // configuration, and muparser re-parses whenever its expression changes. New parsers are copies of
    // the prototype, which is much cheaper than constructing one.
    mutable std::unordered_map<std::string, std::unique_ptr<mu::Parser>> compiled;
};

ExpressionScope::ExpressionScope(const QStringList& names) : d(std::make_unique<Impl>())
{
    defineKilnFunctions(d->prototype);
    for (const auto& n : names) {
        auto& slot = d->values[n.toStdString()];
        slot = 0.0;
        d->prototype.DefineVar(n.toStdString(), &slot);
    }
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
            auto parser = std::make_unique<mu::Parser>(d->prototype);
            parser->SetExpr(text);
            it = d->compiled.emplace(text, std::move(parser)).first;
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
