// Cross-process timing probe: can a trusted process time GPU work that another (untrusted) process
// launches, on the GPU's own clock, precisely enough to replace in-process timers?
//
//   nvcc -O2 -arch=sm_90 -o probe crossprocess-probe.cu -lcuda && ./probe [--nobody] [--reps N]
//
// The judge (parent) and the runner (child, optionally as uid 65534 in new mount/net/ipc namespaces) each
// have their own CUDA context. Memory is shared through the driver's VMM API (a POSIX fd passed over a Unix
// socket). Per call:
//   runner stream: wait(go >= k)  -> the work -> write(done = k)
//   judge stream:  stamp(t0) -> write(go = k) -> wait(done >= k) -> stamp(t1)
// t1 - t0 is read on the judge's GPU clock (%globaltimer), in memory the runner cannot reach. The work's own
// span (its first kernel's start to its last kernel's end, stamped by the work itself) is what an in-process
// timer reports; the probe prints both, for empty calls, spin kernels, chains of short kernels and copies,
// and what the bracket sees when the runner cheats (done written early on a side stream; a persistent kernel).
// One JSON object per line on stdout.
#include <cuda.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cerrno>
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
static void check(CUresult r, const char* what, int line)
{
    if (r != CUDA_SUCCESS) {
        const char* s = nullptr;
        cuGetErrorString(r, &s);
        std::fprintf(stderr, "[%d] line %d: %s: %s\n", getpid(), line, what, s ? s : "?");
        std::exit(3);
    }
}
static void check(cudaError_t r, const char* what, int line)
{
    if (r != cudaSuccess) {
        std::fprintf(stderr, "[%d] line %d: %s: %s\n", getpid(), line, what, cudaGetErrorString(r));
        std::exit(3);
    }
}

__device__ __forceinline__ unsigned long long gtimer()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

__global__ void stamp(unsigned long long* at) { *at = gtimer(); }

// Spins for ns nanoseconds; stamps[0] is its start (first kernel of a call), stamps[1] its end.
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
    if (blockIdx.x == 0 && threadIdx.x == 0)
        atomicMin(&stamps[0], gtimer());
    for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += size_t(gridDim.x) * blockDim.x)
        b[i] = a[i];
    __syncthreads();
    if (threadIdx.x == 0)
        atomicMax(&stamps[1], gtimer());
}

// Runs until *stop is set (a "persistent kernel" a cheat might leave running).
__global__ void persistent(volatile int* stop, unsigned long long* spins)
{
    unsigned long long n = 0;
    while (!*stop)
        ++n;
    *spins = n;
}

struct Cmd {
    int kind;   // 0 empty, 1 spin, 2 chain of `count` spins, 3 copy, 4 early done (side stream), 5 start persistent,
                // 6 stop persistent, 9 quit
    int count;
    unsigned long long ns;
    size_t bytes;
    unsigned int seq;
};
struct Reply {
    unsigned long long span; // the work's own span, ns (0 when none)
    int ok;
};

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
    if (sendmsg(sock, &m, 0) != 1)
        std::perror("sendmsg");
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

