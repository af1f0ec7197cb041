// Host-bracket probe: the judge (parent) times the runner's (child's) GPU work on the judge's own host clock,
// through words in shared host memory, without any GPU work of its own in between (no context switch):
//   runner stream: hold kernel (writes ready = k, spins until go >= k) -> the work -> done kernel (done = k)
//   judge CPU:     spin until ready == k; t0; go = k; spin until done == k; t1
// t1 - t0, less a constant calibrated on a trivial kernel, against the work's own span (stamped by itself).
// Every 8th call the judge then runs a one-thread kernel in its own context and measures how long after done
// it ran (host clock): what work left running by the runner after `done` would add to.
//
//   nvcc -O2 -arch=sm_90 -o hb hostbracket-probe.cu && ./hb [--nobody|--pidns] [--reps N]
#include <cuda_runtime.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sched.h>
#include <string>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#define CK(x) check((x), #x, __LINE__)
static void check(cudaError_t r, const char* what, int line)
{
    if (r != cudaSuccess) {
        std::fprintf(stderr, "[%d] line %d: %s: %s\n", getpid(), line, what, cudaGetErrorString(r));
        std::exit(3);
    }
}
using Clock = std::chrono::steady_clock;
static double nowNs() { return std::chrono::duration<double, std::nano>(Clock::now().time_since_epoch()).count(); }

__device__ __forceinline__ unsigned long long gtimer()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

__global__ void hold(volatile unsigned* go, volatile unsigned* ready, unsigned k, volatile unsigned* expired)
{
    *ready = k;
    __threadfence_system();
    const long long start = clock64();
    while (*go < k)
        if (clock64() - start > 400'000'000LL) { // about 200 ms: give up rather than hang
            *expired = k;
            break;
        }
}
__global__ void doneKernel(volatile unsigned* done, unsigned k)
{
    __threadfence_system();
    *done = k;
    __threadfence_system();
}
__global__ void spin(unsigned long long ns, unsigned long long* stamps, int first, int last)
{
    const unsigned long long t0 = gtimer();
    while (gtimer() - t0 < ns) {
    }
    if (first)
        stamps[0] = t0;
    if (last)
        stamps[1] = gtimer();
}
__global__ void copyKernel(const float4* __restrict__ a, float4* __restrict__ b, size_t n, unsigned long long* stamps)
{
    if (threadIdx.x == 0)
        atomicMin(&stamps[0], gtimer());
    for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += size_t(gridDim.x) * blockDim.x)
        b[i] = a[i];
    __syncthreads();
    if (threadIdx.x == 0)
        atomicMax(&stamps[1], gtimer());
}
__global__ void flag(volatile unsigned* word, unsigned v)
{
    *word = v;
    __threadfence_system();
}

struct Cmd {
    int kind; // 0 empty, 1 spin, 2 chain, 3 copy, 4 early done (work on a side stream), 9 quit
    int count;
    unsigned long long ns;
    size_t bytes;
    unsigned seq;
};
struct Reply {
    unsigned long long span;
    int ok;
};
template <typename T> static bool sendAll(int s, const T& v) { return write(s, &v, sizeof v) == sizeof v; }
template <typename T> static bool recvAll(int s, T& v)
{
    size_t got = 0;
    while (got < sizeof v) {
        const ssize_t n = read(s, reinterpret_cast<char*>(&v) + got, sizeof v - got);
        if (n <= 0)
            return false;
        got += size_t(n);
    }
    return true;
}
static void sendFd(int sock, int fd)
{
    char buf[CMSG_SPACE(sizeof(int))] = {};
    char dummy = 'x';
    iovec io{&dummy, 1};
    msghdr m{};
    m.msg_iov = &io;
    m.msg_iovlen = 1;
    m.msg_control = buf;
    m.msg_controllen = sizeof buf;
    cmsghdr* c = CMSG_FIRSTHDR(&m);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    std::memcpy(CMSG_DATA(c), &fd, sizeof(int));
    (void)!sendmsg(sock, &m, 0);
}
static int recvFd(int sock)
{
    char buf[CMSG_SPACE(sizeof(int))] = {};
    char dummy;
    iovec io{&dummy, 1};
    msghdr m{};
    m.msg_iov = &io;
    m.msg_iovlen = 1;
    m.msg_control = buf;
    m.msg_controllen = sizeof buf;
    if (recvmsg(sock, &m, 0) != 1)
        return -1;
    int fd = -1;
    std::memcpy(&fd, CMSG_DATA(CMSG_FIRSTHDR(&m)), sizeof(int));
    return fd;
}

static constexpr size_t kWords = 4096;
enum { kGo = 0, kReady = 16, kDone = 32, kExpired = 48 };

