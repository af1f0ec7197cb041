// Hostile task folders and imports (issue 26, the fuzz campaign's findings on the loading side): each test
// builds the hostile files in a temporary folder and checks what a person sees: the file, the line where
// there is one, and a sentence that says what is wrong. Loads run in the test's own thread, so a file that
// blocked (a FIFO, /proc/kmsg) or ran away would hang or kill the test instead of passing it.
#include "model/importers/kernelbenchimporter.h"
#include "model/tasks/suiteloader.h"
#include "model/tasks/taskloader.h"
#include "model/tasks/taskresolver.h"
#include "taskfixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstring>
#include <functional>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace kiln;
using namespace kiln::testing;

namespace {

QByteArray replaced(QByteArray yaml, const char* from, const QByteArray& to)
{
    if (!yaml.contains(from))
        qFatal("test fixture: '%s' is not in the task", from);
    return yaml.replace(from, to);
}

int errorCount(const LoadIssues& issues)
{
    return static_cast<int>(std::count_if(issues.begin(), issues.end(), [](const auto& i) { return i.isError(); }));
}

// The errors of a load as "file-name:line: message", for asserting both where and what.
QString errorsOf(const LoadIssues& issues)
{
    QStringList l;
    for (const auto& i : issues)
        if (i.isError())
            l << QStringLiteral("%1:%2: %3").arg(QFileInfo(i.file).fileName()).arg(i.line).arg(i.message);
    return l.join('\n');
}

// YAML whose value `*top` expands to 10^depth scalars through nested aliases ("billion laughs").
QByteArray aliasBomb(const char* key, int depth)
{
    QByteArray y = "lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
    for (int i = 1; i < depth; ++i) {
        y += QByteArray("lol") + QByteArray::number(i) + ": &lol" + QByteArray::number(i) + " [";
        for (int j = 0; j < 10; ++j)
            y += (j ? ", *lol" : "*lol") + QByteArray::number(i - 1);
        y += "]\n";
    }
    return y + key + ": *lol" + QByteArray::number(depth - 1) + "\n";
}

void makeFifo(const QString& path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QVERIFY2(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0, qPrintable(path));
}

void makeSocket(const QString& path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(fd >= 0);
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    const QByteArray native = QFile::encodeName(path);
    QVERIFY(native.size() < qsizetype(sizeof addr.sun_path));
    std::memcpy(addr.sun_path, native.constData(), native.size());
    QVERIFY2(::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0, qPrintable(path));
    ::close(fd); // the socket file stays
}

void makeLink(const QString& target, const QString& link)
{
    QDir().mkpath(QFileInfo(link).absolutePath());
    QFile::remove(link);
    QVERIFY2(QFile::link(target, link), qPrintable(link));
}

} // namespace

