#include "sharedpool.h"

#include "csprng.h"

#include <algorithm>

namespace kiln::harness {

uint32_t SharedPool::s_nextId = 0;

SharedPool::~SharedPool()
{
    for (auto& [id, b] : m_buffers) {
        for (RunnerClient* r : m_runners)
            if (r->alive())
                r->release(id);
        m_b.freeShared(b);
    }
}

std::optional<Failure> SharedPool::make(size_t bytes, Buffer& out)
{
    SharedBuffer b;
    if (!m_b.allocShared(bytes, b))
        return Failure{"harness_error",
                       "cannot allocate " + std::to_string(bytes) + " bytes of shared memory: " + m_b.lastError()};
    const uint32_t id = ++s_nextId;
    m_buffers[id] = b;
    for (RunnerClient* r : m_runners)
        if (auto f = r->import(id, b))
            return f;
    out = {id, b.ptr, 0};
    return std::nullopt;
}

std::optional<Failure> SharedPool::carve(size_t bytes, Buffer& out)
{
    constexpr size_t kAlign = 256, kArenaBytes = size_t{64} << 20;
    const size_t gap = kAlign * static_cast<size_t>(secureRandom() % 64);
    const size_t need = (bytes + kAlign - 1) / kAlign * kAlign;
    if (m_arenaBytes == 0 || m_arenaUsed + gap + need > m_arenaBytes) {
        const size_t arena = std::max(kArenaBytes, need);
        if (auto f = make(arena, m_arena))
            return f;
        m_arenaBytes = arena;
        m_arenaUsed = 0;
    }
    const size_t at = m_arenaUsed + (m_arenaUsed + gap + need <= m_arenaBytes ? gap : 0);
    out = {m_arena.id, static_cast<unsigned char*>(m_arena.ptr) + at, at};
    m_arenaUsed = at + need;
    return std::nullopt;
}

} // namespace kiln::harness
