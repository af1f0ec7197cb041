// The judge's run (judge.h): its device, the reference in its own process, the two runners, the correctness
// gate; the performance gate is in judgetiming.cpp.
#include "judge.h"

#include "confine.h"
#include "events.h"
#include "inputs.h"
#include "judgeimpl.h"
#include "timingstats.h"

#include <cerrno>
#include <cmath>
#include <ctime>
#include <dlfcn.h>
#include <fstream>
#include <iterator>
#include <sstream>
#include <unistd.h>

namespace kiln::harness {

namespace {

double secondsSince(std::chrono::steady_clock::time_point t)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

double milliRounded(double s)
{
    return std::round(1e3 * s) / 1e3;
}

// How long the judge's process had existed when Judge::run began (its fork and exec, dynamic loading, the
// request read, the backend made): the kernel's record of its start (/proc/self/stat's starttime, in clock
// ticks, 10 ms) against CLOCK_BOOTTIME, the clock that record is on. -1 when it cannot be read.
double processSecondsSoFar()
{
    std::ifstream f("/proc/self/stat");
    const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const size_t paren = text.rfind(')'); // the command's name may hold spaces and parentheses
    if (paren == std::string::npos)
        return -1;
    std::istringstream rest(text.substr(paren + 1));
    std::string field;
    for (int i = 3; i < 22 && rest >> field; ++i) // fields 3 (state) to 21; starttime is field 22
        ;
    unsigned long long ticks = 0;
    timespec now{};
    if (!(rest >> ticks) || clock_gettime(CLOCK_BOOTTIME, &now) != 0)
        return -1;
    const double s = static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec) -
                     static_cast<double>(ticks) / static_cast<double>(sysconf(_SC_CLK_TCK));
    return s >= 0 ? milliRounded(s) : -1;
}

uint64_t mixSeed(uint64_t seed, size_t config, size_t tensor)
{
    return seed * 0x9e3779b97f4a7c15ULL ^ (config + 1) * 0xc2b2ae3d27d4eb4fULL ^ (tensor + 1) * 0x165667b19e3779f9ULL;
}

// The reference is loaded here, in the judge: it is the task's trusted code, and no candidate can reach it.
std::optional<Failure> loadReference(const std::string& path, const std::string& entry, void*& handle,
                                     kiln_entry_fn& fn)
{
    handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle)
        return Failure{"load_error", "reference object cannot be loaded: " + std::string(dlerror())};
    auto version = reinterpret_cast<kiln_abi_version_fn>(dlsym(handle, "kiln_abi_version"));
    if (!version || version() != KILN_ABI_VERSION)
        return Failure{"abi_mismatch",
                       "reference object does not speak kernel ABI " + std::to_string(KILN_ABI_VERSION)};
    fn = reinterpret_cast<kiln_entry_fn>(dlsym(handle, entry.c_str()));
    if (!fn)
        return Failure{"missing_symbol", "reference object does not export '" + entry + "'"};
    return std::nullopt;
}

// Address-space limit of a host runner: what its tensors need several times over, and never less than 8 GiB.
unsigned long long hostMemoryLimit(const Request& r)
{
    double most = 0;
    for (const auto& c : r.configs) {
        double bytes = 0;
        for (size_t i = 0; i < r.tensors.size(); ++i)
            bytes += static_cast<double>(numelOf(c.shapes[i]) * dtypeSize(r.tensors[i].dtype));
        most = std::max(most, bytes);
    }
    return static_cast<unsigned long long>(std::max(2.0 * (1ull << 30), 16 * most + 2.0 * r.cacheBytes));
}

// Libraries whose kernels would do a candidate's work for it (the baseline's runner maps none of them).
bool isVendorLibrary(const std::string& name)
{
    for (const char* prefix : {"libcublas", "libcublasLt", "libcudnn", "libcufft", "libcusparse", "libcusolver",
                               "libcutensor", "libnvblas", "libhipblas", "librocblas", "libMIOpen", "libblas",
                               "libopenblas", "liblapack", "libmkl", "libtorch", "libc10"})
        if (name.rfind(prefix, 0) == 0)
            return true;
    return false;
}

} // namespace