class TstHostileInput : public QObject
{
    Q_OBJECT
private slots:
    // Defect 1: a parameter name muparser rejects threw inside the thread-pool loader and ended the process.
    void namesTheExpressionLibraryRejectsAreTaskErrors()
    {
        QTemporaryDir tmp;
        writeTask(tmp.path(), "good", kGoodTask);
        auto task = [](const char* id, const char* params, const char* extra = "") {
            QByteArray y = replaced(kGoodTask, "host2host/scale", id);
            y = replaced(y, "parameters: [n, alpha]", params);
            return replaced(y, "  bytes_total: \"8 * n\"\n", QByteArray("  bytes_total: \"8 * n\"\n") + extra);
        };
        writeTask(tmp.path(), "pi", task("host2host/pi", "parameters: [n, alpha, _pi]"));
        writeTask(tmp.path(), "e", task("host2host/e", "parameters: [n, alpha, _e]"));
        writeTask(tmp.path(), "space", task("host2host/space", "parameters: [n, alpha, \"a b\"]"));
        writeTask(tmp.path(), "fn", task("host2host/fn", "parameters: [n, alpha]", "  min: \"n\"\n"));

        const Suite s = loadSuite(tmp.path()); // threw, and nothing caught it
        QCOMPARE(s.candidatesFound, 5);
        QCOMPARE(s.tasks.size(), 1);
        QCOMPARE(s.tasks[0].id, QString("host2host/scale"));
        const QString all = errorsOf(s.issues);
        QVERIFY2(all.contains("task.yaml:11: parameter '_pi' is a constant of the expression library (3.14159"),
                 qPrintable(all));
        QVERIFY2(all.contains("rename it (e.g. 'pi_value')"), qPrintable(all));
        QVERIFY2(all.contains("task.yaml:11: parameter '_e' is a constant of the expression library (2.71828"),
                 qPrintable(all));
        QVERIFY2(all.contains("task.yaml:11: parameter 'a b' is not an identifier"), qPrintable(all));
        QVERIFY2(all.contains("task.yaml:15: derived parameter 'min' is a function of the expression library"),
                 qPrintable(all));
        for (const char* folder : {"pi/", "e/", "space/", "fn/"})
            QVERIFY2(joined(s.issues).contains(QLatin1String(folder) + "task.yaml"), folder);

        // Below the loader too: a resolver over such names reports instead of throwing.
        Task t;
        t.parameters = {"_pi", "a b"};
        t.tensors << TensorSpec{"x", TensorRole::Out, DType::F32, {"_pi"}, {}, std::nullopt, 1};
        TaskResolver resolver(t);
        ConfigSpec c;
        c.name = "c";
        c.values = {{"_pi", 2}, {"a b", 3}};
        QString err;
        QVERIFY(!resolver.resolve(c, &err));
        QVERIFY2(err.startsWith("config 'c': tensor 'x' dimension 0 ('_pi') = 3.14159"), qPrintable(err));
    }

    // Defect 4: a task.yaml that is not a regular file was skipped and the suite validated with exit 0.
    void taskYamlThatIsNotARegularFileIsAnError()
    {
        QTemporaryDir tmp;
        const QString root = tmp.path();
        writeTask(root, "good", kGoodTask);
        makeLink(root + "/nowhere.yaml", root + "/dangling/task.yaml");
        makeLink(root + "/loop/task.yaml", root + "/loop/task.yaml");
        makeFifo(root + "/fifo/task.yaml");
        makeSocket(root + "/socket/task.yaml");
        QVERIFY(QDir().mkpath(root + "/folder/task.yaml"));

        const Suite s = loadSuite(root);
        QCOMPARE(s.candidatesFound, 6);
        QCOMPARE(s.tasks.size(), 1);
        QCOMPARE(s.errorCount(), 5); // what `kiln tasks validate` counts for its exit status
        auto errorFor = [&](const QString& folder) {
            for (const auto& i : s.issues)
                if (i.isError() && i.file == root + "/" + folder + "/task.yaml")
                    return i.message;
            return QStringLiteral("(no error for %1: %2)").arg(folder, joined(s.issues));
        };
        QCOMPARE(errorFor("dangling"),
                 QString("task.yaml is a link to '%1/nowhere.yaml', which does not exist; fix the link or put the "
                         "file there")
                     .arg(root));
        QVERIFY2(errorFor("loop").startsWith("task.yaml is a link loop"), qPrintable(errorFor("loop")));
        QVERIFY2(errorFor("fifo").startsWith("task.yaml is a FIFO (named pipe"), qPrintable(errorFor("fifo")));
        QVERIFY2(errorFor("socket").startsWith("task.yaml is a socket; it must be a regular file"),
                 qPrintable(errorFor("socket")));
        QVERIFY2(errorFor("folder").startsWith("task.yaml is a folder; it must be a regular file"),
                 qPrintable(errorFor("folder")));
    }