static void confine(bool nobody, bool pidns)
{
    if (!nobody)
        return;
    if (unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | (pidns ? CLONE_NEWPID : 0)) != 0)
        std::fprintf(stderr, "runner: unshare: %s\n", std::strerror(errno));
    if (pidns) {
        mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr);
        const pid_t child = fork();
        if (child != 0) {
            int st = 0;
            waitpid(child, &st, 0);
            _exit(WIFEXITED(st) ? WEXITSTATUS(st) : 1);
        }
        if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) != 0)
            std::fprintf(stderr, "runner: mount /proc: %s\n", std::strerror(errno));
    }
    if (setgid(65534) != 0 || setuid(65534) != 0)
        std::fprintf(stderr, "runner: setuid: %s\n", std::strerror(errno));
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
}

static int runner(int sock, bool nobody, bool pidns)
{
    confine(nobody, pidns);
    const int fd = recvFd(sock);
    auto* host = static_cast<unsigned*>(mmap(nullptr, kWords, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0));
    if (host == MAP_FAILED)
        return 5;
    CK(cudaSetDevice(0));
    CK(cudaHostRegister(host, kWords, cudaHostRegisterMapped | cudaHostRegisterPortable));
    unsigned* dev = nullptr;
    CK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&dev), host, 0));
    cudaStream_t s, side;
    CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking));
    cudaEvent_t fork;
    CK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    unsigned long long* stamps;
    CK(cudaMalloc(&stamps, 64));
    float4 *a = nullptr, *b = nullptr;
    CK(cudaMalloc(&a, 256ull << 20));
    CK(cudaMalloc(&b, 256ull << 20));
    CK(cudaMemset(a, 1, 256ull << 20));
    // Every kernel launched once unheld: a first launch loads its module, which waits for the device.
    spin<<<1, 1, 0, s>>>(1, stamps, 1, 1);
    copyKernel<<<1, 32, 0, s>>>(a, b, 16, stamps);
    doneKernel<<<1, 1, 0, s>>>(dev + kExpired + 8, 0);
    hold<<<1, 1, 0, s>>>(dev + kExpired + 8, dev + kExpired + 9, 0, dev + kExpired + 10);
    CK(cudaDeviceSynchronize());
    std::printf("{\"runner\":\"ready\",\"uid\":%d,\"pid\":%d}\n", int(getuid()), int(getpid()));
    std::fflush(stdout);
    for (;;) {
        Cmd c{};
        if (!recvAll(sock, c) || c.kind == 9)
            break;
        unsigned long long init[2] = {~0ull, 0};
        CK(cudaMemcpyAsync(stamps, init, sizeof init, cudaMemcpyHostToDevice, s));
        hold<<<1, 1, 0, s>>>(dev + kGo, dev + kReady, c.seq, dev + kExpired);
        if (c.kind == 1)
            spin<<<1, 1, 0, s>>>(c.ns, stamps, 1, 1);
        else if (c.kind == 2)
            for (int i = 0; i < c.count; ++i)
                spin<<<1, 1, 0, s>>>(c.ns, stamps, i == 0, i == c.count - 1);
        else if (c.kind == 3)
            copyKernel<<<132 * 4, 256, 0, s>>>(a, b, c.bytes / sizeof(float4), stamps);
        else if (c.kind == 4) {
            CK(cudaEventRecord(fork, s));
            CK(cudaStreamWaitEvent(side, fork, 0));
            spin<<<1, 1, 0, side>>>(c.ns, stamps, 1, 1);
        }
        doneKernel<<<1, 1, 0, s>>>(dev + kDone, c.seq);
        Reply r{0, 1};
        sendAll(sock, r); // enqueued
        CK(cudaDeviceSynchronize());
        unsigned long long got[2];
        CK(cudaMemcpy(got, stamps, sizeof got, cudaMemcpyDeviceToHost));
        r.span = (c.kind == 0 || got[0] == ~0ull) ? 0 : got[1] - got[0];
        r.ok = host[kExpired] == c.seq ? 0 : 1;
        sendAll(sock, r);
    }
    return 0;
}

static double pct(std::vector<double> v, double q)
{
    if (v.empty())
        return -1;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(q * double(v.size() - 1) + 0.5))];
}

