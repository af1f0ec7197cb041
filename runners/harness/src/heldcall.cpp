#include "heldcall.h"

#include <algorithm>
#include <chrono>

namespace kiln::harness {

double judgeClock()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

namespace {

// Waits until `word` reaches `seq` (true), or the deadline passes or the runner dies (false). Checks on the
// runner only every few thousand turns: a check is a system call, and the wait is what times the call.
// `sleeps`: after a few microseconds of spinning it sleeps on the word (host calls, whose runner wakes it:
// on a machine busy with other work the judge must not take the CPU from the call it times); a GPU writes
// its words without waking anyone, so those are only spun on.
// `answered`: stop, setting it, when the runner speaks first (a GPU call that failed on the device: its done
// mark never runs, and the runner's reply says why).
bool waitFor(const wire::Word& word, uint32_t seq, double deadline, RunnerClient& runner, bool sleeps,
             const wire::Word* expired = nullptr, bool* answered = nullptr)
{
    constexpr unsigned kSpinTurns = 4096; // a few microseconds
    double lastCheck = judgeClock();
    for (unsigned turn = 1;; ++turn) {
        if (wire::load(word) >= seq)
            return true;
        if (expired && wire::load(*expired) >= seq)
            return false;
        if (turn % kSpinTurns == 0) {
            // System calls (is it alive, its memory, its output) at most every millisecond: one in progress
            // when the word flips would add its time to the call's.
            const double now = judgeClock();
            if (now > deadline)
                return false;
            if (sleeps || now - lastCheck > 1e-3) {
                lastCheck = now;
                if (!runner.alive())
                    return false;
                runner.drainOutput(); // a call that prints waits on its pipe until the judge reads it
                if (answered && runner.hasMessage()) {
                    // The word may have flipped just before the reply that follows it.
                    if (wire::load(word) >= seq)
                        return true;
                    *answered = true;
                    return false;
                }
            }
            if (sleeps)
                wire::sleepOn(word, seq, 10);
        }
        wire::cpuRelax();
    }
}

} // namespace

HeldCall runCall(RunnerClient& runner, wire::Command& cmd, bool held, bool trivial, bool queues, double timeoutS,
                 const std::string& stage, const char* runtimeReason, const AtDone& atDone)
{
    HeldCall out;
    out.held = held;
    const double deadline = judgeClock() + timeoutS;
    auto lost = [&]() {
        if (judgeClock() > deadline) {
            runner.killedForTimeout = true;
            runner.kill();
        }
        out.failure = runner.lostReason(stage);
        return out;
    };
    auto fromReply = [&](const wire::Reply& r) -> bool {
        if (r.status == wire::Status::RuntimeError) {
            out.failure = Failure{runtimeReason, wire::textOf(r.text)};
            return false;
        }
        if (r.status != wire::Status::Ok && r.status != wire::Status::Enqueued) {
            out.failure = Failure{"protocol_violation", "the runner answered a call with status " +
                                                            std::to_string(static_cast<int>(r.status)) + ": " +
                                                            wire::textOf(r.text)};
            return false;
        }
        out.rc = r.rc;
        return true;
    };
    wire::ControlBlock& cb = runner.control();
    const uint32_t seq = runner.nextSeq();
    cmd.op = wire::Op::Call;
    cmd.seq = seq;
    cmd.flags = (cmd.flags & wire::kFlushHost) | (held ? uint32_t{wire::kHeld} : 0u) |
                (trivial ? uint32_t{wire::kTrivial} : 0u);
    out.cpuAtCommand = runner.cpuSeconds();
    out.mainCpuAtCommand = runner.mainThreadCpuSeconds();
    double t0 = 0;
    wire::Word& go = runner.goPage().go;
    if (!held) {
        wire::store(go, seq);
        t0 = judgeClock();
    }
    const double sent = judgeClock();
    if (!runner.send(cmd))
        return lost();
    if (queues) {
        wire::Reply r;
        // A call that synchronizes inside only returns when its hold gives up (about 50 ms).
        const int got = runner.receive(r, static_cast<int>(std::max(0.0, deadline - judgeClock()) * 1000));
        if (got != 1)
            return lost();
        if (!fromReply(r))
            return out;
        out.enqueueMs = (judgeClock() - sent) * 1e3;
        // A call that waited for the device inside (a copy back, a synchronize) ran into the hold, which gave
        // up waiting for go: it ends as usual and is not counted; the runner's calls are unheld from then on.
        if (held && wire::load(cb.expired) >= seq)
            out.expired = true;
        // The hold fills the device: it can only be in place once nothing else of the runner runs there.
        // If it is not within seconds, the runner's earlier work is still on the device.
        const double readyBy = std::min(deadline, judgeClock() + 5.0);
        if (held && !waitFor(cb.ready, seq, readyBy, runner, false, &cb.expired)) {
            if (wire::load(cb.expired) >= seq) {
                out.expired = true;
            } else if (judgeClock() < deadline && runner.alive()) {
                out.failure =
                    Failure{"work_after_return", "the device was still busy with the candidate's earlier work "
                                                 "5 s after its call had ended (its next call could not start): "
                                                 "work left running after return"};
                runner.kill();
                return out;
            } else {
                return lost();
            }
        }
    } else if (!waitFor(cb.ready, seq, deadline, runner, true)) {
        return lost();
    }
    if (held) {
        if (!queues)
            out.enqueueMs = (judgeClock() - sent) * 1e3;
        if (queues) // the runner sleeps on go once its launches are queued: its CPU clock is current then
            out.asleepAtGo = runner.waitUntilAsleep(0.002);
        out.cpuAtGo = runner.cpuSeconds();
        out.mainCpuAtGo = runner.mainThreadCpuSeconds();
        t0 = judgeClock();
        out.preGoMs = (t0 - sent) * 1e3;
        out.readyMs = out.preGoMs - out.enqueueMs;
        wire::store(go, seq);
        if (queues)
            wire::wake(go);
    }
    bool answered = false;
    if (!waitFor(cb.done, seq, deadline, runner, !queues, nullptr, queues ? &answered : nullptr)) {
        if (!answered)
            return lost();
        wire::Reply r;
        if (runner.receive(r, 1000) != 1)
            return lost();
        if (fromReply(r)) // it answered Ok without its done mark having run
            out.failure = Failure{"protocol_violation", "the runner ended a call whose done mark never ran"};
        return out;
    }
    const double t1 = judgeClock();
    out.doneAt = t1;
    out.ms = (t1 - t0) * 1e3;
    out.cpuAtDone = runner.cpuSeconds();
    if (atDone)
        atDone(t1);
    const double waitFrom = judgeClock();
    wire::Reply r;
    const int got = runner.receive(r, static_cast<int>(std::max(1.0, deadline - judgeClock()) * 1000));
    out.replyMs = (judgeClock() - waitFrom) * 1e3;
    if (got != 1)
        return lost();
    if (!fromReply(r))
        return out;
    out.claims = r.claims;
    out.holdCycles = static_cast<double>(cb.clocks[0]);
    out.holdNs = static_cast<double>(cb.clocks[1]);
    return out;
}

} // namespace kiln::harness
