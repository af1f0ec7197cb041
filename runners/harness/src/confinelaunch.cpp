#include "confinelaunch.h"

#include "confine.h"
#include "seccomp.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace kiln::harness {

namespace {

int usage(const char* why)
{
    std::fprintf(stderr, "kiln-harness --confine: %s\n", why);
    return 2;
}

} // namespace

int runConfineLauncher(int argc, char** argv)
{
    // The launcher dies with whoever started it (a judge killed by its supervisor), and takes the box with it.
    const pid_t parent = getppid();
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)
        return 125;
    Confinement c;
    int socket = -1, levelFd = -1;
    SyscallPolicy policy;
    std::vector<std::string> program;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        const char* v = nullptr;
        if (a == "--") {
            for (++i; i < argc; ++i)
                program.emplace_back(argv[i]);
        } else if (a == "--processes") {
            policy.processes = true;
        } else if (!(v = next())) {
            return usage(("missing the value of " + a).c_str());
        } else if (a == "--ro") {
            c.readOnly.emplace_back(v);
        } else if (a == "--ro-at") {
            const char* dst = next();
            if (!dst)
                return usage("--ro-at takes SRC DST");
            c.readOnlyAt.emplace_back(v, dst);
        } else if (a == "--hide") {
            c.hide.emplace_back(v);
        } else if (a == "--env") {
            c.environment.emplace_back(v);
        } else if (a == "--socket") {
            socket = std::atoi(v);
        } else if (a == "--level-fd") {
            levelFd = std::atoi(v);
        } else if (a == "--cwd") {
            c.cwd = v;
        } else if (a == "--memory") {
            c.memoryBytes = std::strtoull(v, nullptr, 10);
        } else {
            return usage(("unknown option " + a).c_str());
        }
    }
    if (program.empty())
        return usage("no program after --");
    c.keepFds = {1, 2};
    if (socket >= 0)
        c.keepFds.push_back(socket);
    std::string level;
    const pid_t helper = spawnConfined(
        c,
        [&]() -> int {
            if (socket >= 0 && socket != 3) {
                dup2(socket, 3);
                close(socket);
            }
            const int null = open("/dev/null", O_RDONLY);
            if (null > 0) {
                dup2(null, 0);
                close(null);
            }
            std::string why;
            if (!installSyscallFilter(policy, &why)) {
                std::fprintf(stderr, "kiln-harness --confine: %s\n", why.c_str());
                return 126;
            }
            std::vector<char*> args;
            for (auto& s : program)
                args.push_back(s.data());
            args.push_back(nullptr);
            execvp(args[0], args.data());
            std::fprintf(stderr, "kiln-harness --confine: cannot start %s: %s\n", args[0], std::strerror(errno));
            return 127;
        },
        &level);
    if (levelFd >= 0) {
        const std::string line = (helper < 0 ? std::string("none (fork failed)") : level) + "\n";
        (void)!write(levelFd, line.data(), line.size());
        close(levelFd);
    }
    if (helper < 0)
        return 125;
    int status = 0;
    while (waitpid(helper, &status, 0) < 0 && errno == EINTR) {
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

} // namespace kiln::harness
