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

struct Bad
{
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

// One pass over a range of elements; ranges run on all cores (outputs can be gigabytes) and merge.
// bulk_gpu.cu's compare kernel applies the same rules element by element; keep the two in step.
struct Scan
{
    CompareCounts n;
    std::vector<Bad> worst; // the 5 largest errors, largest first

    void keep(const Bad& b)
    {
        if (worst.size() == 5 && b.err <= worst.back().err)
            return;
        worst.insert(
            std::upper_bound(worst.begin(), worst.end(), b, [](const Bad& x, const Bad& y) { return x.err > y.err; }),
            b);
        if (worst.size() > 5)
            worst.pop_back();
    }
    void merge(const Scan& o)
    {
        n.matched += o.n.matched;
        n.unwritten += o.n.unwritten;
        n.nonFinite += o.n.nonFinite;
        n.largeRef += o.n.largeRef;
        n.lowPrecision += o.n.lowPrecision;
        n.maxAbs = std::max(n.maxAbs, o.n.maxAbs);
        n.maxRel = std::max(n.maxRel, o.n.maxRel);
        n.allZero = n.allZero && o.n.allZero;
        n.refNonZero = n.refNonZero || o.n.refNonZero;
        for (const Bad& b : o.worst)
            keep(b);
    }
};

void scanRange(const TensorDecl& tensor, const void* got, const void* expected, size_t begin, size_t end, Scan& sc)
{
    const DType t = tensor.dtype;
    const Tolerance& tol = tensor.tolerance;
    const bool isFloat = dtypeIsFloat(t);
    CompareCounts& n = sc.n;
    for (size_t i = begin; i < end; ++i) {
        const double e = loadElement(expected, t, i);
        n.refNonZero = n.refNonZero || e != 0.0;
        if (isFloat && isPoison(got, t, i) && !isPoison(expected, t, i)) {
            ++n.unwritten;
            n.allZero = false;
            sc.keep({INFINITY, i, NAN, e});
            continue;
        }
        const double g = loadElement(got, t, i);
        n.allZero = n.allZero && g == 0.0;
        bool ok;
        double err;
        if (!std::isfinite(g) || !std::isfinite(e)) {
            ok = (std::isnan(g) && std::isnan(e)) || g == e;
            if (!ok && std::isfinite(e))
                ++n.nonFinite;
            err = ok ? 0 : INFINITY;
        } else {
            err = std::fabs(g - e);
            ok = err <= tol.atol + tol.rtol * std::fabs(e);
            n.maxAbs = std::max(n.maxAbs, err);
            if (std::fabs(e) > 0)
                n.maxRel = std::max(n.maxRel, err / std::fabs(e));
            if (t == DType::F32 && std::fabs(e) > std::max(1e-3, 10 * tol.atol)) {
                ++n.largeRef;
                if (err / std::fabs(e) > 4.8e-4) // beyond fp16's unit roundoff: not fp32 arithmetic
                    ++n.lowPrecision;
            }
        }
        if (ok)
            ++n.matched;
        else
            sc.keep({err, i, g, e});
    }
}

Scan scanOutput(const TensorDecl& tensor, const void* got, const void* expected, size_t numel)
{
    Scan total;
    const size_t threads = numel < (1u << 22) ? 1 : std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
    if (threads == 1) {
        scanRange(tensor, got, expected, 0, numel, total);
        return total;
    }
    std::vector<Scan> parts(threads);
    std::vector<std::thread> pool;
    for (size_t k = 0; k < threads; ++k)
        pool.emplace_back(
            [&, k] { scanRange(tensor, got, expected, numel * k / threads, numel * (k + 1) / threads, parts[k]); });
    for (auto& th : pool)
        th.join();
    for (const Scan& p : parts)
        total.merge(p);
    return total;
}

} // namespace

Comparison judge(const TensorDecl& tensor, size_t numel, const CompareCounts& n)
{
    Comparison c;
    c.numel = numel;
    c.matched = n.matched;
    c.unwritten = n.unwritten;
    c.nonFinite = n.nonFinite;
    c.maxAbsErr = n.maxAbs;
    c.maxRelErr = n.maxRel;
    c.precisionFlag = n.largeRef > 0 && n.lowPrecision * 100 > n.largeRef; // more than 1% of elements
    if (c.unwritten > 0)
        c.reason = "unwritten_output";
    else if (c.nonFinite > 0)
        c.reason = "nan_or_inf";
    else if (n.allZero && n.refNonZero && numel > 0)
        c.reason = "all_zero";
    else if (c.matchedRatio() < tensor.tolerance.matchedRatio)
        c.reason = "mismatch";
    c.pass = c.reason.empty();
    return c;
}

CompareCounts countOutput(const TensorDecl& tensor, const void* got, const void* expected, size_t numel)
{
    return scanOutput(tensor, got, expected, numel).n;
}

Comparison compareOutput(const TensorDecl& tensor, const std::vector<int64_t>& shape, const void* got,
                         const void* expected, size_t numel)
{
    const Scan total = scanOutput(tensor, got, expected, numel);
    Comparison c = judge(tensor, numel, total.n);
    const Tolerance& tol = tensor.tolerance;
    const std::vector<Bad>& worst = total.worst;
    for (const Bad& b : worst)
        c.worst.push_back({{"tensor", tensor.name},
                           {"index", unravel(b.i, shape)},
                           {"got", std::isnan(b.g) ? nlohmann::json("unwritten") : nlohmann::json(b.g)},
                           {"expected", b.e}});

    std::ostringstream msg;
    if (c.reason == "unwritten_output") {
        msg << "'" << tensor.name << "': " << c.unwritten << " of " << numel
            << " elements were never written (they still hold the poison pattern)";
    } else if (c.reason == "nan_or_inf") {
        msg << "'" << tensor.name << "': " << c.nonFinite << " NaN/Inf elements where the reference is finite";
    } else if (c.reason == "all_zero") {
        msg << "'" << tensor.name << "' is all zeros; the reference is not";
    } else if (c.reason == "mismatch") {
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
