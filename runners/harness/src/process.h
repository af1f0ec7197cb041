// Process: the harness's own small process runner (fork/exec, pipes, poll, timeouts, process groups).
// The harness has no Qt, so it cannot use QProcess; this is the one place it starts programs.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace kiln::harness {

struct ProcessResult
{
    int exitCode = -1;
    int signal = 0; // the signal that ended it, 0 when it exited
    bool timedOut = false;
    bool started = false;
    std::string output; // stdout and stderr merged (compile commands), or stderr tail (worker)
    double seconds = 0;
};

// Runs argv in cwd with stdout+stderr merged into `output`; kills the process group past timeoutS.
ProcessResult runCommand(const std::vector<std::string>& argv, const std::string& cwd, double timeoutS);

struct Confinement;
// The same, inside a confinement (confine.h): the candidate's build. `level` gets how far it went.
ProcessResult runConfinedCommand(const std::vector<std::string>& argv, const std::string& cwd, double timeoutS,
                                 Confinement confinement, std::string* level);

// Runs argv with its stdout read line by line. `onLine` sees each line and may move the deadline (seconds
// from now; <= 0 keeps the current one). stderr is passed through and its last 8 KiB kept in `output`.
// `inFd` >= 0 becomes its stdin (else it inherits this process's).
ProcessResult runStreaming(const std::vector<std::string>& argv, double initialTimeoutS,
                           const std::function<double(const std::string& line)>& onLine, int inFd = -1);

std::string signalName(int sig);

} // namespace kiln::harness
