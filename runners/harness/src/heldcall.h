// HeldCall: one call of a runner's entry as the judge runs and times it (docs/harness-protocol.md, "Timing").
//
//   held (timing): the runner queues the call behind its hold (GPU) or gets ready to call (host, after its
//   own cache flush); the judge waits until the hold is in place, reads its own clock (t0), writes `go`,
//   spins until `done`, reads its clock again (t1). t1 - t0 is the call's time on the judge's clock, less
//   the calibrated cost of an empty call (judge.cpp). The runner cannot move either reading: it can only
//   write `done` early, which leaves its work running after the call has ended (the idle check catches
//   that), or late, which makes it slower.
//   unheld (correctness, or a call that synchronizes inside): `go` is written before the command.
#pragma once

#include "bulkops.h"
#include "runnerclient.h"
#include "wire.h"

#include <functional>
#include <optional>

namespace kiln::harness {

struct HeldCall
{
    std::optional<Failure> failure; // the runner died, hung, broke the protocol or its runtime failed
    int rc = 0;                     // what the entry returned (the runner's claim; a lie only hurts it)
    bool held = true;
    bool expired = false;              // the hold gave up waiting for go: the call synchronizes inside
    double ms = 0;                     // t1 - t0 on the judge's clock
    double enqueueMs = 0;              // the command to the call's being in place (its launches; host: its flush)
    double holdCycles = 0, holdNs = 0; // the hold's SM clock reading (a claim)
    wire::Claims claims;
    // The runner's CPU seconds, read by the judge from outside, when the command went, just before go and at
    // done; and the wall time from the command to go, in ms (one thread's worth of CPU is expected there).
    double cpuAtCommand = -1, cpuAtGo = -1, cpuAtDone = -1;
    double preGoMs = 0;
    // The runner's main thread's CPU seconds at the command and at go, and whether it was asleep at go: what
    // its launches cost beside what its other threads did (KILN_HARNESS_CALL_LOG).
    double mainCpuAtCommand = -1, mainCpuAtGo = -1;
    bool asleepAtGo = false;
    // The runner's CPU time from the command to go: its launches' cost (-1: not known).
    double enqueueCpuMs() const { return cpuAtGo >= 0 && cpuAtCommand >= 0 ? (cpuAtGo - cpuAtCommand) * 1e3 : -1; }
    double doneAt = 0; // the judge's steady clock at done, in seconds
    // Where the hand-over's time went (ms, the judge's clock): the command until the runner's reply that its
    // launches are queued (GPU), that reply until go (the hold in place, the runner asleep), and done until
    // the runner's last reply (its synchronize and claims), what of that is left after `atDone`. Reported in
    // the config events' `phases`.
    double readyMs = 0, replyMs = 0;
};

// What the judge does the moment a call's done mark is seen (its clock then, in seconds), before it waits
// for the runner's reply. GPU: its own marker, so that the device's switch back to the judge's context
// (150-300 us on an H200) and the runner's synchronize and reply overlap instead of adding up.
using AtDone = std::function<void(double doneAt)>;

// Runs `cmd` (its tensors and params filled in) on the runner. `timeoutS` bounds the whole call.
HeldCall runCall(RunnerClient& runner, wire::Command& cmd, bool held, bool trivial, bool queues, double timeoutS,
                 const std::string& stage, const char* runtimeReason, const AtDone& atDone = {});

// The judge's steady clock in seconds.
double judgeClock();

} // namespace kiln::harness
