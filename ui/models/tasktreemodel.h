// TaskTreeModel: the task browser's tree, suite / category / difficulty / task, with columns for
// backend, weight and the best results across runs. Suites are added whole (each arrives from a
// background load) and can be removed; rows are inserted incrementally, never reset.
#pragma once

#include "model/tasks/suiteloader.h"

#include <QAbstractItemModel>
#include <memory>
#include <vector>

namespace kiln {

class TaskTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, BackendColumn, WeightColumn, BestSpeedupColumn, BestRooflineColumn, ColumnCount };
    enum Role { TaskIdRole = Qt::UserRole + 1, SearchTextRole, NodeKindRole, SuiteRootRole };
    enum class NodeKind { Suite, Category, Difficulty, Task };

    explicit TaskTreeModel(QObject* parent = nullptr);
    ~TaskTreeModel() override;

    // Adds a suite, or replaces the one with the same root.
    void addSuite(const Suite& suite);
    void removeSuite(const QString& root);
    int suiteCount() const { return static_cast<int>(m_suites.size()); }
    int taskCount() const;
    const Task* task(const QString& id) const;
    QList<Task> allTasks() const; // of every suite, in suite order
    QModelIndex indexOfTask(const QString& id) const;
    // Best results shown in the last two columns (filled by the run store in later milestones).
    void setBestResult(const QString& taskId, double speedup, double fractionOfRoofline);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    Node* nodeOf(const QModelIndex& index) const;
    QModelIndex indexOfNode(const Node* node, int column = 0) const;
    std::unique_ptr<Node> buildSuiteNode(const Suite& suite);

    std::unique_ptr<Node> m_root;
    std::vector<std::shared_ptr<const Suite>> m_suites;
    struct Best
    {
        double speedup = 0, roofline = 0;
    };
    QHash<QString, Best> m_best;
};

} // namespace kiln
