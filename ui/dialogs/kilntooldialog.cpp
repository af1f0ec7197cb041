#include "kilntooldialog.h"

#include "runners/agents/builtinadapters.h" // kilnProgram(): $KILN_PROGRAM, else this application

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace kiln {

KilnToolDialog::KilnToolDialog(const QString& title, const QStringList& arguments, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(title);
    setAttribute(Qt::WA_DeleteOnClose);
    resize(900, 520);
    auto* layout = new QVBoxLayout(this);
    auto* command = new QLabel(QStringLiteral("<code>kiln %1</code>").arg(arguments.join(' ').toHtmlEscaped()), this);
    command->setTextInteractionFlags(Qt::TextSelectableByMouse);
    command->setWordWrap(true);
    layout->addWidget(command);
    m_output = new QPlainTextEdit(this);
    m_output->setObjectName(QStringLiteral("KilnToolOutput"));
    m_output->setReadOnly(true);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setLineWrapMode(QPlainTextEdit::NoWrap);
    layout->addWidget(m_output, 1);
    m_status = new QLabel(tr("running…"), this);
    m_status->setObjectName(QStringLiteral("KilnToolStatus"));
    layout->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* stop = m_buttons->addButton(tr("Stop"), QDialogButtonBox::RejectRole);
    stop->setObjectName(QStringLiteral("KilnToolStop"));
    m_buttons->button(QDialogButtonBox::Close)->setEnabled(false);
    connect(stop, &QPushButton::clicked, this, [this] {
        m_stopped = true;
        m_process.terminate();
    });
    connect(m_buttons->button(QDialogButtonBox::Close), &QPushButton::clicked, this, &QDialog::accept);
    layout->addWidget(m_buttons);

    m_process.setProcessChannelMode(QProcess::MergedChannels);
    connect(&m_process, &QProcess::readyRead, this, [this] { append(m_process.readAll()); });
    connect(&m_process, &QProcess::finished, this, &KilnToolDialog::ended);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            ended(-1, QProcess::CrashExit);
    });
    m_process.start(kilnProgram(), arguments);
}

KilnToolDialog::~KilnToolDialog()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(2000);
    }
}

void KilnToolDialog::append(const QByteArray& text)
{
    QScrollBar* bar = m_output->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    m_output->moveCursor(QTextCursor::End);
    m_output->insertPlainText(QString::fromUtf8(text));
    if (atEnd)
        bar->setValue(bar->maximum());
}

void KilnToolDialog::ended(int exitCode, QProcess::ExitStatus status)
{
    append(m_process.readAll());
    const bool normal = status == QProcess::NormalExit && !m_stopped;
    const int code = normal ? exitCode : -1;
    if (m_process.error() == QProcess::FailedToStart)
        m_status->setText(tr("could not start %1: %2").arg(kilnProgram(), m_process.errorString()));
    else if (m_stopped)
        m_status->setText(tr("stopped"));
    else if (!normal)
        m_status->setText(tr("ended abnormally (%1)").arg(m_process.errorString()));
    else
        m_status->setText(code == 0   ? tr("done")
                          : code == 1 ? tr("done: a negative result (exit 1)")
                                      : tr("failed (exit %1): see above").arg(code));
    m_buttons->button(QDialogButtonBox::Close)->setEnabled(true);
    for (QAbstractButton* b : m_buttons->buttons())
        if (b->objectName() == QLatin1String("KilnToolStop"))
            b->setEnabled(false);
    emit finished(code);
}

} // namespace kiln
