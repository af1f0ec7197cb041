// KernelActivity: the device work one timed call caused, read from CUPTI's activity records (the kernels,
// memsets and copies, on any stream, with the GPU's own start and end times) - the same durations Nsight
// Compute reports as gpu__time_duration. CUDA events around a call also count the gap between the start
// event and the first kernel and the end mark's round trip: about 2 us, which is 6% of a 32 us kernel.
//
// libcupti is loaded at run time, not linked: a GPU server without it still runs the harness, timed by
// events (the backend says which timer it used). Only CUDA builds have it; HIP keeps events.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln::harness {

struct ActivitySpan
{
    double ms = 0;        // first start to last end of the work, on any stream
    double busyMs = 0;    // sum of the work's own durations (less than ms when there are gaps)
    int items = 0;        // kernels, memsets and copies
    int streams = 0;      // distinct streams they ran on
    bool complete = true; // every record had its start and end
};

class KernelActivity
{
public:
    KernelActivity() = default;
    KernelActivity(const KernelActivity&) = delete;
    KernelActivity& operator=(const KernelActivity&) = delete;
    ~KernelActivity();

    // Loads libcupti and enables the records. False, with the reason, when it cannot: the caller keeps
    // its event timing. KILN_HARNESS_TIMER=events turns it off on purpose (to compare the two timers).
    bool start(std::string& why);
    bool active() const { return m_active; }
    // CUPTI's clock, in ns; activity records use the same clock.
    uint64_t now() const;
    // For each window [from, to] (CUPTI clock, in the order the calls were made, not overlapping): the work
    // launched by API calls (runtime or driver, from any thread) that began inside it. Flushes CUPTI's
    // buffers first, so call it after the device has been synchronized; every record is dropped afterwards.
    // Once for many calls: a forced flush makes the next launch pay for setting CUPTI up again, about
    // 250 us of CPU on an H200 (docs/gpu-validation.md, run 16), so flushing after each call made every
    // call's launches look that much more expensive, and noisily so.
    struct Window
    {
        uint64_t from = 0, to = 0;
    };
    bool spansOf(const std::vector<Window>& windows, std::vector<ActivitySpan>& spans);

private:
    bool m_active = false;
};

} // namespace kiln::harness