    // The same for the imports: an AgentKernelArena config.yaml and a KernelBench problem that are not files.
    void importedFilesThatAreNotRegularFilesAreErrors()
    {
        QTemporaryDir aka;
        QVERIFY(QDir().mkpath(aka.path() + "/tasks/hip2hip"));
        makeLink(aka.path() + "/nowhere.yaml", aka.path() + "/tasks/hip2hip/dangling/config.yaml");
        makeFifo(aka.path() + "/tasks/hip2hip/fifo/config.yaml");
        const Suite s = loadSuite(aka.path());
        QVERIFY2(s.errorCount() >= 2, qPrintable(joined(s.issues)));
        QVERIFY2(joined(s.issues).contains("config.yaml is a link to"), qPrintable(joined(s.issues)));
        QVERIFY2(joined(s.issues).contains("config.yaml is a FIFO"), qPrintable(joined(s.issues)));

        QTemporaryDir kb;
        QVERIFY(QDir().mkpath(kb.path() + "/KernelBench/level1"));
        makeFifo(kb.path() + "/KernelBench/level1/1_Fifo.py");
        makeLink(kb.path() + "/nowhere.py", kb.path() + "/KernelBench/level1/2_Dangling.py");
        const ImportResult r = importKernelBench(kb.path());
        QVERIFY2(joined(r.issues).contains("1_Fifo.py is a FIFO"), qPrintable(joined(r.issues)));
        QVERIFY2(joined(r.issues).contains("2_Dangling.py is a link to"), qPrintable(joined(r.issues)));
    }

    // Defect 2: a 1 MB file of nested aliases expanded past 6 GB, in task.yaml and in AgentKernelArena's
    // config.yaml alike.
    void aliasBombsAreRefused()
    {
        QTemporaryDir tmp;
        const QByteArray bomb = aliasBomb("tags", 9); // 10^9 values
        QVERIFY(bomb.size() < 1000);
        const QString dir =
            writeTask(tmp.path(), "bomb", replaced(kGoodTask, "tags: [elementwise]\n", "") + "x_" + bomb);
        const auto r = loadTaskFolder(dir, tmp.path());
        QVERIFY(!r.task);
        const QString all = errorsOf(r.issues);
        QVERIFY2(all.startsWith("task.yaml:") &&
                     all.contains("task.yaml holds more than 200000 values once its aliases (*name) are expanded"),
                 qPrintable(all));
        QVERIFY2(r.issues.first().line >= 25, qPrintable(all)); // on the bomb's lines, below the task's 24

        const QString aka = tmp.path() + "/aka";
        writeFile(aka + "/tasks/hip2hip/ok/config.yaml",
                  "source_file_path: [k.hip]\ncompile_command: [make]\ncorrectness_command: [make check]\n"
                  "task_type: hip2hip\n");
        writeFile(aka + "/tasks/hip2hip/bomb/config.yaml",
                  "compile_command: [make]\ncorrectness_command: [make check]\n" + aliasBomb("source_file_path", 9));
        const Suite s = loadSuite(aka);
        QCOMPARE(s.kind, SuiteKind::AgentKernelArena);
        QCOMPARE(s.tasks.size(), 1);
        QCOMPARE(s.errorCount(), 1);
        QVERIFY2(s.issues[0].file.endsWith("bomb/config.yaml") && s.issues[0].line > 0 &&
                     s.issues[0].message.contains("config.yaml holds more than 200000 values"),
                 qPrintable(joined(s.issues)));
    }

