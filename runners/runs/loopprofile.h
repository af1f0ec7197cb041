// LoopProfile: how long each step of the run manager held the event loop it runs on (count, total and
// longest), so `kiln bench runs` can say which step a stall of the loop falls on instead of guessing.
// A scope costs two clock reads; the profile is always on.
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <map>

namespace kiln {

class LoopProfile
{
public:
    struct Step
    {
        QString name;
        int count = 0;
        qint64 totalNs = 0, maxNs = 0;
    };
    void add(const char* step, qint64 ns);
    QList<Step> steps() const; // longest first
    void clear() { m_steps.clear(); }

    // Times the enclosing scope as `step` (a string literal).
    class Scope
    {
    public:
        Scope(LoopProfile& profile, const char* step) : m_profile(profile), m_step(step) { m_clock.start(); }
        ~Scope() { m_profile.add(m_step, m_clock.nsecsElapsed()); }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        LoopProfile& m_profile;
        const char* m_step;
        QElapsedTimer m_clock;
    };

private:
    std::map<const char*, Step> m_steps; // keyed by the literal's address: no string work per call
};

} // namespace kiln
