#include "model/tasks/expression.h"

#include <QTest>

using namespace kiln;

class TstExpression : public QObject
{
    Q_OBJECT
private slots:
    void evaluatesArithmeticAndKilnFunctions()
    {
        ExpressionScope s({"n", "k"});
        s.set("n", 1000);
        s.set("k", 3);
        QString e;
        QCOMPARE(*s.evaluate("2 * n + k", &e), 2003.0);
        QCOMPARE(*s.evaluate("cdiv(n, 256)", &e), 4.0);
        QCOMPARE(*s.evaluate("floor(n / 3)", &e), 333.0);
        QCOMPARE(*s.evaluate("ceil(n / 3)", &e), 334.0);
        QCOMPARE(*s.evaluate("max(n, k) - min(n, k)", &e), 997.0);
        QCOMPARE(*s.evaluate("2^10", &e), 1024.0);
    }

    void reevaluatesWithNewValues()
    {
        ExpressionScope s({"n"});
        QString e;
        s.set("n", 2);
        QCOMPARE(*s.evaluate("n * n", &e), 4.0);
        s.set("n", 7);
        QCOMPARE(*s.evaluate("n * n", &e), 49.0);
    }

    void namesAnUndeclaredParameter()
    {
        ExpressionScope s({"n"});
        QString e;
        QVERIFY(!s.evaluate("n * m", &e));
        QVERIFY2(e.contains("'m'") && e.contains("not a declared parameter"), qPrintable(e));
    }

    void reportsSyntaxErrors()
    {
        ExpressionScope s({"n"});
        QString e;
        QVERIFY(!s.evaluate("n +", &e));
        QVERIFY2(e.contains("cannot evaluate 'n +'"), qPrintable(e));
        QVERIFY(!s.evaluate("four", &e));
        QVERIFY(!e.isEmpty());
    }

    void rejectsNonFiniteResults()
    {
        ExpressionScope s({"n"});
        s.set("n", 0);
        QString e;
        QVERIFY(!s.evaluate("1 / n", &e));
        QVERIFY2(e.contains("finite"), qPrintable(e));
    }

    void listsUsedNames()
    {
        const ExpressionNames n = expressionNames("rows * cdiv(cols, BLOCK) + 4");
        QVERIFY(n.error.isEmpty());
        QCOMPARE(QSet<QString>(n.names.begin(), n.names.end()), (QSet<QString>{"rows", "cols", "BLOCK"}));
        QVERIFY(!expressionNames("rows *").error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstExpression)
#include "tst_expression.moc"
