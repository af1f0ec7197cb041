// ConfigTableModel: a task's visible configurations on one device: parameters, FLOPs, bytes, arithmetic
// intensity, speed-of-light time and which roof bounds it. Hidden configurations are never listed.
#pragma once

#include "model/device/devicespec.h"
#include "model/tasks/taskresolver.h"

#include "flattablemodel.h"
#include <optional>

namespace kiln {

class ConfigTableModel : public FlatTableModel
{
    Q_OBJECT
public:
    explicit ConfigTableModel(QObject* parent = nullptr);
    void setTask(const Task* task, const std::optional<DeviceSpec>& device);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString name;
        QString params;
        std::optional<ResolvedConfig> resolved;
        QString error;
        double solSeconds = 0;
        bool memoryBound = true;
    };
    QList<Row> m_rows;
    bool m_hasDevice = false;
};

} // namespace kiln
