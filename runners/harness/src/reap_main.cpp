// kiln-reap PROGRAM [ARGS...]: runs PROGRAM and, when it ends, ends every process it left behind.
//
// Kiln starts each harness (and each unconfined agent or task command) through this. A process group is not
// enough: a child that calls setsid() leaves the group, and once its parent exits it is re-parented to init,
// out of Kiln's reach. As a child subreaper (PR_SET_CHILD_SUBREAPER) this process inherits every orphan of
// PROGRAM's tree, however it detached, so it can kill and reap them all before it reports PROGRAM's status
// as its own (the exit code, or the same signal). Kiln going away (SIGKILL included: PR_SET_PDEATHSIG) or
// sending SIGTERM ends the whole tree the same way.
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

volatile sig_atomic_t g_stop = 0;

void onStop(int)
{
    g_stop = 1;
}

// The processes whose parent is this one: PROGRAM while it runs, then whatever was re-parented here.
int killChildren()
{
    DIR* proc = opendir("/proc");
    if (!proc)
        return 0;
    const pid_t self = getpid();
    int found = 0;
    while (const dirent* e = readdir(proc)) {
        char* end = nullptr;
        const long pid = std::strtol(e->d_name, &end, 10);
        if (pid <= 0 || *end != '\0')
            continue;
        char path[64];
        std::snprintf(path, sizeof path, "/proc/%ld/stat", pid);
        FILE* f = std::fopen(path, "re");
        if (!f)
            continue;
        char buf[512];
        const size_t n = std::fread(buf, 1, sizeof buf - 1, f);
        std::fclose(f);
        buf[n] = '\0';
        // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read from the last ')'.
        const char* close = std::strrchr(buf, ')');
        char state = 0;
        long ppid = 0;
        if (close && std::sscanf(close + 1, " %c %ld", &state, &ppid) == 2 && ppid == self) {
            ::kill(static_cast<pid_t>(pid), SIGKILL);
            ++found;
        }
    }
    closedir(proc);
    return found;
}

// Kills and reaps until no child is left. Killing a process re-parents its children here, so it takes rounds.
void endTree()
{
    for (int round = 0; round < 10000; ++round) {
        killChildren();
        int status = 0;
        pid_t pid;
        while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
        }
        if (pid < 0 && errno == ECHILD)
            return;
        usleep(1000);
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: kiln-reap PROGRAM [ARGS...]\n");
        return 2;
    }
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    struct sigaction sa
    {
    };
    sa.sa_handler = onStop;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGTERM, &sa, nullptr);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGHUP, &sa, nullptr);

    const pid_t child = fork();
    if (child < 0) {
        std::fprintf(stderr, "kiln-reap: fork: %s\n", std::strerror(errno));
        return 125;
    }
    if (child == 0) {
        signal(SIGTERM, SIG_DFL);
        signal(SIGINT, SIG_DFL);
        signal(SIGHUP, SIG_DFL);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        execvp(argv[1], argv + 1);
        std::fprintf(stderr, "kiln-reap: cannot run %s: %s\n", argv[1], std::strerror(errno));
        _exit(127);
    }

    int status = 0;
    for (;;) {
        if (g_stop) {
            endTree();
            return 128 + SIGTERM;
        }
        const pid_t pid = waitpid(-1, &status, 0);
        if (pid == child)
            break;
        if (pid < 0 && errno != EINTR)
            break;
    }
    endTree();
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        signal(sig, SIG_DFL);
        prctl(PR_SET_PDEATHSIG, 0);
        ::kill(getpid(), sig);
        return 128 + sig;
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 125;
}
