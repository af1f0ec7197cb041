#include "builtinadapters.h"

#include <QCoreApplication>

namespace kiln {

QString kilnProgram()
{
    const QString env = qEnvironmentVariable("KILN_PROGRAM");
    return env.isEmpty() ? QCoreApplication::applicationFilePath() : env;
}

namespace {

class BuiltinAdapter final : public AgentAdapter
{
public:
    BuiltinAdapter(QString name, QString display, QString subcommand)
        : m_name(std::move(name)), m_display(std::move(display)), m_subcommand(std::move(subcommand))
    {
    }
    QString name() const override { return m_name; }
    QString displayName() const override { return m_display; }
    bool builtIn() const override { return true; }
    AgentCommand command(const AgentInvocation& inv) const override
    {
        return {kilnProgram(), QStringList{m_subcommand} + inv.settings.extraArgs, {}};
    }
    // Their output is plain text for people (what is tried, what came back): log lines of the transcript.
    QList<TranscriptEvent> parseLine(const QByteArray& line) override
    {
        if (line.trimmed().isEmpty())
            return {};
        TranscriptEvent e;
        e.kind = QStringLiteral("log");
        e.text = QString::fromUtf8(line);
        return {e};
    }

private:
    QString m_name, m_display, m_subcommand;
};

} // namespace

std::unique_ptr<AgentAdapter> makeBuiltinAdapter(const QString& name)
{
    if (name == QLatin1String("tune"))
        return std::make_unique<BuiltinAdapter>(name, QStringLiteral("Tune (built in)"), QStringLiteral("agent-tune"));
    if (name == QLatin1String("replay"))
        return std::make_unique<BuiltinAdapter>(name, QStringLiteral("Replay (built in)"),
                                                QStringLiteral("agent-replay"));
    return nullptr;
}

} // namespace kiln
