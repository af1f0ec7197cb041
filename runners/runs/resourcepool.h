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
#include <optional>

namespace kiln {

struct Lease
{
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
    // The pool one run evaluates through, from its RunConfig::device: "" is this pool; "0,2" a view that
    // grants only those GPU ids; "cpu" a view that grants no GPU (the run was told to keep to the host's CPU,
    // so a GPU evaluation gets an empty id and the harness says it finds no device). A view shares this pool's
    // CPU slots, busy GPUs and queues; it is owned by this pool and kept for later runs with the same device.
    ResourcePool* forDevice(const QString& device);

    using Granted = std::function<void(const Lease&)>;
    // Returns a ticket that cancel() takes while the request still waits.
    quint64 acquire(Lease::Kind kind, Granted granted);
    void cancel(quint64 ticket);
    void release(const Lease& lease);

    int cpuSlots() const { return m_shared ? m_shared->cpuSlots() : m_cpuSlots; }
    int cpusInUse() const { return m_shared ? m_shared->cpusInUse() : m_cpuSlots - m_freeCpus; }
    QStringList gpus() const; // a view: the ids of the shared pool it may grant
    QStringList gpusInUse() const { return m_shared ? m_shared->gpusInUse() : m_busyGpus; }
    int waiting() const
    {
        return m_shared ? m_shared->waiting() : static_cast<int>(m_cpuQueue.size() + m_gpuQueue.size());
    }

signals:
    void changed();

private:
    struct Request
    {
        quint64 ticket;
        Lease::Kind kind;
        Granted granted;
        std::optional<QStringList> onlyGpus; // from a view: the GPU ids this request may hold
    };
    ResourcePool(ResourcePool* shared, const QStringList& onlyGpus);
    quint64 acquireFor(Lease::Kind kind, Granted granted, const std::optional<QStringList>& onlyGpus);
    QStringList usableGpus(const std::optional<QStringList>& onlyGpus) const;
    void grant();

    ResourcePool* m_shared = nullptr; // set for a view
    std::optional<QStringList> m_onlyGpus;

    int m_cpuSlots, m_freeCpus;
    QStringList m_gpus, m_busyGpus;
    std::deque<Request> m_cpuQueue, m_gpuQueue;
    quint64 m_nextTicket = 1;
};

} // namespace kiln
