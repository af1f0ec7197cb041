#include "resourcepool.h"

#include "runners/toolchains.h"

#include <QMetaObject>
#include <QProcess>
#include <QRegularExpression>

namespace kiln {

ResourcePool::ResourcePool(int cpuSlots, const QStringList& gpuIds, QObject* parent)
    : QObject(parent), m_cpuSlots(std::max(1, cpuSlots)), m_freeCpus(m_cpuSlots), m_gpus(gpuIds)
{
}

QStringList ResourcePool::detectGpus()
{
    for (const char* var : {"KILN_GPUS", "CUDA_VISIBLE_DEVICES"}) {
        const QString v = qEnvironmentVariable(var).trimmed();
        if (!v.isEmpty())
            return v.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    }
    const ToolInfo smi = findTool(QStringLiteral("nvidia-smi"));
    if (!smi.found())
        return {};
    QProcess p;
    p.start(smi.path, {QStringLiteral("-L")});
    if (!p.waitForFinished(10000))
        return {};
    QStringList ids;
    for (const QString& line : QString::fromUtf8(p.readAllStandardOutput()).split('\n'))
        if (line.startsWith(QLatin1String("GPU ")))
            ids << QString::number(ids.size());
    return ids;
}

quint64 ResourcePool::acquire(Lease::Kind kind, Granted granted)
{
    const quint64 ticket = m_nextTicket++;
    (kind == Lease::Kind::Gpu ? m_gpuQueue : m_cpuQueue).push_back({ticket, kind, std::move(granted)});
    // Granted from the event loop, never inside the caller's own call.
    QMetaObject::invokeMethod(this, &ResourcePool::grant, Qt::QueuedConnection);
    return ticket;
}

void ResourcePool::cancel(quint64 ticket)
{
    for (auto* q : {&m_cpuQueue, &m_gpuQueue})
        std::erase_if(*q, [&](const Request& r) { return r.ticket == ticket; });
}

void ResourcePool::release(const Lease& lease)
{
    if (lease.kind == Lease::Kind::Gpu)
        m_busyGpus.removeOne(lease.gpu);
    else
        m_freeCpus = std::min(m_cpuSlots, m_freeCpus + lease.cpus);
    emit changed();
    QMetaObject::invokeMethod(this, &ResourcePool::grant, Qt::QueuedConnection);
}

void ResourcePool::grant()
{
    bool any = false;
    // GPUs: the first free id to the oldest request. Without any GPU a request gets an empty id and the
    // harness reports that it finds no device (a verdict, not a wait forever).
    while (!m_gpuQueue.empty() && (m_gpus.isEmpty() || m_busyGpus.size() < m_gpus.size())) {
        Request r = std::move(m_gpuQueue.front());
        m_gpuQueue.pop_front();
        Lease l{Lease::Kind::Gpu, 0, {}};
        for (const QString& id : m_gpus)
            if (!m_busyGpus.contains(id)) {
                l.gpu = id;
                break;
            }
        if (!l.gpu.isEmpty())
            m_busyGpus << l.gpu;
        any = true;
        r.granted(l);
    }
    // CPU slots in strict FIFO order: a waiting timed host run (all slots) is not overtaken by compiles.
    while (!m_cpuQueue.empty()) {
        const int need = m_cpuQueue.front().kind == Lease::Kind::AllCpus ? m_cpuSlots : 1;
        if (m_freeCpus < need)
            break;
        Request r = std::move(m_cpuQueue.front());
        m_cpuQueue.pop_front();
        m_freeCpus -= need;
        any = true;
        r.granted(Lease{r.kind, need, {}});
    }
    if (any)
        emit changed();
}

} // namespace kiln