// A VMM allocation exported as a POSIX fd; both sides map it at their own address.
static size_t granularity(CUdevice dev)
{
    CUmemAllocationProp p{};
    p.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    p.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    p.location.id = dev;
    p.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    size_t g = 0;
    CK(cuMemGetAllocationGranularity(&g, &p, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    return g;
}
static CUdeviceptr mapHandle(CUmemGenericAllocationHandle h, size_t size, CUdevice dev)
{
    CUdeviceptr ptr = 0;
    CK(cuMemAddressReserve(&ptr, size, 0, 0, 0));
    CK(cuMemMap(ptr, size, 0, h, 0));
    CUmemAccessDesc a{};
    a.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    a.location.id = dev;
    a.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    CK(cuMemSetAccess(ptr, size, &a, 1));
    return ptr;
}

static constexpr size_t kSharedBytes = 1ull << 21; // 2 MiB: words at 0 (go), 256 (done)

static int runner(int sock, bool nobody, bool pidns)
{
    if (nobody) {
        if (unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | (pidns ? CLONE_NEWPID : 0)) != 0)
            std::fprintf(stderr, "runner: unshare: %s\n", std::strerror(errno));
        if (pidns) {
            // pid 1 of a new namespace, with a /proc of its own (CUDA reads /proc/<its pid>).
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
    setenv("CUDA_MODULE_LOADING", "EAGER", 1);
    CK(cuInit(0));
    CUdevice dev;
    CK(cuDeviceGet(&dev, 0));
    CUcontext ctx;
    CK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CK(cuCtxSetCurrent(ctx));
    const int fd = recvFd(sock);
    CUmemGenericAllocationHandle h;
    CK(cuMemImportFromShareableHandle(&h, reinterpret_cast<void*>(static_cast<uintptr_t>(fd)),
                                      CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
    const CUdeviceptr shared = mapHandle(h, kSharedBytes, dev);
    const CUdeviceptr go = shared, done = shared + 256;
    cudaStream_t s, side;
    CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking));
    cudaEvent_t fork;
    CK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    unsigned long long* stamps;
    CK(cudaMalloc(&stamps, 64));
    int* stop;
    CK(cudaHostAlloc(&stop, 64, cudaHostAllocMapped));
    int* stopDev;
    CK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&stopDev), stop, 0));
    float4 *a = nullptr, *b = nullptr;
    size_t haveBytes = 0;
    // A kernel's first launch loads its module, which waits for the device: never behind a held stream.
    spin<<<1, 1, 0, s>>>(1, stamps, 1, 1);
    CK(cudaMalloc(&a, 1 << 20));
    CK(cudaMalloc(&b, 1 << 20));
    haveBytes = 1 << 20;
    copyKernel<<<1, 32, 0, s>>>(a, b, 16, stamps);
    CK(cudaDeviceSynchronize());
    std::printf("{\"runner\":\"ready\",\"uid\":%d,\"pid\":%d}\n", int(getuid()), int(getpid()));
    std::fflush(stdout);
    for (;;) {
        Cmd c{};
        if (!recvAll(sock, c) || c.kind == 9)
            break;
        Reply r{0, 1};
        unsigned long long init[2] = {~0ull, 0};
        CK(cudaMemcpy(stamps, init, sizeof init, cudaMemcpyHostToDevice));
        if (c.kind == 3 && haveBytes < c.bytes) {
            cudaFree(a);
            cudaFree(b);
            CK(cudaMalloc(&a, c.bytes));
            CK(cudaMalloc(&b, c.bytes));
            CK(cudaMemset(a, 1, c.bytes));
            haveBytes = c.bytes;
        }
        if (c.kind == 5) {
            *stop = 0;
            persistent<<<1, 1, 0, side>>>(stopDev, stamps + 4);
            sendAll(sock, r);
            continue;
        }
        if (c.kind == 6) {
            *stop = 1;
            CK(cudaStreamSynchronize(side));
            sendAll(sock, r);
            continue;
        }
        CK(cuStreamWaitValue32(reinterpret_cast<CUstream>(s), go, c.seq, CU_STREAM_WAIT_VALUE_GEQ));
        if (c.kind == 1)
            spin<<<1, 1, 0, s>>>(c.ns, stamps, 1, 1);
        else if (c.kind == 2)
            for (int i = 0; i < c.count; ++i)
                spin<<<1, 1, 0, s>>>(c.ns, stamps, i == 0, i == c.count - 1);
        else if (c.kind == 3)
            copyKernel<<<132 * 4, 256, 0, s>>>(a, b, c.bytes / sizeof(float4), stamps);
        else if (c.kind == 4) {
            // The cheat: the real work goes to a side stream after go; done is written at once.
            CK(cudaEventRecord(fork, s));
            CK(cudaStreamWaitEvent(side, fork, 0));
            spin<<<1, 1, 0, side>>>(c.ns, stamps, 1, 1);
        }
        CK(cuStreamWriteValue32(reinterpret_cast<CUstream>(s), done, c.seq, CU_STREAM_WRITE_VALUE_DEFAULT));
        sendAll(sock, r); // enqueued
        CK(cudaDeviceSynchronize());
        unsigned long long got[2];
        CK(cudaMemcpy(got, stamps, sizeof got, cudaMemcpyDeviceToHost));
        r.span = (c.kind == 0 || got[0] == ~0ull) ? 0 : got[1] - got[0];
        sendAll(sock, r);
    }
    return 0;
}

struct Series {
    std::vector<double> bracket, span;
};
static double pct(std::vector<double> v, double q)
{
    if (v.empty())
        return -1;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(q * (v.size() - 1) + 0.5))];
}

