// DiagnosticsStep: after the harness has compiled (and run) a candidate, reads what the compile left behind
// (the compiler's output with ptxas -v / AMDGPU remarks, PTX from nvcc -keep, the AMDGPU .s from
// --save-temps, Triton's cache), disassembles the cubins with nvdisasm -g (or cuobjdump -sass) when this
// machine has them, and runs model/diagnostics on it off the GUI thread. The result is one
// {"event": "diagnostics", "findings": [...], "notes": [...], "kernels": [...]} event: EvalResult folds it,
// the report prints its top findings, the store keeps them. `finished` comes exactly once.
#pragma once

#include "model/evaluation/evalresult.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QStringList>

namespace kiln {

class DiagnosticsStep : public QObject
{
    Q_OBJECT
public:
    // `request` is the harness request (its "diagnostics" block and the candidate's build command);
    // `folder` is where its request.json lives (Triton's cache is folder/triton-cache).
    DiagnosticsStep(const QJsonObject& request, const EvalResult& result, const QString& folder,
                    QObject* parent = nullptr);
    ~DiagnosticsStep() override;

    // True when the request says what to analyse (requests from Kiln do; hand-written ones may not) and
    // the backend has IR to analyse (not host).
    static bool applies(const QJsonObject& request);
    // Where the Python harness should point TRITON_CACHE_DIR so the IR stages can be read afterwards.
    static QString tritonCacheDir(const QString& folder);

    void start();

signals:
    void finished(const QJsonObject& event);

private:
    void disassembleNext();
    void analyse();

    QJsonObject m_request;
    EvalResult m_result;
    QString m_folder;
    QString m_irDir;
    QStringList m_cubins;
    QByteArray m_sass;
    QStringList m_notes;
    QProcess* m_process = nullptr;
    QFutureWatcher<QJsonObject> m_watcher;
    bool m_done = false;
};

} // namespace kiln
