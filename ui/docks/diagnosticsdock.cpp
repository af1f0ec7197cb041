#include "diagnosticsdock.h"

#include "ui/models/diagnosticsdockmodel.h"

#include "model/diagnostics/diagnose.h"
#include "model/diagnostics/sassparser.h"
#include "model/store/runstore.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace kiln {

namespace {

struct Loaded
{
    QList<Finding> findings;
    QString status;
};

} // namespace

DiagnosticsDock::DiagnosticsDock(QWidget* parent) : QDockWidget(tr("Diagnostics"), parent)
{
    setObjectName(QStringLiteral("DiagnosticsDock"));
    m_model = new DiagnosticsDockModel(this);
    m_proxy = new DiagnosticsFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* bar = new QHBoxLayout;
    m_filter = new QLineEdit(w);
    m_filter->setPlaceholderText(tr("Filter: code, kernel, file, words of the message"));
    m_filter->setClearButtonEnabled(true);
    m_severity = new QComboBox(w);
    m_severity->addItem(tr("All severities"), static_cast<int>(FindingSeverity::Hint));
    m_severity->addItem(tr("Blocking and report"), static_cast<int>(FindingSeverity::Report));
    m_severity->addItem(tr("Blocking only"), static_cast<int>(FindingSeverity::Blocking));
    m_status = new QLabel(w);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_severity);
    bar->addWidget(m_status);
    layout->addLayout(bar);

    m_view = new QTableView(w);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(DiagnosticsDockModel::SeverityColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->setColumnWidth(DiagnosticsDockModel::SeverityColumn, 70);
    m_view->setColumnWidth(DiagnosticsDockModel::CodeColumn, 190);
    m_view->setColumnWidth(DiagnosticsDockModel::KernelColumn, 150);
    m_view->setColumnWidth(DiagnosticsDockModel::LocationColumn, 130);
    layout->addWidget(m_view);
    setWidget(w);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &DiagnosticsFilterProxy::setText);
    connect(m_severity, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setMaximumSeverity(static_cast<FindingSeverity>(m_severity->currentData().toInt())); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& i) {
        const QModelIndex s = m_proxy->mapToSource(i);
        const Finding& f = m_model->finding(s.row());
        emit findingActivated(m_model->candidate(s.row()), f.file, f.line);
    });
    setStatus(tr("no findings yet"));
}

QString DiagnosticsDock::statusText() const
{
    return m_status->text();
}

void DiagnosticsDock::setStatus(const QString& text)
{
    m_status->setText(text);
}

void DiagnosticsDock::showFindings(qint64 candidateId, const QList<Finding>& findings, const QString& title)
{
    m_load.cancel(); // an older background load must not overwrite this
    m_model->setFindings(candidateId, findings);
    setStatus(
        tr("%1%2 finding(s)").arg(title.isEmpty() ? QString() : title + QStringLiteral(": ")).arg(findings.size()));
}

void DiagnosticsDock::showCandidate(const QString& storePath, qint64 candidateId, const QString& title)
{
    setStatus(tr("loading …"));
    auto load = [storePath, candidateId] {
        Loaded l;
        RunStore store; // one connection per thread
        QString error;
        if (!store.open(storePath, &error)) {
            l.status = QObject::tr("cannot read the store: %1").arg(error);
            return l;
        }
        l.findings = store.diagnostics(candidateId);
        return l;
    };
    m_load.start(load, [this, candidateId, title](const Loaded& l) { // unless the user moved on
        m_model->setFindings(candidateId, l.findings);
        setStatus(l.status.isEmpty() ? tr("%1%2 finding(s)")
                                           .arg(title.isEmpty() ? QString() : title + QStringLiteral(": "))
                                           .arg(l.findings.size())
                                     : l.status);
        emit loaded();
    });
}

void DiagnosticsDock::analyseSassFile(const QString& path, const QStringList& tags)
{
    setStatus(tr("parsing %1 …").arg(QFileInfo(path).fileName()));
    auto analyse = [path, tags] {
        Loaded l;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            l.status = QObject::tr("cannot read %1: %2").arg(path, f.errorString());
            return l;
        }
        QElapsedTimer t;
        t.start();
        DiagnosticsInput in;
        in.backend = QStringLiteral("cuda");
        in.tags = tags;
        in.sass = f.readAll();
        const DiagnosticsReport rep = diagnose(in, defaultRules());
        l.findings = rep.findings;
        const double mb = double(in.sass.size()) / (1 << 20);
        l.status = QObject::tr("%1: %2 kernel(s), %3 analysed in %4 ms")
                       .arg(QFileInfo(path).fileName())
                       .arg(rep.kernels.size() - 1)
                       .arg(mb >= 1 ? QStringLiteral("%1 MB").arg(mb, 0, 'f', 1)
                                    : QStringLiteral("%1 KB").arg(double(in.sass.size()) / 1024, 0, 'f', 0))
                       .arg(t.elapsed());
        return l;
    };
    m_load.start(analyse, [this](const Loaded& l) {
        m_model->setFindings(0, l.findings);
        setStatus(l.status);
        emit loaded();
    });
}

} // namespace kiln
