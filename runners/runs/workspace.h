// Workspace: the fresh folder an agent works in for one task of one run. It holds the editable files (the
// baseline to start from), the task's README, the rendered prompt, knowledge files (read-only) and the
// kiln-eval command; never the reference, hidden.yaml or task.yaml. Protected files are hashed when the
// workspace is made, so a change to any of them marks the candidate tampered.
#pragma once

#include "model/tasks/task.h"

#include <QMap>
#include <optional>

namespace kiln {

struct Workspace
{
    QString folder;
    QStringList editable;
    QMap<QString, QByteArray> protectedHashes; // relative path -> SHA-256
};

struct WorkspaceOptions
{
    QString budgetText;     // shown in the prompt
    QString kilnEvalScript; // contents of ./kiln-eval (a shell script that calls back into Kiln)
};

std::optional<Workspace> createWorkspace(const Task& task, const QString& folder, const WorkspaceOptions& options,
                                         QString* error);

// The prompt from resources/prompts/agent.md with the task's fields filled in.
QString renderPrompt(const Task& task, const QString& budgetText);

// Points a resumed workspace's ./kiln-eval at the Kiln that drives it now. Its recorded hash follows, unless
// the agent had changed the file before: that stays visible as tampering.
bool renewKilnEval(Workspace& workspace, const QString& script, QString* error);

// Protected files that changed or disappeared since the workspace was made.
QStringList tamperedFiles(const Workspace& workspace);

} // namespace kiln
