#include "supervisor.h"

#include "backend.h"
#include "confine.h"
#include "events.h"
#include "process.h"
#include "timingprocesses.h"
#include "wire.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <map>
#include <optional>
#include <sys/socket.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace kiln::harness {

namespace {

std::string joinArgv(const std::vector<std::string>& argv)
{
    std::string s;
    for (const auto& a : argv)
        s += (s.empty() ? "" : " ") + (a.find(' ') != std::string::npos ? "'" + a + "'" : a);
    return s;
}

// A copy of the candidate's sources that the confined build can read (as root the build is another user,
// and the snapshot folder may be private): source and header files in their folders, nothing else (the
// request file beside them, with every configuration, stays out), bounded in size; removed with this
// object. Its content is the candidate's own, so nothing leaks through it.
bool isSourceFile(const std::filesystem::path& p)
{
    static const char* kinds[] = {".c",  ".cc",  ".cpp", ".cxx", ".cu",  ".cuh", ".h",
                                  ".hh", ".hpp", ".hxx", ".hip", ".inc", ".inl"};
    const std::string ext = p.extension().string();
    return std::any_of(std::begin(kinds), std::end(kinds), [&](const char* k) { return ext == k; });
}

class SourceCopy
{
public:
    explicit SourceCopy(const std::string& from)
    {
        char tmpl[] = "/tmp/kiln-build-src-XXXXXX";
        if (!mkdtemp(tmpl))
            return;
        m_path = tmpl;
        std::error_code ec;
        std::uintmax_t total = 0;
        namespace fs = std::filesystem;
        for (auto it = fs::recursive_directory_iterator(from, fs::directory_options::none, ec);
             !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
            const fs::path rel = fs::relative(it->path(), from, ec);
            if (it->is_symlink(ec))
                continue;
            if (it->is_directory(ec)) {
                fs::create_directories(fs::path(m_path) / rel, ec);
            } else if (it->is_regular_file(ec) && isSourceFile(it->path()) &&
                       (total += it->file_size(ec)) < (256ull << 20)) {
                fs::create_directories((fs::path(m_path) / rel).parent_path(), ec);
                fs::copy_file(it->path(), fs::path(m_path) / rel, fs::copy_options::overwrite_existing, ec);
            }
        }
        for (auto it = fs::recursive_directory_iterator(m_path, ec); !ec && it != fs::recursive_directory_iterator();
             it.increment(ec))
            fs::permissions(it->path(), it->is_directory(ec) ? fs::perms(0755) : fs::perms(0644), ec);
        fs::permissions(m_path, fs::perms(0755), ec);
    }
    ~SourceCopy()
    {
        std::error_code ec;
        if (!m_path.empty())
            std::filesystem::remove_all(m_path, ec);
    }
    const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

// The folder the candidate's object is copied into once its build passes, bound by the candidate's runner
// since the judge started it (judge.h, `--staged`): the judge and its runners come up while the candidate
// builds. Readable by the confined user; removed with this object.
class StagedObject
{
public:
    StagedObject()
    {
        char tmpl[] = "/tmp/kiln-object-XXXXXX";
        if (!mkdtemp(tmpl))
            return;
        m_dir = tmpl;
        chmod(m_dir.c_str(), 0755);
    }
    ~StagedObject()
    {
        std::error_code ec;
        if (!m_dir.empty())
            std::filesystem::remove_all(m_dir, ec);
    }
    StagedObject(const StagedObject&) = delete;
    StagedObject& operator=(const StagedObject&) = delete;
    std::string path() const { return m_dir.empty() ? std::string() : m_dir + "/" + wire::kObjectName; }

