#include "loopprofile.h"

#include <algorithm>

namespace kiln {

void LoopProfile::add(const char* step, qint64 ns)
{
    Step& s = m_steps[step];
    ++s.count;
    s.totalNs += ns;
    s.maxNs = std::max(s.maxNs, ns);
}

QList<LoopProfile::Step> LoopProfile::steps() const
{
    QList<Step> out;
    for (const auto& [name, s] : m_steps) {
        out << s;
        out.last().name = QString::fromLatin1(name);
    }
    std::sort(out.begin(), out.end(), [](const Step& a, const Step& b) { return a.maxNs > b.maxNs; });
    return out;
}

} // namespace kiln
