#include "configtablemodel.h"

#include "model/device/roofline.h"
#include "model/units.h"

namespace kiln {

namespace {
enum Column { Name, Params, Flops, Bytes, Intensity, Sol, Bound, ColumnCount };
}

ConfigTableModel::ConfigTableModel(QObject* parent)
    : FlatTableModel({{Name, tr("Config")},
                      {Params, tr("Parameters")},
                      {Flops, tr("FLOPs")},
                      {Bytes, tr("Bytes")},
                      {Intensity, tr("FLOP/byte")},
                      {Sol, tr("T_SOL")},
                      {Bound, tr("Bound by")}},
                     parent)
{
}

void ConfigTableModel::setTask(const Task* task, const std::optional<DeviceSpec>& device)
{
    beginResetModel();
    m_rows.clear();
    m_hasDevice = device.has_value();
    if (task) {
        TaskResolver resolver(*task);
        for (const auto& c : task->configs) {
            Row r;
            r.name = c.name;
            QStringList p;
            for (auto it = c.values.begin(); it != c.values.end(); ++it)
                p << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
            r.params = p.join(QStringLiteral("  "));
            r.resolved = resolver.resolve(c, &r.error);
            if (r.resolved && device) {
                const SolBound b = speedOfLight(r.resolved->flops, r.resolved->bytes, *device);
                r.solSeconds = b.seconds();
                r.memoryBound = b.memoryBound();
            }
            m_rows << r;
        }
    }
    endResetModel();
}

int ConfigTableModel::rowCount(const QModelIndex& parent) const
{
    return rowsUnder(parent, m_rows.size());
}

QVariant ConfigTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Row& r = m_rows[index.row()];
    if (role == Qt::ToolTipRole && !r.error.isEmpty())
        return r.error;
    if (role == Qt::TextAlignmentRole && index.column() >= Flops)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return r.name;
    case Params:
        return r.params;
    case Flops:
        return r.resolved ? formatSi(r.resolved->totalFlops(), QStringLiteral("FLOP")) : r.error;
    case Bytes:
        return r.resolved ? formatSi(r.resolved->bytes, QStringLiteral("B")) : QString();
    case Intensity:
        return r.resolved ? QString::number(r.resolved->arithmeticIntensity(), 'g', 3) : QString();
    case Sol:
        return m_hasDevice && r.resolved ? formatSeconds(r.solSeconds) : QStringLiteral("—");
    case Bound:
        return m_hasDevice && r.resolved ? (r.memoryBound ? tr("memory") : tr("compute")) : QString();
    }
    return {};
}

} // namespace kiln
