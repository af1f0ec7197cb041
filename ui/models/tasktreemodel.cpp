#include "tasktreemodel.h"

#include "model/resourcepaths.h"
#include "ui/models/commandtaskmark.h"

#include <QBrush>
#include <QDir>
#include <QFont>

namespace kiln {

struct TaskTreeModel::Node
{
    NodeKind kind = NodeKind::Suite;
    QString label;
    const Task* task = nullptr; // for Task nodes, owned by the suite
    QString suiteRoot;
    Node* parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;
    int row = 0;

    Node* add(std::unique_ptr<Node> child)
    {
        child->parent = this;
        child->row = static_cast<int>(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
    int taskCount() const
    {
        if (kind == NodeKind::Task)
            return 1;
        int n = 0;
        for (const auto& c : children)
            n += c->taskCount();
        return n;
    }
};

TaskTreeModel::TaskTreeModel(QObject* parent) : QAbstractItemModel(parent), m_root(std::make_unique<Node>())
{
}

TaskTreeModel::~TaskTreeModel() = default;

std::unique_ptr<TaskTreeModel::Node> TaskTreeModel::buildSuiteNode(const Suite& suite)
{
    auto sn = std::make_unique<Node>();
    sn->kind = NodeKind::Suite;
    sn->suiteRoot = suite.root;
    if (QDir(suite.root) == QDir(bundledSuiteDir()))
        sn->label = tr("Bundled suite");
    else if (suite.kind == SuiteKind::Kiln)
        sn->label = QDir(suite.root).dirName();
    else
        sn->label = QStringLiteral("%1 (%2)").arg(QDir(suite.root).dirName(), suiteKindName(suite.kind));
    QMap<QString, QMap<int, QList<const Task*>>> grouped;
    for (const auto& t : suite.tasks)
        grouped[t.category][t.difficulty] << &t;
    for (auto c = grouped.begin(); c != grouped.end(); ++c) {
        auto cn = std::make_unique<Node>();
        cn->kind = NodeKind::Category;
        cn->label = c.key();
        cn->suiteRoot = suite.root;
        for (auto d = c.value().begin(); d != c.value().end(); ++d) {
            auto dn = std::make_unique<Node>();
            dn->kind = NodeKind::Difficulty;
            dn->label = QStringLiteral("difficulty %1").arg(d.key());
            dn->suiteRoot = suite.root;
            for (const Task* t : d.value()) {
                auto tn = std::make_unique<Node>();
                tn->kind = NodeKind::Task;
                tn->task = t;
                tn->label = t->id.section(QLatin1Char('/'), -1); // short and recognisable; the title is in the tooltip
                tn->suiteRoot = suite.root;
                dn->add(std::move(tn));
            }
            cn->add(std::move(dn));
        }
        sn->add(std::move(cn));
    }
    return sn;
}

void TaskTreeModel::addSuite(const Suite& suite)
{
    removeSuite(suite.root);
    auto shared = std::make_shared<const Suite>(suite);
    auto node = buildSuiteNode(*shared);
    const int row = static_cast<int>(m_root->children.size());
    beginInsertRows({}, row, row);
    m_suites.push_back(shared);
    m_root->add(std::move(node));
    endInsertRows();
}

void TaskTreeModel::removeSuite(const QString& root)
{
    for (int i = 0; i < static_cast<int>(m_root->children.size()); ++i) {
        if (m_root->children[i]->suiteRoot != root)
            continue;
        beginRemoveRows({}, i, i);
        m_root->children.erase(m_root->children.begin() + i);
        for (int r = 0; r < static_cast<int>(m_root->children.size()); ++r)
            m_root->children[r]->row = r;
        m_suites.erase(m_suites.begin() + i);
        endRemoveRows();
        return;
    }
}

int TaskTreeModel::taskCount() const
{
    return m_root->taskCount();
}

QList<Task> TaskTreeModel::allTasks() const
{
    QList<Task> all;
    for (const auto& s : m_suites)
        all += s->tasks;
    return all;
}

const Task* TaskTreeModel::task(const QString& id) const
{
    for (const auto& s : m_suites)
        if (const Task* t = s->find(id))
            return t;
    return nullptr;
}

QModelIndex TaskTreeModel::indexOfTask(const QString& id) const
{
    for (const auto& s : m_root->children)
        for (const auto& c : s->children)
            for (const auto& d : c->children)
                for (const auto& t : d->children)
                    if (t->task->id == id)
                        return indexOfNode(t.get());
    return {};
}

void TaskTreeModel::setBestResult(const QString& taskId, double speedup, double fractionOfRoofline)
{
    m_best[taskId] = {speedup, fractionOfRoofline};
    const QModelIndex i = indexOfTask(taskId);
    if (i.isValid())
        emit dataChanged(i.siblingAtColumn(BestSpeedupColumn), i.siblingAtColumn(BestRooflineColumn));
}

TaskTreeModel::Node* TaskTreeModel::nodeOf(const QModelIndex& index) const
{
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : m_root.get();
}

QModelIndex TaskTreeModel::indexOfNode(const Node* node, int column) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row, column, const_cast<Node*>(node));
}

QModelIndex TaskTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const Node* p = nodeOf(parent);
    return createIndex(row, column, p->children[static_cast<size_t>(row)].get());
}

