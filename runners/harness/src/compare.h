// Compare: judges one output tensor against the reference's, the way evaluation.md says: elementwise
// |out - ref| <= atol + rtol * |ref| with a required matched ratio, poisoned (unwritten) elements, NaN/Inf
// where the reference has none, all-zero output against a non-zero reference. Reports the worst elements.
#pragma once

#include "request.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace kiln::harness {

struct Comparison {
    bool pass = true;
    std::string reason;   // mismatch | nan_or_inf | unwritten_output | all_zero
    std::string message;  // for a person: counts, worst element
    size_t numel = 0, matched = 0, unwritten = 0, nonFinite = 0;
    double maxAbsErr = 0, maxRelErr = 0;
    bool precisionFlag = false; // fp32 output that is only fp16/bf16-accurate
    nlohmann::json worst = nlohmann::json::array();
    double matchedRatio() const { return numel ? static_cast<double>(matched) / numel : 1.0; }
};

Comparison compareOutput(const TensorDecl& tensor, const std::vector<int64_t>& shape, const void* got,
                         const void* expected, size_t numel);

} // namespace kiln::harness
