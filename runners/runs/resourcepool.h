// ResourcePool: the CPU slots and GPUs that evaluations hold while they run. Compiles take one CPU slot
// each (so they run in parallel up to the core count); a timed GPU evaluation holds one GPU, named by its
// CUDA_VISIBLE_DEVICES-style id; a timed host evaluation holds every CPU slot, so nothing compiles beside
// the kernel being timed. Requests wait in FIFO order per kind and are granted through a callback from the
// event loop: nobody blocks.
#pragma once

#include <QObject>
#include <QStringList>
#include <deque>
#include <functional>

namespace kiln {

struct Lease {
    enum class Kind { Cpu, Gpu, AllCpus };
    Kind kind = Kind::Cpu;
    int cpus = 0;
    QString gpu; // the GPU id for Kind::Gpu
};

class ResourcePool : public QObject
{
    Q_OBJECT
public:
    ResourcePool(int cpuSlots, const QStringList& gpuIds, QObject* parent = nullptr);
    // The GPUs this machine offers Kiln: $KILN_GPUS ("0,1"), else $CUDA_VISIBLE_DEVICES, else one id per
    // GPU nvidia-smi lists; empty without a GPU.
    static QStringList detectGpus();

    using Granted = std::function<void(const Lease&)>;
    // Returns a ticket that cancel() takes while the request still waits.
    quint64 acquire(Lease::Kind kind, Granted granted);
    void cancel(quint64 ticket);
    void release(const Lease& lease);

    int cpuSlots() const { return m_cpuSlots; }
    int cpusInUse() const { return m_cpuSlots - m_freeCpus; }
    QStringList gpus() const { return m_gpus; }
    QStringList gpusInUse() const { return m_busyGpus; }
    int waiting() const { return static_cast<int>(m_cpuQueue.size() + m_gpuQueue.size()); }

signals:
    void changed();

private:
    struct Request {
        quint64 ticket;
        Lease::Kind kind;
        Granted granted;
    };
    void grant();

    int m_cpuSlots, m_freeCpus;
    QStringList m_gpus, m_busyGpus;
    std::deque<Request> m_cpuQueue, m_gpuQueue;
    quint64 m_nextTicket = 1;
};

} // namespace kiln