const char* Judge::verdictOf(const Failure& f)
{
    // The harness disagreeing with itself, or failing on its own, is not the candidate's failure.
    return f.reason == "crosscheck_mismatch" || f.reason == "harness_error" || f.reason == "baseline_error" ? "error"
                                                                                                            : "fail";
}

int Judge::finish(const std::string& verdict, const std::string& reason, const std::string& message)
{
    m_ops.emitSummary();
    emitCandidateOutput();
    emit({{"event", "done"},
          {"verdict", verdict},
          {"reason", reason},
          {"message", message},
          {"seconds", secondsSince(m_start)}});
    return 0;
}

// What the candidate printed, for the person or agent who evaluates it: only when every configuration is
// visible, so no hidden configuration's shape can travel back to an agent in the candidate's own words.
void Judge::emitCandidateOutput()
{
    if (!m_cand)
        return;
    m_cand->drainOutput();
    const std::string& text = m_cand->outputTail();
    if (text.empty())
        return;
    for (const auto& c : r.configs)
        if (c.hidden) {
            emit({{"event", "candidate_output"},
                  {"text", ""},
                  {"note", "the candidate printed " + std::to_string(text.size()) +
                               " bytes; not shown for an evaluation with hidden configurations"}});
            return;
        }
    emit({{"event", "candidate_output"}, {"text", text.substr(text.size() > 8192 ? text.size() - 8192 : 0)}});
}

size_t Judge::bytesOf(size_t config, size_t tensor) const
{
    return numelOf(r.configs[config].shapes[tensor]) * dtypeSize(r.tensors[tensor].dtype);
}

OpSite Judge::site(const char* gate, size_t config, size_t tensor) const
{
    return {gate, r.configs[config].name, r.tensors[tensor].name};
}

std::optional<Failure> Judge::runtimeFailure(const std::string& what)
{
    const std::string e = b.lastError();
    return Failure{"harness_error", what + ": " + (e.empty() ? "the runtime reported an error" : e)};
}

int Judge::callReference(size_t config, const std::vector<void*>& inputs, const std::vector<void*>& outputs)
{
    std::vector<kiln_tensor> v(r.tensors.size());
    for (size_t i = 0; i < r.tensors.size(); ++i) {
        v[i].data = r.tensors[i].role == "in" ? inputs[i] : outputs[i];
        v[i].dtype = static_cast<int32_t>(r.tensors[i].dtype);
        const auto& shape = r.configs[config].shapes[i];
        v[i].rank = static_cast<int32_t>(shape.size());
        std::copy(shape.begin(), shape.end(), v[i].shape);
    }
    const auto& p = r.configs[config].params;
    return m_ref(v.data(), static_cast<int32_t>(v.size()), p.data(), static_cast<int32_t>(p.size()), b.stream());
}

bool Judge::fillInputs(const char* gate, size_t config, const std::vector<void*>& in, uint64_t seed,
                       std::vector<uint64_t>& sums)
{
    sums.assign(r.tensors.size(), 0);
    for (size_t i = 0; i < r.tensors.size(); ++i)
        if (r.tensors[i].isInput() &&
            !m_ops.generate(in[i], r.tensors[i], numelOf(r.configs[config].shapes[i]), r.configs[config].init[i],
                            mixSeed(seed, config, i), sums[i], site(gate, config, i)))
            return false;
    return true;
}

// Poisons `outputs` (0xFF: NaN for floats) and copies the pristine inout values into them.
bool Judge::prepareOutputs(size_t config, const std::vector<void*>& in, const std::vector<void*>& outputs)
{
    for (size_t i = 0; i < r.tensors.size(); ++i) {
        const TensorDecl& t = r.tensors[i];
        if (t.role == "out" && !b.fill(outputs[i], 0xFF, bytesOf(config, i)))
            return false;
        if (t.role == "inout" && !b.copyOnDevice(outputs[i], in[i], bytesOf(config, i)))
            return false;
    }
    return true;
}

