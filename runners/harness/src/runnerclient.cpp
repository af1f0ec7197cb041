#include "runnerclient.h"

#include "confine.h"
#include "process.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <poll.h>
#include <sstream>
#include <string_view>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

namespace kiln::harness {

namespace {

constexpr size_t kOutputTail = 16 * 1024;

// The memory this harness may really use: the machine's, or less where a control group limits it (in a
// container the machine's figure is the host's, and the group's limit is what the kernel enforces).
unsigned long long usableMemoryBytes()
{
    unsigned long long bytes = static_cast<unsigned long long>(sysconf(_SC_PHYS_PAGES)) *
                               static_cast<unsigned long long>(sysconf(_SC_PAGESIZE));
    std::string group; // cgroup v2: "0::/path"
    std::ifstream self("/proc/self/cgroup");
    for (std::string line; std::getline(self, line);)
        if (line.rfind("0::", 0) == 0)
            group = line.substr(3);
    for (const std::string& file : {"/sys/fs/cgroup" + group + "/memory.max", std::string("/sys/fs/cgroup/memory.max"),
                                    std::string("/sys/fs/cgroup/memory/memory.limit_in_bytes")}) {
        std::ifstream f(file);
        unsigned long long limit = 0;
        if (f >> limit && limit > 0) // "max" reads as nothing
            bytes = std::min(bytes, limit);
    }
    return bytes;
}

// What a runner's environment holds: nothing of the judge's but what finds the device and its libraries.
std::vector<std::string> runnerEnvironment(const std::string& objectPath)
{
    // Every module loads with its object: a kernel's first launch would otherwise load it lazily, which waits
    // for the device, and so for the hold. KILN_RUNNER_MODULE_LOADING (the judge's environment) overrides it
    // for measuring what that costs (docs/gpu-validation.md, run 15).
    const char* loading = std::getenv("KILN_RUNNER_MODULE_LOADING");
    std::vector<std::string> env{"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=/tmp", "TMPDIR=/tmp",
                                 std::string("CUDA_MODULE_LOADING=") + (loading && *loading ? loading : "EAGER"),
                                 "KILN_RUNNER_OBJECT=" + objectPath};
    for (const char* name : {"LD_LIBRARY_PATH", "CUDA_VISIBLE_DEVICES", "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES",
                             "KILN_CUPTI_LIBRARY", "KILN_HARNESS_TIMER", "KILN_HARNESS_MEMPOOL"})
        if (const char* v = std::getenv(name))
            env.push_back(std::string(name) + "=" + v);
    return env;
}

} // namespace

RunnerClient::~RunnerClient()
{
    if (m_socket >= 0) {
        wire::Command quit;
        quit.op = wire::Op::Quit;
        wire::sendMessage(m_socket, &quit, sizeof quit);
    }
    kill();
    for (int fd : {m_socket, m_outputFd, m_controlFd, m_goFd})
        if (fd >= 0)
            close(fd);
    if (m_control)
        munmap(m_control, wire::kControlBytes);
    if (m_go)
        munmap(m_go, wire::kControlBytes);
}

std::optional<std::string> RunnerClient::spawn()
{
    int sv[2], out[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0)
        return std::string("socketpair: ") + std::strerror(errno);
    const int on = 1;
    setsockopt(sv[0], SOL_SOCKET, SO_PASSCRED, &on, sizeof on);
    if (pipe2(out, O_CLOEXEC) != 0) {
        close(sv[0]);
        close(sv[1]);
        return std::string("pipe: ") + std::strerror(errno);
    }
    fcntl(out[0], F_SETFL, O_NONBLOCK);
    fcntl(out[0], F_SETPIPE_SZ, 1 << 20); // a candidate that prints a lot waits less on the judge's reads
    m_socket = sv[0];
    m_outputFd = out[0];
    m_controlFd = memfd_create("kiln-control", MFD_CLOEXEC);
    if (m_controlFd < 0 || ftruncate(m_controlFd, wire::kControlBytes) != 0)
        return std::string("cannot create the control block: ") + std::strerror(errno);
    void* block = mmap(nullptr, wire::kControlBytes, PROT_READ | PROT_WRITE, MAP_SHARED, m_controlFd, 0);
    if (block == MAP_FAILED)
        return std::string("cannot map the control block: ") + std::strerror(errno);
    m_control = static_cast<wire::ControlBlock*>(block);
    // The go page: mapped writable here, then sealed, so the runner can map it read-only and nothing else.
    m_goFd = memfd_create("kiln-go", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (m_goFd < 0 || ftruncate(m_goFd, wire::kControlBytes) != 0)
        return std::string("cannot create the go page: ") + std::strerror(errno);
    void* go = mmap(nullptr, wire::kControlBytes, PROT_READ | PROT_WRITE, MAP_SHARED, m_goFd, 0);
    if (go == MAP_FAILED)
        return std::string("cannot map the go page: ") + std::strerror(errno);
    m_go = static_cast<wire::GoPage*>(go);
    if (fcntl(m_goFd, F_ADD_SEALS, F_SEAL_FUTURE_WRITE | F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL) != 0)
        return std::string("cannot seal the go page: ") + std::strerror(errno);

    Confinement c;
    c.readOnlyAt = {{m_setup.self, "/kiln/harness"}};
    if (m_setup.objectStaged)
        c.readOnlyAt.emplace_back(std::filesystem::path(m_setup.objectPath).parent_path().string(),
                                  wire::kObjectFolder);
    else
        c.readOnlyAt.emplace_back(m_setup.objectPath, wire::kObjectPath);
    c.hide = m_setup.hide;
    c.keepFds = {sv[1], out[1]};
    c.environment = runnerEnvironment(m_setup.objectPath);
    c.memoryBytes = m_setup.memoryBytes;
    const int sock = sv[1], output = out[1];
    const std::string self = m_setup.self;
    m_helper = spawnConfined(
        c,
        [sock, output, self]() -> int {
            dup2(output, 1);
            dup2(output, 2);
            if (sock != 3)
                dup2(sock, 3);
            const int null = open("/dev/null", O_RDONLY);
            if (null >= 0 && null != 0) {
                dup2(null, 0);
                close(null);
            }
            char arg0[] = "kiln-harness", arg1[] = "--runner";
            char* argv[] = {arg0, arg1, nullptr};
            execv("/kiln/harness", argv);
            execv(self.c_str(), argv); // no private root (confinement refused): the harness where it is
            return 127;
        },
        &m_confinement);
    close(sv[1]);
    close(out[1]);
    if (m_helper < 0)
        return std::string("cannot start the ") + m_setup.role + " runner: " + std::strerror(errno);
    wire::Command hello;
    hello.op = wire::Op::Hello;
    hello.deviceIndex = m_setup.deviceIndex;
    wire::Command page;
    page.op = wire::Op::GoPage;
    if (!wire::sendMessage(m_socket, &hello, sizeof hello, m_controlFd) ||
        !wire::sendMessage(m_socket, &page, sizeof page, m_goFd))
        return "the " + m_setup.role + " runner did not take its hello";
    return std::nullopt;
}

std::optional<std::string> RunnerClient::awaitReady()
{
    wire::Reply r;
    int got = 0;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(180);
    while (got == 0 && std::chrono::steady_clock::now() < deadline) {
        drainOutput();
        pollfd p[2] = {{m_socket, POLLIN, 0}, {m_outputFd, POLLIN, 0}};
        poll(p, 2, 200);
        if (p[0].revents)
            got = wire::receiveMessage(m_socket, &r, sizeof r, 0, nullptr, &m_pid);
    }
    drainOutput();
    if (got != 1 || r.magic != wire::kMagic)
        return "the " + m_setup.role + " runner did not start (" + m_confinement + ")" +
               (m_outputText.empty() ? std::string() : ": " + m_outputText.substr(0, 600));
    if (r.status != wire::Status::Ok)
        return "the " + m_setup.role + " runner could not set up: " + wire::textOf(r.text);
    m_claims = wire::textOf(r.text);
    return std::nullopt;
}

bool RunnerClient::send(wire::Command& c, int fd)
{
    c.magic = wire::kMagic;
    return m_socket >= 0 && wire::sendMessage(m_socket, &c, sizeof c, fd);
}

bool RunnerClient::hasMessage() const
{
    pollfd p{m_socket, POLLIN, 0};
    return poll(&p, 1, 0) > 0;
}

int RunnerClient::receive(wire::Reply& r, int timeoutMs)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        const int left = static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count());
        pollfd p[2] = {{m_socket, POLLIN, 0}, {m_outputFd, POLLIN, 0}};
        const int n = poll(p, 2, std::max(0, std::min(left, 100)));
        if (p[1].revents)
            drainOutput();
        if (n > 0 && p[0].revents) {
            const int got = wire::receiveMessage(m_socket, &r, sizeof r, 0);
            if (got == 1 && r.magic == wire::kMagic)
                return 1;
            // Something that is not a reply (a forged line written to its socket, a message of another size),
            // or the socket closed: either way this runner is done. A runner killed (by its filter, say)
            // closes its socket a moment before it can be reaped: reap() tells which, given that moment.
            for (int wait = 0; got != 1 && wait < 200 && alive(); ++wait)
                usleep(10000);
            if (got == 1 || alive())
                killedForProtocol = true;
            return -1;
        }
        if (left <= 0)
            return 0;
        // A call that only allocates never answers: the memory watchdog must look while the judge waits.
        if (n == 0 && !alive())
            return -1;
    }
}

