#include "compare.h"

#include "dtypes.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <sstream>
#include <thread>

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

struct Bad {
    double err;
    size_t i;
    double g, e;
};

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

    // One pass over a range of elements; ranges run on all cores (outputs can be gigabytes) and merge.
    struct Scan {
        size_t matched = 0, unwritten = 0, nonFinite = 0, largeRef = 0, lowPrecision = 0;
        double maxAbs = 0, maxRel = 0;
        bool allZero = true, refNonZero = false;
        std::vector<Bad> worst; // the 5 largest errors, largest first

        void keep(const Bad& b)
        {
            if (worst.size() == 5 && b.err <= worst.back().err)
                return;
            worst.insert(std::upper_bound(worst.begin(), worst.end(), b,
                                          [](const Bad& x, const Bad& y) { return x.err > y.err; }),
                         b);
            if (worst.size() > 5)
                worst.pop_back();
        }
        void merge(const Scan& o)
        {
            matched += o.matched;
            unwritten += o.unwritten;
            nonFinite += o.nonFinite;
            largeRef += o.largeRef;
            lowPrecision += o.lowPrecision;
            maxAbs = std::max(maxAbs, o.maxAbs);
            maxRel = std::max(maxRel, o.maxRel);
            allZero = allZero && o.allZero;
            refNonZero = refNonZero || o.refNonZero;
            for (const Bad& b : o.worst)
                keep(b);
        }
    };
    auto scan = [&](size_t begin, size_t end, Scan& sc) {
        for (size_t i = begin; i < end; ++i) {
            const double e = loadElement(expected, t, i);
            sc.refNonZero = sc.refNonZero || e != 0.0;
            if (isFloat && isPoison(got, t, i) && !isPoison(expected, t, i)) {
                ++sc.unwritten;
                sc.allZero = false;
                sc.keep({INFINITY, i, NAN, e});
                continue;
            }
            const double g = loadElement(got, t, i);
            sc.allZero = sc.allZero && g == 0.0;
            bool ok;
            double err;
            if (!std::isfinite(g) || !std::isfinite(e)) {
                ok = (std::isnan(g) && std::isnan(e)) || g == e;
                if (!ok && std::isfinite(e))
                    ++sc.nonFinite;
                err = ok ? 0 : INFINITY;
            } else {
                err = std::fabs(g - e);
                ok = err <= tol.atol + tol.rtol * std::fabs(e);
                sc.maxAbs = std::max(sc.maxAbs, err);
                if (std::fabs(e) > 0)
                    sc.maxRel = std::max(sc.maxRel, err / std::fabs(e));
                if (t == DType::F32 && std::fabs(e) > std::max(1e-3, 10 * tol.atol)) {
                    ++sc.largeRef;
                    if (err / std::fabs(e) > 4.8e-4) // beyond fp16's unit roundoff: not fp32 arithmetic
                        ++sc.lowPrecision;
                }
            }
            if (ok)
                ++sc.matched;
            else
                sc.keep({err, i, g, e});
        }
    };
    Scan total;
    const size_t threads = numel < (1u << 22) ? 1 : std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
    if (threads == 1) {
        scan(0, numel, total);
    } else {
        std::vector<Scan> parts(threads);
        std::vector<std::thread> pool;
        for (size_t k = 0; k < threads; ++k)
            pool.emplace_back([&, k] { scan(numel * k / threads, numel * (k + 1) / threads, parts[k]); });
        for (auto& th : pool)
            th.join();
        for (const Scan& p : parts)
            total.merge(p);
    }
    c.matched = total.matched;
    c.unwritten = total.unwritten;
    c.nonFinite = total.nonFinite;
    c.maxAbsErr = total.maxAbs;
    c.maxRelErr = total.maxRel;
    const bool allZero = total.allZero, refNonZero = total.refNonZero;
    const size_t largeRef = total.largeRef, lowPrecision = total.lowPrecision;
    const std::vector<Bad>& worst = total.worst;
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
