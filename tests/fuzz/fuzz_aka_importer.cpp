// libFuzzer target: importAgentKernelArena (model/importers/agentkernelarenaimporter.h) on a checkout whose
// one task's config.yaml is the input (optionally followed by "\n#--- README.md\n" and the task's README.md).
#include "fuzzcommon.h"

#include "model/importers/agentkernelarenaimporter.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace kiln;
    const auto [config, readme] = fuzz::splitAt(data, size, QByteArrayLiteral("\n#--- README.md\n"));
    // The checkout is made once; each input rewrites the task's config.yaml and README.md only.
    static const QString root = [] {
        const QString r = fuzz::freshFolder();
        fuzz::writeFile(r, QStringLiteral("tasks/hip2hip/fuzz/task/kernel.hip"), "// source\n");
        fuzz::writeFile(r, QStringLiteral("scripts/task_runner.py"), "print('ok')\n");
        return r;
    }();
    fuzz::writeFile(root, QStringLiteral("tasks/hip2hip/fuzz/task/config.yaml"), config);
    fuzz::writeFile(root, QStringLiteral("tasks/hip2hip/fuzz/task/README.md"), readme.isEmpty() ? "# task\n" : readme);
    if (!isAgentKernelArenaCheckout(root))
        std::abort();
    const ImportResult r = importAgentKernelArena(root);
    fuzz::checkIssues(r.issues);
    return 0;
}
