// kiln-harness-{host,cuda,hip}: judges one candidate kernel against a task's baseline and reference.
//   kiln-harness-cuda REQUEST.json     (or '-' to read the request from stdin)
//   kiln-harness-cuda --compile-only REQUEST.json   builds the objects, reports the compile gate, stops
//     (Kiln compiles on CPU slots and times on a GPU slot; the second call gets a request without builds)
// Prints JSON lines only (docs/harness-protocol.md). Exit 0 whenever a verdict was reported.
// The same program is the supervisor, the judge (`--judge`) and, confined, each runner (`--runner`); for the
// Python harness it is the launcher of its confined runners (`--confine`, confinelaunch.h).
#include "confinelaunch.h"
#include "events.h"
#include "judge.h"
#include "request.h"
#include "runner.h"
#include "supervisor.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <sys/prctl.h>
#include <unistd.h>

using namespace kiln::harness;

namespace {

std::string selfPath(const char* argv0)
{
    char buf[4096];
    const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n > 0)
        return std::string(buf, static_cast<size_t>(n));
    return argv0;
}

int fail(const std::string& message)
{
    emit({{"event", "done"}, {"verdict", "error"}, {"reason", "bad_request"}, {"message", message}});
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    // A runner talks to its judge on descriptor 3 and reads nothing else (runner.h).
    if (argc == 2 && std::string(argv[1]) == "--runner")
        return runRunner(3);
    // The Python harness's runners start confined through this (confinelaunch.h).
    if (argc >= 2 && std::string(argv[1]) == "--confine")
        return runConfineLauncher(argc, argv);
    // Neither the supervisor nor the judge can be traced or read by another process of their user.
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    // The supervisor starts judges: `--judge REQUEST`, `--judge --staged OBJECT REQUEST` while the candidate
    // still builds (judge.h), and for timing in more processes `--judge --retime CONFIG,CONFIG REQUEST`
    // (timingprocesses.h).
    const bool retiming = argc == 5 && std::string(argv[1]) == "--judge" && std::string(argv[2]) == "--retime";
    const bool staged = argc == 5 && std::string(argv[1]) == "--judge" && std::string(argv[2]) == "--staged";
    const bool judge = (argc == 3 && std::string(argv[1]) == "--judge") || retiming || staged;
    const bool compileOnly = argc == 3 && std::string(argv[1]) == "--compile-only";
    if (!(argc == 2 || judge || compileOnly) || std::string(argv[argc - 1]) == "--help") {
        std::fprintf(stderr, "usage: %s [--compile-only] REQUEST.json   (or - for stdin)\n", argv[0]);
        return 2;
    }
    std::string path = argv[argc - 1];
    std::stringstream text;
    if (path == "-") {
        text << std::cin.rdbuf();
        // The judge reads the request from a file: keep stdin's copy where it can find it (mode 0600; no
        // runner sees this /tmp).
        char tmpl[] = "/tmp/kiln-request-XXXXXX";
        const int fd = mkstemp(tmpl);
        if (fd < 0)
            return fail("cannot write the request to /tmp");
        const std::string s = text.str();
        (void)!write(fd, s.data(), s.size());
        close(fd);
        path = tmpl;
    } else {
        std::ifstream f(path);
        if (!f)
            return fail("cannot read the request file " + path);
        text << f.rdbuf();
    }
    std::string error;
    const auto request = parseRequest(text.str(), error);
    if (!request)
        return fail(error);
    std::vector<std::string> retime;
    if (retiming) {
        std::stringstream names(argv[3]);
        for (std::string name; std::getline(names, name, ',');)
            retime.push_back(name);
    }
    const std::string self = selfPath(argv[0]);
    const int rc = judge ? runJudge(*request, self, retime, staged ? argv[3] : std::string())
                         : runSupervisor(*request, path, self, compileOnly);
    if (argv[argc - 1] == std::string("-"))
        unlink(path.c_str());
    return rc;
}
