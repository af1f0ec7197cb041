#include "runner.h"

#include "backend.h"
#include "seccomp.h"
#include "wire.h"

#include <kiln/kernel_abi.h>

#include <cstdlib>
#include <ctime>
#include <dlfcn.h>
#include <map>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

namespace kiln::harness {

namespace {

struct Mapping
{
    void* ptr = nullptr;
    size_t bytes = 0;
};

class Runner
{
public:
    Runner(int socket, Backend& backend, const wire::GoPage& go) : m_socket(socket), m_b(backend), m_go(go) {}

    int serve()
    {
        for (;;) {
            wire::Command c;
            int fd = -1;
            if (wire::receiveMessage(m_socket, &c, sizeof c, -1, &fd) != 1 || c.magic != wire::kMagic)
                return 0; // the judge went away (or is not speaking the protocol): nothing to do
            switch (c.op) {
            case wire::Op::Import:
                reply(importBuffer(c, fd));
                break;
            case wire::Op::Release:
                if (auto it = m_buffers.find(c.buffer); it != m_buffers.end()) {
                    m_b.unmapShared(it->second.ptr, it->second.bytes);
                    m_buffers.erase(it);
                }
                reply(wire::Status::Ok);
                break;
            case wire::Op::Load:
                load(c);
                break;
            case wire::Op::Call:
                call(c);
                break;
            case wire::Op::Claims: {
                std::vector<std::pair<uint32_t, wire::Claims>> claims;
                m_b.takeClaims(claims);
                for (const auto& [seq, cl] : claims)
                    reply(wire::Status::Ok, {}, 0, seq, cl);
                reply(wire::Status::Ok, {}, static_cast<int>(claims.size()), 0);
                break;
            }
            case wire::Op::Quit:
                return 0;
            default:
                reply(wire::Status::BadCommand, "unknown command");
            }
        }
    }

private:
    void reply(wire::Status s, const std::string& text = {}, int rc = 0, uint32_t seq = 0,
               const wire::Claims& claims = {})
    {
        wire::Reply r;
        r.status = s;
        r.rc = rc;
        r.seq = seq;
        r.claims = claims;
        wire::setText(r.text, text);
        wire::sendMessage(m_socket, &r, sizeof r);
    }

    wire::Status importBuffer(const wire::Command& c, int fd)
    {
        if (fd < 0)
            return wire::Status::BadCommand;
        void* p = m_b.mapShared(fd, c.bytes);
        close(fd);
        if (!p)
            return wire::Status::RuntimeError;
        m_buffers[c.buffer] = {p, c.bytes};
        return wire::Status::Ok;
    }

    void load(const wire::Command& c)
    {
        const std::string entry = wire::textOf(c.text);
        // Confined, the object is bound at kObjectPath; where confinement was refused, it is where it is.
        const char* fallback = std::getenv("KILN_RUNNER_OBJECT");
        const char* path = access(wire::kObjectPath, R_OK) == 0 || !fallback ? wire::kObjectPath : fallback;
        void* h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (!h)
            return reply(wire::Status::LoadError, std::string("cannot be loaded: ") + dlerror());
        auto version = reinterpret_cast<kiln_abi_version_fn>(dlsym(h, "kiln_abi_version"));
        if (!version)
            return reply(wire::Status::AbiMismatch,
                         "does not export kiln_abi_version(); define its entry with KILN_ENTRY(" + entry +
                             ") from <kiln/kernel_abi.h>");
        if (version() != KILN_ABI_VERSION)
            return reply(wire::Status::AbiMismatch, "was built against kernel ABI " + std::to_string(version()) +
                                                        "; this harness speaks " + std::to_string(KILN_ABI_VERSION));
        m_entry = reinterpret_cast<kiln_entry_fn>(dlsym(h, entry.c_str()));
        if (!m_entry)
            return reply(wire::Status::MissingSymbol,
                         "does not export '" + entry + "' (the task's entry); keep its name and KILN_ENTRY");
        reply(wire::Status::Ok);
    }

    // This thread's CPU clock, for the steps of a GPU call (Claims::stepCpuUs). A system call: on the host,
    // where the entry runs between go and done, it would be inside the timed span, so it reads 0 there.
    double threadCpuUs() const
    {
        if (!m_b.queuesCalls())
            return 0;
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) * 1e-3;
    }