// A runner's command: the configuration's parameters and one view per tensor, by shared buffer id.
void Judge::fillCommand(wire::Command& cmd, size_t config, const std::vector<SharedPool::Buffer>& buffers) const
{
    const ConfigDecl& cfg = r.configs[config];
    cmd.nTensors = static_cast<uint32_t>(r.tensors.size());
    for (size_t i = 0; i < r.tensors.size(); ++i) {
        wire::TensorView& v = cmd.tensors[i];
        v.buffer = buffers[i].id;
        v.offset = buffers[i].offset;
        v.dtype = static_cast<int32_t>(r.tensors[i].dtype);
        v.rank = static_cast<int32_t>(cfg.shapes[i].size());
        std::fill(std::begin(v.shape), std::end(v.shape), 0);
        std::copy(cfg.shapes[i].begin(), cfg.shapes[i].end(), v.shape);
    }
    cmd.nParams = static_cast<uint32_t>(cfg.params.size());
    std::copy(cfg.params.begin(), cfg.params.end(), cmd.params);
}

std::optional<Failure> Judge::compareAll(size_t config, const std::vector<void*>& reference,
                                         const std::vector<void*>& outputs, const std::string& reasonPrefix,
                                         json& event)
{
    double maxAbs = 0, maxRel = 0, minRatio = 1;
    json worst = json::array();
    std::optional<Failure> failure;
    for (size_t i = 0; i < r.tensors.size(); ++i) {
        const TensorDecl& t = r.tensors[i];
        if (!t.isOutput())
            continue;
        // Correctness events show the worst elements even of a passing comparison; verified timed calls
        // only need the verdict.
        const bool correctness = reasonPrefix.empty();
        Comparison cmp;
        if (!m_ops.compare(t, r.configs[config].shapes[i], outputs[i], reference[i],
                           numelOf(r.configs[config].shapes[i]), correctness, cmp,
                           site(correctness ? "correctness" : "performance", config, i)))
            return runtimeFailure("comparing outputs");
        maxAbs = std::max(maxAbs, cmp.maxAbsErr);
        maxRel = std::max(maxRel, cmp.maxRelErr);
        minRatio = std::min(minRatio, cmp.matchedRatio());
        for (const auto& w : cmp.worst)
            if (worst.size() < 5)
                worst.push_back(w);
        if (cmp.precisionFlag && correctness)
            m_precisionTensors.insert(t.name);
        if (!cmp.pass && !failure)
            failure = Failure{correctness ? cmp.reason : reasonPrefix,
                              "config '" + r.configs[config].name + "': " + cmp.message};
    }
    event["max_abs_err"] = maxAbs;
    event["max_rel_err"] = maxRel;
    event["matched_ratio"] = minRatio;
    event["worst"] = worst;
    return failure;
}

// A call that did not end in a result: the runner's failure, named for the candidate (or, for the baseline's
// runner, as the task's own error).
std::optional<Failure> Judge::callFailure(RunnerClient& runner, const HeldCall& hc, const std::string& what)
{
    if (!hc.failure)
        return std::nullopt;
    Failure f = *hc.failure;
    if (&runner == m_base.get()) {
        f.message = "the baseline failed " + what + " (" + f.reason + "): " + f.message;
        f.reason = "baseline_error";
    } else if (f.reason == b.errorReason()) {
        f.message = "the candidate failed " + what + ": " + f.message;
    }
    return f;
}

