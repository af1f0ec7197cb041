#include "compare.h"

#include "dtypes.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <sstream>

namespace kiln::harness {

namespace {

bool isPoison(const void* data, DType t, size_t i)
{
    // Outputs are filled with 0xFF bytes before every call (a NaN for every float type).
    const size_t size = dtypeSize(t);
    const auto* p = static_cast<const unsigned char*>(data) + i * size;
    for (size_t b = 0; b < size; ++b)
        if (p[b] != 0xFF)
            return false;
    return true;
}

nlohmann::json unravel(size_t flat, const std::vector<int64_t>& shape)
{
    std::vector<int64_t> idx(shape.size());
    for (size_t d = shape.size(); d-- > 0;) {
        idx[d] = static_cast<int64_t>(flat % static_cast<size_t>(shape[d]));
        flat /= static_cast<size_t>(shape[d]);
    }
    return idx;
}

} // namespace

Comparison compareOutput(const TensorDecl& tensor, const std::vector<int64_t>& shape, const void* got,
                         const void* expected, size_t numel)
{
    Comparison c;
    c.numel = numel;
    const DType t = tensor.dtype;
    const Tolerance& tol = tensor.tolerance;
    const bool isFloat = dtypeIsFloat(t);
    bool allZero = true, refNonZero = false;
    size_t largeRef = 0, lowPrecision = 0;
    struct Bad {
        double err;
        size_t i;
        double g, e;
    };
    std::vector<Bad> worst; // kept small: the 5 largest errors
    for (size_t i = 0; i < numel; ++i) {
        const double e = loadElement(expected, t, i);
        refNonZero = refNonZero || e != 0.0;
        if (isFloat && isPoison(got, t, i) && !isPoison(expected, t, i)) {
            ++c.unwritten;
            allZero = false;
            worst.push_back({INFINITY, i, NAN, e});
            continue;
        }
        const double g = loadElement(got, t, i);
        allZero = allZero && g == 0.0;
        bool ok;
        double err;
        if (!std::isfinite(g) || !std::isfinite(e)) {
            ok = (std::isnan(g) && std::isnan(e)) || g == e;
            if (!ok && std::isfinite(e))
                ++c.nonFinite;
            err = ok ? 0 : INFINITY;
        } else {
            err = std::fabs(g - e);
            ok = err <= tol.atol + tol.rtol * std::fabs(e);
            c.maxAbsErr = std::max(c.maxAbsErr, err);
            if (std::fabs(e) > 0)
                c.maxRelErr = std::max(c.maxRelErr, err / std::fabs(e));
            if (t == DType::F32 && std::fabs(e) > std::max(1e-3, 10 * tol.atol)) {
                ++largeRef;
                if (err / std::fabs(e) > 4.8e-4) // beyond fp16's unit roundoff: not fp32 arithmetic
                    ++lowPrecision;
            }
        }
        if (ok) {
            ++c.matched;
        } else if (worst.size() < 5 || err > worst.back().err) {
            worst.push_back({err, i, g, e});
        }
        if (worst.size() > 5) {
            std::sort(worst.begin(), worst.end(), [](const Bad& a, const Bad& b) { return a.err > b.err; });
            worst.resize(5);
        }
    }
    std::sort(worst.begin(), worst.end(), [](const Bad& a, const Bad& b) { return a.err > b.err; });
    if (worst.size() > 5)
        worst.resize(5);
    for (const Bad& b : worst)
        c.worst.push_back({{"tensor", tensor.name},
                           {"index", unravel(b.i, shape)},
                           {"got", std::isnan(b.g) ? nlohmann::json("unwritten") : nlohmann::json(b.g)},
                           {"expected", b.e}});
    c.precisionFlag = largeRef > 0 && lowPrecision * 100 > largeRef; // more than 1% of elements

    std::ostringstream msg;
    if (c.unwritten > 0) {
        c.pass = false;
        c.reason = "unwritten_output";
        msg << "'" << tensor.name << "': " << c.unwritten << " of " << numel
            << " elements were never written (they still hold the poison pattern)";
    } else if (c.nonFinite > 0) {
        c.pass = false;
        c.reason = "nan_or_inf";
        msg << "'" << tensor.name << "': " << c.nonFinite << " NaN/Inf elements where the reference is finite";
    } else if (allZero && refNonZero && numel > 0) {
        c.pass = false;
        c.reason = "all_zero";
        msg << "'" << tensor.name << "' is all zeros; the reference is not";
    } else if (c.matchedRatio() < tol.matchedRatio) {
        c.pass = false;
        c.reason = "mismatch";
        msg << "'" << tensor.name << "': " << (numel - c.matched) << " of " << numel << " elements outside atol "
            << tol.atol << " + rtol " << tol.rtol << " (matched " << c.matchedRatio() << ", need " << tol.matchedRatio
            << ")";
        if (!worst.empty()) {
            msg << "; worst at [";
            const auto idx = unravel(worst[0].i, shape);
            for (size_t k = 0; k < idx.size(); ++k)
                msg << (k ? ", " : "") << idx[k].get<int64_t>();
            msg << "]: got " << worst[0].g << ", expected " << worst[0].e;
        }
    }
    c.message = msg.str();
    return c;
}

} // namespace kiln::harness
