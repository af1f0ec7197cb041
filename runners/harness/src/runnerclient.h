// RunnerClient: the judge's handle on one runner process (runner.h): starts it confined, talks the wire
// protocol with it, keeps the tail of what it prints, and observes it from outside (its CPU time, memory,
// mapped libraries, how it ended). Nothing here trusts what the runner says beyond the shape of a message.
#pragma once

#include "backend.h"
#include "bulkops.h"
#include "wire.h"

#include <chrono>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <sys/types.h>

namespace kiln::harness {

struct RunnerSetup
{
    std::string role;       // candidate | baseline (for messages)
    std::string objectPath; // bound read-only at wire::kObjectPath inside
    std::string self;       // this harness's executable, bound at /kiln/harness and run with --runner
    int deviceIndex = 0;
    std::vector<std::string> hide;      // more folders to hide inside the confinement (the request's)
    unsigned long long memoryBytes = 0; // host runners' address-space limit (0: none)
    // The object is staged: objectPath is wire::kObjectName in a folder of its own, which the supervisor fills
    // once the candidate's build ends. The folder is bound (at wire::kObjectFolder), not the file, so the
    // runner can start, and its device come up, while the candidate still builds.
    bool objectStaged = false;
};

class RunnerClient
{
public:
    explicit RunnerClient(RunnerSetup setup) : m_setup(std::move(setup)) {}
    ~RunnerClient();
    RunnerClient(const RunnerClient&) = delete;
    RunnerClient& operator=(const RunnerClient&) = delete;

    // Starts the process (confined); then awaitReady() waits for its hello: its device is up and its
    // syscall filter in place. nullopt on success, else why not (a failure of the harness or the machine, not
    // a verdict). Two runners start at once: spawn both, then wait for both.
    std::optional<std::string> spawn();
    std::optional<std::string> awaitReady();
    const std::string& confinement() const { return m_confinement; }
    const std::string& claims() const { return m_claims; }
    const std::string& role() const { return m_setup.role; }

    // Commands. A reply that does not come within timeoutMs, or a runner that dies, is a failure the caller
    // turns into a verdict with lostReason().
    bool send(wire::Command& c, int fd = -1);
    // Waits for the next reply; 1: got it, 0: timed out, -1: the runner is gone (or spoke nonsense).
    int receive(wire::Reply& r, int timeoutMs);
    // Whether a reply (or anything) waits on its socket; does not read it.
    bool hasMessage() const;
    // Sends and waits for one reply with status Ok; else a failure (its reason and message).
    std::optional<Failure> request(wire::Command& c, int timeoutMs, int fd = -1);
    std::optional<Failure> import(uint32_t id, const SharedBuffer& b);
    void release(uint32_t id);
    // The runner's claims about its calls since the last time (wire::Op::Claims), by seq; at most `most`
    // are read: more, or a reply that is not one, is the runner breaking the protocol.
    std::optional<Failure> takeClaims(std::map<uint32_t, wire::Claims>& out, size_t most, int timeoutMs);

    wire::ControlBlock& control() { return *m_control; }
    wire::GoPage& goPage() { return *m_go; }
    uint32_t nextSeq() { return ++m_seq; }
    uint32_t lastSeq() const { return m_seq; }

    // Observation from outside. The runner's own pid as the kernel told us (not as it claims).
    pid_t pid() const { return m_pid; }
    double cpuSeconds() const;           // all its threads; -1 when it is gone
    double mainThreadCpuSeconds() const; // its main thread's alone (current only while that thread is off the CPU)
    // Spins at most limitS until the runner's main thread is off the CPU (false if it is not by then).
    bool waitUntilAsleep(double limitS) const;
    unsigned long long rssBytes() const;
    std::set<std::string> mappedLibraries() const;
    bool alive();
    // Reads what it printed so far (non-blocking); the tail is kept.
    void drainOutput();
    const std::string& outputTail() const { return m_outputText; }

    // Why it is gone, as the candidate's failure: crash (the signal), forbidden_syscall (SIGSYS), timeout
    // (the caller killed it past a deadline), or an exit. `stage` names what it was doing.
    Failure lostReason(const std::string& stage);
    // Kills it (and everything it started: its pid namespace goes with it) and reaps it.
    void kill();
    bool killedForTimeout = false;
    bool killedForProtocol = false; // it sent the judge something that is not a message of the protocol
    bool killedForMemory = false;   // its resident memory passed its share of the machine
    // Stops the runner when its resident memory is past its share of the machine (half of it): a runner
    // without an address-space limit (a GPU's) could otherwise take the host down. True when it did.
    bool overMemory();

private:
    void reap(bool wait);

    RunnerSetup m_setup;
    pid_t m_helper = -1, m_pid = -1;
    int m_socket = -1, m_outputFd = -1, m_controlFd = -1, m_goFd = -1;
    wire::ControlBlock* m_control = nullptr;
    wire::GoPage* m_go = nullptr;
    uint32_t m_seq = 0;
    std::string m_confinement, m_claims;
    std::string m_outputText;
    int m_exitStatus = -1; // the helper's: the runner's exit code, or 128 + its signal
    unsigned long long m_memoryCap = 0;
    std::chrono::steady_clock::time_point m_memoryCheckedAt{};
    bool m_reaped = false;
};

} // namespace kiln::harness
