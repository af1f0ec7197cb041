// The task loader on good and bad input: every error names file, line and field, says what would be
// right, and one bad task never stops the others.
#include "model/tasks/suiteloader.h"
#include "model/tasks/taskloader.h"
#include "model/tasks/taskresolver.h"
#include "taskfixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;
using namespace kiln::testing;

namespace {

// The first error, which must exist.
LoadIssue firstError(const TaskLoadResult& r)
{
    for (const auto& i : r.issues)
        if (i.isError())
            return i;
    return {};
}

} // namespace

class TstTaskLoader : public QObject
{
    Q_OBJECT
private slots:
    void loadsAGoodTask()
    {
        QTemporaryDir tmp;
        const auto r = loadTaskFolder(writeTask(tmp.path(), "scale", kGoodTask), tmp.path());
        QVERIFY2(r.task, qPrintable(joined(r.issues)));
        QVERIFY2(r.issues.isEmpty(), qPrintable(joined(r.issues)));
        const Task& t = *r.task;
        QCOMPARE(t.id, QString("host2host/scale"));
        QCOMPARE(t.allParameterNames(), (QStringList{"n", "alpha", "n4", "bytes_total"}));
        QCOMPARE(t.configs.size(), 2);
        QCOMPARE(t.hiddenConfigs.size(), 1);
        QVERIFY(t.hiddenConfigs[0].hidden);
        QCOMPARE(t.toleranceFor(t.tensors[1]).rtol, 1e-3); // the fp32 default

        TaskResolver resolver(t);
        QString err;
        const auto rc = resolver.resolve(t.hiddenConfigs[0], &err);
        QVERIFY2(rc, qPrintable(err));
        QCOMPARE(rc->values.value("n4"), 9);
        QCOMPARE(rc->orderedValues, (QList<qint64>{33, 1, 9, 264}));
        QCOMPARE(rc->shapes[0], QList<qint64>{33});
        QCOMPARE(rc->bytes, 264.0);
        QCOMPARE(rc->flops.value("f32"), 33.0);
    }