std::optional<Failure> Judge::startRunners()
{
    const std::vector<std::string> hide; // the request's own list, when Kiln sends one
    RunnerSetup cand{"candidate", r.objects.at("candidate").path, m_self, r.deviceIndex, r.hide, 0};
    if (!m_stagedObject.empty()) {
        cand.objectPath = m_stagedObject;
        cand.objectStaged = true;
    }
    if (std::string(b.name()) == "host")
        cand.memoryBytes = hostMemoryLimit(r);
    m_cand = std::make_unique<RunnerClient>(cand);
    if (r.performance) {
        RunnerSetup base = cand;
        base.role = "baseline";
        base.objectPath = r.objects.at("baseline").path;
        base.objectStaged = false;
        m_base = std::make_unique<RunnerClient>(base);
    }
    for (RunnerClient* runner : {m_cand.get(), m_base.get()})
        if (runner)
            if (auto e = runner->spawn())
                return Failure{"harness_error", *e};
    return std::nullopt;
}

// Each runner's ready as the judge received it (`runner_ready_s`), waited for in this order: the baseline's
// reads no earlier than the candidate's even when it was ready first.
std::optional<Failure> Judge::awaitRunners()
{
    for (RunnerClient* runner : {m_cand.get(), m_base.get()})
        if (runner) {
            if (auto e = runner->awaitReady())
                return Failure{"harness_error", *e};
            stamp(m_startup["runner_ready_s"], runner->role());
        }
    return std::nullopt;
}

// A failure to allocate (the judge's or the baseline's) after the candidate's process took much of the
// device's memory is the candidate's: memory_limit, not an error of the harness.
std::optional<Failure> Judge::blameMemory(std::optional<Failure> f)
{
    if (!f || (f->reason != "harness_error" && f->reason != "baseline_error") || m_freeBeforeCandidate == 0)
        return f;
    const bool allocation =
        f->message.find("alloc") != std::string::npos || f->message.find("memory") != std::string::npos;
    const size_t now = b.freeMemory();
    const double taken = static_cast<double>(m_freeBeforeCandidate) - static_cast<double>(now);
    if (allocation && taken > 0.25 * static_cast<double>(m_freeBeforeCandidate))
        return Failure{"memory_limit", "the candidate's process took " + fixed(taken / (1ull << 30), 1) +
                                           " GiB of the device's memory and kept it; the judge could not allocate its "
                                           "next tensors (" +
                                           f->message + ")"};
    return f;
}

std::optional<Failure> Judge::loadObjects()
{
    m_freeBeforeCandidate = b.freeMemory();
    for (RunnerClient* runner : {m_cand.get(), m_base.get()}) {
        if (!runner)
            continue;
        wire::Command load;
        load.op = wire::Op::Load;
        wire::setText(load.text, r.entry);
        auto f = runner->request(load, 300000);
        if (!f)
            continue;
        const bool candidate = runner == m_cand.get();
        if (f->reason == "runner_error") {
            // The runner says why the object would not load: an ABI or symbol problem, or a load error.
            const std::string& text = f->message;
            const std::string reason =
                text.find("kernel ABI") != std::string::npos || text.find("kiln_abi_version") != std::string::npos
                    ? "abi_mismatch"
                : text.find("does not export") != std::string::npos ? "missing_symbol"
                                                                    : "load_error";
            f = Failure{reason, runner->role() + " object " + text};
        }
        if (!candidate)
            f = Failure{"baseline_error", "the baseline object: " + f->message};
        return f;
    }
    if (m_base)
        for (const std::string& lib : m_base->mappedLibraries())
            m_baseLibraries.insert(lib);
    return std::nullopt;
}

// A candidate that loads cuBLAS, cuDNN, a BLAS or PyTorch's libraries has a library do its work: that is a
// fallback, not a kernel, whatever it computes. Read from the runner's memory map, not from its words.
std::optional<Failure> Judge::fallbackLibraries()
{
    if (!m_cand)
        return std::nullopt;
    for (const std::string& lib : m_cand->mappedLibraries())
        if (isVendorLibrary(lib) && !m_baseLibraries.count(lib)) {
            const std::string message = "the candidate's process loaded " + lib +
                                        ": a vendor library doing the work is a fallback, not a kernel of its own";
            emit({{"event", "flag"}, {"flag", "fallback"}, {"message", message}});
            return Failure{"fallback", message};
        }
    return std::nullopt;
}

