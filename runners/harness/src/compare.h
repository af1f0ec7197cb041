// Compare: judges one output tensor against the reference's, the way evaluation.md says: elementwise
// |out - ref| <= atol + rtol * |ref| with a required matched ratio, poisoned (unwritten) elements, NaN/Inf
// where the reference has none, all-zero output against a non-zero reference. Reports the worst elements.
#pragma once

#include "request.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace kiln::harness {

// The figures one pass over an output produces; what the device comparison computes (bulk_gpu.cu) and
// the host scan below computes, so the verdict rules (judge) are written once.
struct CompareCounts
{
    size_t matched = 0, unwritten = 0, nonFinite = 0;
    size_t largeRef = 0, lowPrecision = 0; // fp32 only: elements with a large reference, and those among
                                           // them with fp16-like relative error (the precision flag)
    double maxAbs = 0, maxRel = 0;
    bool allZero = true, refNonZero = false;
};

struct Comparison
{
    bool pass = true;
    std::string reason;  // mismatch | nan_or_inf | unwritten_output | all_zero
    std::string message; // for a person: counts, worst element
    size_t numel = 0, matched = 0, unwritten = 0, nonFinite = 0;
    double maxAbsErr = 0, maxRelErr = 0;
    bool precisionFlag = false; // fp32 output that is only fp16/bf16-accurate
    nlohmann::json worst = nlohmann::json::array();
    double matchedRatio() const { return numel ? static_cast<double>(matched) / numel : 1.0; }
};

// Applies the verdict rules to counts: pass, reason, the counts and the precision flag; no message and no
// worst elements (those need the elements: compareOutput).
Comparison judge(const TensorDecl& tensor, size_t numel, const CompareCounts& counts);

// Counts only: the host scan without the report (the host backend's bulk comparison).
CompareCounts countOutput(const TensorDecl& tensor, const void* got, const void* expected, size_t numel);

// The full comparison with the message and the worst elements.
Comparison compareOutput(const TensorDecl& tensor, const std::vector<int64_t>& shape, const void* got,
                         const void* expected, size_t numel);

} // namespace kiln::harness