    // An anchor used inside its own value (`loop: &r [*r]`) is a node that holds itself: walking it recursed
    // until the stack ran out (a crash of every load, found by tests/fuzz/mutate_tasks.py).
    void anchorsInsideThemselvesAreRefused()
    {
        QTemporaryDir tmp;
        const QString dir = writeTask(tmp.path(), "loop", QByteArray(kGoodTask) + "loop: &r [*r]\n");
        const auto r = loadTaskFolder(dir, tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(joined(r.issues).contains("task.yaml nests more than 64 levels deep here"),
                 qPrintable(joined(r.issues)));
    }

    // Defect 2: a hidden.yaml linked to /proc/kmsg never returned, one linked to /proc/self/pagemap read
    // without end, and a FIFO waits for a writer forever.
    void hiddenYamlThatNeverEndsIsRefused()
    {
        struct Case
        {
            const char* name;
            QString target; // empty: make a FIFO
            QString expected;
        };
        const QList<Case> cases{
            {"kmsg", "/proc/kmsg",
             QFileInfo::exists("/proc/kmsg") ? "hidden.yaml (a link to '/proc/kmsg') is a file of /proc, whose size is "
                                               "not what it reads; it must be a regular file of the task"
                                             : "hidden.yaml is a link to '/proc/kmsg', which does not exist"},
            {"pagemap", "/proc/self/pagemap",
             "hidden.yaml (a link to '/proc/self/pagemap') is a file of /proc, whose size is not what it "
             "reads"},
            {"fifo",
             {},
             "hidden.yaml is a FIFO (named pipe; reading it waits for a writer); it must be a regular file"},
            {"dangling", "missing.yaml", "hidden.yaml is a link to 'missing.yaml', which does not exist"},
        };
        for (const Case& c : cases) {
            QTemporaryDir tmp;
            const QString dir = writeTask(tmp.path(), c.name, kGoodTask);
            const QString hidden = dir + "/hidden.yaml";
            QVERIFY(QFile::remove(hidden));
            if (c.target.isEmpty())
                makeFifo(hidden);
            else
                makeLink(c.target, hidden);
            const auto r = loadTaskFolder(dir, tmp.path());
            QVERIFY2(!r.task, c.name);
            QCOMPARE(errorCount(r.issues), 1);
            QVERIFY2(r.issues[0].file == hidden && r.issues[0].message.startsWith(c.expected),
                     qPrintable(joined(r.issues)));
        }
    }

    // Defect 2: every file the loader and the importers read has a limit, and the message names the file and
    // it.
    void oversizedFilesNameTheLimit()
    {
        QTemporaryDir tmp;
        const QByteArray line = "  - {name: pad, n: 1, alpha: 1}  # ......................................\n";
        QByteArray hidden = "configs:\n";
        while (hidden.size() < 2 * 1024 * 1024)
            hidden += "# " + line;
        const QString dir = writeTask(tmp.path(), "bighidden", kGoodTask);
        writeFile(dir + "/hidden.yaml", hidden);
        auto r = loadTaskFolder(dir, tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(errorsOf(r.issues).startsWith("hidden.yaml:0: hidden.yaml is 2.1 MB; a task file is at most 1 MB"),
                 qPrintable(errorsOf(r.issues)));

        const QString readme = writeTask(tmp.path(), "bigreadme", kGoodTask);
        writeFile(readme + "/README.md", QByteArray(5 * 1024 * 1024, 'x'));
        r = loadTaskFolder(readme, tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(errorsOf(r.issues) == "task.yaml:1: readme 'README.md' is 5.2 MB; it must be at most 4 MB",
                 qPrintable(errorsOf(r.issues)));

        const QString kb = tmp.path() + "/kb";
        writeFile(kb + "/level1/1_Huge.py", "class Model(nn.Module):\n" + QByteArray(5 * 1024 * 1024, '#'));
        const Suite s = loadSuite(kb);
        QCOMPARE(s.kind, SuiteKind::KernelBench);
        QCOMPARE(s.errorCount(), 1);
        QVERIFY2(s.issues[0].message == "1_Huge.py is 5.2 MB; a KernelBench problem is at most 4 MB",
                 qPrintable(joined(s.issues)));
    }

    // Defect 2: derived-parameter chains were quadratic (10,000: 30 s and 7.9 GB; 20,000 hung) and 100k
    // configurations cost 48 s. A chain within the limit resolves right; past the limits, a message.
    void derivedChainsAndConfigCountsAreBounded()
    {
        QTemporaryDir tmp;
        QByteArray chain = "derived:\n  d0: \"n + 1\"\n";
        for (int i = 1; i < 250; ++i)
            chain += "  d" + QByteArray::number(i) + ": \"d" + QByteArray::number(i - 1) + " + 1\"\n";
        // Declared in reverse so that the order has to be worked out.
        QByteArray reversed = "derived:\n";
        const QList<QByteArray> lines = chain.split('\n').mid(1, 250);
        for (auto it = lines.rbegin(); it != lines.rend(); ++it)
            reversed += *it + "\n";
        QByteArray yaml = replaced(kGoodTask, "derived:\n  n4: \"cdiv(n, 4)\"\n  bytes_total: \"8 * n\"\n", reversed);
        yaml = replaced(yaml, "bytes: \"bytes_total\"", "bytes: \"d249\"");
        auto r = loadTaskFolder(writeTask(tmp.path(), "chain", yaml), tmp.path());
        QVERIFY2(r.task, qPrintable(joined(r.issues)));
        TaskResolver resolver(*r.task);
        QString err;
        const auto rc = resolver.resolve(r.task->configs[0], &err);
        QVERIFY2(rc, qPrintable(err));
        QCOMPARE(rc->values.value("d249"), 1250);
        QCOMPARE(rc->bytes, 1250.0);

        QByteArray longChain = "derived:\n  d0: \"n + 1\"\n";
        for (int i = 1; i < 10000; ++i)
            longChain += "  d" + QByteArray::number(i) + ": \"d" + QByteArray::number(i - 1) + " + 1\"\n";
        yaml = replaced(kGoodTask, "derived:\n  n4: \"cdiv(n, 4)\"\n  bytes_total: \"8 * n\"\n", longChain);
        r = loadTaskFolder(writeTask(tmp.path(), "longchain", yaml), tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(errorsOf(r.issues).contains("task.yaml:13: 10000 derived parameters are declared; a task has at most "
                                             "256 parameters and derived ones together"),
                 qPrintable(errorsOf(r.issues)));

        QByteArray many = "configs:\n";
        for (int i = 0; i < 20000; ++i)
            many += "  - {name: c" + QByteArray::number(i) + ", n: " + QByteArray::number(i + 1) + ", alpha: 1}\n";
        const QString dir = writeTask(tmp.path(), "manyconfigs", kGoodTask);
        writeFile(dir + "/hidden.yaml", many);
        r = loadTaskFolder(dir, tmp.path());
        QVERIFY(!r.task);
        QVERIFY2(errorsOf(r.issues) == "hidden.yaml:2: 20000 configurations are declared; a file holds at most 1000: "
                                       "keep the ones that tell kernels apart",
                 qPrintable(errorsOf(r.issues)));
    }
    // Defect 3: sizes of 2^63 or more came out negative in the harness request, and a shape whose bytes
    // overflow was later reported as "the candidate crashed with SIGSEGV". Each is the task's error now.
    void sizesPast64BitsAreTaskErrors()
    {
        QTemporaryDir tmp;
        auto errors = [&](const char* name, const QByteArray& yaml) {
            const auto r = loadTaskFolder(writeTask(tmp.path(), name, yaml), tmp.path());
            return r.task ? QStringLiteral("(loaded)") : errorsOf(r.issues);
        };
        QCOMPARE(errors("value", replaced(kGoodTask, "n: 1000000,", "n: 9223372036854775808,")),
                 QString("task.yaml:20: config 'big': parameter 'n' is 9223372036854775808, which does not fit a "
                         "64-bit integer (at most 9223372036854775807)"));
        QCOMPARE(errors("dimension", replaced(kGoodTask, "shape: [n], init", "shape: [\"n * 1e13\"], init")),
                 QString("task.yaml:20: config 'big': tensor 'x' dimension 0 ('n * 1e13') = 1e+19 does not fit a "
                         "64-bit integer"));
        QCOMPARE(errors("product", replaced(kGoodTask, "dtype: f32, shape: [n]}", "dtype: f32, shape: [n, n, n, n]}")),
                 QString("task.yaml:20: config 'big': tensor 'y' has shape [1000000, 1000000, 1000000, 1000000], more "
                         "than 2^63 bytes of f32; no device holds it: use smaller sizes"));
    }

    // Defect 3: NaN weights and tolerances validated and failed later without naming task.yaml.
    void nonFiniteNumbersAreRefused()
    {
        QTemporaryDir tmp;
        auto errors = [&](const char* name, const QByteArray& yaml) {
            const auto r = loadTaskFolder(writeTask(tmp.path(), name, yaml), tmp.path());
            return r.task ? QStringLiteral("(loaded)") : errorsOf(r.issues);
        };
        QCOMPARE(errors("nanweight", replaced(kGoodTask, "weight: 1\n", "weight: nan\n")),
                 QString("task.yaml:24: field 'weight' is 'nan'; it must be a finite number"));
        QCOMPARE(errors("inftol", QByteArray(kGoodTask) + "tolerance: {atol: inf, rtol: 1e-3}\n"),
                 QString("task.yaml:26: field 'tolerance.atol' is 'inf'; it must be a finite number"));
        QCOMPARE(errors("negweight", replaced(kGoodTask, "weight: 1\n", "weight: -2\n")),
                 QString("task.yaml:24: weight must be greater than 0, got -2"));
    }

    // Defect 3: `editable: [hidden.yaml]`, `knowledge: [reference.cpp]` and `readme: /etc/passwd` validated,
    // each handing the agent a secret.
    void secretsAreNeverHandedToTheAgent()
    {
        QTemporaryDir tmp;
        auto errors = [&](const char* name, const QByteArray& yaml,
                          const std::function<void(const QString&)>& prepare = {}) {
            const QString dir = writeTask(tmp.path(), name, yaml);
            if (prepare)
                prepare(dir);
            const auto r = loadTaskFolder(dir, tmp.path());
            return r.task ? QStringLiteral("(loaded)") : errorsOf(r.issues);
        };
        QCOMPARE(errors("hidden", replaced(kGoodTask, "editable: [scale.cpp]", "editable: [scale.cpp, hidden.yaml]")),
                 QString("task.yaml:8: editable file 'hidden.yaml' is hidden.yaml; the agent must never see "
                         "the hidden "
                         "configurations: remove it from editable"));
        QCOMPARE(errors("reference", QByteArray(kGoodTask) + "knowledge:\n  - ./reference.cpp\n"),
                 QString("task.yaml:27: knowledge file './reference.cpp' is the reference; the agent must "
                         "never see the "
                         "reference: remove it from knowledge"));
        QCOMPARE(errors("passwd", QByteArray(kGoodTask) + "readme: /etc/passwd\n"),
                 QString("task.yaml:26: readme '/etc/passwd' must be a path inside the task folder"));
        QCOMPARE(errors("outside", QByteArray(kGoodTask) + "knowledge: [notes.md]\n",
                        [](const QString& dir) { makeLink("/etc/passwd", dir + "/notes.md"); }),
                 QString("task.yaml:26: knowledge file 'notes.md' leads outside the task folder (to /etc/passwd); the "
                         "agent receives it, so it must be a file of the task"));
        QCOMPARE(errors("linked", replaced(kGoodTask, "editable: [scale.cpp]", "editable: [scale.cpp, ref.cpp]"),
                        [](const QString& dir) { makeLink("reference.cpp", dir + "/ref.cpp"); }),
                 QString("task.yaml:8: editable file 'ref.cpp' is the reference; the agent must never see the "
                         "reference: remove it from editable"));
    }

    // Defect 3: empty backend/entry/editable, duplicated keys and ids with NUL or `..` validated (one could
    // commit no candidate, one shared another task's workspace).
    void emptyFieldsDuplicateKeysAndBadIds()
    {
        QTemporaryDir tmp;
        auto errors = [&](const char* name, const QByteArray& yaml) {
            const auto r = loadTaskFolder(writeTask(tmp.path(), name, yaml), tmp.path());
            return r.task ? QStringLiteral("(loaded)") : errorsOf(r.issues);
        };
        // A line break in a quoted value stays on the message's one line (the mutation campaign's finding).
        const QString broken = errors("broken", replaced(kGoodTask, "id: host2host/scale", "id: |\n  block"));
        QVERIFY2(!broken.contains('\n') && broken.contains("id 'block\\n'"), qPrintable(broken));
        QCOMPARE(errors("backend", replaced(kGoodTask, "backend: host", "backend: \"\"")),
                 QString("task.yaml:5: field 'backend' is empty; it is required: give it a value"));
        QCOMPARE(errors("entry", replaced(kGoodTask, "entry: kiln_scale", "entry:  ' '")),
                 QString("task.yaml:9: field 'entry' is empty; it is required: give it a value"));
        QCOMPARE(errors("editable", replaced(kGoodTask, "editable: [scale.cpp]", "editable: []")),
                 QString("task.yaml:8: field 'editable' is an empty list; it is required: list at least one value"));
        QCOMPARE(errors("duplicate", QByteArray(kGoodTask) + "weight: 2\n"),
                 QString("task.yaml:26: key 'weight' appears twice in this mapping (first on line 24); YAML "
                         "keeps only "
                         "the first: remove one of them"));
        QCOMPARE(errors("dupconfig", replaced(kGoodTask, "{name: small, n: 1000,", "{name: small, n: 1000, n: 5,")),
                 QString("task.yaml:19: key 'n' appears twice in this mapping (first on line 19); YAML keeps only the "
                         "first: remove one of them"));
        const QString idRule = "must be a relative path of letters, digits and _ . / - without '..', empty or '.' "
                               "parts, e.g. 'cuda2cuda/softmax'";
        QCOMPARE(errors("dotdot", replaced(kGoodTask, "id: host2host/scale", "id: host2host/../host2host/scale")),
                 "task.yaml:2: id 'host2host/../host2host/scale' " + idRule);
        QCOMPARE(errors("nul", replaced(kGoodTask, "id: host2host/scale", "id: \"host2host/sc\\0ale\"")),
                 "task.yaml:2: id 'host2host/sc\\0ale' " + idRule);
        QCOMPARE(errors("space", replaced(kGoodTask, "id: host2host/scale", "id: \"host2host/my scale\"")),
                 "task.yaml:2: id 'host2host/my scale' " + idRule);
    }

    // Defect 3: imported AgentKernelArena timeouts of -1, 0 or 1e300 and KernelBench constants above int64
    // passed silently (the last read as 0).
    void importedValuesOutOfRange()
    {
        QTemporaryDir tmp;
        const QString aka = tmp.path() + "/aka";
        const QByteArray gates =
            "source_file_path: [k.hip]\ncompile_command: [make]\ncorrectness_command: [make check]\n";
        writeFile(aka + "/tasks/hip2hip/ok/config.yaml", gates + "compile_timeout: 600\n");
        writeFile(aka + "/tasks/hip2hip/minus/config.yaml", gates + "compile_timeout: -1\n");
        writeFile(aka + "/tasks/hip2hip/zero/config.yaml", gates + "correctness_timeout: 0\n");
        writeFile(aka + "/tasks/hip2hip/huge/config.yaml", gates + "performance_timeout: 1e300\n");
        const Suite s = loadSuite(aka);
        QCOMPARE(s.tasks.size(), 1);
        QCOMPARE(s.tasks[0].commandGates->compileTimeoutS, 600);
        QCOMPARE(errorsOf(s.issues),
                 QString("config.yaml:4: performance_timeout is 1e+300; a timeout is a number of seconds from 1 to "
                         "604800 (a week)\n"
                         "config.yaml:4: compile_timeout is -1; a timeout is a number of seconds from 1 to 604800 (a "
                         "week)\n"
                         "config.yaml:4: correctness_timeout is 0; a timeout is a number of seconds from 1 to 604800 "
                         "(a "
                         "week)"));

        const QString kb = tmp.path() + "/kb";
        writeFile(kb + "/level1/1_Big.py", "import torch\nN = 99999999999999999999\nclass Model(nn.Module):\n"
                                           "    pass\ndef get_inputs():\n    pass\ndef get_init_inputs():\n    pass\n");
        const Suite k = loadSuite(kb);
        QCOMPARE(k.tasks.size(), 0);
        QCOMPARE(errorsOf(k.issues),
                 QString("1_Big.py:2: constant N = 99999999999999999999 does not fit a 64-bit "
                         "integer (at most 9223372036854775807); use a size the problem can run at"));
    }
};

QTEST_GUILESS_MAIN(TstHostileInput)
#include "tst_hostileinput.moc"