std::optional<Failure> Judge::correctness(size_t c)
{
    const ConfigDecl& cfg = r.configs[c];
    emit({{"event", "stage"}, {"gate", "correctness"}, {"config", cfg.name}, {"timeout_s", r.correctnessTimeoutS}});
    SharedPool pool(b, {m_cand.get()});
    const size_t n = r.tensors.size();
    std::vector<void*> in(n, nullptr), out(n, nullptr), ref(n, nullptr);
    std::vector<SharedPool::Buffer> buffers(n);
    std::optional<Failure> failure;
    for (size_t i = 0; i < n && !failure; ++i) {
        SharedPool::Buffer buf;
        if (r.tensors[i].role == "in") {
            failure = pool.make(bytesOf(c, i), buf);
            in[i] = buf.ptr;
        } else {
            // inout: the input lives in the judge's memory; the candidate gets a copy in its output buffer.
            if (r.tensors[i].role == "inout" && !(in[i] = b.alloc(bytesOf(c, i))))
                failure = runtimeFailure("allocating tensor '" + r.tensors[i].name + "'");
            if (!failure)
                failure = pool.make(bytesOf(c, i), buf);
            out[i] = buf.ptr;
            if (!failure && !(ref[i] = b.alloc(bytesOf(c, i))))
                failure = runtimeFailure("allocating reference outputs");
        }
        buffers[i] = buf;
    }
    auto cleanup = [&] {
        for (size_t i = 0; i < n; ++i) {
            if (ref[i])
                b.release(ref[i]);
            if (r.tensors[i].role == "inout" && in[i])
                b.release(in[i]);
        }
    };
    for (uint64_t seed : r.seeds) {
        if (failure)
            break;
        json ev{
            {"event", "config"}, {"gate", "correctness"}, {"config", cfg.name}, {"hidden", cfg.hidden}, {"seed", seed}};
        std::vector<uint64_t> sums;
        if (!fillInputs("correctness", c, in, seed, sums) || !prepareOutputs(c, in, ref)) {
            failure = runtimeFailure("preparing inputs");
            break;
        }
        const int refRc = callReference(c, in, ref);
        if (!b.synchronize() || refRc != 0) {
            failure = Failure{"reference_error", "the reference failed on config '" + cfg.name + "' (returned " +
                                                     std::to_string(refRc) + "): " + b.lastError()};
            m_referenceBroken = true;
            break;
        }
        if (!prepareOutputs(c, in, out) || !b.synchronize()) {
            failure = runtimeFailure("preparing outputs");
            break;
        }
        wire::Command cmd;
        fillCommand(cmd, c, buffers);
        const HeldCall hc = runCall(*m_cand, cmd, false, false, b.queuesCalls(), r.correctnessTimeoutS,
                                    "correctness of config '" + cfg.name + "'", b.errorReason());
        if ((failure = callFailure(*m_cand, hc, "on config '" + cfg.name + "'")))
            break;
        if (hc.rc != 0) {
            failure = Failure{"nonzero_return", "the candidate returned " + std::to_string(hc.rc) + " on config '" +
                                                    cfg.name + "' (non-zero means it refused or failed)"};
            break;
        }
        for (size_t i = 0; i < n && !failure; ++i) {
            if (r.tensors[i].role == "out")
                continue;
            uint64_t sum = 0;
            if (!m_ops.checksum(in[i], r.tensors[i], bytesOf(c, i), sum, site("correctness", c, i)))
                failure = runtimeFailure("checksumming inputs");
            else if (sum != sums[i])
                failure = Failure{"input_mutated", "the candidate modified input '" + r.tensors[i].name +
                                                       "' on config '" + cfg.name + "'; inputs are read-only"};
        }
        if (!failure)
            failure = compareAll(c, ref, out, "", ev);
        if (auto d = m_ops.takeDisagreement())
            failure = d;
        ev["status"] = failure ? "fail" : "pass";
        if (failure) {
            ev["reason"] = failure->reason;
            ev["message"] = failure->message;
        }
        emit(ev);
    }
    cleanup();
    if (!failure)
        failure = fallbackLibraries();
    if (failure && m_referenceBroken)
        failure->message += " (a harness or task problem, not the candidate's)";
    if (!failure && !m_precisionTensors.empty()) {
        std::string names;
        for (const auto& t : m_precisionTensors)
            names += (names.empty() ? "" : ", ") + t;
        emit({{"event", "flag"},
              {"flag", "precision"},
              {"config", cfg.name},
              {"message", "fp32 output(s) " + names + " match the reference only to fp16/bf16-like precision"}});
        m_precisionTensors.clear();
    }
    return failure;
}

