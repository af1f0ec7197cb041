#include "supervisor.h"

#include "events.h"
#include "process.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>

namespace kiln::harness {

namespace {

std::string joinArgv(const std::vector<std::string>& argv)
{
    std::string s;
    for (const auto& a : argv)
        s += (s.empty() ? "" : " ") + (a.find(' ') != std::string::npos ? "'" + a + "'" : a);
    return s;
}

// Compiles every object that has a build; false when the run must stop (the done event is emitted).
bool compileAll(const Request& r, std::chrono::steady_clock::time_point start)
{
    bool ran = false;
    for (const char* role : {"reference", "baseline", "candidate"}) {
        const ObjectDecl& o = r.objects.at(role);
        if (!o.build)
            continue;
        const bool candidate = std::string(role) == "candidate";
        // Batch validation runs (tests/gpu/run-all.sh) time objects that an earlier request built.
        const char* reuse = std::getenv("KILN_HARNESS_REUSE_OBJECTS");
        if (reuse && std::string(reuse) == "1" && std::filesystem::exists(o.path)) {
            emit({{"event", "gate"}, {"gate", "compile"}, {"object", role}, {"status", "pass"},
                  {"message", "reused " + o.path}, {"seconds", 0.0}});
            continue;
        }
        if (!ran)
            emit({{"event", "gate"}, {"gate", "compile"}, {"status", "running"}});
        ran = true;
        for (const auto& dir : o.build->mkdirs) {
            std::error_code ec;
            std::filesystem::create_directories(dir, ec);
        }
        const ProcessResult p = runCommand(o.build->argv, o.build->cwd, o.build->timeoutS);
        std::string status = "pass", message;
        if (!p.started || p.exitCode == 127) {
            status = "error";
            message = "cannot start the compiler '" + o.build->argv.at(0) + "'";
        } else if (p.timedOut) {
            status = "fail";
            message = "the compiler did not finish within " + std::to_string(static_cast<int>(o.build->timeoutS)) + " s";
        } else if (p.signal != 0 || p.exitCode != 0) {
            status = "fail";
            message = p.signal ? "the compiler was killed by " + signalName(p.signal)
                               : "the compiler exited with code " + std::to_string(p.exitCode);
        }
        if (!candidate && status != "pass")
            status = "error"; // the task's own baseline or reference does not build: not the candidate's fault
        emit({{"event", "gate"}, {"gate", "compile"}, {"object", role}, {"status", status}, {"message", message},
              {"command", joinArgv(o.build->argv)}, {"output", p.output}, {"seconds", p.seconds}});
        if (status != "pass") {
            const double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            emit({{"event", "done"},
                  {"verdict", candidate ? "fail" : "error"},
                  {"reason", candidate ? "compile_error" : "task_build_error"},
                  {"message", std::string(role) + ": " + message},
                  {"seconds", total}});
            return false;
        }
    }
    return true;
}

} // namespace

int runSupervisor(const Request& r, const std::string& requestPath, const std::string& self, bool compileOnly)
{
    const auto start = std::chrono::steady_clock::now();
    if (!compileAll(r, start))
        return 0;
    if (compileOnly) {
        emit({{"event", "compiled"},
              {"seconds", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()}});
        return 0;
    }

    // The worker announces each stage with its timeout; the deadline follows it.
    std::string stage = "loading", gate = "correctness";
    bool done = false;
    const ProcessResult p = runStreaming({self, "--worker", requestPath}, 120.0, [&](const std::string& line) -> double {
        emit(json::parse(line, nullptr, false).is_discarded() ? json{{"event", "log"}, {"line", line}}
                                                              : json::parse(line));
        const json ev = json::parse(line, nullptr, false);
        if (ev.is_discarded())
            return 0;
        const std::string kind = ev.value("event", "");
        if (kind == "done")
            done = true;
        if (kind == "stage") {
            gate = ev.value("gate", gate);
            stage = gate + " of config '" + ev.value("config", std::string("?")) + "'";
            return ev.value("timeout_s", 120.0);
        }
        return 0;
    });
    if (done)
        return 0;
    const double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string reason, message;
    if (p.timedOut) {
        reason = "timeout";
        message = "the candidate did not finish the " + stage + " within its time limit (a hang?); it was killed";
    } else if (p.signal != 0) {
        reason = "crash";
        message = "the candidate crashed with " + signalName(p.signal) + " during the " + stage;
    } else {
        reason = "crash";
        message = "the worker exited with code " + std::to_string(p.exitCode) + " during the " + stage +
                  " without a verdict (did the candidate call exit()?)";
    }
    if (!p.output.empty())
        message += "; last output: " + p.output.substr(p.output.size() > 600 ? p.output.size() - 600 : 0);
    emit({{"event", "gate"}, {"gate", gate}, {"status", "fail"}, {"reason", reason}, {"message", message}});
    emit({{"event", "done"}, {"verdict", "fail"}, {"reason", reason}, {"message", message}, {"seconds", total}});
    return 0;
}

} // namespace kiln::harness