int main(int argc, char** argv)
{
    bool nobody = false, pidns = false;
    int reps = 300;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--nobody")
            nobody = true;
        else if (a == "--pidns")
            nobody = pidns = true;
        else if (a == "--reps" && i + 1 < argc)
            reps = std::atoi(argv[++i]);
    }
    const int fd = memfd_create("kiln-words", 0);
    if (fd < 0 || ftruncate(fd, kWords) != 0)
        return 2;
    auto* words = static_cast<volatile unsigned*>(mmap(nullptr, kWords, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0));
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0)
        return 2;
    const pid_t pid = fork();
    if (pid == 0) {
        close(sv[0]);
        _exit(runner(sv[1], nobody, pidns));
    }
    close(sv[1]);
    const int sock = sv[0];
    timeval tv{5, 0};
    setsockopt(sock, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    sendFd(sock, fd);
    // The judge's own context and a word its kernel writes, for the probe after `done`.
    CK(cudaSetDevice(0));
    unsigned* mine = nullptr;
    CK(cudaHostAlloc(&mine, 64, cudaHostAllocMapped));
    unsigned* mineDev = nullptr;
    CK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&mineDev), mine, 0));
    cudaStream_t js;
    CK(cudaStreamCreateWithFlags(&js, cudaStreamNonBlocking));
    flag<<<1, 1, 0, js>>>(mineDev, 0);
    CK(cudaStreamSynchronize(js));
    unsigned seq = 0, probeSeq = 0;
    auto spinUntil = [](volatile unsigned* w, unsigned v, double limitNs) {
        const double start = nowNs();
        while (*w != v)
            if (nowNs() - start > limitNs)
                return false;
        return true;
    };
    struct One {
        double bracket = 0, span = 0, delay = -1;
        bool ok = true;
    };
    auto call = [&](Cmd c, bool probe) -> One {
        One o;
        c.seq = ++seq;
        sendAll(sock, c);
        Reply r{};
        if (!recvAll(sock, r) || !spinUntil(&words[kReady], c.seq, 2e9)) {
            std::printf("{\"error\":\"runner did not reach the hold of call %u\"}\n", c.seq);
            std::exit(4);
        }
        const double t0 = nowNs();
        std::atomic_thread_fence(std::memory_order_seq_cst);
        words[kGo] = c.seq;
        std::atomic_thread_fence(std::memory_order_seq_cst);
        if (!spinUntil(&words[kDone], c.seq, 3e9)) {
            std::printf("{\"error\":\"no done for call %u\"}\n", c.seq);
            std::exit(4);
        }
        const double t1 = nowNs();
        o.bracket = t1 - t0;
        if (probe) {
            flag<<<1, 1, 0, js>>>(mineDev, ++probeSeq);
            if (spinUntil(mine, probeSeq, 3e9))
                o.delay = nowNs() - t1;
        }
        if (!recvAll(sock, r)) {
            std::printf("{\"error\":\"runner did not finish call %u\"}\n", c.seq);
            std::exit(4);
        }
        o.span = double(r.span);
        o.ok = r.ok != 0;
        CK(cudaStreamSynchronize(js));
        return o;
    };
    struct Case {
        const char* name;
        Cmd cmd;
    };
    const std::vector<Case> cases = {
        {"empty", {0, 0, 0, 0, 0}},
        {"trivial", {1, 1, 0, 0, 0}},
        {"spin2us", {1, 1, 2000, 0, 0}},
        {"spin10us", {1, 1, 10000, 0, 0}},
        {"spin100us", {1, 1, 100000, 0, 0}},
        {"spin1ms", {1, 1, 1000000, 0, 0}},
        {"chain5x2us", {2, 5, 2000, 0, 0}},
        {"copy16MiB", {3, 0, 0, 16ull << 20, 0}},
        {"copy256MiB", {3, 0, 0, 256ull << 20, 0}},
        {"early_done_200us", {4, 0, 200000, 0, 0}},
        {"early_done_5ms", {4, 0, 5000000, 0, 0}},
    };
    double offset = 0;
    for (const auto& k : cases) {
        std::vector<double> br, sp, delay, afterProbe;
        int expired = 0;
        const int n = k.cmd.kind == 4 ? 40 : reps;
        bool lastProbed = false;
        for (int i = 0; i < n + 10; ++i) {
            const bool probe = i % 8 == 7 || k.cmd.kind == 4;
            const One o = call(k.cmd, probe);
            expired += o.ok ? 0 : 1;
            if (i < 10)
                continue;
            (lastProbed ? afterProbe : br).push_back(o.bracket / 1e3);
            sp.push_back(o.span / 1e3);
            if (o.delay >= 0)
                delay.push_back(o.delay / 1e3);
            lastProbed = probe;
        }
        if (std::string(k.name) == "trivial")
            offset = pct(br, 0.5) - pct(sp, 0.5);
        std::printf("{\"case\":\"%s\",\"reps\":%d,\"bracket_us\":{\"p10\":%.3f,\"p50\":%.3f,\"p90\":%.3f,\"max\":%.3f},"
                    "\"span_us\":{\"p10\":%.3f,\"p50\":%.3f,\"p90\":%.3f},\"bracket_less_offset_us\":%.3f,"
                    "\"after_probe_bracket_us\":{\"p50\":%.3f},\"probe_delay_us\":{\"p10\":%.3f,\"p50\":%.3f,"
                    "\"p90\":%.3f,\"max\":%.3f},\"holds_expired\":%d}\n",
                    k.name, n, pct(br, 0.1), pct(br, 0.5), pct(br, 0.9), pct(br, 1.0), pct(sp, 0.1), pct(sp, 0.5),
                    pct(sp, 0.9), pct(br, 0.5) - offset, pct(afterProbe, 0.5), pct(delay, 0.1), pct(delay, 0.5),
                    pct(delay, 0.9), pct(delay, 1.0), expired);
        std::fflush(stdout);
    }
    Cmd quit{9, 0, 0, 0, 0};
    sendAll(sock, quit);
    int status = 0;
    waitpid(pid, &status, 0);
    std::printf("{\"offset_us\":%.3f,\"runner_exit\":%d}\n", offset, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    return 0;
}
