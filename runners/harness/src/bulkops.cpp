#include "bulkops.h"

#include "dtypes.h"
#include "events.h"
#include "inputs.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iterator>

namespace kiln::harness {

namespace {

bool envFlag(const char* name)
{
    const char* v = std::getenv(name);
    return v && *v && std::strcmp(v, "0") != 0;
}

// One unit in the last place of the storage type at |v|, roughly, plus its smallest subnormal: the
// distance two correct roundings of nearly equal doubles may differ by (log/cos are not bit-identical
// between the device's math library and the host's, so a normal sample may round the other way).
bool withinOneUlp(double device, double host, DType t)
{
    if (std::isnan(device) || std::isnan(host))
        return std::isnan(device) && std::isnan(host);
    struct Ulp
    {
        DType type;
        double rel, tiny; // one unit in the last place relative to |v|, and the smallest subnormal
    };
    static constexpr Ulp ulps[] = {{DType::F32, 0x1p-23, 0x1p-149},
                                   {DType::F64, 0x1p-52, 0x1p-1074},
                                   {DType::F16, 0x1p-10, 0x1p-24},
                                   {DType::BF16, 0x1p-7, 0x1p-133},
                                   {DType::F8E4M3, 0x1p-3, 0x1p-9}};
    const auto u = std::find_if(std::begin(ulps), std::end(ulps), [t](const Ulp& x) { return x.type == t; });
    if (u == std::end(ulps))
        return device == host; // integers: exact
    return std::fabs(device - host) <= u->rel * std::max(std::fabs(device), std::fabs(host)) + u->tiny;
}

nlohmann::json verdictJson(const Comparison& c)
{
    return {{"pass", c.pass},
            {"reason", c.reason},
            {"matched", c.matched},
            {"unwritten", c.unwritten},
            {"non_finite", c.nonFinite},
            {"max_abs_err", c.maxAbsErr},
            {"max_rel_err", c.maxRelErr},
            {"precision_flag", c.precisionFlag}};
}

// The fields judge() and the report derive from: device and host must agree on all of them.
bool sameVerdict(const Comparison& a, const Comparison& b)
{
    return a.pass == b.pass && a.reason == b.reason && a.matched == b.matched && a.unwritten == b.unwritten &&
           a.nonFinite == b.nonFinite && a.maxAbsErr == b.maxAbsErr && a.maxRelErr == b.maxRelErr &&
           a.precisionFlag == b.precisionFlag;
}

std::string hex(uint64_t v)
{
    char buf[24];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

} // namespace

BulkOps::BulkOps(Backend& backend) : b(backend)
{
    // The host backend's bulk operations are the host functions already: nothing to force or check.
    m_hostOps = b.deviceOps() && envFlag("KILN_HARNESS_HOST_OPS");
    m_crosscheck = b.deviceOps() && !m_hostOps && envFlag("KILN_HARNESS_CROSSCHECK");
}

const char* BulkOps::mode() const
{
    if (!b.deviceOps() || m_hostOps)
        return "host";
    return m_crosscheck ? "crosscheck" : "device";
}

bool BulkOps::generate(void* dst, const TensorDecl& tensor, size_t numel, const InitDecl& init, uint64_t seed,
                       uint64_t& sum, const OpSite& site)
{
    if (m_hostOps)
        return hostGenerate(dst, tensor, numel, init, seed, sum);
    if (!b.bulkGenerate(dst, tensor.dtype, numel, init, seed) ||
        !b.bulkChecksum(dst, numel * dtypeSize(tensor.dtype), sum))
        return false;
    if (m_crosscheck)
        crosscheckGenerate(dst, tensor, numel, init, seed, sum, site);
    return true;
}

bool BulkOps::checksum(const void* src, const TensorDecl& tensor, size_t bytes, uint64_t& sum, const OpSite& site)
{
    if (m_hostOps) {
        std::vector<unsigned char> host;
        if (!toHost(host, src, bytes))
            return false;
        sum = harness::checksum(host.data(), bytes);
        return true;
    }
    if (!b.bulkChecksum(src, bytes, sum))
        return false;
    if (m_crosscheck)
        crosscheckChecksum(src, tensor, bytes, sum, site);
    return true;
}

bool BulkOps::compare(const TensorDecl& tensor, const std::vector<int64_t>& shape, const void* got,
                      const void* expected, size_t numel, bool detail, Comparison& result, const OpSite& site)
{
    if (m_hostOps)
        return hostCompare(tensor, shape, got, expected, numel, result);
    CompareCounts counts;
    if (!b.bulkCompare(tensor, got, expected, numel, counts))
        return false;
    result = judge(tensor, numel, counts);
    const bool needHost = !result.pass || (detail && result.matched < numel) || m_crosscheck;
    if (!needHost)
        return true;
    // The host comparison writes the report (message, worst elements) exactly as it always has.
    const Comparison device = result;
    if (!hostCompare(tensor, shape, got, expected, numel, result))
        return false;
    if (b.deviceOps() && (m_crosscheck || !sameVerdict(device, result)))
        report("compare", sameVerdict(device, result), site,
               {{"dtype", dtypeName(tensor.dtype)},
                {"numel", numel},
                {"device", verdictJson(device)},
                {"host", verdictJson(result)}});
    return true;
}

std::optional<Failure> BulkOps::takeDisagreement()
{
    auto d = std::move(m_disagreement);
    m_disagreement.reset();
    return d;
}

void BulkOps::emitSummary() const
{
    if (!m_crosscheck)
        return;
    emit({{"event", "crosscheck"},
          {"what", "summary"},
          {"ok", m_disagreements == 0},
          {"checks", m_checks},
          {"disagreements", m_disagreements}});
}

bool BulkOps::toHost(std::vector<unsigned char>& host, const void* src, size_t bytes)
{
    host.resize(bytes);
    return b.toHost(host.data(), src, bytes);
}

// The path before device operations existed: generate on the host, checksum there, one copy.
bool BulkOps::hostGenerate(void* dst, const TensorDecl& tensor, size_t numel, const InitDecl& init, uint64_t seed,
                           uint64_t& sum)
{
    std::vector<unsigned char> host(numel * dtypeSize(tensor.dtype));
    harness::generate(host.data(), tensor.dtype, numel, init, seed);
    sum = harness::checksum(host.data(), host.size());
    return b.toDevice(dst, host.data(), host.size());
}

bool BulkOps::hostCompare(const TensorDecl& tensor, const std::vector<int64_t>& shape, const void* got,
                          const void* expected, size_t numel, Comparison& result)
{
    const size_t bytes = numel * dtypeSize(tensor.dtype);
    std::vector<unsigned char> g, e;
    if (!toHost(g, got, bytes) || !toHost(e, expected, bytes))
        return false;
    result = compareOutput(tensor, shape, g.data(), e.data(), numel);
    return true;
}

// The device's values against the host replica of its generator (bulkmath.h), element by element, and
// the device's checksum of them against the host's.
void BulkOps::crosscheckGenerate(const void* dst, const TensorDecl& tensor, size_t numel, const InitDecl& init,
                                 uint64_t seed, uint64_t deviceSum, const OpSite& site)
{
    const size_t bytes = numel * dtypeSize(tensor.dtype);
    std::vector<unsigned char> device, host(bytes);
    if (!toHost(device, dst, bytes)) {
        report("generate", false, site, {{"message", "cannot copy the generated input back: " + b.lastError()}});
        return;
    }
    if (deviceGenerates(init))
        generateReplica(host.data(), tensor.dtype, numel, genParams(init, seed));
    else
        harness::generate(host.data(), tensor.dtype, numel, init, seed); // the backend used the host generator
    size_t exact = 0, close = 0, bad = 0, firstBad = 0;
    for (size_t i = 0; i < numel; ++i) {
        const size_t size = dtypeSize(tensor.dtype);
        if (std::memcmp(device.data() + i * size, host.data() + i * size, size) == 0) {
            ++exact;
            continue;
        }
        if (withinOneUlp(loadElement(device.data(), tensor.dtype, i), loadElement(host.data(), tensor.dtype, i),
                         tensor.dtype)) {
            ++close;
            continue;
        }
        if (bad++ == 0)
            firstBad = i;
    }
    nlohmann::json details{{"dtype", dtypeName(tensor.dtype)}, {"dist", init.dist}, {"numel", numel}, {"exact", exact},
                           {"within_one_ulp", close},          {"different", bad}};
    if (bad)
        details["first_difference"] = {{"index", firstBad},
                                       {"device", loadElement(device.data(), tensor.dtype, firstBad)},
                                       {"host", loadElement(host.data(), tensor.dtype, firstBad)}};
    report("generate", bad == 0, site, details);
    const uint64_t hostSum = positionalChecksum(device.data(), bytes);
    report("checksum", hostSum == deviceSum, site,
           {{"bytes", bytes}, {"device", hex(deviceSum)}, {"host", hex(hostSum)}, {"after", "generate"}});
}

void BulkOps::crosscheckChecksum(const void* src, const TensorDecl& tensor, size_t bytes, uint64_t deviceSum,
                                 const OpSite& site)
{
    std::vector<unsigned char> host;
    if (!toHost(host, src, bytes)) {
        report("checksum", false, site, {{"message", "cannot copy the input back: " + b.lastError()}});
        return;
    }
    const uint64_t hostSum = positionalChecksum(host.data(), bytes);
    report("checksum", hostSum == deviceSum, site,
           {{"bytes", bytes}, {"device", hex(deviceSum)}, {"host", hex(hostSum)}, {"after", "call"}});
}

// One device/host pair: an event, and in cross-check mode the first disagreement becomes the run's failure.
void BulkOps::report(const char* what, bool ok, const OpSite& site, nlohmann::json details)
{
    ++m_checks;
    details["event"] = "crosscheck";
    details["what"] = what;
    details["ok"] = ok;
    details["gate"] = site.gate;
    details["config"] = site.config;
    details["tensor"] = site.tensor;
    emit(details);
    if (ok)
        return;
    ++m_disagreements;
    if (m_crosscheck && !m_disagreement)
        m_disagreement = Failure{"crosscheck_mismatch", std::string("device and host disagree on ") + what + " of '" +
                                                            site.tensor + "' (" + site.gate + ", config '" +
                                                            site.config + "'): a harness bug, not the candidate's"};
}

} // namespace kiln::harness