    // Copies what the build wrote; nullopt, or why it is not an object the candidate may have. The build was
    // the candidate's own, so below the folders it could write (`writable`) its output is only trusted to be
    // a regular file reached without a symbolic link: a link to the request or the task folder would
    // otherwise be copied where the runner reads it. (The build's processes have all ended by now: nothing
    // can swap a path between check and copy.)
    std::optional<std::string> fill(const std::string& built, const std::vector<std::string>& writable) const
    {
        namespace fs = std::filesystem;
        for (const std::string& dir : writable) {
            if (built.rfind(dir + "/", 0) != 0)
                continue;
            fs::path at = dir;
            for (const auto& part : fs::path(built.substr(dir.size() + 1))) {
                at /= part;
                std::error_code ec;
                if (fs::is_symlink(fs::symlink_status(at, ec)))
                    return "the object " + built + " is reached through a symbolic link (" + at.string() +
                           "); the build must write the file itself";
            }
        }
        const int in = open(built.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        if (in < 0 && errno == ENOENT)
            return "the build wrote no object at " + built;
        struct stat st
        {
        };
        if (in < 0 || fstat(in, &st) != 0 || !S_ISREG(st.st_mode)) {
            if (in >= 0)
                close(in);
            return "the object " + built + " is not a regular file";
        }
        const int out = open(path().c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        bool ok = out >= 0;
        char buf[1 << 16];
        for (ssize_t n; ok && (n = read(in, buf, sizeof buf)) != 0;)
            ok = n > 0 && write(out, buf, static_cast<size_t>(n)) == n;
        close(in);
        if (out >= 0 && close(out) != 0)
            ok = false;
        if (!ok)
            return "cannot copy the object " + built + " for its runner: " + std::strerror(errno);
        return std::nullopt;
    }

private:
    std::string m_dir;
};

// The candidate's build, confined as its code will be when it runs: the compiler sees the system, the
// headers its command line names (read-only), a readable copy of the candidate's folder where that folder
// was, and the folders it writes into; nothing else (no task folder, no request: `asm(".incbin ...")` or an
// `#include` of a hidden file finds nothing).
Confinement buildConfinement(const Request& r, const BuildDecl& build, const SourceCopy& sources)
{
    Confinement c;
    c.hide = r.hide;
    c.tmpBytes = 4ull << 30; // compilers keep their intermediates in /tmp
    const std::string& dir = build.cwd;
    auto inSources = [&](const std::string& p) { return !dir.empty() && (p == dir || p.rfind(dir + "/", 0) == 0); };
    auto bind = [&](const std::string& path) {
        std::error_code ec;
        if (!path.empty() && path[0] == '/' && !inSources(path) && std::filesystem::exists(path, ec))
            c.readOnly.push_back(path); // as named: inside, the command line names it so
    };
    for (const auto& a : build.argv) {
        bind(a);
        if (a.size() > 2 && a[0] == '-' && (a[1] == 'I' || a[1] == 'L') && a[2] == '/')
            bind(a.substr(2));
        else if (const auto eq = a.find("=/"); a.rfind("--", 0) == 0 && eq != std::string::npos)
            bind(a.substr(eq + 1));
    }
    if (!dir.empty() && !sources.path().empty())
        c.readOnlyAt.push_back({sources.path(), dir});
    for (const auto& out : build.mkdirs)
        c.writable.push_back(out);
    for (const char* name : {"PATH", "LD_LIBRARY_PATH", "CUDA_HOME", "CUDA_PATH", "ROCM_PATH", "HIP_PATH",
                             "HIP_PLATFORM", "HIP_CLANG_PATH", "HIP_DEVICE_LIB_PATH", "DEVICE_LIB_PATH"})
        if (const char* v = std::getenv(name))
            c.environment.push_back(std::string(name) + "=" + v);
    c.environment.push_back("HOME=/tmp");
    c.environment.push_back("TMPDIR=/tmp");
    return c;
}

// Batch validation runs (tests/gpu/run-all.sh) time objects that an earlier request built.
bool reused(const ObjectDecl& o)
{
    const char* reuse = std::getenv("KILN_HARNESS_REUSE_OBJECTS");
    return reuse && std::string(reuse) == "1" && std::filesystem::exists(o.path);
}

// Whether the candidate is built here (not only given, nor reused): then its build runs beside the judge's start.
bool buildsCandidate(const Request& r)
{
    const ObjectDecl& o = r.objects.at("candidate");
    return o.build && !reused(o);
}

// Compiles the objects of `roles` that have a build; false when the run must stop (the done event is
// emitted). `announced`: whether the compile gate's "running" was said. `staged`: where the candidate's
// object is copied for its runner once it builds (a failed copy fails the compile gate).
bool compileObjects(const Request& r, std::chrono::steady_clock::time_point start, std::vector<const char*> roles,
                    bool& announced, const StagedObject* staged = nullptr)
{
    for (const char* role : roles) {
        const ObjectDecl& o = r.objects.at(role);
        if (!o.build)
            continue;
        const bool candidate = std::string(role) == "candidate";
        if (reused(o)) {
            emit({{"event", "gate"},
                  {"gate", "compile"},
                  {"object", role},
                  {"status", "pass"},
                  {"message", "reused " + o.path},
                  {"seconds", 0.0}});
            continue;
        }
        if (!announced)
            emit({{"event", "gate"}, {"gate", "compile"}, {"status", "running"}});
        announced = true;
        for (const auto& dir : o.build->mkdirs) {
            std::error_code ec;
            std::filesystem::create_directories(dir, ec);
            // The confined build is another user when the harness is root: it must own where it writes.
            if (candidate && geteuid() == 0)
                (void)!chown(dir.c_str(), kConfinedUid, kConfinedUid);
        }
        std::string level;
        std::optional<SourceCopy> sources;
        if (candidate)
            sources.emplace(o.build->cwd);
        const ProcessResult p = candidate ? runConfinedCommand(o.build->argv, o.build->cwd, o.build->timeoutS,
                                                               buildConfinement(r, *o.build, *sources), &level)
                                          : runCommand(o.build->argv, o.build->cwd, o.build->timeoutS);
        std::string status = "pass", message;
        if (!p.started || p.exitCode == 127) {
            status = "error";
            message = "cannot start the compiler '" + o.build->argv.at(0) + "'";
        } else if (p.timedOut) {
            status = "fail";
            message =
                "the compiler did not finish within " + std::to_string(static_cast<int>(o.build->timeoutS)) + " s";
        } else if (p.signal != 0 || p.exitCode != 0) {
            status = "fail";
            message = p.signal ? "the compiler was killed by " + signalName(p.signal)
                               : "the compiler exited with code " + std::to_string(p.exitCode);
        }
        if (candidate && staged && status == "pass")
            if (auto problem = staged->fill(o.path, o.build->mkdirs)) {
                status = "fail";
                message = *problem;
            }
        if (!candidate && status != "pass")
            status = "error"; // the task's own baseline or reference does not build: not the candidate's fault
        json gate{{"event", "gate"},    {"gate", "compile"},   {"object", role},
                  {"status", status},   {"message", message},  {"command", joinArgv(o.build->argv)},
                  {"output", p.output}, {"seconds", p.seconds}};
        if (candidate)
            gate["confinement"] = level;
        emit(gate);
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

// Reports a judge that ended without a verdict. The judge runs no candidate code, so this is rare: past a
// stage's deadline (the candidate's runner kept the device from it), killed (out of memory while the
// candidate ran), or a harness bug. In the candidate's stages it is the candidate's failure; before them
// (loading) it is the harness's error.
void reportLostJudge(const ProcessResult& p, const std::string& gate, const std::string& stage, double total)
{
    std::string reason, message, verdict = "fail";
    if (p.timedOut) {
        reason = "timeout";
        message = "the " + stage +
                  " did not finish within its time limit (the candidate hung, or kept the device); "
                  "the evaluation was stopped";
    } else if (p.signal != 0) {
        reason = "crash";
        message = "the judge was killed by " + signalName(p.signal) + " during the " + stage +
                  " (out of memory while the candidate ran?)";
    } else {
        reason = "harness_error";
        verdict = "error";
        message =
            "the judge exited with code " + std::to_string(p.exitCode) + " during the " + stage + " without a verdict";
    }
    if (stage == "loading") {
        verdict = "error";
        reason = "harness_error";
    }
    if (!p.output.empty())
        message += "; last output: " + p.output.substr(p.output.size() > 600 ? p.output.size() - 600 : 0);
    emit({{"event", "gate"}, {"gate", gate}, {"status", verdict}, {"reason", reason}, {"message", message}});
    emit({{"event", "done"}, {"verdict", verdict}, {"reason", reason}, {"message", message}, {"seconds", total}});
}

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Whether a configuration's timing is held back to be timed in more processes (timingprocesses.h). A name
// with a comma cannot be passed in the retime list; it keeps the first judge's timing.
bool retimable(const TimingProcesses& tp, const json& configEvent)
{
    return tp.wants(configEvent) && configEvent.value("config", "").find(',') == std::string::npos;
}

// Reports the first judge's timings that were held back, as they are: a later failure comes after them.
void reportHeld(std::vector<json>& held)
{
    for (const json& ev : held)
        emit(ev);
    held.clear();
}

// The first judge passed every gate; its timings of the short configurations (`held`), its performance
// gate and its verdict were held back. Times those configurations again in more processes, then reports
// their merged timings, the gate with the geometric mean over all configurations' speedups (`timed`, merged
// where retimed), and the verdict (timingprocesses.h).
void retimeInProcesses(const TimingProcesses& tp, const std::vector<json>& timed, std::vector<json> held, json gate,
                       json done, const std::string& requestPath, const std::string& self)
{
    std::map<std::string, std::vector<json>> runs; // configuration -> its event from each process
    std::string names;
    for (const json& ev : held) {
        runs[ev.value("config", "")].push_back(ev);
        if (!names.empty())
            names += ',';
        names += ev.value("config", "");
    }
    const auto retimeStart = std::chrono::steady_clock::now();
    for (int k = 1; k < tp.count && !names.empty(); ++k) {
        std::string stage = "performance";
        bool finished = false, failed = false;
        const ProcessResult p = runStreaming(
            {self, "--judge", "--retime", names, requestPath}, 120.0, [&](const std::string& line) -> double {
                json ev = json::parse(line, nullptr, false);
                if (ev.is_discarded())
                    return 0;
                const std::string kind = ev.value("event", "");
                if (kind == "config" && ev.value("gate", "") == "performance") {
                    runs[ev.value("config", "")].push_back(ev);
                } else if (kind == "stage") {
                    emit(ev); // progress, and the deadline follows it as in the first judge
                    stage = "performance of config '" + ev.value("config", std::string("?")) + "'";
                    return ev.value("timeout_s", 120.0);
                } else if (kind == "gate" && ev.value("status", "") != "pass" && ev.value("status", "") != "running") {
                    // Whatever failed here (even loading the objects again) failed while timing: the
                    // correctness gate passed in the first judge.
                    reportHeld(held);
                    ev["gate"] = "performance";
                    emit(ev);
                } else if (kind == "done") {
                    finished = true;
                    if (ev.value("verdict", "") != "pass") {
                        failed = true;
                        reportHeld(held);
                        emit(ev);
                    }
                }
                // Anything else (its start, flags, logs) is the first judge's to say.
                return 0;
            });
        if (failed)
            return;
        if (!finished) {
            reportHeld(held);
            reportLostJudge(p, "performance", stage, done.value("seconds", 0.0) + secondsSince(retimeStart));
            return;
        }
    }
    std::map<std::string, json> merged;
    for (const json& ev : held) {
        const std::string config = ev.value("config", "");
        const auto& each = runs[config];
        emit(merged[config] = each.size() > 1 ? mergeProcessTimings(each) : ev);
        if (auto message = processSensitivity(merged[config]))
            emit({{"event", "flag"}, {"flag", "process_sensitive"}, {"config", config}, {"message", *message}});
    }
    double logSum = 0;
    for (const json& ev : timed) {
        const auto it = merged.find(ev.value("config", ""));
        logSum += std::log(std::max((it != merged.end() ? it->second : ev).value("speedup", 0.0), 1e-300));
    }
    if (!timed.empty())
        gate["speedup_geomean"] = std::exp(logSum / static_cast<double>(timed.size()));
    gate["seconds"] = gate.value("seconds", 0.0) + secondsSince(retimeStart);
    emit(gate);
    done["seconds"] = done.value("seconds", 0.0) + secondsSince(retimeStart); // the judges' time, as without
    emit(done);
}

// The candidate's build on a thread of its own, beside the judge's start (judge.h, `--staged`): it tells the
// judge "built" on the judge's stdin once the object is staged, or closes it. Until the build's verdict is
// known the judge's events wait here, so that they follow the compile gate's, and a failed build's judge
// is never heard.
class CandidateBuild
{
public:
    enum State { Building, Built, Failed };

    CandidateBuild(const Request& r, std::chrono::steady_clock::time_point start, bool& announced)
    {
        if (m_staged.path().empty() || socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, m_channel) != 0)
            return; // started() is false: build first, as without
        m_thread = std::thread([this, &r, start, &announced] {
            const bool built = compileObjects(r, start, {"candidate"}, announced, &m_staged);
            m_state = built ? Built : Failed;
            if (built)
                (void)!send(m_channel[0], "built\n", 6, MSG_NOSIGNAL);
            close(m_channel[0]);
        });
    }
    ~CandidateBuild()
    {
        finish();
        if (m_channel[1] >= 0)
            close(m_channel[1]);
    }
    bool started() const { return m_thread.joinable(); }
    int judgeStdin() const { return m_channel[1]; }
    std::string objectPath() const { return m_staged.path(); }
    State state() const { return m_state; }
    void finish()
    {
        if (m_thread.joinable())
            m_thread.join();
    }

private:
    StagedObject m_staged;
    int m_channel[2] = {-1, -1}; // [0] the build's end, [1] the judge's stdin
    std::atomic<State> m_state{Building};
    std::thread m_thread;
};

} // namespace

int runSupervisor(const Request& r, const std::string& requestPath, const std::string& self, bool compileOnly)
{
    const auto start = std::chrono::steady_clock::now();
    bool announced = false;
    const bool overlap = !compileOnly && buildsCandidate(r);
    if (!compileObjects(r, start, {"reference", "baseline"}, announced))
        return 0;
    std::optional<CandidateBuild> build;
    if (overlap)
        build.emplace(r, start, announced);
    if (!(build && build->started()) && !compileObjects(r, start, {"candidate"}, announced))
        return 0;
    if (compileOnly) {
        emit({{"event", "compiled"}, {"seconds", secondsSince(start)}});
        return 0;
    }
    const bool staged = build && build->started();

    // With timing in several processes the first judge's timings of the short configurations, its passing
    // performance gate and its verdict wait until the other processes have timed those again.
    std::string problem;
    const TimingProcesses tp = TimingProcesses::fromEnvironment(defaultTimingProcesses(), &problem);
    if (!problem.empty())
        emit({{"event", "log"}, {"line", problem}});
    std::vector<json> timed, held; // the first judge's performance events, in its order; those held back
    std::optional<json> heldGate, heldDone;
    // The judge announces each stage with its timeout; the deadline follows it.
    std::string stage = "loading", gate = "correctness";
    bool done = false;
    auto onJudgeLine = [&](const std::string& line) -> double {
        const json ev = json::parse(line, nullptr, false);
        if (ev.is_discarded()) {
            emit({{"event", "log"}, {"line", line}});
            return 0;
        }
        const std::string kind = ev.value("event", "");
        if (kind == "done")
            done = true;
        if (tp.count > 1) {
            if (kind == "config" && ev.value("gate", "") == "performance") {
                timed.push_back(ev);
                if (retimable(tp, ev)) {
                    held.push_back(ev);
                    return 0;
                }
            }
            if (kind == "gate" && ev.value("gate", "") == "performance" && ev.value("status", "") == "pass") {
                heldGate = ev;
                return 0;
            }
            if (kind == "done" && heldGate && ev.value("verdict", "") == "pass") {
                heldDone = ev;
                return 0;
            }
            if ((kind == "gate" && ev.value("status", "") == "fail") || kind == "done")
                reportHeld(held); // a failure later on: the timings so far first, as without
        }
        emit(ev);
        if (kind == "stage") {
            gate = ev.value("gate", gate);
            stage = gate + " of config '" + ev.value("config", std::string("?")) + "'";
            return ev.value("timeout_s", 120.0);
        }
        return 0;
    };
    // While the candidate builds, the judge's lines wait (CandidateBuild); the latest stage's deadline wins.
    std::vector<std::string> early;
    auto flushEarly = [&]() -> double {
        double deadline = 0;
        for (const std::string& line : early)
            if (const double d = onJudgeLine(line); d > 0)
                deadline = d;
        early.clear();
        return deadline;
    };
    auto onLine = [&](const std::string& line) -> double {
        if (!staged)
            return onJudgeLine(line);
        switch (build->state()) {
        case CandidateBuild::Building:
            early.push_back(line);
            return 0;
        case CandidateBuild::Failed:
            return 0;
        case CandidateBuild::Built:
            break;
        }
        const double before = flushEarly(), now = onJudgeLine(line);
        return now > 0 ? now : before;
    };
    // The judge's loading deadline also covers the build it waits for.
    const double loading = 120.0 + (staged ? r.objects.at("candidate").build->timeoutS : 0.0);
    const ProcessResult p = staged ? runStreaming({self, "--judge", "--staged", build->objectPath(), requestPath},
                                                  loading, onLine, build->judgeStdin())
                                   : runStreaming({self, "--judge", requestPath}, loading, onLine);
    if (staged) {
        build->finish();
        if (build->state() == CandidateBuild::Failed)
            return 0; // the compile gate's verdict stands
        flushEarly();
    }
    if (heldDone) {
        retimeInProcesses(tp, timed, held, *heldGate, *heldDone, requestPath, self);
        return 0;
    }
    if (done)
        return 0;
    reportHeld(held);
    reportLostJudge(p, gate, stage, secondsSince(start));
    return 0;
}

} // namespace kiln::harness
