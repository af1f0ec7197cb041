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
    struct NameParser
    {
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

QString expressionNameProblem(const QString& name)
{
    // The checks muparser makes when a variable is defined (DefineVar throws), asked once per name while a
    // task is validated, so that a bad name is an error on its line and never an exception in a loader.
    struct NameChecker
    {
        mu::Parser parser;
        NameChecker() { defineKilnFunctions(parser); }
    };
    thread_local NameChecker c;
    const std::string n = name.toStdString();
    if (const auto k = c.parser.GetConst().find(n); k != c.parser.GetConst().end())
        return QStringLiteral("'%1' is a constant of the expression library (%2), so it cannot name a parameter; "
                              "rename it (e.g. '%3_value')")
            .arg(name, QString::number(k->second), name.mid(1));
    if (c.parser.GetFunDef().count(n))
        return QStringLiteral("'%1' is a function of the expression library (%1(...)), so it cannot name a "
                              "parameter; rename it (e.g. '%1_value')")
            .arg(name);
    try {
        double slot = 0;
        c.parser.DefineVar(n, &slot);
        c.parser.RemoveVar(n);
    } catch (const mu::Parser::exception_type& e) {
        return QStringLiteral("'%1' cannot name a parameter in expressions (%2); use letters, digits and '_', "
                              "starting with a letter")
            .arg(name, QString::fromStdString(e.GetMsg()));
    }
    return {};
}

struct ExpressionScope::Impl
{
    std::map<std::string, double> values; // std::map: stable addresses for muparser's DefineVar
    mu::Parser prototype;                 // functions defined, no variables, no expression
    // One compiled parser per expression text: a task evaluates the same few expressions for every
    // configuration, and muparser re-parses whenever its expression changes. New parsers are copies of
    // the prototype, which is much cheaper than constructing one, and each defines only the variables its
    // expression uses: a parser holding every variable of a task with 10,000 derived parameters made
    // loading it quadratic in time and memory.
    mutable std::unordered_map<std::string, std::unique_ptr<mu::Parser>> compiled;
};

ExpressionScope::ExpressionScope(const QStringList& names) : d(std::make_unique<Impl>())
{
    defineKilnFunctions(d->prototype);
    for (const auto& n : names)
        d->values[n.toStdString()] = 0.0;
}

ExpressionScope::~ExpressionScope() = default;

void ExpressionScope::set(const QString& name, double value)
{
    if (const auto it = d->values.find(name.toStdString()); it != d->values.end())
        it->second = value;
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
            const ExpressionNames used = expressionNames(expression);
            if (!used.error.isEmpty()) {
                if (error)
                    *error = used.error;
                return std::nullopt;
            }
            auto parser = std::make_unique<mu::Parser>(d->prototype);
            // Undeclared names stay undefined: muparser then reports them as unassignable tokens, below.
            for (const auto& name : used.names)
                if (const auto v = d->values.find(name.toStdString()); v != d->values.end())
                    parser->DefineVar(v->first, &v->second);
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
