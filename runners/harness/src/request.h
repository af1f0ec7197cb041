// Request: the resolved task the harness receives (docs/harness-protocol.md, "Request"). Parsed once,
// validated, then read-only. Kiln has already evaluated every expression: only numbers arrive here.
#pragma once

#include "dtypes.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kiln::harness {

struct Tolerance
{
    double atol = 1e-5, rtol = 1e-3, matchedRatio = 0.99;
};

struct TensorDecl
{
    std::string name;
    std::string role; // in | out | inout
    DType dtype = DType::F32;
    Tolerance tolerance;
    bool isInput() const { return role != "out"; }
    bool isOutput() const { return role != "in"; }
};

struct InitDecl
{
    std::string dist; // empty for outputs
    std::map<std::string, double> args;
};

struct ConfigDecl
{
    std::string name;
    bool hidden = false;
    std::vector<int64_t> params;
    std::vector<std::vector<int64_t>> shapes;
    std::vector<InitDecl> init;
    std::map<std::string, double> flops;
    double bytes = 0;
    double totalFlops() const;
};

struct BuildDecl
{
    std::vector<std::string> argv;
    std::string cwd;
    double timeoutS = 300;
    std::vector<std::string> mkdirs; // folders the build writes into, created first
};

struct ObjectDecl
{
    std::string path;
    std::optional<BuildDecl> build;
};

struct Request
{
    std::string taskId, backend, entry, timingL2 = "flush";
    std::vector<TensorDecl> tensors;
    std::vector<ConfigDecl> configs;
    std::map<std::string, ObjectDecl> objects; // candidate, baseline, reference
    std::vector<uint64_t> seeds{1, 2, 3};
    double correctnessTimeoutS = 120;
    bool performance = true;
    double warmupS = 0.05, budgetS = 3.0, targetRse = 0.01, performanceTimeoutS = 300;
    int minReps = 30, maxReps = 500, inputSets = 4;
    int deviceIndex = 0;
    double cacheBytes = 64.0 * 1024 * 1024;
    double dramBytesPerS = 0;
    std::string ceilings; // where Kiln's ceilings come from (calibrated, assumed, datasheet), echoed in `start`
    std::map<std::string, double> peakFlopsPerS;
    double implausibleSpeedup = 10.0;
    // Folders to hide from candidate code besides what its confinement never shows (confine.h): Kiln's
    // data folder, the suites, the user's home, wherever they lie (an installed suite under /usr/share).
    std::vector<std::string> hide;

    double solSeconds(const ConfigDecl& c) const;
};

// Parses and validates; on failure returns nullopt and sets `error` to a sentence naming the field.
std::optional<Request> parseRequest(const std::string& text, std::string& error);

} // namespace kiln::harness
