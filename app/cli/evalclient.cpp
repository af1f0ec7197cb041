// kiln eval-client --server NAME --token TOKEN [-D NAME=VALUE]... [--json]
// What ./kiln-eval in a workspace runs: hands the request to the Kiln that runs this workspace's run (over
// its abstract local socket), prints the report as it streams back and exits with its code: 0 pass,
// 1 fail, 3 error, 4 the evaluation budget is spent.
#include "clicommand.h"
#include "runners/jsonlinesreader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalSocket>

namespace kiln::cli {

int evalClientCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption server(QStringLiteral("server"), QStringLiteral("Socket name."), QStringLiteral("NAME"));
    QCommandLineOption token(QStringLiteral("token"), QStringLiteral("Workspace token."), QStringLiteral("TOKEN"));
    QCommandLineOption define(QStringLiteral("D"), QStringLiteral("Tunable NAME=VALUE."), QStringLiteral("NAME=VALUE"));
    QCommandLineOption json(QStringLiteral("json"), QStringLiteral("End with a JSON summary line."));
    p.addOptions({server, token, define, json});
    if (!p.parse(args) || !p.isSet(server) || !p.isSet(token))
        return usageExit(p, QStringLiteral("eval-client"));
    QJsonObject defines;
    for (const QString& d : p.values(define)) {
        const qsizetype eq = d.indexOf('=');
        if (eq <= 0) {
            err(QStringLiteral("kiln-eval: -D %1: expected NAME=VALUE").arg(d));
            return 2;
        }
        defines[d.left(eq)] = d.mid(eq + 1);
    }
    QLocalSocket s;
    s.setSocketOptions(QLocalSocket::AbstractNamespaceOption);
    s.connectToServer(p.value(server));
    if (!s.waitForConnected(10000)) {
        err(QStringLiteral(
                "kiln-eval: Kiln is not running this workspace's run any more (%1). Open Kiln and resume the "
                "run (kiln runs resume RUN).")
                .arg(s.errorString()));
        return 3;
    }
    s.write(QJsonDocument(QJsonObject{{"token", p.value(token)}, {"defines", defines}, {"json", p.isSet(json)}})
                .toJson(QJsonDocument::Compact) +
            '\n');
    s.flush();
    // An evaluation may wait for a GPU behind other runs: no timeout here, the run's own budget governs.
    JsonLinesReader reader;
    for (;;) {
        if (s.state() != QLocalSocket::ConnectedState && s.bytesAvailable() == 0) {
            err(QStringLiteral("kiln-eval: Kiln closed the connection before the report ended"));
            return 3;
        }
        s.waitForReadyRead(1000);
        for (const JsonLinesReader::Item& msg : reader.feed(s.readAll())) {
            if (msg.object.contains("line"))
                out(msg.object.value("line").toString());
            if (msg.object.contains("exit"))
                return msg.object.value("exit").toInt();
        }
    }
}

} // namespace kiln::cli