std::optional<Failure> RunnerClient::request(wire::Command& c, int timeoutMs, int fd)
{
    if (!send(c, fd))
        return lostReason("setup");
    wire::Reply r;
    const int got = receive(r, timeoutMs);
    if (got == 0) {
        killedForTimeout = true;
        kill();
        return lostReason("setup");
    }
    if (got < 0)
        return lostReason("setup");
    if (r.status != wire::Status::Ok)
        return Failure{"runner_error", wire::textOf(r.text)};
    return std::nullopt;
}

std::optional<Failure> RunnerClient::import(uint32_t id, const SharedBuffer& b)
{
    wire::Command c;
    c.op = wire::Op::Import;
    c.buffer = id;
    c.bytes = b.bytes;
    auto f = request(c, 30000, b.fd);
    if (f && f->reason == "runner_error")
        f = Failure{"harness_error", "the " + m_setup.role + " runner cannot map a shared buffer: " + f->message};
    return f;
}

std::optional<Failure> RunnerClient::takeClaims(std::map<uint32_t, wire::Claims>& out, size_t most, int timeoutMs)
{
    out.clear();
    wire::Command c;
    c.op = wire::Op::Claims;
    if (!send(c))
        return lostReason("collecting its claims");
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (size_t replies = 0;; ++replies) {
        const int left = static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count());
        wire::Reply r;
        const int got = receive(r, std::max(1, left));
        if (got == 0) {
            killedForTimeout = true;
            kill();
        }
        if (got != 1)
            return lostReason("collecting its claims");
        if (r.status != wire::Status::Ok || replies > most)
            return Failure{"protocol_violation", "the " + m_setup.role +
                                                     " runner answered the request for its calls' "
                                                     "claims with " +
                                                     (replies > most ? "more replies than it had calls"
                                                                     : "a failure: " + wire::textOf(r.text))};
        if (r.seq == 0)
            return std::nullopt;
        out[r.seq] = r.claims;
    }
}

