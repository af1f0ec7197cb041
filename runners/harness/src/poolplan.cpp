#include "poolplan.h"

namespace kiln::harness {

namespace {
constexpr size_t kPage = size_t{2} << 20;
}

PoolPlan::PoolPlan(size_t peakBytes, size_t budgetBytes)
{
    if (peakBytes == 0)
        return;
    m_mapped = (2 * peakBytes + kPage - 1) / kPage * kPage;
    m_maxPools = budgetBytes / m_mapped;
}

int PoolPlan::poolFor(int address, bool traded)
{
    if (!active())
        return -1;
    const auto key = std::make_pair(address, traded);
    if (auto it = m_pools.find(key); it != m_pools.end())
        return it->second;
    const int pool = static_cast<int>(m_pools.size() % m_maxPools);
    m_pools.emplace(key, pool);
    return pool;
}

} // namespace kiln::harness
