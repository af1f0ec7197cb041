#include "sharedpool.h"

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
        return Failure{"harness_error", "cannot allocate " + std::to_string(bytes) + " bytes of shared memory: " + m_b.lastError()};
    const uint32_t id = ++s_nextId;
    m_buffers[id] = b;
    for (RunnerClient* r : m_runners)
        if (auto f = r->import(id, b))
            return f;
    out = {id, b.ptr};
    return std::nullopt;
}

} // namespace kiln::harness
