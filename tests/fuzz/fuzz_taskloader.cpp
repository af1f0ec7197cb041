// libFuzzer target: loadTaskFolder (model/tasks/taskloader.h) on a task folder made from the input.
// The input is task.yaml, optionally followed by "\n#--- hidden.yaml\n" and hidden.yaml (run_fuzzer.py's
// seeds join each bundled task's two files that way). The folder also holds a README.md and the usual source
// names, so the loader goes past "file not found" into the checks that read them.
#include "fuzzcommon.h"

#include "model/tasks/taskloader.h"

#include <QFile>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace kiln;
    const auto [taskYaml, hiddenYaml] = fuzz::splitAt(data, size, QByteArrayLiteral("\n#--- hidden.yaml\n"));
    // The folder and its stub sources are made once; each input rewrites task.yaml and hidden.yaml only.
    static const QString suite = [] {
        const QString root = fuzz::freshFolder();
        const QString dir = root + QStringLiteral("/cat/task");
        fuzz::writeFile(dir, QStringLiteral("README.md"), "# A task\n");
        for (const char* name : {"kernel.cu", "reference.cu", "kernel.cpp", "reference.cpp", "kernel.py",
                                 "reference.py", "kernel.hip", "reference.hip"})
            fuzz::writeFile(dir, QString::fromLatin1(name), "// source\n");
        return root;
    }();
    const QString folder = suite + QStringLiteral("/cat/task");
    fuzz::writeFile(folder, QStringLiteral("task.yaml"), taskYaml);
    if (!hiddenYaml.isEmpty())
        fuzz::writeFile(folder, QStringLiteral("hidden.yaml"), hiddenYaml);
    else
        QFile::remove(folder + QStringLiteral("/hidden.yaml"));
    const TaskLoadResult r = loadTaskFolder(folder, suite);
    fuzz::checkIssues(r.issues);
    return 0;
}
