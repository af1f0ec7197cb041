// The performance gate of one configuration (docs/harness-protocol.md, "Timing"), in its phases: input sets
// placed at several addresses, a warm-up, the timing loop until the statistics settle, a checked sweep at
// every address, placement sampling where the time depends on the address, the idle and library checks, and
// the config event. Judge::performance runs one; it is the judge's, reaching its runners and buffers (a friend),
// and lives apart only so that each phase reads as one function. Not for other users: judge.h is the interface.
#pragma once

#include "judgeimpl.h"

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace kiln::harness {

class PerformanceGate
{
public:
    PerformanceGate(Judge& judge, size_t config);
    // Runs the gate; nullopt and `speedup` set when it passed (flags emitted), else why it failed.
    std::optional<Failure> run(double& speedup);

private:
    using Clock = std::chrono::steady_clock;

    // One address of the timing loop: the inputs, and two output groups the runners trade every other round
    // (where an output lands can matter by itself; the same code must time the same).
    struct Address
    {
        std::vector<SharedPool::Buffer> in, groupA, groupB; // per tensor: inputs / outputs (empty id elsewhere)
        std::vector<void*> inPrivate;                       // inout tensors' inputs: the judge's own memory
    };
    // The judge's own buffers for one configuration, released however the gate ends.
    struct Private
    {
        Backend& b;
        std::vector<void*> all;
        explicit Private(Backend& b) : b(b) {}
        Private(const Private&) = delete;
        Private& operator=(const Private&) = delete;
        ~Private();
        void* make(size_t bytes);
    };
    // A call timed so far, until its runner's claims are in (applyClaims): where its time is kept.
    struct PendingCall
    {
        bool candidate;
        uint32_t seq;
        std::pair<int, bool> address;
        size_t index, slot; // in its TimedCalls, in its address's times
        CallTiming t;
        nlohmann::json more; // for KILN_HARNESS_CALL_LOG
    };
    using Group = std::vector<SharedPool::Buffer>;

    // ---- buffers and inputs ----
    std::optional<Failure> prepareInputSets();
    std::optional<Failure> makeAddress(Address& a, bool carved);
    std::vector<void*> inputsOf(const Address& a) const;
    std::optional<Failure> place(Address& a, size_t k, int content);
    std::optional<Failure> verify(Address& a, size_t k, const Group& group);
    void chooseVerifiedShare();
    bool drawVerified() const;

    // ---- calls ----
    std::optional<Failure> timeOnce(bool candidate, Address& a, const Group& group, int address, bool traded,
                                    bool record, bool& recorded);
    std::optional<Failure> round(Address& a, size_t k, int address, bool traded, int order, bool record,
                                 const std::function<bool()>& verifyCandidate);
    std::optional<Failure> applyClaims();

    // ---- the phases, in order ----
    std::optional<Failure> warmUp();
    std::optional<Failure> timeUntilSettled();
    std::optional<Failure> checkedSweep();
    std::optional<Failure> samplePlacements();
    std::optional<Failure> afterTiming();
    std::optional<Failure> report(double& speedup);

    double left() const; // seconds of the stage's timeout still to spend (at least 1)

    Judge& j;
    const Request& r;
    Backend& b;
    const size_t c;
    const ConfigDecl& cfg;
    const size_t n; // tensors
    const Clock::time_point stageStart = Clock::now();

    int sets = 1;
    SharedPool pool;
    Private mine;
    std::vector<Address> at, extra; // the input sets' addresses; placement sampling's
    std::vector<std::vector<void*>> contents;
    std::vector<void*> expected, refOut, snapshot; // scratch for verified calls
    // Contents move between addresses every round, and before every round a few input elements change value
    // (chosen by kernel randomness): an output cached by input pointer or by content is stale.
    std::vector<std::vector<Perturbation>> changed;
    std::vector<int> placedContent;
    size_t checkedCount = 0;
    double verifiedShare = 0.25;

    size_t flushBytes = 0;
    bool queues = false;
    bool firstRound = true; // a kernel's first launch may load its module, which waits for the device: unheld
    std::map<RunnerClient*, double> lastReplyCpu;
    double overheadSum = 0;
    size_t overheadCount = 0;
    TimedCalls candCalls, baseCalls;
    CallsByAddress byAddress, baseByAddress;
    int candStreams = 0, baseStreams = 0;
    std::vector<PendingCall> pending;
    // Where the configuration's time went (the config event's `phases`, seconds): preparing calls (outputs
    // poisoned, cache flushed), the calls themselves, the judge's mark after them, moving inputs between
    // addresses, checking calls, and the statistics that decide when to stop.
    double prepareS = 0, callS = 0, markS = 0, placeS = 0, verifyS = 0, statsS = 0;
    double readyS = 0, replyS = 0; // parts of callS: the hold's getting in place before go, the last reply
    bool checkPlacement = false;
    std::optional<std::string> uneven, placement; // the per-address medians past 3%; past the flag's 10%
    double placementStart = -1; // seconds into the stage when placement sampling began (-1: it did not)
};

} // namespace kiln::harness