QModelIndex TaskTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    return indexOfNode(nodeOf(child)->parent);
}

int TaskTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return static_cast<int>(nodeOf(parent)->children.size());
}

int TaskTreeModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

QVariant TaskTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Node* n = nodeOf(index);
    const Task* t = n->task;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return n->kind == NodeKind::Task ? n->label : QStringLiteral("%1 (%2)").arg(n->label).arg(n->taskCount());
        case BackendColumn:
            if (t && t->isCommand())
                return QStringLiteral("%1 · %2").arg(t->backend, commandTaskMark());
            return t ? t->backend : QVariant();
        case WeightColumn:
            return t ? QVariant(t->weight) : QVariant();
        case BestSpeedupColumn:
            if (t && m_best.contains(t->id))
                return QStringLiteral("%1x").arg(m_best.value(t->id).speedup, 0, 'f', 2);
            return t ? QStringLiteral("—") : QVariant();
        case BestRooflineColumn:
            if (t && m_best.contains(t->id))
                return QStringLiteral("%1%").arg(100 * m_best.value(t->id).roofline, 0, 'f', 0);
            return t ? QStringLiteral("—") : QVariant();
        }
        return {};
    case Qt::ToolTipRole:
        if (t)
            return QStringLiteral("%1\n%2\n%3\ntags: %4\nweight %5 — %6%7")
                .arg(t->title, t->id, t->folder, t->tags.join(", "))
                .arg(t->weight)
                .arg(t->weightSource, t->isCommand() ? QStringLiteral("\n\n") + commandTaskNote() : QString());
        return n->kind == NodeKind::Suite ? n->suiteRoot : QVariant();
    case Qt::FontRole:
        if (n->kind == NodeKind::Suite) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= WeightColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (t && t->isCommand() && index.column() == BackendColumn)
            return QBrush(commandTaskColor());
        return {};
    case CommandTaskRole:
        return t && t->isCommand();
    case TaskIdRole:
        return t ? t->id : QVariant();
    case SearchTextRole:
        if (!t)
            return {};
        return QStringList{t->id, t->title, t->category, t->backend, t->tags.join(' ')}.join(' ');
    case NodeKindRole:
        return static_cast<int>(n->kind);
    case SuiteRootRole:
        return n->suiteRoot;
    }
    return {};
}

QVariant TaskTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Task");
    case BackendColumn:
        return tr("Backend");
    case WeightColumn:
        return tr("Weight");
    case BestSpeedupColumn:
        return tr("Best speedup");
    case BestRooflineColumn:
        return tr("Best % SOL");
    }
    return {};
}

} // namespace kiln