void Judge::stamp(json& into, const std::string& key) const
{
    into[key] = milliRounded(secondsSince(m_start));
}

int Judge::startFailed(const Failure& f, const std::string& verdict)
{
    emit({{"event", "gate"},
          {"gate", "correctness"},
          {"status", verdict},
          {"reason", f.reason},
          {"message", f.message}});
    return finish(verdict, f.reason, f.message);
}

void Judge::emitStart()
{
    emit({{"event", "start"},
          {"harness", std::string("kiln-harness-") + b.name()},
          {"protocol", 1},
          {"device",
           {{"name", b.deviceName()}, {"backend", b.name()}, {"cache_bytes", r.cacheBytes}, {"ceilings", r.ceilings}}},
          {"bulk_ops", m_ops.mode()},
          {"timer", "judge_clock"},
          {"timer_note", "calls timed on the judge's clock around the runner's go and done, less an empty call; "
                         "a longer span claimed by the runner counts instead (a claim never shortens a call); "
                         "runner claims: " +
                             m_cand->claims()},
          {"confinement", m_cand->confinement()},
          {"startup", m_startup}});
    if (m_cand->confinement() != "namespaces")
        emit({{"event", "flag"},
              {"flag", "unconfined"},
              {"message", "the candidate's process is not fully confined on this machine: " + m_cand->confinement() +
                              ". It could read what its user can read and reach the network"}});
}

