// Which stream-ordered memory pool the calls at each address allocate from while a configuration is timed.
//
// Scratch a kernel takes with cudaMallocAsync inside a call comes from the device's current pool, which the
// harness keeps filled (backend_gpu.cpp, keepStreamOrderedMemory), so every call of a process gets the same
// memory: one placement per process that the address sampling never moves. On an H200 a prefix scan and its
// baseline, which share that scratch, moved together by 3-6% from process to process while their speedup
// moved by 1.5% (docs/gpu-validation.md, run 9). With a pool per address the scratch is placed with the
// address's buffers, so the spread between addresses shows it and the mean over sampled addresses averages
// it, as it does for the buffers.
#pragma once

#include <algorithm>
#include <cstddef>
#include <map>
#include <utility>

namespace kiln::harness {

class PoolPlan
{
public:
    // `peakBytes`: the most stream-ordered memory the warm-up calls held at once (0: they took none, and
    // no pools are made). `budgetBytes`: all pools together map at most this much; past it, addresses
    // share pools round-robin. Fewer than two pools would move nothing: then none.
    PoolPlan(size_t peakBytes, size_t budgetBytes);

    bool active() const { return m_maxPools >= 2; }
    // What each pool maps before its first timed call, so no timed call pays for mapping memory: the peak
    // and as much again for the pool's own rounding, in whole 2 MiB pages (the driver's granularity).
    size_t mappedBytes() const { return m_mapped; }
    // The pool of an address (an input set and whether the output buffers were traded), numbered from 0 in
    // the order addresses are first asked for.
    int poolFor(int address, bool traded);
    // The most the pools of `addresses` more addresses can map: they share pools past the budget.
    size_t mappedAtMost(size_t addresses) const { return active() ? std::min(addresses, m_maxPools) * m_mapped : 0; }
    // Pools could not be made: every address uses the device's own pool from now on.
    void stop() { m_maxPools = 0; }

private:
    size_t m_mapped = 0;
    size_t m_maxPools = 0;
    std::map<std::pair<int, bool>, int> m_pools;
};

} // namespace kiln::harness
