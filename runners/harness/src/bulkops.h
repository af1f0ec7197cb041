// Bulk operations as the worker sees them: generate an input, checksum it, compare an output. Decides
// where the work runs and keeps the reports exactly as the host comparison writes them:
// - device (default on CUDA/HIP): the backend's kernels; only a failing comparison (or, when the caller
//   wants detail, one with some mismatching elements) is copied back and re-run on the host, whose result
//   (message, worst elements) is the one reported.
// - host (KILN_HARNESS_HOST_OPS=1, and always on the host backend): generation, checksums and comparisons
//   on the host, as before the device path existed.
// - cross-check (KILN_HARNESS_CROSSCHECK=1 on CUDA/HIP): the device path, and the host path too for every
//   operation; each pair is reported as a `crosscheck` event and a disagreement fails the run.
#pragma once

#include "backend.h"
#include "compare.h"
#include "request.h"

#include <optional>
#include <string>
#include <vector>

namespace kiln::harness {

struct Failure
{
    std::string reason, message;
};

// Where an operation happens, for events and messages.
struct OpSite
{
    std::string gate, config, tensor;
};

class BulkOps
{
public:
    explicit BulkOps(Backend& backend);

    const char* mode() const; // device | host | crosscheck

    // Fills dst with fresh values and returns their checksum. False on a runtime error (lastError).
    bool generate(void* dst, const TensorDecl& tensor, size_t numel, const InitDecl& init, uint64_t seed, uint64_t& sum,
                  const OpSite& site);
    // The checksum of an input after a call, comparable with generate's.
    bool checksum(const void* src, const TensorDecl& tensor, size_t bytes, uint64_t& sum, const OpSite& site);
    // Compares an output with the reference's. `detail`: the caller shows the worst elements even when the
    // comparison passes (correctness events), so a pass with some mismatching elements is re-run on the host.
    bool compare(const TensorDecl& tensor, const std::vector<int64_t>& shape, const void* got, const void* expected,
                 size_t numel, bool detail, Comparison& result, const OpSite& site);

    // The first disagreement between device and host in cross-check mode, once; nullopt when none.
    std::optional<Failure> takeDisagreement();
    // Emits the cross-check totals (nothing outside cross-check mode).
    void emitSummary() const;

private:
    bool toHost(std::vector<unsigned char>& host, const void* src, size_t bytes);
    bool hostGenerate(void* dst, const TensorDecl& tensor, size_t numel, const InitDecl& init, uint64_t seed,
                      uint64_t& sum);
    bool hostCompare(const TensorDecl& tensor, const std::vector<int64_t>& shape, const void* got, const void* expected,
                     size_t numel, Comparison& result);
    void crosscheckGenerate(const void* dst, const TensorDecl& tensor, size_t numel, const InitDecl& init,
                            uint64_t seed, uint64_t deviceSum, const OpSite& site);
    void crosscheckChecksum(const void* src, const TensorDecl& tensor, size_t bytes, uint64_t deviceSum,
                            const OpSite& site);
    void report(const char* what, bool ok, const OpSite& site, nlohmann::json details);

    Backend& b;
    bool m_hostOps = false;    // the old host path for every operation
    bool m_crosscheck = false; // device path, checked against the host path
    size_t m_checks = 0, m_disagreements = 0;
    std::optional<Failure> m_disagreement;
};

} // namespace kiln::harness