int main(int argc, char** argv)
{
    bool nobody = false, pidns = false;
    int reps = 200;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--nobody")
            nobody = true;
        else if (std::string(argv[i]) == "--pidns")
            nobody = pidns = true;
        else if (std::string(argv[i]) == "--reps" && i + 1 < argc)
            reps = std::atoi(argv[++i]);
    }
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
    CK(cuInit(0));
    CUdevice dev;
    CK(cuDeviceGet(&dev, 0));
    CUcontext ctx;
    CK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CK(cuCtxSetCurrent(ctx));
    const size_t g = granularity(dev);
    CUmemAllocationProp p{};
    p.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    p.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    p.location.id = dev;
    p.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    CUmemGenericAllocationHandle h;
    const size_t size = ((kSharedBytes + g - 1) / g) * g;
    CK(cuMemCreate(&h, size, &p, 0));
    int fd = -1;
    CK(cuMemExportToShareableHandle(&fd, h, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    const CUdeviceptr shared = mapHandle(h, size, dev);
    CK(cuMemsetD8(shared, 0, size));
    sendFd(sock, fd);
    const CUdeviceptr go = shared, done = shared + 256;
    cudaStream_t s;
    CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    unsigned long long* ts;
    CK(cudaMalloc(&ts, 64));
    unsigned int seq = 0;
    timeval tv{5, 0}; // a runner that never answers ends the probe instead of hanging it
    setsockopt(sock, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);

    // One bracketed call of the runner; returns the bracket in ns and the runner's own span.
    auto call = [&](Cmd c, double& bracket, double& span) {
        c.seq = ++seq;
        sendAll(sock, c);
        Reply r{};
        if (!recvAll(sock, r)) { // enqueued
            std::printf("{\"error\":\"runner did not enqueue call %u (kind %d)\"}\n", c.seq, c.kind);
            std::exit(4);
        }
        stamp<<<1, 1, 0, s>>>(ts);
        CK(cuStreamWriteValue32(reinterpret_cast<CUstream>(s), go, c.seq, CU_STREAM_WRITE_VALUE_DEFAULT));
        CK(cuStreamWaitValue32(reinterpret_cast<CUstream>(s), done, c.seq, CU_STREAM_WAIT_VALUE_GEQ));
        stamp<<<1, 1, 0, s>>>(ts + 1);
        CK(cudaStreamSynchronize(s));
        unsigned long long t[2];
        CK(cudaMemcpy(t, ts, sizeof t, cudaMemcpyDeviceToHost));
        recvAll(sock, r); // synchronized, with its span
        bracket = double(t[1] - t[0]);
        span = double(r.span);
    };
    // The same work in the judge's own process, bracketed by the same stamps: the in-process reference.
    float4 *a = nullptr, *b = nullptr;
    unsigned long long* own;
    CK(cudaMalloc(&own, 64));
    auto inproc = [&](const Cmd& c, double& bracket, double& span) {
        unsigned long long init[2] = {~0ull, 0};
        CK(cudaMemcpy(own, init, sizeof init, cudaMemcpyHostToDevice));
        stamp<<<1, 1, 0, s>>>(ts);
        if (c.kind == 1)
            spin<<<1, 1, 0, s>>>(c.ns, own, 1, 1);
        else if (c.kind == 2)
            for (int i = 0; i < c.count; ++i)
                spin<<<1, 1, 0, s>>>(c.ns, own, i == 0, i == c.count - 1);
        else if (c.kind == 3)
            copyKernel<<<132 * 4, 256, 0, s>>>(a, b, c.bytes / sizeof(float4), own);
        stamp<<<1, 1, 0, s>>>(ts + 1);
        CK(cudaStreamSynchronize(s));
        unsigned long long t[2], o[2];
        CK(cudaMemcpy(t, ts, sizeof t, cudaMemcpyDeviceToHost));
        CK(cudaMemcpy(o, own, sizeof o, cudaMemcpyDeviceToHost));
        bracket = double(t[1] - t[0]);
        span = (c.kind == 0 || o[0] == ~0ull) ? 0 : double(o[1] - o[0]);
    };
    const size_t copyBytes = 256ull << 20;
    CK(cudaMalloc(&a, copyBytes));
    CK(cudaMalloc(&b, copyBytes));
    CK(cudaMemset(a, 1, copyBytes));

    struct Case {
        const char* name;
        Cmd cmd;
    };
    const std::vector<Case> cases = {
        {"empty", {0, 0, 0, 0, 0}},
        {"spin2us", {1, 1, 2000, 0, 0}},
        {"spin10us", {1, 1, 10000, 0, 0}},
        {"spin100us", {1, 1, 100000, 0, 0}},
        {"spin1ms", {1, 1, 1000000, 0, 0}},
        {"chain5x2us", {2, 5, 2000, 0, 0}},
        {"copy16MiB", {3, 0, 0, 16ull << 20, 0}},
        {"copy256MiB", {3, 0, 0, 256ull << 20, 0}},
    };
    for (const char* mode : {"crossprocess", "inprocess"}) {
        for (const auto& k : cases) {
            Series ser;
            for (int i = 0; i < reps + 10; ++i) {
                double br = 0, sp = 0;
                if (std::string(mode) == "crossprocess")
                    call(k.cmd, br, sp);
                else
                    inproc(k.cmd, br, sp);
                if (i >= 10) {
                    ser.bracket.push_back(br / 1e3);
                    ser.span.push_back(sp / 1e3);
                }
            }
            std::printf("{\"mode\":\"%s\",\"case\":\"%s\",\"reps\":%d,\"bracket_us\":{\"p10\":%.3f,\"p50\":%.3f,"
                        "\"p90\":%.3f,\"max\":%.3f},\"span_us\":{\"p10\":%.3f,\"p50\":%.3f,\"p90\":%.3f}}\n",
                        mode, k.name, reps, pct(ser.bracket, 0.1), pct(ser.bracket, 0.5), pct(ser.bracket, 0.9),
                        pct(ser.bracket, 1.0), pct(ser.span, 0.1), pct(ser.span, 0.5), pct(ser.span, 0.9));
            std::fflush(stdout);
        }
    }
    // Cheats: done written before the work (side stream), 200 us and 5 ms of work.
    for (unsigned long long ns : {200000ull, 5000000ull}) {
        Series ser;
        for (int i = 0; i < 50; ++i) {
            double br = 0, sp = 0;
            call({4, 0, ns, 0, 0}, br, sp);
            ser.bracket.push_back(br / 1e3);
            ser.span.push_back(sp / 1e3);
        }
        std::printf("{\"cheat\":\"early_done_side_stream\",\"work_us\":%.0f,\"bracket_us\":{\"p10\":%.3f,\"p50\":%.3f,"
                    "\"p90\":%.3f},\"span_us\":{\"p50\":%.3f}}\n",
                    ns / 1e3, pct(ser.bracket, 0.1), pct(ser.bracket, 0.5), pct(ser.bracket, 0.9), pct(ser.span, 0.5));
        std::fflush(stdout);
    }
    // A persistent kernel left running in the runner's context: what an empty call and the judge's own work
    // (a 10 us spin in-process) look like meanwhile.
    {
        Reply r{};
        Cmd start{5, 0, 0, 0, 0};
        sendAll(sock, start);
        recvAll(sock, r);
        Series e, own10;
        for (int i = 0; i < 30; ++i) {
            double br = 0, sp = 0;
            call({0, 0, 0, 0, 0}, br, sp);
            e.bracket.push_back(br / 1e3);
            inproc({1, 1, 10000, 0, 0}, br, sp);
            own10.bracket.push_back(br / 1e3);
        }
        Cmd stop{6, 0, 0, 0, 0};
        sendAll(sock, stop);
        recvAll(sock, r);
        std::printf("{\"cheat\":\"persistent_kernel\",\"empty_call_bracket_us\":{\"p10\":%.3f,\"p50\":%.3f,\"p90\":%.3f},"
                    "\"judge_own_10us_bracket_us\":{\"p10\":%.3f,\"p50\":%.3f,\"p90\":%.3f}}\n",
                    pct(e.bracket, 0.1), pct(e.bracket, 0.5), pct(e.bracket, 0.9), pct(own10.bracket, 0.1),
                    pct(own10.bracket, 0.5), pct(own10.bracket, 0.9));
    }
    Cmd quit{9, 0, 0, 0, 0};
    sendAll(sock, quit);
    int status = 0;
    waitpid(pid, &status, 0);
    std::printf("{\"runner_exit\":%d}\n", WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status));
    return 0;
}
