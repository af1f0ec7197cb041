#include "evalserver.h"

#include "runners/jsonlinesreader.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocalSocket>
#include <QRandomGenerator>
#include <QUuid>

#include <memory>

namespace kiln {

namespace {

constexpr qsizetype kMaxRequestBytes = 1024 * 1024; // a request is a token and a few defines

} // namespace

EvalClient::EvalClient(QLocalSocket* socket, QObject* parent) : QObject(parent), m_socket(socket)
{
}

bool EvalClient::connected() const
{
    return m_socket && m_socket->state() == QLocalSocket::ConnectedState;
}

void EvalClient::sendLine(const QString& line)
{
    if (connected())
        m_socket->write(QJsonDocument(QJsonObject{{"line", line}}).toJson(QJsonDocument::Compact) + '\n');
}

void EvalClient::finish(int exitCode)
{
    if (connected()) {
        m_socket->write(QJsonDocument(QJsonObject{{"exit", exitCode}}).toJson(QJsonDocument::Compact) + '\n');
        m_socket->flush();
        m_socket->disconnectFromServer();
    }
    deleteLater();
}

EvalServer::EvalServer(QObject* parent) : QObject(parent)
{
    connect(&m_server, &QLocalServer::newConnection, this, &EvalServer::onConnection);
}

bool EvalServer::listen(QString* error)
{
    m_server.setSocketOptions(QLocalServer::AbstractNamespaceOption);
    m_name = QStringLiteral("kiln-eval-%1-%2")
                 .arg(QCoreApplication::applicationPid())
                 .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    if (!m_server.listen(m_name)) {
        *error = QStringLiteral("cannot open the kiln-eval socket %1: %2").arg(m_name, m_server.errorString());
        return false;
    }
    return true;
}

QString EvalServer::addToken(const QString& key)
{
    const QString token = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_tokens.insert(token, key);
    return token;
}

void EvalServer::removeToken(const QString& token)
{
    m_tokens.remove(token);
}

void EvalServer::onConnection()
{
    while (QLocalSocket* s = m_server.nextPendingConnection()) {
        connect(s, &QLocalSocket::disconnected, s, &QObject::deleteLater);
        // The first line is the request. Anything in a workspace can connect: a line without an end is not
        // buffered without bound (the reader keeps at most kMaxRequestBytes of it), and what is not a JSON
        // object is answered like a request without a valid token.
        auto reader = std::make_shared<JsonLinesReader>();
        reader->setMaxLineBytes(kMaxRequestBytes);
        connect(s, &QLocalSocket::readyRead, this, [this, s, reader] {
            if (s->property("kilnHandled").toBool())
                return;
            const QList<JsonLinesReader::Item> lines = reader->feed(s->readAll());
            if (lines.isEmpty())
                return;
            s->setProperty("kilnHandled", true);
            const QJsonObject req = lines.first().object;
            auto* client = new EvalClient(s, this);
            const QString key = m_tokens.value(req.value("token").toString());
            if (key.isEmpty()) {
                client->sendLine(QStringLiteral("kiln-eval: this workspace's run is not active in this Kiln (was it "
                                                "cancelled or interrupted?)"));
                client->finish(3);
                return;
            }
            emit request(key, req, client);
        });
    }
}

QString kilnEvalScript(const QString& kilnProgram, const QString& serverName, const QString& token)
{
    return QStringLiteral("#!/bin/sh\n# Evaluates the kernel in this folder and prints the report (Kiln).\n"
                          "# Usage: ./kiln-eval [-D NAME=VALUE]...\n"
                          "exec '%1' eval-client --server '%2' --token '%3' \"$@\"\n")
        .arg(kilnProgram, serverName, token);
}

} // namespace kiln
