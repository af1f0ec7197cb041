// KilnToolDialog: runs one `kiln` subcommand (export-patch, dispatch) as its own process and shows what it
// says as it says it, with Stop while it runs and its outcome when it ends. The window never waits for it
// (QProcess signals); the command's results reach the store, which the windows already follow.
#pragma once

#include <QDialog>
#include <QProcess>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace kiln {

class KilnToolDialog : public QDialog
{
    Q_OBJECT
public:
    KilnToolDialog(const QString& title, const QStringList& arguments, QWidget* parent = nullptr);
    ~KilnToolDialog() override;

    QPlainTextEdit* output() const { return m_output; }
    QLabel* status() const { return m_status; }
    bool isRunning() const { return m_process.state() != QProcess::NotRunning; }

signals:
    void finished(int exitCode); // -1 when it crashed, could not start or was stopped

private:
    void append(const QByteArray& text);
    void ended(int exitCode, QProcess::ExitStatus status);

    QProcess m_process;
    QPlainTextEdit* m_output;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    bool m_stopped = false;
};

} // namespace kiln
