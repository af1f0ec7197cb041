// libFuzzer target: importKernelBench (model/importers/kernelbenchimporter.h) on a checkout whose one
// problem, KernelBench/level1/1_Fuzz.py, is the input.
#include "fuzzcommon.h"

#include "model/importers/kernelbenchimporter.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace kiln;
    const QString root = fuzz::freshFolder();
    fuzz::writeFile(root, QStringLiteral("KernelBench/level1/1_Fuzz.py"),
                    QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    if (!isKernelBenchCheckout(root))
        std::abort();
    const ImportResult r = importKernelBench(root);
    fuzz::checkIssues(r.issues);
    return 0;
}