    void call(const wire::Command& c)
    {
        double at[8] = {m_lastReplyCpuUs, threadCpuUs()};
        const bool trivial = c.flags & wire::kTrivial;
        kiln_tensor views[wire::kMaxTensors] = {};
        if (!trivial && (!m_entry || c.nTensors > wire::kMaxTensors || c.nParams > wire::kMaxParams))
            return reply(wire::Status::BadCommand, "no object loaded, or too many tensors", 0, c.seq);
        for (uint32_t i = 0; i < c.nTensors; ++i) {
            const auto it = m_buffers.find(c.tensors[i].buffer);
            if (it == m_buffers.end() || c.tensors[i].offset >= it->second.bytes)
                return reply(wire::Status::BadCommand, "unknown buffer", 0, c.seq);
            views[i].data = static_cast<unsigned char*>(it->second.ptr) + c.tensors[i].offset;
            views[i].dtype = c.tensors[i].dtype;
            views[i].rank = c.tensors[i].rank;
            for (int d = 0; d < wire::kMaxRank; ++d)
                views[i].shape[d] = c.tensors[i].shape[d];
        }
        at[2] = threadCpuUs();
        if ((c.flags & wire::kFlushHost) && !m_b.flushCache(c.bytes))
            return reply(wire::Status::RuntimeError, m_b.lastError(), 0, c.seq);
        if (!m_b.beginCall(c.seq, c.flags & wire::kHeld))
            return reply(wire::Status::RuntimeError, m_b.lastError(), 0, c.seq);
        at[3] = threadCpuUs();
        int rc = 0;
        if (trivial)
            rc = m_b.trivialCall() ? 0 : -1;
        else
            rc = m_entry(views, static_cast<int32_t>(c.nTensors), c.params, static_cast<int32_t>(c.nParams),
                         m_b.stream());
        at[4] = threadCpuUs();
        if (!m_b.endCall(c.seq))
            return reply(wire::Status::RuntimeError, m_b.lastError(), rc, c.seq);
        at[5] = threadCpuUs();
        if (m_b.queuesCalls()) {
            reply(wire::Status::Enqueued, {}, rc, c.seq);
            // Asleep on go, not spinning in a synchronize, while the judge reads this process's CPU clock:
            // another process's clock is only brought up to date when it leaves the CPU.
            while ((c.flags & wire::kHeld) && wire::load(m_go.go) < c.seq)
                wire::sleepOn(m_go.go, c.seq, 100);
        }
        at[6] = threadCpuUs();
        if (!m_b.finishCall(c.seq))
            return reply(wire::Status::RuntimeError, m_b.lastError(), rc, c.seq);
        at[7] = threadCpuUs();
        wire::Claims claims;
        for (int k = 0; k < 7; ++k)
            claims.stepCpuUs[k] = at[0] > 0 || k > 0 ? static_cast<float>(at[k + 1] - at[k]) : 0.0f;
        reply(wire::Status::Ok, {}, rc, c.seq, claims);
        m_lastReplyCpuUs = threadCpuUs();
    }

    int m_socket;
    Backend& m_b;
    const wire::GoPage& m_go;
    kiln_entry_fn m_entry = nullptr;
    double m_lastReplyCpuUs = 0;
    std::map<uint32_t, Mapping> m_buffers;
};

} // namespace

int runRunner(int socket)
{
    wire::Command hello;
    int controlFd = -1;
    if (wire::receiveMessage(socket, &hello, sizeof hello, 30000, &controlFd) != 1 || hello.op != wire::Op::Hello ||
        controlFd < 0)
        return 2;
    wire::Reply r;
    r.status = wire::Status::Ok;
    auto backend = makeBackend();
    std::string error;
    auto* control = static_cast<wire::ControlBlock*>(
        mmap(nullptr, wire::kControlBytes, PROT_READ | PROT_WRITE, MAP_SHARED, controlFd, 0));
    close(controlFd);
    wire::Command page;
    int goFd = -1;
    if (wire::receiveMessage(socket, &page, sizeof page, 30000, &goFd) != 1 || page.op != wire::Op::GoPage || goFd < 0)
        return 2;
    void* goMap = mmap(nullptr, wire::kControlBytes, PROT_READ, MAP_SHARED, goFd, 0);
    close(goFd);
    if (control == MAP_FAILED || goMap == MAP_FAILED) {
        r.status = wire::Status::RuntimeError;
        error = "cannot map the control block";
    } else if (!backend->init(hello.deviceIndex, error) ||
               !backend->attachControl(control, static_cast<const wire::GoPage*>(goMap))) {
        r.status = wire::Status::RuntimeError;
        if (error.empty())
            error = backend->lastError();
    } else if (const char* off = std::getenv("KILN_HARNESS_CONFINE");
               !(off && std::string(off) == "off") && !installSyscallFilter({}, &error)) {
        r.status = wire::Status::RuntimeError;
    }
    wire::setText(r.text, error.empty()
                              ? backend->claims() + (backend->claimsNote().empty() ? "" : "; " + backend->claimsNote())
                              : error);
    wire::sendMessage(socket, &r, sizeof r);
    if (r.status != wire::Status::Ok)
        return 3;
    Runner runner(socket, *backend, *static_cast<const wire::GoPage*>(goMap));
    return runner.serve();
}

} // namespace kiln::harness