void RunnerClient::release(uint32_t id)
{
    wire::Command c;
    c.op = wire::Op::Release;
    c.buffer = id;
    request(c, 30000);
}

double RunnerClient::cpuSeconds() const
{
    clockid_t clock;
    timespec ts{};
    if (m_pid <= 0 || clock_getcpuclockid(m_pid, &clock) != 0 || clock_gettime(clock, &ts) != 0)
        return -1;
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double RunnerClient::mainThreadCpuSeconds() const
{
    // schedstat's first field: nanoseconds on the CPU, brought up to date when the thread leaves it.
    std::ifstream f("/proc/" + std::to_string(m_pid) + "/task/" + std::to_string(m_pid) + "/schedstat");
    unsigned long long ns = 0;
    return f >> ns ? static_cast<double>(ns) * 1e-9 : -1;
}

bool RunnerClient::waitUntilAsleep(double limitS) const
{
    const std::string path = "/proc/" + std::to_string(m_pid) + "/task/" + std::to_string(m_pid) + "/stat";
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(limitS);
    char buf[512];
    while (m_pid > 0) {
        const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return true; // gone: its clock no longer moves
        const ssize_t n = read(fd, buf, sizeof buf - 1);
        close(fd);
        if (n <= 0)
            return true;
        const std::string_view stat(buf, static_cast<size_t>(n));
        const size_t paren = stat.rfind(')'); // the name may hold spaces and parentheses
        if (paren != std::string_view::npos && paren + 2 < stat.size() &&
            std::string_view("SDtT").find(stat[paren + 2]) != std::string_view::npos)
            return true;
        if (std::chrono::steady_clock::now() > end)
            return false;
    }
    return false;
}

unsigned long long RunnerClient::rssBytes() const
{
    std::ifstream f("/proc/" + std::to_string(m_pid) + "/statm");
    unsigned long long size = 0, resident = 0;
    f >> size >> resident;
    return resident * static_cast<unsigned long long>(sysconf(_SC_PAGESIZE));
}

std::set<std::string> RunnerClient::mappedLibraries() const
{
    std::set<std::string> libs;
    std::ifstream f("/proc/" + std::to_string(m_pid) + "/maps");
    for (std::string line; std::getline(f, line);) {
        const auto slash = line.find('/');
        if (slash == std::string::npos)
            continue;
        const std::string path = line.substr(slash);
        if (path.find(".so") != std::string::npos)
            libs.insert(path.substr(path.rfind('/') + 1));
    }
    return libs;
}

bool RunnerClient::alive()
{
    reap(false);
    return !m_reaped && !overMemory();
}

bool RunnerClient::overMemory()
{
    if (m_memoryCap == 0)
        m_memoryCap = usableMemoryBytes() / 2;
    if (killedForMemory)
        return true;
    // Read at most every 50 ms: it is a file read under /proc.
    const auto now = std::chrono::steady_clock::now();
    if (m_pid <= 0 || m_reaped || now - m_memoryCheckedAt < std::chrono::milliseconds(50))
        return false;
    m_memoryCheckedAt = now;
    if (rssBytes() <= m_memoryCap)
        return false;
    killedForMemory = true;
    kill();
    return true;
}

void RunnerClient::drainOutput()
{
    if (m_outputFd < 0)
        return;
    char buf[65536];
    for (;;) {
        const ssize_t n = read(m_outputFd, buf, sizeof buf);
        if (n <= 0)
            break;
        m_outputText.append(buf, static_cast<size_t>(n));
        if (m_outputText.size() > 2 * kOutputTail)
            m_outputText.erase(0, m_outputText.size() - kOutputTail);
    }
}

void RunnerClient::reap(bool wait)
{
    if (m_helper <= 0 || m_reaped)
        return;
    int status = 0;
    pid_t p;
    while ((p = waitpid(m_helper, &status, wait ? 0 : WNOHANG)) < 0 && errno == EINTR) {
    }
    if (p == m_helper) {
        m_reaped = true;
        m_exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
}

void RunnerClient::kill()
{
    if (m_helper > 0 && !m_reaped) {
        ::kill(m_helper, SIGKILL);
        reap(true);
    }
}

Failure RunnerClient::lostReason(const std::string& stage)
{
    // A runner that broke the protocol is still alive: it goes now. One that died has told its story.
    if (!killedForTimeout) {
        for (int i = 0; i < 50 && alive(); ++i)
            usleep(10000);
        kill();
    } else {
        reap(true);
    }
    drainOutput();
    const std::string who = m_setup.role == "candidate" ? "the candidate" : "the " + m_setup.role;
    Failure f;
    if (killedForTimeout) {
        f = {"timeout", who + " did not finish the " + stage + " within its time limit (a hang?); it was killed"};
    } else if (killedForMemory) {
        f = {"memory_limit", who + "'s process used more than " + std::to_string(m_memoryCap >> 30) +
                                 " GiB of the machine's memory during the " + stage + " (half of it); it was stopped"};
    } else if (killedForProtocol) {
        f = {"protocol_violation", who +
                                       "'s process wrote something to the judge that is not the harness's protocol "
                                       "during the " +
                                       stage + " (a forged message?); it was stopped"};
    } else if (m_exitStatus > 128) {
        const int sig = m_exitStatus - 128;
        if (sig == SIGSYS)
            f = {"forbidden_syscall", who + " made a system call its sandbox forbids (killed by SIGSYS during the " +
                                          stage +
                                          "): tracing or signalling another process, starting a program or a "
                                          "process, mounting, or another call no kernel needs"};
        else
            f = {"crash", who + " crashed with " + signalName(sig) + " during the " + stage};
    } else if (m_exitStatus >= 0) {
        f = {"crash", who + "'s process exited with code " + std::to_string(m_exitStatus) + " during the " + stage +
                          " (did it call exit()?)"};
    } else {
        f = {"protocol_violation", who + "'s process stopped speaking the harness's protocol during the " + stage};
    }
    if (!m_outputText.empty())
        f.message += "; last output: " + m_outputText.substr(m_outputText.size() > 600 ? m_outputText.size() - 600 : 0);
    return f;
}

} // namespace kiln::harness
