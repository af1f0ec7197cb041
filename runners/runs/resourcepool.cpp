#include "resourcepool.h"

#include "runners/toolchains.h"
#include "runners/toolrun.h"

#include <QMetaObject>
#include <QRegularExpression>

namespace kiln {

ResourcePool::ResourcePool(int cpuSlots, const QStringList& gpuIds, QObject* parent)
    : QObject(parent), m_cpuSlots(std::max(1, cpuSlots)), m_freeCpus(m_cpuSlots), m_gpus(gpuIds)
{
}

ResourcePool::ResourcePool(ResourcePool* shared, const QStringList& onlyGpus)
    : QObject(shared), m_cpuSlots(1), m_freeCpus(1), m_shared(shared), m_onlyGpus(onlyGpus)
{
}

ResourcePool* ResourcePool::forDevice(const QString& device)
{
    if (m_shared)
        return m_shared->forDevice(device);
    const QString d = device.trimmed();
    if (d.isEmpty())
        return this;
    const QStringList ids = d == QLatin1String("cpu")
                                ? QStringList()
                                : d.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    const QString name = QStringLiteral("device:") + (d == QLatin1String("cpu") ? d : ids.join(QLatin1Char(',')));
    if (auto* view = findChild<ResourcePool*>(name, Qt::FindDirectChildrenOnly))
        return view;
    auto* view = new ResourcePool(this, ids);
    view->setObjectName(name);
    connect(this, &ResourcePool::changed, view, &ResourcePool::changed);
    return view;
}

QStringList ResourcePool::gpus() const
{
    return m_shared ? m_shared->usableGpus(m_onlyGpus) : m_gpus;
}

QStringList ResourcePool::usableGpus(const std::optional<QStringList>& onlyGpus) const
{
    if (!onlyGpus)
        return m_gpus;
    QStringList ids;
    for (const QString& id : m_gpus)
        if (onlyGpus->contains(id))
            ids << id;
    return ids;
}

QStringList ResourcePool::detectGpus()
{
    for (const char* var : {"KILN_GPUS", "CUDA_VISIBLE_DEVICES"}) {
        const QString v = qEnvironmentVariable(var).trimmed();
        if (v == QLatin1String("none")) // KILN_GPUS=none: this Kiln holds no GPU, whatever the machine has
            return {};
        if (!v.isEmpty())
            return v.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    }
    const ToolInfo smi = findTool(QStringLiteral("nvidia-smi"));
    if (!smi.found())
        return {};
    const ToolResult ran = runTool({smi.path, {QStringLiteral("-L")}, 10000});
    if (!ran.ok())
        return {};
    QStringList ids;
    for (const QString& line : QString::fromUtf8(ran.out).split('\n'))
        if (line.startsWith(QLatin1String("GPU ")))
            ids << QString::number(ids.size());
    return ids;
}

quint64 ResourcePool::acquire(Lease::Kind kind, Granted granted)
{
    if (m_shared)
        return m_shared->acquireFor(kind, std::move(granted), m_onlyGpus);
    return acquireFor(kind, std::move(granted), std::nullopt);
}

quint64 ResourcePool::acquireFor(Lease::Kind kind, Granted granted, const std::optional<QStringList>& onlyGpus)
{
    const quint64 ticket = m_nextTicket++;
    (kind == Lease::Kind::Gpu ? m_gpuQueue : m_cpuQueue).push_back({ticket, kind, std::move(granted), onlyGpus});
    // Granted from the event loop, never inside the caller's own call.
    QMetaObject::invokeMethod(this, &ResourcePool::grant, Qt::QueuedConnection);
    return ticket;
}

void ResourcePool::cancel(quint64 ticket)
{
    if (m_shared) {
        m_shared->cancel(ticket);
        return;
    }
    for (auto* q : {&m_cpuQueue, &m_gpuQueue})
        std::erase_if(*q, [&](const Request& r) { return r.ticket == ticket; });
}

void ResourcePool::release(const Lease& lease)
{
    if (m_shared) {
        m_shared->release(lease);
        return;
    }
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
    // GPUs: the oldest request that can be served gets the first free id it may hold; a request kept to a
    // busy GPU does not hold back a later one for another GPU. A request with no GPU it may hold (none on
    // this machine, or a view naming none of them) gets an empty id at once and the harness reports that it
    // finds no device: a verdict, not a wait forever. Scanned again from the front after every grant, since
    // `granted` may queue new requests.
    for (bool progress = true; progress;) {
        progress = false;
        for (std::size_t i = 0; i < m_gpuQueue.size(); ++i) {
            const QStringList usable = usableGpus(m_gpuQueue[i].onlyGpus);
            QString free;
            for (const QString& id : usable)
                if (!m_busyGpus.contains(id)) {
                    free = id;
                    break;
                }
            if (free.isEmpty() && !usable.isEmpty())
                continue; // waits for one of its GPUs
            Request r = std::move(m_gpuQueue[i]);
            m_gpuQueue.erase(m_gpuQueue.begin() + static_cast<std::ptrdiff_t>(i));
            if (!free.isEmpty())
                m_busyGpus << free;
            any = progress = true;
            r.granted(Lease{Lease::Kind::Gpu, 0, free});
            break;
        }
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
