#include "process.h"

#include "confine.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace kiln::harness {

namespace {

using Clock = std::chrono::steady_clock;

// In a child: runs `argv` in place of this process; when that fails, says why on stderr and returns the exit
// code a shell gives a command it cannot start (127).
int execOrSay(const std::vector<std::string>& argv)
{
    std::vector<char*> args;
    for (const auto& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execvp(args[0], args.data());
    const std::string msg = "cannot start '" + argv[0] + "': " + std::strerror(errno) + "\n";
    (void)!write(STDERR_FILENO, msg.data(), msg.size());
    return 127;
}

pid_t spawn(const std::vector<std::string>& argv, const std::string& cwd, int outFd, int errFd, int inFd = -1)
{
    const pid_t pid = fork();
    if (pid != 0)
        return pid;
    setpgid(0, 0); // its own group: a timeout kills everything it started
    // And it dies with the supervisor: when Kiln cancels an evaluation it kills the supervisor only.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (!cwd.empty() && chdir(cwd.c_str()) != 0)
        _exit(126);
    dup2(outFd, STDOUT_FILENO);
    dup2(errFd, STDERR_FILENO);
    if (inFd >= 0)
        dup2(inFd, STDIN_FILENO);
    _exit(execOrSay(argv));
}

void finishWait(pid_t pid, ProcessResult& r)
{
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFEXITED(status))
        r.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        r.signal = WTERMSIG(status);
}

double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

} // namespace

std::string signalName(int sig)
{
    switch (sig) {
    case SIGSEGV:
        return "SIGSEGV (segmentation fault)";
    case SIGBUS:
        return "SIGBUS (bus error)";
    case SIGFPE:
        return "SIGFPE (arithmetic exception)";
    case SIGILL:
        return "SIGILL (illegal instruction)";
    case SIGABRT:
        return "SIGABRT (abort)";
    case SIGKILL:
        return "SIGKILL";
    default:
        return "signal " + std::to_string(sig);
    }
}

namespace {

// Reads a process's merged output until it closes, or the deadline passes: then it kills `target` (its
// process group when `group`).
void collect(int fd, pid_t target, bool group, double timeoutS, Clock::time_point start, ProcessResult& r)
{
    char buf[65536];
    for (;;) {
        const double left = timeoutS - secondsSince(start);
        if (left <= 0) {
            kill(group ? -target : target, SIGKILL);
            r.timedOut = true;
            break;
        }
        pollfd p{fd, POLLIN, 0};
        const int ready = poll(&p, 1, static_cast<int>(std::min(left, 1.0) * 1000) + 1);
        if (ready <= 0)
            continue;
        const ssize_t n = read(fd, buf, sizeof buf);
        if (n <= 0)
            break;
        if (r.output.size() < 16 * 1024 * 1024)
            r.output.append(buf, static_cast<size_t>(n));
    }
}

// The parent's side of a started command: its write end closed, its output read until it exits (or is killed
// at the limit), then reaped. False when it did not start (`pid` < 0).
bool readUntilExit(const int fds[2], pid_t pid, bool group, double timeoutS, Clock::time_point start, ProcessResult& r)
{
    close(fds[1]);
    if (pid < 0) {
        close(fds[0]);
        return false;
    }
    r.started = true;
    collect(fds[0], pid, group, timeoutS, start, r);
    close(fds[0]);
    finishWait(pid, r);
    return true;
}

} // namespace

ProcessResult runCommand(const std::vector<std::string>& argv, const std::string& cwd, double timeoutS)
{
    ProcessResult r;
    int fds[2];
    if (argv.empty() || pipe2(fds, O_CLOEXEC) != 0)
        return r;
    const auto start = Clock::now();
    const pid_t pid = spawn(argv, cwd, fds[1], fds[1]);
    if (readUntilExit(fds, pid, true, timeoutS, start, r))
        r.seconds = secondsSince(start);
    return r;
}

ProcessResult runConfinedCommand(const std::vector<std::string>& argv, const std::string& cwd, double timeoutS,
                                 Confinement c, std::string* level)
{
    ProcessResult r;
    int fds[2];
    if (argv.empty() || pipe2(fds, O_CLOEXEC) != 0)
        return r;
    const auto start = Clock::now();
    c.keepFds.push_back(fds[1]);
    c.cwd = cwd;
    const int out = fds[1];
    const pid_t helper = spawnConfined(
        c,
        [&argv, out]() -> int {
            dup2(out, STDOUT_FILENO);
            dup2(out, STDERR_FILENO);
            return execOrSay(argv);
        },
        level);
    if (!readUntilExit(fds, helper, false, timeoutS, start, r))
        return r;
    // The helper reports the compiler's signal as 128 + N.
    if (r.exitCode > 128 && r.signal == 0) {
        r.signal = r.exitCode - 128;
        r.exitCode = -1;
    }
    r.seconds = secondsSince(start);
    return r;
}

ProcessResult runStreaming(const std::vector<std::string>& argv, double initialTimeoutS,
                           const std::function<double(const std::string& line)>& onLine, int inFd)
{
    ProcessResult r;
    int out[2], err[2];
    if (pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0)
        return r;
    const auto start = Clock::now();
    const pid_t pid = spawn(argv, std::string(), out[1], err[1], inFd);
    close(out[1]);
    close(err[1]);
    r.started = pid > 0;
    auto deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(initialTimeoutS));
    std::string pending;
    bool outOpen = true, errOpen = true;
    char buf[65536];
    while (pid > 0 && (outOpen || errOpen)) {
        const double left = std::chrono::duration<double>(deadline - Clock::now()).count();
        if (left <= 0) {
            kill(-pid, SIGKILL);
            r.timedOut = true;
            break;
        }
        pollfd p[2] = {{outOpen ? out[0] : -1, POLLIN, 0}, {errOpen ? err[0] : -1, POLLIN, 0}};
        if (poll(p, 2, static_cast<int>(std::min(left, 1.0) * 1000) + 1) <= 0)
            continue;
        if (p[0].revents) {
            const ssize_t n = read(out[0], buf, sizeof buf);
            if (n <= 0) {
                outOpen = false;
            } else {
                pending.append(buf, static_cast<size_t>(n));
                size_t nl;
                while ((nl = pending.find('\n')) != std::string::npos) {
                    const double move = onLine(pending.substr(0, nl));
                    if (move > 0)
                        deadline = Clock::now() +
                                   std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(move));
                    pending.erase(0, nl + 1);
                }
            }
        }
        if (p[1].revents) {
            const ssize_t n = read(err[0], buf, sizeof buf);
            if (n <= 0) {
                errOpen = false;
            } else {
                (void)!write(STDERR_FILENO, buf, static_cast<size_t>(n));
                r.output.append(buf, static_cast<size_t>(n));
                if (r.output.size() > 8192)
                    r.output.erase(0, r.output.size() - 8192);
            }
        }
    }
    close(out[0]);
    close(err[0]);
    if (pid > 0)
        finishWait(pid, r);
    r.seconds = secondsSince(start);
    return r;
}

} // namespace kiln::harness
