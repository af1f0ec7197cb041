#include "kernelbenchimporter.h"

#include "kernelbenchcounts.h"
#include "kernelbenchheldout.h"

#include "../tasks/boundedread.h"
#include "../tasks/loadguard.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace kiln {

namespace {

// The folder that holds level1..level4: <root>/KernelBench or <root> itself.
QString levelsFolder(const QString& dir)
{
    const QDir d(dir);
    if (d.exists(QStringLiteral("KernelBench/level1")))
        return d.filePath(QStringLiteral("KernelBench"));
    if (d.exists(QStringLiteral("level1")))
        return d.absolutePath();
    return {};
}

QString titleFromFile(const QString& baseName)
{
    // "23_Softmax" -> "Softmax"; "1_Square_matrix_multiplication_" -> "Square matrix multiplication"
    QString t = baseName.section(QLatin1Char('_'), 1);
    t.replace(QLatin1Char('_'), QLatin1Char(' '));
    return t.trimmed();
}

} // namespace

bool isKernelBenchCheckout(const QString& dir)
{
    return !levelsFolder(dir).isEmpty();
}

namespace {

constexpr qint64 kMaxProblemBytes = 4 * 1024 * 1024;

// One levelN/N_name.py into a task (appended to `tasks` when it has no error); its issues go to `issues`.
void importProblem(const QFileInfo& fi, int level, const QString& checkoutRoot, QList<Task>& tasks, LoadIssues& issues)
{
    // An integer, or a product of integers (`N = 2048 * 2`: 12 of KernelBench's problems at 423217d).
    static const QRegularExpression constant(
        QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(\\d+(?:\\s*\\*\\s*\\d+)*)\\s*(#.*)?$"));
    const QString path = fi.absoluteFilePath();
    const BoundedRead read = readBounded(path, kMaxProblemBytes, QStringLiteral("a KernelBench problem"));
    if (!read.ok()) {
        issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error, read.error};
        return;
    }
    const QByteArray& bytes = read.bytes;
    if (bytes.contains('\0')) {
        issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error,
                            QStringLiteral("not a Python source file (binary content)")};
        return;
    }
    const QString text = QString::fromUtf8(bytes);
    Task t;
    t.source = QStringLiteral("kernelbench");
    t.category = QStringLiteral("torch2cuda");
    t.backend = QStringLiteral("torch");
    // As KernelBench defines it: the reference is the problem's Model, built with get_init_inputs() and
    // called with get_inputs(); the candidate is one file, model_new.py, defining ModelNew the same way.
    t.interface = QStringLiteral("kernelbench");
    t.entry = QStringLiteral("ModelNew");
    t.editable = {QStringLiteral("model_new.py")};
    t.difficulty = std::min(level, 3);
    t.id = QStringLiteral("kernelbench/level%1/%2").arg(level).arg(fi.completeBaseName());
    t.title = titleFromFile(fi.completeBaseName());
    t.folder = fi.absolutePath();
    t.suiteRoot = QDir(checkoutRoot).absolutePath();
    t.reference = fi.fileName();
    t.readme.clear();
    t.tags << QStringLiteral("kernelbench") << QStringLiteral("level%1").arg(level);
    t.weightSource = QStringLiteral("assumed: KernelBench weighs every problem equally");
    ConfigSpec defaults;
    defaults.name = QStringLiteral("default");
    const QStringList lines = text.split(QLatin1Char('\n'));
    bool hasModel = false, hasInputs = false, hasInit = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        hasModel = hasModel || line.startsWith(QLatin1String("class Model("));
        hasInputs = hasInputs || line.startsWith(QLatin1String("def get_inputs("));
        hasInit = hasInit || line.startsWith(QLatin1String("def get_init_inputs("));
        if (const auto m = constant.match(line); m.hasMatch()) {
            bool fits = true;
            qint64 value = 1;
            for (const QString& factor : m.captured(2).split(QLatin1Char('*'))) {
                bool ok = false;
                const qint64 f = factor.trimmed().toLongLong(&ok);
                fits = fits && ok && !__builtin_mul_overflow(value, f, &value);
            }
            if (!fits) {
                // It read as 0 and the problem ran at a size its author never wrote.
                issues << LoadIssue{path, i + 1, 0, LoadIssue::Severity::Error,
                                    QStringLiteral("constant %1 = %2 does not fit a 64-bit integer (at most "
                                                   "9223372036854775807); use a size the problem can run at")
                                        .arg(m.captured(1), m.captured(2))};
                continue;
            }
            t.parameters << m.captured(1);
            defaults.values[m.captured(1)] = value;
        }
    }
    defaults.line = 1;
    t.configs << defaults;
    // Held out, never shown to an agent (kernelbenchheldout.h); costs and the awkward sizes the problem's own
    // Model runs at come from kiln calibrate --counts (kernelbenchcounts.h).
    const KernelBenchHeldOut heldOut = deriveKernelBenchHeldOut(defaults);
    if (heldOut.oddBatch)
        t.hiddenConfigs << *heldOut.oddBatch;
    if (heldOut.awkward)
        t.uncheckedHeldOut << *heldOut.awkward;
    if (heldOut.uneven)
        t.uncheckedHeldOut << *heldOut.uneven;
    if (const auto counts = readKernelBenchCounts(bytes))
        applyKernelBenchCounts(t, *counts);
    auto require = [&](bool ok, const char* what) {
        if (!ok)
            issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error,
                                QStringLiteral("not a KernelBench problem: no top-level %1").arg(QLatin1String(what))};
    };
    require(hasModel, "'class Model(nn.Module)'");
    require(hasInputs, "'def get_inputs()'");
    require(hasInit, "'def get_init_inputs()'");
    if (!hasErrors(issues))
        tasks << t;
}

} // namespace

ImportResult importKernelBench(const QString& checkoutRoot)
{
    ImportResult result;
    const QString levels = levelsFolder(checkoutRoot);
    static const QRegularExpression fileName(QStringLiteral("^(\\d+)_.+\\.py$"));
    for (int level = 1; level <= 4; ++level) {
        const QDir dir(QDir(levels).filePath(QStringLiteral("level%1").arg(level)));
        if (!dir.exists())
            continue;
        // Every entry named like a problem, not only readable files: a dangling link or a FIFO is an error
        // naming it (readBounded), not a problem missing without a word.
        const auto entries = dir.entryInfoList(
            {QStringLiteral("*.py")}, QDir::Files | QDir::Dirs | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo& fi : entries) {
            if (!fileName.match(fi.fileName()).hasMatch())
                continue;
            ++result.filesRead;
            LoadIssues issues;
            QList<Task> tasks;
            if (guardLoad(fi.absoluteFilePath(), issues,
                          [&] { importProblem(fi, level, checkoutRoot, tasks, issues); }))
                result.tasks += tasks;
            result.issues += issues;
        }
    }
    return result;
}

} // namespace kiln
