// Expression: the one evaluator of task expressions (shapes, derived parameters, costs, launch sizes),
// a thin layer over muparser. Never hand-parse an expression anywhere else.
//
// An Expression is compiled once against a set of variable names and evaluated many times with different
// values (one per configuration), which is what makes loading thousands of tasks cheap.
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

namespace kiln {

class ExpressionScope;

// The names an expression refers to (declared or not), or an error message when it does not parse.
struct ExpressionNames
{
    QStringList names;
    QString error;
};
ExpressionNames expressionNames(const QString& expression);

// Why `name` cannot be a variable of an expression (a constant or function of the expression library such
// as `_pi` or `min`, or characters it does not accept), or an empty string when it can.
QString expressionNameProblem(const QString& name);

// A set of named double variables that compiled expressions read.
class ExpressionScope
{
public:
    // Never throws: a name the expression library rejects is simply never defined, so expressions using it
    // fail to evaluate with a message (validation rejects such names first: expressionNameProblem()).
    explicit ExpressionScope(const QStringList& names);
    ~ExpressionScope();
    ExpressionScope(const ExpressionScope&) = delete;
    ExpressionScope& operator=(const ExpressionScope&) = delete;

    void set(const QString& name, double value);
    void setAll(const QMap<QString, qint64>& values);

    // Evaluates `expression` with the current values. On failure returns nullopt and sets *error to a
    // sentence naming the problem (unknown name, syntax error at a position, non-finite result).
    std::optional<double> evaluate(const QString& expression, QString* error) const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace kiln
