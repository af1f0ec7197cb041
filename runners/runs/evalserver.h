// EvalServer: where ./kiln-eval calls back into Kiln. A local socket in the abstract namespace (no file
// to hide or leak; reachable from inside bubblewrap, which keeps the network namespace) that takes one
// request per connection: a JSON line {"token", "defines"}. The token says which run and task the
// workspace belongs to. The answer streams back as JSON lines {"line": text} and ends with {"exit": code}.
#pragma once

#include <QJsonObject>
#include <QLocalServer>
#include <QMap>
#include <QPointer>

class QLocalSocket;

namespace kiln {

// One connected ./kiln-eval waiting for its report.
class EvalClient : public QObject
{
    Q_OBJECT
public:
    explicit EvalClient(QLocalSocket* socket, QObject* parent = nullptr);
    void sendLine(const QString& line);
    void finish(int exitCode);
    bool connected() const;

private:
    QPointer<QLocalSocket> m_socket;
};

class EvalServer : public QObject
{
    Q_OBJECT
public:
    explicit EvalServer(QObject* parent = nullptr);
    bool listen(QString* error);
    QString name() const { return m_name; }
    // A fresh secret for one workspace; requests carrying it are signalled with the key.
    QString addToken(const QString& key);
    void removeToken(const QString& token);

signals:
    // `client` belongs to the server; call finish() on it exactly once.
    void request(const QString& key, const QJsonObject& request, kiln::EvalClient* client);

private:
    void onConnection();
    QLocalServer m_server;
    QString m_name;
    QMap<QString, QString> m_tokens; // token -> key
};

// The ./kiln-eval script placed in a workspace.
QString kilnEvalScript(const QString& kilnProgram, const QString& serverName, const QString& token);

} // namespace kiln