    void malformedYamlGivesTheLine()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml.replace("tags: [elementwise]", "tags: [elementwise\nbroken: : :");
        const auto r = loadTaskFolder(writeTask(tmp.path(), "bad", yaml), tmp.path());
        QVERIFY(!r.task);
        const LoadIssue e = firstError(r);
        QVERIFY2(e.message.startsWith("YAML syntax error"), qPrintable(e.message));
        QVERIFY2(e.line >= 7 && e.line <= 9, qPrintable(e.toString()));
        QVERIFY(e.file.endsWith("bad/task.yaml"));
    }

    void missingFilesAreNamed()
    {
        QTemporaryDir tmp;
        const QString dir = writeTask(tmp.path(), "nofiles", kGoodTask, false);
        const auto r = loadTaskFolder(dir, tmp.path());
        QVERIFY(!r.task);
        const QString all = joined(r.issues);
        QVERIFY2(all.contains("editable file 'scale.cpp' does not exist"), qPrintable(all));
        QVERIFY2(all.contains("reference 'reference.cpp' does not exist"), qPrintable(all));
        QVERIFY2(all.contains("README.md is missing"), qPrintable(all));
        QVERIFY2(all.contains("no hidden.yaml"), qPrintable(all));
        QVERIFY2(all.contains("task.yaml:8:"), qPrintable(all)); // the editable line
    }

    void missingTaskYaml()
    {
        QTemporaryDir tmp;
        const auto r = loadTaskFolder(tmp.path(), tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(firstError(r).message.contains("task.yaml is missing"), qPrintable(joined(r.issues)));
    }

    void undeclaredParameterInShape()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml.replace("shape: [n], init", "shape: [n, K], init");
        const auto r = loadTaskFolder(writeTask(tmp.path(), "undeclared", yaml), tmp.path());
        QVERIFY(!r.task);
        const LoadIssue e = firstError(r);
        QCOMPARE(e.line, 16);
        QVERIFY2(e.message.contains("tensor 'x' shape[1]") && e.message.contains("'K'") &&
                     e.message.contains("not a declared parameter") && e.message.contains("declared: n, alpha"),
                 qPrintable(e.toString()));
    }

    void cyclicDerivedParameters()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml.replace("  n4: \"cdiv(n, 4)\"", "  n4: \"cdiv(n, 4) + bytes_total\"");
        yaml.replace("  bytes_total: \"8 * n\"", "  bytes_total: \"8 * n4\"");
        const auto r = loadTaskFolder(writeTask(tmp.path(), "cycle", yaml), tmp.path());
        QVERIFY(!r.task);
        const QString all = joined(r.issues);
        QVERIFY2(all.contains("form a cycle: n4 -> bytes_total -> n4") ||
                     all.contains("form a cycle: bytes_total -> n4 -> bytes_total"),
                 qPrintable(all));
        QVERIFY2(all.contains("task.yaml:13:"), qPrintable(all));
    }

    void nonNumericExpressionsAndValues()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml.replace("bytes: \"bytes_total\"", "bytes: \"bytes_total *\"");
        yaml.replace("{name: small, n: 1000, alpha: 2}", "{name: small, n: lots, alpha: 2}");
        const auto r = loadTaskFolder(writeTask(tmp.path(), "nonnumeric", yaml), tmp.path());
        QVERIFY(!r.task);
        const QString all = joined(r.issues);
        QVERIFY2(all.contains("cost.bytes: cannot evaluate 'bytes_total *'"), qPrintable(all));
        QVERIFY2(all.contains("config 'small': parameter 'n' must be an integer, got 'lots'"), qPrintable(all));
    }

    void shapesMustBePositiveIntegers()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml.replace("shape: [n], init", "shape: [\"n - 2000\"], init");
        const auto r = loadTaskFolder(writeTask(tmp.path(), "negative", yaml), tmp.path());
        QVERIFY(!r.task);
        const QString all = joined(r.issues);
        QVERIFY2(
            all.contains(
                "config 'small': tensor 'x' dimension 0 ('n - 2000') = -1000; a dimension must be a positive integer"),
            qPrintable(all));
    }

    void configsMustMatchParameters()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml.replace("{name: big, n: 1000000, alpha: 3}", "{name: big, n: 1000000, beta: 3}");
        const auto r = loadTaskFolder(writeTask(tmp.path(), "params", yaml), tmp.path());
        QVERIFY(!r.task);
        const QString all = joined(r.issues);
        QVERIFY2(all.contains("config 'big' has no value for parameter 'alpha'"), qPrintable(all));
        QVERIFY2(all.contains("config 'big' sets 'beta', which is not a declared parameter"), qPrintable(all));
    }

    void binaryTaskYaml()
    {
        QTemporaryDir tmp;
        static const char elf[] = "\x7f"
                                  "ELF\x02\x01\x01\x00\x00\x00binary";
        const QByteArray bin(elf, sizeof(elf) - 1);
        const auto r = loadTaskFolder(writeTask(tmp.path(), "binary", bin), tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(firstError(r).message.contains("not a text file"), qPrintable(joined(r.issues)));
    }

    void invalidUtf8()
    {
        QTemporaryDir tmp;
        // Latin-1 on the third line: the message names the line, the column and the byte.
        const auto r = loadTaskFolder(
            writeTask(tmp.path(), "latin1", QByteArray("id: x\n# ok: \xc3\xa9\ntitle: caf\xe9\n")), tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(firstError(r).message.contains("not valid UTF-8 (byte 0xe9 at offset 25)"),
                 qPrintable(joined(r.issues)));
        QCOMPARE(firstError(r).line, 3);
        QCOMPARE(firstError(r).column, 11);
        // Overlong forms and surrogates are not UTF-8 either.
        for (const QByteArray& bad : {QByteArray("title: \xc0\xaf\n"), QByteArray("title: \xed\xa0\x80\n"),
                                      QByteArray("title: \xf4\x90\x80\x80\n"), QByteArray("title: \xe2\x82\n")}) {
            const auto o = loadTaskFolder(writeTask(tmp.path(), "bad", bad), tmp.path());
            QVERIFY2(firstError(o).message.contains("not valid UTF-8 (byte"), qPrintable(joined(o.issues)));
            QCOMPARE(firstError(o).line, 1);
            QCOMPARE(firstError(o).column, 8);
        }
    }

    void hugeTaskYaml()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml += "# padding\n";
        while (yaml.size() < 10 * 1024 * 1024)
            yaml += "# ......................................................................................\n";
        QElapsedTimer timer;
        timer.start();
        const auto r = loadTaskFolder(writeTask(tmp.path(), "huge", yaml), tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(firstError(r).message.contains("MB; a task file is at most 1 MB"), qPrintable(joined(r.issues)));
    }

    void notAMapping()
    {
        QTemporaryDir tmp;
        const auto r = loadTaskFolder(writeTask(tmp.path(), "list", "- a\n- b\n"), tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(firstError(r).message.contains("must be a YAML mapping"), qPrintable(joined(r.issues)));
    }

    void wrongEnumsSayWhatIsRight()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml.replace("backend: host", "backend: cuda");
        yaml.replace("dtype: f32, shape: [n]}", "dtype: float32, shape: [n]}");
        yaml.replace("difficulty: 1", "difficulty: 7");
        const auto r = loadTaskFolder(writeTask(tmp.path(), "enums", yaml), tmp.path());
        QVERIFY(!r.task);
        const QString all = joined(r.issues);
        QVERIFY2(all.contains("backend 'cuda' does not fit category 'host2host'; it must be 'host'"), qPrintable(all));
        QVERIFY2(all.contains("tensors[1].dtype 'float32' is unknown; use one of f32,"), qPrintable(all));
        QVERIFY2(all.contains("difficulty must be 1, 2 or 3, got 7"), qPrintable(all));
        // Neither a fraction nor a number past int's range is read as a difficulty (fuzz_taskloader found
        // 1.1e60 converted to int, undefined behaviour).
        for (const char* value : {"2.5", "1111111111111111111111111111111111111111111111111111111111113", "-1e300"}) {
            QByteArray bad = kGoodTask;
            bad.replace("difficulty: 1", QByteArray("difficulty: ") + value);
            const auto b =
                loadTaskFolder(writeTask(tmp.path(), QString("difficulty-%1").arg(qstrlen(value)), bad), tmp.path());
            QVERIFY2(!b.task, value);
            QVERIFY2(joined(b.issues).contains("difficulty must be 1, 2 or 3, got "), qPrintable(joined(b.issues)));
        }
    }

    void unknownFieldsWarnButLoad()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml += "colour: blue\n";
        const auto r = loadTaskFolder(writeTask(tmp.path(), "unknown", yaml), tmp.path());
        QVERIFY2(r.task, qPrintable(joined(r.issues)));
        QCOMPARE(r.issues.size(), 1);
        QVERIFY(!r.issues[0].isError());
        QVERIFY2(r.issues[0].toString().contains("task.yaml:26: warning: unknown field 'colour' is ignored"),
                 qPrintable(r.issues[0].toString()));
    }

    void missingRequiredFields()
    {
        QTemporaryDir tmp;
        QByteArray yaml = kGoodTask;
        yaml.replace("entry: kiln_scale\n", "");
        yaml.replace("weight_source: \"assumed: test\"\n", "");
        const auto r = loadTaskFolder(writeTask(tmp.path(), "required", yaml), tmp.path());
        QVERIFY(!r.task);
        const QString all = joined(r.issues);
        QVERIFY2(all.contains("missing required field 'entry'"), qPrintable(all));
        QVERIFY2(all.contains("missing required field 'weight_source'"), qPrintable(all));
    }

    void oneBadTaskDoesNotStopTheOthers()
    {
        QTemporaryDir tmp;
        writeTask(tmp.path(), "a", kGoodTask);
        QByteArray other = kGoodTask;
        other.replace("host2host/scale", "host2host/scale2");
        writeTask(tmp.path(), "b", other);
        writeTask(tmp.path(), "c", "id: [broken");
        const Suite s = loadSuite(tmp.path());
        QCOMPARE(s.tasks.size(), 2);
        QCOMPARE(s.candidatesFound, 3);
        QVERIFY(s.errorCount() >= 1);
        QVERIFY(joined(s.issues).contains("c/task.yaml"));
    }

    void duplicateIdsInASuite()
    {
        QTemporaryDir tmp;
        writeTask(tmp.path(), "a", kGoodTask);
        writeTask(tmp.path(), "b", kGoodTask);
        const Suite s = loadSuite(tmp.path());
        const auto dup = std::find_if(s.issues.begin(), s.issues.end(), [](const LoadIssue& i) {
            return i.message.contains("task id 'host2host/scale'");
        });
        QVERIFY2(dup != s.issues.end(), qPrintable(joined(s.issues)));
        // The later folder's task.yaml, at its `id:` line, naming the other one.
        QVERIFY2(dup->file.endsWith("b/task.yaml") &&
                     dup->message.contains("also the id of " + tmp.filePath("a/task.yaml")),
                 qPrintable(joined(s.issues)));
        QCOMPARE(dup->line,
                 static_cast<int>(QByteArray(kGoodTask).left(QByteArray(kGoodTask).indexOf("id:")).count('\n')) + 1);
    }

    void notAFolder()
    {
        const Suite s = loadSuite("/nonexistent/kiln/suite");
        QCOMPARE(s.errorCount(), 1);
        QVERIFY(s.issues[0].message.contains("is not a folder"));
    }
};

QTEST_GUILESS_MAIN(TstTaskLoader)
#include "tst_taskloader.moc"
