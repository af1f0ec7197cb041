// SharedPool: the buffers the judge shares with its runners for one stage, each known to every runner by
// an id. Made by the judge, mapped by the runners; all of them unmapped and freed when the pool goes (even
// when a gate fails half-way), so buffers are never released by hand on each path.
#pragma once

#include "backend.h"
#include "bulkops.h"
#include "runnerclient.h"

#include <map>
#include <optional>
#include <vector>

namespace kiln::harness {

class SharedPool
{
public:
    SharedPool(Backend& backend, std::vector<RunnerClient*> runners) : m_b(backend), m_runners(std::move(runners)) {}
    ~SharedPool();
    SharedPool(const SharedPool&) = delete;
    SharedPool& operator=(const SharedPool&) = delete;

    struct Buffer
    {
        uint32_t id = 0;
        void* ptr = nullptr; // the judge's view
        uint64_t offset = 0; // where it starts in the shared buffer `id` (carve)
    };
    // A new buffer of `bytes`, mapped in every runner. nullopt, with the failure, when it cannot be made.
    std::optional<Failure> make(size_t bytes, Buffer& out);
    // A piece of `bytes` of a larger shared buffer, after a random gap of 0-16 KiB (256-byte steps, the
    // alignment an allocation has): placement sampling's hundreds of addresses at the cost of a few
    // allocations. Each new buffer is an allocation and a mapping in every runner, about 2.5 ms per address
    // of four tensors on an H200 (run 15), more than the address's calls.
    std::optional<Failure> carve(size_t bytes, Buffer& out);

private:
    Backend& m_b;
    std::vector<RunnerClient*> m_runners;
    std::map<uint32_t, SharedBuffer> m_buffers;
    Buffer m_arena;
    size_t m_arenaBytes = 0, m_arenaUsed = 0;
    static uint32_t s_nextId;
};

} // namespace kiln::harness