// The supervisor's word that the candidate's build passed (judge.h): "built\n" on stdin; anything else, or its
// end, means it did not.
bool Judge::awaitBuiltObject()
{
    char word[16] = {};
    size_t got = 0;
    while (got < sizeof word - 1) {
        const ssize_t n = read(STDIN_FILENO, word + got, sizeof word - 1 - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += static_cast<size_t>(n);
        if (word[got - 1] == '\n')
            break;
    }
    return std::string(word, got) == "built\n";
}

// The runners, the judge's device and reference, the start event, calibration and the objects; each step's
// end stamped (m_startup, m_startupAfter: seconds since Judge::run's entry) to say where start-up goes.
std::optional<int> Judge::startUp()
{
    if (const double s = processSecondsSoFar(); s >= 0)
        m_startup["judge_process_s"] = s; // before run's entry, so not a stamp: how long the process had been up
    // The runners start first: their device runtimes come up while the judge's does (a second or so each).
    if (auto f = startRunners())
        return startFailed(*f, "error");
    stamp(m_startup, "runners_started_s");
    std::string error;
    if (!b.init(r.deviceIndex, error)) {
        emit({{"event", "done"}, {"verdict", "error"}, {"reason", "no_device"}, {"message", error}});
        return 3;
    }
    stamp(m_startup, "device_init_s");
    if (auto f = loadReference(r.objects.at("reference").path, r.entry, m_refHandle, m_ref))
        return startFailed(*f, "error");
    stamp(m_startup, "reference_loaded_s");
    if (auto f = awaitRunners())
        return startFailed(*f, "error");
    stamp(m_startup, "runners_ready_s");
    emitStart();
    if (r.performance && !r.configs.empty()) {
        if (auto f = calibrate())
            return startFailed(*f, verdictOf(*f));
        stamp(m_startupAfter, "calibration_s");
    }
    if (!m_stagedObject.empty()) {
        if (!awaitBuiltObject())
            return 0; // the build failed: the supervisor has reported it
        stamp(m_startupAfter, "candidate_built_s");
    }
    if (auto f = loadObjects())
        return startFailed(*f, verdictOf(*f));
    stamp(m_startupAfter, "objects_loaded_s");
    return std::nullopt;
}

int Judge::run()
{
    m_start = Clock::now(); // the origin of done's seconds and of every startup stamp
    if (const std::optional<int> ended = startUp())
        return *ended;
    if (!m_retime.empty()) {
        for (size_t c = 0; c < r.configs.size(); ++c) {
            if (std::find(m_retime.begin(), m_retime.end(), r.configs[c].name) == m_retime.end())
                continue;
            double speedup = 0;
            if (auto f = performance(c, speedup)) {
                emit({{"event", "gate"},
                      {"gate", "performance"},
                      {"status", verdictOf(*f)},
                      {"reason", f->reason},
                      {"message", f->message + " (timing again in another process)"}});
                return finish(verdictOf(*f), f->reason, f->message);
            }
        }
        return finish("pass", "", "");
    }
    // Calibration and the objects come after the start event: their stamps travel with the gate's first event.
    emit({{"event", "gate"}, {"gate", "correctness"}, {"status", "running"}, {"startup", m_startupAfter}});
    const auto correctnessStart = Clock::now();
    for (size_t c = 0; c < r.configs.size(); ++c)
        if (auto f = blameMemory(correctness(c))) {
            emit({{"event", "gate"},
                  {"gate", "correctness"},
                  {"status", verdictOf(*f)},
                  {"reason", f->reason},
                  {"message", f->message},
                  {"seconds", secondsSince(correctnessStart)}});
            return finish(verdictOf(*f), f->reason, f->message);
        }
    emit({{"event", "gate"},
          {"gate", "correctness"},
          {"status", "pass"},
          {"seconds", secondsSince(correctnessStart)},
          {"message", std::to_string(r.configs.size()) + " configurations x " + std::to_string(r.seeds.size()) +
                          " seeds match the reference"}});
    if (!r.performance) {
        emit({{"event", "gate"}, {"gate", "performance"}, {"status", "skipped"}, {"message", "not requested"}});
        return finish("pass", "", "");
    }
    emit({{"event", "gate"}, {"gate", "performance"}, {"status", "running"}});
    const auto perfStart = Clock::now();
    double logSum = 0;
    int measured = 0;
    for (size_t c = 0; c < r.configs.size(); ++c) {
        double speedup = 0;
        if (auto f = blameMemory(performance(c, speedup))) {
            emit({{"event", "gate"},
                  {"gate", "performance"},
                  {"status", verdictOf(*f)},
                  {"reason", f->reason},
                  {"message", f->message},
                  {"seconds", secondsSince(perfStart)}});
            return finish(verdictOf(*f), f->reason, f->message);
        }
        // A configuration whose calls the clock could not resolve (below_resolution) has no speedup: one such
        // configuration made the whole geomean 0 (a host run's n=1 hidden configuration).
        if (speedup > 0) {
            logSum += std::log(speedup);
            ++measured;
        }
    }
    emit({{"event", "gate"},
          {"gate", "performance"},
          {"status", "pass"},
          {"speedup_geomean", measured > 0 ? std::exp(logSum / measured) : 0.0},
          {"seconds", secondsSince(perfStart)}});
    return finish("pass", "", "");
}

int runJudge(const Request& request, const std::string& self, const std::vector<std::string>& retime,
             const std::string& stagedObject)
{
    // Events go to the original stdout; anything else this process prints goes to stderr.
    const int eventFd = dup(STDOUT_FILENO);
    setEventFd(eventFd);
    dup2(STDERR_FILENO, STDOUT_FILENO);
    auto backend = makeBackend();
    Judge judge(request, *backend, self, retime, stagedObject);
    return judge.run();
}

} // namespace kiln::harness
